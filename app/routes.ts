import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  // Public site: one layout (navigation, theme toggle, footer) around every marketing page.
  layout("routes/marketing/layout.tsx", [
    index("routes/marketing/home.tsx"),
    route("why-whistle", "routes/marketing/why-whistle.tsx"),
    route("features", "routes/marketing/features.tsx"),
    route("pricing", "routes/marketing/pricing.tsx"),
    route("about", "routes/marketing/about.tsx"),
    route("contact", "routes/marketing/contact.tsx"),
    route("security", "routes/marketing/security.tsx"),
    route("terms", "routes/marketing/terms.tsx"),
    route("privacy", "routes/marketing/privacy.tsx"),
    route("blog", "routes/marketing/blog.tsx"),
    route("blog/:slug", "routes/marketing/blog-post.tsx"),
    route("why-free", "routes/marketing/why-free.tsx"),
    route("help-center", "routes/marketing/help-center.tsx"),
    route("help-center/:slug", "routes/marketing/help-article.tsx"),
    route("getting-started", "routes/marketing/getting-started.tsx"),
    route("system-status", "routes/marketing/system-status.tsx"),
    route("system-status/confirm/:token", "routes/marketing/system-status-confirm.tsx"),
    route("system-status/unsubscribe/:token", "routes/marketing/system-status-unsubscribe.tsx"),
    route("api", "routes/marketing/api.tsx"),
    route("api/reference", "routes/api/reference.tsx"),
    route("mobile-app", "routes/marketing/mobile-app.tsx"),
  ]),

  // Accounts: sign in and out, sign up, forgotten passwords, Google and Facebook
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("signup", "routes/auth/signup.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("reset-password/:token", "routes/auth/reset-password.tsx"),
  route("verify-email/:token", "routes/auth/verify-email.tsx"),
  route("link-account", "routes/auth/link-account.tsx"),
  route("auth/:provider", "routes/auth/oauth-start.ts"),
  route("auth/:provider/callback", "routes/auth/oauth-callback.tsx"),
  // Your data and your exit (issue 18, decision 0057): any signed-in person, either portal.
  route("account/export", "routes/account/export.ts"),
  route("account/delete", "routes/account/delete.tsx"),
  route("account/confirm-email", "routes/account/confirm-email.ts"),
  // An invite link opened while signed in: join that league in the invite's role (issue 20).
  route("join", "routes/account/join.tsx"),

  // Assignor portal: the layout guards every section (and each action guards itself again).
  route("assignor", "routes/assignor/layout.tsx", [
    // A section that cannot load keeps the sidebar (decision 0036); the sections stay at this indentation.
    layout("routes/portal-section.tsx", { id: "routes/assignor/section" }, [
      index("routes/assignor/overview.tsx"),
      route("games", "routes/assignor/games.tsx"),
      route("games/export", "routes/assignor/games-export.ts"),
      route("games/imports/:importId/rejected.csv", "routes/assignor/games-import-rejected.ts"),
      route("assignments", "routes/assignor/assignments.tsx"),
      route("assignments/export", "routes/assignor/assignments-export.ts"),
      route("game-requests", "routes/assignor/game-requests.ts"),
      route("assignments/options", "routes/assignor/assignment-options.ts"),
      route("referees", "routes/assignor/referees.tsx"),
      route("referees/:refereeId", "routes/assignor/referee-profile.ts"),
      // Issue 21 (decision 0074): a referee's team ties, scratches, partners and ranks.
      route("referees/:refereeId/rules", "routes/assignor/referee-rules.tsx"),
      route("invites", "routes/assignor/invites.tsx"),
      route("organizations", "routes/assignor/organizations.tsx"),
      route("organizations/members/:userId", "routes/assignor/member.tsx"),
      // The league's data as one ZIP of CSVs; its deletion with a 30-day grace (issue 18, decision 0058).
      route("organizations/export.zip", "routes/assignor/organization-export.ts"),
      // The organization switcher (issue 20, decision 0067): POST switches; a further league from the portal.
      route("switch-organization", "routes/assignor/switch-organization.tsx"),
      route("organizations/new", "routes/assignor/new-organization.tsx"),
      route("calendar", "routes/assignor/calendar.tsx"),
      route("payments", "routes/assignor/payments.tsx"),
      route("payments/export", "routes/assignor/payments-export.ts"),
      route("accounting", "routes/assignor/accounting.tsx"),
      route("accounting/1099-nec.csv", "routes/assignor/accounting-1099.ts"),
      route("activity", "routes/assignor/activity.tsx"),
      route("reports/season.csv", "routes/assignor/reports-season.ts"),
      // Issue 22 (decision 0083): every caution and send-off of a date range.
      route("reports/discipline.csv", "routes/assignor/reports-discipline.ts"),
      // Game reports: the review queue, one report with Approve and Return (issue 22, decision 0082).
      route("reports", "routes/assignor/game-reports.tsx"),
      route("reports/:gameId", "routes/assignor/game-report-review.tsx"),
      // Analytics (issue 22, decision 0086): the charts, and each chart's numbers as CSV (<chart>.csv).
      route("analytics", "routes/assignor/analytics.tsx"),
      route("analytics/:file", "routes/assignor/analytics-csv.ts"),
      route("api", "routes/assignor/api.tsx"),
      // Webhooks (decision 0033): POST registers an endpoint; each endpoint has its delivery log page.
      route("api/webhooks", "routes/assignor/webhooks.ts"),
      route("api/webhooks/:endpointId", "routes/assignor/webhook-endpoint.tsx"),
      route("referees/:refereeId/certifications/:certificationId", "routes/assignor/referee-certification.ts"),
      // Smart scheduling (issue 10): auto-assign drafts, and suggestions for the assignment dialogs
      route("auto-assign", "routes/assignor/auto-assign.tsx"),
      route("auto-assign/:draftId", "routes/assignor/auto-assign-draft.tsx"),
      route("games/:gameId/suggestions", "routes/assignor/game-suggestions.ts"),
      // Fee schedules and travel pay (issue 21, decision 0078).
      route("organizations/fees", "routes/assignor/fees.ts"),
      route("games/:gameId/fees", "routes/assignor/game-fees.ts"),
      route("assignments/:assignmentId/driver", "routes/assignor/assignment-driver.ts"),
      // Evaluations and assessments (issue 22, decision 0084).
      route("evaluations", "routes/assignor/evaluations.tsx"),
      route("evaluations/:gameId/:refereeId", "routes/assignor/evaluation.tsx"),
      route("assessments", "routes/assignor/assessments.tsx"),
    ]),
  ]),

  // Referee portal: unknown sections fall back to the overview (spec section 2).
  route("referee", "routes/referee/layout.tsx", [
    // A section that cannot load keeps the sidebar (decision 0036); the sections stay at this indentation.
    layout("routes/portal-section.tsx", { id: "routes/referee/section" }, [
      index("routes/referee/overview.tsx"),
      route("schedule", "routes/referee/schedule.tsx"),
      // POST only: accept | decline | turn-back, shared by Schedule and Notifications.
      route("assignments/:assignmentId", "routes/referee/assignment-response.ts"),
      route("settings", "routes/referee/settings.tsx"),
      route("notifications", "routes/referee/notifications.tsx"),
      route("contacts", "routes/referee/contacts.tsx"),
      route("open-games", "routes/referee/open-games.tsx"),
      route("earnings", "routes/referee/earnings.tsx"),
      route("earnings/export", "routes/referee/earnings-export.ts"),
      route("availability", "routes/referee/availability.tsx"),
      route("availability/changes", "routes/referee/availability-changes.ts"),
      // Your leagues, and joining a further one with its invite code (issue 20).
      route("leagues", "routes/referee/leagues.tsx"),
      // The referee's own evaluations (issue 22, decision 0084).
      route("evaluations", "routes/referee/evaluations.tsx"),
      // A game's report: the referee position files it, the crew reads it and adds notes (issue 22, decision 0082).
      route("games/:gameId/report", "routes/referee/game-report.tsx"),
      route("*", "routes/referee/overview.tsx", { id: "routes/referee/fallback" }),
    ]),
  ]),

  // Resource routes
  route("healthz", "routes/resources/healthz.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("settings", "routes/resources/settings.ts"),
  route("notifications", "routes/resources/notifications.ts"),
  // The referee's private iCalendar feed: /calendar/<token>.ics, no cookie (decision 0024).
  route("calendar/:file", "routes/resources/ical-feed.ts"),
  // Unsubscribe links in emails (RFC 8058 one-click POST too): the token is the credential (decision 0058).
  route("unsubscribe/:token", "routes/unsubscribe.tsx"),
  // A coach rates a game's officials through the single-use link an assignor sent (issue 22, decision 0084).
  route("rate/:token", "routes/coach-rating.tsx"),

  // Twilio's "a message comes in" webhook: a referee answers an offer by text (decision 0069). Signed, no cookie.
  route("webhooks/twilio/sms", "routes/webhooks/twilio-sms.ts"),

  // Public API v1 (JSON, bearer credentials only; decision 0025). The reference is generated from the
  // same valibot schemas the endpoints validate with.
  route("api/v1/openapi.json", "routes/api/v1/openapi.ts"),
  route("api/v1/oauth/token", "routes/api/v1/oauth-token.ts"),
  route("api/v1/referees", "routes/api/v1/referees.ts"),
  route("api/v1/referees/:id", "routes/api/v1/referee.ts"),
  route("api/v1/games", "routes/api/v1/games.ts"),
  route("api/v1/games/import", "routes/api/v1/games-import.ts"),
  route("api/v1/games/:id", "routes/api/v1/game.ts"),
  route("api/v1/assignments", "routes/api/v1/assignments.ts"),
  route("api/v1/assignments/:id", "routes/api/v1/assignment.ts"),
  route("api/v1/availability/:referee_id", "routes/api/v1/availability.ts"),
  // Issue 22 (decision 0083): game reports, read-only.
  route("api/v1/reports", "routes/api/v1/reports.ts"),
  route("api/v1/reports/:id", "routes/api/v1/report.ts"),
  route("api/v1/*", "routes/api/v1/not-found.ts"),

  // Development only (404 elsewhere): the messages queued in the outbox.
  route("dev/outbox", "routes/dev/outbox.tsx"),

  // Everything else: the not-found page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
