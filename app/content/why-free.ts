/** The Why Free page (spec section 2): mission, four beliefs, three revenue sources, a promise. */

import type { TextCard } from "./site";

export const MISSION =
  "Every game deserves a qualified referee, and every league deserves tools that help it find one, whatever its budget. Most youth and amateur leagues run on volunteer time and thin margins; money spent on scheduling software is money not spent on fields, equipment and the officials themselves. So the core of Whistle is free.";

export const BELIEFS: readonly TextCard[] = [
  {
    title: "Sport should be accessible",
    description: "A small club should have the same tools as a national association.",
  },
  {
    title: "Referees deserve respect",
    description: "Clear schedules, timely pay and fewer late changes keep good officials in the game.",
  },
  {
    title: "Simple beats complicated",
    description: "Software should take minutes to learn, not a training course.",
  },
  {
    title: "Trust is earned",
    description: "No ads, no selling your data, and no surprise limits once you depend on us.",
  },
];

export const REVENUE_SOURCES: readonly TextCard[] = [
  {
    title: "Pro Accounting",
    description:
      "Leagues that pay referees can add 1099 forms, tax documents and financial reports for $5 per active user per month.",
  },
  {
    title: "Instant withdrawals",
    description: "Referees who want their money within minutes pay a small fee; standard withdrawals stay free.",
  },
  {
    title: "Enterprise consulting",
    description: "Associations running several leagues pay for migration, integrations and training.",
  },
];

export const PROMISE =
  "The core platform will stay free forever: unlimited referees, scheduling, assignments, notifications and the mobile apps. If we ever change what paid plans cost, you will hear from us at least 30 days before.";
