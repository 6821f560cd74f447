/**
 * Accounts (no preference stops these): a password reset, an address to confirm or change, a sign-up with an
 * address that has an account, an invitation to an organization.
 */
import type { MembershipRole } from "../constants";
// Issue 32 (decision 0092): a league's name, typed by whoever signed up, reaches strangers' subjects cleaned.
import { nameInEmail } from "../email-names";
import { compose, hi, voiceOf, type Recipient, type RenderedMessage } from "./render";

/** The reset link; it works once, within one hour. */
export function passwordReset(input: Recipient & { firstName: string; link: string }): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.passwordReset.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.passwordReset.asked"),
      t("messages.passwordReset.oneHour"),
      t("messages.passwordReset.ignore"),
    ],
    action: { label: t("messages.action.chooseNewPassword"), url: input.link },
    sms: t("messages.passwordReset.sms"),
    footer: "account",
  });
}

/** The link that finishes a sign-up: it proves the address and signs the person in; once, within 24 hours. */
export function emailVerification(input: Recipient & { firstName: string; link: string }): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.emailVerification.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.emailVerification.thanks"),
      t("messages.emailVerification.once"),
      t("messages.emailVerification.ignore"),
    ],
    action: { label: t("messages.action.confirmEmail"), url: input.link },
    sms: t("messages.emailVerification.sms"),
    footer: "account",
  });
}

/** Someone signed up with an address that already has an account: the owner hears it, with a way in. */
export function signUpAttempt(
  input: Recipient & { firstName: string; signInLink: string; resetLink: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.signUpAttempt.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.signUpAttempt.tried"),
      t("messages.signUpAttempt.signIn", { resetLink: input.resetLink }),
      t("messages.signUpAttempt.notYou"),
    ],
    action: { label: t("messages.action.signIn"), url: input.signInLink },
    sms: t("messages.signUpAttempt.sms"),
    footer: "account",
  });
}

/** The link that moves an account to a new address, sent to that address; once, within 24 hours. */
export function emailChange(input: Recipient & { firstName: string; newEmail: string; link: string }): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.emailChange.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.emailChange.asked", { newEmail: input.newEmail }),
      t("messages.emailChange.confirm"),
      t("messages.emailChange.ignore"),
    ],
    action: { label: t("messages.action.confirmNewEmail"), url: input.link },
    sms: t("messages.emailChange.sms"),
    footer: "account",
  });
}

/** Told to the old address when a change of address is asked for. */
export function emailChangeRequested(
  input: Recipient & { firstName: string; newEmail: string; resetLink: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.emailChangeRequested.subject"),
    greeting: hi(voice, input.firstName),
    paragraphs: [
      t("messages.emailChangeRequested.asked", { newEmail: input.newEmail }),
      t("messages.emailChangeRequested.wasYou"),
      t("messages.emailChangeRequested.notYou"),
    ],
    action: { label: t("messages.action.chooseNewPassword"), url: input.resetLink },
    sms: t("messages.emailChangeRequested.sms"),
    footer: "account",
  });
}

/**
 * An invitation to join an organization; the link works once, for 14 days. The invitee has no account
 * yet: `language` is the inviter's choice for them, else the organization's members' usual one, else English.
 */
export function invite(
  input: Recipient & {
    inviterName: string;
    organizationName: string;
    role: MembershipRole;
    link: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const facts = { inviter: nameInEmail(input.inviterName), organization: nameInEmail(input.organizationName) };
  return compose(voice, {
    subject: t("messages.invite.subject", facts),
    greeting: t("messages.common.hello"),
    paragraphs: [
      input.role === "assignor"
        ? t("messages.invite.asAssignor", facts)
        : input.role === "referee"
          ? t("messages.invite.asReferee", facts)
          : t("messages.membership.inviteAsStaff", { ...facts, role: input.role }),
      t("messages.invite.createAccount"),
    ],
    action: { label: t("messages.action.createAccount"), url: input.link },
    sms: t("messages.invite.sms", facts),
    footer: "account",
  });
}
