import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCertification, createUser } from "~/demo/factories";
import { newId } from "~/db/ids";
import { activityLog, certifications, certificationVerifications, memberships, notifications } from "~/db/schema";
import { api, apiKeyFor } from "./api-helpers";
import { createLeague, db, expectRoundTrips, get, post, visibleText } from "./helpers";

let league: Awaited<ReturnType<typeof createLeague>>;
let otherLeague: Awaited<ReturnType<typeof createLeague>>;

beforeAll(async () => {
  league = await createLeague("Certified League");
  otherLeague = await createLeague("Elsewhere League");
});

async function certificationRow(id: string) {
  const [row] = await db.select().from(certifications).where(eq(certifications.id, id));
  return row;
}

/** Whether this organization's verification of the credential exists (issue 32). */
async function verifiedIn(certificationId: string, organizationId: string) {
  const rows = await db
    .select()
    .from(certificationVerifications)
    .where(
      and(
        eq(certificationVerifications.certificationId, certificationId),
        eq(certificationVerifications.organizationId, organizationId),
      ),
    );
  return rows.length > 0;
}

const EDIT = {
  intent: "edit-certification",
  name: "Futsal Referee",
  level: "Level 2",
  issuer: "U.S. Soccer",
  expiresOn: "2028-01-31",
};

describe("editing a certification (referee settings)", () => {
  it("saves the change and keeps an unverified one unverified", async () => {
    const mine = await createCertification(db, { userId: league.referee.id, name: "Grassroots", level: "Level 1" });
    const response = await post(
      "/referee/settings",
      { ...EDIT, certificationId: mine.id },
      { cookie: league.refereeCookie },
    );
    expect(response.status).toBe(200);
    expect(await certificationRow(mine.id)).toMatchObject({
      name: "Futsal Referee",
      level: "Level 2",
      issuer: "U.S. Soccer",
      expiresOn: "2028-01-31",
      verified: false,
    });
    const html = await (await get("/referee/settings", { cookie: league.refereeCookie })).text();
    expect(html).toContain("Futsal Referee");
    expect(html).toContain(`Edit Futsal Referee`);
  });

  it("clears the verification of a verified one and tells the organization's activity log", async () => {
    const verified = await createCertification(db, {
      userId: league.referee.id,
      name: "Regional Referee",
      verified: true,
    });
    const response = await post(
      "/settings",
      { ...EDIT, name: "Regional Referee (renewed)", certificationId: verified.id },
      { cookie: league.refereeCookie },
    );
    expect(response.status).toBe(200);
    expect(await certificationRow(verified.id)).toMatchObject({ name: "Regional Referee (renewed)" });
    expect(await verifiedIn(verified.id, league.organization.id)).toBe(false);
    const [logged] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.subjectId, verified.id), eq(activityLog.action, "certification.edited")));
    expect(logged?.organizationId).toBe(league.organization.id);
    expect(logged?.summary).toContain("needs verifying again");
  });

  it("answers 400 with field errors and the typed input, and changes nothing", async () => {
    const mine = await createCertification(db, { userId: league.referee.id, name: "Keep Me", verified: true });
    const response = await post(
      "/referee/settings",
      {
        intent: "edit-certification",
        certificationId: mine.id,
        name: "",
        level: "Level 9",
        issuer: "Typed issuer",
        expiresOn: "31/01/2028",
      },
      { cookie: league.refereeCookie, headers: { Accept: "application/json" } },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Enter the certification&#x27;s name.");
    expect(html).toContain("Enter the expiry date as YYYY-MM-DD.");
    expect(html).toContain("Typed issuer");
    expect(await certificationRow(mine.id)).toMatchObject({ name: "Keep Me", verified: true });
  });

  it("cannot edit another referee's certification", async () => {
    const theirs = await createCertification(db, { userId: otherLeague.referee.id, name: "Not Yours" });
    const response = await post("/settings", { ...EDIT, certificationId: theirs.id }, { cookie: league.refereeCookie });
    expect(response.status).toBe(404);
    expect(await certificationRow(theirs.id)).toMatchObject({ name: "Not Yours" });
  });

  it("is for referees only", async () => {
    const mine = await createCertification(db, { userId: league.referee.id, name: "Assignor Cannot" });
    const response = await post("/settings", { ...EDIT, certificationId: mine.id }, { cookie: league.assignorCookie });
    expect(response.status).toBe(403);
    expect(await certificationRow(mine.id)).toMatchObject({ name: "Assignor Cannot" });
  });
});

