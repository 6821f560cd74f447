/** Das Hilfe-Center auf Deutsch (Sie): die Seite, die Kategorien und die Artikel, nach Slug. */
import type { HelpTranslation } from "../help";

export const HELP_DE: HelpTranslation = {
  page: {
    eyebrow: "Hilfe-Center",
    title: "Wie können wir helfen?",
    lead: "Durchsuchen Sie unsere Anleitungen oder stöbern Sie nach Themen.",
    metaTitle: "Hilfe-Center",
    description:
      "Antworten zu den ersten Schritten, Konto und Abrechnung, Spielplanung und Ansetzungen, Zahlungen und der mobilen App von Whistle.",
  },
  categories: {
    "getting-started": {
      title: "Erste Schritte",
      description: "Legen Sie Ihr Konto an, richten Sie Ihre Organisation ein und planen Sie Ihr erstes Spiel.",
    },
    "account-billing": {
      title: "Konto und Abrechnung",
      description: "Profil, Anmeldung, Tarife, Pro Accounting und Rechnungen.",
    },
    "scheduling-assignments": {
      title: "Spielplanung und Ansetzungen",
      description: "Spiele, Ansetzungen, Verfügbarkeit, Konflikte und Vorschläge.",
    },
    payments: {
      title: "Zahlungen",
      description: "Spielgeld, Zahlungen an Schiedsrichter, Auszahlungen und Steuerformulare.",
    },
    "mobile-app": {
      title: "Mobile App",
      description: "Die Apps installieren, Benachrichtigungen und Offline-Nutzung.",
    },
  },
  articles: {
    "create-your-first-game": {
      title: "So legen Sie Ihr erstes Spiel an",
      summary: "Fügen Sie ein Spiel mit Mannschaften, Spielort, Datum, Uhrzeit, Spielklasse und Spielgeld hinzu.",
      body: [
        "Öffnen Sie im Ansetzer-Portal die Seite Spiele und wählen Sie Spiel hinzufügen.",
        "Geben Sie Heim- und Gastmannschaft, den Spielort, Datum und Anstoßzeit, die Spielklasse (Profi, Halbprofi, Amateur oder Jugend) und das Spielgeld für jeden Schiedsrichter ein.",
        "Wählen Sie, wie viele Schiedsrichter das Spiel braucht: einen einzelnen Schiedsrichter, ein Dreiergespann oder ein Vierergespann. Speichern Sie, und das Spiel erscheint in Ihrem Spielplan als ausstehend, bis Schiedsrichter angesetzt sind.",
      ],
    },
    "invite-referees": {
      title: "Schiedsrichter in Ihre Organisation einladen",
      summary:
        "Laden Sie Schiedsrichter per E-Mail ein, teilen Sie einen Beitrittscode oder importieren Sie eine CSV-Liste.",
      body: [
        "Wählen Sie auf der Seite Schiedsrichter die Option Einladen. Sie können Einladungen per E-Mail senden, eine Adresse pro Zeile, oder den Beitrittscode Ihrer Organisation kopieren und auf beliebigem Weg weitergeben.",
        "Wenn Sie Ihre Schiedsrichterliste bereits in einer Tabelle führen, exportieren Sie sie als CSV und importieren Sie sie. Die erste Zeile muss die Kopfzeile sein; jede weitere Zeile wird zu einem Schiedsrichter.",
        "Eingeladene Schiedsrichter erscheinen als ausstehend, bis sie die Einladung annehmen und ihr Passwort festlegen.",
      ],
    },
    "assign-referees-to-games": {
      title: "Schiedsrichter für Spiele ansetzen",
      summary: "Wählen Sie für jede Position einen Schiedsrichter und veröffentlichen Sie die Ansetzung.",
      body: [
        "Öffnen Sie ein Spiel und wählen Sie für jede Position einen Schiedsrichter. Die Vorschläge zeigen Schiedsrichter, die verfügbar sind, die Lizenz für die Spielklasse haben und zu dieser Zeit nicht schon im Einsatz sind.",
        "Der Schiedsrichter erfährt von der Ansetzung per E-Mail, SMS oder Push-Benachrichtigung, je nachdem, was er bevorzugt, und kann sie annehmen oder ablehnen.",
        "Sind alle Positionen besetzt, erscheint das Spiel als angesetzt; sobald alle Schiedsrichter angenommen haben, erscheint es als bestätigt.",
      ],
    },
    "set-your-availability": {
      title: "Ihre Verfügbarkeit als Schiedsrichter angeben",
      summary: "Sperren Sie ganze Tage oder Zeiträume, in denen Sie nicht pfeifen können.",
      body: [
        "Öffnen Sie im Schiedsrichter-Portal die Verfügbarkeit und wählen Sie ein Datum im Kalender.",
        "Sperren Sie den ganzen Tag oder fügen Sie einen oder mehrere Zeitblöcke hinzu. Ein neuer Block reicht zunächst von 9:00 bis 13:00 Uhr; das können Sie ändern.",
        "Ansetzer sehen Ihre Sperrzeiten beim Ansetzen, sodass Ihnen keine Spiele angeboten werden, die Sie nicht leiten können. In der mobilen App können Sie Ihre Verfügbarkeit auch offline ändern; sie wird später synchronisiert.",
      ],
    },
    "track-referee-payments": {
      title: "Zahlungen an Schiedsrichter verfolgen",
      summary: "Sehen Sie, was jedem Schiedsrichter zusteht, und markieren Sie Zahlungen als bezahlt.",
      body: [
        "Jedes abgeschlossene Spiel erzeugt für jeden Schiedsrichter, der es geleitet hat, eine offene Zahlung in Höhe des für das Spiel festgelegten Spielgelds.",
        "Die Seite Zahlungen listet offene und bezahlte Zahlungen auf. Markieren Sie eine Zahlung als bezahlt, sobald Sie das Geld überwiesen haben; der Schiedsrichter sieht sie dann in seinen Einnahmen.",
        "Schiedsrichter können ihr Guthaben per Standardauszahlung abheben, die 2–3 Werktage dauert und nichts kostet, oder per Sofortauszahlung innerhalb von Minuten gegen eine kleine Gebühr.",
      ],
    },
    "notification-settings": {
      title: "Benachrichtigungseinstellungen verwalten",
      summary: "Wählen Sie E-Mail-, SMS- und Push-Benachrichtigungen und wann Erinnerungen kommen.",
      body: [
        "Öffnen Sie die Einstellungen und dann Benachrichtigungen. Schalten Sie E-Mail-, SMS- und Push-Benachrichtigungen für Ansetzungen, Änderungen, Zahlungen und Erinnerungen ein oder aus.",
        "Spielerinnerungen kommen vor jedem Spiel, das Sie angenommen haben. Für SMS ist eine bestätigte Telefonnummer nötig.",
        "Erlauben Sie in der mobilen App Benachrichtigungen, wenn Sie danach gefragt werden, oder schalten Sie sie später in den Einstellungen Ihres Handys ein.",
      ],
    },
    "reset-your-password": {
      title: "Ihr Passwort zurücksetzen",
      summary: "Erhalten Sie per E-Mail einen Link zum Zurücksetzen, wenn Sie sich nicht anmelden können.",
      body: [
        "Wählen Sie auf der Anmeldeseite Passwort vergessen? und geben Sie Ihre E-Mail-Adresse ein.",
        "Wenn es zu dieser Adresse ein Konto gibt, senden wir Ihnen einen Link, der für begrenzte Zeit gültig ist. Öffnen Sie ihn und wählen Sie ein neues Passwort.",
        "Zu Ihrer Sicherheit werden Sie beim Zurücksetzen des Passworts auf Ihren anderen Geräten abgemeldet.",
      ],
    },
    "pro-accounting-billing": {
      title: "So wird Pro Accounting abgerechnet",
      summary: "5 $ pro aktivem Nutzer und Monat; aktiv ist ein Schiedsrichter, der in diesem Monat bezahlt wurde.",
      body: [
        "Pro Accounting kostet 5 $ pro aktivem Nutzer und Monat. Ein Schiedsrichter zählt in einem Monat als aktiv, wenn Ihre Liga ihn in diesem Monat bezahlt hat.",
        "Die Abrechnung erfolgt monatlich im Voraus. Über jede Preisänderung informieren wir mindestens 30 Tage im Voraus.",
        "Die Basisplattform bleibt kostenlos, ob Sie Pro Accounting hinzufügen oder nicht.",
      ],
    },
    "install-the-mobile-app": {
      title: "Die mobile App installieren",
      summary: "Die kostenlosen Apps für iOS und Android und die Anmeldung auf Ihrem Handy.",
      body: [
        "Die Whistle-Apps für iOS und Android sind kostenlos. Bis sie veröffentlicht sind, funktioniert die Website in jedem Handy-Browser und lässt sich zu Ihrem Startbildschirm hinzufügen.",
        "Melden Sie sich mit derselben E-Mail-Adresse und demselben Passwort an wie im Web.",
      ],
    },
    "resolve-scheduling-conflicts": {
      title: "Terminkonflikte lösen",
      summary: "Was eine Konfliktwarnung bedeutet und wie Sie sie beheben.",
      body: [
        "Eine Konfliktwarnung erscheint, wenn ein Schiedsrichter zu einer sich überschneidenden Zeit bereits für ein anderes Spiel angesetzt ist oder diese Zeit in seiner Verfügbarkeit gesperrt hat.",
        "Wählen Sie einen anderen vorgeschlagenen Schiedsrichter oder verlegen Sie eines der Spiele. Beim Speichern werden Konflikte erneut geprüft.",
      ],
    },
  },
};
