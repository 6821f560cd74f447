import type { Localized } from "./site";

export type Testimonial = {
  name: string;
  role: string;
  organization: string;
  content: string;
  /** Two letters shown in place of a photo. */
  initials: string;
};

/** Spec section 1: three testimonials from league staff, sample content. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: "Sarah Mitchell",
    role: "Referee Coordinator",
    organization: "Bay Area Youth Soccer League",
    content:
      "We used to spend Sunday nights on spreadsheets and phone calls. Now the whole weekend is assigned before lunch on Monday, and referees confirm from their phones.",
    initials: "SM",
  },
  {
    name: "David Chen",
    role: "League Commissioner",
    organization: "Metro Basketball Association",
    content:
      "Switching cost us nothing and took an afternoon. Our officials finally see every change the moment it happens, so no-shows have all but disappeared.",
    initials: "DC",
  },
  {
    name: "Maria Rodriguez",
    role: "Assignor",
    organization: "Sunshine State Volleyball Club",
    content:
      "The availability calendar alone saves me hours every week. I can see who is free, who is certified and who worked together last, all on one screen.",
    initials: "MR",
  },
];

/** The testimonials in each language: the same people and leagues, their words translated. */
function translated(texts: readonly (readonly [role: string, content: string])[]): readonly Testimonial[] {
  if (texts.length !== TESTIMONIALS.length) throw new Error("A translation of TESTIMONIALS must word every one.");
  return TESTIMONIALS.map((testimonial, index) => {
    const [role, content] = texts[index]!;
    return { ...testimonial, role, content };
  });
}

export const TESTIMONIALS_CONTENT: Localized<readonly Testimonial[]> = {
  en: TESTIMONIALS,
  es: translated([
    [
      "Coordinadora de árbitros",
      "Antes pasábamos los domingos por la noche entre hojas de cálculo y llamadas. Ahora todo el fin de semana está designado antes de comer el lunes, y los árbitros confirman desde el móvil.",
    ],
    [
      "Presidente de la liga",
      "El cambio no nos costó nada y nos llevó una tarde. Por fin nuestros árbitros ven cada cambio en el momento en que ocurre, y las ausencias prácticamente han desaparecido.",
    ],
    [
      "Designadora",
      "Solo el calendario de disponibilidad ya me ahorra horas cada semana. Veo quién está libre, quién tiene la certificación y quién ha arbitrado junto a quién, todo en una pantalla.",
    ],
  ]),
  fr: translated([
    [
      "Coordinatrice des arbitres",
      "Avant, nous passions nos dimanches soir entre tableurs et coups de fil. Aujourd’hui, tout le week-end est désigné avant le déjeuner du lundi, et les arbitres confirment depuis leur téléphone.",
    ],
    [
      "Président de la ligue",
      "Changer ne nous a rien coûté et nous a pris un après-midi. Nos arbitres voient enfin chaque modification dès qu’elle arrive : les absences ont quasiment disparu.",
    ],
    [
      "Désignatrice",
      "Le calendrier des disponibilités me fait gagner des heures chaque semaine. Je vois qui est libre, qui est certifié et qui a déjà arbitré ensemble, sur un seul écran.",
    ],
  ]),
  de: translated([
    [
      "Schiedsrichter-Koordinatorin",
      "Früher haben wir sonntagabends mit Tabellen und Telefonaten verbracht. Heute ist das ganze Wochenende vor dem Mittagessen am Montag angesetzt, und die Schiedsrichter bestätigen per Smartphone.",
    ],
    [
      "Ligaleiter",
      "Der Wechsel hat uns nichts gekostet und einen Nachmittag gedauert. Unsere Schiedsrichter sehen jetzt jede Änderung sofort, und Nichtantritte gibt es praktisch nicht mehr.",
    ],
    [
      "Ansetzerin",
      "Allein der Verfügbarkeitskalender spart mir jede Woche Stunden. Ich sehe auf einem Bildschirm, wer frei ist, wer die Lizenz hat und wer zuletzt zusammen gepfiffen hat.",
    ],
  ]),
};