describe("verifying a certification (assignor)", () => {
  const path = (refereeId: string, certificationId: string) =>
    `/assignor/referees/${refereeId}/certifications/${certificationId}`;

  it("verifies and unverifies a certification of the organization's referee, with activity and a notice", async () => {
    const certification = await createCertification(db, { userId: league.referee.id, name: "Grade 7" });
    const verify = await post(
      path(league.referee.id, certification.id),
      { verified: "true" },
      { cookie: league.assignorCookie },
    );
    expect(verify.status).toBe(200);
    expect(await verify.json()).toEqual({ ok: true, verified: true, certificationId: certification.id });
    expect(await verifiedIn(certification.id, league.organization.id)).toBe(true);

    const actions = await db.select().from(activityLog).where(eq(activityLog.subjectId, certification.id));
    expect(actions.map((row) => [row.action, row.organizationId, row.actorId])).toEqual([
      ["certification.verified", league.organization.id, league.assignor.id],
    ]);
    const notices = await db.select().from(notifications).where(eq(notifications.userId, league.referee.id));
    expect(notices.map((row) => row.title)).toContain("Certification verified");

    // The referee's settings show it verified.
    const html = await (await get("/referee/settings", { cookie: league.refereeCookie })).text();
    expect(html).toContain("Verified");

    const unverify = await post(
      path(league.referee.id, certification.id),
      { verified: "false" },
      { cookie: league.assignorCookie },
    );
    expect(unverify.status).toBe(200);
    expect(await verifiedIn(certification.id, league.organization.id)).toBe(false);
  });

  it("the Referee Pool's profile gives each certification's id, and shows the change after Verify / Remove verification", async () => {
    const certification = await createCertification(db, {
      userId: league.referee.id,
      name: "Dialog Cert",
      level: "Level 3",
    });
    const profileCertifications = async () => {
      const response = await get(`/assignor/referees/${league.referee.id}`, { cookie: league.assignorCookie });
      expect(response.status).toBe(200);
      const { profile } = (await response.json()) as {
        profile: { certifications: { id: string; name: string; verified: boolean }[] };
      };
      return profile.certifications.find((row) => row.name === "Dialog Cert");
    };
    expect(await profileCertifications()).toEqual(expect.objectContaining({ id: certification.id, verified: false }));
    expect(
      (await post(path(league.referee.id, certification.id), { verified: "true" }, { cookie: league.assignorCookie }))
        .status,
    ).toBe(200);
    expect(await profileCertifications()).toEqual(expect.objectContaining({ id: certification.id, verified: true }));
    expect(
      (await post(path(league.referee.id, certification.id), { verified: "false" }, { cookie: league.assignorCookie }))
        .status,
    ).toBe(200);
    expect(await profileCertifications()).toEqual(expect.objectContaining({ id: certification.id, verified: false }));
  });

  it("refuses a missing or malformed value", async () => {
    const certification = await createCertification(db, { userId: league.referee.id, name: "Grade 6" });
    const response = await post(
      path(league.referee.id, certification.id),
      { verified: "yes" },
      { cookie: league.assignorCookie },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      "Say whether the certification is verified (true or false).",
    );
    expect(await verifiedIn(certification.id, league.organization.id)).toBe(false);
  });

  it("finds nothing outside the organization or when the certification is someone else's", async () => {
    const certification = await createCertification(db, { userId: league.referee.id, name: "Grade 5" });
    const otherOrg = await post(
      path(league.referee.id, certification.id),
      { verified: "true" },
      { cookie: otherLeague.assignorCookie },
    );
    expect(otherOrg.status).toBe(404);
    const outsider = await createUser(db, { organizationId: otherLeague.organization.id, role: "referee" });
    const outsiderCertification = await createCertification(db, { userId: outsider.id });
    const notTheirs = await post(
      path(league.referee.id, outsiderCertification.id),
      { verified: "true" },
      { cookie: league.assignorCookie },
    );
    expect(notTheirs.status).toBe(404);
    const refereeOutside = await post(
      path(outsider.id, outsiderCertification.id),
      { verified: "true" },
      { cookie: league.assignorCookie },
    );
    expect(refereeOutside.status).toBe(404);
    expect(await verifiedIn(certification.id, league.organization.id)).toBe(false);
    expect((await certificationRow(outsiderCertification.id))?.verified).toBe(false);
  });

  it("is refused to referees (even for their own) and sends anonymous visitors to sign in", async () => {
    const certification = await createCertification(db, { userId: league.referee.id, name: "Self Verify" });
    const byReferee = await post(
      path(league.referee.id, certification.id),
      { verified: "true" },
      { cookie: league.refereeCookie },
    );
    expect(byReferee.status).toBe(403);
    const anonymous = await post(path(league.referee.id, certification.id), { verified: "true" });
    expect(anonymous.status).toBe(302);
    expect(await verifiedIn(certification.id, league.organization.id)).toBe(false);
  });
});

