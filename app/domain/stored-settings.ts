/**
 * An organization's settings stored as a JSON column (conflict rules, report settings, evaluation settings):
 * D1 hands them back as text or already parsed. What is stored when it parses and passes the schema; the
 * defaults when it is null, unreadable or no longer valid (a setting added later reads as its default).
 */
import * as v from "valibot";

export function parseStoredSettings<Schema extends v.GenericSchema>(
  schema: Schema,
  stored: unknown,
  defaults: v.InferOutput<Schema>,
): v.InferOutput<Schema> {
  if (stored === null || stored === undefined) return defaults;
  let value: unknown = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return defaults;
    }
  }
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : defaults;
}
