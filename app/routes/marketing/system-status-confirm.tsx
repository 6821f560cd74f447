import { data } from "react-router";
import type { Route } from "./+types/system-status-confirm";
import { StatusLinkPage } from "~/components/status/status-link-page";
import { getAppContext } from "~/server/context.server";
import { confirmStatusSubscription, statusLinkState } from "~/server/status-subscriptions.server";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm status updates | Whistle" },
  { name: "robots", content: "noindex" },
  // The token in the URL must not leak to other sites through the Referer header.
  { name: "referrer", content: "no-referrer" },
];

/** GET /system-status/confirm/:token: a button, nothing confirmed yet (mail scanners open links). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await statusLinkState(getAppContext(context).db, "confirm", params.token);
  return data({ live: state === "live" }, { status: state === "unknown" ? 404 : 200 });
}

/** POST: the address becomes a subscriber. */
export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await confirmStatusSubscription(getAppContext(context).db, params.token);
  if (!confirmed.ok) return data({ ok: false as const, message: confirmed.message }, { status: confirmed.status });
  return { ok: true as const };
}

export default function ConfirmStatusUpdates({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StatusLinkPage
      title="Confirm status updates"
      live={loaderData.live}
      outcome={actionData}
      explanation="Confirm to get an email when an incident starts and when it is resolved. Every email has an unsubscribe link."
      button="Confirm subscription"
      done="Subscribed. We will email you when the status changes."
    />
  );
}
