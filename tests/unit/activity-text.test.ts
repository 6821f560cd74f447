import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ACTIVITY_ACTIONS, activityFormatsFor, activityText, UNTRANSLATED } from "~/domain/activity-text";
import { readerFormats, DEFAULT_FORMAT_SETTINGS } from "~/domain/reader-formats";
import { translatorFor } from "~/server/i18n.server";
import { sourceFiles } from "./fixtures/app-sources";

const en = translatorFor("en");
const de = translatorFor("de");
const es = translatorFor("es");
const fr = translatorFor("fr");

/** The actions the app writes to the activity log, as its source spells them. */
function writtenActions(): Set<string> {
  const found = new Set<string>();
  for (const path of sourceFiles("app")) {
    if (path.includes("activity-text")) continue;
    const code = readFileSync(path, "utf8");
    // Only files that write activity rows: `action: "x"` elsewhere may be something else.
    if (!/activityStatement|activityIfChanged|activityLog|payablesCreatedActivity/.test(code)) continue;
    for (const [, action] of code.matchAll(/action: "([a-z_]+\.[a-z_-]+)"/g)) found.add(action!);
    for (const [, action] of code.matchAll(/action: sql`'([a-z_]+\.[a-z_-]+)'`/g)) found.add(action!);
    for (const [, a, b] of code.matchAll(/action: \w+ \? "([a-z_.]+)" : "([a-z_.]+)"/g)) {
      found.add(a!);
      found.add(b!);
    }
    for (const [, action] of code.matchAll(/const \w+ = "(plan\.[a-z_]+)"/g)) found.add(action!);
    // Availability's actions are `availability.<change type>`.
    if (code.includes("action: `availability.${change.type}`")) {
      const domain = readFileSync("app/domain/availability.ts", "utf8");
      const union = domain.slice(
        domain.indexOf("export type AvailabilityChange"),
        domain.indexOf("export type AvailabilityAction"),
      );
      for (const [, type] of union.matchAll(/type: "([a-z-]+)"/g)) found.add(`availability.${type}`);
    }
  }
  return found;
}

