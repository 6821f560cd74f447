/**
 * The one form toolkit (decision 0045): how every action and every browser-side check reads a submission
 * against its valibot schema, how field errors are shaped, and how a form with several buttons is told
 * apart by its `intent` field. Pure: the browser (a dialog checking before it posts) and the actions use
 * the same functions, so a message reads the same on both sides. Intents are dispatched by
 * `dispatchIntent` (`app/server/intents.server.ts`), which answers an unknown one with 400.
 *
 * Field errors are always `Record<field, string[]>`, keyed by the field's name (valibot's dotted path for
 * a nested one, e.g. `paymentIds.0`); the values come back as the strings the user typed, so a refused
 * form can be filled in again.
 */
import { parseWithValibot } from "@conform-to/valibot";
import type { SubmissionResult } from "@conform-to/react";
import * as v from "valibot";
import { tr } from "~/i18n/text";

export type FieldErrors = Record<string, string[]>;

/** What the user typed, field by field (files are left out; a repeated name keeps its last value). */
type FormValues = Record<string, string>;

/** What a parse gives: the schema's output, or the field errors; either way the values as typed. */
type FormSubmission<Output, Values = FormValues> =
  | { ok: true; value: Output; values: Values }
  | {
      ok: false;
      values: Values;
      fieldErrors: FieldErrors;
      formError?: string;
      /** The first message found, for a form that shows one sentence (a row's button, a fetcher's toast). */
      firstError: string;
    };

type AnySchema = v.GenericSchema<unknown, unknown>;

/**
 * The text fields of a form as plain strings (the shape every schema here is written against); with
 * `names`, just those fields, "" for a missing one.
 */
export function formValues(form: FormData | URLSearchParams): FormValues;
export function formValues<Name extends string>(
  form: FormData | URLSearchParams,
  names: readonly Name[],
): Record<Name, string>;
export function formValues(form: FormData | URLSearchParams, names?: readonly string[]): FormValues {
  const values: FormValues = {};
  if (names) {
    for (const name of names) values[name] = formText(form, name);
    return values;
  }
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  return values;
}

/** One text field; "" when it is missing or is a file. */
export function formText(form: FormData | URLSearchParams, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** Every value of a repeated field (checkbox lists), files left out. */
export function formTexts(form: FormData | URLSearchParams, name: string): string[] {
  return form.getAll(name).filter((value): value is string => typeof value === "string");
}

/** valibot's issues as field errors, by field name (dotted path); issues about no field are left out. */
export function fieldErrorsOf(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  if (issues.length === 0) return {};
  const nested = v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).nested ?? {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(nested)) if (messages && messages.length) errors[field] = messages;
  return errors;
}

/** The messages of the issues that are about the whole input rather than one field. */
function rootErrorsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  if (issues.length === 0) return [];
  return v.flatten(issues as [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]).root ?? [];
}

/**
 * Parses a submission (a `FormData`, or values already read from one) against its schema.
 * `formError` carries a message about the input as a whole, if the schema gives one.
 */
export function parseSubmission<Schema extends AnySchema>(
  schema: Schema,
  input: FormData | URLSearchParams | FormValues,
): FormSubmission<v.InferOutput<Schema>>;
/** Values with lists (checkbox groups), read by the caller: given back as they came. */
export function parseSubmission<Schema extends AnySchema, Values extends Record<string, string | string[]>>(
  schema: Schema,
  input: Values,
): FormSubmission<v.InferOutput<Schema>, Values>;
export function parseSubmission<Schema extends AnySchema>(
  schema: Schema,
  input: FormData | URLSearchParams | Record<string, string | string[]>,
): FormSubmission<v.InferOutput<Schema>, Record<string, string | string[]>> {
  const values = input instanceof FormData || input instanceof URLSearchParams ? formValues(input) : { ...input };
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output, values };
  const formError = rootErrorsOf(result.issues)[0];
  return {
    ok: false,
    values,
    fieldErrors: fieldErrorsOf(result.issues),
    ...(formError ? { formError } : {}),
    firstError: result.issues[0].message,
  };
}

/**
 * The same parse for the forms whose browser side is conform's `useForm` (contact, settings): conform
 * coerces the fields for the schema ("" is a missing value, numbers and checkboxes are typed) and its
 * `reply` is the shape `useForm` reads back as `lastResult`, so those actions answer with `reply(...)`.
 */
export function parseConformSubmission<Schema extends AnySchema>(
  schema: Schema,
  form: FormData,
): FormSubmission<v.InferOutput<Schema>> & { reply: (options?: ConformReplyOptions) => SubmissionResult<string[]> } {
  const submission = parseWithValibot(form, { schema });
  const values = formValues(form);
  const reply = (options?: ConformReplyOptions) => submission.reply(options);
  if (submission.status === "success") return { ok: true, value: submission.value, values, reply };
  const errors = submission.error ?? {};
  const fieldErrors: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) if (field && messages?.length) fieldErrors[field] = messages;
  const formError = errors[""]?.[0];
  const firstError = formError ?? Object.values(fieldErrors)[0]?.[0] ?? tr("form.checkTheForm");
  return { ok: false, values, fieldErrors, ...(formError ? { formError } : {}), firstError, reply };
}

type ConformReplyOptions = {
  resetForm?: boolean;
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  hideFields?: string[];
};
