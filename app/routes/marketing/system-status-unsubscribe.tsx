import { data } from "react-router";
import type { Route } from "./+types/system-status-unsubscribe";
import { StatusLinkPage } from "~/components/status/status-link-page";
import { getAppContext } from "~/server/context.server";
import { statusLinkState, unsubscribeFromStatusUpdates } from "~/server/status-subscriptions.server";

export const meta: Route.MetaFunction = () => [
  { title: "Unsubscribe from status updates | Whistle" },
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

/** GET /system-status/unsubscribe/:token: a button; opening the link alone unsubscribes no one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await statusLinkState(getAppContext(context).db, "unsubscribe", params.token);
  return data({ live: state === "live" }, { status: state === "unknown" ? 404 : 200 });
}

/**
 * POST: the page's button, or a mail provider's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`,
 * no Origin, no cookie) to the same address. No sign-in: the token is the proof.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const done = await unsubscribeFromStatusUpdates(getAppContext(context).db, params.token);
  if (!done.ok) return data({ ok: false as const, message: done.message }, { status: done.status });
  return { ok: true as const };
}

export default function UnsubscribeStatusUpdates({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StatusLinkPage
      title="Unsubscribe from status updates"
      live={loaderData.live}
      outcome={actionData}
      explanation="Stop the emails about incidents on Whistle's status page. You can subscribe again at any time."
      button="Unsubscribe"
      done="Unsubscribed. We will not email you about the status page again."
    />
  );
}
