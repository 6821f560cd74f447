/** The home page (spec section 1): hero, figures, highlights, testimonials and plans, in each language. */

import { CLAIMS, SITE_NAME, type Localized } from "./site";

export type HomePage = {
  /** The whole `<title>`: the home page is the only one not titled "<page> | Whistle". */
  meta: { title: string; description: string };
  badge: string;
  title: string;
  lead: string;
  getStarted: string;
  seeFeatures: string;
  heroPoints: readonly string[];
  statsLabel: string;
  stats: { appRating: string; downloads: string; uptime: string; support: string };
  featuresTitle: string;
  featuresIntro: string;
  exploreFeatures: string;
  testimonialsTitle: string;
  pricingTitle: string;
  pricingIntro: string;
  comparePlans: string;
};

export const HOME_CONTENT: Localized<HomePage> = {
  en: {
    meta: {
      title: `${SITE_NAME} — referee management for sports leagues`,
      description:
        "Schedule games, assign referees and keep every official in the loop. Free forever for leagues of any size, set up in 2 minutes.",
    },
    badge: "The core platform is free forever",
    title: "Referee management that just works",
    lead: "Assignors schedule games and assign referees in minutes. Referees see their games, accept or decline them, keep their availability and track their earnings, from any phone.",
    getStarted: "Get Started Free",
    seeFeatures: "See Features",
    heroPoints: ["Free forever, no limits", `Set up in ${CLAIMS.setupMinutes} minutes`, "No credit card required"],
    statsLabel: "Whistle in numbers",
    stats: { appRating: "App rating", downloads: "Downloads", uptime: "Uptime", support: "Support" },
    featuresTitle: "Everything you need to run your officials",
    featuresIntro: "From the first game of the season to the last payout, in one place.",
    exploreFeatures: "Explore all features",
    testimonialsTitle: "Loved by leagues and officials",
    pricingTitle: "Simple, honest pricing",
    pricingIntro: "The core platform is free forever. Pay only for extras you choose.",
    comparePlans: "Compare plans and read the pricing FAQ",
  },
  es: {
    meta: {
      title: `${SITE_NAME} — gestión de árbitros para ligas deportivas`,
      description:
        "Programa partidos, designa árbitros y mantén informado a todo el equipo arbitral. Gratis para siempre para ligas de cualquier tamaño, listo en 2 minutos.",
    },
    badge: "La plataforma básica es gratis para siempre",
    title: "Gestión de árbitros que simplemente funciona",
    lead: "Los designadores programan partidos y designan árbitros en minutos. Los árbitros ven sus partidos, los aceptan o rechazan, mantienen su disponibilidad y siguen sus ingresos desde cualquier móvil.",
    getStarted: "Empieza gratis",
    seeFeatures: "Ver funciones",
    heroPoints: [
      "Gratis para siempre, sin límites",
      `Listo en ${CLAIMS.setupMinutes} minutos`,
      "Sin tarjeta de crédito",
    ],
    statsLabel: "Whistle en cifras",
    stats: { appRating: "Valoración de la app", downloads: "Descargas", uptime: "Disponibilidad", support: "Soporte" },
    featuresTitle: "Todo lo que necesitas para gestionar a tus árbitros",
    featuresIntro: "Del primer partido de la temporada al último pago, en un solo lugar.",
    exploreFeatures: "Descubre todas las funciones",
    testimonialsTitle: "Ligas y árbitros confían en Whistle",
    pricingTitle: "Precios sencillos y honestos",
    pricingIntro: "La plataforma básica es gratis para siempre. Paga solo por los extras que elijas.",
    comparePlans: "Compara los planes y lee las preguntas frecuentes sobre precios",
  },
  fr: {
    meta: {
      title: `${SITE_NAME} — la gestion des arbitres pour les ligues sportives`,
      description:
        "Planifiez les matchs, désignez les arbitres et tenez chacun informé. Gratuit pour toujours, pour les ligues de toutes tailles, prêt en 2 minutes.",
    },
    badge: "La plateforme de base est gratuite pour toujours",
    title: "La gestion des arbitres, tout simplement",
    lead: "Les désignateurs planifient les matchs et désignent les arbitres en quelques minutes. Les arbitres voient leurs matchs, les acceptent ou les refusent, tiennent leurs disponibilités à jour et suivent leurs gains, depuis n’importe quel téléphone.",
    getStarted: "Commencer gratuitement",
    seeFeatures: "Voir les fonctionnalités",
    heroPoints: [
      "Gratuit pour toujours, sans limites",
      `Prêt en ${CLAIMS.setupMinutes} minutes`,
      "Sans carte bancaire",
    ],
    statsLabel: "Whistle en chiffres",
    stats: {
      appRating: "Note de l’application",
      downloads: "Téléchargements",
      uptime: "Disponibilité",
      support: "Assistance",
    },
    featuresTitle: "Tout ce qu’il faut pour gérer vos arbitres",
    featuresIntro: "Du premier match de la saison au dernier paiement, au même endroit.",
    exploreFeatures: "Découvrir toutes les fonctionnalités",
    testimonialsTitle: "Adopté par les ligues et les arbitres",
    pricingTitle: "Des tarifs simples et honnêtes",
    pricingIntro:
      "La plateforme de base est gratuite pour toujours. Vous ne payez que les options que vous choisissez.",
    comparePlans: "Comparer les offres et lire la FAQ sur les tarifs",
  },
  de: {
    meta: {
      title: `${SITE_NAME} — Schiedsrichterverwaltung für Sportligen`,
      description:
        "Spiele planen, Schiedsrichter ansetzen und alle auf dem Laufenden halten. Dauerhaft kostenlos für Ligen jeder Größe, in 2 Minuten eingerichtet.",
    },
    badge: "Die Basisplattform ist dauerhaft kostenlos",
    title: "Schiedsrichterverwaltung, die einfach funktioniert",
    lead: "Ansetzer planen Spiele und setzen Schiedsrichter in Minuten an. Schiedsrichter sehen ihre Spiele, nehmen sie an oder lehnen sie ab, pflegen ihre Verfügbarkeit und behalten ihre Einnahmen im Blick, auf jedem Smartphone.",
    getStarted: "Kostenlos starten",
    seeFeatures: "Funktionen ansehen",
    heroPoints: [
      "Dauerhaft kostenlos, ohne Limits",
      `In ${CLAIMS.setupMinutes} Minuten eingerichtet`,
      "Keine Kreditkarte nötig",
    ],
    statsLabel: "Whistle in Zahlen",
    stats: { appRating: "App-Bewertung", downloads: "Downloads", uptime: "Verfügbarkeit", support: "Support" },
    featuresTitle: "Alles, was Sie für Ihre Schiedsrichter brauchen",
    featuresIntro: "Vom ersten Spiel der Saison bis zur letzten Auszahlung, an einem Ort.",
    exploreFeatures: "Alle Funktionen entdecken",
    testimonialsTitle: "Beliebt bei Ligen und Schiedsrichtern",
    pricingTitle: "Einfache, ehrliche Preise",
    pricingIntro: "Die Basisplattform ist dauerhaft kostenlos. Sie zahlen nur für Extras, die Sie wählen.",
    comparePlans: "Tarife vergleichen und Preis-FAQ lesen",
  },
};
