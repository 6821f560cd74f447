import { useEffect, useState } from "react";
import { Form, useFetcher, useFetchers } from "react-router";
import {
  AlertTriangle,
  Bell,
  BellOff,
  CalendarClock,
  Check,
  CloudSun,
  DollarSign,
  Info,
  UserCheck,
  X,
  type LucideIcon,
} from "lucide-react";
import type { NotificationsLoader } from "~/routes/resources/notifications";
import type { NotificationType } from "~/domain/constants";
import { Badge, type BadgeVariant } from "./ui/badge";
import { Button } from "./ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./ui/dialog";
import { cn } from "./ui/utils";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";

const ENDPOINT = "/notifications";

const TYPE_ICONS: Record<NotificationType, LucideIcon> = {
  assignment: UserCheck,
  payment: DollarSign,
  schedule: CalendarClock,
  reminder: Bell,
  weather: CloudSun,
  system: Info,
};

const PRIORITY_BADGES: Record<string, BadgeVariant> = { high: "destructive", medium: "warning", low: "secondary" };
const PRIORITY_LABELS: Record<string, MessageId> = {
  high: "assignor.alerts.priority.high",
  medium: "assignor.alerts.priority.medium",
  low: "assignor.alerts.priority.low",
};

type Loaded = Extract<Awaited<ReturnType<NotificationsLoader>>["data"], { ok: true }>;
type Alert = Loaded["notifications"][number];

/**
 * The signed-in user's alerts, loaded once by a shared fetcher and kept fresh by React Router's
 * revalidation after every action. Changes still in flight are applied to what is shown, so a
 * click takes effect at once (read, read all, dismiss).
 */
function useAlerts() {
  const { load, state, data } = useFetcher<NotificationsLoader>({ key: "alerts" });
  useEffect(() => {
    // Offline, a failed load would end in the error screen; the live-update hook revalidates once back online.
    if (state === "idle" && data === undefined && navigator.onLine) void load(ENDPOINT);
  }, [load, state, data]);

  const pending = useFetchers().filter((fetcher) => fetcher.formAction === ENDPOINT && fetcher.formData);
  const intents = pending.map((fetcher) => ({
    intent: String(fetcher.formData!.get("intent")),
    id: String(fetcher.formData!.get("id") ?? ""),
  }));
  const allRead = intents.some(({ intent }) => intent === "read-all");
  const readIds = new Set(intents.filter(({ intent }) => intent === "read").map(({ id }) => id));
  const dismissedIds = new Set(intents.filter(({ intent }) => intent === "dismiss").map(({ id }) => id));

  const loaded = data && "notifications" in data ? data : undefined;
  const alerts: Alert[] = (loaded?.notifications ?? [])
    .filter((alert) => !dismissedIds.has(alert.id))
    .map((alert) => (allRead || readIds.has(alert.id) ? { ...alert, read: true } : alert));
  const total = Math.max(
    0,
    (loaded?.total ?? 0) - (loaded?.notifications ?? []).filter((alert) => dismissedIds.has(alert.id)).length,
  );
  // The list holds at most 100; unread alerts beyond it still count, minus the ones changing now.
  const hiddenUnread = Math.max(
    0,
    (loaded?.unread ?? 0) - (loaded?.notifications ?? []).filter((alert) => !alert.read).length,
  );
  const unread = alerts.filter((alert) => !alert.read).length + (allRead ? 0 : hiddenUnread);
  return { loaded: loaded !== undefined, alerts, total, unread, reload: () => void load(ENDPOINT) };
}

