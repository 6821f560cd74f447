import { data } from "react-router";
import type { Route } from "./+types/system-status-unsubscribe";
import { StatusLinkPage } from "~/components/status/status-link-page";
import { SITE_NAME } from "~/content/site";
import { STATUS_UNSUBSCRIBE_CONTENT } from "~/content/status";
import { tr } from "~/i18n/text";
import { getAppContext } from "~/server/context.server";
import { getLocale } from "~/server/locale.server";
import { statusLinkState, unsubscribeFromStatusUpdates } from "~/server/status-subscriptions.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: `${loaderData.content.title} | ${SITE_NAME}` }] : []),
  { name: "robots", content: "noindex" },
  { name: "referrer", content: "no-referrer" },
];

/** GET /system-status/unsubscribe/:token: a button; opening the link alone unsubscribes no one. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await statusLinkState(getAppContext(context).db, "unsubscribe", params.token);
  const content = STATUS_UNSUBSCRIBE_CONTENT[getLocale(context)];
  return data({ live: state === "live", content }, { status: state === "unknown" ? 404 : 200 });
}

/**
 * POST: the page's button, or a mail provider's RFC 8058 one-click POST (`List-Unsubscribe=One-Click`,
 * no Origin, no cookie) to the same address. No sign-in: the token is the proof.
 */
export async function action({ params, context }: Route.ActionArgs) {
  const done = await unsubscribeFromStatusUpdates(getAppContext(context).db, params.token);
  // The only refusal is a link that no longer works; its words are the page's language.
  if (!done.ok) {
    return data({ ok: false as const, message: tr("public.status.linkGone") }, { status: done.status });
  }
  return { ok: true as const };
}

export default function UnsubscribeStatusUpdates({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <StatusLinkPage
      title={loaderData.content.title}
      live={loaderData.live}
      outcome={actionData}
      explanation={loaderData.content.explanation}
      button={loaderData.content.button}
      done={loaderData.content.done}
    />
  );
}
