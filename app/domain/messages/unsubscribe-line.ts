/** What delivery adds to an email as it is sent: the unsubscribe line, in the language the email was written in. */
import { DEFAULT_LANGUAGE, type Language, type MessageId } from "~/i18n/messages";
import { voiceOf } from "./render";

const UNSUBSCRIBE_LINES: Record<string, MessageId> = {
  assignment: "messages.unsubscribe.assignment",
  reminder: "messages.unsubscribe.reminder",
  payment: "messages.unsubscribe.payment",
  digest: "messages.unsubscribe.digest",
  marketing: "messages.unsubscribe.marketing",
  subscription: "messages.unsubscribe.subscription",
  organization: "messages.unsubscribe.organization",
};

/**
 * The unsubscribe line delivery adds to an email (decision 0058), in the email's language: a topic
 * ("reminder" …) or "subscription" (a status-page link). Null for a topic without words here.
 */
export function unsubscribeLine(topic: string, language?: Language | null): string | null {
  const id = UNSUBSCRIBE_LINES[topic];
  return id ? voiceOf(language).t(id) : null;
}

/** The language an email was written in, from its HTML's `<html lang>` (every template sets it); else English. */
export function languageOfEmail(html: string | null | undefined): Language {
  const lang = /^<!doctype html><html lang="([a-z]{2})">/.exec(html ?? "")?.[1];
  return lang === "es" || lang === "fr" || lang === "de" ? lang : DEFAULT_LANGUAGE;
}
