/**
 * The API reference page's own words in each language (issue 19). The API itself speaks English: endpoint
 * paths, field names, summaries from the OpenAPI document and the code samples stay as they are. In these
 * texts `code` is written between backticks and the link to the API Keys page between square brackets;
 * `{body}` and `{import}` are the request size limits.
 */

import type { Localized, PageMetaText } from "./site";
import { WEBHOOK_EVENT_DESCRIPTIONS, type WebhookEvent } from "~/domain/webhooks";

export type ApiReferencePage = {
  meta: PageMetaText;
  eyebrow: string;
  title: string;
  lead: string;
  navLabel: string;
  sections: { authentication: string; conventions: string; errors: string; webhooks: string };
  authentication: { keys: string; oauth: string; limits: string };
  conventions: readonly string[];
  errors: string;
  scope: { none: string; read: string; write: string };
  parameters: string;
  /** `{type}` is the body's media type. */
  requestBody: string;
  responses: string;
  /** The Webhooks section; the event names, header names and samples stay English like the API. */
  webhooks: {
    intro: string;
    /** One line of the event list: `{event}` is the event's name, `{description}` what it means. */
    eventItem: string;
    events: Record<WebhookEvent, string>;
    /** What the `ping` event is, for the last line of the event list. */
    ping: string;
    duplicates: string;
    verifyTitle: string;
    signature: string;
  };
};

