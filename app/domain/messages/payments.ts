/** Payments to a referee: the email of one payment or several, and the in-app notice of them. */
import { DEFAULT_LANGUAGE, type Language, type MessageId } from "~/i18n/messages";
import { compose, hi, teams, voiceOf, type GameFacts, type Recipient, type RenderedMessage } from "./render";

/**
 * A payment to a referee was recorded. `amount` is already worded ("$45.00"); `date` is the day it was
 * paid (YYYY-MM-DD); `method` as the assignor chose it ("Check", "Direct deposit" …).
 */
export function paymentRecorded(
  input: Recipient & {
    refereeName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date">;
    amount: string;
    method: string;
    date: string;
    origin: string;
  },
): RenderedMessage {
  const { game } = input;
  const voice = voiceOf(input.language);
  const { t } = voice;
  const firstName = input.refereeName.trim().split(/\s+/)[0] || input.refereeName;
  const facts = { amount: input.amount, teams: teams(voice, game), method: input.method };
  return compose(voice, {
    subject: t("messages.paymentRecorded.subject", facts),
    greeting: hi(voice, firstName),
    paragraphs: [
      t("messages.paymentRecorded.recorded", {
        ...facts,
        gameDate: voice.date(game.date),
        paidOn: voice.date(input.date),
      }),
    ],
    action: { label: t("messages.action.seeEarnings"), url: `${input.origin}/referee/earnings` },
    sms: t("messages.paymentRecorded.sms", facts),
  });
}

/**
 * Several payments recorded for one referee in one action (a "Mark all paid", a selection): one
 * message listing them, not one per game.
 */
export function paymentsRecorded(
  input: Recipient & {
    refereeName: string;
    items: readonly { game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date">; amount: string }[];
    total: string;
    method: string;
    date: string;
    origin: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const firstName = input.refereeName.trim().split(/\s+/)[0] || input.refereeName;
  const count = input.items.length;
  const facts = { count, total: input.total, method: input.method };
  return compose(voice, {
    subject: t("messages.paymentsRecorded.subject", facts),
    greeting: hi(voice, firstName),
    paragraphs: [
      t("messages.paymentsRecorded.recorded", { ...facts, paidOn: voice.date(input.date) }),
      ...input.items.map((item) =>
        t("messages.paymentsRecorded.item", {
          amount: item.amount,
          teams: teams(voice, item.game),
          date: voice.date(item.game.date),
        }),
      ),
    ],
    action: { label: t("messages.action.seeEarnings"), url: `${input.origin}/referee/earnings` },
    sms: t("messages.paymentsRecorded.sms", facts),
  });
}

const PAYMENT_METHOD_WORDS: Record<string, MessageId> = {
  check: "messages.paymentMethod.check",
  bank_transfer: "messages.paymentMethod.bankTransfer",
  cash: "messages.paymentMethod.cash",
  other: "messages.paymentMethod.other",
};

/** How a payment was made, in a sentence of the recipient's language: "check", "cheque", "Scheck". */
export function paymentMethodWords(method: string, language?: Language | null): string {
  const id = PAYMENT_METHOD_WORDS[method];
  return id ? voiceOf(language).t(id) : method;
}

/**
 * "Payment recorded": the referee's in-app notice of one payment (`what`: the game's teams or the payable's
 * description) or several. `method` as `paymentMethodWords` gives it; `paidOn` YYYY-MM-DD.
 */
export function paymentNotification(
  input: { items: readonly { amount: string; what: string }[]; total: string; method: string; paidOn: string },
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  const { t } = voice;
  // English keeps the stored day ("2026-12-05"), as this notice always wrote it.
  const paidOn = voice.language === DEFAULT_LANGUAGE ? input.paidOn : voice.date(input.paidOn);
  const [only] = input.items;
  return {
    title: t("messages.notification.paymentTitle"),
    message:
      input.items.length === 1 && only
        ? t("messages.notification.payment", { amount: only.amount, what: only.what, method: input.method, paidOn })
        : t("messages.notification.payments", {
            count: input.items.length,
            total: input.total,
            method: input.method,
            paidOn,
          }),
  };
}
