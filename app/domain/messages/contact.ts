/** The public site's contact form (no preference stops this): the team's copy of a message. */
import { DEFAULT_LANGUAGE } from "~/i18n/messages";
import { compose, voiceOf, type RenderedMessage } from "./render";

/** The team's copy of a contact-form message; replying goes straight to the sender. Our team reads English. */
export function contactMessageCopy(input: {
  firstName: string;
  lastName: string;
  email: string;
  organization: string | null;
  topic: string;
  message: string;
}): RenderedMessage {
  const voice = voiceOf(DEFAULT_LANGUAGE);
  const from = `${input.firstName} ${input.lastName}`;
  return compose(voice, {
    subject: `Contact form: ${input.topic} from ${from}`,
    greeting: `From: ${from} <${input.email}>`,
    paragraphs: [`Organization: ${input.organization ?? "(none given)"}\nTopic: ${input.topic}`, input.message],
    action: { label: `Reply to ${input.firstName}`, url: `mailto:${input.email}` },
    sms: `Contact form: ${input.topic} from ${from}. Reply:`,
    footer: "support",
  });
}
