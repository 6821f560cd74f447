/**
 * Security, Terms of Service and Privacy Policy, as headed sections of plain paragraphs: the English texts
 * here, their translations in `es/`, `fr/` and `de/` (issue 19). Only loaders import this module, so the
 * browser receives one page's text in one language, as loader data, and no prose in its JavaScript.
 */
import type { Language } from "~/i18n/messages";
import { LEGAL_DE } from "./de/legal";
import { LEGAL_ES } from "./es/legal";
import { LEGAL_FR } from "./fr/legal";
import {
  CHILDREN_PRIVACY_AGE,
  ORGANIZATION_DELETION_GRACE_DAYS,
  PAYMENT_RECORD_RETENTION_YEARS,
  PRIVACY_CONTACT,
} from "./legal-facts";

export { CHILDREN_PRIVACY_AGE, LEGAL_LAST_UPDATED, PRIVACY_CONTACT } from "./legal-facts";

export type LegalSection = { heading: string; paragraphs: readonly string[] };

/** One legal page: its heading, lead, the description search engines show, and its sections. */
export type LegalDocument = {
  title: string;
  lead: string;
  description: string;
  sections: readonly LegalSection[];
};

/** The three legal pages in one language, and the privacy policy's contact box. */
export type LegalTexts = {
  security: LegalDocument;
  terms: LegalDocument;
  privacy: LegalDocument;
  privacyContact: { heading: string; intro: string; team: string };
};

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
      "Account details: your name, email, phone number if you add one, your password (stored only as a salted, slow hash) or the Google or Facebook account you sign in with, and your settings.",
      "What you and your organization put into Whistle: games, venues, assignments and your answers to them, availability, certifications, game requests, payment records and, for Pro Accounting, the tax details needed for 1099-NEC data (of a taxpayer id we keep only the last four digits).",
      "The messages we send you and the messages you send us through the contact form.",
      "Basic technical data such as your IP address and browser, used to keep the service secure and to limit abuse.",
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
    heading: "How long we keep it",
    paragraphs: [
      "Your account and what it holds: for as long as you have the account. Sign-in sessions end after a day, or after 30 days without use when you chose Remember me; expired sessions are deleted.",
      `Payment records and the 1099-NEC data made from them: ${PAYMENT_RECORD_RETENTION_YEARS} years, as US tax law requires, even after an account or an organization is deleted; they are then kept detached from the deleted league and anonymized where the law allows, and deleted when the period ends.`,
      `A deleted organization: its data is removed ${ORGANIZATION_DELETION_GRACE_DAYS} days after an assignor asks for the deletion, apart from the payment records above.`,
      "Server logs (requests and errors) are kept by our hosting provider for about a week; status-page checks for a week.",
    ],
  },
  {
    heading: "Download your data",
    paragraphs: [
      "Every person can download what Whistle holds about them, as CSV files in one ZIP: Settings → Privacy → Download my data.",
      "Assignors can download all of their organization's data (games, assignments, members with their names and emails, venues, payments, invites, imports, integrations and the activity log), one CSV file per table in one ZIP, from the Organizations page. Passwords, secrets and tokens are never included.",
    ],
  },
  {
    heading: "Delete your account or your organization",
    paragraphs: [
      "You can delete your account from Settings → Privacy → Delete my account. Your personal details are removed; records other people rely on, such as the history of games you worked and payment records the law has us keep, stay with your name replaced so they no longer identify you.",
      `An assignor can delete their organization from the Organizations page. Every member is emailed, every assignor sees the date, and any of them can cancel during the ${ORGANIZATION_DELETION_GRACE_DAYS}-day grace period. After it, the league's games, assignments, venues, memberships and history are removed. Members keep their own accounts, which may belong to other organizations.`,
    ],
  },
  {
    heading: "Emails we send and how to stop them",
    paragraphs: [
      "Every email that is not about your account (assignment and game news, reminders, payment notices, the weekly digest) has an unsubscribe link at the bottom, and your email app's own Unsubscribe button works too: one click turns that kind of email off. You can turn each kind back on, or off, in Settings, Notifications.",
      "Messages about your account (password resets, email verification, sign-in and security notices, invitations, an organization's deletion) are always sent, because you need them to use and protect your account.",
    ],
  },
  {
    heading: "Your choices",
    paragraphs: ["You can see, correct, export or delete your data from your settings, or ask us to do it for you."],
  },
  {
    heading: "Children's privacy",
    paragraphs: [
      `Whistle is not directed at children under ${CHILDREN_PRIVACY_AGE}, and we do not knowingly collect personal information from them: you must be at least ${CHILDREN_PRIVACY_AGE} to create an account. If you believe a child under ${CHILDREN_PRIVACY_AGE} has given us personal information, contact us and we will delete it.`,
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: ["When we make a significant change we will tell you by email or in the app before it takes effect."],
  },
];

export const LEGAL_EN: LegalTexts = {
  security: {
    title: "Security",
    lead: "Your league's schedules and your referees' details deserve care. This is how we protect them.",
    description:
      "How Whistle protects league and referee data: encryption, access control, sessions, infrastructure and vulnerability reporting.",
    sections: SECURITY_SECTIONS,
  },
  terms: {
    title: "Terms of Service",
    lead: "The agreement between Whistle and the people who use it, in plain language.",
    description: "The terms for using Whistle: accounts, free and paid plans, payments, your content and liability.",
    sections: TERMS_SECTIONS,
  },
  privacy: {
    title: "Privacy Policy",
    lead: "What we collect, why, who can see it and how to reach us about it.",
    description:
      "What Whistle collects, how it is used and shared, your choices, children's privacy and how to reach our privacy team.",
    sections: PRIVACY_SECTIONS,
  },
  privacyContact: {
    heading: "Contact our privacy team",
    intro: "Questions about this policy or your data? Write to us.",
    team: PRIVACY_CONTACT.team,
  },
};

const LEGAL: Record<Language, LegalTexts> = { en: LEGAL_EN, es: LEGAL_ES, fr: LEGAL_FR, de: LEGAL_DE };

/** The legal pages in `language`. */
export function legalTexts(language: Language): LegalTexts {
  return LEGAL[language];
}