/** The bell: unread count on it, opening the Alerts and Notifications dialog (spec section 2). */
export function AlertsBell({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const alerts = useAlerts();
  const label =
    alerts.unread > 0 ? t("assignor.alerts.bellUnread", { count: alerts.unread }) : t("assignor.alerts.bell");
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        // Until the first load answers, the count is not known yet (not "no alerts").
        aria-busy={alerts.loaded ? undefined : true}
        className={cn("relative", className)}
        onClick={() => {
          setOpen(true);
          alerts.reload();
        }}
      >
        <Bell aria-hidden="true" />
        {alerts.unread > 0 ? (
          <span
            data-testid="alerts-unread-count"
            aria-hidden="true"
            className="absolute top-1 right-1 grid min-w-4 place-content-center rounded-full bg-destructive px-1 text-[10px] leading-4 font-semibold text-destructive-foreground"
          >
            {alerts.unread > 99 ? "99+" : alerts.unread}
          </span>
        ) : null}
      </Button>
      <AlertsDialog open={open} onOpenChange={setOpen} alerts={alerts} />
    </>
  );
}

function AlertsDialog({
  open,
  onOpenChange,
  alerts,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  alerts: ReturnType<typeof useAlerts>;
}) {
  const markAll = useFetcher();
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("assignor.alerts.title")}</DialogTitle>
          <DialogDescription data-testid="alerts-summary">
            {t("assignor.alerts.summary", { unread: alerts.unread, total: alerts.total })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex justify-end">
          <markAll.Form method="post" action={ENDPOINT}>
            <input type="hidden" name="intent" value="read-all" />
            <Button type="submit" variant="outline" size="sm" disabled={alerts.unread === 0}>
              <Check aria-hidden="true" />
              {t("assignor.alerts.markAll")}
            </Button>
          </markAll.Form>
        </div>
        {/* Spec section 9: the list is 500px high and scrolls. */}
        <div className="h-[500px] overflow-y-auto rounded-md border">
          {alerts.alerts.length === 0 ? (
            alerts.loaded ? (
              <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
                <BellOff aria-hidden="true" className="size-8 text-muted-foreground" />
                <p className="font-medium">{t("assignor.alerts.empty")}</p>
                <p className="text-sm text-muted-foreground">{t("assignor.alerts.caughtUp")}</p>
              </div>
            ) : (
              <p className="p-6 text-center text-sm text-muted-foreground">{t("assignor.alerts.loading")}</p>
            )
          ) : (
            <ul aria-label={t("assignor.alerts.list")} className="divide-y">
              {alerts.alerts.map((alert) => (
                <AlertItem key={alert.id} alert={alert} onFollow={() => onOpenChange(false)} />
              ))}
            </ul>
          )}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("assignor.alerts.close")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function AlertItem({ alert, onFollow }: { alert: Alert; onFollow: () => void }) {
  const fetcher = useFetcher();
  const t = useT();
  const Icon = TYPE_ICONS[alert.type as NotificationType] ?? AlertTriangle;
  const submit = (intent: "read" | "dismiss") =>
    void fetcher.submit({ intent, id: alert.id }, { method: "post", action: ENDPOINT });
  return (
    <li className={cn("flex gap-3 p-4", !alert.read && "bg-accent/40")} aria-label={alert.title}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className={cn("text-sm", alert.read ? "font-medium" : "font-semibold")}>{alert.title}</p>
          <Badge variant={PRIORITY_BADGES[alert.priority] ?? "secondary"}>
            {PRIORITY_LABELS[alert.priority] ? t(PRIORITY_LABELS[alert.priority]!) : alert.priority}
          </Badge>
          {alert.read ? null : <span className="sr-only">{t("assignor.alerts.unread")}</span>}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{alert.message}</p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <time dateTime={alert.createdAt} className="text-xs text-muted-foreground">
            {alert.when}
          </time>
          {alert.actionLabel && alert.link ? (
            // Marks it read, then the server sends the browser to the alert's own link.
            <Form method="post" action={ENDPOINT} onSubmit={onFollow}>
              <input type="hidden" name="intent" value="read" />
              <input type="hidden" name="id" value={alert.id} />
              <input type="hidden" name="follow" value="1" />
              <Button type="submit" size="sm">
                {alert.actionLabel}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {alert.read ? null : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={t("assignor.alerts.markRead", { title: alert.title })}
            onClick={() => submit("read")}
          >
            <Check aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("assignor.alerts.dismiss", { title: alert.title })}
          onClick={() => submit("dismiss")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
