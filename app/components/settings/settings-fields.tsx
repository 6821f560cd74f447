/**
 * The four settings tabs every user has (Profile, Notifications, Privacy, Preferences), shared by the
 * settings dialog and the referee settings page. All four stay mounted (hidden when inactive) so one
 * Save Changes submits every field, whichever tab is open.
 */
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
  COLOR_SCHEMES,
  CURRENCY_LABELS,
  LANGUAGE_LABELS,
  SETTINGS_TABS,
  TIME_FORMAT_LABELS,
  type SettingsInput,
  type SettingsTab,
} from "~/domain/settings";

type Field = Pick<FieldMetadata<unknown>, "id" | "name" | "errorId" | "descriptionId" | "key" | "errors"> & {
  initialValue?: unknown;
};
export type SettingsFields = { [Name in keyof SettingsInput]-?: Field };

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  profile: "Profile",
  notifications: "Notifications",
  privacy: "Privacy",
  preferences: "Preferences",
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
  return (
    <div className="grid gap-2">
      <Label htmlFor={field.id}>Current password</Label>
      <Input
        key={field.key}
        id={field.id}
        name={field.name}
        type="password"
        autoComplete="current-password"
        {...invalidProps(field, true)}
      />
      <p id={field.descriptionId} className="text-sm text-muted-foreground">
        Needed only to change your email. We send a link to the new address; the change happens when you open it.
      </p>
      {pendingEmail ? (
        <p role="status" className="text-sm font-medium">
          {`Waiting for confirmation: ${pendingEmail}. Open the link we sent there to switch.`}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

function BioField({ field }: { field: Field }) {
  const initial = initialText(field.initialValue);
  const [length, setLength] = useState(initial.length);
  const over = length > BIO_MAX_LENGTH;
  return (
    <div className="grid gap-2 sm:col-span-2">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={field.id}>Bio</Label>
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
        placeholder="Tell assignors and other referees about your experience."
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
  label: string;
  description: string;
}

const NOTIFICATION_TOGGLES: readonly Toggle[] = [
  { name: "emailNotifications", label: "Email notifications", description: "Receive updates by email." },
  { name: "pushNotifications", label: "Push notifications", description: "Receive alerts on your devices." },
  { name: "gameReminders", label: "Game reminders", description: "A reminder before each of your games." },
  { name: "paymentNotifications", label: "Payment notifications", description: "When a payment is recorded or paid." },
  {
    name: "weatherAlerts",
    label: "Weather alerts",
    description:
      "Whether you want weather alerts for your venues. Whistle has no weather source of its own, so it sends none automatically.",
  },
  { name: "weeklyDigest", label: "Weekly digest", description: "A summary of your week every Monday." },
  { name: "marketingEmails", label: "Marketing emails", description: "Product news and tips from Whistle." },
];

const PRIVACY_TOGGLES: readonly Toggle[] = [
  {
    name: "profileVisible",
    label: "Profile visible",
    description:
      "Other referees can see your level, rating and bio. Off: they see only your name. Your assignors always see your profile.",
  },
  {
    name: "contactInfoVisible",
    label: "Contact info visible",
    description: "Other referees can see your email and phone. Your assignors always can, to reach you about games.",
  },
  {
    name: "availabilityVisible",
    label: "Availability visible",
    description: "Other referees can see when you are available. Your assignors always can, to assign you.",
  },
  {
    name: "statsVisible",
    label: "Stats visible",
    description: "Other referees can see your games count, rating and earnings figures.",
  },
];

function ToggleList({ fields, toggles }: { fields: SettingsFields; toggles: readonly Toggle[] }) {
  return (
    <div className="divide-y">
      {toggles.map((toggle) => (
        <ToggleField
          key={toggle.name}
          field={fields[toggle.name]}
          label={toggle.label}
          description={toggle.description}
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

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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
  const tabs = [
    ...(Object.keys(SETTINGS_TAB_LABELS) as SettingsTab[]).map((value) => ({
      value,
      label: SETTINGS_TAB_LABELS[value],
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
              <span className="size-2 rounded-full bg-destructive" aria-label="has errors" role="img" />
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
}: {
  fields: SettingsFields;
  /** Shown as the default time zone choice, e.g. "America/Los_Angeles". */
  organizationTimeZone?: string | null;
  /** A new address waiting for its link (issue 18). */
  pendingEmail?: string | null;
}) {
  const zoneLabel = US_TIME_ZONES.find((zone) => zone.value === organizationTimeZone)?.label ?? organizationTimeZone;
  return (
    <>
      <TabsContent value="profile" forceMount className={panel}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label="First name" autoComplete="given-name" />
          <TextField field={fields.lastName} label="Last name" autoComplete="family-name" />
          <TextField field={fields.email} label="Email" type="email" autoComplete="email" />
          <CurrentPasswordField field={fields.currentPassword} pendingEmail={pendingEmail} />
          <TextField field={fields.phone} label="Phone" type="tel" autoComplete="tel" placeholder="(555) 123-4567" />
          <BioField field={fields.bio} />
          <TextField field={fields.location} label="Location" placeholder="City, State" />
          <TextField field={fields.website} label="Website" type="url" placeholder="https://example.com" />
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
            label="Time zone"
            options={[
              { value: "", label: zoneLabel ? `Organization's time zone (${zoneLabel})` : "Organization's time zone" },
              ...US_TIME_ZONES.map((zone) => ({ value: zone.value, label: `${zone.label} (${zone.value})` })),
            ]}
          />
          <SelectField
            field={fields.language}
            label="Language"
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          />
          <SelectField
            field={fields.currency}
            label="Currency"
            options={CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] }))}
          />
          <SelectField
            field={fields.dateFormat}
            label="Date format"
            options={DATE_FORMATS.map((value) => ({ value, label: value }))}
          />
          <SelectField
            field={fields.timeFormat}
            label="Time format"
            options={TIME_FORMATS.map((value) => ({ value, label: TIME_FORMAT_LABELS[value] }))}
          />
          <SelectField
            field={fields.theme}
            label="Theme"
            options={THEMES.map((value) => ({ value, label: capitalize(value) }))}
          />
          <SelectField
            field={fields.colorScheme}
            label="Color scheme"
            options={COLOR_SCHEMES.map((value) => ({ value, label: capitalize(value) }))}
          />
          <div className="sm:col-span-2">
            <ToggleField
              field={fields.compactView}
              label="Compact view"
              description="Show more rows with less spacing in tables and lists."
            />
          </div>
        </div>
      </TabsContent>
    </>
  );
}
