/** The Why Free page (spec section 2): mission, four beliefs, three revenue sources, a promise. */

import { usd, type Localized, type PageMetaText, type TextCard } from "./site";

export const MISSION =
  "Every game deserves a qualified referee, and every league deserves tools that help it find one, whatever its budget. Most youth and amateur leagues run on volunteer time and thin margins; money spent on scheduling software is money not spent on fields, equipment and the officials themselves. So the core of Whistle is free.";

export const BELIEFS: readonly TextCard[] = [
  {
    title: "Sport should be accessible",
    description: "A small club should have the same tools as a national association.",
  },
  {
    title: "Referees deserve respect",
    description: "Clear schedules, timely pay and fewer late changes keep good officials in the game.",
  },
  {
    title: "Simple beats complicated",
    description: "Software should take minutes to learn, not a training course.",
  },
  {
    title: "Trust is earned",
    description: "No ads, no selling your data, and no surprise limits once you depend on us.",
  },
];

export const REVENUE_SOURCES: readonly TextCard[] = [
  {
    title: "Pro Accounting",
    description:
      "Leagues that pay referees can add 1099 forms, tax documents and financial reports for $5 per active user per month.",
  },
  {
    title: "Instant withdrawals",
    description: "Referees who want their money within minutes pay a small fee; standard withdrawals stay free.",
  },
  {
    title: "Enterprise consulting",
    description: "Associations running several leagues pay for migration, integrations and training.",
  },
];

export const PROMISE =
  "The core platform will stay free forever: unlimited referees, scheduling, assignments, notifications and the mobile apps. If we ever change what paid plans cost, you will hear from us at least 30 days before.";

/** The Why Free page in one language. */
export type WhyFreePage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  missionTitle: string;
  mission: string;
  beliefsTitle: string;
  beliefs: readonly TextCard[];
  revenueTitle: string;
  revenue: readonly TextCard[];
  promiseTitle: string;
  promise: string;
};

