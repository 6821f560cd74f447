/** The comparison page (spec section 2, "Why the product"). */

import { usd, usdRange, type Localized, type PageMetaText, type TextCard } from "./site";

export type ComparisonRow = { aspect: string; whistle: string; legacy: string };

/** Spec: eight rows against legacy systems, with the claimed legacy cost. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  { aspect: "Monthly cost", whistle: "$0", legacy: "$200-500+ per month" },
  { aspect: "Yearly cost", whistle: "$0", legacy: "$2,400-6,000+ per year" },
  { aspect: "Setup time", whistle: "2 minutes", legacy: "Weeks of onboarding" },
  { aspect: "Referee limit", whistle: "Unlimited", legacy: "Priced per referee" },
  { aspect: "Mobile apps", whistle: "Free iOS and Android apps", legacy: "Extra cost or none" },
  { aspect: "API access", whistle: "Free", legacy: "Enterprise tier only" },
  { aspect: "Support", whistle: "24/7", legacy: "Business hours" },
  { aspect: "Contract", whistle: "None, no credit card required", legacy: "Annual contract" },
];

export const BENEFITS: readonly TextCard[] = [
  {
    title: "Free forever",
    description: "The core platform costs nothing, with no limits on referees, games or leagues.",
  },
  {
    title: "Set up in 2 minutes",
    description: "Create an account, add your referees and schedule your first game the same afternoon.",
  },
  {
    title: "Built for phones",
    description: "Referees see, accept and decline games from the free iOS and Android apps.",
  },
  {
    title: "Fewer no-shows",
    description: "Automated reminders and instant change notices keep every official in the loop.",
  },
  {
    title: "Smarter assignments",
    description: "Suggestions weigh availability, certification and travel so the right referee gets the game.",
  },
  {
    title: "Your data, open",
    description: "Export everything at any time and connect your own tools through the free API.",
  },
];

/** The Why Whistle page in one language. */
export type WhyWhistlePage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  getStarted: string;
  seeFeatures: string;
  comparisonTitle: string;
  comparisonCaption: string;
  columns: { aspect: string; whistle: string; legacy: string };
  rows: readonly ComparisonRow[];
  benefitsTitle: string;
  benefits: readonly TextCard[];
};

