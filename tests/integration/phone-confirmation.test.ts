/**
 * Issue 32 (decision 0091): a phone number is texted, and answers offers by text, only once its owner typed back
 * the 6-digit code texted to it. Through the built Worker: the settings save, the page, Confirm number, Send a
 * new code, and the offers that follow.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createGame } from "~/demo/factories";
import { assignments, outbox, phoneConfirmationCodes, users } from "~/db/schema";
import { createLeague, db, get, post, visibleText } from "./helpers";

type League = Awaited<ReturnType<typeof createLeague>>;

function saveForm(person: { firstName: string; lastName: string; email: string }, phone: string) {
  return {
    intent: "save",
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone,
    // Texts allowed: an unticked box would turn them off.
    pushNotifications: "on",
    timezone: "",
    language: "en",
    currency: "USD",
    dateFormat: "MM/DD/YYYY",
    timeFormat: "12",
    theme: "system",
    colorScheme: "blue",
  };
}

async function codeTexts(userId: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, "account-phone-confirmation")));
}

/** The code in the latest text sent to confirm the number. */
async function latestCode(userId: string) {
  const texts = await codeTexts(userId);
  const last = texts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).at(-1);
  const code = /\b(\d{6})\b/.exec(last?.textBody ?? "")?.[1];
  expect(code, last?.textBody).toBeDefined();
  return code!;
}

async function offer(league: League, day: number) {
  const game = await createGame(db, { organizationId: league.organization.id, date: `2099-06-${day}`, time: "10:00" });
  const response = await post(
    "/assignor/games",
    { intent: "assign", gameId: game.id, position: "referee", refereeId: league.referee.id },
    { cookie: league.assignorCookie },
  );
  expect(response.status).toBe(200);
  const [assignment] = await db.select().from(assignments).where(eq(assignments.gameId, game.id));
  const [sms] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.idempotencyKey, `assignment-published:${assignment!.id}:sms`));
  return sms;
}

const settingsPage = async (league: League) =>
  visibleText(await (await get("/referee/settings", { cookie: league.refereeCookie })).text());

