/**
 * The facts the legal pages state in every language (ages, periods, the privacy team's address): one place,
 * so a changed figure changes the English text and its translations together.
 */

export const LEGAL_LAST_UPDATED = "2026-11-24";

/** Spec section 9: the children's privacy age threshold. */
export const CHILDREN_PRIVACY_AGE = 13;

/** Issue 18: what the product does with data, its retention, export, deletion and unsubscribe (decision 0058). */
export const PAYMENT_RECORD_RETENTION_YEARS = 4;
export const ORGANIZATION_DELETION_GRACE_DAYS = 30;

export const PRIVACY_CONTACT = {
  team: "Whistle Privacy Team",
  email: "privacy@whistle.example",
  address: ["Whistle, Inc.", "500 Howard Street, Suite 400", "San Francisco, CA 94105", "United States"],
} as const;
