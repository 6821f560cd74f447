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
  CURRENCIES,
  DATE_FORMATS,
  LANGUAGES,
  THEMES,
  TIME_FORMATS,
} from "./constants";
import { isValidTimeZone } from "./dates";
import { passwordWeaknesses } from "./password-strength";

/** Accent colours a user can pick; stored in `user_settings.color_scheme`. */
export const COLOR_SCHEMES = ["blue", "green", "purple", "orange"] as const;

export const LANGUAGE_LABELS: Record<(typeof LANGUAGES)[number], string> = {
  en: "English",
  es: "Spanish",
  fr: "French",
  de: "German",
};

export const CURRENCY_LABELS: Record<(typeof CURRENCIES)[number], string> = {
  USD: "USD ($)",
  EUR: "EUR (€)",
  GBP: "GBP (£)",
  CAD: "CAD ($)",
};

export const TIME_FORMAT_LABELS: Record<(typeof TIME_FORMATS)[number], string> = {
  "12": "12-hour (2:30 PM)",
  "24": "24-hour (14:30)",
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Loose on purpose: digits with the usual separators and an optional leading +, 7 to 15 digits. */
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

export function bioCounter(length: number): string {
  return `${length}/${BIO_MAX_LENGTH}`;
}

const optionalText = (max: number, label: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} can be at most ${max} characters.`)));

const toggle = () => v.optional(v.boolean(), false);

/**
 * A required text field. conform turns an empty input into a missing key, so "missing" becomes "" first
 * and the user reads `message`, not valibot's generic missing-key text.
 */
const requiredText = (message: string, max: number, label: string) =>
  v.pipe(
    v.optional(v.string(message), ""),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `${label} can be at most ${max} characters.`),
  );

/** One of a fixed list; missing reads as `message` too. */
const choice = <const Options extends readonly string[]>(options: Options, message: string) =>
  v.pipe(v.optional(v.string(message), ""), v.picklist(options, message));

export const profileSchema = v.object({
  firstName: requiredText("Enter your first name.", 50, "First name"),
  lastName: requiredText("Enter your last name.", 50, "Last name"),
  email: v.pipe(
    v.optional(v.string("Enter your email address."), ""),
    v.trim(),
    v.nonEmpty("Enter your email address."),
    v.maxLength(254, "Please enter a valid email address."),
    v.regex(EMAIL_PATTERN, "Please enter a valid email address."),
    v.toLowerCase(),
  ),
  // Asked only when the email changes (issue 18); checked on the server, never sent back.
  currentPassword: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  phone: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(PHONE_PATTERN, "Enter a phone number with digits, spaces, dashes or parentheses."),
      v.check((phone) => {
        const digits = phone.replace(/\D/g, "").length;
        return digits >= 7 && digits <= 15;
      }, "Enter a phone number of 7 to 15 digits."),
    ),
  ),
  bio: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (bio) => bio.length <= BIO_MAX_LENGTH,
        (issue) => `Bio can be at most ${BIO_MAX_LENGTH} characters (${bioCounter(String(issue.input).length)}).`,
      ),
    ),
  ),
  location: optionalText(100, "Location"),
  website: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, "Website can be at most 200 characters."),
      // "example.com" is what people type; store it as a full link.
      v.transform((site) => (/^[a-z][a-z0-9+.-]*:/i.test(site) ? site : `https://${site}`)),
      v.check((site) => {
        try {
          const url = new URL(site);
          return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
        } catch {
          return false;
        }
      }, "Enter a website address such as https://example.com."),
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
  timezone: v.optional(v.pipe(v.string(), v.trim(), v.check(isValidTimeZone, "Choose a valid time zone."))),
  language: choice(LANGUAGES, "Choose a language."),
  currency: choice(CURRENCIES, "Choose a currency."),
  dateFormat: choice(DATE_FORMATS, "Choose a date format."),
  timeFormat: choice(TIME_FORMATS, "Choose a time format."),
  theme: choice(THEMES, "Choose a theme."),
  compactView: toggle(),
  colorScheme: choice(COLOR_SCHEMES, "Choose a color scheme."),
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

export const certificationSchema = v.object({
  name: requiredText("Enter the certification's name.", 100, "Name"),
  level: choice(CERTIFICATION_LEVELS, "Choose a level."),
  issuer: optionalText(100, "Issuer"),
  expiresOn: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the expiry date as YYYY-MM-DD."),
      v.check((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), "Enter a real date."),
    ),
  ),
});
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
        v.optional(v.string("Enter your current password."), ""),
        v.nonEmpty("Enter your current password."),
      ),
      newPassword: v.pipe(
        v.optional(v.string("Enter a new password."), ""),
        v.nonEmpty("Enter a new password."),
        v.rawCheck(({ dataset, addIssue }) => {
          if (!dataset.typed) return;
          const [firstName, ...rest] = account.name.trim().split(/\s+/);
          const owner = { email: account.email, firstName, lastName: rest.join(" ") || undefined };
          for (const problem of passwordWeaknesses(dataset.value, owner)) addIssue({ message: problem });
        }),
      ),
      confirmPassword: v.pipe(
        v.optional(v.string("Confirm the new password."), ""),
        v.nonEmpty("Confirm the new password."),
      ),
    }),
    v.forward(
      v.partialCheck(
        [["newPassword"], ["confirmPassword"]],
        (input) => input.newPassword === input.confirmPassword,
        "The passwords don't match.",
      ),
      ["confirmPassword"],
    ),
  );
}
