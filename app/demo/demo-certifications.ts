import type { Database } from "~/server/db.server";
import { certifications } from "~/db/schema";
import { newId } from "~/db/ids";
import { addDays } from "~/domain/dates";
import type { createRandom } from "./demo-random";
import { insertMany, verifyCertifications, type buildUser } from "./factories";

/** The demo referees whose background check has expired, and expires within 30 days (issue 21). */
const EXPIRED_CHECK_INDEX = 4;
const EXPIRING_CHECK_INDEX = 9;

/**
 * The youth demo league's certifications and background checks, verified by the league's assignor: the
 * referees' grassroots badges are verified or not by `random` (at the same point of the league's draws as before).
 */
export async function seedDemoCertifications(
  db: Database,
  {
    random,
    today,
    now,
    organizationId,
    assignorId,
    demoReferee,
    referees,
  }: {
    random: ReturnType<typeof createRandom>;
    today: string;
    now: Date;
    organizationId: string;
    assignorId: string;
    demoReferee: Pick<ReturnType<typeof buildUser>, "id">;
    referees: Pick<ReturnType<typeof buildUser>, "id" | "refereeLevel">[];
  },
) {
  const certificationRows: (typeof certifications.$inferInsert)[] = [
    {
      id: newId(),
      userId: demoReferee.id,
      name: "U.S. Soccer Grassroots Referee",
      level: "Level 2",
      issuer: "U.S. Soccer",
      expiresOn: `${today.slice(0, 4)}-12-31`,
      verified: true,
    },
    { id: newId(), userId: demoReferee.id, name: "Youth Module", level: "Youth", issuer: "CYSA", verified: true },
    {
      id: newId(),
      userId: demoReferee.id,
      name: "SafeSport Trained",
      level: "Other",
      kind: "safeguarding",
      issuer: "U.S. Center for SafeSport",
      verified: false,
    },
  ];
  // Background checks (issue 21): a California Live Scan record does not expire (the state reports later arrests),
  // so most have no expiry; one referee's out-of-state check expired twelve days ago (the Referee Pool's "Expiring
  // credentials" card shows it, and the conflict checks rule them out of youth games) and another's expires in
  // three weeks (reminded at 30 days). No random draw, so the rest of the league stays the same.
  for (const [index, referee] of referees.entries()) {
    const expiresIn = index === EXPIRED_CHECK_INDEX ? -12 : index === EXPIRING_CHECK_INDEX ? 21 : null;
    certificationRows.push({
      id: newId(),
      userId: referee.id,
      name: expiresIn === null ? "Live Scan background check" : "Out-of-state background check",
      level: "Other",
      kind: "background_check",
      issuer: expiresIn === null ? "California DOJ" : "Sterling Volunteers",
      issuedOn: addDays(today, expiresIn === null ? -300 - index * 5 : expiresIn - 730),
      expiresOn: expiresIn === null ? null : addDays(today, expiresIn),
      verified: true,
    });
  }
  for (const referee of referees.slice(1)) {
    certificationRows.push({
      id: newId(),
      userId: referee.id,
      name: "U.S. Soccer Grassroots Referee",
      level: `Level ${referee.refereeLevel ?? 1}`,
      issuer: "U.S. Soccer",
      verified: random.chance(0.8),
    });
  }
  await insertMany(db, certifications, certificationRows);
  // Verified by this league (issue 32: each league's own verification), by its assignor.
  await verifyCertifications(
    db,
    organizationId,
    certificationRows.filter((row) => row.verified).map((row) => row.id!),
    { verifiedById: assignorId, verifiedAt: now },
  );
}
