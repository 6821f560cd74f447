import * as v from "valibot";
import { CONTACT_TOPICS } from "~/content/contact";

/** The contact form's one schema: the browser validates with it and the action validates again. */
export const ContactMessageSchema = v.object({
  firstName: v.pipe(
    v.string("Please enter your first name."),
    v.trim(),
    v.nonEmpty("Please enter your first name."),
    v.maxLength(100, "Use at most 100 characters."),
  ),
  lastName: v.pipe(
    v.string("Please enter your last name."),
    v.trim(),
    v.nonEmpty("Please enter your last name."),
    v.maxLength(100, "Use at most 100 characters."),
  ),
  email: v.pipe(
    v.string("Please enter your email address."),
    v.trim(),
    v.nonEmpty("Please enter your email address."),
    v.email("Please enter a valid email address."),
    v.maxLength(254, "Use at most 254 characters."),
  ),
  organization: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Use at most 200 characters."))),
  topic: v.optional(v.picklist(CONTACT_TOPICS, "Please choose a topic from the list."), "general"),
  message: v.pipe(
    v.string("Please write a message."),
    v.trim(),
    v.minLength(10, "Please write at least 10 characters."),
    v.maxLength(5000, "Use at most 5,000 characters."),
  ),
});

export type ContactMessageInput = v.InferOutput<typeof ContactMessageSchema>;

/** The name of the honeypot field: people never see it, bots fill it in. */
export const CONTACT_HONEYPOT_FIELD = "contact_reference";

/** Spec-free choice: five messages per address per ten minutes is plenty for a person. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

export const StatusSubscriptionSchema = v.object({
  email: v.pipe(
    v.string("Please enter your email address."),
    v.trim(),
    v.nonEmpty("Please enter your email address."),
    v.email("Please enter a valid email address."),
    v.maxLength(254, "Use at most 254 characters."),
    v.toLowerCase(),
  ),
});
