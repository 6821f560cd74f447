/**
 * The settings dialog (spec section 2, Dialogs): four tabs, Cancel and Save Changes, max height 90vh,
 * Referee Certifications for referees only. Controlled: the portal's user tile owns `open`.
 *
 * It loads the signed-in user's values from GET /settings each time it opens (so it never shows values
 * older than the last save, whichever screen made it) and saves with POST /settings. On success: the
 * spec's toast, the theme applied at once, and the dialog closes. On failure it stays open with the
 * field errors, the tab holding the first error selected, and everything typed kept.
 */
import type { PhoneStatusView } from "~/components/settings/phone-confirmation";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { parseWithValibot } from "@conform-to/valibot";
import { CertificationsSection, type CertificationItem } from "~/components/settings/certifications-section";
import { SettingsPanels, SettingsTabsList, tabsWithErrors } from "~/components/settings/settings-fields";
import { useSettingsForm } from "~/components/settings/use-settings-form";
import { YourDataSection } from "~/components/settings/your-data-section";
import { useTheme } from "~/components/theme";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Tabs } from "~/components/ui/tabs";
import { toast } from "~/components/ui/toast";
import { THEMES, type Theme } from "~/domain/constants";
import { settingsSchema, type SettingsTab, type SettingsValues } from "~/domain/settings";
import type { ActionAnswer } from "~/server/settings-actions.server";
import { useT } from "~/i18n/react";
import { todayIn } from "~/domain/dates";

export const SETTINGS_RESOURCE = "/settings";

export interface SettingsPayload {
  role: string;
  settings: SettingsValues;
  certifications: CertificationItem[] | null;
  organizationTimeZone: string | null;
  /** A change of address waiting for its link (issue 18). */
  pendingEmail: string | null;
  /** The saved number's confirmation (issue 32). */
  phoneStatus: PhoneStatusView | null;
}

export function SettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const loader = useFetcher<SettingsPayload>({ key: "settings-dialog-load" });
  const { load } = loader;
  useEffect(() => {
    if (open) void load(SETTINGS_RESOURCE);
  }, [open, load]);

  const payload = loader.data && "settings" in loader.data ? loader.data : null;
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("settings.dialog.title")}</DialogTitle>
          <DialogDescription>{t("settings.dialog.description")}</DialogDescription>
        </DialogHeader>
        {payload ? (
          <SettingsDialogForm payload={payload} onDone={() => onOpenChange(false)} />
        ) : (
          <p className="py-8 text-center text-sm text-muted-foreground" role="status">
            {loader.state === "idle" && loader.data ? t("settings.dialog.loadFailed") : t("settings.dialog.loading")}
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

function SettingsDialogForm({ payload, onDone }: { payload: SettingsPayload; onDone: () => void }) {
  // No fetcher key: its answer must not outlive the dialog, or reopening would replay the last save.
  const saver = useFetcher<ActionAnswer["body"]>();
  const { setTheme } = useTheme();
  const t = useT();
  const [tab, setTab] = useState<string>("profile");
  const [form, fields] = useSettingsForm({
    id: "settings-dialog",
    defaultValue: payload.settings,
    lastResult: saver.data?.intent === "save" ? saver.data.result : null,
  });

  // A failed save opens the tab holding the first error (adjusting state while rendering).
  const [seen, setSeen] = useState(saver.data);
  if (saver.data !== seen) {
    setSeen(saver.data);
    if (saver.data?.intent === "save" && !saver.data.ok) {
      const [first] = tabsWithErrors(saver.data.result?.error);
      if (first) setTab(first);
    }
  }
  // A successful save: apply the theme at once, show the spec's toast, close. Once per answer. The toast
  // is worded after the save's reload, so a new language shows in it already.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    const answer = saver.data;
    if (saver.state !== "idle" || !answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.intent !== "save" || !answer.ok) return;
    if (isTheme(answer.theme)) setTheme(answer.theme);
    toast({
      title: t("settings.dialog.saved"),
      description: answer.message ?? t("settings.dialog.savedDescription"),
    });
    onDone();
  }, [saver.state, saver.data, setTheme, onDone, t]);

  const errorTabs = tabsWithErrors(form.allErrors);
  const saving = saver.state !== "idle";

  return (
    <>
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <SettingsTabsList errorTabs={errorTabs} />
        <saver.Form
          method="post"
          action={SETTINGS_RESOURCE}
          id={form.id}
          noValidate
          onSubmit={(event) => {
            const check = parseWithValibot(new FormData(event.currentTarget), { schema: settingsSchema });
            if (check.status === "error") {
              const [first] = tabsWithErrors(check.error);
              if (first && first !== tab) setTab(first satisfies SettingsTab);
            }
            form.onSubmit(event);
          }}
        >
          <input type="hidden" name="intent" value="save" />
          <SettingsPanels
            fields={fields}
            organizationTimeZone={payload.organizationTimeZone}
            pendingEmail={payload.pendingEmail}
            phoneStatus={payload.phoneStatus}
            settingsAction="/settings"
          />
        </saver.Form>
        {tab === "privacy" ? (
          <div className="mt-4 border-t pt-4">
            <YourDataSection headingLevel="h3" />
          </div>
        ) : null}
      </Tabs>
      {payload.role === "referee" && payload.certifications ? (
        <div className="border-t pt-4">
          <CertificationsSection
            certifications={payload.certifications}
            action={SETTINGS_RESOURCE}
            headingLevel="h3"
            today={todayIn(payload.organizationTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone)}
          />
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {t("settings.cancel")}
        </Button>
        <Button type="submit" form={form.id} disabled={saving}>
          {saving ? t("settings.saving") : t("settings.save")}
        </Button>
      </DialogFooter>
    </>
  );
}
