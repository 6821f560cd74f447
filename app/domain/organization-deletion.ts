/**
 * An organization's deletion, the rules people see (issue 18, decision 0058): the confirmation an assignor
 * types, and how the date is written. Pure, shared by the form in the browser and the action.
 */
import * as v from "valibot";
import { msg } from "~/i18n/text";

/** "December 24, 2026" in the organization's time zone; in another language, that language's words ("24. Dezember 2026"). */
export function formatLongDate(instant: Date, timeZone: string, locale = "en-US"): string {
  return new Intl.DateTimeFormat(locale, { timeZone, year: "numeric", month: "long", day: "numeric" }).format(instant);
}

/** The confirmation: the organization's exact name (spaces around it ignored) and, if the person has one, their password. */
export function deletionConfirmationSchema(organizationName: string, needsPassword: boolean) {
  return v.object({
    confirmName: v.pipe(
      v.string(),
      v.trim(),
      v.check((typed) => typed === organizationName.trim(), msg("org.deletion.typeName", { name: organizationName })),
    ),
    password: needsPassword
      ? v.pipe(v.string(), v.minLength(1, msg("org.deletion.enterPassword")))
      : v.optional(v.string()),
  });
}
