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
