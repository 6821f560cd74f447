/** Sicherheit, Nutzungsbedingungen und Datenschutzerklärung, auf Deutsch (Sie). */
import type { LegalTexts } from "../legal";
import { CHILDREN_PRIVACY_AGE, ORGANIZATION_DELETION_GRACE_DAYS, PAYMENT_RECORD_RETENTION_YEARS } from "../legal-facts";

export const LEGAL_DE: LegalTexts = {
  security: {
    title: "Sicherheit",
    lead: "Die Spielpläne Ihrer Liga und die Daten Ihrer Schiedsrichter verdienen Sorgfalt. So schützen wir sie.",
    description:
      "Wie Whistle die Daten von Ligen und Schiedsrichtern schützt: Verschlüsselung, Zugriffskontrolle, Sitzungen, Infrastruktur und Meldung von Sicherheitslücken.",
    sections: [
      {
        heading: "Verschlüsselung",
        paragraphs: [
          "Jede Verbindung zu Whistle nutzt HTTPS. Gespeicherte Daten werden von unserem Infrastrukturanbieter verschlüsselt.",
          "Passwörter werden nie gespeichert: Wir bewahren von jedem nur einen gesalzenen, langsam berechneten Hash auf.",
        ],
      },
      {
        heading: "Zugriffskontrolle",
        paragraphs: [
          "Ansetzer sehen und verwalten nur die Spiele, Schiedsrichter und Zahlungen ihrer eigenen Organisation. Schiedsrichter sehen ihre eigenen Spiele, ihre Einnahmen und die Kontaktdaten, die andere Schiedsrichter freigegeben haben.",
          "Jede Anfrage wird auf dem Server geprüft, nicht nur auf der Seite.",
        ],
      },
      {
        heading: "Sitzungen und Anmeldung",
        paragraphs: [
          "Sitzungen laufen ab, lassen sich von jedem Gerät aus beenden und enden überall, sobald ein Passwort zurückgesetzt wird. Wiederholte fehlgeschlagene Anmeldeversuche werden verlangsamt.",
        ],
      },
      {
        heading: "Infrastruktur",
        paragraphs: [
          "Whistle läuft im globalen Netzwerk von Cloudflare, mit automatischen Sicherungen der Datenbank. Der Status und frühere Störungen werden auf der Seite Systemstatus veröffentlicht.",
        ],
      },
      {
        heading: "Eine Sicherheitslücke melden",
        paragraphs: [
          "Wenn Sie glauben, ein Sicherheitsproblem gefunden zu haben, schreiben Sie bitte an security@whistle.example. Wir antworten innerhalb von zwei Werktagen und nennen Meldende auf Wunsch namentlich.",
        ],
      },
    ],
  },
  terms: {
    title: "Nutzungsbedingungen",
    lead: "Die Vereinbarung zwischen Whistle und den Menschen, die es nutzen, in verständlicher Sprache.",
    description:
      "Die Bedingungen für die Nutzung von Whistle: Konten, kostenlose und kostenpflichtige Tarife, Zahlungen, Ihre Inhalte und Haftung.",
    sections: [
      {
        heading: "Nutzung von Whistle",
        paragraphs: [
          "Diese Bedingungen gelten für alle, die Whistle nutzen: Ansetzer, Schiedsrichter und Besucher. Mit dem Anlegen eines Kontos stimmen Sie ihnen zu.",
          "Sie müssen zutreffende Angaben machen, Ihr Passwort geheim halten und Whistle nur für rechtmäßige Zwecke nutzen.",
        ],
      },
      {
        heading: "Kostenlose und kostenpflichtige Tarife",
        paragraphs: [
          "Die Basisplattform ist für immer kostenlos. Pro Accounting kostet 5 $ pro aktivem Nutzer und Monat; ein aktiver Nutzer ist ein Schiedsrichter, der in diesem Monat bezahlt wurde. Die Zahlung erfolgt monatlich im Voraus.",
          "Bevor wir den Preis eines kostenpflichtigen Tarifs ändern, informieren wir Sie mindestens 30 Tage im Voraus.",
        ],
      },
      {
        heading: "Zahlungen und Auszahlungen",
        paragraphs: [
          "Standardauszahlungen dauern 2–3 Werktage und kosten 0 $. Sofortauszahlungen kommen innerhalb von Minuten an, gegen eine kleine Gebühr, die Ihnen vor der Bestätigung angezeigt wird.",
          "Ligen sind für das Spielgeld verantwortlich, das sie mit ihren Schiedsrichtern vereinbaren.",
        ],
      },
      {
        heading: "Ihre Inhalte",
        paragraphs: [
          "Die Daten, die Sie in Whistle eingeben, gehören Ihnen. Sie erlauben uns, sie ausschließlich zu speichern und zu verarbeiten, um den Dienst für Sie zu erbringen. Sie können sie jederzeit exportieren.",
        ],
      },
      {
        heading: "Beenden Ihres Kontos",
        paragraphs: [
          "Sie können Ihr Konto jederzeit schließen. Wir können Konten sperren, die gegen diese Bedingungen verstoßen, und teilen Ihnen den Grund mit.",
        ],
      },
      {
        heading: "Haftung",
        paragraphs: [
          "Whistle wird ohne Gewähr bereitgestellt. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden, etwa für ein Spiel, das nicht stattfinden konnte.",
        ],
      },
    ],
  },
  privacy: {
    title: "Datenschutzerklärung",
    lead: "Was wir erheben, warum, wer es sehen kann und wie Sie uns dazu erreichen.",
    description:
      "Was Whistle erhebt, wie es verwendet und weitergegeben wird, Ihre Wahlmöglichkeiten, der Datenschutz für Kinder und wie Sie unser Datenschutzteam erreichen.",
    sections: [
      {
        heading: "Was wir erheben",
        paragraphs: [
          "Kontodaten: Ihr Name, Ihre E-Mail-Adresse, Ihre Telefonnummer, falls Sie eine hinzufügen, Ihr Passwort (nur als gesalzener, langsam berechneter Hash gespeichert) oder das Google- oder Facebook-Konto, mit dem Sie sich anmelden, sowie Ihre Einstellungen.",
          "Was Sie und Ihre Organisation in Whistle eingeben: Spiele, Spielorte, Ansetzungen und Ihre Antworten darauf, Verfügbarkeit, Lizenzen, Spielanfragen, Zahlungsunterlagen und, bei Pro Accounting, die Steuerangaben, die für die 1099-NEC-Daten nötig sind (von einer Steuernummer speichern wir nur die letzten vier Ziffern).",
          "Die Nachrichten, die wir Ihnen senden, und die Nachrichten, die Sie uns über das Kontaktformular senden.",
          "Grundlegende technische Daten wie Ihre IP-Adresse und Ihr Browser, mit denen wir den Dienst sicher halten und Missbrauch begrenzen.",
        ],
      },
      {
        heading: "Wie wir sie verwenden",
        paragraphs: [
          "Um Whistle zu betreiben: planen, ansetzen, benachrichtigen und bezahlen. Um Ihre Nachrichten zu beantworten. Um Konten zu schützen und Missbrauch zu unterbinden.",
          "Wir verkaufen Ihre Daten nicht und zeigen keine Werbung.",
        ],
      },
      {
        heading: "Wer sie sehen kann",
        paragraphs: [
          "Die Ansetzer Ihrer Organisation sehen, was sie brauchen, um Sie anzusetzen. Ihre Datenschutzeinstellungen legen fest, ob andere Schiedsrichter Ihr Profil, Ihre Kontaktdaten, Ihre Verfügbarkeit und Ihre Statistiken sehen.",
          "Wir geben Daten an Dienstleister weiter, die uns beim Betrieb von Whistle helfen (Hosting, Versand von E-Mails und SMS), auf Grundlage von Verträgen, die die Daten schützen.",
        ],
      },
      {
        heading: "Wie lange wir sie aufbewahren",
        paragraphs: [
          "Ihr Konto und sein Inhalt: so lange, wie Sie das Konto haben. Anmeldesitzungen enden nach einem Tag oder, wenn Sie Angemeldet bleiben gewählt haben, nach 30 Tagen ohne Nutzung; abgelaufene Sitzungen werden gelöscht.",
          `Zahlungsunterlagen und die daraus erstellten 1099-NEC-Daten: ${PAYMENT_RECORD_RETENTION_YEARS} Jahre, wie es das US-Steuerrecht verlangt, auch nachdem ein Konto oder eine Organisation gelöscht wurde; sie werden dann getrennt von der gelöschten Liga aufbewahrt, soweit gesetzlich zulässig anonymisiert und nach Ablauf der Frist gelöscht.`,
          `Eine gelöschte Organisation: Deren Daten werden ${ORGANIZATION_DELETION_GRACE_DAYS} Tage, nachdem ein Ansetzer die Löschung beantragt hat, entfernt, mit Ausnahme der oben genannten Zahlungsunterlagen.`,
          "Serverprotokolle (Anfragen und Fehler) bewahrt unser Hosting-Anbieter etwa eine Woche lang auf, die Prüfungen der Statusseite eine Woche lang.",
        ],
      },
      {
        heading: "Ihre Daten herunterladen",
        paragraphs: [
          "Jede Person kann herunterladen, was Whistle über sie gespeichert hat, als CSV-Dateien in einer ZIP-Datei: Einstellungen → Privatsphäre → Meine Daten herunterladen.",
          "Ansetzer können alle Daten ihrer Organisation (Spiele, Ansetzungen, Mitglieder mit Namen und E-Mail-Adressen, Spielorte, Zahlungen, Einladungen, Importe, Integrationen und das Aktivitätsprotokoll) auf der Seite Organisationen herunterladen, eine CSV-Datei pro Tabelle in einer ZIP-Datei. Passwörter, Geheimnisse und Tokens sind nie enthalten.",
        ],
      },
      {
        heading: "Ihr Konto oder Ihre Organisation löschen",
        paragraphs: [
          "Ihr Konto löschen Sie unter Einstellungen → Privatsphäre → Mein Konto löschen. Ihre persönlichen Daten werden entfernt; Unterlagen, auf die andere angewiesen sind, etwa die Liste der Spiele, die Sie geleitet haben, und Zahlungsunterlagen, die wir gesetzlich aufbewahren müssen, bleiben erhalten, wobei Ihr Name ersetzt wird, sodass sie Sie nicht mehr identifizieren.",
          `Ein Ansetzer kann seine Organisation auf der Seite Organisationen löschen. Jedes Mitglied erhält eine E-Mail, jeder Ansetzer sieht das Datum, und jeder von ihnen kann die Löschung während der Karenzzeit von ${ORGANIZATION_DELETION_GRACE_DAYS} Tagen widerrufen. Danach werden die Spiele, Ansetzungen, Spielorte, Mitgliedschaften und der Verlauf der Liga entfernt. Die Mitglieder behalten ihre eigenen Konten, die auch zu anderen Organisationen gehören können.`,
        ],
      },
      {
        heading: "Welche E-Mails wir senden und wie Sie sie abbestellen",
        paragraphs: [
          "Jede E-Mail, die nicht Ihr Konto betrifft (Neuigkeiten zu Ansetzungen und Spielen, Erinnerungen, Zahlungsmitteilungen, die wöchentliche Zusammenfassung), enthält unten einen Abmeldelink, und auch die Abbestellen-Schaltfläche Ihres E-Mail-Programms funktioniert: Ein Klick schaltet diese Art von E-Mail ab. Unter Einstellungen, Benachrichtigungen können Sie jede Art wieder ein- oder ausschalten.",
          "Nachrichten zu Ihrem Konto (Zurücksetzen des Passworts, Bestätigung der E-Mail-Adresse, Anmelde- und Sicherheitshinweise, Einladungen, die Löschung einer Organisation) werden immer gesendet, weil Sie sie brauchen, um Ihr Konto zu nutzen und zu schützen.",
        ],
      },
      {
        heading: "Ihre Wahlmöglichkeiten",
        paragraphs: [
          "Sie können Ihre Daten in Ihren Einstellungen einsehen, berichtigen, exportieren oder löschen oder uns bitten, das für Sie zu tun.",
        ],
      },
      {
        heading: "Datenschutz für Kinder",
        paragraphs: [
          `Whistle richtet sich nicht an Kinder unter ${CHILDREN_PRIVACY_AGE} Jahren, und wir erheben nicht wissentlich personenbezogene Daten von ihnen: Sie müssen mindestens ${CHILDREN_PRIVACY_AGE} Jahre alt sein, um ein Konto anzulegen. Wenn Sie glauben, dass ein Kind unter ${CHILDREN_PRIVACY_AGE} Jahren uns personenbezogene Daten übermittelt hat, kontaktieren Sie uns, und wir löschen sie.`,
        ],
      },
      {
        heading: "Änderungen dieser Erklärung",
        paragraphs: [
          "Wenn wir eine wesentliche Änderung vornehmen, teilen wir Ihnen dies per E-Mail oder in der App mit, bevor sie in Kraft tritt.",
        ],
      },
    ],
  },
  privacyContact: {
    heading: "Kontakt zu unserem Datenschutzteam",
    intro: "Fragen zu dieser Erklärung oder zu Ihren Daten? Schreiben Sie uns.",
    team: "Datenschutzteam von Whistle",
  },
};
