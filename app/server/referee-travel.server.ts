/**
 * A referee's own travel limits (issue 21, decision 0077): the farthest they travel to a game (on the
 * person, `users.max_travel_km`, in kilometres) and their start points (`travel_start_points`). Both are
 * the person's own, shared by every league they referee for, and read and saved from their settings page
 * only; the conflict module reads them through `refereeRuleFactsRead`.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import type { BatchResponse } from "drizzle-orm/batch";
import { travelStartPoints, users } from "~/db/schema";
import { newId } from "~/db/ids";
import type { DistanceUnit } from "~/domain/constants";
import { formText, formTexts, formValues, parseSubmission } from "~/domain/forms";
import {
  MAX_START_POINTS,
  StartPointSchema,
  TravelLimitSchema,
  travelLimitInUnit,
  type StartPointInput,
  type StartPointView,
  type TravelAnswer,
} from "~/domain/travel";
import { tr } from "~/i18n/text";
import type { Database } from "./db.server";
import { bitsOfWeekdays, weekdaysOfBits } from "./referee-rule-facts.server";

/** The referee's limit and start points: statements unsent, for the settings page's own `db.batch`. */
export function refereeTravelQueries(db: Database, userId: string) {
  return [
    db
      .select({ maxTravelKm: users.maxTravelKm, homeLatitude: users.homeLatitude, homeLongitude: users.homeLongitude })
      .from(users)
      .where(eq(users.id, userId)),
    db
      .select({
        id: travelStartPoints.id,
        label: travelStartPoints.label,
        latitude: travelStartPoints.latitude,
        longitude: travelStartPoints.longitude,
        weekdays: travelStartPoints.weekdays,
        fromTime: travelStartPoints.fromTime,
        toTime: travelStartPoints.toTime,
      })
      .from(travelStartPoints)
      .where(eq(travelStartPoints.userId, userId))
      .orderBy(asc(travelStartPoints.createdAt), asc(travelStartPoints.id)),
  ] as const;
}

/** The card's view: the limit as a number in the reader's unit (the field's value), and the start points. */
export function refereeTravelFrom(
  [[person], points]: BatchResponse<ReturnType<typeof refereeTravelQueries>>,
  unit: DistanceUnit,
) {
  const maxTravelKm = person?.maxTravelKm ?? null;
  return {
    unit,
    maxTravelKm,
    maxTravel: travelLimitInUnit(maxTravelKm, unit),
    hasHome: person?.homeLatitude != null && person.homeLongitude != null,
    startPoints: points.map((point): StartPointView => ({
      ...point,
      weekdays: weekdaysOfBits(Number(point.weekdays)),
    })),
  };
}

export async function saveTravelLimit(db: Database, userId: string, maxTravelKm: number | null) {
  await db.update(users).set({ maxTravelKm, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Adds a start point unless the referee already has the most allowed; false when they have. */
export async function addStartPoint(db: Database, userId: string, point: StartPointInput): Promise<boolean> {
  // One statement: the count and the insert cannot be split by a second tab's post.
  const id = newId();
  const added = await db.run(sql`
    insert into ${travelStartPoints} (id, user_id, label, latitude, longitude, weekdays, from_time, to_time)
    select ${id}, ${userId}, ${point.label}, ${point.latitude}, ${point.longitude}, ${bitsOfWeekdays(point.weekdays)},
      ${point.fromTime}, ${point.toTime}
    where (select count(*) from ${travelStartPoints} where ${travelStartPoints.userId} = ${userId}) < ${MAX_START_POINTS}`);
  return (added.meta.changes ?? 0) > 0;
}

/** Removes one of the referee's own start points; false when they have none of that id. */
export async function removeStartPoint(db: Database, userId: string, startPointId: string): Promise<boolean> {
  const removed = await db
    .delete(travelStartPoints)
    .where(and(eq(travelStartPoints.userId, userId), eq(travelStartPoints.id, startPointId)))
    .returning({ id: travelStartPoints.id });
  return removed.length > 0;
}

const START_POINT_FIELDS = ["label", "latitude", "longitude", "fromTime", "toTime"] as const;

function answer(status: number, body: TravelAnswer) {
  return data(body, { status });
}

/**
 * The settings action's handlers for the travel card, one per intent (for `dispatchIntent`). The caller
 * has already checked that a referee is signed in; every write is of `userId`'s own rows.
 */
export function travelIntentHandlers(db: Database, userId: string, form: FormData) {
  return {
    "save-travel-limit": async () => {
      const values = formValues(form, ["unit", "maxTravel"]);
      const parsed = parseSubmission(TravelLimitSchema, values);
      if (!parsed.ok) {
        return answer(400, {
          intent: "save-travel-limit",
          ok: false,
          message: tr("settings.checkFields"),
          errors: parsed.fieldErrors,
          values,
        });
      }
      await saveTravelLimit(db, userId, parsed.value.maxTravelKm);
      return answer(200, {
        intent: "save-travel-limit",
        ok: true,
        message: tr("settings.travel.limitSaved"),
        errors: {},
        values: null,
      });
    },
    "add-start-point": async () => {
      const values = { ...formValues(form, START_POINT_FIELDS), weekdays: formTexts(form, "weekdays") };
      const parsed = parseSubmission(StartPointSchema, values);
      const refused = (status: number, errors: Record<string, string[] | undefined>, message: string) =>
        answer(status, { intent: "add-start-point", ok: false, message, errors, values });
      if (!parsed.ok) return refused(400, parsed.fieldErrors, tr("settings.checkFields"));
      if (!(await addStartPoint(db, userId, parsed.value))) {
        return refused(409, {}, tr("settings.travel.tooManyStartPoints", { max: MAX_START_POINTS }));
      }
      return answer(200, {
        intent: "add-start-point",
        ok: true,
        message: tr("settings.travel.startPointAdded", { label: parsed.value.label }),
        errors: {},
        values: null,
      });
    },
    "remove-start-point": async () => {
      const removed = await removeStartPoint(db, userId, formText(form, "startPointId"));
      if (!removed) throw data({ message: tr("settings.travel.startPointGone") }, { status: 404 });
      return answer(200, {
        intent: "remove-start-point",
        ok: true,
        message: tr("settings.travel.startPointRemoved"),
        errors: {},
        values: null,
      });
    },
  };
}
