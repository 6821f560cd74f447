/**
 * The settings form of spec section 3, as valibot schemas. The same schemas validate in the browser
 * (conform's `onValidate`) and in the actions (`parseConformSubmission`, which wraps conform's
 * `parseWithValibot`), so a message reads the same on both sides. One schema per tab; `settingsSchema`
 * joins the four because one Save Changes button saves every tab at once (spec section 2).
 *
 * The spec's `darkMode` field is not kept apart from `theme`: "dark" is one of the theme choices, and
 * two fields for one fact could disagree.
 */
import * as v from "valibot";
import {
  BIO_MAX_LENGTH,
  CERTIFICATION_LEVELS,
  CREDENTIAL_KINDS,
  CURRENCIES,
  DATE_FORMATS,
  LANGUAGES,
  THEMES,
  TIME_FORMATS,
} from "./constants";
import { isValidTimeZone } from "./dates";
import { dateField } from "./field-schemas";
import { passwordWeaknesses } from "./password-strength";
import { msg } from "~/i18n/text";
import type { MessageId } from "~/i18n/messages";

/** Accent colours a user can pick; stored in `user_settings.color_scheme`. */
export const COLOR_SCHEMES = ["blue", "green", "purple", "orange"] as const;

/** The option labels' message ids (worded where they are shown; languages are named in their own words). */
export const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], MessageId> = {
  USD: "settings.preferences.currency.USD",
  EUR: "settings.preferences.currency.EUR",
  GBP: "settings.preferences.currency.GBP",
  CAD: "settings.preferences.currency.CAD",
};

export const DATE_FORMAT_LABELS: Record<(typeof DATE_FORMATS)[number], MessageId> = {
  "MM/DD/YYYY": "settings.preferences.dateFormat.mdy",
  "DD/MM/YYYY": "settings.preferences.dateFormat.dmy",
  "YYYY-MM-DD": "settings.preferences.dateFormat.ymd",
};

export const TIME_FORMAT_LABELS: Record<(typeof TIME_FORMATS)[number], MessageId> = {
  "12": "settings.preferences.timeFormat.12",
  "24": "settings.preferences.timeFormat.24",
};

export const COLOR_SCHEME_LABELS: Record<(typeof COLOR_SCHEMES)[number], MessageId> = {
  blue: "settings.preferences.color.blue",
  green: "settings.preferences.color.green",
  purple: "settings.preferences.color.purple",
  orange: "settings.preferences.color.orange",
};

/** A certification's level as stored (English) and its words: stored levels outside the list show as stored. */
/** A credential's kind in the settings' words. */
export const CREDENTIAL_KIND_LABELS: Record<(typeof CREDENTIAL_KINDS)[number], MessageId> = {
  certification: "settings.credentials.kind.certification",
  background_check: "settings.credentials.kind.backgroundCheck",
  safeguarding: "settings.credentials.kind.safeguarding",
};

export const CERTIFICATION_LEVEL_LABELS: Record<(typeof CERTIFICATION_LEVELS)[number], MessageId> = {
  "Level 1": "settings.certifications.level.Level 1",
  "Level 2": "settings.certifications.level.Level 2",
  "Level 3": "settings.certifications.level.Level 3",
  Youth: "settings.certifications.level.Youth",
  Other: "settings.certifications.level.Other",
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Loose on purpose: digits with the usual separators and an optional leading +, 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export function bioCounter(length: number): string {
  return `${length}/${BIO_MAX_LENGTH}`;
}

/** `tooLong` names the field in its message: "Location can be at most {max} characters." */
const optionalText = (max: number, tooLong: MessageId) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, msg(tooLong, { max }))));

const toggle = () => v.optional(v.boolean(), false);

/**
 * A required text field. conform turns an empty input into a missing key, so "missing" becomes "" first
 * and the user reads `message`, not valibot's generic missing-key text.
 */
const requiredText = (required: MessageId, max: number, tooLong: MessageId) =>
  v.pipe(
    v.optional(v.string(msg(required)), ""),
    v.trim(),
    v.nonEmpty(msg(required)),
    v.maxLength(max, msg(tooLong, { max })),
  );