export const WHY_WHISTLE_CONTENT: Localized<WhyWhistlePage> = {
  en: {
    meta: {
      title: "Why Whistle",
      description:
        "Compare Whistle with legacy referee systems that cost $200-500+ per month: free forever, set up in 2 minutes, unlimited referees.",
    },
    eyebrow: "Why Whistle",
    title: "Stop paying for referee software",
    lead: "Legacy systems charge $200-500+ per month for what Whistle does for free. Here is how they compare.",
    getStarted: "Get Started Free",
    seeFeatures: "See Features",
    comparisonTitle: "Whistle compared with legacy systems",
    comparisonCaption: "Whistle compared with legacy referee systems",
    columns: { aspect: "Feature", whistle: "Whistle", legacy: "Legacy systems" },
    rows: COMPARISON_ROWS,
    benefitsTitle: "What you get",
    benefits: BENEFITS,
  },
  es: {
    meta: {
      title: "Por qué Whistle",
      description: `Compara Whistle con los sistemas de arbitraje tradicionales, que cuestan ${usdRange("es", 200, 500)} o más al mes: gratis para siempre, listo en 2 minutos y con árbitros ilimitados.`,
    },
    eyebrow: "Por qué Whistle",
    title: "Deja de pagar por un software de árbitros",
    lead: `Los sistemas tradicionales cobran ${usdRange("es", 200, 500)} o más al mes por lo que Whistle hace gratis. Así se comparan.`,
    getStarted: "Empieza gratis",
    seeFeatures: "Ver funciones",
    comparisonTitle: "Whistle frente a los sistemas tradicionales",
    comparisonCaption: "Whistle frente a los sistemas de arbitraje tradicionales",
    columns: { aspect: "Aspecto", whistle: "Whistle", legacy: "Sistemas tradicionales" },
    rows: [
      { aspect: "Coste mensual", whistle: usd("es", 0), legacy: `${usdRange("es", 200, 500)} o más al mes` },
      { aspect: "Coste anual", whistle: usd("es", 0), legacy: `${usdRange("es", 2400, 6000)} o más al año` },
      { aspect: "Puesta en marcha", whistle: "2 minutos", legacy: "Semanas de implantación" },
      { aspect: "Límite de árbitros", whistle: "Ilimitados", legacy: "Precio por árbitro" },
      { aspect: "Apps móviles", whistle: "Apps gratuitas para iOS y Android", legacy: "Con coste extra o sin app" },
      { aspect: "Acceso a la API", whistle: "Gratis", legacy: "Solo en el plan Enterprise" },
      { aspect: "Soporte", whistle: "24/7", legacy: "En horario laboral" },
      { aspect: "Contrato", whistle: "Ninguno, sin tarjeta de crédito", legacy: "Contrato anual" },
    ],
    benefitsTitle: "Lo que obtienes",
    benefits: [
      {
        title: "Gratis para siempre",
        description: "La plataforma básica no cuesta nada, sin límites de árbitros, partidos ni ligas.",
      },
      {
        title: "Listo en 2 minutos",
        description: "Crea una cuenta, añade a tus árbitros y programa tu primer partido esa misma tarde.",
      },
      {
        title: "Hecho para el móvil",
        description: "Los árbitros ven, aceptan y rechazan partidos desde las apps gratuitas para iOS y Android.",
      },
      {
        title: "Menos ausencias",
        description:
          "Los recordatorios automáticos y los avisos de cambios al instante mantienen informados a todos los árbitros.",
      },
      {
        title: "Designaciones más inteligentes",
        description:
          "Las sugerencias tienen en cuenta la disponibilidad, la certificación y los desplazamientos para que cada partido tenga el árbitro adecuado.",
      },
      {
        title: "Tus datos, abiertos",
        description: "Exporta todo cuando quieras y conecta tus propias herramientas mediante la API gratuita.",
      },
    ],
  },
  fr: {
    meta: {
      title: "Pourquoi Whistle",
      description: `Comparez Whistle aux anciens systèmes de gestion d’arbitres, qui coûtent ${usdRange("fr", 200, 500)} ou plus par mois : gratuit pour toujours, prêt en 2 minutes, arbitres illimités.`,
    },
    eyebrow: "Pourquoi Whistle",
    title: "Arrêtez de payer pour gérer vos arbitres",
    lead: `Les anciens systèmes facturent ${usdRange("fr", 200, 500)} ou plus par mois ce que Whistle fait gratuitement. Voici la comparaison.`,
    getStarted: "Commencer gratuitement",
    seeFeatures: "Voir les fonctionnalités",
    comparisonTitle: "Whistle face aux anciens systèmes",
    comparisonCaption: "Whistle face aux anciens systèmes de gestion d’arbitres",
    columns: { aspect: "Critère", whistle: "Whistle", legacy: "Anciens systèmes" },
    rows: [
      { aspect: "Coût mensuel", whistle: usd("fr", 0), legacy: `${usdRange("fr", 200, 500)} ou plus par mois` },
      { aspect: "Coût annuel", whistle: usd("fr", 0), legacy: `${usdRange("fr", 2400, 6000)} ou plus par an` },
      { aspect: "Mise en place", whistle: "2 minutes", legacy: "Des semaines de prise en main" },
      { aspect: "Nombre d’arbitres", whistle: "Illimité", legacy: "Facturé par arbitre" },
      {
        aspect: "Applications mobiles",
        whistle: "Applications iOS et Android gratuites",
        legacy: "En option payante ou inexistantes",
      },
      { aspect: "Accès à l’API", whistle: "Gratuit", legacy: "Offre Enterprise uniquement" },
      { aspect: "Assistance", whistle: "24/7", legacy: "Aux heures de bureau" },
      { aspect: "Engagement", whistle: "Aucun, sans carte bancaire", legacy: "Contrat annuel" },
    ],
    benefitsTitle: "Ce que vous obtenez",
    benefits: [
      {
        title: "Gratuit pour toujours",
        description: "La plateforme de base ne coûte rien, sans limite d’arbitres, de matchs ou de ligues.",
      },
      {
        title: "Prêt en 2 minutes",
        description: "Créez un compte, ajoutez vos arbitres et planifiez votre premier match dans l’après-midi.",
      },
      {
        title: "Pensé pour le téléphone",
        description:
          "Les arbitres consultent, acceptent et refusent leurs matchs dans les applications iOS et Android gratuites.",
      },
      {
        title: "Moins d’absences",
        description:
          "Les rappels automatiques et les avis de modification instantanés tiennent chaque arbitre informé.",
      },
      {
        title: "Des désignations plus justes",
        description:
          "Les suggestions tiennent compte des disponibilités, de la certification et des déplacements pour que chaque match ait le bon arbitre.",
      },
      {
        title: "Vos données restent ouvertes",
        description: "Exportez tout à tout moment et connectez vos propres outils grâce à l’API gratuite.",
      },
    ],
  },
  de: {
    meta: {
      title: "Warum Whistle",
      description: `Vergleichen Sie Whistle mit herkömmlichen Schiedsrichter-Systemen, die ${usdRange("de", 200, 500)} oder mehr pro Monat kosten: dauerhaft kostenlos, in 2 Minuten eingerichtet, unbegrenzt viele Schiedsrichter.`,
    },
    eyebrow: "Warum Whistle",
    title: "Schluss mit teurer Schiedsrichter-Software",
    lead: `Herkömmliche Systeme verlangen ${usdRange("de", 200, 500)} oder mehr pro Monat für das, was Whistle kostenlos kann. Der Vergleich.`,
    getStarted: "Kostenlos starten",
    seeFeatures: "Funktionen ansehen",
    comparisonTitle: "Whistle im Vergleich mit herkömmlichen Systemen",
    comparisonCaption: "Whistle im Vergleich mit herkömmlichen Schiedsrichter-Systemen",
    columns: { aspect: "Merkmal", whistle: "Whistle", legacy: "Herkömmliche Systeme" },
    rows: [
      { aspect: "Monatliche Kosten", whistle: usd("de", 0), legacy: `${usdRange("de", 200, 500)} oder mehr pro Monat` },
      { aspect: "Jährliche Kosten", whistle: usd("de", 0), legacy: `${usdRange("de", 2400, 6000)} oder mehr pro Jahr` },
      { aspect: "Einrichtung", whistle: "2 Minuten", legacy: "Wochenlange Einarbeitung" },
      { aspect: "Anzahl Schiedsrichter", whistle: "Unbegrenzt", legacy: "Preis pro Schiedsrichter" },
      { aspect: "Mobile Apps", whistle: "Kostenlose Apps für iOS und Android", legacy: "Aufpreis oder keine" },
      { aspect: "API-Zugang", whistle: "Kostenlos", legacy: "Nur im Enterprise-Tarif" },
      { aspect: "Support", whistle: "24/7", legacy: "Zu Geschäftszeiten" },
      { aspect: "Vertrag", whistle: "Keiner, keine Kreditkarte nötig", legacy: "Jahresvertrag" },
    ],
    benefitsTitle: "Was Sie bekommen",
    benefits: [
      {
        title: "Dauerhaft kostenlos",
        description: "Die Basisplattform kostet nichts, ohne Limits bei Schiedsrichtern, Spielen oder Ligen.",
      },
      {
        title: "In 2 Minuten eingerichtet",
        description: "Konto anlegen, Schiedsrichter hinzufügen und noch am selben Nachmittag das erste Spiel planen.",
      },
      {
        title: "Fürs Smartphone gebaut",
        description:
          "Schiedsrichter sehen, bestätigen und lehnen Spiele in den kostenlosen Apps für iOS und Android ab.",
      },
      {
        title: "Weniger Nichtantritte",
        description:
          "Automatische Erinnerungen und sofortige Änderungsmeldungen halten alle Schiedsrichter auf dem Laufenden.",
      },
      {
        title: "Klügere Ansetzungen",
        description:
          "Die Vorschläge berücksichtigen Verfügbarkeit, Lizenz und Anfahrt, damit der richtige Schiedsrichter das Spiel bekommt.",
      },
      {
        title: "Ihre Daten bleiben offen",
        description: "Exportieren Sie jederzeit alles und verbinden Sie eigene Werkzeuge über die kostenlose API.",
      },
    ],
  },
};
