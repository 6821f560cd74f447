import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { parseGameForm } from "~/domain/games";
import { ApiGameCreateSchema } from "~/domain/api-schemas";
import {
  orderedPair,
  OwnTeamTieSchema,
  partnerChoiceOf,
  PartnerRuleSchema,
  RanksSchema,
  StaffTeamTieSchema,
} from "~/domain/referee-rules";
import { parseSubmission } from "~/domain/forms";
import { activityText } from "~/domain/activity-text";
import { rulesActivitySummary } from "~/domain/referee-rules";
import { translatorFor } from "~/server/i18n.server";

describe("what a referee declares about teams", () => {
  it("takes a team they play for, coach or have family on, trimmed", () => {
    const parsed = parseSubmission(OwnTeamTieSchema, {
      organizationId: "org",
      team: "  Oakland Roots ",
      relation: "coaches",
    });
    expect(parsed).toMatchObject({
      ok: true,
      value: { organizationId: "org", team: "Oakland Roots", relation: "coaches" },
    });
  });

  it("refuses the staff's relations, an empty team and a name over 100 characters, keeping what was typed", () => {
    const scratched = parseSubmission(OwnTeamTieSchema, {
      organizationId: "org",
      team: "Roots",
      relation: "scratched",
    });
    expect(scratched.ok).toBe(false);
    if (!scratched.ok) expect(scratched.fieldErrors.relation).toEqual(["Choose how you are involved."]);
    const empty = parseSubmission(OwnTeamTieSchema, { organizationId: "org", team: "   ", relation: "plays" });
    if (empty.ok) throw new Error("an empty team was accepted");
    expect(empty.fieldErrors.team).toEqual(["Enter a team or club name."]);
    expect(empty.values.team).toBe("   ");
    const long = parseSubmission(OwnTeamTieSchema, { organizationId: "org", team: "x".repeat(101), relation: "plays" });
    if (long.ok) throw new Error("a 101-character team was accepted");
    expect(long.fieldErrors.team).toEqual(["At most 100 characters."]);
  });
});

describe("what the staff enter about a referee", () => {
  it("takes any relation, a scratch included, with an optional note", () => {
    expect(parseSubmission(StaffTeamTieSchema, { team: "Hayward FC", relation: "scratched", note: "" })).toMatchObject({
      ok: true,
      value: { team: "Hayward FC", relation: "scratched", note: null },
    });
    expect(
      parseSubmission(StaffTeamTieSchema, { team: "Hayward FC", relation: "other", note: " Cousin " }),
    ).toMatchObject({ ok: true, value: { relation: "other", note: "Cousin" } });
    expect(parseSubmission(StaffTeamTieSchema, { team: "Hayward FC", relation: "friend" }).ok).toBe(false);
  });

  it("turns a partner choice into the stored kind and strength, and back", () => {
    for (const choice of ["avoid_hard", "avoid_soft", "prefer"] as const) {
      const parsed = parseSubmission(PartnerRuleSchema, { partnerId: "u2", choice });
      if (!parsed.ok) throw new Error(parsed.firstError);
      expect(partnerChoiceOf(parsed.value)).toBe(choice);
    }
    expect(parseSubmission(PartnerRuleSchema, { partnerId: "u2", choice: "avoid_soft" })).toMatchObject({
      value: { kind: "avoid", hard: false },
    });
    const missing = parseSubmission(PartnerRuleSchema, { partnerId: "", choice: "prefer" });
    if (missing.ok) throw new Error("no partner was accepted");
    expect(missing.fieldErrors.partnerId).toEqual(["Choose another referee of the organization."]);
  });

  it("stores a pair with the smaller id first, whichever side it was entered from", () => {
    expect(orderedPair("b", "a")).toEqual({ refereeId: "a", partnerId: "b" });
    expect(orderedPair("a", "b")).toEqual({ refereeId: "a", partnerId: "b" });
  });

  it("reads the ranks grid's boxes, refusing anything not on the grid", () => {
    const parsed = v.safeParse(RanksSchema, { ranks: ["referee:youth", "assistant:amateur", "referee:youth"] });
    expect(parsed.success && parsed.output.ranks).toEqual([
      { position: "referee", level: "youth" },
      { position: "assistant", level: "amateur" },
    ]);
    expect(v.safeParse(RanksSchema, { ranks: [] }).success).toBe(true);
    for (const bad of ["assistant_referee_1:youth", "referee:junior", "referee", "referee:youth:x"]) {
      expect(v.safeParse(RanksSchema, { ranks: [bad] }).success, bad).toBe(false);
    }
  });
});

