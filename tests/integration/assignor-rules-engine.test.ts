/**
 * Suggestions and auto-assign apply the issue-21 rules as the Assign dialog does (decision 0073): with team
 * ties, a scratch, ranks, a rated game, a travel limit, required credentials and a do-not-pair pair stored,
 * neither the suggestions route nor an auto-assign draft ever proposes a referee the dialog's check rules
 * out, and the suggestions' left-out list gives the dialog's reason for each.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import "~/server/i18n.server";
import { createAssignment, createGame, createUser } from "~/demo/factories";
import {
  certifications,
  organizations,
  partnerRules,
  refereeRanks,
  schedulingDraftItems,
  teamTies,
  venues,
} from "~/db/schema";
import { newId } from "~/db/ids";
import { hasHardConflict } from "~/domain/conflicts";
import { assignmentChecksRead } from "~/server/assignments.server";
import { readOne } from "~/server/batch-reads.server";
import { createLeague, db, get, post } from "./helpers";

const DATE = "2099-06-06";

/** A semi-pro game for three officials rated for level 3, one official already on it, and a referee per rule. */
async function leagueWithRules() {
  const league = await createLeague();
  const organizationId = league.organization.id;
  await db
    .update(organizations)
    .set({
      assignmentPolicy: {
        strength: { position_not_ranked: "hard" },
        requiredCredentials: { "semi-pro": ["background_check"] },
      },
    })
    .where(eq(organizations.id, organizationId));
  await db
    .insert(venues)
    .values({ id: newId(), organizationId, name: "Kezar Stadium", latitude: 37.767, longitude: -122.457 });
  const game = await createGame(db, {
    organizationId,
    date: DATE,
    time: "14:00",
    homeTeam: "Hawks U19",
    awayTeam: "Owls",
    venue: "Kezar Stadium",
    level: "semi-pro",
    positionType: "three_official",
    minRefereeLevel: 3,
  });

  const near = { homeLatitude: 37.8, homeLongitude: -122.4 };
  const person = async (
    firstName: string,
    extra: Omit<NonNullable<Parameters<typeof createUser>[1]>, "organizationId"> = {},
  ) => {
    const user = await createUser(db, {
      organizationId,
      firstName,
      lastName: "Test",
      refereeLevel: 3,
      ...near,
      ...extra,
    });
    await db.insert(refereeRanks).values([
      { organizationId, userId: user.id, position: "referee", level: "semi-pro" },
      { organizationId, userId: user.id, position: "assistant", level: "semi-pro" },
    ]);
    await db.insert(certifications).values({
      id: newId(),
      userId: user.id,
      name: "Background check",
      level: "Other",
      kind: "background_check",
      expiresOn: null,
    });
    return user;
  };
  const fit = await person("Fit");
  const tie = await person("Tie");
  await db
    .insert(teamTies)
    .values({ id: newId(), organizationId, userId: tie.id, team: "Hawks", relation: "coaches", byStaff: false });
  const scratch = await person("Scratch");
  await db
    .insert(teamTies)
    .values({ id: newId(), organizationId, userId: scratch.id, team: "Owls", relation: "scratched", byStaff: true });
  const flag = await person("Flag");
  await db.delete(refereeRanks).where(eq(refereeRanks.userId, flag.id));
  await db.insert(refereeRanks).values({ organizationId, userId: flag.id, position: "assistant", level: "semi-pro" });
  const junior = await person("Junior", { refereeLevel: 2 });
  const far = await person("Far", { homeLatitude: 38.58, homeLongitude: -121.49, maxTravelKm: 50 });
  const lapsed = await person("Lapsed");
  await db.update(certifications).set({ expiresOn: "2099-05-31" }).where(eq(certifications.userId, lapsed.id));
  const rival = await person("Rival");
  const [low, high] = [fit.id, rival.id].sort();
  await db
    .insert(partnerRules)
    .values({ id: newId(), organizationId, refereeId: low!, partnerId: high!, kind: "avoid", hard: true });
  await createAssignment(db, {
    organizationId,
    gameId: game.id,
    refereeId: fit.id,
    position: "assistant_referee_1",
    status: "confirmed",
  });
  return { ...league, game, fit, tie, scratch, flag, junior, far, lapsed, rival };
}

/** The Assign dialog's own check of offering `position` to the referee. */
async function dialogConflicts(organizationId: string, gameId: string, refereeId: string, position: "referee") {
  const { referee, conflictsOf } = await readOne(db, assignmentChecksRead(db, organizationId, gameId, refereeId));
  return conflictsOf([referee!], position).get(refereeId) ?? [];
}

describe("suggestions and auto-assign apply the issue-21 rules as the dialog does", () => {
  it("the suggestions route leaves out each rule's referee with the dialog's reason", async () => {
    const league = await leagueWithRules();
    const response = await get(`/assignor/games/${league.game.id}/suggestions?position=referee`, {
      cookie: league.assignorCookie,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      suggestions: { refereeId: string }[];
      leftOut: { refereeId: string; conflicts: { severity: string; message: string }[] }[];
    };
    const expected: [keyof typeof league, string][] = [
      ["tie", "Coaches Hawks U19"],
      ["scratch", "Scratched by Owls"],
      ["flag", "Not ranked as referee for semi-pro games"],
      ["junior", "This game is rated for level 3–3 referees; they are level 2"],
      ["far", "77 mi from home, beyond their travel limit of 31 mi"],
      ["lapsed", "Their background check is valid only until May 31, 2099"],
      ["rival", "Not to be paired with Fit Test, who is on this game"],
    ];
    const suggested = body.suggestions.map((suggestion) => suggestion.refereeId);
    for (const [key, message] of expected) {
      const { id } = league[key] as { id: string };
      expect(suggested).not.toContain(id);
      const left = body.leftOut.find((entry) => entry.refereeId === id);
      expect(left?.conflicts, key).toContainEqual({ severity: "hard", message });
      // The dialog finds the same hard conflict for the same slot.
      const dialog = await dialogConflicts(league.organization.id, league.game.id, id, "referee");
      expect(hasHardConflict(dialog), key).toBe(true);
      expect(dialog.map((conflict) => conflict.message)).toContain(message);
    }
    // Nobody the dialog rules out is suggested.
    for (const id of suggested) {
      const dialog = await dialogConflicts(league.organization.id, league.game.id, id, "referee");
      expect(dialog).toEqual([]);
    }
  });

  it("an auto-assign draft proposes only the referee every rule lets through", async () => {
    const league = await leagueWithRules();
    const response = await post(
      "/assignor/auto-assign",
      { intent: "create", from: DATE, to: DATE },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(302);
    const draftId = response.headers.get("Location")!.split("/").pop()!;
    const items = await db.select().from(schedulingDraftItems).where(eq(schedulingDraftItems.draftId, draftId));
    const byPosition = Object.fromEntries(items.map((item) => [item.position, item]));
    // Fit holds an assistant's slot; every other referee is ruled out of the referee's slot by one rule each.
    expect(byPosition.referee?.refereeId).toBeNull();
    expect(byPosition.referee?.unfilledReason).toContain("not ranked");
    // Flag is ranked as an assistant: the second assistant's slot is theirs; Rival must not join Fit.
    expect(byPosition.assistant_referee_2?.refereeId).toBe(league.flag.id);
  });
});
