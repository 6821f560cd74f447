/** The About page. */

import type { TextCard } from "./site";

export const ABOUT_STORY: readonly string[] = [
  "Whistle started on a sideline. One of us was a volunteer assignor for a youth soccer league, spending every Sunday night matching referees to games in a spreadsheet and every Saturday morning answering phone calls about changes.",
  "The tools available were expensive, slow to learn and priced per referee, which punished the leagues that grew. So we built the tool we wanted: fast, mobile-first and free for the core of the job.",
  "Today Whistle helps assignors schedule games and assign referees, and helps referees see their games, accept or decline them, keep their availability and track their earnings.",
];

export const ABOUT_VALUES: readonly TextCard[] = [
  {
    title: "Officials first",
    description: "Every feature starts with the question: does this make a referee's day easier?",
  },
  { title: "Free where it counts", description: "The core platform is free forever, with no limits and no ads." },
  { title: "Honest software", description: "Clear prices, 30 days notice of changes and your data always exportable." },
];

export type TeamMember = { name: string; role: string; initials: string };

export const TEAM: readonly TeamMember[] = [
  { name: "James Park", role: "Co-founder and CEO", initials: "JP" },
  { name: "Sarah Mitchell", role: "Co-founder, Head of Product", initials: "SM" },
  { name: "Priya Natarajan", role: "Head of Engineering", initials: "PN" },
  { name: "Tom Okafor", role: "Referee Community Lead", initials: "TO" },
];
