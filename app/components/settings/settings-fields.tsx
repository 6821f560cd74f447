/**
 * The four settings tabs every user has (Profile, Notifications, Privacy, Preferences), shared by the
 * settings dialog and the referee settings page. All four stay mounted (hidden when inactive) so one
 * Save Changes submits every field, whichever tab is open.
 */
import { PhoneConfirmation, type PhoneStatusView } from "./phone-confirmation";
import { useState } from "react";
import { Link } from "react-router";
import type { FieldMetadata } from "@conform-to/react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, SwitchInput } from "~/components/ui/native-controls";
import { TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/components/ui/utils";
import {
  BIO_MAX_LENGTH,
  CURRENCIES,
  DATE_FORMATS,
  LANGUAGES,
  THEMES,
  TIME_FORMATS,
  US_TIME_ZONES,
} from "~/domain/constants";
import {
  bioCounter,
  COLOR_SCHEME_LABELS,
  COLOR_SCHEMES,
  CURRENCY_LABELS,
  DATE_FORMAT_LABELS,
  SETTINGS_TABS,
  TIME_FORMAT_LABELS,
  type SettingsInput,
  type SettingsTab,
} from "~/domain/settings";
import { useT } from "~/i18n/react";
import { LANGUAGE_NAMES, type MessageId } from "~/i18n/messages";

type Field = Pick<FieldMetadata<unknown>, "id" | "name" | "errorId" | "descriptionId" | "key" | "errors"> & {
  initialValue?: unknown;
};
export type SettingsFields = { [Name in keyof SettingsInput]-?: Field };

export const SETTINGS_TAB_LABELS: Record<SettingsTab, MessageId> = {
  profile: "settings.tabs.profile",
  notifications: "settings.tabs.notifications",
  privacy: "settings.tabs.privacy",
  preferences: "settings.tabs.preferences",
};

/** The time zones offered, named in the reader's words ("Pacific"). */
const ZONE_LABELS: Record<(typeof US_TIME_ZONES)[number]["value"], MessageId> = {
  "America/Los_Angeles": "settings.preferences.zone.pacific",
  "America/Denver": "settings.preferences.zone.mountain",
  "America/Chicago": "settings.preferences.zone.central",
  "America/New_York": "settings.preferences.zone.eastern",
};

const THEME_LABELS: Record<(typeof THEMES)[number], MessageId> = {
  light: "theme.light",
  dark: "theme.dark",
  system: "theme.system",
};

/** A field's initial value as conform gives it, shown as text ("" when it is not a string). */
function initialText(value: unknown): string {
  return typeof value === "string" ? value : "";
}

function FieldError({ field }: { field: Field }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="text-sm font-medium text-destructive">
      {field.errors.join(" ")}
    </p>
  );
}

function invalidProps(field: Field, described?: boolean) {
  const ids = [field.errors?.length ? field.errorId : null, described ? field.descriptionId : null].filter(Boolean);
  return {
    "aria-invalid": field.errors?.length ? true : undefined,
    "aria-describedby": ids.length ? ids.join(" ") : undefined,
  } as const;
}

function TextField({
  field,
  label,
  type = "text",
  autoComplete,
  placeholder,
  className,
}: {
  field: Field;
  label: string;
  type?: "text" | "email" | "tel" | "url" | "password";
  autoComplete?: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      <Input
        key={field.key}
        id={field.id}
        name={field.name}
        type={type}
        autoComplete={autoComplete}
        placeholder={placeholder}
        defaultValue={initialText(field.initialValue)}
        {...invalidProps(field)}
      />
      <FieldError field={field} />
    </div>
  );
}

/**
 * Beside the email: a new address needs the current password, and changes only when the link sent to it is
 * opened (issue 18). Never filled in from an answer: the password is typed again.
 */
