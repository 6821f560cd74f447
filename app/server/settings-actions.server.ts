/**
 * The form handlers behind both settings screens: the dialog's resource route (`/settings`) and the
 * referee settings page call the same functions, so they validate and answer alike. Each returns the
 * body and status; the route wraps them with `data()`.
 */
import type { SubmissionResult } from "@conform-to/react";
import { formText, parseConformSubmission } from "~/domain/forms";
import { refused } from "~/domain/outcome";
import { certificationSchema, createChangePasswordSchema, settingsSchema } from "~/domain/settings";
import type { Database } from "./db.server";
import { addCertification, removeCertification, saveSettings } from "./settings.server";
import { certificationNotFound, updateCertification } from "./certifications.server";
import { changePassword, revokeOtherSessions, revokeSession } from "./account-security.server";
import { planEmailChange } from "./email-verification.server";
import { confirmPhone, resendPhoneCode } from "./phone-confirmation.server";
import { phoneCodeSchema } from "~/domain/phone-confirmation";
import { tr } from "~/i18n/text";

export interface ActionAnswer {
  status: number;
  body: {
    intent: string;
    ok: boolean;
    /** conform's reply: field errors and what the user typed, for the form to show again. */
    result?: SubmissionResult<string[]>;
    message?: string;
    /** After a save: the theme chosen, for the browser to apply at once. */
    theme?: string;
    /** Which certification an edit answer is about, for the right form to show it. */
    certificationId?: string;
    /** After a save that asked for a new email address: that address, waiting for its link. */
    pendingEmail?: string;
  };
}

/**
 * Save Changes. A new email address is not saved with the rest: it needs the current password and waits
 * for the link sent to it (`planEmailChange`, issue 18); the other fields are saved in the same batch.
 */
export async function submitSettings(
  db: Database,
  account: { userId: string; email: string },
  formData: FormData,
  { publicOrigin, ip }: { publicOrigin: string; ip: string },
): Promise<ActionAnswer> {
  const submission = parseConformSubmission(settingsSchema, formData);
  // The current password is never sent back to the page, not even in an error reply.
  const hideFields = ["currentPassword"];
  if (!submission.ok) {
    return { status: 400, body: { intent: "save", ok: false, result: submission.reply({ hideFields }) } };
  }
  const change = await planEmailChange(db, {
    userId: account.userId,
    currentEmail: account.email,
    newEmail: submission.value.email,
    currentPassword: submission.value.currentPassword ?? "",
    ip,
    publicOrigin,
  });
  if (change.kind === "refused") {
    return {
      status: change.status,
      body: { intent: "save", ok: false, result: submission.reply({ fieldErrors: change.fieldErrors, hideFields }) },
    };
  }
  await saveSettings(db, account.userId, submission.value, change.kind === "change" ? change.statements : []);
  return {
    status: 200,
    body: {
      intent: "save",
      ok: true,
      theme: submission.value.theme,
      ...(change.kind === "change"
        ? {
            pendingEmail: change.email,
            message: tr("settings.profile.emailLinkSent", { newEmail: change.email, currentEmail: account.email }),
          }
        : {}),
    },
  };
}

export async function submitAddCertification(db: Database, userId: string, formData: FormData): Promise<ActionAnswer> {
  const submission = parseConformSubmission(certificationSchema, formData);
  if (!submission.ok) {
    return { status: 400, body: { intent: "add-certification", ok: false, result: submission.reply() } };
  }
  await addCertification(db, userId, submission.value);
  return {
    status: 200,
    body: { intent: "add-certification", ok: true, result: submission.reply({ resetForm: true }) },
  };
}

/** Editing a certification: the same rules as adding; a verified one goes back to unverified. */
export async function submitEditCertification(db: Database, userId: string, formData: FormData): Promise<ActionAnswer> {
  const certificationId = formText(formData, "certificationId");
  const submission = parseConformSubmission(certificationSchema, formData);
  if (!submission.ok) {
    return {
      status: 400,
      body: { intent: "edit-certification", ok: false, certificationId, result: submission.reply() },
    };
  }
  const outcome = certificationId
    ? await updateCertification(db, userId, certificationId, submission.value)
    : refused(404, certificationNotFound());
  if (!outcome.ok) {
    return {
      status: outcome.status,
      body: { intent: "edit-certification", ok: false, certificationId, message: outcome.message },
    };
  }
  return { status: 200, body: { intent: "edit-certification", ok: true, certificationId, result: submission.reply() } };
}