/** One of a fixed list; missing reads as `message` too. */
const choice = <const Options extends readonly string[]>(options: Options, message: MessageId) =>
  v.pipe(v.optional(v.string(msg(message)), ""), v.picklist(options, msg(message)));

export const profileSchema = v.object({
  firstName: requiredText("settings.validation.firstNameRequired", 50, "settings.validation.firstNameTooLong"),
  lastName: requiredText("settings.validation.lastNameRequired", 50, "settings.validation.lastNameTooLong"),
  email: v.pipe(
    v.optional(v.string(msg("settings.validation.emailRequired")), ""),
    v.trim(),
    v.nonEmpty(msg("settings.validation.emailRequired")),
    v.maxLength(254, msg("settings.validation.emailInvalid")),
    v.regex(EMAIL_PATTERN, msg("settings.validation.emailInvalid")),
    v.toLowerCase(),
  ),
  // Asked only when the email changes (issue 18); checked on the server, never sent back.
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(PHONE_PATTERN, msg("settings.validation.phoneCharacters")),
      v.check((phone) => {
        const digits = phone.replace(/\D/g, "").length;
        return digits >= 7 && digits <= 15;
      }, msg("settings.validation.phoneDigits")),
    ),
  ),
  bio: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (bio) => bio.length <= BIO_MAX_LENGTH,
        (issue) => msg("settings.validation.bioTooLong", { max: BIO_MAX_LENGTH, length: String(issue.input).length })(),
      ),
    ),
  ),
  location: optionalText(100, "settings.validation.locationTooLong"),
  website: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, msg("settings.validation.websiteTooLong", { max: 200 })),
      // "example.com" is what people type; store it as a full link.
      v.transform((site) => (/^[a-z][a-z0-9+.-]*:/i.test(site) ? site : `https://${site}`)),
      v.check((site) => {
        try {
          const url = new URL(site);
          return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
        } catch {
          return false;
        }
      }, msg("settings.validation.websiteInvalid")),
    ),
  ),
});

export const notificationsSchema = v.object({
  emailNotifications: toggle(),
  pushNotifications: toggle(),
  gameReminders: toggle(),
  paymentNotifications: toggle(),
  weatherAlerts: toggle(),
  weeklyDigest: toggle(),
  marketingEmails: toggle(),
});

export const privacySchema = v.object({
  profileVisible: toggle(),
  contactInfoVisible: toggle(),
  availabilityVisible: toggle(),
  statsVisible: toggle(),
});

export const preferencesSchema = v.object({
  /** Empty: follow the organization's time zone. */
  timezone: v.optional(v.pipe(v.string(), v.trim(), v.check(isValidTimeZone, msg("settings.validation.timeZone")))),
  language: choice(LANGUAGES, "settings.validation.language"),
  currency: choice(CURRENCIES, "settings.validation.currency"),
  dateFormat: choice(DATE_FORMATS, "settings.validation.dateFormat"),
  timeFormat: choice(TIME_FORMATS, "settings.validation.timeFormat"),
  theme: choice(THEMES, "settings.validation.theme"),
  compactView: toggle(),
  colorScheme: choice(COLOR_SCHEMES, "settings.validation.colorScheme"),
});

/** Everything one Save Changes stores: the four tabs together. */
export const settingsSchema = v.object({
  ...profileSchema.entries,
  ...notificationsSchema.entries,
  ...privacySchema.entries,
  ...preferencesSchema.entries,
});

export type SettingsInput = v.InferOutput<typeof settingsSchema>;

/** The form's values as stored; `timezone` null means "the organization's". */
export interface SettingsValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  bio: string | null;
  location: string | null;
  website: string | null;
  emailNotifications: boolean;
  pushNotifications: boolean;
  gameReminders: boolean;
  paymentNotifications: boolean;
  weatherAlerts: boolean;
  weeklyDigest: boolean;
  marketingEmails: boolean;
  profileVisible: boolean;
  contactInfoVisible: boolean;
  availabilityVisible: boolean;
  statsVisible: boolean;
  timezone: string | null;
  language: string;
  currency: string;
  dateFormat: string;
  timeFormat: string;
  compactView: boolean;
  theme: string;
  colorScheme: string;
}

