/** The comparison page (spec section 2, "Why the product"). */

import type { TextCard } from "./site";

export type ComparisonRow = { aspect: string; whistle: string; legacy: string };

/** Spec: eight rows against legacy systems, with the claimed legacy cost. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { aspect: "Monthly cost", whistle: "$0", legacy: "$200-500+ per month" },
  { aspect: "Yearly cost", whistle: "$0", legacy: "$2,400-6,000+ per year" },
  { aspect: "Setup time", whistle: "2 minutes", legacy: "Weeks of onboarding" },
  { aspect: "Referee limit", whistle: "Unlimited", legacy: "Priced per referee" },
  { aspect: "Mobile apps", whistle: "Free iOS and Android apps", legacy: "Extra cost or none" },
  { aspect: "API access", whistle: "Free", legacy: "Enterprise tier only" },
  { aspect: "Support", whistle: "24/7", legacy: "Business hours" },
  { aspect: "Contract", whistle: "None, no credit card required", legacy: "Annual contract" },
];

export const BENEFITS: readonly TextCard[] = [
  {
    title: "Free forever",
    description: "The core platform costs nothing, with no limits on referees, games or leagues.",
  },
  {
    title: "Set up in 2 minutes",
    description: "Create an account, add your referees and schedule your first game the same afternoon.",
  },
  {
    title: "Built for phones",
    description: "Referees see, accept and decline games from the free iOS and Android apps.",
  },
  {
    title: "Fewer no-shows",
    description: "Automated reminders and instant change notices keep every official in the loop.",
  },
  {
    title: "Smarter assignments",
    description: "Suggestions weigh availability, certification and travel so the right referee gets the game.",
  },
  {
    title: "Your data, open",
    description: "Export everything at any time and connect your own tools through the free API.",
  },
];
