import { CONTACT_TOPIC_LABELS } from "~/content/contact";
import { newId } from "~/db/ids";
import { contactMessages, outbox } from "~/db/schema";
import type { ContactMessageInput } from "~/domain/contact-message";
import { contactMessageCopy, MESSAGE_KINDS } from "~/domain/messages";
import type { Database } from "./db.server";

/**
 * Stores a contact message and queues a copy for the team's inbox in one D1 batch, so a message is
 * never kept without its notification or the other way round. The outbox job delivers it later.
 */
export async function saveContactMessage(
  db: Database,
  input: ContactMessageInput,
  { supportEmail, now = new Date() }: { supportEmail: string; now?: Date },
): Promise<{ id: string }> {
  const id = newId();
  const organization = input.organization || null;
  const topicLabel = CONTACT_TOPIC_LABELS[input.topic];
  const copy = contactMessageCopy({
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    organization,
    topic: topicLabel,
    message: input.message,
  });

  await db.batch([
    db.insert(contactMessages).values({
      id,
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      organization,
      topic: input.topic,
      message: input.message,
      createdAt: now,
    }),
    db.insert(outbox).values({
      id: newId(),
      idempotencyKey: `${MESSAGE_KINDS.contactMessage}:${id}`,
      channel: "email",
      recipient: supportEmail,
      kind: MESSAGE_KINDS.contactMessage,
      subject: copy.subject,
      textBody: copy.text,
      htmlBody: copy.html,
      status: "pending",
      nextAttemptAt: now,
      createdAt: now,
    }),
  ]);
  return { id };
}
