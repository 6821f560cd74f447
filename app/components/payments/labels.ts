/**
 * The words for payment codes (method, expense category, position) in the reader's language. The English
 * maps of `~/domain/constants` stay for the CSV exports, whose words are English.
 */
import type { ExpenseCategory, PaymentMethod, Position } from "~/domain/constants";
import type { MessageId } from "~/i18n/messages";
import type { Translate } from "~/i18n/text";

const METHOD_IDS: Record<PaymentMethod, MessageId> = {
  check: "payments.method.check",
  bank_transfer: "payments.method.bank_transfer",
  cash: "payments.method.cash",
  other: "payments.method.other",
};

const CATEGORY_IDS: Record<ExpenseCategory, MessageId> = {
  game_fees: "payments.category.game_fees",
  mileage: "payments.category.mileage",
  travel: "payments.category.travel",
  equipment: "payments.category.equipment",
  training: "payments.category.training",
  tournament_bonus: "payments.category.tournament_bonus",
  other: "payments.category.other",
};

const POSITION_IDS: Record<Position, MessageId> = {
  referee: "payments.position.referee",
  assistant_referee_1: "payments.position.assistant_referee_1",
  assistant_referee_2: "payments.position.assistant_referee_2",
  fourth_official: "payments.position.fourth_official",
};

/** "Bank transfer" in the reader's words; an unknown code as stored. */
export function methodLabel(t: Translate, method: string): string {
  const id = METHOD_IDS[method as PaymentMethod];
  return id ? t(id) : method;
}

export function categoryLabel(t: Translate, category: string): string {
  const id = CATEGORY_IDS[category as ExpenseCategory];
  return id ? t(id) : category;
}

export function positionLabel(t: Translate, position: string): string {
  const id = POSITION_IDS[position as Position];
  return id ? t(id) : position;
}
