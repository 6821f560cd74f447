/**
 * The activity log in its reader's language (issue 19). Each entry keeps the English `summary` written when
 * it happened: the audit record, what the API and exports give. The overview's Recent Activities and the
 * Activity page word the entry again when it is read, from its `action` and `details`, with one catalog
 * message per action. An entry whose details lack what its sentence needs (rows written before the details
 * carried those values, or an action whose sentence is not translated yet) reads as its English summary.
 *
 * The English messages are word for word the summaries the writers store; dates and times go through the
 * formatter the caller gives (the reader's formats; the stored YYYY-MM-DD and HH:MM by default).
 */
import type { MessageId } from "~/i18n/messages";
import { tr, type Translate } from "~/i18n/text";
import { positionLabel } from "./game-labels";

/**
 * Every action written to the activity log, anywhere (a unit test checks the writers against this list).
 * Each has a wording below, or `null`: read as the stored English summary (see `UNTRANSLATED`).
 */
export const ACTIVITY_ACTIONS = [
  "account.deleted",
  "api_key.created",
  "api_key.revoked",
  "assignment.accepted",
  "assignment.created",
  "assignment.declined",
  "assignment.turned_back",
  "assignment.withdrawn",
  "availability.block-days",
  "availability.add-time-block",
  "availability.remove",
  "availability.clear-all",
  "availability.add-recurring",
  "availability.remove-recurring",
  "certification.edited",
  "certification.verified",
  "certification.unverified",
  "game.auto_completed",
  "game.cancelled",
  "game.completed",
  "game.created",
  "game.deleted",
  "game.updated",
  "game_report.approved",
  "game_report.changed",
  "game_report.filed",
  "game_report.returned",
  "game_request.approved",
  "game_request.created",
  "game_request.rejected",
  "game_request.withdrawn",
  "games.imported",
  "invite.created",
  "member.removed",
  "member.role_changed",
  "organization.assignment_policy_updated",
  "organization.deletion_cancelled",
  "organization.deletion_scheduled",
  "organization.invite_code_rotated",
  "organization.payer_details_updated",
  "organization.report_settings_changed",
  "organization.updated",
  "partner_rule.removed",
  "partner_rule.saved",
  "payables.created",
  "payment.adjusted",
  "payment.hold_released",
  "payment.hold_removed",
  "payment.paid",
  "payment.unpaid",
  "plan.pro_started",
  "plan.pro_ended",
  "referee_ranks.saved",
  "scheduling.draft_created",
  "scheduling.draft_discarded",
  "scheduling.draft_item_changed",
  "scheduling.draft_published",
  "scheduling.draft_undone",
  "scheduling.settings_updated",
  "team_tie.added",
  "team_tie.removed",
  "user.joined",
  "venue.created",
  "venue.deleted",
  "venue.updated",
  "webhook.created",
  "webhook.deleted",
  "webhook.disabled",
  "webhook.enabled",
  "webhook.secret_rotated",
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** An entry as the log lists it. */
export interface ActivityEntry {
  action: string;
  summary: string;
  details?: unknown;
}

/** How the reader writes a game's date and time; the stored form by default. */
export interface ActivityFormats {
  date?: (isoDate: string) => string;
  time?: (time: string) => string;
}

type Details = Record<string, unknown>;
type Context = Required<ActivityFormats> & { t: Translate };
/** The sentence for an entry, or undefined when its details lack a value the sentence needs. */
type Wording = (details: Details, context: Context) => string | undefined;

function text(details: Details, key: string): string | undefined {
  const value = details[key];
  return typeof value === "string" && value !== "" ? value : undefined;
}

function whole(details: Details, key: string): number | undefined {
  const value = details[key];
  return typeof value === "number" && Number.isInteger(value) ? value : undefined;
}

/** A game's teams and date, when the details carry all three. */
function game(details: Details, { date }: Context) {
  const home = text(details, "homeTeam");
  const away = text(details, "awayTeam");
  const day = text(details, "date");
  return home && away && day ? { home, away, date: date(day) } : undefined;
}

/** A game entry's sentence: the game's teams and date in the message. */
function gameWording(id: MessageId): Wording {
  return (details, context) => {
    const values = game(details, context);
    return values ? context.t(id, values) : undefined;
  };
}

/** A referee's answer (or the offer withdrawn): who, which position, which game, when. */
function answerWording(id: MessageId, needsReason: boolean): Wording {
  return (details, context) => {
    const values = game(details, context);
    const name = text(details, "referee");
    const position = text(details, "position");
    const time = text(details, "time");
    const reason = text(details, "reason");
    if (!values || !name || !position || !time || (needsReason && !reason)) return undefined;
    return context.t(id, {
      ...values,
      name,
      position: positionLabel(position, context.t),
      time: context.time(time),
      reason,
      hasReason: details.hasReason,
    });
  };
}

function venueWording(id: MessageId): Wording {
  return (details, { t }) => {
    const name = text(details, "name");
    return name ? t(id, { name }) : undefined;
  };
}

/** A sentence with one value from the details, as `name` ("Revoked \"{name}\""). */
function named(key: string, id: MessageId): Wording {
  return (details, { t }) => {
    const value = text(details, key);
    return value ? t(id, { [key]: value }) : undefined;
  };
}

/** A certification entry: the referee's name and the certification (as it was named, for an edit). */
function certificationWording(key: string, id: MessageId): Wording {
  return (details, { t }) => {
    const name = text(details, "referee");
    const certification = text(details, key);
    return name && certification ? t(id, { name, certification }) : undefined;
  };
}

/** A team tie added or removed (issue 21): whose, which team, how tied, and whether the staff entered it. */
function teamTieWording(id: MessageId): Wording {
  return (details, { t }) => {
    const name = text(details, "referee");
    const team = text(details, "team");
    const relation = text(details, "relation");
    if (!name || !team || !relation || typeof details.byStaff !== "boolean") return undefined;
    return t(id, { name, team, relation, byStaff: details.byStaff ? "yes" : "no" });
  };
}

const WORDINGS: Record<ActivityAction, Wording | null> = {
  "game.created": gameWording("assignor.activity.game.created"),
  "game.updated": gameWording("assignor.activity.game.updated"),
  "game.deleted": gameWording("assignor.activity.game.deleted"),
  "game.completed": gameWording("assignor.activity.game.completed"),
  // Issue 22 (decision 0082): a game's report filed, changed, approved or returned.
  "game_report.filed": gameWording("assignor.activity.gameReport.filed"),
  "game_report.changed": gameWording("assignor.activity.gameReport.changed"),
  "game_report.approved": gameWording("assignor.activity.gameReport.approved"),
  "game_report.returned": gameWording("assignor.activity.gameReport.returned"),
  "game.cancelled": (details, context) => {
    const values = game(details, context);
    const reason = text(details, "reason");
    return values && reason ? context.t("assignor.activity.game.cancelled", { ...values, reason }) : undefined;
  },
  "assignment.created": (details, { t }) => {
    const name = text(details, "referee");
    const position = text(details, "position");
    const home = text(details, "homeTeam");
    const away = text(details, "awayTeam");
    if (!name || !position || !home || !away || typeof details.overridden !== "boolean") return undefined;
    return t("assignor.activity.assignment.created", {
      name,
      position: positionLabel(position, t),
      home,
      away,
      overridden: details.overridden ? "yes" : "no",
    });
  },
  "assignment.accepted": answerWording("assignor.activity.assignment.accepted", false),
  "assignment.declined": answerWording("assignor.activity.assignment.declined", true),
  "assignment.turned_back": answerWording("assignor.activity.assignment.turnedBack", true),
  "assignment.withdrawn": answerWording("assignor.activity.assignment.withdrawn", false),
  "payables.created": (details, context) => {
    const count = whole(details, "count");
    if (count === undefined) return undefined;
    switch (details.kind) {
      case "game": {
        const values = game(details, context);
        return values ? context.t("assignor.activity.payables.created", { ...values, count }) : undefined;
      }
      case "automatic": {
        const games = whole(details, "games");
        return games === undefined
          ? undefined
          : context.t("assignor.activity.payables.createdAutomatically", { count, games });
      }
      case "backfill":
        return context.t("assignor.activity.payables.createdForEarlierGames", { count });
      default:
        return undefined;
    }
  },
  "venue.created": venueWording("assignor.activity.venue.created"),
  "venue.updated": (details, { t }) => {
    const name = text(details, "name");
    const previous = text(details, "previousName");
    if (!name) return undefined;
    return previous
      ? t("assignor.activity.venue.renamed", { name, previous })
      : t("assignor.activity.venue.updated", { name });
  },
  "venue.deleted": venueWording("assignor.activity.venue.deleted"),
  "scheduling.settings_updated": (_, { t }) => t("assignor.activity.schedulingSettings.updated"),
  "organization.payer_details_updated": (_, { t }) => t("assignor.activity.payerDetails.updated"),
  "webhook.enabled": named("url", "assignor.activity.webhook.enabled"),
  "webhook.disabled": named("url", "assignor.activity.webhook.disabled"),
  "webhook.secret_rotated": named("url", "assignor.activity.webhook.secretRotated"),
  "webhook.deleted": named("url", "assignor.activity.webhook.deleted"),
  "api_key.created": (details, { t }) => {
    const name = text(details, "name");
    const kind = text(details, "kind");
    const scope = text(details, "scope");
    return name && kind && scope ? t("assignor.activity.apiKey.created", { name, kind, scope }) : undefined;
  },
  "api_key.revoked": named("name", "assignor.activity.apiKey.revoked"),
  "organization.deletion_cancelled": (details, { t }) => {
    const name = text(details, "name");
    const organization = text(details, "organization");
    return name && organization
      ? t("assignor.activity.organization.deletionCancelled", { name, organization })
      : undefined;
  },
  "certification.verified": certificationWording("certification", "assignor.activity.certification.verified"),
  "certification.unverified": certificationWording("certification", "assignor.activity.certification.unverified"),
  "game_request.created": answerWording("assignor.activity.gameRequest.created", false),
  "game_request.withdrawn": (details, context) => {
    const values = game(details, context);
    const position = text(details, "position");
    const time = text(details, "time");
    if (!values || !position || !time) return undefined;
    return context.t("assignor.activity.gameRequest.withdrawn", {
      ...values,
      position: positionLabel(position, context.t),
      time: context.time(time),
    });
  },
  "game_request.approved": answerWording("assignor.activity.gameRequest.approved", false),
  "game_request.rejected": (details, context) => {
    const reason = text(details, "reason");
    const worded = answerWording("assignor.activity.gameRequest.rejected", false);
    return worded({ ...details, hasReason: reason ? "yes" : "no" }, context);
  },
  "user.joined": (details, { t }) => {
    const name = text(details, "name");
    const organization = text(details, "organization");
    const how = text(details, "how");
    return name && organization && how ? t("assignor.activity.user.joined", { name, organization, how }) : undefined;
  },
  "invite.created": (details, { t }) => {
    const inviter = text(details, "inviter");
    const email = text(details, "email");
    const role = text(details, "role");
    return inviter && email && role ? t("assignor.activity.invite.created", { inviter, email, role }) : undefined;
  },
  "webhook.created": (details, { t }) => {
    const url = text(details, "url");
    const events = whole(details, "events");
    return url && events !== undefined ? t("assignor.activity.webhook.created", { url, events }) : undefined;
  },
  "certification.edited": certificationWording("before", "assignor.activity.certification.edited"),
  // Issue 20 (decision 0068): members.
  "member.role_changed": (details, { t }) => {
    const name = text(details, "name");
    const role = text(details, "role");
    const previousRole = text(details, "previousRole");
    const limited = text(details, "limited");
    return name && role && previousRole && limited
      ? t("assignor.activity.member.roleChanged", { name, role, previousRole, limited })
      : undefined;
  },
  "member.removed": (details, { t }) => {
    const name = text(details, "name");
    const withdrawn = whole(details, "withdrawn");
    return name && withdrawn !== undefined ? t("assignor.activity.member.removed", { name, withdrawn }) : undefined;
  },
  "organization.invite_code_rotated": (_, { t }) => t("assignor.activity.organization.inviteCodeRotated"),
  // Issue 21 (decision 0074): the rules about a referee.
  "team_tie.added": teamTieWording("assignor.activity.teamTie.added"),
  "team_tie.removed": teamTieWording("assignor.activity.teamTie.removed"),
  "partner_rule.saved": (details, { t }) => {
    const name = text(details, "referee");
    const partner = text(details, "partner");
    const choice = text(details, "choice");
    return name && partner && choice ? t("assignor.activity.partnerRule.saved", { name, partner, choice }) : undefined;
  },
  "partner_rule.removed": (details, { t }) => {
    const name = text(details, "referee");
    const partner = text(details, "partner");
    return name && partner ? t("assignor.activity.partnerRule.removed", { name, partner }) : undefined;
  },
  "referee_ranks.saved": (details, { t }) => {
    const name = text(details, "referee");
    const count = whole(details, "count");
    return name && count !== undefined ? t("assignor.activity.refereeRanks.saved", { name, count }) : undefined;
  },

  // Read as the stored English summary (see UNTRANSLATED).
  "account.deleted": null,
  "availability.block-days": null,
  "availability.add-time-block": null,
  "availability.remove": null,
  "availability.clear-all": null,
  "availability.add-recurring": null,
  "availability.remove-recurring": null,
  "game.auto_completed": null,
  "games.imported": null,
  "organization.deletion_scheduled": null,
  "organization.updated": null,
  // Issue 21: like the settings' own entry, its changes are listed in English (decision 0076).
  "organization.assignment_policy_updated": null,
  "payment.adjusted": null,
  "payment.hold_released": null,
  "payment.hold_removed": null,
  "organization.report_settings_changed": null,
  "payment.paid": null,
  "payment.unpaid": null,
  "plan.pro_started": null,
  "plan.pro_ended": null,
  "scheduling.draft_created": null,
  "scheduling.draft_discarded": null,
  "scheduling.draft_item_changed": null,
  "scheduling.draft_published": null,
  "scheduling.draft_undone": null,
};

/** The actions whose entries still read in English, whatever the reader's language. */
export const UNTRANSLATED: readonly ActivityAction[] = ACTIVITY_ACTIONS.filter((action) => WORDINGS[action] === null);

/** An entry's sentence in the language being served; its stored English summary when it cannot be worded. */
export function activityText(entry: ActivityEntry, formats: ActivityFormats = {}, t: Translate = tr): string {
  const wording = WORDINGS[entry.action as ActivityAction];
  const details = entry.details;
  if (!wording || typeof details !== "object" || details === null) return entry.summary;
  const context: Context = {
    t,
    date: formats.date ?? ((isoDate) => isoDate),
    time: formats.time ?? ((time) => time),
  };
  return wording(details as Details, context) ?? entry.summary;
}

/**
 * The reader's date and time formats for the log's sentences. English keeps the stored YYYY-MM-DD and HH:MM:
 * its sentences are the summaries, word for word.
 */
export function activityFormatsFor(formats: {
  settings: { language: string };
  date(isoDate: string): string;
  time(time: string): string;
}): ActivityFormats {
  if (formats.settings.language === "en") return {};
  return { date: (isoDate) => formats.date(isoDate), time: (time) => formats.time(time) };
}