export async function submitRemoveCertification(
  db: Database,
  userId: string,
  formData: FormData,
): Promise<ActionAnswer> {
  const id = formText(formData, "certificationId");
  const outcome = id ? await removeCertification(db, userId, id) : refused(404, certificationNotFound());
  if (!outcome.ok) {
    return { status: outcome.status, body: { intent: "remove-certification", ok: false, message: outcome.message } };
  }
  return { status: 200, body: { intent: "remove-certification", ok: true } };
}

export async function submitChangePassword(
  db: Database,
  account: { userId: string; sessionId: string; email: string; name: string },
  formData: FormData,
  { ip }: { ip: string },
): Promise<ActionAnswer> {
  const schema = createChangePasswordSchema({ email: account.email, name: account.name });
  const submission = parseConformSubmission(schema, formData);
  // Passwords are never sent back to the page, not even in an error reply.
  const hideValues = ["currentPassword", "newPassword", "confirmPassword"];
  if (!submission.ok) {
    return {
      status: 400,
      body: { intent: "change-password", ok: false, result: submission.reply({ hideFields: hideValues }) },
    };
  }
  const changed = await changePassword(db, {
    userId: account.userId,
    email: account.email,
    ip,
    currentSessionId: account.sessionId,
    currentPassword: submission.value.currentPassword,
    newPassword: submission.value.newPassword,
  });
  if (!changed.ok) {
    return {
      status: changed.status,
      body: {
        intent: "change-password",
        ok: false,
        result: submission.reply({ fieldErrors: changed.fieldErrors, hideFields: hideValues }),
      },
    };
  }
  return { status: 200, body: { intent: "change-password", ok: true, result: submission.reply({ resetForm: true }) } };
}

export async function submitRevokeSession(
  db: Database,
  account: { userId: string; sessionId: string },
  formData: FormData,
): Promise<ActionAnswer> {
  const target = formText(formData, "sessionId");
  const revoked =
    target !== "" && (await revokeSession(db, account.userId, target, { currentSessionId: account.sessionId }));
  if (!revoked) {
    return {
      status: 404,
      body: { intent: "revoke-session", ok: false, message: tr("settings.security.sessionNotFound") },
    };
  }
  return { status: 200, body: { intent: "revoke-session", ok: true } };
}

export async function submitRevokeOtherSessions(
  db: Database,
  account: { userId: string; sessionId: string },
): Promise<ActionAnswer> {
  await revokeOtherSessions(db, account.userId, account.sessionId);
  return { status: 200, body: { intent: "revoke-other-sessions", ok: true } };
}

/** Confirm number (issue 32): the 6-digit code texted to the unconfirmed number. */
export async function submitConfirmPhone(db: Database, userId: string, formData: FormData): Promise<ActionAnswer> {
  const submission = parseConformSubmission(phoneCodeSchema, formData);
  if (!submission.ok) {
    return { status: 400, body: { intent: "confirm-phone", ok: false, result: submission.reply() } };
  }
  const outcome = await confirmPhone(db, userId, submission.value.phoneCode);
  if (!outcome.ok) {
    return {
      status: outcome.status,
      body: {
        intent: "confirm-phone",
        ok: false,
        message: outcome.message,
        result: submission.reply({ fieldErrors: { phoneCode: [outcome.message] } }),
      },
    };
  }
  return {
    status: 200,
    body: { intent: "confirm-phone", ok: true, message: tr("settings.phoneConfirmation.confirmedNow") },
  };
}

/** Send a new code (issue 32). */
export async function submitResendPhoneCode(db: Database, userId: string): Promise<ActionAnswer> {
  const outcome = await resendPhoneCode(db, userId);
  if (!outcome.ok)
    return { status: outcome.status, body: { intent: "resend-phone-code", ok: false, message: outcome.message } };
  return {
    status: 200,
    body: { intent: "resend-phone-code", ok: true, message: tr("settings.phoneConfirmation.sent") },
  };
}
