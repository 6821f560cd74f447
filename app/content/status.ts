/** The System Status page and its email-link pages (confirm, unsubscribe) in each language (issue 19). */

import type { Localized, PageMetaText } from "./site";

export type StatusPage = {
  meta: PageMetaText;
  title: string;
  servicesTitle: string;
  servicesIntro: string;
  /** Read before the uptime figure by screen readers. */
  uptimeLabel: string;
  noData: string;
  serviceStatus: { operational: string; degraded: string; outage: string };
  incidentStatus: { investigating: string; identified: string; monitoring: string; resolved: string };
  incidentsTitle: string;
  noIncidents: string;
  subscribeTitle: string;
  subscribeIntro: string;
  emailLabel: string;
  emailPlaceholder: string;
  subscribe: string;
};

/** A page behind a status-email link: its title, what the button does, the button, and the outcome. */
export type StatusLinkText = { title: string; explanation: string; button: string; done: string };

export const STATUS_CONTENT: Localized<StatusPage> = {
  en: {
    meta: {
      title: "System Status",
      description:
        "Current status and 90-day uptime of Whistle's services, past incidents, and email updates when something changes.",
    },
    title: "Whistle system status",
    servicesTitle: "Services",
    servicesIntro: "Uptime over the last 90 days.",
    uptimeLabel: "90-day uptime:",
    noData: "No data yet",
    serviceStatus: { operational: "Operational", degraded: "Degraded", outage: "Outage" },
    incidentStatus: {
      investigating: "Investigating",
      identified: "Identified",
      monitoring: "Monitoring",
      resolved: "Resolved",
    },
    incidentsTitle: "Past incidents",
    noIncidents: "No incidents reported.",
    subscribeTitle: "Get status updates",
    subscribeIntro:
      "We email you when an incident starts and when it is resolved. Confirm from the email we send; every update has an unsubscribe link.",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    subscribe: "Subscribe",
  },
  es: {
    meta: {
      title: "Estado del sistema",
      description:
        "Estado actual y disponibilidad de los servicios de Whistle en los últimos 90 días, incidencias pasadas y avisos por correo cuando algo cambia.",
    },
    title: "Estado del sistema de Whistle",
    servicesTitle: "Servicios",
    servicesIntro: "Disponibilidad en los últimos 90 días.",
    uptimeLabel: "Disponibilidad en 90 días:",
    noData: "Aún no hay datos",
    serviceStatus: { operational: "Operativo", degraded: "Degradado", outage: "Caída" },
    incidentStatus: {
      investigating: "En investigación",
      identified: "Identificada",
      monitoring: "En observación",
      resolved: "Resuelta",
    },
    incidentsTitle: "Incidencias pasadas",
    noIncidents: "No se han registrado incidencias.",
    subscribeTitle: "Recibe avisos de estado",
    subscribeIntro:
      "Te escribimos cuando empieza una incidencia y cuando se resuelve. Confirma desde el correo que te enviamos; cada aviso incluye un enlace para darte de baja.",
    emailLabel: "Correo electrónico",
    emailPlaceholder: "tu@ejemplo.com",
    subscribe: "Suscribirme",
  },
  fr: {
    meta: {
      title: "État du service",
      description:
        "État actuel et disponibilité sur 90 jours des services Whistle, incidents passés et alertes par e-mail en cas de changement.",
    },
    title: "État des services Whistle",
    servicesTitle: "Services",
    servicesIntro: "Disponibilité sur les 90 derniers jours.",
    uptimeLabel: "Disponibilité sur 90 jours :",
    noData: "Pas encore de données",
    serviceStatus: { operational: "Opérationnel", degraded: "Dégradé", outage: "Panne" },
    incidentStatus: {
      investigating: "En cours d’analyse",
      identified: "Identifié",
      monitoring: "Sous surveillance",
      resolved: "Résolu",
    },
    incidentsTitle: "Incidents passés",
    noIncidents: "Aucun incident signalé.",
    subscribeTitle: "Recevoir les alertes d’état",
    subscribeIntro:
      "Nous vous écrivons quand un incident commence et quand il est résolu. Confirmez depuis l’e-mail que nous vous envoyons ; chaque alerte contient un lien de désabonnement.",
    emailLabel: "Adresse e-mail",
    emailPlaceholder: "vous@exemple.fr",
    subscribe: "S’abonner",
  },
  de: {
    meta: {
      title: "Systemstatus",
      description:
        "Aktueller Status und Verfügbarkeit der Whistle-Dienste über 90 Tage, vergangene Störungen und E-Mail-Benachrichtigungen bei Änderungen.",
    },
    title: "Whistle-Systemstatus",
    servicesTitle: "Dienste",
    servicesIntro: "Verfügbarkeit der letzten 90 Tage.",
    uptimeLabel: "Verfügbarkeit über 90 Tage:",
    noData: "Noch keine Daten",
    serviceStatus: { operational: "In Betrieb", degraded: "Eingeschränkt", outage: "Ausfall" },
    incidentStatus: {
      investigating: "Wird untersucht",
      identified: "Ursache gefunden",
      monitoring: "Wird beobachtet",
      resolved: "Behoben",
    },
    incidentsTitle: "Vergangene Störungen",
    noIncidents: "Keine Störungen gemeldet.",
    subscribeTitle: "Statusmeldungen erhalten",
    subscribeIntro:
      "Wir schreiben Ihnen, wenn eine Störung beginnt und wenn sie behoben ist. Bestätigen Sie über die E-Mail, die wir Ihnen senden; jede Meldung enthält einen Abmeldelink.",
    emailLabel: "E-Mail-Adresse",
    emailPlaceholder: "sie@beispiel.de",
    subscribe: "Abonnieren",
  },
};

