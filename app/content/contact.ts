/** Topics of the contact form; `?topic=demo` preselects one (Help Center's Schedule a Demo). */
export const CONTACT_TOPICS = ["general", "demo", "support", "sales", "press"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Record<ContactTopic, string> = {
  general: "General question",
  demo: "Schedule a demo",
  support: "Technical support",
  sales: "Enterprise and sales",
  press: "Press",
};

export function isContactTopic(value: string | null): value is ContactTopic {
  return value !== null && (CONTACT_TOPICS as readonly string[]).includes(value);
}

export const CONTACT_DETAILS = {
  email: "support@whistle.example",
  support: "24/7",
  address: ["Whistle, Inc.", "500 Howard Street, Suite 400", "San Francisco, CA 94105"],
} as const;
