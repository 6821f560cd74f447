/** Credentials (issue 21, decision 0075): the holder's and the assignors' notice that one expires soon. */
import type { CredentialKind } from "../constants";
import type { MessageId } from "~/i18n/messages";
import { compose, hi, voiceOf, type Recipient, type RenderedMessage, type Voice } from "./render";

const CREDENTIAL_KIND_WORDS: Record<CredentialKind, MessageId> = {
  certification: "messages.credentialExpiry.kind.certification",
  background_check: "messages.credentialExpiry.kind.backgroundCheck",
  safeguarding: "messages.credentialExpiry.kind.safeguarding",
};

function credentialWords(voice: Voice, kind: string): string {
  return voice.t(CREDENTIAL_KIND_WORDS[kind as CredentialKind] ?? CREDENTIAL_KIND_WORDS.certification);
}

/** The facts of a credential running out, 30 or 7 days before its expiry date. */
export interface CredentialExpiryFacts {
  kind: string;
  /** What the referee named it ("SafeSport Core"). */
  name: string;
  expiresOn: string;
  daysBefore: number;
}

/** The holder's reminder that a credential expires soon: renew it and update the date in their settings. */
export function credentialExpiring(
  input: Recipient & { firstName: string; credential: CredentialExpiryFacts; origin: string },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const values = {
    credential: credentialWords(voice, input.credential.kind),
    name: input.credential.name,
    date: voice.date(input.credential.expiresOn),
    days: input.credential.daysBefore,
  };
  return compose(voice, {
    subject: t("messages.credentialExpiry.subject", values),
    greeting: hi(voice, input.firstName),
    paragraphs: [t("messages.credentialExpiry.body", values), t("messages.credentialExpiry.renew")],
    action: { label: t("messages.credentialExpiry.action"), url: `${input.origin}/referee/settings` },
    sms: t("messages.credentialExpiry.subject", values),
  });
}

/** The in-app notice to an assignor of the holder's organization that a referee's credential expires soon. */
export function credentialExpiringForAssignor(
  input: Recipient & { referee: string; credential: CredentialExpiryFacts },
): { title: string; message: string } {
  const voice = voiceOf(input.language);
  const values = {
    referee: input.referee,
    credential: credentialWords(voice, input.credential.kind),
    name: input.credential.name,
    date: voice.date(input.credential.expiresOn),
  };
  return {
    title: voice.t("messages.credentialExpiry.assignorTitle", values),
    message: voice.t("messages.credentialExpiry.assignorMessage", values),
  };
}
