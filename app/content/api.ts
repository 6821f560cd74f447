/**
 * The API page (spec section 7): sample endpoints and what the API offers. Every sample is an
 * operation of the OpenAPI document (tests/unit/openapi.server.test.ts checks it).
 */

import type { Localized, PageMetaText, TextCard } from "./site";

export type ApiEndpoint = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  description: string;
};

export const API_ENDPOINTS: readonly ApiEndpoint[] = [
  { method: "GET", path: "/api/v1/referees", description: "List the referees in your organization." },
  { method: "POST", path: "/api/v1/games", description: "Create a game." },
  { method: "PUT", path: "/api/v1/assignments/{id}", description: "Update an assignment." },
  {
    method: "GET",
    path: "/api/v1/availability/{referee_id}",
    description: "Read a referee's availability.",
  },
];

export const API_FEATURES: readonly TextCard[] = [
  {
    title: "RESTful and free",
    description: "A JSON API over HTTPS for games, referees, assignments and availability, at no cost.",
  },
  {
    title: "API keys and OAuth 2.0",
    description: "Use an API key for your own scripts, or OAuth 2.0 when a partner app acts for your league.",
  },
  {
    title: "Webhooks",
    description: "Get a signed callback when a game, an assignment or the schedule changes.",
  },
  {
    title: "Rate limiting",
    description: "Generous, documented limits with headers that tell you how many requests remain.",
  },
];

/** Where an assignor creates keys; the portal asks for sign-in first. */
export const API_KEY_HREF = "/assignor/api";

/** The full reference, rendered from the OpenAPI document. */
export const API_REFERENCE_HREF = "/api/reference";

/** The API page in one language; endpoint paths and methods stay as they are (the API speaks English). */
export type ApiPage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  getKey: string;
  viewDocs: string;
  featuresTitle: string;
  features: readonly TextCard[];
  endpointsTitle: string;
  endpointsIntro: string;
  endpoints: readonly ApiEndpoint[];
  /** The notes under the endpoints: a bold label, then its sentence. */
  notes: { authentication: Note; webhooks: Note; rateLimiting: Note };
};

type Note = { label: string; text: string };

function endpoints(descriptions: readonly string[]): readonly ApiEndpoint[] {
  if (descriptions.length !== API_ENDPOINTS.length) throw new Error("A translation must describe every endpoint.");
  return API_ENDPOINTS.map((endpoint, index) => ({ ...endpoint, description: descriptions[index]! }));
}

