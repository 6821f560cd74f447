import type { Language } from "~/i18n/messages";

/** The locale each language's dates are written in: English keeps the spec's US form ("November 12, 2026"). */
const DATE_LOCALES: Record<Language, string> = { en: "en-US", es: "es-ES", fr: "fr-FR", de: "de-DE" };

/**
 * A content date (ISO, YYYY-MM-DD) in the reader's language, read as a calendar date (no time zone shift):
 * "November 12, 2026", "12 de noviembre de 2026", "12 novembre 2026", "12. November 2026".
 */
export function formatContentDate(date: string, language: Language = "en"): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(DATE_LOCALES[language], {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
