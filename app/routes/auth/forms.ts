/**
 * The auth forms' valibot schemas and the messages they give, shared by the browser (to answer
 * before a round trip) and the actions (which never trust the browser). One schema per form.
 */
import * as v from "valibot";
import { MEMBERSHIP_ROLES, US_TIME_ZONES } from "~/domain/constants";
import { isValidTimeZone } from "~/domain/dates";
import { formValues, parseSubmission, type FieldErrors } from "~/domain/forms";
import { passwordWeaknesses } from "~/domain/password-strength";

/** Spec section 5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const SIGN_IN_MESSAGES = {
  bothRequired: "Please enter both email and password.",
  invalidEmail: "Please enter a valid email address.",
  invalidCredentials: "Invalid credentials. Please try again.",
  emailFieldInvalid: "Invalid",
  passwordFieldRequired: "Password required",
} as const;

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254));

export const SignInSchema = v.object({
  email: v.pipe(email, v.regex(EMAIL_PATTERN, SIGN_IN_MESSAGES.emailFieldInvalid)),
  password: v.pipe(v.string(), v.minLength(1, SIGN_IN_MESSAGES.passwordFieldRequired), v.maxLength(1000)),
  remember: v.optional(v.picklist(["on"])),
  redirectTo: v.optional(v.string()),
});

export type SignInInput = v.InferOutput<typeof SignInSchema>;

/** What the auth forms' parsers give: the parsed value, or field errors and perhaps a form-level message. */
export type FormResult<Output> =
  { ok: true; value: Output } | { ok: false; formError?: string; fieldErrors: FieldErrors };

/** The sign-in form: the spec's form-level message plus "Invalid" / "Password required" per field. */
export function parseSignIn(form: FormData): FormResult<SignInInput> {
  const result = parseSubmission(SignInSchema, form);
  if (result.ok) return { ok: true, value: result.value };
  const { values, fieldErrors } = result;
  const bothGiven = (values.email ?? "").trim() !== "" && (values.password ?? "") !== "";
  return {
    ok: false,
    formError: bothGiven ? SIGN_IN_MESSAGES.invalidEmail : SIGN_IN_MESSAGES.bothRequired,
    fieldErrors,
  };
}

export const OTHER_TIME_ZONE = "other";

const name = (label: string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(`Enter your ${label}.`), v.maxLength(80, `Your ${label} is too long.`));

const SignUpBase = {
  firstName: name("first name"),
  lastName: name("last name"),
  email: v.pipe(email, v.nonEmpty("Enter your email address."), v.regex(EMAIL_PATTERN, SIGN_IN_MESSAGES.invalidEmail)),
  // Required unless the person signs up through Google or Facebook (checked in parseSignUp).
  password: v.optional(v.string()),
  oauthToken: v.optional(v.string()),
};

export const SignUpSchema = v.variant(
  "accountType",
  [
    v.object({
      ...SignUpBase,
      accountType: v.literal("assignor"),
      organizationName: v.pipe(
        v.string(),
        v.trim(),
        v.nonEmpty("Enter your organization's name."),
        v.maxLength(120, "The organization name is too long."),
      ),
      timeZone: v.picklist(
        [...US_TIME_ZONES.map((zone) => zone.value), OTHER_TIME_ZONE],
        "Choose your organization's time zone.",
      ),
      otherTimeZone: v.optional(v.pipe(v.string(), v.trim())),
    }),
    v.object({
      ...SignUpBase,
      accountType: v.literal("referee"),
      inviteCode: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase())),
      inviteToken: v.optional(v.pipe(v.string(), v.trim())),
    }),
  ],
  "Choose whether you are an assignor or a referee.",
);

export type SignUpInput = v.InferOutput<typeof SignUpSchema>;

/** The organization's time zone: one of the four US zones, or the typed IANA zone for "Other". */
export function chosenTimeZone(input: Extract<SignUpInput, { accountType: "assignor" }>): string {
  return input.timeZone === OTHER_TIME_ZONE ? (input.otherTimeZone ?? "") : input.timeZone;
}

/** Sign-up: the schema, then the rules that need several fields (time zone, invite, password). */
export function parseSignUp(form: FormData): FormResult<SignUpInput> {
  const values = formValues(form);
  // An invite link decides the role; the referee branch carries the token.
  if (values.inviteToken) values.accountType = "referee";
  const result = parseSubmission(SignUpSchema, values);
  const fieldErrors: FieldErrors = result.ok ? {} : result.fieldErrors;
  if (!result.ok && !("accountType" in fieldErrors) && !["assignor", "referee"].includes(values.accountType ?? "")) {
    fieldErrors.accountType = ["Choose whether you are an assignor or a referee."];
  }
  if (!values.oauthToken) {
    const weaknesses = passwordWeaknesses(values.password ?? "", {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
    });
    if (!values.password) fieldErrors.password = ["Choose a password."];
    else if (weaknesses.length > 0) fieldErrors.password = weaknesses;
  }

  if (result.ok) {
    const input = result.value;
    if (input.accountType === "assignor" && !isValidTimeZone(chosenTimeZone(input))) {
      fieldErrors.otherTimeZone = ["Enter a time zone such as Europe/London or America/Phoenix."];
    }
    if (input.accountType === "referee" && !input.inviteCode && !input.inviteToken) {
      fieldErrors.inviteCode = ["Enter the invite code your assignor gave you."];
    }
  }
  if (!result.ok || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors };
  }
  return { ok: true, value: result.value };
}

/** Forgot password: just an email. */
export const ForgotPasswordSchema = v.object({
  email: v.pipe(email, v.nonEmpty("Enter your email address."), v.regex(EMAIL_PATTERN, SIGN_IN_MESSAGES.invalidEmail)),
});

export function parseForgotPassword(form: FormData): FormResult<v.InferOutput<typeof ForgotPasswordSchema>> {
  const result = parseSubmission(ForgotPasswordSchema, form);
  return result.ok ? { ok: true, value: result.value } : { ok: false, fieldErrors: result.fieldErrors };
}

export const ResetPasswordSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty("Choose a password.")),
  confirmPassword: v.string(),
});

/** Reset: the new password twice, with the same strength rules as sign-up. */
export function parseResetPassword(
  form: FormData,
  owner: { email?: string; firstName?: string; lastName?: string } = {},
): FormResult<v.InferOutput<typeof ResetPasswordSchema>> {
  const result = parseSubmission(ResetPasswordSchema, form);
  const fieldErrors = result.ok ? {} : result.fieldErrors;
  if (result.ok) {
    const weaknesses = passwordWeaknesses(result.value.password, owner);
    if (weaknesses.length > 0) fieldErrors.password = weaknesses;
    else if (result.value.password !== result.value.confirmPassword) {
      fieldErrors.confirmPassword = ["The two passwords do not match."];
    }
  }
  return result.ok && Object.keys(fieldErrors).length === 0
    ? { ok: true, value: result.value }
    : { ok: false, fieldErrors };
}

export const InviteSchema = v.object({
  email: v.pipe(
    email,
    v.nonEmpty("Enter the email address to invite."),
    v.regex(EMAIL_PATTERN, SIGN_IN_MESSAGES.invalidEmail),
  ),
  role: v.picklist(MEMBERSHIP_ROLES, "Choose referee or assignor."),
});

export function parseInvite(form: FormData): FormResult<v.InferOutput<typeof InviteSchema>> {
  const result = parseSubmission(InviteSchema, form);
  return result.ok ? { ok: true, value: result.value } : { ok: false, fieldErrors: result.fieldErrors };
}
