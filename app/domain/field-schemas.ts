/**
 * The shared valibot schemas of a date and a time field (issue 32, decision 0090): every
 * form and API schema builds its date and time fields from these, so a malformed value ("abc",
 * "", "2026-13-45") and an impossible calendar date ("2026-02-30") are refused by the schema with the
 * field named, before any rule reads them. Each takes the message of its own field.
 */
import * as v from "valibot";
import { isValidDate, isValidTime } from "./dates";

type Message = string | (() => string);

const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date, YYYY-MM-DD, that exists (2026-02-28 yes, 2026-02-30 and 2026-13-45 no); a form that words
 * a well-shaped but impossible date apart gives `impossible` as well.
 */
export function dateField(message: Message, impossible: Message = message) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(DATE_SHAPE, message),
    // Only a well-shaped value is asked whether it exists, so a malformed one gets one message.
    v.check((value) => !DATE_SHAPE.test(value) || isValidDate(value), impossible),
  );
}

/** A wall-clock time, HH:MM on the 24-hour clock (00:00 to 23:59). */
export function timeField(message: Message) {
  return v.pipe(v.string(message), v.trim(), v.check(isValidTime, message));
}
