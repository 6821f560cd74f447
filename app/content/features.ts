/** The feature grid (spec section 1 highlights) and its category filter (spec section 2, Features). */

import type { Localized, PageMetaText } from "./site";

export const FEATURE_CATEGORIES = ["all", "automation", "management", "communication", "analytics"] as const;
export type FeatureCategory = (typeof FEATURE_CATEGORIES)[number];

export const FEATURE_CATEGORY_LABELS: Record<FeatureCategory, string> = {
  all: "All",
  automation: "Automation",
  management: "Management",
  communication: "Communication",
  analytics: "Analytics",
};

/** Names of lucide icons the pages map to components; content stays free of JSX. */
export type FeatureIcon =
  | "calendar"
  | "sparkles"
  | "bell"
  | "users"
  | "credit-card"
  | "chart"
  | "smartphone"
  | "shield"
  | "message"
  | "clipboard"
  | "star"
  | "refresh";

export type Feature = {
  title: string;
  description: string;
  category: Exclude<FeatureCategory, "all">;
  icon: FeatureIcon;
};

export const FEATURES: readonly Feature[] = [
  {
    title: "Smart Scheduling",
    description: "Build a season of games with venues, levels and fees, and see conflicts before they happen.",
    category: "automation",
    icon: "calendar",
  },
  {
    title: "AI Assignment Suggestions",
    description: "Get ranked referee suggestions for every slot from availability, certification level and distance.",
    category: "automation",
    icon: "sparkles",
  },
  {
    title: "Automated Reminders",
    description: "Referees get reminders before each game by email and SMS, without anyone pressing send.",
    category: "automation",
    icon: "refresh",
  },
  {
    title: "Referee Database",
    description: "Every official's skills, certifications, levels and availability in one searchable place.",
    category: "management",
    icon: "users",
  },
  {
    title: "Payment Tracking",
    description: "Track game fees from assignment to payout, and let referees see what they are owed.",
    category: "management",
    icon: "credit-card",
  },
  {
    title: "Game Reports and Ratings",
    description: "Collect post-game reports and rate officials to plan development and promotions.",
    category: "management",
    icon: "clipboard",
  },
  {
    title: "Real-Time Updates",
    description: "A moved kickoff or a changed venue reaches every assigned referee the moment you save it.",
    category: "communication",
    icon: "bell",
  },
  {
    title: "Email and SMS Notifications",
    description: "Assignments, changes and cancellations go out automatically on the channel each referee prefers.",
    category: "communication",
    icon: "message",
  },
  {
    title: "Mobile-First, Offline Too",
    description: "Referees accept games and update availability from their phones, even without a signal.",
    category: "communication",
    icon: "smartphone",
  },
  {
    title: "League Analytics",
    description: "See coverage, acceptance rates and open slots across the season at a glance.",
    category: "analytics",
    icon: "chart",
  },
  {
    title: "Performance Tracking",
    description: "Follow each referee's games, ratings and reliability over time.",
    category: "analytics",
    icon: "star",
  },
  {
    title: "Security Built In",
    description: "Encrypted connections, role-based access and an audit trail for every change.",
    category: "management",
    icon: "shield",
  },
];

export function isFeatureCategory(value: string | null): value is FeatureCategory {
  return value !== null && (FEATURE_CATEGORIES as readonly string[]).includes(value);
}

/** The features of `category`, from `features` (the English ones, or a translation of them). */
export function featuresIn(category: FeatureCategory, features: readonly Feature[] = FEATURES): readonly Feature[] {
  return category === "all" ? features : features.filter((feature) => feature.category === category);
}

/** The Features page in one language; its first six features are also on the home page. */
export type FeaturesPage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  filterLabel: string;
  categoryLabels: Record<FeatureCategory, string>;
  features: readonly Feature[];
};

/** A translation of FEATURES: the same features in the same order, worded in another language. */
function translated(texts: readonly (readonly [title: string, description: string])[]): readonly Feature[] {
  if (texts.length !== FEATURES.length) throw new Error("A translation of FEATURES must word every feature.");
  return FEATURES.map((feature, index) => {
    const [title, description] = texts[index]!;
    return { ...feature, title, description };
  });
}

