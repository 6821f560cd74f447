/** Spec section 1: plans, the pricing terms, withdrawals and the FAQ. */

import { usd, type Localized, type PageMetaText } from "./site";

export type Plan = {
  id: "core" | "pro-accounting" | "enterprise";
  name: string;
  price: string;
  /** What the price is per, e.g. "forever" or "per active user / month". */
  priceNote: string;
  description: string;
  features: readonly string[];
  cta: { label: string; href: string };
  highlighted?: boolean;
};

export const PLANS: readonly Plan[] = [
  {
    id: "core",
    name: "Core Platform",
    price: "Free",
    priceNote: "forever",
    description: "Everything a league needs to schedule games and assign referees.",
    features: [
      "Unlimited referees",
      "AI smart scheduling",
      "Automated notifications",
      "Mobile app access",
      "Performance tracking",
      "Payment tracking",
      "No ads or limits",
    ],
    cta: { label: "Get Started Free", href: "/signup" },
    highlighted: true,
  },
  {
    id: "pro-accounting",
    name: "Pro Accounting",
    price: "$5",
    priceNote: "per active user per month",
    description:
      "Tax and accounting tools for leagues that pay referees. An active user is a referee paid in that month.",
    features: [
      "Automated 1099 form generation",
      "Tax document management",
      "Advanced financial reporting",
      "Expense categorization",
      "Year-end tax summaries",
      "IRS-compliant records",
      "Priority accounting support",
    ],
    cta: { label: "Get Started", href: "/signup" },
  },
  {
    id: "enterprise",
    name: "Enterprise",
    price: "Custom",
    priceNote: "consulting",
    description: "Consulting for associations and multi-league organizations: migration, integrations and training.",
    features: [
      "Data migration from your current system",
      "Custom integrations through the API",
      "On-site or remote training",
      "A named contact for your organization",
    ],
    cta: { label: "Contact Sales", href: "/contact?topic=sales" },
  },
];

export const ACTIVE_USER_DEFINITION = "An active user is a referee who was paid in that month.";
export const PRICING_CHANGE_NOTICE_DAYS = 30;

export type WithdrawalOption = { name: string; timing: string; fee: string };

export const WITHDRAWAL_OPTIONS: readonly WithdrawalOption[] = [
  { name: "Standard", timing: "2–3 business days", fee: "$0" },
  { name: "Instant", timing: "Within minutes", fee: "A small fee" },
];

export type FaqEntry = { question: string; answer: string };

export const PRICING_FAQ: readonly FaqEntry[] = [
  {
    question: "Is the core platform really free?",
    answer:
      "Yes. Scheduling, assigning, notifications, the mobile apps, performance and payment tracking are free forever, with unlimited referees, no ads and no limits. No credit card is required to sign up.",
  },
  {
    question: "What counts as an active user on Pro Accounting?",
    answer:
      "A referee who was paid in that month. Referees you did not pay that month cost nothing, so a quiet off-season month costs little or nothing.",
  },
  {
    question: "When am I billed for Pro Accounting?",
    answer: "Payment is monthly, in advance.",
  },
  {
    question: "Can prices change?",
    answer: `We give at least ${PRICING_CHANGE_NOTICE_DAYS} days notice before any pricing change.`,
  },
  {
    question: "How fast do referees receive their money?",
    answer:
      "A standard withdrawal takes 2–3 business days and costs $0. An instant withdrawal arrives within minutes for a small fee.",
  },
  {
    question: "Do you offer help for large organizations?",
    answer:
      "Yes. Enterprise consulting covers migration, integrations and training for associations running several leagues. Contact us to talk it through.",
  },
];

/** The Pricing page in one language; `plans` also appear on the home page. */
export type PricingPage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  plansTitle: string;
  plans: readonly Plan[];
  activeUserDefinition: string;
  billingNote: string;
  withdrawalsTitle: string;
  arrives: string;
  fee: string;
  withdrawals: readonly WithdrawalOption[];
  faqTitle: string;
  faq: readonly FaqEntry[];
};

const [CORE, PRO, ENTERPRISE] = PLANS as readonly [Plan, Plan, Plan];

