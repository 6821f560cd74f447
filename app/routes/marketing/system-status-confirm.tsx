import { data } from "react-router";
import type { Route } from "./+types/system-status-confirm";
import { StatusLinkPage } from "~/components/status/status-link-page";
import { SITE_NAME } from "~/content/site";
import { STATUS_CONFIRM_CONTENT } from "~/content/status";
import { tr } from "~/i18n/text";
import { getAppContext } from "~/server/context.server";
import { getLocale } from "~/server/locale.server";
import { confirmStatusSubscription, statusLinkState } from "~/server/status-subscriptions.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? [{ title: `${loaderData.content.title} | ${SITE_NAME}` }] : []),
  { name: "robots", content: "noindex" },
  // The token in the URL must not leak to other sites through the Referer header.
  { name: "referrer", content: "no-referrer" },
];

/** GET /system-status/confirm/:token: a button, nothing confirmed yet (mail scanners open links). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await statusLinkState(getAppContext(context).db, "confirm", params.token);
  const content = STATUS_CONFIRM_CONTENT[getLocale(context)];
  return data({ live: state === "live", content }, { status: state === "unknown" ? 404 : 200 });
}

/** POST: the address becomes a subscriber. */
export async function action({ params, context }: Route.ActionArgs) {
  const confirmed = await confirmStatusSubscription(getAppContext(context).db, params.token);
  // The only refusal is a link that no longer works; its words are the page's language.
  if (!confirmed.ok) {
    return data({ ok: false as const, message: tr("public.status.linkGone") }, { status: confirmed.status });
  }
  return { ok: true as const };
}

export default function ConfirmStatusUpdates({ loaderData, actionData }: Route.ComponentProps) {
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
