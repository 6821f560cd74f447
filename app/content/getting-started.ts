/** Getting Started (spec section 2): five steps with their time estimates. */

import type { Localized, PageMetaText } from "./site";

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

/** The Getting Started page in one language (durations and counts are worded with `public.json`). */
export type GettingStartedPage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  stepsTitle: string;
  steps: readonly SetupStep[];
  getStarted: string;
  helpCenter: string;
};

function steps(texts: readonly (readonly [title: string, description: string])[]): readonly SetupStep[] {
  if (texts.length !== SETUP_STEPS.length) throw new Error("A translation of SETUP_STEPS must word every step.");
  return SETUP_STEPS.map((step, index) => {
    const [title, description] = texts[index]!;
    return { ...step, title, description };
  });
}

export const GETTING_STARTED_CONTENT: Localized<GettingStartedPage> = {
  en: {
    meta: {
      title: "Getting Started",
      description: `Set up Whistle in five steps: create an account, add referees, create a game, assign referees and notify them. Average setup ${AVERAGE_SETUP_MINUTES} minutes.`,
    },
    eyebrow: "Getting started",
    title: "Up and running in five steps",
    stepsTitle: "Your first games, step by step",
    steps: SETUP_STEPS,
    getStarted: "Get Started Free",
    helpCenter: "Visit the Help Center",
  },
  es: {
    meta: {
      title: "Primeros pasos",
      description: `Configura Whistle en cinco pasos: crea una cuenta, añade árbitros, crea un partido, designa árbitros y avísales. Configuración media: ${AVERAGE_SETUP_MINUTES} minutos.`,
    },
    eyebrow: "Primeros pasos",
    title: "En marcha en cinco pasos",
    stepsTitle: "Tus primeros partidos, paso a paso",
    steps: steps([
      [
        "Crea tu cuenta",
        "Regístrate con tu correo, ponle nombre a tu organización y elige su zona horaria. Sin tarjeta de crédito.",
      ],
      [
        "Añade a tus árbitros",
        "Invita a los árbitros por correo, comparte un código de acceso o importa un CSV con tu plantilla actual.",
      ],
      [
        "Crea tu primer partido",
        "Indica los equipos, la sede, la fecha, la hora, la categoría y la tarifa, y elige cuántos árbitros necesita.",
      ],
      [
        "Designa árbitros",
        "Elige entre los árbitros sugeridos que están disponibles y certificados para la categoría.",
      ],
      [
        "Envía las notificaciones",
        "Publica la designación y cada árbitro recibe el aviso por correo, SMS y en la app.",
      ],
    ]),
    getStarted: "Empieza gratis",
    helpCenter: "Visita el Centro de ayuda",
  },
  fr: {
    meta: {
      title: "Premiers pas",
      description: `Configurez Whistle en cinq étapes : créez un compte, ajoutez vos arbitres, créez un match, désignez les arbitres et prévenez-les. Mise en place moyenne : ${AVERAGE_SETUP_MINUTES} minutes.`,
    },
    eyebrow: "Premiers pas",
    title: "Opérationnel en cinq étapes",
    stepsTitle: "Vos premiers matchs, étape par étape",
    steps: steps([
      [
        "Créez votre compte",
        "Inscrivez-vous avec votre e-mail, nommez votre organisation et choisissez son fuseau horaire. Sans carte bancaire.",
      ],
      [
        "Ajoutez vos arbitres",
        "Invitez vos arbitres par e-mail, partagez un code d’accès ou importez un fichier CSV de votre effectif actuel.",
      ],
      [
        "Créez votre premier match",
        "Saisissez les équipes, le terrain, la date, l’heure, le niveau et l’indemnité, puis le nombre d’arbitres nécessaires.",
      ],
      ["Désignez les arbitres", "Choisissez parmi les arbitres suggérés, disponibles et certifiés pour ce niveau."],
      [
        "Envoyez les notifications",
        "Publiez la désignation : chaque arbitre est prévenu par e-mail, par SMS et dans l’application.",
      ],
    ]),
    getStarted: "Commencer gratuitement",
    helpCenter: "Consulter le centre d’aide",
  },
  de: {
    meta: {
      title: "Erste Schritte",
      description: `Richten Sie Whistle in fünf Schritten ein: Konto anlegen, Schiedsrichter hinzufügen, Spiel anlegen, Schiedsrichter ansetzen und benachrichtigen. Durchschnittliche Einrichtung: ${AVERAGE_SETUP_MINUTES} Minuten.`,
    },
    eyebrow: "Erste Schritte",
    title: "In fünf Schritten startklar",
    stepsTitle: "Ihre ersten Spiele, Schritt für Schritt",
    steps: steps([
      [
        "Konto anlegen",
        "Registrieren Sie sich mit Ihrer E-Mail-Adresse, benennen Sie Ihre Organisation und wählen Sie ihre Zeitzone. Keine Kreditkarte nötig.",
      ],
      [
        "Schiedsrichter hinzufügen",
        "Laden Sie Schiedsrichter per E-Mail ein, teilen Sie einen Beitrittscode oder importieren Sie Ihre bestehende Liste als CSV.",
      ],
      [
        "Erstes Spiel anlegen",
        "Geben Sie Mannschaften, Spielort, Datum, Uhrzeit, Spielklasse und Spielgeld ein und legen Sie fest, wie viele Schiedsrichter es braucht.",
      ],
      [
        "Schiedsrichter ansetzen",
        "Wählen Sie aus vorgeschlagenen Schiedsrichtern, die verfügbar und für die Spielklasse lizenziert sind.",
      ],
      [
        "Benachrichtigungen senden",
        "Veröffentlichen Sie die Ansetzung, und jeder Schiedsrichter wird per E-Mail, SMS und in der App informiert.",
      ],
    ]),
    getStarted: "Kostenlos starten",
    helpCenter: "Zum Hilfe-Center",
  },
};
