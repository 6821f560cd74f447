/**
 * /referee/availability/changes: where the Availability page syncs its queued changes (decision 0022).
 * GET answers the signed-in referee's availability as JSON; POST takes `{ changes: [{ clientId, change }] }`
 * (as JSON, or as a form whose `changes` field holds that list as JSON)
 * in the order they were made, applies each once (a retried sync is answered "duplicate"), and answers
 * the result of each with the availability as it now stands. Only ever the signed-in referee's own
 * rows: there is no referee id to send. Anonymous requests get 401 (a fetch must not follow a redirect
 * to the sign-in page), assignors 403.
 */
import { data } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/availability-changes";
import { AvailabilitySyncSchema } from "~/domain/availability";
import { todayIn } from "~/domain/dates";
import { getSession, requireReferee } from "~/server/auth.server";
import { applyAvailabilityChanges, loadAvailability } from "~/server/availability.server";
import { getAppContext } from "~/server/context.server";
import { tr } from "~/i18n/text";

const PRIVATE = { "Cache-Control": "private, no-store" };
const notAuthenticated = () => ({ ok: false as const, message: tr("referee.availability.error.notAuthenticated") });

async function refereeOrRefusal(context: Route.LoaderArgs["context"], request: Request) {
  if (!getSession(context)) return { refusal: data(notAuthenticated(), { status: 401, headers: PRIVATE }) };
  try {
    return { access: await requireReferee(context, request) };
  } catch (error) {
    // requireReferee throws `data(…, { status: 403 })` for a signed-in user who is not a referee.
    if (typeof error === "object" && error !== null && "init" in error) {
      return {
        refusal: data(
          { ok: false as const, message: tr("referee.availability.error.refereesOnly") },
          { status: 403, headers: PRIVATE },
        ),
      };
    }
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { access, refusal } = await refereeOrRefusal(context, request);
  if (!access) return refusal;
  const today = todayIn(access.organization.timeZone);
  const snapshot = await loadAvailability(getAppContext(context).db, access.user.id, today);
  return data({ ok: true as const, today, ...snapshot }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return data({ ok: false as const, message: tr("referee.availability.error.usePost") }, { status: 405 });
  const { access, refusal } = await refereeOrRefusal(context, request);
  if (!access) return refusal;

  let body: unknown;
  try {
    // The page sends JSON; a plain form post may send the same list as JSON in a `changes` field.
    const isJson = (request.headers.get("Content-Type") ?? "").includes("application/json");
    body = isJson
      ? await request.json()
      : { changes: JSON.parse(String((await request.formData()).get("changes") ?? "")) as unknown };
  } catch {
    return data(
      { ok: false as const, message: tr("referee.availability.error.json") },
      { status: 400, headers: PRIVATE },
    );
  }
  const parsed = v.safeParse(AvailabilitySyncSchema, body);
  if (!parsed.success)
    return data({ ok: false as const, message: parsed.issues[0].message }, { status: 400, headers: PRIVATE });

  const { db } = getAppContext(context);
  const today = todayIn(access.organization.timeZone);
  const { results, availability } = await applyAvailabilityChanges(db, {
    organizationId: access.organization.id,
    user: access.user,
    today,
    changes: parsed.output.changes,
  });
  // 200 even when some were refused: each change has its own answer, and the others were applied.
  return data({ ok: true as const, today, results, ...availability }, { headers: PRIVATE });
}