export const API_CONTENT: Localized<ApiPage> = {
  en: {
    meta: {
      title: "API",
      description:
        "Whistle's free REST API: referees, games, assignments and availability, with API keys, OAuth 2.0, webhooks and rate limiting.",
    },
    eyebrow: "Developers",
    title: "A free API for your league's data",
    lead: "Connect Whistle to your website, registration system or spreadsheets. Free for every organization.",
    getKey: "Get API Key",
    viewDocs: "View Documentation",
    featuresTitle: "Built for integrations",
    features: API_FEATURES,
    endpointsTitle: "Endpoints",
    endpointsIntro:
      "Sample endpoints of version 1. Every request is authenticated with an API key; the full reference lists every endpoint with its payloads.",
    endpoints: API_ENDPOINTS,
    notes: {
      authentication: {
        label: "Authentication:",
        text: "send your API key as a bearer token, or use OAuth 2.0 when an app acts on behalf of an assignor.",
      },
      webhooks: {
        label: "Webhooks:",
        text: "register a URL to be told when a game, an assignment or the schedule changes. Each delivery is signed.",
      },
      rateLimiting: {
        label: "Rate limiting:",
        text: "responses carry headers with your limit and what remains; a request over the limit is answered with status 429 and a time to wait.",
      },
    },
  },
  es: {
    meta: {
      title: "API",
      description:
        "La API REST gratuita de Whistle: árbitros, partidos, designaciones y disponibilidad, con claves de API, OAuth 2.0, webhooks y límite de peticiones.",
    },
    eyebrow: "Desarrolladores",
    title: "Una API gratuita para los datos de tu liga",
    lead: "Conecta Whistle con tu web, tu sistema de inscripciones o tus hojas de cálculo. Gratis para todas las organizaciones.",
    getKey: "Obtener clave de API",
    viewDocs: "Ver documentación",
    featuresTitle: "Pensada para integraciones",
    features: [
      {
        title: "RESTful y gratuita",
        description: "Una API JSON sobre HTTPS para partidos, árbitros, designaciones y disponibilidad, sin coste.",
      },
      {
        title: "Claves de API y OAuth 2.0",
        description:
          "Usa una clave de API para tus propios scripts, u OAuth 2.0 cuando una app de terceros actúa en nombre de tu liga.",
      },
      {
        title: "Webhooks",
        description: "Recibe una llamada firmada cuando cambia un partido, una designación o el calendario.",
      },
      {
        title: "Límite de peticiones",
        description: "Límites generosos y documentados, con cabeceras que te indican cuántas peticiones te quedan.",
      },
    ],
    endpointsTitle: "Endpoints",
    endpointsIntro:
      "Ejemplos de endpoints de la versión 1. Cada petición se autentica con una clave de API; la referencia completa recoge todos los endpoints con sus datos.",
    endpoints: endpoints([
      "Lista los árbitros de tu organización.",
      "Crea un partido.",
      "Actualiza una designación.",
      "Consulta la disponibilidad de un árbitro.",
    ]),
    notes: {
      authentication: {
        label: "Autenticación:",
        text: "envía tu clave de API como token de portador (bearer), o usa OAuth 2.0 cuando una app actúa en nombre de un designador.",
      },
      webhooks: {
        label: "Webhooks:",
        text: "registra una URL para recibir un aviso cuando cambie un partido, una designación o el calendario. Cada envío va firmado.",
      },
      rateLimiting: {
        label: "Límite de peticiones:",
        text: "las respuestas llevan cabeceras con tu límite y lo que te queda; una petición por encima del límite recibe el estado 429 y el tiempo que debes esperar.",
      },
    },
  },
  fr: {
    meta: {
      title: "API",
      description:
        "L’API REST gratuite de Whistle : arbitres, matchs, désignations et disponibilités, avec clés d’API, OAuth 2.0, webhooks et limitation du débit.",
    },
    eyebrow: "Développeurs",
    title: "Une API gratuite pour les données de votre ligue",
    lead: "Connectez Whistle à votre site web, à votre système d’inscription ou à vos tableurs. Gratuit pour toutes les organisations.",
    getKey: "Obtenir une clé d’API",
    viewDocs: "Voir la documentation",
    featuresTitle: "Conçue pour les intégrations",
    features: [
      {
        title: "RESTful et gratuite",
        description:
          "Une API JSON sur HTTPS pour les matchs, les arbitres, les désignations et les disponibilités, sans frais.",
      },
      {
        title: "Clés d’API et OAuth 2.0",
        description:
          "Utilisez une clé d’API pour vos propres scripts, ou OAuth 2.0 quand une application partenaire agit pour votre ligue.",
      },
      {
        title: "Webhooks",
        description: "Recevez un appel signé quand un match, une désignation ou le calendrier change.",
      },
      {
        title: "Limitation du débit",
        description:
          "Des limites généreuses et documentées, avec des en-têtes qui indiquent combien de requêtes il vous reste.",
      },
    ],
    endpointsTitle: "Points de terminaison",
    endpointsIntro:
      "Quelques points de terminaison de la version 1. Chaque requête est authentifiée par une clé d’API ; la référence complète décrit chaque point de terminaison et ses données.",
    endpoints: endpoints([
      "Liste les arbitres de votre organisation.",
      "Crée un match.",
      "Met à jour une désignation.",
      "Lit les disponibilités d’un arbitre.",
    ]),
    notes: {
      authentication: {
        label: "Authentification :",
        text: "envoyez votre clé d’API comme jeton porteur (bearer), ou utilisez OAuth 2.0 quand une application agit pour le compte d’un désignateur.",
      },
      webhooks: {
        label: "Webhooks :",
        text: "enregistrez une URL pour être prévenu quand un match, une désignation ou le calendrier change. Chaque envoi est signé.",
      },
      rateLimiting: {
        label: "Limitation du débit :",
        text: "les réponses portent des en-têtes indiquant votre limite et ce qu’il en reste ; une requête au-delà de la limite reçoit le statut 429 et un délai d’attente.",
      },
    },
  },
  de: {
    meta: {
      title: "API",
      description:
        "Die kostenlose REST-API von Whistle: Schiedsrichter, Spiele, Ansetzungen und Verfügbarkeit, mit API-Schlüsseln, OAuth 2.0, Webhooks und Ratenbegrenzung.",
    },
    eyebrow: "Entwickler",
    title: "Eine kostenlose API für die Daten Ihrer Liga",
    lead: "Verbinden Sie Whistle mit Ihrer Website, Ihrem Anmeldesystem oder Ihren Tabellen. Kostenlos für jede Organisation.",
    getKey: "API-Schlüssel erhalten",
    viewDocs: "Dokumentation ansehen",
    featuresTitle: "Gebaut für Integrationen",
    features: [
      {
        title: "RESTful und kostenlos",
        description: "Eine JSON-API über HTTPS für Spiele, Schiedsrichter, Ansetzungen und Verfügbarkeit, ohne Kosten.",
      },
      {
        title: "API-Schlüssel und OAuth 2.0",
        description:
          "Nutzen Sie einen API-Schlüssel für eigene Skripte oder OAuth 2.0, wenn eine Partner-App im Namen Ihrer Liga handelt.",
      },
      {
        title: "Webhooks",
        description:
          "Erhalten Sie einen signierten Aufruf, wenn sich ein Spiel, eine Ansetzung oder der Spielplan ändert.",
      },
      {
        title: "Ratenbegrenzung",
        description: "Großzügige, dokumentierte Limits mit Headern, die zeigen, wie viele Anfragen Ihnen bleiben.",
      },
    ],
    endpointsTitle: "Endpunkte",
    endpointsIntro:
      "Beispiel-Endpunkte der Version 1. Jede Anfrage wird mit einem API-Schlüssel authentifiziert; die vollständige Referenz beschreibt jeden Endpunkt mit seinen Daten.",
    endpoints: endpoints([
      "Listet die Schiedsrichter Ihrer Organisation auf.",
      "Legt ein Spiel an.",
      "Aktualisiert eine Ansetzung.",
      "Liest die Verfügbarkeit eines Schiedsrichters.",
    ]),
    notes: {
      authentication: {
        label: "Authentifizierung:",
        text: "Senden Sie Ihren API-Schlüssel als Bearer-Token oder nutzen Sie OAuth 2.0, wenn eine App im Auftrag eines Ansetzers handelt.",
      },
      webhooks: {
        label: "Webhooks:",
        text: "Registrieren Sie eine URL, um zu erfahren, wenn sich ein Spiel, eine Ansetzung oder der Spielplan ändert. Jede Zustellung ist signiert.",
      },
      rateLimiting: {
        label: "Ratenbegrenzung:",
        text: "Antworten enthalten Header mit Ihrem Limit und dem verbleibenden Kontingent; eine Anfrage über dem Limit erhält den Status 429 und eine Wartezeit.",
      },
    },
  },
};
