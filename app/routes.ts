import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Public site
  index("routes/marketing/home.tsx"),

  // Resource routes
  route("healthz", "routes/resources/healthz.ts"),
  route("settings", "routes/resources/settings.ts"),

  // Referee portal (the lead nests these under the referee layout at merge)
  route("referee/settings", "routes/referee/settings.tsx"),

  // Everything else: the not-found page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

