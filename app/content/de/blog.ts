/** Der Blog auf Deutsch (Sie): die Texte der Seite und jedes Beitrags, nach Slug. */
import type { BlogTranslation } from "../blog";

export const BLOG_DE: BlogTranslation = {
  page: {
    eyebrow: "Blog",
    title: "Der Whistle-Blog",
    lead: "Praktische Tipps für Ansetzer, Schiedsrichter und Ligaorganisatoren.",
    metaTitle: "Blog",
    description: "Ideen und praktische Tipps des Whistle-Teams für Ansetzer, Schiedsrichter und Ligaorganisatoren.",
  },
  posts: {
    "future-of-referee-management": {
      title: "Die Zukunft der Schiedsrichterverwaltung",
      excerpt:
        "Wie intelligente Planung und sofortige Benachrichtigungen verändern, wie Ligen ihre Schiedsrichter finden, ansetzen und halten.",
      category: "Branche",
      body: [
        "Jahrzehntelang hieß Schiedsrichter ansetzen: Tabellen, Telefonketten und viel Hoffnung. Ein Ansetzer stellte den Spielplan fürs Wochenende von Hand zusammen, verschickte ihn und verbrachte die folgenden Tage damit, Zusagen hinterherzulaufen und Lücken zu füllen, die kurzfristige Absagen hinterlassen hatten.",
        "Das ändert sich schnell. Planungswerkzeuge wissen heute, wer verfügbar ist, wer für welche Spielklasse lizenziert ist und wer am nächsten am Platz wohnt. Statt mit einem leeren Raster beginnt ein Ansetzer mit einer Liste guter Vorschläge und verwendet seine Zeit auf die Ermessensentscheidungen, die nur ein Mensch treffen kann.",
        "Die zweite Veränderung ist die Geschwindigkeit. Wenn sich eine Anstoßzeit verschiebt oder ein Spielort ändert, erfährt es jeder angesetzte Schiedsrichter innerhalb von Sekunden auf seinem Handy. Weniger Nachrichten gehen verloren, und weniger Schiedsrichter stehen vor einem leeren Platz.",
        "Am meisten profitieren nicht die großen Ligen. Kleine, ehrenamtlich geführte Ligen haben am wenigsten Zeit übrig, und gerade für sie machen kostenlose, einfache Werkzeuge den größten Unterschied.",
      ],
    },
    "reducing-no-shows": {
      title: "5 Wege, um Nichtantritte von Schiedsrichtern zu verringern",
      excerpt:
        "Nichtantritte schaden Spielen, Spielern und dem Ruf Ihrer Liga. Fünf praktische Gewohnheiten, damit Ihre Schiedsrichter zuverlässig kommen.",
      category: "Praxistipps",
      body: [
        "Meist stecken hinter einem Nichtantritt keine nachlässigen Schiedsrichter, sondern Kommunikationspannen. Ein Schiedsrichter, der eine Änderung nicht gesehen, einen Termin vergessen oder sich doppelt verplant hat, ist weit häufiger als einer, der schlicht keine Lust hatte.",
        "Erstens: Bitten Sie um eine Bestätigung. Eine Ansetzung, die ein Schiedsrichter angenommen hat, wird viel eher wahrgenommen als eine, die nur verschickt wurde. Zweitens: Erinnern Sie. Eine Nachricht am Vortag mit Spielort und Anstoßzeit fängt die meisten vergessenen Spiele ab.",
        "Drittens: Respektieren Sie die Verfügbarkeit. Wenn Schiedsrichter die Tage markieren können, an denen sie nicht können, setzen Sie sie nicht mehr für Spiele an, die sie ohnehin nie geschafft hätten. Viertens: Veröffentlichen Sie Änderungen sofort statt gesammelt einmal pro Woche.",
        "Fünftens: Zahlen Sie pünktlich. Schiedsrichter, die schnell und verlässlich bezahlt werden, bleiben Ihrer Liga treu und nehmen ihre Spiele ernst.",
      ],
    },
    "guide-to-referee-certification-levels": {
      title: "Ein Leitfaden zu den Schiedsrichter-Lizenzstufen",
      excerpt:
        "Kreis, Region, national: was die Lizenzstufen bedeuten und wie Sie Schiedsrichter den passenden Spielen zuordnen.",
      category: "Ausbildung",
      body: [
        "Lizenzstufen gibt es, damit Spieler einen Schiedsrichter bekommen, der ihrem Spiel gewachsen ist. Ein neuer Schiedsrichter auf Kreisebene sammelt Erfahrung bei jüngeren Altersklassen; ein regionaler Schiedsrichter leitet leistungsorientierte Erwachsenenspiele; Schiedsrichter auf nationaler Ebene pfeifen an der Spitze der Pyramide.",
        "Für einen Ansetzer ist die praktische Frage die Zuordnung. Eine gute Regel: Setzen Sie einen Schiedsrichter auf seiner Stufe oder knapp darüber an, wenn ihm ein starkes, erfahrenes Gespann zur Seite steht, und sonst auf seiner Stufe.",
        "Halten Sie Lizenzen an einem Ort aktuell, mit ihrem Ablaufdatum. Eine abgelaufene Lizenz, die erst am Spieltag auffällt, ist ein Problem, das eine einfache Erinnerung einige Wochen vorher verhindert hätte.",
        "Nutzen Sie schließlich Spielberichte und Bewertungen, um zu erkennen, wer für den Aufstieg bereit ist. Gespräche über eine Beförderung laufen besser, wenn eine ganze Saison an Belegen dahintersteht.",
      ],
    },
    "why-we-made-whistle-free": {
      title: "Warum wir Whistle kostenlos gemacht haben",
      excerpt:
        "Planungssoftware sollte kein Kostenpunkt sein, den eine Jugendliga rechtfertigen muss. So funktioniert eine kostenlose Basisplattform.",
      category: "Unternehmen",
      body: [
        "Herkömmliche Schiedsrichtersysteme kosten eine Liga oft zwischen 200 $ und 500 $ im Monat. Für eine ehrenamtlich geführte Jugendliga ist das echtes Geld, das bei Plätzen, Ausrüstung und Schiedsrichter-Spielgeld fehlt.",
        "Wir haben Whistle so gebaut, dass die Basisplattform – Planung, Ansetzungen, Benachrichtigungen und die mobilen Apps – für immer kostenlos ist, mit unbegrenzt vielen Schiedsrichtern und ohne Werbung.",
        "Geld verdienen wir dort, wo wir einen klaren Mehrwert bieten: Pro Accounting für Ligen, die Steuerunterlagen brauchen, Sofortauszahlungen für Schiedsrichter, die ihr Geld innerhalb von Minuten haben möchten, und Beratung für große Organisationen.",
        "Dieses Modell funktioniert nur, wenn das kostenlose Produkt wirklich gut ist – und das hält uns ehrlich.",
      ],
    },
    "building-a-referee-development-program": {
      title: "Ein Förderprogramm für Schiedsrichter aufbauen",
      excerpt:
        "Mentoring, Rückmeldungen und stetige Entwicklung halten neue Schiedsrichter über ihre erste Saison hinaus im Spiel.",
      category: "Praxistipps",
      body: [
        "Viele neue Schiedsrichter hören in ihren ersten beiden Spielzeiten wieder auf. Die Gründe sind bekannt: zu früh zu schwierige Spiele, Beschimpfungen von der Seitenlinie und das Gefühl, allein gelassen zu werden.",
        "Ein Förderprogramm begegnet jedem dieser Gründe. Stellen Sie neuen Schiedsrichtern für ihre ersten Spiele erfahrene Mentoren zur Seite. Setzen Sie sie in Altersklassen an, in denen sie lernen können, ohne überfordert zu sein.",
        "Geben Sie kurz nach dem Spiel konkrete und freundliche Rückmeldungen. Ein kurzer schriftlicher Bericht bewirkt mehr als ein langes Gespräch Wochen später.",
        "Und machen Sie die Entwicklung sichtbar: Wenn ein Schiedsrichter sieht, was es für den Aufstieg braucht, hat er einen Grund zu bleiben.",
      ],
    },
    "season-planning-checklist": {
      title: "Ihre Checkliste für die Saisonvorbereitung",
      excerpt:
        "Spielorte, Schiedsrichterpool, Spielgeld und Kommunikation: was vor dem ersten Anpfiff der Saison geklärt sein sollte.",
      category: "Praxistipps",
      body: [
        "Eine ruhige Saison beginnt Wochen vor dem ersten Spiel. Bestätigen Sie zuerst Ihre Spielorte und deren freie Zeitfenster; alles andere hängt davon ab.",
        "Prüfen Sie als Nächstes Ihren Schiedsrichterpool: Wer kommt zurück, wessen Lizenz muss verlängert werden, und wie viele neue Schiedsrichter brauchen Sie für die geplante Zahl an Spielen?",
        "Legen Sie das Spielgeld pro Spielklasse fest und veröffentlichen Sie es, damit die Schiedsrichter wissen, woran sie sind. Entscheiden Sie, wie und wann Sie zahlen.",
        "Entscheiden Sie schließlich, wie Sie Änderungen mitteilen. Ein Kanal, dem alle vertrauen, ist besser als drei, die niemand liest.",
      ],
    },
    "handling-last-minute-cancellations": {
      title: "Umgang mit kurzfristigen Absagen",
      excerpt:
        "Wetter, Krankheit und Verkehr kommen vor. Ein einfacher Plan, um eine Position noch am Morgen des Spiels zu besetzen.",
      category: "Spielbetrieb",
      body: [
        "Jeder Ansetzer kennt die Nachricht am frühen Morgen: Ein Schiedsrichter ist krank und kann das Spiel um 9 Uhr nicht leiten. Was dann passiert, entscheidet darüber, ob das Spiel stattfindet.",
        "Führen Sie eine kurze Liste von Schiedsrichtern, die gesagt haben, dass sie gern kurzfristig einspringen, und wissen Sie anhand ihrer Verfügbarkeit, wer an diesem Morgen frei ist.",
        "Schicken Sie die offene Position an mehrere geeignete Schiedsrichter gleichzeitig und vergeben Sie sie an den Ersten, der annimmt, statt eine Person nach der anderen zu fragen.",
        "Schauen Sie sich nach dem Wochenende das Muster an. Häufen sich Absagen bei bestimmten Spielorten oder Uhrzeiten, lässt sich das vielleicht im Spielplan lösen.",
      ],
    },
    "paying-referees-fairly-and-on-time": {
      title: "Schiedsrichter fair und pünktlich bezahlen",
      excerpt:
        "Klares Spielgeld, pünktliche Zahlung und einfache Unterlagen schaffen einen Schiedsrichterpool, der Ihrer Liga treu bleibt.",
      category: "Finanzen",
      body: [
        "Geld ist nicht der einzige Grund, warum Menschen Spiele leiten, aber verspätete oder unklare Bezahlung ist einer der schnellsten Wege, sie zu verlieren.",
        "Veröffentlichen Sie das Spielgeld für jede Spielklasse und halten Sie sich daran. Erfassen Sie das Spielgeld jedes Spiels schon bei der Ansetzung, damit es später keinen Streit darüber gibt, was vereinbart war.",
        "Zahlen Sie nach einem verlässlichen Rhythmus. Standardüberweisungen, die zwei bis drei Werktage dauern, sind kein Problem, wenn die Schiedsrichter wissen, wann sie damit rechnen können.",
        "Führen Sie Unterlagen, die den Papierkram zum Jahresende erleichtern, vor allem wenn Ihre Liga den Schiedsrichtern, die sie bezahlt, Steuerformulare ausstellen muss.",
      ],
    },
    "technology-for-small-leagues": {
      title: "Technik für kleine Ligen mit kleinem Budget",
      excerpt:
        "Sie brauchen keine IT-Abteilung, um eine moderne Liga zu führen. Kostenlose Werkzeuge, die die schwere Arbeit übernehmen.",
      category: "Branche",
      body: [
        "Kleine Ligen gehen oft davon aus, dass gute Software für sie unerreichbar ist. Das ist nicht mehr so.",
        "Kostenlose Werkzeuge für Planung und Ansetzung, geteilte Kalender und Gruppennachrichten decken das meiste ab, was eine Liga für einen reibungslosen Betrieb braucht.",
        "Wählen Sie Werkzeuge, die Schiedsrichter ohne Schulung vom Handy aus nutzen können und mit denen Sie Ihre Daten exportieren können, falls Sie irgendwann wechseln möchten.",
        "Stecken Sie das gesparte Geld in das, worauf es ankommt: Plätze, Ausrüstung und die Menschen, die Spiele möglich machen.",
      ],
    },
  },
};
