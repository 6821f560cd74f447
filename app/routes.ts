import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Public site
  index("routes/marketing/home.tsx"),

  // Resource routes
  route("healthz", "routes/resources/healthz.ts"),

  // Everything else: the not-found page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

