import type { Localized, PageMetaText } from "./site";

/** Topics of the contact form; `?topic=demo` preselects one (Help Center's Schedule a Demo). */
export const CONTACT_TOPICS = ["general", "demo", "support", "sales", "press"] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The topics in English: what the team's inbox copy says (the page shows them in the reader's language). */
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

/** The Contact page in one language (its sentences with values are in `public.json`). */
export type ContactPage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  formTitle: string;
  labels: Record<"firstName" | "lastName" | "email" | "organization" | "topic" | "message", string>;
  topics: Record<ContactTopic, string>;
  honeypot: string;
  send: string;
  sending: string;
  sentTitle: string;
  sendAnother: string;
  detailsTitle: string;
};

export const CONTACT_CONTENT: Localized<ContactPage> = {
  en: {
    meta: {
      title: "Contact",
      description: "Questions, demos or support: send the Whistle team a message. Support is available 24/7.",
    },
    eyebrow: "Contact",
    title: "Get in touch",
    lead: "Questions about Whistle, a demo for your league or help with your account: we read every message.",
    formTitle: "Send us a message",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      organization: "Organization (optional)",
      topic: "Topic",
      message: "Message",
    },
    topics: CONTACT_TOPIC_LABELS,
    honeypot: "Leave this field empty",
    send: "Send Message",
    sending: "Sending…",
    sentTitle: "Message sent",
    sendAnother: "Send another message",
    detailsTitle: "Other ways to reach us",
  },
  es: {
    meta: {
      title: "Contacto",
      description:
        "Preguntas, demostraciones o soporte: envía un mensaje al equipo de Whistle. Soporte disponible 24/7.",
    },
    eyebrow: "Contacto",
    title: "Ponte en contacto",
    lead: "Preguntas sobre Whistle, una demostración para tu liga o ayuda con tu cuenta: leemos todos los mensajes.",
    formTitle: "Envíanos un mensaje",
    labels: {
      firstName: "Nombre",
      lastName: "Apellidos",
      email: "Correo electrónico",
      organization: "Organización (opcional)",
      topic: "Tema",
      message: "Mensaje",
    },
    topics: {
      general: "Pregunta general",
      demo: "Solicitar una demostración",
      support: "Soporte técnico",
      sales: "Empresas y ventas",
      press: "Prensa",
    },
    honeypot: "Deja este campo vacío",
    send: "Enviar mensaje",
    sending: "Enviando…",
    sentTitle: "Mensaje enviado",
    sendAnother: "Enviar otro mensaje",
    detailsTitle: "Otras formas de contactarnos",
  },
  fr: {
    meta: {
      title: "Contact",
      description:
        "Questions, démonstrations ou assistance : écrivez à l’équipe Whistle. L’assistance est disponible 24 h/24, 7 j/7.",
    },
    eyebrow: "Contact",
    title: "Contactez-nous",
    lead: "Une question sur Whistle, une démonstration pour votre ligue ou de l’aide avec votre compte : nous lisons chaque message.",
    formTitle: "Envoyez-nous un message",
    labels: {
      firstName: "Prénom",
      lastName: "Nom",
      email: "E-mail",
      organization: "Organisation (facultatif)",
      topic: "Sujet",
      message: "Message",
    },
    topics: {
      general: "Question générale",
      demo: "Demander une démonstration",
      support: "Assistance technique",
      sales: "Grands comptes et ventes",
      press: "Presse",
    },
    honeypot: "Laissez ce champ vide",
    send: "Envoyer le message",
    sending: "Envoi…",
    sentTitle: "Message envoyé",
    sendAnother: "Envoyer un autre message",
    detailsTitle: "Autres moyens de nous joindre",
  },
  de: {
    meta: {
      title: "Kontakt",
      description:
        "Fragen, Demos oder Support: Schreiben Sie dem Whistle-Team. Der Support ist rund um die Uhr erreichbar.",
    },
    eyebrow: "Kontakt",
    title: "Kontakt aufnehmen",
    lead: "Fragen zu Whistle, eine Demo für Ihre Liga oder Hilfe mit Ihrem Konto: Wir lesen jede Nachricht.",
    formTitle: "Schreiben Sie uns",
    labels: {
      firstName: "Vorname",
      lastName: "Nachname",
      email: "E-Mail",
      organization: "Organisation (optional)",
      topic: "Thema",
      message: "Nachricht",
    },
    topics: {
      general: "Allgemeine Frage",
      demo: "Demo vereinbaren",
      support: "Technischer Support",
      sales: "Unternehmen und Vertrieb",
      press: "Presse",
    },
    honeypot: "Dieses Feld leer lassen",
    send: "Nachricht senden",
    sending: "Wird gesendet…",
    sentTitle: "Nachricht gesendet",
    sendAnother: "Weitere Nachricht senden",
    detailsTitle: "Weitere Kontaktmöglichkeiten",
  },
};
