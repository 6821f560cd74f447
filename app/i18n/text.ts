/**
 * Words outside React components (decision 0062): what an action or loader answers ("Game not found."),
 * valibot's validation messages, and texts a domain function builds. `tr(id, values)` words a message in
 * the language being served: on the server, the request's; in the browser, the page's. A message for
 * somebody else (an email, an SMS, a notification) names the recipient's language: `trIn(language, id)`
 * (decision 0063). Components use `useT()` instead.
 *
 * The server (`app/server/i18n.server.ts`) and the browser (`I18nRoot`) each register where the language
 * and the words come from; this module holds no catalog, so the browser bundle stays small.
 */
import type { Language, MessageId } from "./messages";

export type Translate = (id: MessageId, values?: Record<string, unknown>) => string;

/**
 * Where `tr` finds its words: the server's request-scoped catalogs, or the page's in the browser. The
 * server also words in any language (`translateIn`), for `trIn`.
 */
type TextSource = {
  translate: Translate;
  translateIn?: (language: Language, id: MessageId, values?: Record<string, unknown>) => string;
};

let source: TextSource | undefined;

export function setTextSource(next: TextSource) {
  source = next;
}

/** A message in the language being served. Before any source is set (never in the app), its id. */
export function tr(id: MessageId, values?: Record<string, unknown>): string {
  return source ? source.translate(id, values) : id;
}

/**
 * A valibot message, worded when the issue is raised (so in the language of the request being checked):
 * `v.minLength(8, msg("form.passwordTooShort", { min: 8 }))`.
 */
export function msg(id: MessageId, values?: Record<string, unknown>): () => string {
  return () => tr(id, values);
}

/**
 * A message in a given language, whatever the request's: for words written to someone else (an email, an
 * SMS or a notification in the recipient's language). Before any source is set, its id.
 */
export function trIn(language: Language, id: MessageId, values?: Record<string, unknown>): string {
  if (!source) return id;
  return source.translateIn ? source.translateIn(language, id, values) : source.translate(id, values);
}
