/** The About page. */

import type { Localized, PageMetaText, TextCard } from "./site";

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

/** The About page in one language. */
export type AboutPage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  storyTitle: string;
  story: readonly string[];
  valuesTitle: string;
  values: readonly TextCard[];
  teamTitle: string;
  team: readonly TeamMember[];
};

/** The team in another language: the same people, their roles translated. */
function team(roles: readonly string[]): readonly TeamMember[] {
  if (roles.length !== TEAM.length) throw new Error("A translation of TEAM must word every role.");
  return TEAM.map((member, index) => ({ ...member, role: roles[index]! }));
}

export const ABOUT_CONTENT: Localized<AboutPage> = {
  en: {
    meta: {
      title: "About",
      description:
        "Whistle was started by a volunteer assignor to make referee scheduling fast, mobile and free for every league.",
    },
    eyebrow: "About us",
    title: "Built on the sideline, for the people who run the game",
    lead: "We make referee management simple and free, so leagues can spend their time and money on the sport.",
    storyTitle: "Our story",
    story: ABOUT_STORY,
    valuesTitle: "What we value",
    values: ABOUT_VALUES,
    teamTitle: "The team",
    team: TEAM,
  },
  es: {
    meta: {
      title: "Quiénes somos",
      description:
        "Whistle nació de la mano de un designador voluntario para que programar árbitros sea rápido, móvil y gratis para cualquier liga.",
    },
    eyebrow: "Quiénes somos",
    title: "Nacido en la banda, para quienes hacen posible el partido",
    lead: "Hacemos que gestionar árbitros sea sencillo y gratis, para que las ligas dediquen su tiempo y su dinero al deporte.",
    storyTitle: "Nuestra historia",
    story: [
      "Whistle empezó en la banda de un campo. Uno de nosotros era designador voluntario de una liga de fútbol juvenil: pasaba cada domingo por la noche cuadrando árbitros y partidos en una hoja de cálculo y cada sábado por la mañana atendiendo llamadas por cambios.",
      "Las herramientas que había eran caras, difíciles de aprender y se cobraban por árbitro, lo que castigaba a las ligas que crecían. Así que creamos la herramienta que queríamos: rápida, pensada para el móvil y gratis en lo esencial.",
      "Hoy Whistle ayuda a los designadores a programar partidos y designar árbitros, y ayuda a los árbitros a ver sus partidos, aceptarlos o rechazarlos, mantener su disponibilidad y seguir sus ingresos.",
    ],
    valuesTitle: "Lo que valoramos",
    values: [
      {
        title: "Los árbitros, primero",
        description: "Cada función empieza con una pregunta: ¿le facilita esto el día a un árbitro?",
      },
      {
        title: "Gratis donde importa",
        description: "La plataforma básica es gratis para siempre, sin límites y sin anuncios.",
      },
      {
        title: "Software honesto",
        description: "Precios claros, 30 días de aviso ante cualquier cambio y tus datos siempre exportables.",
      },
    ],
    teamTitle: "El equipo",
    team: team([
      "Cofundador y CEO",
      "Cofundadora y responsable de producto",
      "Responsable de ingeniería",
      "Responsable de la comunidad arbitral",
    ]),
  },
  fr: {
    meta: {
      title: "À propos",
      description:
        "Whistle a été lancé par un désignateur bénévole pour rendre la planification des arbitres rapide, mobile et gratuite pour toutes les ligues.",
    },
    eyebrow: "À propos",
    title: "Né au bord du terrain, pour celles et ceux qui font vivre le jeu",
    lead: "Nous rendons la gestion des arbitres simple et gratuite, pour que les ligues consacrent leur temps et leur argent au sport.",
    storyTitle: "Notre histoire",
    story: [
      "Whistle est né au bord d’un terrain. L’un de nous était désignateur bénévole d’une ligue de football de jeunes : il passait chaque dimanche soir à faire correspondre arbitres et matchs dans un tableur, et chaque samedi matin à répondre au téléphone pour des changements.",
      "Les outils existants étaient chers, longs à prendre en main et facturés par arbitre, ce qui pénalisait les ligues qui grandissaient. Nous avons donc créé l’outil que nous voulions : rapide, pensé pour le mobile et gratuit pour l’essentiel.",
      "Aujourd’hui, Whistle aide les désignateurs à planifier les matchs et à désigner les arbitres, et aide les arbitres à voir leurs matchs, à les accepter ou les refuser, à tenir leurs disponibilités à jour et à suivre leurs gains.",
    ],
    valuesTitle: "Nos valeurs",
    values: [
      {
        title: "Les arbitres d’abord",
        description: "Chaque fonctionnalité part d’une question : cela facilite-t-il la journée d’un arbitre ?",
      },
      {
        title: "Gratuit là où ça compte",
        description: "La plateforme de base est gratuite pour toujours, sans limites et sans publicité.",
      },
      {
        title: "Un logiciel honnête",
        description: "Des prix clairs, 30 jours de préavis en cas de changement et vos données toujours exportables.",
      },
    ],
    teamTitle: "L’équipe",
    team: team([
      "Cofondateur et PDG",
      "Cofondatrice, responsable produit",
      "Responsable de l’ingénierie",
      "Responsable de la communauté des arbitres",
    ]),
  },
  de: {
    meta: {
      title: "Über uns",
      description:
        "Whistle wurde von einem ehrenamtlichen Ansetzer gegründet, um die Schiedsrichterplanung für jede Liga schnell, mobil und kostenlos zu machen.",
    },
    eyebrow: "Über uns",
    title: "Entstanden an der Seitenlinie, für alle, die das Spiel möglich machen",
    lead: "Wir machen die Schiedsrichterverwaltung einfach und kostenlos, damit Ligen ihre Zeit und ihr Geld in den Sport stecken können.",
    storyTitle: "Unsere Geschichte",
    story: [
      "Whistle begann an der Seitenlinie. Einer von uns war ehrenamtlicher Ansetzer in einer Jugendfußballliga: Jeden Sonntagabend ordnete er in einer Tabelle Schiedsrichter den Spielen zu, und jeden Samstagmorgen beantwortete er Anrufe wegen Änderungen.",
      "Die vorhandenen Werkzeuge waren teuer, schwer zu erlernen und wurden pro Schiedsrichter abgerechnet, was wachsende Ligen bestrafte. Also bauten wir das Werkzeug, das wir selbst wollten: schnell, fürs Smartphone gemacht und im Kern kostenlos.",
      "Heute hilft Whistle Ansetzern, Spiele zu planen und Schiedsrichter anzusetzen, und Schiedsrichtern, ihre Spiele zu sehen, sie anzunehmen oder abzulehnen, ihre Verfügbarkeit zu pflegen und ihre Einnahmen im Blick zu behalten.",
    ],
    valuesTitle: "Was uns wichtig ist",
    values: [
      {
        title: "Schiedsrichter zuerst",
        description: "Jede Funktion beginnt mit der Frage: Macht das den Tag eines Schiedsrichters leichter?",
      },
      {
        title: "Kostenlos, wo es zählt",
        description: "Die Basisplattform ist dauerhaft kostenlos, ohne Limits und ohne Werbung.",
      },
      {
        title: "Ehrliche Software",
        description: "Klare Preise, 30 Tage Vorlauf bei Änderungen und Ihre Daten jederzeit exportierbar.",
      },
    ],
    teamTitle: "Das Team",
    team: team([
      "Mitgründer und CEO",
      "Mitgründerin, Leiterin Produkt",
      "Leiterin Entwicklung",
      "Leiter Schiedsrichter-Community",
    ]),
  },
};