/** Which tab holds each field, so a failed save can open the tab with the first error. */
export const SETTINGS_TABS = {
  profile: Object.keys(profileSchema.entries),
  notifications: Object.keys(notificationsSchema.entries),
  privacy: Object.keys(privacySchema.entries),
  preferences: Object.keys(preferencesSchema.entries),
} as const;
export type SettingsTab = keyof typeof SETTINGS_TABS;

/** What a user sees before they have saved anything: the user_settings column defaults. */
export const DEFAULT_PREFERENCES = {
  emailNotifications: true,
  pushNotifications: true,
  gameReminders: true,
  paymentNotifications: true,
  weatherAlerts: true,
  weeklyDigest: false,
  marketingEmails: false,
  profileVisible: true,
  contactInfoVisible: true,
  availabilityVisible: true,
  statsVisible: true,
  timezone: null as string | null,
  language: "en",
  currency: "USD",
  dateFormat: "MM/DD/YYYY",
  timeFormat: "12",
  compactView: false,
  theme: "system",
  colorScheme: "blue",
} as const;

/** Whether an issue date and an expiry date, each optional, are in order (issued on or before it expires). */
export function issuedBeforeExpiry(issuedOn: string | null | undefined, expiresOn: string | null | undefined): boolean {
  return !issuedOn || !expiresOn || issuedOn <= expiresOn;
}

/** A YYYY-MM-DD date field of the certification form, optional. */
const optionalDate = () =>
  v.optional(dateField(msg("settings.certifications.expiryFormat"), msg("settings.certifications.realDate")));

/**
 * A credential (issue 21): what kind it is (a certification, a background check, safeguarding training;
 * a form without the field is a certification, as before), and when it was issued, on or before its expiry.
 */
export const certificationSchema = v.pipe(
  v.object({
    name: requiredText("settings.certifications.nameRequired", 100, "settings.certifications.nameTooLong"),
    kind: v.optional(v.picklist(CREDENTIAL_KINDS, msg("settings.credentials.chooseKind")), "certification"),
    level: choice(CERTIFICATION_LEVELS, "settings.certifications.chooseLevel"),
    issuer: optionalText(100, "settings.certifications.issuerTooLong"),
    issuedOn: optionalDate(),
    expiresOn: optionalDate(),
  }),
  v.forward(
    v.partialCheck(
      [["issuedOn"], ["expiresOn"]],
      (input) => issuedBeforeExpiry(input.issuedOn, input.expiresOn),
      msg("settings.credentials.issuedAfterExpiry"),
    ),
    ["expiresOn"],
  ),
);
export type CertificationInput = v.InferOutput<typeof certificationSchema>;

/**
 * The Security tab's change-password form. It needs the account's email and name for the strength rule
 * (`passwordWeaknesses`, the same rule as sign-up and reset), so it is made per user; the browser builds
 * the same one from the loader's data.
 */
export function createChangePasswordSchema(account: { email: string; name: string }) {
  return v.pipe(
    v.object({
      currentPassword: v.pipe(
        v.optional(v.string(msg("settings.security.enterCurrentPassword")), ""),
        v.nonEmpty(msg("settings.security.enterCurrentPassword")),
      ),
      newPassword: v.pipe(
        v.optional(v.string(msg("settings.security.enterNewPassword")), ""),
        v.nonEmpty(msg("settings.security.enterNewPassword")),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const [firstName, ...rest] = account.name.trim().split(/\s+/);
          const owner = { email: account.email, firstName, lastName: rest.join(" ") || undefined };
          for (const problem of passwordWeaknesses(dataset.value, owner)) addIssue({ message: problem });
        }),
      ),
      confirmPassword: v.pipe(
        v.optional(v.string(msg("settings.security.confirmNewPassword")), ""),
        v.nonEmpty(msg("settings.security.confirmNewPassword")),
      ),
    }),
    v.forward(
      v.partialCheck(
        [["newPassword"], ["confirmPassword"]],
        (input) => input.newPassword === input.confirmPassword,
        msg("settings.security.passwordsDiffer"),
      ),
      ["confirmPassword"],
    ),
  );
}
