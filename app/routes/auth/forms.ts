/**
 * The auth forms' valibot schemas and the messages they give, shared by the browser (to answer
 * before a round trip) and the actions (which never trust the browser). One schema per form.
 */
import * as v from "valibot";
import { MEMBERSHIP_ROLES, US_TIME_ZONES } from "~/domain/constants";
import { isValidTimeZone } from "~/domain/dates";
import { formValues, parseSubmission, type FieldErrors } from "~/domain/forms";
import { passwordWeaknesses } from "~/domain/password-strength";
import { msg, tr } from "~/i18n/text";
import { organizationNameProblem } from "~/domain/email-names";

/** Spec section 5: text, @, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254));

export const SignInSchema = v.object({
  email: v.pipe(email, v.regex(EMAIL_PATTERN, msg("login.error.emailFieldInvalid"))),
  password: v.pipe(v.string(), v.minLength(1, msg("login.error.passwordFieldRequired")), v.maxLength(1000)),
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
    formError: bothGiven ? tr("login.error.invalidEmail") : tr("login.error.bothRequired"),
    fieldErrors,
  };
}

export const OTHER_TIME_ZONE = "other";

const name = (required: () => string, tooLong: () => string) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(required), v.maxLength(80, tooLong));

/** An email field: required, then the sign-in page's "valid address" message. */
const requiredEmail = (required: () => string) =>
  v.pipe(email, v.nonEmpty(required), v.regex(EMAIL_PATTERN, msg("login.error.invalidEmail")));

const SignUpBase = {
  firstName: name(msg("authForm.firstNameRequired"), msg("authForm.firstNameTooLong")),
  lastName: name(msg("authForm.lastNameRequired"), msg("authForm.lastNameTooLong")),
  email: requiredEmail(msg("authForm.emailRequired")),
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
        v.nonEmpty(msg("authForm.organizationNameRequired")),
        v.maxLength(120, msg("authForm.organizationNameTooLong")),
        // Issue 32 (decision 0092): the name goes into the subject of emails to people outside the league.
        v.check((name) => organizationNameProblem(name) !== "control", msg("authForm.organizationNameHasControl")),
        v.check((name) => organizationNameProblem(name) !== "link", msg("authForm.organizationNameHasLink")),
      ),
      timeZone: v.picklist(
        [...US_TIME_ZONES.map((zone) => zone.value), OTHER_TIME_ZONE],
        msg("authForm.timeZoneRequired"),
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
  msg("authForm.accountTypeRequired"),
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
    fieldErrors.accountType = [tr("authForm.accountTypeRequired")];
  }
  if (!values.oauthToken) {
    const weaknesses = passwordWeaknesses(values.password ?? "", {
      email: values.email,
      firstName: values.firstName,
      lastName: values.lastName,
    });
    if (!values.password) fieldErrors.password = [tr("authForm.passwordRequired")];
    else if (weaknesses.length > 0) fieldErrors.password = weaknesses;
  }

  if (result.ok) {
    const input = result.value;
    if (input.accountType === "assignor" && !isValidTimeZone(chosenTimeZone(input))) {
      fieldErrors.otherTimeZone = [tr("authForm.otherTimeZoneInvalid")];
    }
    if (input.accountType === "referee" && !input.inviteCode && !input.inviteToken) {
      fieldErrors.inviteCode = [tr("authForm.inviteCodeRequired")];
    }
  }
  if (!result.ok || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors };
  }
  return { ok: true, value: result.value };
}

/** Forgot password: just an email. */
export const ForgotPasswordSchema = v.object({
  email: requiredEmail(msg("authForm.emailRequired")),
});

export function parseForgotPassword(form: FormData): FormResult<v.InferOutput<typeof ForgotPasswordSchema>> {
  const result = parseSubmission(ForgotPasswordSchema, form);
  return result.ok ? { ok: true, value: result.value } : { ok: false, fieldErrors: result.fieldErrors };
}

export const ResetPasswordSchema = v.object({
  password: v.pipe(v.string(), v.nonEmpty(msg("authForm.passwordRequired"))),
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
      fieldErrors.confirmPassword = [tr("authForm.passwordsDiffer")];
    }
  }
  return result.ok && Object.keys(fieldErrors).length === 0
    ? { ok: true, value: result.value }
    : { ok: false, fieldErrors };
}

export const InviteSchema = v.object({
  email: requiredEmail(msg("authForm.inviteEmailRequired")),
  // Invites may bring staff of every role (issue 20); sign-up's own choice stays PORTAL_ROLES.
  role: v.picklist(MEMBERSHIP_ROLES, msg("authForm.inviteRoleRequired")),
});

export function parseInvite(form: FormData): FormResult<v.InferOutput<typeof InviteSchema>> {
  const result = parseSubmission(InviteSchema, form);
  return result.ok ? { ok: true, value: result.value } : { ok: false, fieldErrors: result.fieldErrors };
}
