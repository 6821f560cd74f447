/** Spec section 1: plans, the pricing terms, withdrawals and the FAQ. */

export type Plan = {
  id: "core" | "pro-accounting" | "enterprise";
  name: string;
  price: string;
  /** What the price is per, e.g. "forever" or "per active user / month". */
  priceNote: string;
  description: string;
  features: readonly string[];
  cta: { label: string; href: string };
  highlighted?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: "core",
    name: "Core Platform",
    price: "Free",
    priceNote: "forever",
    description: "Everything a league needs to schedule games and assign referees.",
    features: [
      "Unlimited referees",
      "AI smart scheduling",
      "Automated notifications",
      "Mobile app access",
      "Performance tracking",
      "Payment tracking",
      "No ads or limits",
    ],
    cta: { label: "Get Started Free", href: "/signup" },
    highlighted: true,
  },
  {
    id: "pro-accounting",
    name: "Pro Accounting",
    price: "$5",
    priceNote: "per active user per month",
    description:
      "Tax and accounting tools for leagues that pay referees. An active user is a referee paid in that month.",
    features: [
      "Automated 1099 form generation",
      "Tax document management",
      "Advanced financial reporting",
      "Expense categorization",
      "Year-end tax summaries",
      "IRS-compliant records",
      "Priority accounting support",
    ],
    cta: { label: "Get Started", href: "/signup" },
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "Custom",
    priceNote: "consulting",
    description: "Consulting for associations and multi-league organizations: migration, integrations and training.",
    features: [
      "Data migration from your current system",
      "Custom integrations through the API",
      "On-site or remote training",
      "A named contact for your organization",
    ],
    cta: { label: "Contact Sales", href: "/contact?topic=sales" },
  },
];

export const ACTIVE_USER_DEFINITION = "An active user is a referee who was paid in that month.";
export const PRICING_CHANGE_NOTICE_DAYS = 30;

export type WithdrawalOption = { name: string; timing: string; fee: string };

export const WITHDRAWAL_OPTIONS: readonly WithdrawalOption[] = [
  { name: "Standard", timing: "2–3 business days", fee: "$0" },
  { name: "Instant", timing: "Within minutes", fee: "A small fee" },
];

export type FaqEntry = { question: string; answer: string };

export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    question: "Is the core platform really free?",
    answer:
      "Yes. Scheduling, assigning, notifications, the mobile apps, performance and payment tracking are free forever, with unlimited referees, no ads and no limits. No credit card is required to sign up.",
  },
  {
    question: "What counts as an active user on Pro Accounting?",
    answer:
      "A referee who was paid in that month. Referees you did not pay that month cost nothing, so a quiet off-season month costs little or nothing.",
  },
  {
    question: "When am I billed for Pro Accounting?",
    answer: "Payment is monthly, in advance.",
  },
  {
    question: "Can prices change?",
    answer: `We give at least ${PRICING_CHANGE_NOTICE_DAYS} days notice before any pricing change.`,
  },
  {
    question: "How fast do referees receive their money?",
    answer:
      "A standard withdrawal takes 2–3 business days and costs $0. An instant withdrawal arrives within minutes for a small fee.",
  },
  {
    question: "Do you offer help for large organizations?",
    answer:
      "Yes. Enterprise consulting covers migration, integrations and training for associations running several leagues. Contact us to talk it through.",
  },
];
