import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { settingsSchema, type SettingsValues } from "~/domain/settings";

/** The settings form's state: validates in the browser with the schema the action uses. */
export function useSettingsForm({
  id,
  defaultValue,
  lastResult,
}: {
  id: string;
  defaultValue: SettingsValues;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  return useForm({
    id,
    lastResult,
    defaultValue: { ...defaultValue, timezone: defaultValue.timezone ?? "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithValibot(formData, { schema: settingsSchema });
    },
  });
}
