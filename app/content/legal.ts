/** Security, Terms of Service and Privacy Policy, as headed sections of plain paragraphs. */

export type LegalSection = { heading: string; paragraphs: readonly string[] };

export const LEGAL_LAST_UPDATED = "2026-11-01";

/** Spec section 9: the children's privacy age threshold. */
export const CHILDREN_PRIVACY_AGE = 13;

export const PRIVACY_CONTACT = {
  team: "Whistle Privacy Team",
  email: "privacy@whistle.example",
  address: ["Whistle, Inc.", "500 Howard Street, Suite 400", "San Francisco, CA 94105", "United States"],
} as const;

export const SECURITY_SECTIONS: readonly LegalSection[] = [
  {
    heading: "Encryption",
    paragraphs: [
      "Every connection to Whistle uses HTTPS. Data is encrypted at rest by our infrastructure provider.",
      "Passwords are never stored: we keep only a salted, slow hash of each one.",
    ],
  },
  {
    heading: "Access control",
    paragraphs: [
      "Assignors see and manage only their own organization's games, referees and payments. Referees see their own schedule, earnings and the contact details other referees chose to share.",
      "Every request is checked on the server, not only in the page.",
    ],
  },
  {
    heading: "Sessions and sign-in",
    paragraphs: [
      "Sessions expire, can be ended from any device, and end everywhere when a password is reset. Repeated failed sign-ins are slowed down.",
    ],
  },
  {
    heading: "Infrastructure",
    paragraphs: [
      "Whistle runs on Cloudflare's global network with automatic backups of the database. Status and past incidents are published on the System Status page.",
    ],
  },
  {
    heading: "Reporting a vulnerability",
    paragraphs: [
      "If you believe you have found a security issue, please write to security@whistle.example. We reply within two business days and credit reporters who wish it.",
    ],
  },
];

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: "Using Whistle",
    paragraphs: [
      "These terms apply to everyone who uses Whistle: assignors, referees and visitors. By creating an account you agree to them.",
      "You must give accurate information, keep your password private and use Whistle only for lawful purposes.",
    ],
  },
  {
    heading: "Free and paid plans",
    paragraphs: [
      "The Core Platform is free forever. Pro Accounting costs $5 per active user per month; an active user is a referee paid in that month. Payment is monthly, in advance.",
      "We give at least 30 days notice before changing the price of a paid plan.",
    ],
  },
  {
    heading: "Payments and withdrawals",
    paragraphs: [
      "Standard withdrawals take 2–3 business days and cost $0. Instant withdrawals arrive within minutes for a small fee shown before you confirm.",
      "Leagues are responsible for the fees they agree with their referees.",
    ],
  },
  {
    heading: "Your content",
    paragraphs: [
      "You own the data you put into Whistle. You give us permission to store and process it only to run the service for you. You can export it at any time.",
    ],
  },
  {
    heading: "Ending your account",
    paragraphs: [
      "You can close your account at any time. We may suspend accounts that break these terms, and will tell you why.",
    ],
  },
  {
    heading: "Liability",
    paragraphs: [
      "Whistle is provided as is. To the extent the law allows, we are not liable for indirect losses, such as a game that could not take place.",
    ],
  },
];

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: "What we collect",
    paragraphs: [
      "Account details (name, email, phone number if you add one), your organization, games, assignments, availability, certifications and payment records, and the messages you send us.",
      "Basic technical data such as your IP address and browser, used to keep the service secure.",
    ],
  },
  {
    heading: "How we use it",
    paragraphs: [
      "To run Whistle: scheduling, assigning, notifying and paying. To answer your messages. To keep accounts secure and stop abuse.",
      "We do not sell your data and we do not show ads.",
    ],
  },
  {
    heading: "Who can see it",
    paragraphs: [
      "Assignors in your organization see what they need to assign you. Your privacy settings control whether other referees see your profile, contact details, availability and statistics.",
      "We share data with service providers that help us run Whistle (hosting, email and SMS delivery) under contracts that protect it.",
    ],
  },
  {
    heading: "Your choices",
    paragraphs: ["You can see, correct, export or delete your data from your settings, or ask us to do it for you."],
  },
  {
    heading: "Children's privacy",
    paragraphs: [
      `Whistle is not directed at children under ${CHILDREN_PRIVACY_AGE}, and we do not knowingly collect personal information from them. If you believe a child under ${CHILDREN_PRIVACY_AGE} has given us personal information, contact us and we will delete it.`,
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: ["When we make a significant change we will tell you by email or in the app before it takes effect."],
  },
];