export const FEATURES_CONTENT: Localized<FeaturesPage> = {
  en: {
    meta: {
      title: "Features",
      description:
        "Smart scheduling, AI assignment suggestions, real-time notifications, payment tracking and analytics for referee assignors.",
    },
    eyebrow: "Features",
    title: "Everything you need to manage referees",
    lead: "Scheduling, assignments, communication and analytics in one free platform.",
    filterLabel: "Feature categories",
    categoryLabels: FEATURE_CATEGORY_LABELS,
    features: FEATURES,
  },
  es: {
    meta: {
      title: "Funciones",
      description:
        "Calendario inteligente, sugerencias de designación con IA, notificaciones en tiempo real, seguimiento de pagos y análisis para designadores de árbitros.",
    },
    eyebrow: "Funciones",
    title: "Todo lo que necesitas para gestionar a tus árbitros",
    lead: "Calendario, designaciones, comunicación y análisis en una sola plataforma gratuita.",
    filterLabel: "Categorías de funciones",
    categoryLabels: {
      all: "Todas",
      automation: "Automatización",
      management: "Gestión",
      communication: "Comunicación",
      analytics: "Análisis",
    },
    features: translated([
      [
        "Calendario inteligente",
        "Crea una temporada de partidos con sedes, categorías y tarifas, y detecta los conflictos antes de que ocurran.",
      ],
      [
        "Sugerencias de designación con IA",
        "Recibe para cada puesto una lista de árbitros sugeridos según disponibilidad, nivel de certificación y distancia.",
      ],
      [
        "Recordatorios automáticos",
        "Los árbitros reciben recordatorios antes de cada partido por correo electrónico y SMS, sin que nadie tenga que enviarlos.",
      ],
      [
        "Base de datos de árbitros",
        "Las habilidades, certificaciones, niveles y disponibilidad de cada árbitro, en un solo lugar y con búsqueda.",
      ],
      [
        "Seguimiento de pagos",
        "Sigue las tarifas de cada partido desde la designación hasta el pago, y deja que los árbitros vean lo que se les debe.",
      ],
      [
        "Informes y valoraciones de partidos",
        "Recoge informes tras cada partido y valora a los árbitros para planificar su formación y sus ascensos.",
      ],
      [
        "Actualizaciones en tiempo real",
        "Un cambio de hora o de sede llega a todos los árbitros designados en cuanto lo guardas.",
      ],
      [
        "Notificaciones por correo y SMS",
        "Designaciones, cambios y cancelaciones se envían automáticamente por el canal que prefiere cada árbitro.",
      ],
      [
        "Pensado para el móvil, también sin conexión",
        "Los árbitros aceptan partidos y actualizan su disponibilidad desde el móvil, incluso sin cobertura.",
      ],
      [
        "Análisis de la liga",
        "Consulta de un vistazo la cobertura, las tasas de aceptación y los puestos sin cubrir de toda la temporada.",
      ],
      [
        "Seguimiento del rendimiento",
        "Sigue a lo largo del tiempo los partidos, las valoraciones y la fiabilidad de cada árbitro.",
      ],
      ["Seguridad integrada", "Conexiones cifradas, acceso según el rol y un registro de auditoría de cada cambio."],
    ]),
  },
  fr: {
    meta: {
      title: "Fonctionnalités",
      description:
        "Planification intelligente, suggestions de désignation par IA, notifications en temps réel, suivi des paiements et statistiques pour les désignateurs d’arbitres.",
    },
    eyebrow: "Fonctionnalités",
    title: "Tout ce qu’il faut pour gérer vos arbitres",
    lead: "Planification, désignations, communication et statistiques sur une seule plateforme gratuite.",
    filterLabel: "Catégories de fonctionnalités",
    categoryLabels: {
      all: "Toutes",
      automation: "Automatisation",
      management: "Gestion",
      communication: "Communication",
      analytics: "Statistiques",
    },
    features: translated([
      [
        "Planification intelligente",
        "Construisez une saison de matchs avec terrains, niveaux et indemnités, et repérez les conflits avant qu’ils ne surviennent.",
      ],
      [
        "Suggestions de désignation par IA",
        "Obtenez pour chaque poste des arbitres suggérés et classés selon leurs disponibilités, leur niveau de certification et la distance.",
      ],
      [
        "Rappels automatiques",
        "Les arbitres reçoivent un rappel avant chaque match par e-mail et par SMS, sans que personne n’ait à l’envoyer.",
      ],
      [
        "Base de données des arbitres",
        "Les compétences, certifications, niveaux et disponibilités de chaque arbitre, au même endroit et faciles à retrouver.",
      ],
      [
        "Suivi des paiements",
        "Suivez les indemnités de chaque match, de la désignation au versement, et permettez aux arbitres de voir ce qui leur est dû.",
      ],
      [
        "Rapports et évaluations de match",
        "Recueillez les rapports d’après-match et évaluez les arbitres pour planifier leur progression et leurs promotions.",
      ],
      [
        "Mises à jour en temps réel",
        "Un coup d’envoi déplacé ou un changement de terrain parvient à chaque arbitre désigné dès que vous enregistrez.",
      ],
      [
        "Notifications par e-mail et SMS",
        "Désignations, modifications et annulations partent automatiquement par le canal que chaque arbitre préfère.",
      ],
      [
        "Pensé pour le mobile, même hors ligne",
        "Les arbitres acceptent des matchs et mettent à jour leurs disponibilités depuis leur téléphone, même sans réseau.",
      ],
      [
        "Statistiques de la ligue",
        "Visualisez d’un coup d’œil la couverture, les taux d’acceptation et les postes à pourvoir sur toute la saison.",
      ],
      ["Suivi des performances", "Suivez dans le temps les matchs, les évaluations et la fiabilité de chaque arbitre."],
      ["Sécurité intégrée", "Connexions chiffrées, accès selon le rôle et journal d’audit de chaque modification."],
    ]),
  },
  de: {
    meta: {
      title: "Funktionen",
      description:
        "Intelligente Spielplanung, KI-Vorschläge für Ansetzungen, Benachrichtigungen in Echtzeit, Zahlungsverfolgung und Auswertungen für Ansetzer.",
    },
    eyebrow: "Funktionen",
    title: "Alles, was Sie für die Verwaltung Ihrer Schiedsrichter brauchen",
    lead: "Spielplanung, Ansetzungen, Kommunikation und Auswertungen auf einer kostenlosen Plattform.",
    filterLabel: "Funktionskategorien",
    categoryLabels: {
      all: "Alle",
      automation: "Automatisierung",
      management: "Verwaltung",
      communication: "Kommunikation",
      analytics: "Auswertungen",
    },
    features: translated([
      [
        "Intelligente Spielplanung",
        "Planen Sie eine ganze Saison mit Spielorten, Spielklassen und Spielgeldern und erkennen Sie Konflikte, bevor sie entstehen.",
      ],
      [
        "KI-Vorschläge für Ansetzungen",
        "Erhalten Sie für jede Position eine Rangliste passender Schiedsrichter nach Verfügbarkeit, Lizenzstufe und Entfernung.",
      ],
      [
        "Automatische Erinnerungen",
        "Schiedsrichter werden vor jedem Spiel per E-Mail und SMS erinnert, ohne dass jemand auf Senden drücken muss.",
      ],
      [
        "Schiedsrichter-Datenbank",
        "Fähigkeiten, Lizenzen, Stufen und Verfügbarkeit aller Schiedsrichter an einem durchsuchbaren Ort.",
      ],
      [
        "Zahlungsverfolgung",
        "Verfolgen Sie Spielgelder von der Ansetzung bis zur Auszahlung und zeigen Sie Schiedsrichtern, was ihnen zusteht.",
      ],
      [
        "Spielberichte und Bewertungen",
        "Sammeln Sie Spielberichte und bewerten Sie Schiedsrichter, um Förderung und Aufstiege zu planen.",
      ],
      [
        "Aktualisierungen in Echtzeit",
        "Eine verlegte Anstoßzeit oder ein neuer Spielort erreicht alle angesetzten Schiedsrichter, sobald Sie speichern.",
      ],
      [
        "Benachrichtigungen per E-Mail und SMS",
        "Ansetzungen, Änderungen und Absagen gehen automatisch über den Kanal hinaus, den jeder Schiedsrichter bevorzugt.",
      ],
      [
        "Für das Smartphone gemacht, auch offline",
        "Schiedsrichter nehmen Spiele an und pflegen ihre Verfügbarkeit auf dem Smartphone, auch ohne Empfang.",
      ],
      [
        "Liga-Auswertungen",
        "Behalten Sie Abdeckung, Annahmequoten und offene Positionen der ganzen Saison auf einen Blick im Griff.",
      ],
      [
        "Leistungsverfolgung",
        "Verfolgen Sie Spiele, Bewertungen und Zuverlässigkeit jedes Schiedsrichters über die Zeit.",
      ],
      [
        "Integrierte Sicherheit",
        "Verschlüsselte Verbindungen, rollenbasierter Zugriff und ein Prüfprotokoll für jede Änderung.",
      ],
    ]),
  },
};