describe("round trips of verifying", () => {
  it("verifies a certification in at most three round trips in sequence", async () => {
    const league = await createLeague();
    const certification = await createCertification(db, { userId: league.referee.id, name: "Grassroots Referee" });
    const verified = await post(
      `/assignor/referees/${league.referee.id}/certifications/${certification.id}`,
      { verified: "true" },
      { cookie: league.assignorCookie },
    );
    expect(verified.status).toBe(200);
    expectRoundTrips("verified", verified, 3);
    expect(await verifiedIn(certification.id, league.organization.id)).toBe(true);
  });
});

describe("two leagues sharing a referee (issue 32)", () => {
  const path = (refereeId: string, certificationId: string) =>
    `/assignor/referees/${refereeId}/certifications/${certificationId}`;

  it("each verifies on its own: one removing its verification leaves the other's, and the other's log, unchanged", async () => {
    const first = await createLeague("First Shared League");
    const second = await createLeague("Second Shared League");
    await db
      .insert(memberships)
      .values({ id: newId(), organizationId: second.organization.id, userId: first.referee.id, role: "referee" });
    const referee = first.referee;
    const certification = await createCertification(db, { userId: referee.id, name: "Shared Badge", level: "Level 2" });
    for (const league of [first, second]) {
      const response = await post(
        path(referee.id, certification.id),
        { verified: "true" },
        { cookie: league.assignorCookie },
      );
      expect(response.status).toBe(200);
    }
    const [secondsVerification] = await db
      .select()
      .from(certificationVerifications)
      .where(
        and(
          eq(certificationVerifications.certificationId, certification.id),
          eq(certificationVerifications.organizationId, second.organization.id),
        ),
      );
    expect(secondsVerification).toMatchObject({ verifiedById: second.assignor.id });
    const secondsLog = async () =>
      (await db.select().from(activityLog).where(eq(activityLog.organizationId, second.organization.id))).map(
        (row) => row.id,
      );
    // The API key's creation is logged before the second league's log is taken.
    const { secret } = await apiKeyFor(second.organization.id, second.assignor.id, "read");
    const logBefore = await secondsLog();

    const profileIn = async (league: typeof first) => {
      const response = await get(`/assignor/referees/${referee.id}`, { cookie: league.assignorCookie });
      const { profile } = (await response.json()) as {
        profile: { certifications: { id: string; verified: boolean }[] };
      };
      return profile.certifications.find((row) => row.id === certification.id);
    };
    const apiVerified = async () => {
      const response = await api("GET", `/api/v1/referees/${referee.id}`, { key: secret });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { certifications: { name: string; verified: boolean }[] };
      return body.certifications.find((row) => row.name === "Shared Badge")?.verified;
    };
    expect(await profileIn(second)).toMatchObject({ verified: true });
    expect(await apiVerified()).toBe(true);

    const removed = await post(
      path(referee.id, certification.id),
      { verified: "false" },
      { cookie: first.assignorCookie },
    );
    expect(removed.status).toBe(200);

    expect(await profileIn(first)).toMatchObject({ verified: false });
    // The second league's view, API and log are as they were.
    expect(await profileIn(second)).toMatchObject({ verified: true });
    expect(await apiVerified()).toBe(true);
    expect(await secondsLog()).toEqual(logBefore);
    // The first league's log says who removed it there.
    const firstsLog = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.organizationId, first.organization.id), eq(activityLog.subjectId, certification.id)));
    expect(firstsLog.map((row) => row.action)).toEqual(["certification.verified", "certification.unverified"]);
    // The referee sees which league verified it.
    const page = visibleText(await (await get("/referee/settings", { cookie: first.refereeCookie })).text());
    expect(page).toContain("Verified by Second Shared League");
    expect(page).not.toContain("Verified by First Shared League");
  });
});
