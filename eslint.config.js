import js from "@eslint/js";
import i18next from "eslint-plugin-i18next";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

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
  {
    // Decision 0086: the chart library is loaded by the analytics page alone, through its one chart module
    // (imported lazily after hydration), so it never reaches another page's bundle or the root chunk.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/components/analytics/analytics-chart.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "recharts", message: "Only app/components/analytics/analytics-chart.tsx imports recharts." }],
          patterns: [
            { group: ["recharts/*"], message: "Only app/components/analytics/analytics-chart.tsx imports recharts." },
          ],
        },
      ],
    },
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