export const API_REFERENCE_CONTENT: Localized<ApiReferencePage> = {
  en: {
    meta: {
      title: "API Reference",
      description: "Every endpoint of Whistle's API v1: parameters, payloads, errors, authentication and limits.",
    },
    eyebrow: "Developers",
    title: "API Reference",
    lead: "Version 1 of the Whistle API: JSON over HTTPS for your organization's games, referees, assignments, availability and game reports.",
    navLabel: "Endpoints",
    sections: { authentication: "Authentication", conventions: "Conventions", errors: "Errors", webhooks: "Webhooks" },
    authentication: {
      keys: "An assignor creates API keys on the [API Keys] page of the assignor portal, read only or read and write. Send the key with every request; cookies are ignored.",
      oauth:
        "Server-to-server integrations can use OAuth 2.0 instead: create an OAuth client on the same page and trade its id and secret for a one-hour token at `POST /api/v1/oauth/token` (client credentials grant).",
      limits:
        "Each key or client may make 120 requests a minute. Every response names the policy in `RateLimit-Policy`; a request over the limit gets `429` with `Retry-After` and `RateLimit` headers.",
    },
    conventions: [
      "Ids are opaque strings. Instants are UTC ISO 8601; a game has its local `date` and `time`, and `startsAt` with your organization's UTC offset.",
      "Money is integer cents (`feeCents`) in your organization's currency.",
      'Lists return `{ "data": [...], "nextCursor": "..." }`; pass `cursor` to get the next page, up to `limit` (1–200, default 50) items each.',
      "Single resources carry an `ETag`. Send it back in `If-Match` when you change or delete them: if someone changed the resource since you read it, you get `412` instead of overwriting their change.",
      "A `POST` with an `Idempotency-Key` header is safe to retry: the same key with the same body returns the first response again (with `Idempotent-Replayed: true`) for 24 hours; the same key with another body gets `422`.",
      "Every response carries an `X-D1-Bookmark`. Reads are served from a copy of the database near you that may be a moment behind; send the bookmark of your last write back as `X-D1-Bookmark` on the next read to be sure to see that write.",
      "A request body may be up to {body} ({import} for `/api/v1/games/import`); a larger one, with or without `Content-Length`, gets `413`.",
      "Unknown fields and query parameters are refused, so a typo never passes silently.",
    ],
    errors:
      "Errors are problem details (RFC 9457), `application/problem+json`. Invalid input answers `422` with an `errors` list naming each field as a JSON pointer; a refused assignment lists its `conflicts`.",
    scope: {
      none: "Authenticated with the OAuth client's own id and secret.",
      read: "Needs a key or token with read access.",
      write: "Needs a key or token with read and write access.",
    },
    parameters: "Parameters",
    requestBody: "Request body ({type})",
    responses: "Responses",
    webhooks: {
      intro:
        "Register an https endpoint on the [API Keys] page and choose its events. When one happens, Whistle sends a `POST` with a JSON body to every enabled endpoint that chose it. Answer with any `2xx` within 10 seconds; anything else (or no answer) is retried after 1 minute, 5 minutes, 30 minutes, 2 hours and then every 6 hours, until 24 hours after the event, when the delivery is marked failed. The endpoint's delivery log shows every delivery, its answer, and a Redeliver button.",
      eventItem: "`{event}`: {description}",
      events: WEBHOOK_EVENT_DESCRIPTIONS,
      ping: "sent only by the Send test event button.",
      duplicates:
        "The body's `id` names the event: it is the same for every endpoint and in a redelivery, so use it to ignore duplicates (delivery is at least once). `Whistle-Delivery` names one delivery to one endpoint. Events carry the changed game or assignment in brief; fetch it from the API for every field.",
      verifyTitle: "Verifying the signature",
      signature:
        "`Whistle-Signature` is `t=<unix seconds>,v1=<hex>`, where the hex is HMAC-SHA256, keyed with the endpoint's signing secret (`whsec_…`, shown once when you add the endpoint or rotate its secret), of the timestamp, a dot, and the body exactly as received. Compute it over the raw bytes before parsing the JSON, compare in constant time, and refuse timestamps more than a few minutes old.",
    },
  },
  es: {
    meta: {
      title: "Referencia de la API",
      description: "Todos los endpoints de la API v1 de Whistle: parámetros, datos, errores, autenticación y límites.",
    },
    eyebrow: "Desarrolladores",
    title: "Referencia de la API",
    lead: "Versión 1 de la API de Whistle: JSON sobre HTTPS para los partidos, árbitros, designaciones, disponibilidad e informes de partido de tu organización.",
    navLabel: "Endpoints",
    sections: { authentication: "Autenticación", conventions: "Convenciones", errors: "Errores", webhooks: "Webhooks" },
    authentication: {
      keys: "Un designador crea claves de API en la página [Claves de API] del portal del designador, de solo lectura o de lectura y escritura. Envía la clave en cada petición; las cookies se ignoran.",
      oauth:
        "Las integraciones entre servidores pueden usar OAuth 2.0: crea un cliente OAuth en la misma página e intercambia su id y su secreto por un token válido durante una hora en `POST /api/v1/oauth/token` (flujo de credenciales de cliente).",
      limits:
        "Cada clave o cliente puede hacer 120 peticiones por minuto. Cada respuesta indica la política en `RateLimit-Policy`; una petición por encima del límite recibe `429` con las cabeceras `Retry-After` y `RateLimit`.",
    },
    conventions: [
      "Los ids son cadenas opacas. Los instantes están en UTC e ISO 8601; un partido tiene su `date` y su `time` locales, y `startsAt` con el desfase UTC de tu organización.",
      "Los importes son céntimos enteros (`feeCents`) en la moneda de tu organización.",
      'Las listas devuelven `{ "data": [...], "nextCursor": "..." }`; pasa `cursor` para obtener la página siguiente, de hasta `limit` elementos (1–200, 50 por defecto).',
      "Los recursos individuales llevan un `ETag`. Devuélvelo en `If-Match` al modificarlos o eliminarlos: si alguien cambió el recurso desde que lo leíste, recibes `412` en lugar de sobrescribir su cambio.",
      "Un `POST` con la cabecera `Idempotency-Key` se puede reintentar sin riesgo: la misma clave con el mismo cuerpo devuelve de nuevo la primera respuesta (con `Idempotent-Replayed: true`) durante 24 horas; la misma clave con otro cuerpo recibe `422`.",
      "Cada respuesta lleva un `X-D1-Bookmark`. Las lecturas se sirven desde una copia de la base de datos cercana a ti que puede ir un instante por detrás; devuelve el bookmark de tu última escritura como `X-D1-Bookmark` en la siguiente lectura para asegurarte de verla.",
      "El cuerpo de una petición puede ocupar hasta {body} ({import} para `/api/v1/games/import`); uno mayor, con o sin `Content-Length`, recibe `413`.",
      "Los campos y parámetros de consulta desconocidos se rechazan, para que una errata nunca pase inadvertida.",
    ],
    errors:
      "Los errores son problem details (RFC 9457), `application/problem+json`. Los datos no válidos reciben `422` con una lista `errors` que nombra cada campo como un JSON pointer; una designación rechazada indica sus `conflicts`.",
    scope: {
      none: "Se autentica con el id y el secreto del propio cliente OAuth.",
      read: "Requiere una clave o un token con acceso de lectura.",
      write: "Requiere una clave o un token con acceso de lectura y escritura.",
    },
    parameters: "Parámetros",
    requestBody: "Cuerpo de la petición ({type})",
    responses: "Respuestas",
    webhooks: {
      intro:
        "Registra un endpoint https en la página [Claves de API] y elige sus eventos. Cuando ocurre uno, Whistle envía un `POST` con un cuerpo JSON a cada endpoint activado que lo haya elegido. Responde con cualquier `2xx` en un plazo de 10 segundos; ante cualquier otra respuesta (o si no hay respuesta), el envío se reintenta al cabo de 1 minuto, 5 minutos, 30 minutos y 2 horas, y después cada 6 horas, hasta 24 horas después del evento, cuando se marca como fallido. El registro de envíos del endpoint muestra cada envío, su respuesta y un botón Reenviar.",
      eventItem: "`{event}`: {description}",
      events: {
        "game.created": "Se añadió un partido (formulario, API)",
        "game.updated": "Cambiaron los datos de un partido o se completó",
        "game.cancelled": "Se canceló un partido",
        "assignment.created": "Se ofreció un puesto a un árbitro",
        "assignment.accepted": "Un árbitro aceptó una designación",
        "assignment.declined": "Un árbitro rechazó una designación",
        "assignment.turned_back": "Un árbitro confirmado devolvió el partido",
        "schedule.changed":
          "Cambiaron muchos partidos a la vez (importación CSV, publicación de la designación automática)",
        "game.report_submitted": "Se presentó el informe de un partido, o su equipo arbitral lo cambió",
      },
      ping: "solo lo envía el botón Enviar evento de prueba.",
      duplicates:
        "El `id` del cuerpo identifica el evento: es el mismo para todos los endpoints y en un reenvío, así que úsalo para ignorar duplicados (cada evento se entrega al menos una vez). `Whistle-Delivery` identifica un envío a un endpoint. Los eventos incluyen un resumen del partido o de la designación que cambió; consúltalo en la API para obtener todos los campos.",
      verifyTitle: "Verificar la firma",
      signature:
        "`Whistle-Signature` tiene la forma `t=<unix seconds>,v1=<hex>`, donde el hex es el HMAC-SHA256 de la marca de tiempo, un punto y el cuerpo tal como se recibió, con el secreto de firma del endpoint como clave (`whsec_…`, que se muestra una sola vez al añadir el endpoint o renovar su secreto). Calcúlalo sobre los bytes sin procesar antes de analizar el JSON, compáralo en tiempo constante y rechaza las marcas de tiempo de hace más de unos minutos.",
    },
  },
  fr: {
    meta: {
      title: "Référence de l’API",
      description:
        "Tous les points de terminaison de l’API v1 de Whistle : paramètres, données, erreurs, authentification et limites.",
    },
    eyebrow: "Développeurs",
    title: "Référence de l’API",
    lead: "Version 1 de l’API Whistle : du JSON sur HTTPS pour les matchs, arbitres, désignations, disponibilités et rapports de match de votre organisation.",
    navLabel: "Points de terminaison",
    sections: {
      authentication: "Authentification",
      conventions: "Conventions",
      errors: "Erreurs",
      webhooks: "Webhooks",
    },
    authentication: {
      keys: "Un désignateur crée des clés d’API sur la page [Clés d’API] du portail des désignateurs, en lecture seule ou en lecture et écriture. Envoyez la clé avec chaque requête ; les cookies sont ignorés.",
      oauth:
        "Les intégrations de serveur à serveur peuvent utiliser OAuth 2.0 : créez un client OAuth sur la même page et échangez son identifiant et son secret contre un jeton valable une heure sur `POST /api/v1/oauth/token` (flux client credentials).",
      limits:
        "Chaque clé ou client peut faire 120 requêtes par minute. Chaque réponse indique la politique dans `RateLimit-Policy` ; une requête au-delà de la limite reçoit `429` avec les en-têtes `Retry-After` et `RateLimit`.",
    },
    conventions: [
      "Les identifiants sont des chaînes opaques. Les instants sont en UTC au format ISO 8601 ; un match a ses `date` et `time` locales, et `startsAt` avec le décalage UTC de votre organisation.",
      "Les montants sont des centimes entiers (`feeCents`) dans la devise de votre organisation.",
      'Les listes renvoient `{ "data": [...], "nextCursor": "..." }` ; passez `cursor` pour obtenir la page suivante, de `limit` éléments au plus (1 à 200, 50 par défaut).',
      "Chaque ressource individuelle porte un `ETag`. Renvoyez-le dans `If-Match` pour la modifier ou la supprimer : si quelqu’un l’a modifiée depuis votre lecture, vous recevez `412` au lieu d’écraser sa modification.",
      "Un `POST` avec un en-tête `Idempotency-Key` peut être relancé sans risque : la même clé avec le même corps renvoie la première réponse (avec `Idempotent-Replayed: true`) pendant 24 heures ; la même clé avec un autre corps reçoit `422`.",
      "Chaque réponse porte un `X-D1-Bookmark`. Les lectures sont servies par une copie de la base de données proche de vous, qui peut avoir un instant de retard ; renvoyez le bookmark de votre dernière écriture dans `X-D1-Bookmark` à la lecture suivante pour être sûr de la voir.",
      "Le corps d’une requête peut atteindre {body} ({import} pour `/api/v1/games/import`) ; au-delà, avec ou sans `Content-Length`, la requête reçoit `413`.",
      "Les champs et paramètres de requête inconnus sont refusés : une faute de frappe ne passe jamais inaperçue.",
    ],
    errors:
      "Les erreurs sont des problem details (RFC 9457), `application/problem+json`. Une saisie invalide reçoit `422` avec une liste `errors` qui désigne chaque champ par un JSON pointer ; une désignation refusée liste ses `conflicts`.",
    scope: {
      none: "Authentifié par l’identifiant et le secret du client OAuth lui-même.",
      read: "Nécessite une clé ou un jeton avec accès en lecture.",
      write: "Nécessite une clé ou un jeton avec accès en lecture et écriture.",
    },
    parameters: "Paramètres",
    requestBody: "Corps de la requête ({type})",
    responses: "Réponses",
    webhooks: {
      intro:
        "Enregistrez un endpoint https sur la page [Clés d’API] et choisissez ses événements. Lorsque l’un d’eux se produit, Whistle envoie un `POST` avec un corps JSON à chaque endpoint activé qui l’a choisi. Répondez par n’importe quel `2xx` dans les 10 secondes ; après toute autre réponse (ou sans réponse), l’envoi est retenté après 1 minute, 5 minutes, 30 minutes et 2 heures, puis toutes les 6 heures, jusqu’à 24 heures après l’événement, où il est marqué comme échoué. Le journal des envois de l’endpoint affiche chaque envoi, sa réponse et un bouton Renvoyer.",
      eventItem: "`{event}` : {description}",
      events: {
        "game.created": "Un match a été ajouté (formulaire, API)",
        "game.updated": "Les détails d’un match ont changé ou il a été terminé",
        "game.cancelled": "Un match a été annulé",
        "assignment.created": "Un poste a été proposé à un arbitre",
        "assignment.accepted": "Un arbitre a accepté une désignation",
        "assignment.declined": "Un arbitre a refusé une désignation",
        "assignment.turned_back": "Un arbitre confirmé a renoncé à la désignation",
        "schedule.changed":
          "De nombreux matchs ont changé en même temps (import CSV, publication de la désignation automatique)",
        "game.report_submitted": "Le rapport d’un match a été remis, ou modifié par son équipe arbitrale",
      },
      ping: "envoyé uniquement par le bouton Envoyer un événement de test.",
      duplicates:
        "Le champ `id` du corps identifie l’événement : il est le même pour chaque endpoint et lors d’un renvoi, utilisez-le donc pour ignorer les doublons (chaque événement est livré au moins une fois). `Whistle-Delivery` identifie un envoi vers un endpoint. Les événements contiennent un résumé du match ou de la désignation modifiés ; récupérez-les via l’API pour obtenir tous les champs.",
      verifyTitle: "Vérifier la signature",
      signature:
        "`Whistle-Signature` a la forme `t=<unix seconds>,v1=<hex>`, où la valeur hexadécimale est le HMAC-SHA256 de l’horodatage, d’un point et du corps tel que reçu, avec le secret de signature de l’endpoint pour clé (`whsec_…`, affiché une seule fois lorsque vous ajoutez l’endpoint ou renouvelez son secret). Calculez-le sur les octets bruts avant d’analyser le JSON, comparez en temps constant et refusez les horodatages de plus de quelques minutes.",
    },
  },
  de: {
    meta: {
      title: "API-Referenz",
      description: "Alle Endpunkte der Whistle-API v1: Parameter, Daten, Fehler, Authentifizierung und Limits.",
    },
    eyebrow: "Entwickler",
    title: "API-Referenz",
    lead: "Version 1 der Whistle-API: JSON über HTTPS für die Spiele, Schiedsrichter, Ansetzungen, Verfügbarkeiten und Spielberichte Ihrer Organisation.",
    navLabel: "Endpunkte",
    sections: {
      authentication: "Authentifizierung",
      conventions: "Konventionen",
      errors: "Fehler",
      webhooks: "Webhooks",
    },
    authentication: {
      keys: "Ansetzer erstellen API-Schlüssel auf der Seite [API-Schlüssel] im Ansetzer-Portal, nur zum Lesen oder zum Lesen und Schreiben. Senden Sie den Schlüssel mit jeder Anfrage; Cookies werden ignoriert.",
      oauth:
        "Server-zu-Server-Integrationen können stattdessen OAuth 2.0 nutzen: Legen Sie auf derselben Seite einen OAuth-Client an und tauschen Sie dessen ID und Secret unter `POST /api/v1/oauth/token` gegen ein eine Stunde gültiges Token (Client-Credentials-Grant).",
      limits:
        "Jeder Schlüssel und jeder Client darf 120 Anfragen pro Minute stellen. Jede Antwort nennt die Regel in `RateLimit-Policy`; eine Anfrage über dem Limit erhält `429` mit den Headern `Retry-After` und `RateLimit`.",
    },
    conventions: [
      "IDs sind undurchsichtige Zeichenketten. Zeitpunkte sind UTC im Format ISO 8601; ein Spiel hat sein lokales `date` und `time` sowie `startsAt` mit dem UTC-Versatz Ihrer Organisation.",
      "Geldbeträge sind ganze Cent (`feeCents`) in der Währung Ihrer Organisation.",
      'Listen liefern `{ "data": [...], "nextCursor": "..." }`; übergeben Sie `cursor`, um die nächste Seite mit bis zu `limit` Einträgen (1–200, Standard 50) zu erhalten.',
      "Einzelne Ressourcen tragen ein `ETag`. Senden Sie es in `If-Match` zurück, wenn Sie sie ändern oder löschen: Hat jemand die Ressource seit Ihrem Lesen geändert, erhalten Sie `412`, statt seine Änderung zu überschreiben.",
      "Ein `POST` mit dem Header `Idempotency-Key` kann gefahrlos wiederholt werden: Derselbe Schlüssel mit demselben Body liefert 24 Stunden lang erneut die erste Antwort (mit `Idempotent-Replayed: true`); derselbe Schlüssel mit einem anderen Body erhält `422`.",
      "Jede Antwort trägt ein `X-D1-Bookmark`. Lesezugriffe kommen aus einer Kopie der Datenbank in Ihrer Nähe, die einen Moment hinterherhinken kann; senden Sie das Bookmark Ihres letzten Schreibzugriffs beim nächsten Lesen als `X-D1-Bookmark` mit, um diesen sicher zu sehen.",
      "Ein Request-Body darf bis zu {body} groß sein ({import} für `/api/v1/games/import`); ein größerer erhält, mit oder ohne `Content-Length`, `413`.",
      "Unbekannte Felder und Query-Parameter werden abgelehnt, damit ein Tippfehler nie unbemerkt bleibt.",
    ],
    errors:
      "Fehler sind Problem Details (RFC 9457), `application/problem+json`. Ungültige Eingaben erhalten `422` mit einer Liste `errors`, die jedes Feld als JSON Pointer benennt; eine abgelehnte Ansetzung nennt ihre `conflicts`.",
    scope: {
      none: "Authentifiziert mit der eigenen ID und dem Secret des OAuth-Clients.",
      read: "Benötigt einen Schlüssel oder ein Token mit Lesezugriff.",
      write: "Benötigt einen Schlüssel oder ein Token mit Lese- und Schreibzugriff.",
    },
    parameters: "Parameter",
    requestBody: "Request-Body ({type})",
    responses: "Antworten",
    webhooks: {
      intro:
        "Registrieren Sie einen https-Endpunkt auf der Seite [API-Schlüssel] und wählen Sie seine Ereignisse. Tritt eines davon ein, sendet Whistle einen `POST` mit einem JSON-Body an jeden aktivierten Endpunkt, der es gewählt hat. Antworten Sie innerhalb von 10 Sekunden mit einem beliebigen `2xx`; bei jeder anderen Antwort (oder ohne Antwort) wird die Zustellung nach 1 Minute, 5 Minuten, 30 Minuten und 2 Stunden, danach alle 6 Stunden wiederholt, bis 24 Stunden nach dem Ereignis; dann wird sie als fehlgeschlagen markiert. Das Zustellprotokoll des Endpunkts zeigt jede Zustellung, ihre Antwort und eine Schaltfläche „Erneut zustellen“.",
      eventItem: "`{event}`: {description}",
      events: {
        "game.created": "Ein Spiel wurde hinzugefügt (Formular, API)",
        "game.updated": "Die Angaben eines Spiels haben sich geändert oder es wurde abgeschlossen",
        "game.cancelled": "Ein Spiel wurde abgesagt",
        "assignment.created": "Einem Schiedsrichter wurde eine Position angeboten",
        "assignment.accepted": "Ein Schiedsrichter hat eine Ansetzung angenommen",
        "assignment.declined": "Ein Schiedsrichter hat eine Ansetzung abgelehnt",
        "assignment.turned_back": "Ein bestätigter Schiedsrichter hat die Ansetzung zurückgegeben",
        "schedule.changed":
          "Viele Spiele haben sich gleichzeitig geändert (CSV-Import, Veröffentlichung der automatischen Ansetzung)",
        "game.report_submitted":
          "Der Bericht eines Spiels wurde eingereicht oder von seinem Schiedsrichterteam geändert",
      },
      ping: "wird nur über die Schaltfläche „Testereignis senden“ gesendet.",
      duplicates:
        "Die `id` im Body benennt das Ereignis: Sie ist für jeden Endpunkt und bei einer erneuten Zustellung dieselbe; nutzen Sie sie also, um Duplikate zu ignorieren (jedes Ereignis wird mindestens einmal zugestellt). `Whistle-Delivery` benennt eine Zustellung an einen Endpunkt. Ereignisse enthalten das geänderte Spiel bzw. die geänderte Ansetzung in Kurzform; rufen Sie die vollständigen Daten mit allen Feldern über die API ab.",
      verifyTitle: "Signatur prüfen",
      signature:
        "`Whistle-Signature` hat die Form `t=<unix seconds>,v1=<hex>`; der Hex-Wert ist der HMAC-SHA256 aus dem Zeitstempel, einem Punkt und dem Body genau so, wie er empfangen wurde, mit dem Signaturgeheimnis des Endpunkts als Schlüssel (`whsec_…`, nur einmal angezeigt, wenn Sie den Endpunkt hinzufügen oder sein Geheimnis erneuern). Berechnen Sie ihn über die Rohbytes, bevor Sie das JSON parsen, vergleichen Sie in konstanter Zeit und lehnen Sie Zeitstempel ab, die älter als ein paar Minuten sind.",
    },
  },
};
