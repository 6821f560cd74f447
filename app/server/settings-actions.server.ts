/**
 * The form handlers behind both settings screens: the dialog's resource route (`/settings`) and the
 * referee settings page call the same functions, so they validate and answer alike. Each returns the
 * body and status; the route wraps them with `data()`.
 */
import { parseWithValibot } from "@conform-to/valibot";
import type { SubmissionResult } from "@conform-to/react";
import { certificationSchema, createChangePasswordSchema, settingsSchema } from "~/domain/settings";
import type { Database } from "./db.server";
import { addCertification, removeCertification, saveSettings } from "./settings.server";
import { updateCertification } from "./certifications.server";
import { changePassword, revokeOtherSessions, revokeSession } from "./account-security.server";

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
  };
}

export async function submitSettings(db: Database, userId: string, formData: FormData): Promise<ActionAnswer> {
  const submission = parseWithValibot(formData, { schema: settingsSchema });
  if (submission.status !== "success") {
    return { status: 400, body: { intent: "save", ok: false, result: submission.reply() } };
  }
  const saved = await saveSettings(db, userId, submission.value);
  if (!saved.ok) {
    return {
      status: 400,
      body: { intent: "save", ok: false, result: submission.reply({ fieldErrors: saved.fieldErrors }) },
    };
  }
  return { status: 200, body: { intent: "save", ok: true, theme: submission.value.theme } };
}

export async function submitAddCertification(db: Database, userId: string, formData: FormData): Promise<ActionAnswer> {
  const submission = parseWithValibot(formData, { schema: certificationSchema });
  if (submission.status !== "success") {
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
  const id = formData.get("certificationId");
  const certificationId = typeof id === "string" ? id : "";
  const submission = parseWithValibot(formData, { schema: certificationSchema });
  if (submission.status !== "success") {
    return {
      status: 400,
      body: { intent: "edit-certification", ok: false, certificationId, result: submission.reply() },
    };
  }
  const outcome = certificationId
    ? await updateCertification(db, userId, certificationId, submission.value)
    : "not-found";
  if (outcome === "not-found") {
    return {
      status: 404,
      body: { intent: "edit-certification", ok: false, certificationId, message: "That certification was not found." },
    };
  }
  return { status: 200, body: { intent: "edit-certification", ok: true, certificationId, result: submission.reply() } };
}

export async function submitRemoveCertification(
  db: Database,
  userId: string,
  formData: FormData,
): Promise<ActionAnswer> {
  const id = formData.get("certificationId");
  const outcome = typeof id === "string" && id ? await removeCertification(db, userId, id) : "not-found";
  if (outcome === "not-found") {
    return {
      status: 404,
      body: { intent: "remove-certification", ok: false, message: "That certification was not found." },
    };
  }
  if (outcome === "verified") {
    return {
      status: 409,
      body: {
        intent: "remove-certification",
        ok: false,
        message: "A verified certification can't be removed. Ask your assignor if it needs to change.",
      },
    };
  }
  return { status: 200, body: { intent: "remove-certification", ok: true } };
}

export async function submitChangePassword(
  db: Database,
  account: { userId: string; sessionId: string; email: string; name: string },
  formData: FormData,
): Promise<ActionAnswer> {
  const schema = createChangePasswordSchema({ email: account.email, name: account.name });
  const submission = parseWithValibot(formData, { schema });
  // Passwords are never sent back to the page, not even in an error reply.
  const hideValues = ["currentPassword", "newPassword", "confirmPassword"];
  if (submission.status !== "success") {
    return {
      status: 400,
      body: { intent: "change-password", ok: false, result: submission.reply({ hideFields: hideValues }) },
    };
  }
  const changed = await changePassword(db, {
    userId: account.userId,
    currentSessionId: account.sessionId,
    currentPassword: submission.value.currentPassword,
    newPassword: submission.value.newPassword,
  });
  if (!changed.ok) {
    return {
      status: 400,
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
  const target = formData.get("sessionId");
  const revoked =
    typeof target === "string" &&
    (await revokeSession(db, account.userId, target, { currentSessionId: account.sessionId }));
  if (!revoked) {
    return {
      status: 404,
      body: { intent: "revoke-session", ok: false, message: "That session was not found or has already ended." },
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
