/**
 * The organization switcher (issue 20, decision 0067): what a switch and a new league take as input, and
 * where the person lands after switching. Pure: the switcher's forms and the actions share these.
 */
import * as v from "valibot";
import { msg } from "~/i18n/text";
import type { StaffRole } from "./constants";
import { OrganizationSettingsSchema } from "./organization-settings";

/** What the portals' shells show of the switcher (`organizationSwitcherOf`): from the session, no query. */
export interface SwitcherData {
  /** The organization the assignor portal works in; null in the referee portal. */
  activeId: string | null;
  /** Every organization the person is on the staff of, with their role there; oldest membership first. */
  organizations: { id: string; name: string; role: StaffRole }[];
  /** Whether they referee anywhere (the assignor portal then links to the referee portal). */
  referees: boolean;
  /** A new league's time zone and currency until changed: those of the organization being shown. */
  defaults: { timeZone: string; currency: string };
}

/** The switcher's form: the organization to work in, and the page it was sent from. */
export const SwitchOrganizationSchema = v.object({
  organizationId: v.pipe(
    v.string(msg("switcher.error.organizationRequired")),
    v.trim(),
    v.nonEmpty(msg("switcher.error.organizationRequired")),
    v.maxLength(100, msg("switcher.error.organizationRequired")),
  ),
  from: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});

/**
 * "New organization": the name, time zone and currency rules of the organization's settings (one copy of
 * each rule); every other setting starts at its default, as at sign-up.
 */
export const NewOrganizationSchema = v.pick(OrganizationSettingsSchema, ["name", "timeZone", "currency"]);
export type NewOrganizationInput = v.InferOutput<typeof NewOrganizationSchema>;

/** How many leagues one person may create from the portal in a day (scripts cannot make thousands). */
export const NEW_ORGANIZATIONS_PER_DAY = 5;

/**
 * The assignor portal's sections a switch may keep: their lists exist in every organization. A page of one
 * record (a game, a referee, a webhook, a draft) belongs to the organization left behind, so such a path
 * keeps only its section ("/assignor/api/webhooks/…" → "/assignor/api").
 */
const SECTIONS = new Set([
  "games",
  "assignments",
  "referees",
  "invites",
  "calendar",
  "organizations",
  "payments",
  "accounting",
  "activity",
  "api",
  "auto-assign",
]);

/** Where a switch lands: the same section of the assignor portal when the switch was sent from one, else its overview. */
export function pathAfterSwitch(from: string | undefined): string {
  if (!from) return "/assignor";
  let pathname: string;
  try {
    // Only our own paths count: a full URL of another site, or "//host", resolves elsewhere.
    const url = new URL(from, "http://whistle.invalid");
    if (url.origin !== "http://whistle.invalid") return "/assignor";
    pathname = url.pathname;
  } catch {
    return "/assignor";
  }
  const [portal, section] = pathname.split("/").filter(Boolean);
  if (portal !== "assignor" || !section || !SECTIONS.has(section)) return "/assignor";
  return `/assignor/${section}`;
}
