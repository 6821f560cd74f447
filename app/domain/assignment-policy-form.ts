/**
 * The organization page's "Assignment rules" form (issue 21, decision 0076): the policy as form values and
 * back, with errors by field, the same in the browser and in the action. The policy itself, its defaults and
 * its stored shape are `app/domain/assignment-policy.ts`'s.
 */
import * as v from "valibot";
import { msg } from "~/i18n/text";
import {
  AssignmentPolicySchema,
  DECLINE_CUTOFF_MAX_HOURS,
  POLICY_RULES,
  RULE_STRENGTHS,
  type AssignmentPolicy,
  type PolicyRule,
} from "./assignment-policy";
import { CREDENTIAL_KINDS, GAME_LEVELS, type GameLevel } from "./constants";
import { formText, formTexts, parseSubmission } from "./forms";

/** What the form posts: one radio group per rule, one checkbox list per game level, the two decline fields. */
export type AssignmentPolicyValues = Record<string, string | string[]>;

export const strengthField = (rule: PolicyRule) => `strength.${rule}`;
export const credentialsField = (level: GameLevel) => `credentials.${level}`;
export const DECLINE_CUTOFF_FIELD = "declineCutoffHours";
export const DECLINE_BLOCKS_DAY_FIELD = "declineBlocksDay";

const strengthChoice = v.picklist(RULE_STRENGTHS, msg("org.rules.strengthError"));
const credentialChoices = v.array(v.picklist(CREDENTIAL_KINDS, msg("org.checkFields")));
const cutoffError = msg("org.rules.declineCutoffError", { max: DECLINE_CUTOFF_MAX_HOURS });

const AssignmentPolicyFormSchema = v.object({
  ...Object.fromEntries(POLICY_RULES.map((rule) => [strengthField(rule), strengthChoice])),
  ...Object.fromEntries(GAME_LEVELS.map((level) => [credentialsField(level), credentialChoices])),
  [DECLINE_CUTOFF_FIELD]: v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => text === "" || /^\d{1,3}$/.test(text), cutoffError),
    v.transform((text) => (text === "" ? null : Number(text))),
    v.nullable(v.pipe(v.number(), v.minValue(1, cutoffError), v.maxValue(DECLINE_CUTOFF_MAX_HOURS, cutoffError))),
  ),
  [DECLINE_BLOCKS_DAY_FIELD]: v.optional(v.string(), ""),
});

/** The posted fields, the checkbox lists as lists (a missing one is empty: nothing ticked). */
export function assignmentPolicyValuesOf(form: FormData): AssignmentPolicyValues {
  const values: AssignmentPolicyValues = {};
  for (const rule of POLICY_RULES) values[strengthField(rule)] = formText(form, strengthField(rule));
  for (const level of GAME_LEVELS) values[credentialsField(level)] = formTexts(form, credentialsField(level));
  values[DECLINE_CUTOFF_FIELD] = formText(form, DECLINE_CUTOFF_FIELD);
  values[DECLINE_BLOCKS_DAY_FIELD] = formText(form, DECLINE_BLOCKS_DAY_FIELD);
  return values;
}

/** The stored policy as the form shows it. */
export function assignmentPolicyFormValues(policy: AssignmentPolicy): AssignmentPolicyValues {
  const values: AssignmentPolicyValues = {};
  for (const rule of POLICY_RULES) values[strengthField(rule)] = policy.strength[rule];
  for (const level of GAME_LEVELS) values[credentialsField(level)] = [...policy.requiredCredentials[level]];
  values[DECLINE_CUTOFF_FIELD] = policy.declineCutoffHours === null ? "" : String(policy.declineCutoffHours);
  values[DECLINE_BLOCKS_DAY_FIELD] = policy.declineBlocksDay ? "on" : "";
  return values;
}

/** The form's values as a policy, or the errors by field name. */
export function parseAssignmentPolicyForm(
  values: AssignmentPolicyValues,
): { success: true; output: AssignmentPolicy } | { success: false; errors: Record<string, string[] | undefined> } {
  const parsed = parseSubmission(AssignmentPolicyFormSchema, values);
  if (!parsed.ok) return { success: false, errors: parsed.fieldErrors };
  const output = parsed.value as Record<string, unknown>;
  const policy = v.parse(AssignmentPolicySchema, {
    strength: Object.fromEntries(POLICY_RULES.map((rule) => [rule, output[strengthField(rule)]])),
    requiredCredentials: Object.fromEntries(GAME_LEVELS.map((level) => [level, output[credentialsField(level)]])),
    declineCutoffHours: output[DECLINE_CUTOFF_FIELD],
    declineBlocksDay: output[DECLINE_BLOCKS_DAY_FIELD] !== "",
  });
  return { success: true, output: policy };
}

/** What changed, in words, for the activity log ("team scratch hard → soft"). */
export function describePolicyChanges(before: AssignmentPolicy, after: AssignmentPolicy): string[] {
  const changes: string[] = [];
  for (const rule of POLICY_RULES) {
    const from = before.strength[rule];
    const to = after.strength[rule];
    if (from !== to) changes.push(`${rule.replaceAll("_", " ")} ${from} → ${to}`);
  }
  for (const level of GAME_LEVELS) {
    const from = before.requiredCredentials[level].join(", ") || "none";
    const to = after.requiredCredentials[level].join(", ") || "none";
    if (from !== to) changes.push(`${level} games require ${to} (was ${from})`);
  }
  if (before.declineCutoffHours !== after.declineCutoffHours) {
    const hours = (value: number | null) => (value === null ? "no cutoff" : `${value} hours`);
    changes.push(`decline cutoff ${hours(before.declineCutoffHours)} → ${hours(after.declineCutoffHours)}`);
  }
  if (before.declineBlocksDay !== after.declineBlocksDay) {
    changes.push(
      after.declineBlocksDay ? "a decline now blocks the referee's day" : "a decline no longer blocks the day",
    );
  }
  return changes;
}
