import * as v from "valibot";
import { CONTACT_TOPICS } from "~/content/contact";
import { msg } from "~/i18n/text";

/** The contact form's one schema: the browser validates with it and the action validates again. */
export const ContactMessageSchema = v.object({
  firstName: v.pipe(
    v.string(msg("public.form.firstNameRequired")),
    v.trim(),
    v.nonEmpty(msg("public.form.firstNameRequired")),
    v.maxLength(100, msg("public.form.tooLong", { max: 100 })),
  ),
  lastName: v.pipe(
    v.string(msg("public.form.lastNameRequired")),
    v.trim(),
    v.nonEmpty(msg("public.form.lastNameRequired")),
    v.maxLength(100, msg("public.form.tooLong", { max: 100 })),
  ),
  email: v.pipe(
    v.string(msg("public.form.emailRequired")),
    v.trim(),
    v.nonEmpty(msg("public.form.emailRequired")),
    v.email(msg("public.form.emailInvalid")),
    v.maxLength(254, msg("public.form.tooLong", { max: 254 })),
  ),
  organization: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, msg("public.form.tooLong", { max: 200 })))),
  topic: v.optional(v.picklist(CONTACT_TOPICS, msg("public.form.topicInvalid")), "general"),
  message: v.pipe(
    v.string(msg("public.form.messageRequired")),
    v.trim(),
    v.minLength(10, msg("public.form.messageTooShort", { min: 10 })),
    v.maxLength(5000, msg("public.form.tooLong", { max: 5000 })),
  ),
});

export type ContactMessageInput = v.InferOutput<typeof ContactMessageSchema>;

/** The name of the honeypot field: people never see it, bots fill it in. */
export const CONTACT_HONEYPOT_FIELD = "contact_reference";

/** Spec-free choice: five messages per address per ten minutes is plenty for a person. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;

export const StatusSubscriptionSchema = v.object({
  email: v.pipe(
    v.string(msg("public.form.emailRequired")),
    v.trim(),
    v.nonEmpty(msg("public.form.emailRequired")),
    v.email(msg("public.form.emailInvalid")),
    v.maxLength(254, msg("public.form.tooLong", { max: 254 })),
    v.toLowerCase(),
  ),
});