describe("activity entries in the reader's language", () => {
  it("knows every action the app writes to the log", () => {
    const written = writtenActions();
    expect(written.size).toBeGreaterThan(40);
    for (const action of written) expect(ACTIVITY_ACTIONS, action).toContain(action);
  });

  it("words the entries of the common actions in German, Spanish and French", () => {
    const entry = {
      action: "game.created",
      summary: "Added Rovers vs United on 2026-11-28",
      details: { homeTeam: "Rovers", awayTeam: "United", date: "2026-11-28" },
    };
    expect(activityText(entry, {}, de)).toBe("Spiel Rovers – United am 2026-11-28 hinzugefügt");
    expect(activityText(entry, {}, es)).toBe("Se añadió el partido Rovers vs. United del 2026-11-28");
    expect(activityText(entry, {}, fr)).toBe("Match Rovers – United du 2026-11-28 ajouté");
    const german = readerFormats({
      ...DEFAULT_FORMAT_SETTINGS,
      language: "de",
      dateFormat: "DD/MM/YYYY",
      timeFormat: "24",
    });
    expect(
      activityText(
        {
          action: "assignment.accepted",
          summary: "Sam Whistle accepted Assistant Referee 1 for Rovers vs United on 2026-11-28 at 19:00",
          details: {
            referee: "Sam Whistle",
            position: "assistant_referee_1",
            homeTeam: "Rovers",
            awayTeam: "United",
            date: "2026-11-28",
            time: "19:00",
          },
        },
        activityFormatsFor(german),
        de,
      ),
    ).toBe(
      "Sam Whistle hat die Ansetzung als Schiedsrichterassistent 1 für Rovers – United am 28/11/2026 um 19:00 angenommen",
    );
    expect(
      activityText(
        {
          action: "payables.created",
          summary: "1 payable created for Rovers vs United on 2026-11-28",
          details: { count: 1, kind: "game", homeTeam: "Rovers", awayTeam: "United", date: "2026-11-28" },
        },
        {},
        de,
      ),
    ).toBe("1 offene Zahlung für Rovers – United am 2026-11-28 angelegt");
  });

  it("says in English exactly what the stored summary says", () => {
    const game = { homeTeam: "Rovers", awayTeam: "United", date: "2026-11-28" };
    const answer = { ...game, referee: "Sam Whistle", position: "assistant_referee_1", time: "19:00" };
    const what = "Assistant Referee 1 for Rovers vs United on 2026-11-28 at 19:00";
    const entries = [
      { action: "game.created", summary: "Added Rovers vs United on 2026-11-28", details: game },
      { action: "game.updated", summary: "Updated Rovers vs United on 2026-11-28", details: game },
      { action: "game.deleted", summary: "Deleted Rovers vs United on 2026-11-28", details: game },
      { action: "game.completed", summary: "Marked Rovers vs United on 2026-11-28 completed", details: game },
      {
        action: "game.cancelled",
        summary: "Cancelled Rovers vs United on 2026-11-28: Waterlogged pitch",
        details: { ...game, reason: "Waterlogged pitch" },
      },
      {
        action: "assignment.created",
        summary: "Assigned Sam Whistle as Referee for Rovers vs United",
        details: {
          referee: "Sam Whistle",
          position: "referee",
          homeTeam: "Rovers",
          awayTeam: "United",
          overridden: false,
        },
      },
      {
        action: "assignment.created",
        summary: "Assigned Sam Whistle as Fourth Official for Rovers vs United (warnings overridden)",
        details: {
          referee: "Sam Whistle",
          position: "fourth_official",
          homeTeam: "Rovers",
          awayTeam: "United",
          overridden: true,
        },
      },
      { action: "assignment.accepted", summary: `Sam Whistle accepted ${what}`, details: answer },
      {
        action: "assignment.declined",
        summary: `Sam Whistle declined ${what}: Away that weekend`,
        details: { ...answer, reason: "Away that weekend" },
      },
      {
        action: "assignment.turned_back",
        summary: `Sam Whistle turned back ${what}: Injured`,
        details: { ...answer, reason: "Injured" },
      },
      { action: "assignment.withdrawn", summary: `Withdrew the offer to Sam Whistle: ${what}`, details: answer },
      {
        action: "payables.created",
        summary: "1 payable created for Rovers vs United on 2026-11-28",
        details: { count: 1, kind: "game", ...game },
      },
      {
        action: "payables.created",
        summary: "2 payables created for Rovers vs United on 2026-11-28",
        details: { count: 2, kind: "game", ...game },
      },
      {
        action: "payables.created",
        summary: "3 payables created for 1 game completed automatically",
        details: { count: 3, kind: "automatic", games: 1 },
      },
      {
        action: "payables.created",
        summary: "6 payables created for 2 games completed automatically",
        details: { count: 6, kind: "automatic", games: 2 },
      },
      {
        action: "payables.created",
        summary: "4 payables created for games completed before payments were recorded",
        details: { count: 4, kind: "backfill" },
      },
      { action: "venue.created", summary: "Added the venue North Field", details: { name: "North Field" } },
      { action: "venue.updated", summary: "Updated the venue North Field", details: { name: "North Field" } },
      {
        action: "venue.updated",
        summary: "Renamed the venue North Field to Riverside Park",
        details: { name: "Riverside Park", previousName: "North Field" },
      },
      { action: "venue.deleted", summary: "Removed the venue North Field", details: { name: "North Field" } },
      { action: "scheduling.settings_updated", summary: "Updated the scheduling settings", details: {} },
      {
        action: "organization.payer_details_updated",
        summary: "Updated the payer details used on 1099-NEC data",
        details: {},
      },
      {
        action: "webhook.enabled",
        summary: "Enabled the webhook endpoint https://example.test/hook",
        details: { url: "https://example.test/hook" },
      },
      {
        action: "webhook.disabled",
        summary: "Disabled the webhook endpoint https://example.test/hook",
        details: { url: "https://example.test/hook" },
      },
      {
        action: "webhook.secret_rotated",
        summary: "Rotated the signing secret of https://example.test/hook",
        details: { url: "https://example.test/hook" },
      },
      {
        action: "webhook.deleted",
        summary: "Deleted the webhook endpoint https://example.test/hook",
        details: { url: "https://example.test/hook" },
      },
      {
        action: "api_key.created",
        summary: 'Created the API key "Scores sync" (read and write)',
        details: { name: "Scores sync", kind: "key", scope: "write" },
      },
      {
        action: "api_key.created",
        summary: 'Created the OAuth client "Club site" (read only)',
        details: { name: "Club site", kind: "client", scope: "read" },
      },
      { action: "api_key.revoked", summary: 'Revoked "Scores sync"', details: { name: "Scores sync" } },
      {
        action: "organization.deletion_cancelled",
        summary: "Ada Admin cancelled the deletion of Bay League",
        details: { name: "Ada Admin", organization: "Bay League" },
      },
      {
        action: "certification.verified",
        summary: "Verified Sam Whistle's certification USSF Grade 7",
        details: { referee: "Sam Whistle", certification: "USSF Grade 7" },
      },
      {
        action: "certification.unverified",
        summary: "Removed the verification of Sam Whistle's certification USSF Grade 7",
        details: { referee: "Sam Whistle", certification: "USSF Grade 7" },
      },
      {
        action: "game_request.created",
        summary: `Sam Whistle requested ${what}`,
        details: { ...answer },
      },
      { action: "game_request.withdrawn", summary: `Request withdrawn: ${what}`, details: { ...answer } },
      { action: "game_request.approved", summary: `Approved Sam Whistle's request: ${what}`, details: { ...answer } },
      {
        action: "game_request.rejected",
        summary: `Rejected Sam Whistle's request: ${what}`,
        details: { ...answer, reason: null },
      },
      {
        action: "game_request.rejected",
        summary: `Rejected Sam Whistle's request: ${what} (Too far to travel)`,
        details: { ...answer, reason: "Too far to travel" },
      },
      // Issue 20 (decision 0068): members and the invite code.
      {
        action: "member.role_changed",
        summary: "Changed Sam Whistle's role from referee to scheduler",
        details: { name: "Sam Whistle", role: "scheduler", previousRole: "referee", limited: "no" },
      },
      {
        action: "member.role_changed",
        summary: "Changed Ada Admin's role from assignor to assignor (limited)",
        details: { name: "Ada Admin", role: "assignor", previousRole: "assignor", limited: "yes" },
      },
      {
        action: "member.removed",
        summary: "Removed Sam Whistle from the organization (1 upcoming assignment withdrawn)",
        details: { name: "Sam Whistle", role: "referee", withdrawn: 1 },
      },
      {
        action: "member.removed",
        summary: "Removed Sam Whistle from the organization (3 upcoming assignments withdrawn)",
        details: { name: "Sam Whistle", role: "referee", withdrawn: 3 },
      },
      { action: "organization.invite_code_rotated", summary: "Replaced the organization's invite code", details: {} },
      {
        action: "user.joined",
        summary: "Finn Ledger joined Bay League as finance staff",
        details: { name: "Finn Ledger", organization: "Bay League", how: "finance" },
      },
      {
        action: "invite.created",
        summary: "Ada Admin invited sam@example.test as a scheduler",
        details: { inviter: "Ada Admin", email: "sam@example.test", role: "scheduler" },
      },
      {
        action: "user.joined",
        summary: "Ada Admin created Bay League",
        details: { name: "Ada Admin", organization: "Bay League", how: "created" },
      },
      {
        action: "user.joined",
        summary: "Sam Whistle joined Bay League as a referee",
        details: { name: "Sam Whistle", organization: "Bay League", how: "referee" },
      },
      {
        action: "user.joined",
        summary: "Ada Admin joined Bay League as an assignor",
        details: { name: "Ada Admin", organization: "Bay League", how: "assignor" },
      },
      {
        action: "invite.created",
        summary: "Ada Admin invited sam@example.test as a referee",
        details: { inviter: "Ada Admin", email: "sam@example.test", role: "referee" },
      },
      {
        action: "invite.created",
        summary: "Ada Admin invited amy@example.test as an assignor",
        details: { inviter: "Ada Admin", email: "amy@example.test", role: "assignor" },
      },
      {
        action: "webhook.created",
        summary: "Added the webhook endpoint https://example.test/hook (1 events)",
        details: { url: "https://example.test/hook", events: 1 },
      },
      {
        action: "webhook.created",
        summary: "Added the webhook endpoint https://example.test/hook (3 events)",
        details: { url: "https://example.test/hook", events: 3 },
      },
      {
        action: "certification.edited",
        summary: "Sam Whistle edited the verified certification USSF Grade 7; it needs verifying again",
        details: { referee: "Sam Whistle", before: "USSF Grade 7", after: "USSF Grade 6" },
      },
    ];
    const english = readerFormats(DEFAULT_FORMAT_SETTINGS);
    for (const entry of entries) {
      expect(activityText(entry, activityFormatsFor(english), en)).toBe(entry.summary);
      // Worded, not copied: the German differs.
      expect(activityText(entry, {}, de)).not.toBe(entry.summary);
    }
  });

  it("reads an entry as its stored summary when the details lack what the sentence needs", () => {
    // A row written before the details carried the game (the old payables entry had only the count).
    const old = {
      action: "payables.created",
      summary: "2 payables created for A vs B on 2026-01-03",
      details: { count: 2 },
    };
    expect(activityText(old, {}, de)).toBe(old.summary);
    expect(activityText({ action: "game.created", summary: "Added A vs B on 2026-01-03", details: null }, {}, de)).toBe(
      "Added A vs B on 2026-01-03",
    );
    expect(activityText({ action: "something.new", summary: "Something new", details: {} }, {}, de)).toBe(
      "Something new",
    );
    for (const action of UNTRANSLATED) {
      expect(activityText({ action, summary: "As written", details: { name: "x" } }, {}, de)).toBe("As written");
    }
  });
});
