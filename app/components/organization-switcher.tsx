/**
 * The organization switcher in the portals' shell (issue 20, decision 0067). In the assignor portal: the
 * active organization's name; with several organizations (or a referee membership somewhere) a menu of the
 * person's staff organizations with their role in each, "New organization" and the referee portal. In the
 * referee portal: the league's name and, for someone on a staff anywhere, a menu with the assignor portal.
 * One organization and nothing else to offer: just the name (and the "New organization" button).
 *
 * A switch is a plain form POST to /assignor/switch-organization; before hydration (or without JavaScript)
 * the menu's button is a link to that page, which lists the same choices as forms.
 */
import { useCallback, useState, useSyncExternalStore } from "react";
import { Link, useFetcher, useLocation, useSubmit } from "react-router";
import { ArrowLeftRight, ChevronsUpDown, Plus } from "lucide-react";
import { CURRENCIES, US_TIME_ZONES, type StaffRole } from "~/domain/constants";
import type { SwitcherData } from "~/domain/organization-switch";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { SelectField, TextField } from "./form-fields";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFormFooter, DialogHeader, DialogTitle } from "./ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./ui/dropdown-menu";

export const SWITCH_ORGANIZATION_PATH = "/assignor/switch-organization";
export const NEW_ORGANIZATION_PATH = "/assignor/organizations/new";

export const ROLE_LABELS: Record<StaffRole, MessageId> = {
  assignor: "switcher.role.assignor",
  scheduler: "switcher.role.scheduler",
  finance: "switcher.role.finance",
  assessor: "switcher.role.assessor",
};

const subscribeNever = () => () => {};
/** True once React runs in the browser; false in the server's HTML (and so without JavaScript). */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

const triggerClasses =
  "flex h-9 w-full min-w-0 items-center gap-2 rounded-md px-2 text-left text-sm font-semibold hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring";

