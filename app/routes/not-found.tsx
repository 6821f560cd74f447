import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // Spec: the not-found page logs the path it could not find.
  console.warn(`404: no route matches ${pathname}`);
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | Whistle" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
