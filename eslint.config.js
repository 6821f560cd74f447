import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/** The start of an import of app/'s own code: its alias (`~/`) or a relative path (`./`, `../`, `../../`). */
const APP = "^(~|\\.\\.?(/\\.\\.)*)/";

/** An import of one of app/'s folders (`~/server/…`, `../server/…`, `../../db/…`), for a `regex` pattern. */
function appFolders(...folders) {
  return `${APP}(${folders.join("|")})(/|$)`;
}

/** One no-restricted-imports setting from several restrictions, each `{ paths?, patterns? }`. */
function restrictedImports(...restrictions) {
  return [
    "error",
    {
      paths: restrictions.flatMap((restriction) => restriction.paths ?? []),
      patterns: restrictions.flatMap((restriction) => restriction.patterns ?? []),
    },
  ];
}

const RECHARTS_MESSAGE = "Only app/components/analytics/analytics-chart.tsx imports recharts.";
const RECHARTS = {
  paths: [{ name: "recharts", message: RECHARTS_MESSAGE }],
  patterns: [{ group: ["recharts/*"], message: RECHARTS_MESSAGE }],
};

// The floors of app/ (decision 0094). app/domain/ (pure rules) imports no server module, schema, component or
// route. app/db/ (the schema and ids) and app/server/ (*.server.ts) never import a route or a component. A
// component may name a server module's types, never run its code. A route reaches D1 only through a server
// module. app/demo/ (the demo seeds and the row factories) is for scripts and tests, not the app.
const DEMO = {
  patterns: [
    {
      regex: appFolders("demo"),
      caseSensitive: true,
      message: "The demo seeds and factories (app/demo/) are for scripts and tests, not the app (decision 0094).",
    },
  ],
};
const DOMAIN_FLOOR = {
  patterns: [
    {
      regex: appFolders("server", "db", "components", "routes"),
      caseSensitive: true,
      message: "app/domain/ is pure rules: no server module, database schema, component or route (decision 0094).",
    },
  ],
};
const SERVER_FLOOR = {
  patterns: [
    {
      regex: appFolders("routes", "components"),
      caseSensitive: true,
      message: "Server and database code never imports a route or a component (decision 0094).",
    },
  ],
};
const COMPONENTS_FLOOR = {
  patterns: [
    {
      regex: appFolders("server"),
      caseSensitive: true,
      allowTypeImports: true,
      message: "A component imports a server module's types only, with `import type` (decision 0094).",
    },
  ],
};
const ROUTES_FLOOR = {
  paths: [
    {
      name: "drizzle-orm",
      message: "A route reaches D1 through a server module (app/server/), not with drizzle (decision 0094).",
    },
  ],
  patterns: [
    {
      group: ["drizzle-orm/*"],
      message: "A route reaches D1 through a server module (app/server/), not with drizzle (decision 0094).",
    },
    {
      regex: `${APP}db/schema$`,
      caseSensitive: true,
      message: "A route reaches D1 through a server module (app/server/), not with the schema (decision 0094).",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "worker-configuration.d.ts",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // The floors of app/ (decision 0094) and the chart library's one door (decision 0086), both with
  // no-restricted-imports. A later block that sets the rule replaces its options for the files it matches, so
  // each folder's block carries every restriction that applies there, and the chart module's block comes last.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictedImports(RECHARTS, DEMO) },
  },
  {
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictedImports(RECHARTS, DEMO, DOMAIN_FLOOR) },
  },
  {
    files: ["app/db/**/*.{ts,tsx}", "app/server/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictedImports(RECHARTS, DEMO, SERVER_FLOOR) },
  },
  {
    // The seeds and factories sit beside the server modules they call; only scripts and tests import them.
    files: ["app/demo/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictedImports(RECHARTS, SERVER_FLOOR) },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictedImports(RECHARTS, DEMO, COMPONENTS_FLOOR) },
  },
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": restrictedImports(RECHARTS, DEMO, ROUTES_FLOOR) },
  },
  {
    // Decision 0086: the chart library is loaded by the analytics page alone, through its one chart module
    // (imported lazily after hydration), so it never reaches another page's bundle or the root chunk.
    files: ["app/components/analytics/analytics-chart.tsx"],
    rules: { "no-restricted-imports": restrictedImports(DEMO, COMPONENTS_FLOOR) },
  },
  {
    // Issue 19 (decisions 0061, 0062): no literal user-facing text in components: JSX text, text-bearing
    // attributes and strings inside JSX expressions come from app/locales/ through useT() or tr().
    files: ["app/**/*.tsx"],
    ignores: [
      // Developer tools, never in production: English only.
      "app/routes/dev/**",
    ],
    plugins: { i18next },
    rules: {
      "i18next/no-literal-string": [
        "error",
        {
          mode: "jsx-only",
          "jsx-attributes": {
            include: [
              "label",
              "placeholder",
              "title",
              "aria-label",
              "alt",
              "description",
              "eyebrow",
              "lead",
              "heading",
              "message",
              "confirmLabel",
              "cancelLabel",
              "submitLabel",
              "emptyText",
              "hint",
              "legend",
              "caption",
            ],
          },
          callees: {
            exclude: [
              "get",
              "getAll",
              "has",
              "set",
              "append",
              "startsWith",
              "includes",
              "join",
              "split",
              "replace",
              "cn",
              "t",
              "tr",
              "msg",
              "encodeURIComponent",
              "URL",
              "URLSearchParams",
              "fetch",
              "submit",
              "load",
              "navigate",
              "useFetcher",
              "useRouteLoaderData",
            ],
          },
          // Besides the plugin's defaults (no letters, ALL_CAPS), an example address is not a word.
          words: { exclude: ["[0-9!-/:-@[-`{-~]+", "[A-Z_-]+", "^[\\w.+-]+@[\\w.-]+$"] },
        },
      ],
    },
  },
);
