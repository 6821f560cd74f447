/**
 * The generated input suite's one list (decision 0090) covers every route module with an action or API
 * methods: a route added to `app/routes.ts` fails here until `input-targets.ts` lists it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { INPUT_TARGETS } from "../integration/input-targets";

const ROUTE_TABLE = readFileSync(new URL("../../app/routes.ts", import.meta.url), "utf8");
const TAKES_INPUT = /export (async )?function action\b|export const action\b|apiEndpoint\(/;

describe("input targets", () => {
  it("lists every route module that takes input", () => {
    const modules = [...new Set([...ROUTE_TABLE.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((match) => match[1]!))];
    const takingInput = modules.filter((module) =>
      TAKES_INPUT.test(readFileSync(new URL(`../../app/${module}`, import.meta.url), "utf8")),
    );
    const listed = new Set(INPUT_TARGETS.map((target) => target.module));
    expect(takingInput.length).toBeGreaterThan(20);
    expect(takingInput.filter((module) => !listed.has(module))).toEqual([]);
  });
});