function CurrentPasswordField({ field, pendingEmail }: { field: Field; pendingEmail?: string | null }) {
  const t = useT();
  return (
    <div className="grid gap-2">
      <Label htmlFor={field.id}>{t("settings.profile.currentPassword")}</Label>
      <Input
        key={field.key}
        id={field.id}
        name={field.name}
        type="password"
        autoComplete="current-password"
        {...invalidProps(field, true)}
      />
      <p id={field.descriptionId} className="text-sm text-muted-foreground">
        {t("settings.profile.currentPasswordHint")}
      </p>
      {pendingEmail ? (
        <p role="status" className="text-sm font-medium">
          {t("settings.profile.pendingEmail", { email: pendingEmail })}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

function BioField({ field }: { field: Field }) {
  const t = useT();
  const initial = initialText(field.initialValue);
  const [length, setLength] = useState(initial.length);
  const over = length > BIO_MAX_LENGTH;
  return (
    <div className="grid gap-2 sm:col-span-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={field.id}>{t("settings.profile.bio")}</Label>
        <span
          id={field.descriptionId}
          aria-live="polite"
          className={cn("text-xs tabular-nums", over ? "font-semibold text-destructive" : "text-muted-foreground")}
        >
          {bioCounter(length)}
        </span>
      </div>
      <Textarea
        key={field.key}
        id={field.id}
        name={field.name}
        defaultValue={initial}
        placeholder={t("settings.profile.bioPlaceholder")}
        onChange={(event) => setLength(event.currentTarget.value.trim().length)}
        {...invalidProps(field, true)}
      />
      <FieldError field={field} />
    </div>
  );
}

function ToggleField({ field, label, description }: { field: Field; label: string; description: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="grid gap-1">
        <Label htmlFor={field.id}>{label}</Label>
        <p id={field.descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      </div>
      <SwitchInput
        key={field.key}
        id={field.id}
        name={field.name}
        defaultChecked={field.initialValue === "on" || field.initialValue === true}
        aria-describedby={field.descriptionId}
      />
    </div>
  );
}

/** A settings switch: which field, what it is called and what turning it on means. */
interface Toggle {
  name: keyof SettingsFields;
  label: MessageId;
  description: MessageId;
}

const NOTIFICATION_TOGGLES: readonly Toggle[] = [
  {
    name: "emailNotifications",
    label: "settings.notifications.email",
    description: "settings.notifications.emailDescription",
  },
  {
    name: "pushNotifications",
    label: "settings.notifications.push",
    description: "settings.notifications.pushDescription",
  },
  {
    name: "gameReminders",
    label: "settings.notifications.gameReminders",
    description: "settings.notifications.gameRemindersDescription",
  },
  {
    name: "paymentNotifications",
    label: "settings.notifications.payments",
    description: "settings.notifications.paymentsDescription",
  },
  {
    name: "weatherAlerts",
    label: "settings.notifications.weather",
    description: "settings.notifications.weatherDescription",
  },
  {
    name: "weeklyDigest",
    label: "settings.notifications.weeklyDigest",
    description: "settings.notifications.weeklyDigestDescription",
  },
  {
    name: "marketingEmails",
    label: "settings.notifications.marketing",
    description: "settings.notifications.marketingDescription",
  },
];

const PRIVACY_TOGGLES: readonly Toggle[] = [
  {
    name: "profileVisible",
    label: "settings.privacy.profileVisible",
    description: "settings.privacy.profileVisibleDescription",
  },
  {
    name: "contactInfoVisible",
    label: "settings.privacy.contactInfoVisible",
    description: "settings.privacy.contactInfoVisibleDescription",
  },
  {
    name: "availabilityVisible",
    label: "settings.privacy.availabilityVisible",
    description: "settings.privacy.availabilityVisibleDescription",
  },
  {
    name: "statsVisible",
    label: "settings.privacy.statsVisible",
    description: "settings.privacy.statsVisibleDescription",
  },
];

function ToggleList({ fields, toggles }: { fields: SettingsFields; toggles: readonly Toggle[] }) {
  const t = useT();
  return (
    <div className="divide-y">
      {toggles.map((toggle) => (
        <ToggleField
          key={toggle.name}
          field={fields[toggle.name]}
          label={t(toggle.label)}
          description={t(toggle.description)}
        />
      ))}
    </div>
  );
}

function SelectField({
  field,
  label,
  options,
}: {
  field: Field;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const current = initialText(field.initialValue);
  // A value saved elsewhere (the API accepts any IANA zone) stays selectable instead of being lost.
  const all =
    current && !options.some((option) => option.value === current)
      ? [...options, { value: current, label: current }]
      : options;
  return (
    <div className="grid gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      <NativeSelect key={field.key} id={field.id} name={field.name} defaultValue={current} {...invalidProps(field)}>
        {all.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      <FieldError field={field} />
    </div>
  );
}

/**
 * The tab buttons; a dot marks a tab holding a field error. With `tabHref` each tab is also a link
 * (`?tab=security`), so tabs can be bookmarked and switched before JavaScript loads.
 */
export function SettingsTabsList({
  errorTabs,
  extraTabs = [],
  tabHref,
  className,
}: {
  errorTabs: readonly string[];
  extraTabs?: readonly { value: string; label: string }[];
  tabHref?: (tab: string) => string;
  className?: string;
}) {
  const t = useT();
  const tabs = [
    ...(Object.keys(SETTINGS_TAB_LABELS) as SettingsTab[]).map((value) => ({
      value,
      label: t(SETTINGS_TAB_LABELS[value]),
    })),
    ...extraTabs,
  ];
  return (
    <TabsList className={cn("w-full justify-start", className)}>
      {tabs.map((tab) => {
        const label = (
          <>
            {tab.label}
            {errorTabs.includes(tab.value) ? (
              <span
                className="size-2 rounded-full bg-destructive"
                aria-label={t("settings.tabs.hasErrors")}
                role="img"
              />
            ) : null}
          </>
        );
        return tabHref ? (
          <TabsTrigger key={tab.value} value={tab.value} asChild>
            <Link to={tabHref(tab.value)} replace preventScrollReset>
              {label}
            </Link>
          </TabsTrigger>
        ) : (
          <TabsTrigger key={tab.value} value={tab.value}>
            {label}
          </TabsTrigger>
        );
      })}
    </TabsList>
  );
}

/** Tabs whose fields have errors, in tab order. */
export function tabsWithErrors(error: Record<string, unknown> | null | undefined): SettingsTab[] {
  if (!error) return [];
  const failing = Object.entries(error)
    .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
    .map(([name]) => name);
  return (Object.keys(SETTINGS_TABS) as SettingsTab[]).filter((tab) =>
    (SETTINGS_TABS[tab] as readonly string[]).some((name) => failing.includes(name)),
  );
}

const panel = "data-[state=inactive]:hidden";

export function SettingsPanels({
  fields,
  organizationTimeZone,
  pendingEmail,
  phoneStatus,
  settingsAction,
}: {
  fields: SettingsFields;
  /** The saved number's confirmation (issue 32). */
  phoneStatus?: PhoneStatusView | null;
  /** Where the phone code's buttons post: this screen's settings action. */
  settingsAction?: string;
  /** Shown as the default time zone choice, e.g. "America/Los_Angeles". */
  organizationTimeZone?: string | null;
  /** A new address waiting for its link (issue 18). */
  pendingEmail?: string | null;
}) {
  const t = useT();
  const knownZone = US_TIME_ZONES.find((zone) => zone.value === organizationTimeZone);
  const zoneLabel = knownZone ? t(ZONE_LABELS[knownZone.value]) : organizationTimeZone;
  return (
    <>
      <TabsContent value="profile" forceMount className={panel}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label={t("settings.profile.firstName")} autoComplete="given-name" />
          <TextField field={fields.lastName} label={t("settings.profile.lastName")} autoComplete="family-name" />
          <TextField field={fields.email} label={t("settings.profile.email")} type="email" autoComplete="email" />
          <CurrentPasswordField field={fields.currentPassword} pendingEmail={pendingEmail} />
          <TextField
            field={fields.phone}
            label={t("settings.profile.phone")}
            type="tel"
            autoComplete="tel"
            placeholder={t("settings.profile.phonePlaceholder")}
          />
          <PhoneConfirmation status={phoneStatus} action={settingsAction} />
          <BioField field={fields.bio} />
          <TextField
            field={fields.location}
            label={t("settings.profile.location")}
            placeholder={t("settings.profile.locationPlaceholder")}
          />
          <TextField
            field={fields.website}
            label={t("settings.profile.website")}
            type="url"
            placeholder={t("settings.profile.websitePlaceholder")}
          />
        </div>
      </TabsContent>

      <TabsContent value="notifications" forceMount className={panel}>
        <ToggleList fields={fields} toggles={NOTIFICATION_TOGGLES} />
      </TabsContent>

      <TabsContent value="privacy" forceMount className={panel}>
        <ToggleList fields={fields} toggles={PRIVACY_TOGGLES} />
      </TabsContent>

      <TabsContent value="preferences" forceMount className={panel}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            field={fields.timezone}
            label={t("settings.preferences.timeZone")}
            options={[
              {
                value: "",
                label: zoneLabel
                  ? t("settings.preferences.organizationTimeZoneNamed", { zone: zoneLabel })
                  : t("settings.preferences.organizationTimeZone"),
              },
              ...US_TIME_ZONES.map((zone) => ({
                value: zone.value,
                label: t("settings.preferences.timeZoneOption", { zone: t(ZONE_LABELS[zone.value]), id: zone.value }),
              })),
            ]}
          />
          <SelectField
            field={fields.language}
            label={t("settings.preferences.language")}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          />
          <SelectField
            field={fields.currency}
            label={t("settings.preferences.currency")}
            options={CURRENCIES.map((value) => ({ value, label: t(CURRENCY_LABELS[value]) }))}
          />
          <SelectField
            field={fields.dateFormat}
            label={t("settings.preferences.dateFormat")}
            options={DATE_FORMATS.map((value) => ({ value, label: t(DATE_FORMAT_LABELS[value]) }))}
          />
          <SelectField
            field={fields.timeFormat}
            label={t("settings.preferences.timeFormat")}
            options={TIME_FORMATS.map((value) => ({ value, label: t(TIME_FORMAT_LABELS[value]) }))}
          />
          <SelectField
            field={fields.theme}
            label={t("settings.preferences.theme")}
            options={THEMES.map((value) => ({ value, label: t(THEME_LABELS[value]) }))}
          />
          <SelectField
            field={fields.colorScheme}
            label={t("settings.preferences.colorScheme")}
            options={COLOR_SCHEMES.map((value) => ({ value, label: t(COLOR_SCHEME_LABELS[value]) }))}
          />
          <div className="sm:col-span-2">
            <ToggleField
              field={fields.compactView}
              label={t("settings.preferences.compactView")}
              description={t("settings.preferences.compactViewDescription")}
            />
          </div>
        </div>
      </TabsContent>
    </>
  );
}
