import { availableParallelism } from "node:os";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };

/** The built Worker inside workerd, against a migrated local D1 (the integration and scale projects). */
const builtWorker = () =>
  cloudflareTest(async () => ({
    main: "./build/server/index.js",
    wrangler: { configPath: "./wrangler.toml" },
    miniflare: {
      bindings: {
        // OAuth providers pointed at stub endpoints; tests answer them by stubbing fetch.
        GOOGLE_CLIENT_ID: "google-test-client",
        GOOGLE_CLIENT_SECRET: "google-test-secret",
        GOOGLE_ISSUER: "https://accounts.google.test",
        GOOGLE_AUTHORIZATION_ENDPOINT: "https://accounts.google.test/authorize",
        GOOGLE_TOKEN_ENDPOINT: "https://oauth2.google.test/token",
        FACEBOOK_CLIENT_ID: "facebook-test-client",
        FACEBOOK_CLIENT_SECRET: "facebook-test-secret",
        FACEBOOK_GRAPH_API_VERSION: "v24.0",
        FACEBOOK_AUTHORIZATION_ENDPOINT: "https://www.facebook.test/v24.0/dialog/oauth",
        FACEBOOK_TOKEN_ENDPOINT: "https://graph.facebook.test/v24.0/oauth/access_token",
        FACEBOOK_USERINFO_ENDPOINT: "https://graph.facebook.test/v24.0/me?fields=id,email,first_name,last_name",
        // D1's documented limits, refused by the measured binding (app/server/d1-metrics.server.ts):
        // local D1 does not enforce them all, so a test that breaks one fails here, not in production.
        D1_ENFORCE_LIMITS: "true",
        TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
      },
    },
  }));

export default defineConfig({
  test: {
    projects: [
      {
        // Pure domain rules: plain Node, no Worker, no database.
        resolve: { alias },
        test: {
          name: "unit",
          // One module graph per Vitest worker instead of one per file: importing the domain again for each
          // of 80 files was most of this project's time. Each test file sets up what it reads (setup file).
          isolate: false,
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          setupFiles: ["./tests/unit/setup.ts"],
        },
      },
      {
        // Real requests through the built Worker inside workerd, against a migrated local D1.
        // `npm run test:integration` builds first, so this tests the artifact we ship.
        resolve: { alias },
        plugins: [builtWorker()],
        test: {
          name: "integration",
          // One runtime per Vitest worker instead of one per file: starting workerd and loading the
          // built Worker for each of 44 files was two thirds of this project's time. The setup file
          // gives every file a freshly migrated database all the same (decision 0044).
          isolate: false,
          // Vitest's default leaves one core free (one worker on CI's two cores), but a worker's runtime
          // keeps about one core busy and Vitest itself little: two workers took the project from 166-170 s
          // to 86-113 s on the 2-core machine (decision 0044).
          maxWorkers: Math.max(2, availableParallelism() - 1),
          // Sign-in tests hash passwords with scrypt; give a busy 2-core machine room.
          testTimeout: 20_000,
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
        },
      },
      {
        // Association scale (issue 17, decision 0050): 20,000 games, 1,500 referees, 60,000 assignments seeded
        // once per file, and every route, API endpoint, cron job and bulk action run against them under D1's
        // limits. `npm run test:scale` runs it after the integration project, on the same build.
        resolve: { alias },
        plugins: [builtWorker()],
        test: {
          name: "scale",
          isolate: false,
          // The two files (reads, bulk) each seed their own association and run side by side.
          maxWorkers: 2,
          // Seeding takes seconds; a bulk action over a 92-day range of an association is heavy work.
          hookTimeout: 60_000,
          testTimeout: 60_000,
          include: ["tests/scale/**/*.test.ts"],
          setupFiles: ["./tests/integration/apply-migrations.ts"],
        },
      },
    ],
  },
});
