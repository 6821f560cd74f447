/** Getting Started (spec section 2): five steps with their time estimates. */

export type SetupStep = {
  title: string;
  description: string;
  /** Minutes the step takes; `null` means instant. */
  minutes: number | null;
};

export const SETUP_STEPS: readonly SetupStep[] = [
  {
    title: "Create your account",
    description: "Sign up with your email, name your organization and pick its time zone. No credit card.",
    minutes: 2,
  },
  {
    title: "Add your referees",
    description: "Invite referees by email or share a join code, or import a CSV of your existing roster.",
    minutes: 5,
  },
  {
    title: "Create your first game",
    description: "Enter the teams, venue, date, time, level and fee, and choose how many officials it needs.",
    minutes: 3,
  },
  {
    title: "Assign referees",
    description: "Pick from suggested referees who are available and certified for the level.",
    minutes: 1,
  },
  {
    title: "Send notifications",
    description: "Publish the assignment and every referee is told by email, SMS and in the app.",
    minutes: null,
  },
];

/** The spec's claim: 12 minutes on average, always under 15. */
export const AVERAGE_SETUP_MINUTES = 12;
export const MAX_SETUP_MINUTES = 15;

export function stepDuration(step: SetupStep): string {
  if (step.minutes === null) return "Instant";
  return step.minutes === 1 ? "1 minute" : `${step.minutes} minutes`;
}