/** The menu's button; a link to the switcher's page until the menu can open. */
function SwitcherButton({ name, fallback }: { name: string; fallback: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const content = (
    <>
      {/* Named by what it shows (WCAG 2.5.3): "Switch organization" is read before the name. */}
      <span className="sr-only">{t("switcher.switchOrganization")} </span>
      <span className="min-w-0 flex-1 truncate">{name}</span>
      <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
    </>
  );
  if (!hydrated) {
    return (
      <Link to={fallback} className={triggerClasses}>
        {content}
      </Link>
    );
  }
  return (
    <DropdownMenuTrigger asChild>
      <button type="button" className={triggerClasses}>
        {content}
      </button>
    </DropdownMenuTrigger>
  );
}

export function OrganizationSwitcher({
  data,
  portal,
  organizationName,
}: {
  data: SwitcherData;
  portal: "assignor" | "referee";
  /** The name shown: the active organization's (the referee portal's league in that portal). */
  organizationName: string;
}) {
  const t = useT();
  const submit = useSubmit();
  const location = useLocation();
  const [creating, setCreating] = useState(false);
  // The menu opens inside the landmark its button is in (the sidebar, or the mobile drawer), so all of it
  // stays within a landmark; non-modal, so the page is not hidden from assistive technology meanwhile.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const findContainer = useCallback((node: HTMLElement | null) => {
    if (node) setContainer(node.closest<HTMLElement>("aside, [role=dialog]"));
  }, []);
  // A new league becomes the active one: once the shell shows it, the dialog's work is done.
  const [shownFor, setShownFor] = useState(data.activeId);
  if (shownFor !== data.activeId) {
    setShownFor(data.activeId);
    setCreating(false);
  }

  if (portal === "referee") {
    if (data.organizations.length === 0)
      return <span className="block truncate font-semibold">{organizationName}</span>;
    return (
      <div ref={findContainer}>
        <DropdownMenu modal={false}>
          <SwitcherButton name={organizationName} fallback="/assignor" />
          <DropdownMenuContent align="start" className="w-60" container={container}>
            <DropdownMenuItem asChild>
              <Link to="/assignor">
                <ArrowLeftRight aria-hidden="true" />
                {t("switcher.assignorPortal")}
              </Link>
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    );
  }

  const dialog = <NewOrganizationDialog open={creating} onOpenChange={setCreating} data={data} />;
  if (data.organizations.length <= 1 && !data.referees) {
    return (
      <div className="flex min-w-0 items-center gap-1">
        <span className="min-w-0 flex-1 truncate px-2 font-semibold">{organizationName}</span>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-haspopup="dialog"
          aria-label={t("switcher.newOrganization")}
          title={t("switcher.newOrganization")}
          onClick={() => setCreating(true)}
        >
          <Plus aria-hidden="true" />
        </Button>
        {dialog}
      </div>
    );
  }

  return (
    <div ref={findContainer}>
      <DropdownMenu modal={false}>
        <SwitcherButton name={organizationName} fallback={SWITCH_ORGANIZATION_PATH} />
        <DropdownMenuContent align="start" className="w-60" container={container}>
          <DropdownMenuLabel>{t("switcher.yourOrganizations")}</DropdownMenuLabel>
          <DropdownMenuRadioGroup
            value={data.activeId ?? undefined}
            onValueChange={(organizationId) => {
              if (organizationId === data.activeId) return;
              void submit(
                { organizationId, from: location.pathname },
                { method: "post", action: SWITCH_ORGANIZATION_PATH },
              );
            }}
          >
            {data.organizations.map((organization) => (
              <DropdownMenuRadioItem key={organization.id} value={organization.id}>
                <span className="flex min-w-0 flex-col">
                  <span className="truncate">{organization.name}</span>
                  <span className="text-xs text-muted-foreground">{t(ROLE_LABELS[organization.role])}</span>
                </span>
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            {t("switcher.newOrganization")}
          </DropdownMenuItem>
          {data.referees ? (
            <DropdownMenuItem asChild>
              <Link to="/referee">
                <ArrowLeftRight aria-hidden="true" />
                {t("switcher.refereePortal")}
              </Link>
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog}
    </div>
  );
}

interface NewOrganizationAnswer {
  fieldErrors?: Record<string, string[]>;
  formError?: string | null;
}

/** The fields of "New organization", shared by the dialog and the page that serves it without JavaScript. */
export function NewOrganizationFields({
  values,
  errors,
  idPrefix,
}: {
  values: { name?: string; timeZone?: string; currency?: string };
  errors?: Record<string, string[]>;
  idPrefix: string;
}) {
  const t = useT();
  const listId = `${idPrefix}-time-zones`;
  return (
    <>
      <TextField
        name="name"
        idPrefix={idPrefix}
        errors={errors}
        label={t("switcher.new.name")}
        defaultValue={values.name}
        required
        maxLength={120}
        autoComplete="organization"
      />
      <TextField
        name="timeZone"
        idPrefix={idPrefix}
        errors={errors}
        label={t("switcher.new.timeZone")}
        hint={t("switcher.new.timeZoneHint")}
        defaultValue={values.timeZone}
        required
        list={listId}
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={listId}>
        {US_TIME_ZONES.map((zone) => (
          <option key={zone.value} value={zone.value} />
        ))}
      </datalist>
      <SelectField
        name="currency"
        idPrefix={idPrefix}
        errors={errors}
        label={t("switcher.new.currency")}
        defaultValue={values.currency}
      >
        {CURRENCIES.map((currency) => (
          <option key={currency} value={currency}>
            {currency}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/**
 * "New organization" as a dialog: posts to the same action as the page; a refusal keeps what was typed
 * (the form stays mounted) beside the field's message; success redirects to the new league's overview.
 */
function NewOrganizationDialog({
  open,
  onOpenChange,
  data,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: SwitcherData;
}) {
  const t = useT();
  const fetcher = useFetcher<NewOrganizationAnswer>({ key: "new-organization" });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("switcher.new.title")}</DialogTitle>
          <DialogDescription>{t("switcher.new.description")}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" action={NEW_ORGANIZATION_PATH} noValidate className="flex flex-col gap-4">
          <NewOrganizationFields
            idPrefix="new-organization-dialog"
            values={data.defaults}
            errors={answer?.fieldErrors}
          />
          <DialogFormFooter
            error={answer?.formError}
            busy={fetcher.state !== "idle"}
            submitLabel={t("switcher.new.submit")}
            busyLabel={t("switcher.new.creating")}
            onClose={() => onOpenChange(false)}
          />
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
