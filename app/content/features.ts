/** The feature grid (spec section 1 highlights) and its category filter (spec section 2, Features). */

export const FEATURE_CATEGORIES = ["all", "automation", "management", "communication", "analytics"] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const FEATURE_CATEGORY_LABELS: Record<FeatureCategory, string> = {
  all: "All",
  automation: "Automation",
  management: "Management",
  communication: "Communication",
  analytics: "Analytics",
};

/** Names of lucide icons the pages map to components; content stays free of JSX. */
export type FeatureIcon =
  | "calendar"
  | "sparkles"
  | "bell"
  | "users"
  | "credit-card"
  | "chart"
  | "smartphone"
  | "shield"
  | "message"
  | "clipboard"
  | "star"
  | "refresh";

export type Feature = {
  title: string;
  description: string;
  category: Exclude<FeatureCategory, "all">;
  icon: FeatureIcon;
};

export const FEATURES: readonly Feature[] = [
  {
    title: "Smart Scheduling",
    description: "Build a season of games with venues, levels and fees, and see conflicts before they happen.",
    category: "automation",
    icon: "calendar",
  },
  {
    title: "AI Assignment Suggestions",
    description: "Get ranked referee suggestions for every slot from availability, certification level and distance.",
    category: "automation",
    icon: "sparkles",
  },
  {
    title: "Automated Reminders",
    description: "Referees get reminders before each game by email and SMS, without anyone pressing send.",
    category: "automation",
    icon: "refresh",
  },
  {
    title: "Referee Database",
    description: "Every official's skills, certifications, levels and availability in one searchable place.",
    category: "management",
    icon: "users",
  },
  {
    title: "Payment Tracking",
    description: "Track game fees from assignment to payout, and let referees see what they are owed.",
    category: "management",
    icon: "credit-card",
  },
  {
    title: "Game Reports and Ratings",
    description: "Collect post-game reports and rate officials to plan development and promotions.",
    category: "management",
    icon: "clipboard",
  },
  {
    title: "Real-Time Updates",
    description: "A moved kickoff or a changed venue reaches every assigned referee the moment you save it.",
    category: "communication",
    icon: "bell",
  },
  {
    title: "Email and SMS Notifications",
    description: "Assignments, changes and cancellations go out automatically on the channel each referee prefers.",
    category: "communication",
    icon: "message",
  },
  {
    title: "Mobile-First, Offline Too",
    description: "Referees accept games and update availability from their phones, even without a signal.",
    category: "communication",
    icon: "smartphone",
  },
  {
    title: "League Analytics",
    description: "See coverage, acceptance rates and open slots across the season at a glance.",
    category: "analytics",
    icon: "chart",
  },
  {
    title: "Performance Tracking",
    description: "Follow each referee's games, ratings and reliability over time.",
    category: "analytics",
    icon: "star",
  },
  {
    title: "Security Built In",
    description: "Encrypted connections, role-based access and an audit trail for every change.",
    category: "management",
    icon: "shield",
  },
];

export function isFeatureCategory(value: string | null): value is FeatureCategory {
  return value !== null && (FEATURE_CATEGORIES as readonly string[]).includes(value);
}

export function featuresIn(category: FeatureCategory): readonly Feature[] {
  return category === "all" ? FEATURES : FEATURES.filter((feature) => feature.category === category);
}
