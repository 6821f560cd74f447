/**
 * What the browser and the server share about languages (issue 19, decision 0061): the languages, their
 * own names, the catalogs' namespaces and the message ids. The catalogs themselves are JSON files in
 * `app/locales/<language>/<namespace>.json`; the server compiles them (`app/server/i18n.server.ts`) and a
 * page's loaders send only the namespaces it renders, in its language.
 */
import type assignor from "~/locales/en/assignor.json";
import type auth from "~/locales/en/auth.json";
import type common from "~/locales/en/common.json";
import type messages from "~/locales/en/messages.json";
import type organization from "~/locales/en/organization.json";
import type publicSite from "~/locales/en/public.json";
import type referee from "~/locales/en/referee.json";
import type settings from "~/locales/en/settings.json";
import { LANGUAGES } from "~/domain/constants";

export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/**
 * The catalogs, by who loads them: `common` every page (root loader: shared words, form messages);
 * `public` the public site's layout; `auth` the account pages (sign-in, sign-up, resets); `assignor` and
 * `organization` the assignor portal (games, assignments, referees; payments, accounting, API, the
 * organization); `referee` the referee portal; `settings` the Settings dialog and page of both portals;
 * `messages` never reaches a browser: emails, SMS, in-app notifications and calendar-feed texts, worded on
 * the server in the recipient's language.
 */
export type Namespace =
  "common" | "public" | "auth" | "assignor" | "organization" | "referee" | "settings" | "messages";

/** Every message id, taken from the English catalogs: a mistyped id does not compile. */
export type MessageId =
  | keyof typeof common
  | keyof typeof publicSite
  | keyof typeof auth
  | keyof typeof assignor
  | keyof typeof organization
  | keyof typeof referee
  | keyof typeof settings
  | keyof typeof messages;

/** Each language in its own words, for the switcher: the same in every language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: "English",
  es: "Español",
  fr: "Français",
  de: "Deutsch",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export { LANGUAGES };
