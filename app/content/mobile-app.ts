/** The Mobile App page (spec section 2): download buttons, features and the claimed ratings. */

import type { Localized, PageMetaText, TextCard } from "./site";

export const MOBILE_FEATURES: readonly TextCard[] = [
  {
    title: "Accept games on the go",
    description: "See new assignments the moment they are published and accept or decline with one tap.",
  },
  {
    title: "Offline availability",
    description: "Update your availability without a signal; it syncs when you are back online.",
  },
  {
    title: "Push reminders",
    description: "Get reminded before every game with the venue, kickoff time and your crew.",
  },
  {
    title: "Earnings at a glance",
    description: "Follow what you have earned this season and what is still to be paid.",
  },
];

export type AppStore = { name: string; platform: string };

/** The apps are not published yet: the page says so instead of linking nowhere. */
export const APP_STORES: readonly AppStore[] = [
  { name: "App Store", platform: "iOS" },
  { name: "Google Play", platform: "Android" },
];

/** The Mobile App page in one language. */
export type MobileAppPage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  downloadsLabel: string;
  notYetPublished: string;
  ratingsLabel: string;
  averageRating: string;
  downloads: string;
  featuresTitle: string;
  features: readonly TextCard[];
};

export const MOBILE_APP_CONTENT: Localized<MobileAppPage> = {
  en: {
    meta: {
      title: "Mobile App",
      description:
        "Free Whistle apps for iOS and Android: accept games, update availability offline and get reminders on the go.",
    },
    eyebrow: "Mobile app",
    title: "Whistle in your pocket",
    lead: "Free iOS and Android apps for referees and assignors. Accept games, update availability and get reminders wherever you are.",
    downloadsLabel: "Downloads",
    notYetPublished: "The apps are not in the stores yet. Until they are, Whistle works in any phone browser.",
    ratingsLabel: "Ratings",
    averageRating: "Average rating",
    downloads: "Downloads",
    featuresTitle: "Made for match day",
    features: MOBILE_FEATURES,
  },
  es: {
    meta: {
      title: "App móvil",
      description:
        "Apps gratuitas de Whistle para iOS y Android: acepta partidos, actualiza tu disponibilidad sin conexión y recibe recordatorios estés donde estés.",
    },
    eyebrow: "App móvil",
    title: "Whistle en tu bolsillo",
    lead: "Apps gratuitas para iOS y Android, para árbitros y designadores. Acepta partidos, actualiza tu disponibilidad y recibe recordatorios estés donde estés.",
    downloadsLabel: "Descargas",
    notYetPublished:
      "Las apps aún no están en las tiendas. Mientras tanto, Whistle funciona en el navegador de cualquier móvil.",
    ratingsLabel: "Valoraciones",
    averageRating: "Valoración media",
    downloads: "Descargas",
    featuresTitle: "Hecha para el día de partido",
    features: [
      {
        title: "Acepta partidos estés donde estés",
        description: "Ve las nuevas designaciones en cuanto se publican y acéptalas o recházalas con un toque.",
      },
      {
        title: "Disponibilidad sin conexión",
        description: "Actualiza tu disponibilidad sin cobertura; se sincroniza cuando vuelves a tener conexión.",
      },
      {
        title: "Recordatorios push",
        description:
          "Recibe un recordatorio antes de cada partido con la sede, la hora de inicio y tu equipo arbitral.",
      },
      {
        title: "Tus ingresos de un vistazo",
        description: "Sigue lo que has ganado esta temporada y lo que aún está pendiente de pago.",
      },
    ],
  },
  fr: {
    meta: {
      title: "Application mobile",
      description:
        "Applications Whistle gratuites pour iOS et Android : acceptez des matchs, mettez à jour vos disponibilités hors ligne et recevez des rappels où que vous soyez.",
    },
    eyebrow: "Application mobile",
    title: "Whistle dans votre poche",
    lead: "Des applications iOS et Android gratuites pour les arbitres et les désignateurs. Acceptez des matchs, mettez à jour vos disponibilités et recevez des rappels où que vous soyez.",
    downloadsLabel: "Téléchargements",
    notYetPublished:
      "Les applications ne sont pas encore dans les stores. En attendant, Whistle fonctionne dans le navigateur de n’importe quel téléphone.",
    ratingsLabel: "Notes",
    averageRating: "Note moyenne",
    downloads: "Téléchargements",
    featuresTitle: "Conçue pour les jours de match",
    features: [
      {
        title: "Acceptez des matchs en déplacement",
        description: "Voyez les nouvelles désignations dès leur publication et acceptez-les ou refusez-les d’un geste.",
      },
      {
        title: "Disponibilités hors ligne",
        description:
          "Mettez à jour vos disponibilités sans réseau ; elles se synchronisent dès que vous êtes de nouveau en ligne.",
      },
      {
        title: "Rappels push",
        description:
          "Recevez un rappel avant chaque match avec le terrain, l’heure du coup d’envoi et votre trio arbitral.",
      },
      {
        title: "Vos gains en un coup d’œil",
        description: "Suivez ce que vous avez gagné cette saison et ce qui reste à vous être payé.",
      },
    ],
  },
  de: {
    meta: {
      title: "Mobile App",
      description:
        "Kostenlose Whistle-Apps für iOS und Android: Spiele annehmen, Verfügbarkeit offline pflegen und unterwegs Erinnerungen erhalten.",
    },
    eyebrow: "Mobile App",
    title: "Whistle für die Hosentasche",
    lead: "Kostenlose Apps für iOS und Android, für Schiedsrichter und Ansetzer. Nehmen Sie Spiele an, pflegen Sie Ihre Verfügbarkeit und erhalten Sie Erinnerungen, wo immer Sie sind.",
    downloadsLabel: "Downloads",
    notYetPublished:
      "Die Apps sind noch nicht in den Stores. Bis dahin funktioniert Whistle in jedem Smartphone-Browser.",
    ratingsLabel: "Bewertungen",
    averageRating: "Durchschnittliche Bewertung",
    downloads: "Downloads",
    featuresTitle: "Gemacht für den Spieltag",
    features: [
      {
        title: "Spiele unterwegs annehmen",
        description:
          "Sehen Sie neue Ansetzungen, sobald sie veröffentlicht sind, und nehmen Sie sie mit einem Tippen an oder lehnen Sie sie ab.",
      },
      {
        title: "Verfügbarkeit offline",
        description:
          "Pflegen Sie Ihre Verfügbarkeit auch ohne Empfang; sie wird synchronisiert, sobald Sie wieder online sind.",
      },
      {
        title: "Push-Erinnerungen",
        description: "Lassen Sie sich vor jedem Spiel an Spielort, Anstoßzeit und Ihr Gespann erinnern.",
      },
      {
        title: "Einnahmen auf einen Blick",
        description: "Verfolgen Sie, was Sie in dieser Saison verdient haben und was noch aussteht.",
      },
    ],
  },
};
