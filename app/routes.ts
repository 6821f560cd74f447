import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Public site
  index("routes/marketing/home.tsx"),

  // Accounts
  route("auth/:provider", "routes/auth/oauth-start.ts"),
  route("auth/:provider/callback", "routes/auth/oauth-callback.tsx"),

  // Assignor portal (nested under the portal layout when it lands)
  route("assignor/games", "routes/assignor/games.tsx"),
  route("assignor/games/export", "routes/assignor/games-export.ts"),
  route("assignor/games/imports/:importId/rejected.csv", "routes/assignor/games-import-rejected.ts"),

  // Resource routes
  route("healthz", "routes/resources/healthz.ts"),

  // Everything else: the not-found page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

