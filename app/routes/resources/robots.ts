import type { Route } from "./+types/robots";
import { getAppContext } from "~/server/context.server";

/** Crawlers may read the public site; the portals and API are private. */
export function loader({ context }: Route.LoaderArgs) {
  const { env } = getAppContext(context);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /assignor",
    "Disallow: /referee",
    "Disallow: /api/v1",
    "",
    `Sitemap: ${new URL("/sitemap.xml", env.PUBLIC_ORIGIN).href}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
