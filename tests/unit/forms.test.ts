import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  fieldErrorsOf,
  formText,
  formTexts,
  formValues,
  parseConformSubmission,
  parseSubmission,
} from "~/domain/forms";
import { dispatchIntent } from "~/server/intents.server";

const Schema = v.pipe(
  v.object({
    name: v.pipe(v.string(), v.trim(), v.nonEmpty("Enter a name.")),
    age: v.pipe(v.string(), v.regex(/^\d+$/, "Enter a whole number."), v.transform(Number)),
  }),
  v.check((input) => input.name !== "nobody", "Nobody may sign."),
);

function form(entries: Record<string, string | string[] | File>): FormData {
  const formData = new FormData();
  for (const [name, value] of Object.entries(entries)) {
    for (const one of Array.isArray(value) ? value : [value]) formData.append(name, one);
  }
  return formData;
}

describe("reading a form", () => {
  it("keeps the text fields as strings and leaves files out", () => {
    const values = formValues(form({ name: "Ada", file: new File(["x"], "a.csv"), tag: ["a", "b"] }));
    expect(values).toEqual({ name: "Ada", tag: "b" });
  });

  it("reads one field, or every value of a repeated one", () => {
    const formData = form({ name: "Ada", tag: ["a", "b"], file: new File(["x"], "a.csv") });
    expect(formText(formData, "name")).toBe("Ada");
    expect(formText(formData, "missing")).toBe("");
    expect(formText(formData, "file")).toBe("");
    expect(formTexts(formData, "tag")).toEqual(["a", "b"]);
  });
});

describe("parseSubmission", () => {
  it("gives the schema's output and the values typed", () => {
    const parsed = parseSubmission(Schema, form({ name: " Ada ", age: "36" }));
    expect(parsed).toEqual({ ok: true, value: { name: "Ada", age: 36 }, values: { name: " Ada ", age: "36" } });
  });

  it("gives field errors keyed by field, with the values kept to fill the form again", () => {
    const parsed = parseSubmission(Schema, form({ name: "", age: "old" }));
    expect(parsed).toEqual({
      ok: false,
      values: { name: "", age: "old" },
      fieldErrors: { name: ["Enter a name."], age: ["Enter a whole number."] },
      firstError: "Enter a name.",
    });
  });

  it("gives a message about the whole input as the form error", () => {
    const parsed = parseSubmission(Schema, { name: "nobody", age: "3" });
    expect(parsed).toEqual({
      ok: false,
      values: { name: "nobody", age: "3" },
      fieldErrors: {},
      formError: "Nobody may sign.",
      firstError: "Nobody may sign.",
    });
  });

  it("does not change the values it was given", () => {
    const values = { name: "", age: "1" };
    const parsed = parseSubmission(Schema, values);
    expect(parsed.values).not.toBe(values);
  });
});

describe("parseConformSubmission", () => {
  const Optional = v.object({
    email: v.pipe(v.string("Enter an email."), v.email("Not an email.")),
    note: v.optional(v.string()),
  });

  it("answers in the same shape and keeps conform's reply for useForm", () => {
    const parsed = parseConformSubmission(Optional, form({ email: "", note: "" }));
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fieldErrors).toEqual({ email: ["Enter an email."] });
    expect(parsed.values).toEqual({ email: "", note: "" });
    expect(parsed.reply().status).toBe("error");
  });

  it("coerces an empty field to a missing one, as conform does", () => {
    const parsed = parseConformSubmission(Optional, form({ email: "a@b.co", note: "" }));
    expect(parsed.ok && parsed.value).toEqual({ email: "a@b.co" });
  });
});

describe("fieldErrorsOf", () => {
  it("is empty without issues and drops fields without messages", () => {
    expect(fieldErrorsOf([])).toEqual({});
    const result = v.safeParse(Schema, { name: "", age: "1" });
    expect(result.success || fieldErrorsOf(result.issues)).toEqual({ name: ["Enter a name."] });
  });
});

describe("dispatchIntent", () => {
  const handlers = {
    create: () => "created",
    update: (intent: string) => `ran ${intent}`,
  };

  it("runs the handler the intent names", () => {
    expect(dispatchIntent(form({ intent: "create" }), handlers)).toBe("created");
    expect(dispatchIntent(form({ intent: "update" }), handlers)).toBe("ran update");
  });

  it("uses the fallback when the form names no intent", () => {
    expect(dispatchIntent(form({}), handlers, { fallback: "create" })).toBe("created");
  });

  it("answers an unknown intent with 400 and a message that names it", async () => {
    for (const intent of ["destroy", "toString", "constructor"]) {
      let thrown: unknown;
      try {
        dispatchIntent(form({ intent }), handlers);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toMatchObject({ init: { status: 400 }, data: { message: `Unknown action "${intent}".` } });
    }
    expect(() => dispatchIntent(form({}), handlers)).toThrow();
  });
});
