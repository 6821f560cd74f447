/**
 * Proving a phone number is yours (issue 32, decision 0091): a 6-digit code texted to it, short-lived, stored
 * hashed, a few tries. Until it is typed back the number is kept but unconfirmed: nothing but the code is
 * texted to it and SMS replies from it are nobody's.
 */
import * as v from "valibot";
import { msg } from "~/i18n/text";

/** How long a code works. */
export const PHONE_CODE_TTL_MS = 10 * 60 * 1000;
/** Wrong tries before a code dies (a new one must be sent). */
export const PHONE_CODE_MAX_ATTEMPTS = 5;
/** The shortest wait between two codes to one person. */
export const PHONE_CODE_RESEND_AFTER_MS = 60 * 1000;
/** Codes one person may have sent in an hour, resends included. */
export const PHONE_CODES_PER_HOUR = 5;

/** The code as typed: six digits, spaces forgiven. */
export const phoneCodeSchema = v.object({
  phoneCode: v.pipe(
    v.string(msg("settings.phoneConfirmation.codeInvalid")),
    v.transform((code) => code.replace(/\s/g, "")),
    v.regex(/^\d{6}$/, msg("settings.phoneConfirmation.codeInvalid")),
  ),
});

/** A fresh code: six uniformly random digits. */
export function newPhoneCode(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  // 4,294,000,000 is a multiple of 1,000,000: values above it would bias the low codes.
  if (value! >= 4_294_000_000) return newPhoneCode();
  return String(value! % 1_000_000).padStart(6, "0");
}
