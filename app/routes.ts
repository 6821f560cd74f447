import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Public site
  index("routes/marketing/home.tsx"),

  // Accounts: sign in and out, sign up, forgotten passwords
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("signup", "routes/auth/signup.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password/:token", "routes/auth/reset-password.tsx"),

  // Assignor portal: the layout guards every section (and each action guards itself again).
  route("assignor", "routes/assignor/layout.tsx", [
    index("routes/assignor/overview.tsx"),
    route("invites", "routes/assignor/invites.tsx"),
  ]),

  // Referee portal: unknown sections fall back to the overview (spec section 2).
  route("referee", "routes/referee/layout.tsx", [
    index("routes/referee/overview.tsx"),
    route("*", "routes/referee/overview.tsx", { id: "routes/referee/fallback" }),
  ]),

  // Resource routes
  route("healthz", "routes/resources/healthz.ts"),

  // Everything else: the not-found page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