export const WHY_FREE_CONTENT: Localized<WhyFreePage> = {
  en: {
    meta: {
      title: "Why Free",
      description:
        "Why Whistle's core platform is free forever, what we believe, how we make money and the promise we make to leagues.",
    },
    eyebrow: "Why free",
    title: "Why Whistle is free",
    lead: "No trial, no catch: the core platform is free forever. Here is why, and how we pay the bills.",
    missionTitle: "Our mission",
    mission: MISSION,
    beliefsTitle: "What we believe",
    beliefs: BELIEFS,
    revenueTitle: "How we make money",
    revenue: REVENUE_SOURCES,
    promiseTitle: "Our promise",
    promise: PROMISE,
  },
  es: {
    meta: {
      title: "Por qué es gratis",
      description:
        "Por qué la plataforma básica de Whistle es gratis para siempre, en qué creemos, cómo ganamos dinero y qué prometemos a las ligas.",
    },
    eyebrow: "Por qué es gratis",
    title: "Por qué Whistle es gratis",
    lead: "Sin periodo de prueba y sin letra pequeña: la plataforma básica es gratis para siempre. Te contamos por qué y cómo pagamos las facturas.",
    missionTitle: "Nuestra misión",
    mission:
      "Todo partido merece un árbitro cualificado, y toda liga merece herramientas que la ayuden a encontrarlo, tenga el presupuesto que tenga. La mayoría de las ligas juveniles y aficionadas funcionan con tiempo de voluntarios y márgenes ajustados; el dinero que se gasta en software de programación es dinero que no va a campos, material ni a los propios árbitros. Por eso el núcleo de Whistle es gratis.",
    beliefsTitle: "En qué creemos",
    beliefs: [
      {
        title: "El deporte debe ser accesible",
        description: "Un club pequeño debe tener las mismas herramientas que una federación nacional.",
      },
      {
        title: "Los árbitros merecen respeto",
        description:
          "Calendarios claros, pagos puntuales y menos cambios de última hora hacen que los buenos árbitros sigan en activo.",
      },
      {
        title: "Lo sencillo gana a lo complicado",
        description: "Aprender a usar un software debería llevar minutos, no un curso de formación.",
      },
      {
        title: "La confianza se gana",
        description: "Sin anuncios, sin vender tus datos y sin límites sorpresa cuando ya dependes de nosotros.",
      },
    ],
    revenueTitle: "Cómo ganamos dinero",
    revenue: [
      {
        title: "Pro Accounting",
        description: `Las ligas que pagan a sus árbitros pueden añadir formularios 1099, documentos fiscales e informes financieros por ${usd("es", 5)} por usuario activo al mes.`,
      },
      {
        title: "Retiradas instantáneas",
        description:
          "Los árbitros que quieren su dinero en minutos pagan una pequeña comisión; las retiradas estándar siguen siendo gratis.",
      },
      {
        title: "Consultoría Enterprise",
        description:
          "Las federaciones que gestionan varias ligas pagan por la migración, las integraciones y la formación.",
      },
    ],
    promiseTitle: "Nuestra promesa",
    promise:
      "La plataforma básica seguirá siendo gratis para siempre: árbitros ilimitados, calendario, designaciones, notificaciones y apps móviles. Si algún día cambiamos el precio de los planes de pago, te avisaremos con al menos 30 días de antelación.",
  },
  fr: {
    meta: {
      title: "Pourquoi gratuit",
      description:
        "Pourquoi la plateforme de base de Whistle est gratuite pour toujours, ce en quoi nous croyons, comment nous gagnons de l’argent et ce que nous promettons aux ligues.",
    },
    eyebrow: "Pourquoi gratuit",
    title: "Pourquoi Whistle est gratuit",
    lead: "Ni période d’essai ni piège : la plateforme de base est gratuite pour toujours. Voici pourquoi, et comment nous payons les factures.",
    missionTitle: "Notre mission",
    mission:
      "Chaque match mérite un arbitre qualifié, et chaque ligue mérite des outils qui l’aident à le trouver, quel que soit son budget. La plupart des ligues de jeunes et amateurs fonctionnent grâce aux bénévoles, avec des marges serrées : l’argent dépensé en logiciel de planification n’est pas dépensé pour les terrains, le matériel et les arbitres eux-mêmes. C’est pourquoi l’essentiel de Whistle est gratuit.",
    beliefsTitle: "Ce en quoi nous croyons",
    beliefs: [
      {
        title: "Le sport doit être accessible",
        description: "Un petit club doit disposer des mêmes outils qu’une fédération nationale.",
      },
      {
        title: "Les arbitres méritent le respect",
        description:
          "Des plannings clairs, des paiements ponctuels et moins de changements tardifs retiennent les bons arbitres.",
      },
      {
        title: "La simplicité avant tout",
        description: "Un logiciel doit s’apprendre en quelques minutes, pas en suivant une formation.",
      },
      {
        title: "La confiance se mérite",
        description:
          "Pas de publicité, pas de revente de vos données, pas de limites surprises une fois que vous dépendez de nous.",
      },
    ],
    revenueTitle: "Comment nous gagnons de l’argent",
    revenue: [
      {
        title: "Pro Accounting",
        description: `Les ligues qui rémunèrent leurs arbitres peuvent ajouter les formulaires 1099, les documents fiscaux et les rapports financiers pour ${usd("fr", 5)} par utilisateur actif et par mois.`,
      },
      {
        title: "Retraits instantanés",
        description:
          "Les arbitres qui veulent leur argent en quelques minutes paient des frais modiques ; les retraits standard restent gratuits.",
      },
      {
        title: "Conseil Enterprise",
        description:
          "Les fédérations qui gèrent plusieurs ligues paient pour la migration, les intégrations et la formation.",
      },
    ],
    promiseTitle: "Notre promesse",
    promise:
      "La plateforme de base restera gratuite pour toujours : arbitres illimités, planification, désignations, notifications et applications mobiles. Si nous modifions un jour le prix des offres payantes, vous serez prévenu au moins 30 jours à l’avance.",
  },
  de: {
    meta: {
      title: "Warum kostenlos",
      description:
        "Warum die Basisplattform von Whistle dauerhaft kostenlos ist, woran wir glauben, womit wir Geld verdienen und was wir Ligen versprechen.",
    },
    eyebrow: "Warum kostenlos",
    title: "Warum Whistle kostenlos ist",
    lead: "Keine Testphase, kein Haken: Die Basisplattform ist dauerhaft kostenlos. Hier erfahren Sie, warum und wie wir unsere Rechnungen bezahlen.",
    missionTitle: "Unsere Mission",
    mission:
      "Jedes Spiel verdient einen qualifizierten Schiedsrichter, und jede Liga verdient Werkzeuge, die ihr helfen, ihn zu finden, unabhängig vom Budget. Die meisten Jugend- und Amateurligen leben von ehrenamtlicher Zeit und knappen Mitteln; Geld für Planungssoftware fehlt für Plätze, Ausrüstung und die Schiedsrichter selbst. Deshalb ist der Kern von Whistle kostenlos.",
    beliefsTitle: "Woran wir glauben",
    beliefs: [
      {
        title: "Sport muss zugänglich sein",
        description: "Ein kleiner Verein soll dieselben Werkzeuge haben wie ein nationaler Verband.",
      },
      {
        title: "Schiedsrichter verdienen Respekt",
        description:
          "Klare Spielpläne, pünktliche Bezahlung und weniger kurzfristige Änderungen halten gute Schiedsrichter bei der Stange.",
      },
      {
        title: "Einfach schlägt kompliziert",
        description: "Software sollte man in Minuten lernen, nicht in einer Schulung.",
      },
      {
        title: "Vertrauen muss man sich verdienen",
        description:
          "Keine Werbung, kein Verkauf Ihrer Daten und keine überraschenden Limits, wenn Sie erst einmal auf uns angewiesen sind.",
      },
    ],
    revenueTitle: "Womit wir Geld verdienen",
    revenue: [
      {
        title: "Pro Accounting",
        description: `Ligen, die Schiedsrichter bezahlen, können für ${usd("de", 5)} pro aktivem Nutzer und Monat 1099-Formulare, Steuerunterlagen und Finanzberichte hinzubuchen.`,
      },
      {
        title: "Sofortauszahlungen",
        description:
          "Schiedsrichter, die ihr Geld innerhalb von Minuten möchten, zahlen eine kleine Gebühr; Standardauszahlungen bleiben kostenlos.",
      },
      {
        title: "Enterprise-Beratung",
        description: "Verbände mit mehreren Ligen bezahlen für Migration, Integrationen und Schulung.",
      },
    ],
    promiseTitle: "Unser Versprechen",
    promise:
      "Die Basisplattform bleibt dauerhaft kostenlos: unbegrenzt viele Schiedsrichter, Spielplanung, Ansetzungen, Benachrichtigungen und die mobilen Apps. Sollten sich die Preise der kostenpflichtigen Tarife je ändern, erfahren Sie es mindestens 30 Tage vorher von uns.",
  },
};