export const STATUS_CONFIRM_CONTENT: Localized<StatusLinkText> = {
  en: {
    title: "Confirm status updates",
    explanation:
      "Confirm to get an email when an incident starts and when it is resolved. Every email has an unsubscribe link.",
    button: "Confirm subscription",
    done: "Subscribed. We will email you when the status changes.",
  },
  es: {
    title: "Confirma los avisos de estado",
    explanation:
      "Confirma para recibir un correo cuando empiece una incidencia y cuando se resuelva. Cada correo incluye un enlace para darte de baja.",
    button: "Confirmar suscripción",
    done: "Suscripción hecha. Te escribiremos cuando cambie el estado.",
  },
  fr: {
    title: "Confirmer les alertes d’état",
    explanation:
      "Confirmez pour recevoir un e-mail quand un incident commence et quand il est résolu. Chaque e-mail contient un lien de désabonnement.",
    button: "Confirmer l’abonnement",
    done: "Abonnement confirmé. Nous vous écrirons quand l’état changera.",
  },
  de: {
    title: "Statusmeldungen bestätigen",
    explanation:
      "Bestätigen Sie, um eine E-Mail zu erhalten, wenn eine Störung beginnt und wenn sie behoben ist. Jede E-Mail enthält einen Abmeldelink.",
    button: "Abonnement bestätigen",
    done: "Abonniert. Wir schreiben Ihnen, wenn sich der Status ändert.",
  },
};

export const STATUS_UNSUBSCRIBE_CONTENT: Localized<StatusLinkText> = {
  en: {
    title: "Unsubscribe from status updates",
    explanation: "Stop the emails about incidents on Whistle's status page. You can subscribe again at any time.",
    button: "Unsubscribe",
    done: "Unsubscribed. We will not email you about the status page again.",
  },
  es: {
    title: "Darse de baja de los avisos de estado",
    explanation:
      "Deja de recibir correos sobre las incidencias de la página de estado de Whistle. Puedes volver a suscribirte cuando quieras.",
    button: "Darme de baja",
    done: "Te has dado de baja. No volveremos a escribirte sobre la página de estado.",
  },
  fr: {
    title: "Se désabonner des alertes d’état",
    explanation:
      "Ne plus recevoir d’e-mails sur les incidents de la page d’état de Whistle. Vous pouvez vous réabonner à tout moment.",
    button: "Se désabonner",
    done: "Désabonnement effectué. Nous ne vous écrirons plus au sujet de la page d’état.",
  },
  de: {
    title: "Statusmeldungen abbestellen",
    explanation:
      "Keine E-Mails mehr zu Störungen auf der Statusseite von Whistle. Sie können sich jederzeit wieder anmelden.",
    button: "Abbestellen",
    done: "Abbestellt. Wir schreiben Ihnen nicht mehr zur Statusseite.",
  },
};