export const PRICING_CONTENT: Localized<PricingPage> = {
  en: {
    meta: {
      title: "Pricing",
      description:
        "The core platform is free forever with unlimited referees. Pro Accounting is $5 per active user per month. Enterprise consulting on request.",
    },
    eyebrow: "Pricing",
    title: "Free forever. Pay only for extras.",
    lead: "Unlimited referees, smart scheduling and notifications cost nothing. No credit card required.",
    plansTitle: "Plans",
    plans: PLANS,
    activeUserDefinition: ACTIVE_USER_DEFINITION,
    billingNote: `Payment is monthly, in advance. Pricing changes come with ${PRICING_CHANGE_NOTICE_DAYS} days notice.`,
    withdrawalsTitle: "Referee withdrawals",
    arrives: "Arrives",
    fee: "Fee",
    withdrawals: WITHDRAWAL_OPTIONS,
    faqTitle: "Frequently asked questions",
    faq: PRICING_FAQ,
  },
  es: {
    meta: {
      title: "Precios",
      description: `La plataforma básica es gratis para siempre, con árbitros ilimitados. Pro Accounting cuesta ${usd("es", 5)} por usuario activo al mes. Consultoría Enterprise bajo petición.`,
    },
    eyebrow: "Precios",
    title: "Gratis para siempre. Paga solo por los extras.",
    lead: "Árbitros ilimitados, calendario inteligente y notificaciones no cuestan nada. Sin tarjeta de crédito.",
    plansTitle: "Planes",
    plans: [
      {
        ...CORE,
        name: "Plataforma básica",
        price: "Gratis",
        priceNote: "para siempre",
        description: "Todo lo que una liga necesita para programar partidos y designar árbitros.",
        features: [
          "Árbitros ilimitados",
          "Calendario inteligente con IA",
          "Notificaciones automáticas",
          "Acceso a la app móvil",
          "Seguimiento del rendimiento",
          "Seguimiento de pagos",
          "Sin anuncios ni límites",
        ],
        cta: { ...CORE.cta, label: "Empieza gratis" },
      },
      {
        ...PRO,
        price: usd("es", 5),
        priceNote: "por usuario activo al mes",
        description:
          "Herramientas fiscales y contables para las ligas que pagan a sus árbitros. Un usuario activo es un árbitro que ha cobrado ese mes.",
        features: [
          "Generación automática de formularios 1099",
          "Gestión de documentos fiscales",
          "Informes financieros avanzados",
          "Clasificación de gastos",
          "Resúmenes fiscales de fin de año",
          "Registros conformes con el IRS",
          "Soporte contable prioritario",
        ],
        cta: { ...PRO.cta, label: "Empezar" },
      },
      {
        ...ENTERPRISE,
        price: "A medida",
        priceNote: "consultoría",
        description:
          "Consultoría para federaciones y organizaciones con varias ligas: migración, integraciones y formación.",
        features: [
          "Migración de datos desde tu sistema actual",
          "Integraciones a medida mediante la API",
          "Formación presencial o en remoto",
          "Una persona de contacto para tu organización",
        ],
        cta: { ...ENTERPRISE.cta, label: "Contactar con ventas" },
      },
    ],
    activeUserDefinition: "Un usuario activo es un árbitro que ha cobrado ese mes.",
    billingNote: `El pago es mensual y por adelantado. Avisamos de cualquier cambio de precio con ${PRICING_CHANGE_NOTICE_DAYS} días de antelación.`,
    withdrawalsTitle: "Retiradas de dinero de los árbitros",
    arrives: "Llega",
    fee: "Comisión",
    withdrawals: [
      { name: "Estándar", timing: "2–3 días hábiles", fee: usd("es", 0) },
      { name: "Instantánea", timing: "En minutos", fee: "Una pequeña comisión" },
    ],
    faqTitle: "Preguntas frecuentes",
    faq: [
      {
        question: "¿De verdad es gratis la plataforma básica?",
        answer:
          "Sí. La programación, las designaciones, las notificaciones, las apps móviles y el seguimiento del rendimiento y de los pagos son gratis para siempre, con árbitros ilimitados, sin anuncios y sin límites. No necesitas tarjeta de crédito para registrarte.",
      },
      {
        question: "¿Qué cuenta como usuario activo en Pro Accounting?",
        answer:
          "Un árbitro que ha cobrado ese mes. Los árbitros a los que no pagaste ese mes no cuestan nada, así que un mes tranquilo fuera de temporada cuesta poco o nada.",
      },
      {
        question: "¿Cuándo se me cobra Pro Accounting?",
        answer: "El pago es mensual y por adelantado.",
      },
      {
        question: "¿Pueden cambiar los precios?",
        answer: `Avisamos con al menos ${PRICING_CHANGE_NOTICE_DAYS} días de antelación antes de cualquier cambio de precio.`,
      },
      {
        question: "¿Cuánto tardan los árbitros en recibir su dinero?",
        answer: `Una retirada estándar tarda 2–3 días hábiles y cuesta ${usd("es", 0)}. Una retirada instantánea llega en minutos por una pequeña comisión.`,
      },
      {
        question: "¿Ofrecen ayuda a las organizaciones grandes?",
        answer:
          "Sí. La consultoría Enterprise incluye migración, integraciones y formación para federaciones que gestionan varias ligas. Escríbenos y lo hablamos.",
      },
    ],
  },
  fr: {
    meta: {
      title: "Tarifs",
      description: `La plateforme de base est gratuite pour toujours, avec un nombre illimité d’arbitres. Pro Accounting coûte ${usd("fr", 5)} par utilisateur actif et par mois. Conseil Enterprise sur demande.`,
    },
    eyebrow: "Tarifs",
    title: "Gratuit pour toujours. Ne payez que les options.",
    lead: "Arbitres illimités, planification intelligente et notifications : tout cela ne coûte rien. Sans carte bancaire.",
    plansTitle: "Offres",
    plans: [
      {
        ...CORE,
        name: "Plateforme de base",
        price: "Gratuit",
        priceNote: "pour toujours",
        description: "Tout ce dont une ligue a besoin pour planifier ses matchs et désigner ses arbitres.",
        features: [
          "Arbitres illimités",
          "Planification intelligente par IA",
          "Notifications automatiques",
          "Accès à l’application mobile",
          "Suivi des performances",
          "Suivi des paiements",
          "Ni publicité ni limites",
        ],
        cta: { ...CORE.cta, label: "Commencer gratuitement" },
      },
      {
        ...PRO,
        price: usd("fr", 5),
        priceNote: "par utilisateur actif et par mois",
        description:
          "Des outils fiscaux et comptables pour les ligues qui rémunèrent leurs arbitres. Un utilisateur actif est un arbitre payé au cours du mois.",
        features: [
          "Génération automatique des formulaires 1099",
          "Gestion des documents fiscaux",
          "Rapports financiers avancés",
          "Catégorisation des dépenses",
          "Récapitulatifs fiscaux de fin d’année",
          "Registres conformes aux exigences de l’IRS",
          "Assistance comptable prioritaire",
        ],
        cta: { ...PRO.cta, label: "Commencer" },
      },
      {
        ...ENTERPRISE,
        price: "Sur mesure",
        priceNote: "conseil",
        description:
          "Du conseil pour les fédérations et les organisations à plusieurs ligues : migration, intégrations et formation.",
        features: [
          "Migration des données de votre système actuel",
          "Intégrations sur mesure via l’API",
          "Formation sur site ou à distance",
          "Un interlocuteur dédié pour votre organisation",
        ],
        cta: { ...ENTERPRISE.cta, label: "Contacter l’équipe commerciale" },
      },
    ],
    activeUserDefinition: "Un utilisateur actif est un arbitre payé au cours du mois.",
    billingNote: `Le paiement est mensuel, à l’avance. Tout changement de tarif est annoncé ${PRICING_CHANGE_NOTICE_DAYS} jours à l’avance.`,
    withdrawalsTitle: "Retraits des arbitres",
    arrives: "Délai",
    fee: "Frais",
    withdrawals: [
      { name: "Standard", timing: "2 à 3 jours ouvrés", fee: usd("fr", 0) },
      { name: "Instantané", timing: "En quelques minutes", fee: "Des frais modiques" },
    ],
    faqTitle: "Questions fréquentes",
    faq: [
      {
        question: "La plateforme de base est-elle vraiment gratuite ?",
        answer:
          "Oui. La planification, les désignations, les notifications, les applications mobiles, le suivi des performances et des paiements sont gratuits pour toujours, avec un nombre illimité d’arbitres, sans publicité et sans limites. Aucune carte bancaire n’est demandée à l’inscription.",
      },
      {
        question: "Qu’est-ce qu’un utilisateur actif pour Pro Accounting ?",
        answer:
          "Un arbitre payé au cours du mois. Les arbitres que vous n’avez pas payés ce mois-là ne coûtent rien : un mois calme hors saison coûte donc peu, voire rien.",
      },
      {
        question: "Quand Pro Accounting est-il facturé ?",
        answer: "Le paiement est mensuel, à l’avance.",
      },
      {
        question: "Les tarifs peuvent-ils changer ?",
        answer: `Nous prévenons au moins ${PRICING_CHANGE_NOTICE_DAYS} jours avant tout changement de tarif.`,
      },
      {
        question: "En combien de temps les arbitres reçoivent-ils leur argent ?",
        answer: `Un retrait standard prend 2 à 3 jours ouvrés et coûte ${usd("fr", 0)}. Un retrait instantané arrive en quelques minutes, moyennant des frais modiques.`,
      },
      {
        question: "Accompagnez-vous les grandes organisations ?",
        answer:
          "Oui. Le conseil Enterprise couvre la migration, les intégrations et la formation pour les fédérations qui gèrent plusieurs ligues. Contactez-nous pour en parler.",
      },
    ],
  },
  de: {
    meta: {
      title: "Preise",
      description: `Die Basisplattform ist dauerhaft kostenlos, mit unbegrenzt vielen Schiedsrichtern. Pro Accounting kostet ${usd("de", 5)} pro aktivem Nutzer und Monat. Enterprise-Beratung auf Anfrage.`,
    },
    eyebrow: "Preise",
    title: "Dauerhaft kostenlos. Sie zahlen nur für Extras.",
    lead: "Unbegrenzt viele Schiedsrichter, intelligente Spielplanung und Benachrichtigungen kosten nichts. Keine Kreditkarte nötig.",
    plansTitle: "Tarife",
    plans: [
      {
        ...CORE,
        name: "Basisplattform",
        price: "Kostenlos",
        priceNote: "für immer",
        description: "Alles, was eine Liga braucht, um Spiele zu planen und Schiedsrichter anzusetzen.",
        features: [
          "Unbegrenzt viele Schiedsrichter",
          "Intelligente Spielplanung mit KI",
          "Automatische Benachrichtigungen",
          "Zugang zur mobilen App",
          "Leistungsverfolgung",
          "Zahlungsverfolgung",
          "Keine Werbung, keine Limits",
        ],
        cta: { ...CORE.cta, label: "Kostenlos starten" },
      },
      {
        ...PRO,
        price: usd("de", 5),
        priceNote: "pro aktivem Nutzer und Monat",
        description:
          "Steuer- und Buchhaltungswerkzeuge für Ligen, die Schiedsrichter bezahlen. Ein aktiver Nutzer ist ein Schiedsrichter, der in diesem Monat bezahlt wurde.",
        features: [
          "Automatische Erstellung von 1099-Formularen",
          "Verwaltung von Steuerunterlagen",
          "Erweiterte Finanzberichte",
          "Kategorisierung von Ausgaben",
          "Steuerübersichten zum Jahresende",
          "IRS-konforme Aufzeichnungen",
          "Bevorzugter Buchhaltungssupport",
        ],
        cta: { ...PRO.cta, label: "Jetzt starten" },
      },
      {
        ...ENTERPRISE,
        price: "Individuell",
        priceNote: "Beratung",
        description:
          "Beratung für Verbände und Organisationen mit mehreren Ligen: Migration, Integrationen und Schulung.",
        features: [
          "Datenmigration aus Ihrem bisherigen System",
          "Individuelle Integrationen über die API",
          "Schulung vor Ort oder online",
          "Ein fester Ansprechpartner für Ihre Organisation",
        ],
        cta: { ...ENTERPRISE.cta, label: "Vertrieb kontaktieren" },
      },
    ],
    activeUserDefinition: "Ein aktiver Nutzer ist ein Schiedsrichter, der in diesem Monat bezahlt wurde.",
    billingNote: `Die Zahlung erfolgt monatlich im Voraus. Preisänderungen kündigen wir ${PRICING_CHANGE_NOTICE_DAYS} Tage vorher an.`,
    withdrawalsTitle: "Auszahlungen an Schiedsrichter",
    arrives: "Dauer",
    fee: "Gebühr",
    withdrawals: [
      { name: "Standard", timing: "2–3 Werktage", fee: usd("de", 0) },
      { name: "Sofort", timing: "Innerhalb von Minuten", fee: "Eine kleine Gebühr" },
    ],
    faqTitle: "Häufige Fragen",
    faq: [
      {
        question: "Ist die Basisplattform wirklich kostenlos?",
        answer:
          "Ja. Spielplanung, Ansetzungen, Benachrichtigungen, die mobilen Apps sowie Leistungs- und Zahlungsverfolgung sind dauerhaft kostenlos, mit unbegrenzt vielen Schiedsrichtern, ohne Werbung und ohne Limits. Für die Registrierung ist keine Kreditkarte nötig.",
      },
      {
        question: "Was zählt bei Pro Accounting als aktiver Nutzer?",
        answer:
          "Ein Schiedsrichter, der in diesem Monat bezahlt wurde. Schiedsrichter, die Sie in diesem Monat nicht bezahlt haben, kosten nichts. Ein ruhiger Monat außerhalb der Saison kostet also wenig oder gar nichts.",
      },
      {
        question: "Wann wird Pro Accounting abgerechnet?",
        answer: "Die Zahlung erfolgt monatlich im Voraus.",
      },
      {
        question: "Können sich die Preise ändern?",
        answer: `Wir kündigen jede Preisänderung mindestens ${PRICING_CHANGE_NOTICE_DAYS} Tage im Voraus an.`,
      },
      {
        question: "Wie schnell erhalten Schiedsrichter ihr Geld?",
        answer: `Eine Standardauszahlung dauert 2–3 Werktage und kostet ${usd("de", 0)}. Eine Sofortauszahlung ist gegen eine kleine Gebühr innerhalb von Minuten da.`,
      },
      {
        question: "Unterstützen Sie auch große Organisationen?",
        answer:
          "Ja. Die Enterprise-Beratung umfasst Migration, Integrationen und Schulung für Verbände mit mehreren Ligen. Sprechen Sie uns einfach an.",
      },
    ],
  },
};
