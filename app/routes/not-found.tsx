import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/not-found";
import { tr } from "~/i18n/text";
import { redactedPath } from "~/server/log-redaction.server";

export function loader({ request }: Route.LoaderArgs) {
  // Spec: the not-found page logs the path it could not find, with any secret in it hidden (issue 18).
  console.warn(`404: no route matches ${redactedPath(new URL(request.url).pathname)}`);
  return data({ title: tr("errors.notFound.metaTitle") }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Page not found | Whistle" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
