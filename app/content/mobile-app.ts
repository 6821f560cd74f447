/** The Mobile App page (spec section 2): download buttons, features and the claimed ratings. */

import type { TextCard } from "./site";

export const MOBILE_FEATURES: readonly TextCard[] = [
  {
    title: "Accept games on the go",
    description: "See new assignments the moment they are published and accept or decline with one tap.",
  },
  {
    title: "Offline availability",
    description: "Update your availability without a signal; it syncs when you are back online.",
  },
  {
    title: "Push reminders",
    description: "Get reminded before every game with the venue, kickoff time and your crew.",
  },
  {
    title: "Earnings at a glance",
    description: "Follow what you have earned this season and what is still to be paid.",
  },
];

export type AppStore = { name: string; platform: string };

/** The apps are not published yet: the page says so instead of linking nowhere. */
export const APP_STORES: readonly AppStore[] = [
  { name: "App Store", platform: "iOS" },
  { name: "Google Play", platform: "Android" },
];