describe("confirming a phone number", () => {
  it("texts a code to a new number and nothing else until the code is typed back", async () => {
    const league = await createLeague();
    const saved = await post("/referee/settings", saveForm(league.referee, "(628) 555-0042"), {
      cookie: league.refereeCookie,
    });
    expect(saved.status).toBe(200);

    const [person] = await db.select().from(users).where(eq(users.id, league.referee.id));
    expect(person).toMatchObject({ phone: "(628) 555-0042", phoneConfirmedAt: null });
    const texts = await codeTexts(league.referee.id);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ channel: "sms", recipient: "+16285550042" });
    const code = await latestCode(league.referee.id);
    expect(texts[0]!.textBody).toContain("expires in 10 minutes");
    // Stored hashed only.
    const [stored] = await db
      .select()
      .from(phoneConfirmationCodes)
      .where(eq(phoneConfirmationCodes.userId, league.referee.id));
    expect(stored!.codeHash).not.toContain(code);

    const page = await settingsPage(league);
    expect(page).toContain("Unconfirmed");
    expect(page).toContain("Confirm number");
    expect(page).toContain("Send a new code");

    // Not confirmed: an offer is emailed, not texted.
    expect(await offer(league, 10)).toBeUndefined();
    // Saving the form again sends no second code.
    await post("/referee/settings", saveForm(league.referee, "(628) 555-0042"), { cookie: league.refereeCookie });
    expect(await codeTexts(league.referee.id)).toHaveLength(1);

    const wrong = await post(
      "/referee/settings",
      { intent: "confirm-phone", phoneCode: code === "000000" ? "111111" : "000000" },
      { cookie: league.refereeCookie },
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code is not right. 4 tries left.");
    const malformed = await post(
      "/referee/settings",
      { intent: "confirm-phone", phoneCode: "12ab" },
      { cookie: league.refereeCookie },
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain("Enter the 6-digit code we texted you.");

    const right = await post(
      "/referee/settings",
      { intent: "confirm-phone", phoneCode: `${code.slice(0, 3)} ${code.slice(3)}` },
      { cookie: league.refereeCookie },
    );
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("Your phone number is confirmed.");
    expect(await settingsPage(league)).not.toContain("Unconfirmed");
    expect(await offer(league, 11)).toMatchObject({ recipient: "+16285550042" });

    // The same number typed another way keeps its confirmation; another number loses it.
    await post("/referee/settings", saveForm(league.referee, "+1 628 555 0042"), { cookie: league.refereeCookie });
    const [same] = await db.select().from(users).where(eq(users.id, league.referee.id));
    expect(same!.phoneConfirmedAt).not.toBeNull();
    expect(await codeTexts(league.referee.id)).toHaveLength(1);
    await post("/referee/settings", saveForm(league.referee, "(628) 555-0043"), { cookie: league.refereeCookie });
    const [changed] = await db.select().from(users).where(eq(users.id, league.referee.id));
    expect(changed!.phoneConfirmedAt).toBeNull();
    expect(await offer(league, 12)).toBeUndefined();
  });

  it("limits tries, expires codes and sends a new code on request, not twice a minute", async () => {
    const league = await createLeague();
    await post("/referee/settings", saveForm(league.referee, "(628) 555-0050"), { cookie: league.refereeCookie });
    const code = await latestCode(league.referee.id);
    const tooSoon = await post("/referee/settings", { intent: "resend-phone-code" }, { cookie: league.refereeCookie });
    expect(tooSoon.status).toBe(429);
    expect(await tooSoon.text()).toContain("Wait a minute before asking for another.");

    const wrongCode = code === "999999" ? "999998" : "999999";
    for (let attempt = 0; attempt < 5; attempt++) {
      await post(
        "/referee/settings",
        { intent: "confirm-phone", phoneCode: wrongCode },
        { cookie: league.refereeCookie },
      );
    }
    const tooMany = await post(
      "/referee/settings",
      { intent: "confirm-phone", phoneCode: code },
      { cookie: league.refereeCookie },
    );
    expect(tooMany.status).toBe(400);
    expect(await tooMany.text()).toContain("This code has expired or was tried too often. Send a new code.");

    // A minute later, a new code (the old one's time is moved back rather than waiting).
    await db
      .update(phoneConfirmationCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(phoneConfirmationCodes.userId, league.referee.id));
    const resent = await post("/referee/settings", { intent: "resend-phone-code" }, { cookie: league.refereeCookie });
    expect(resent.status).toBe(200);
    expect(await codeTexts(league.referee.id)).toHaveLength(2);
    const fresh = await latestCode(league.referee.id);

    // Past its ten minutes, even the right code is refused.
    await db
      .update(phoneConfirmationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(phoneConfirmationCodes.userId, league.referee.id));
    const late = await post(
      "/referee/settings",
      { intent: "confirm-phone", phoneCode: fresh },
      { cookie: league.refereeCookie },
    );
    expect(late.status).toBe(400);
    const [person] = await db.select().from(users).where(eq(users.id, league.referee.id));
    expect(person!.phoneConfirmedAt).toBeNull();
  });

  it("works from the settings dialog's resource for staff too", async () => {
    const league = await createLeague();
    await post("/settings", saveForm(league.assignor, "(628) 555-0060"), { cookie: league.assignorCookie });
    const loaded = (await (await get("/settings", { cookie: league.assignorCookie })).json()) as {
      phoneStatus: { unconfirmed: boolean; codeSent: boolean };
    };
    expect(loaded.phoneStatus).toMatchObject({ unconfirmed: true, codeSent: true });
    const code = await latestCode(league.assignor.id);
    const confirmed = await post(
      "/settings",
      { intent: "confirm-phone", phoneCode: code },
      { cookie: league.assignorCookie },
    );
    expect(confirmed.status).toBe(200);
    const [person] = await db.select().from(users).where(eq(users.id, league.assignor.id));
    expect(person!.phoneConfirmedAt).not.toBeNull();
  });
});