describe("a game's rating (referee levels)", () => {
  const game = {
    homeTeam: "Oakland Roots U12",
    awayTeam: "Hayward FC",
    date: "2099-04-11",
    time: "10:00",
    venue: "North Field",
    league: "",
    level: "youth",
    fee: "40",
    ageGroup: "",
    positionType: "single",
    fieldSurface: "",
    skillLevel: "",
  };

  it("is optional on the form, each end 1–3, and the lowest not above the highest", () => {
    expect(parseGameForm({ ...game, minRefereeLevel: "", maxRefereeLevel: "" })).toMatchObject({
      ok: true,
      value: { minRefereeLevel: null, maxRefereeLevel: null },
    });
    expect(parseGameForm({ ...game, minRefereeLevel: "2", maxRefereeLevel: "3" })).toMatchObject({
      ok: true,
      value: { minRefereeLevel: 2, maxRefereeLevel: 3 },
    });
    const backwards = parseGameForm({ ...game, minRefereeLevel: "3", maxRefereeLevel: "1" });
    if (backwards.ok) throw new Error("3–1 was accepted");
    expect(backwards.fieldErrors.maxRefereeLevel).toEqual(["The lowest level cannot be above the highest."]);
    expect(backwards.values.minRefereeLevel).toBe("3");
    const four = parseGameForm({ ...game, minRefereeLevel: "4", maxRefereeLevel: "" });
    if (four.ok) throw new Error("level 4 was accepted");
    expect(four.fieldErrors.minRefereeLevel).toEqual(["Choose a level from 1 to 3."]);
  });

  it("is a number or null in the API, left out meaning open", () => {
    const { fee: _fee, ...fields } = game;
    const base = { ...fields, feeCents: 4000 };
    expect(v.safeParse(ApiGameCreateSchema, base)).toMatchObject({
      success: true,
      output: { minRefereeLevel: null, maxRefereeLevel: null },
    });
    expect(v.safeParse(ApiGameCreateSchema, { ...base, minRefereeLevel: 1, maxRefereeLevel: 2 })).toMatchObject({
      success: true,
      output: { minRefereeLevel: 1, maxRefereeLevel: 2 },
    });
    expect(v.safeParse(ApiGameCreateSchema, { ...base, minRefereeLevel: 3, maxRefereeLevel: 2 }).success).toBe(false);
    expect(v.safeParse(ApiGameCreateSchema, { ...base, minRefereeLevel: "2" }).success).toBe(false);
    expect(v.safeParse(ApiGameCreateSchema, { ...base, maxRefereeLevel: 0 }).success).toBe(false);
  });
});

describe("the rules' activity entries", () => {
  const entries = [
    {
      action: "team_tie.added",
      summary: rulesActivitySummary.tieAdded("Rita Ref", { team: "Hayward FC", relation: "scratched", byStaff: true }),
      details: { referee: "Rita Ref", team: "Hayward FC", relation: "scratched", byStaff: true },
    },
    {
      action: "team_tie.added",
      summary: rulesActivitySummary.tieAdded("Rita Ref", {
        team: "Oakland Roots",
        relation: "coaches",
        byStaff: false,
      }),
      details: { referee: "Rita Ref", team: "Oakland Roots", relation: "coaches", byStaff: false },
    },
    {
      action: "team_tie.removed",
      summary: rulesActivitySummary.tieRemoved("Rita Ref", { team: "Fremont FC", relation: "other", byStaff: true }),
      details: { referee: "Rita Ref", team: "Fremont FC", relation: "other", byStaff: true },
    },
    {
      action: "partner_rule.saved",
      summary: rulesActivitySummary.partnerSaved("Rita Ref", "Pat Partner", "avoid_soft"),
      details: { referee: "Rita Ref", partner: "Pat Partner", choice: "avoid_soft" },
    },
    {
      action: "partner_rule.removed",
      summary: rulesActivitySummary.partnerRemoved("Rita Ref", "Pat Partner"),
      details: { referee: "Rita Ref", partner: "Pat Partner" },
    },
    {
      action: "referee_ranks.saved",
      summary: rulesActivitySummary.ranksSaved("Rita Ref", 2),
      details: { referee: "Rita Ref", count: 2 },
    },
  ];

  it("read in English exactly as stored, and in the reader's language otherwise", () => {
    const de = translatorFor("de");
    for (const entry of entries) {
      expect(activityText(entry, {}, translatorFor("en")), entry.action).toBe(entry.summary);
      expect(activityText(entry, {}, de), entry.action).not.toBe(entry.summary);
    }
    expect(entries[0]!.summary).toBe("Added to Rita Ref's team ties: scratched by Hayward FC");
    expect(activityText(entries[1]!, {}, de)).toBe("Rita Ref hat angegeben: trainiert Oakland Roots");
    expect(rulesActivitySummary.ranksSaved("Rita Ref", 0)).toBe("Saved no ranks for Rita Ref");
  });
});
