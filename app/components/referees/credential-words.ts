/**
 * A credential's kind and expiry in the assignor portal's words (issue 21), shared by the referee profile
 * dialog and the Referee Pool's "who is expiring" card.
 */
import type { CredentialKind } from "~/domain/constants";
import { credentialStanding } from "~/domain/credentials";
import type { MessageId } from "~/i18n/messages";
import type { Translate } from "~/i18n/text";

const KIND_IDS: Record<CredentialKind, MessageId> = {
  certification: "assignor.credentials.kind.certification",
  background_check: "assignor.credentials.kind.backgroundCheck",
  safeguarding: "assignor.credentials.kind.safeguarding",
};

/** "Background check"; a kind outside today's list reads as a certification, as it is stored by default. */
export function credentialKindWords(kind: string, t: Translate): string {
  return t(KIND_IDS[kind as CredentialKind] ?? KIND_IDS.certification);
}

/** "Expires on Dec 5, 2026" or "Expired on …"; null without an expiry date. */
export function credentialExpiryWords(
  expiresOn: string | null,
  today: string,
  t: Translate,
  date: (isoDate: string) => string,
): string | null {
  if (expiresOn === null) return null;
  return credentialStanding(expiresOn, today) === "expired"
    ? t("assignor.credentials.expiredOn", { date: date(expiresOn) })
    : t("assignor.credentials.expiresOn", { date: date(expiresOn) });
}
