import type { Route } from "./+types/ical-feed";
import { buildCalendarFeed } from "~/domain/ical-feed";
import { trIn } from "~/i18n/text";
import { findFeedOwner, listFeedAssignments } from "~/server/ical-feed.server";
import { getAppContext } from "~/server/context.server";

/**
 * GET /calendar/<token>.ics: the referee's private iCalendar feed (decision 0024). Calendar apps fetch
 * it without cookies, so the unguessable token in the path is the only credential; an unknown or reset
 * token answers 404 with nothing else said.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const notFound = () =>
    new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  const file = params.file ?? "";
  if (!file.endsWith(".ics")) return notFound();
  const { db, env } = getAppContext(context);
  const owner = await findFeedOwner(db, file.slice(0, -".ics".length));
  if (!owner) return notFound();
  const origin = new URL(env.PUBLIC_ORIGIN);
  const body = buildCalendarFeed({
    calendarName: trIn(owner.language, "messages.calendar.name", { name: `${owner.firstName} ${owner.lastName}` }),
    language: owner.language,
    domain: origin.hostname,
    scheduleUrl: new URL("/referee/schedule", origin).href,
    assignments: await listFeedAssignments(db, owner.id),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="whistle-games.ics"',
      // Private to its owner (no shared cache may keep it), and asked afresh each time, so a reset URL
      // stops answering at once.
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  });
}
