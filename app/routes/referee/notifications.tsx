import { useEffect } from "react";
import { data, Link, useFetcher, useNavigation } from "react-router";
import * as v from "valibot";
import { Bell, CalendarClock, CheckCircle2, ClipboardList, CloudSun, DollarSign, Info } from "lucide-react";
import type { Route } from "./+types/notifications";
import { ReasonDialog } from "~/components/reason-dialog";
import { RefereeStatusBadge } from "~/components/referee/labels";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { toast } from "~/components/ui/toast";
import { REASON_MAX_LENGTH } from "~/domain/assignments";
import { parseSubmission } from "~/domain/forms";
import {
  canRespond,
  countByFilter,
  emptyNotificationsText,
  matchesNotificationFilter,
  needsAction,
  NOTIFICATION_FILTER_LABELS,
  NOTIFICATION_FILTERS,
  parseNotificationFilter,
} from "~/domain/notifications";
import { useT } from "~/i18n/react";
import { msg, tr } from "~/i18n/text";
import { readerFormats } from "~/domain/reader-formats";
import { respondToAssignment } from "~/server/assignment-responses.server";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { markNotificationRead } from "~/server/notifications.server";
import { listRefereeNotifications } from "~/server/referee-notifications.server";
import { formatRelativeTime } from "~/domain/overview";
import { refereeLeagues } from "~/domain/referee-leagues";
import { offerDeclineClosedHours } from "~/domain/decline-rules";
import { DeclineClosedNotice } from "~/components/referee/decline-closed-notice";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, refereeMemberships, formatSettings } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const formats = readerFormats(formatSettings);
  const filter = parseNotificationFilter(new URL(request.url).searchParams.get("filter"));
  const now = new Date();
  // The person's notifications; offers of every league they referee for (issue 20).
  const all = await listRefereeNotifications(db, { userId: user.id, leagues: refereeLeagues(refereeMemberships) });
  return {
    title: tr("referee.notifications.metaTitle"),
    filter,
    counts: countByFilter(all, now),
    // Worded and decided here, so the page reads the same before and after hydration.
    notifications: all
      .filter((item) => matchesNotificationFilter(item, filter, now))
      .map((item) => ({
        id: item.id,
        type: item.type,
        title: item.title,
        message: item.message,
        priority: item.priority,
        link: item.link,
        when: formatRelativeTime(item.createdAt, now, formats.instantDate),
        unread: needsAction(item, now),
        canRespond: canRespond(item, now),
        offerStatus: item.offer?.status ?? null,
        // Issue 21: past the league's decline cutoff the offer shows why Decline is gone, not the button.
        declineClosedHours: item.offer ? offerDeclineClosedHours(item.offer, refereeMemberships, now) : null,
      })),
  };
}

const ActionSchema = v.variant("intent", [
  v.object({ intent: v.literal("accept"), notificationId: v.pipe(v.string(), v.nonEmpty()) }),
  v.object({
    intent: v.literal("decline"),
    notificationId: v.pipe(v.string(), v.nonEmpty()),
    reason: v.pipe(
      v.string(msg("referee.answer.error.declineReason")),
      v.trim(),
      v.nonEmpty(msg("referee.answer.error.declineReason")),
      v.maxLength(REASON_MAX_LENGTH, msg("referee.answer.error.reasonTooLong", { max: REASON_MAX_LENGTH })),
    ),
  }),
  v.object({ intent: v.literal("read"), notificationId: v.pipe(v.string(), v.nonEmpty()) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const { user, refereeMemberships } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const parsed = parseSubmission(ActionSchema, await request.formData());
  if (!parsed.ok) {
    const errors = parsed.fieldErrors;
    return data(
      { ok: false as const, message: errors.reason?.[0] ?? tr("referee.notifications.error.notUnderstood"), errors },
      { status: 400 },
    );
  }
  const input = parsed.value;
  if (input.intent === "read") {
    if (!(await markNotificationRead(db, user.id, input.notificationId)))
      return data({ ok: false as const, message: tr("referee.notifications.error.gone") }, { status: 404 });
    return { ok: true as const, message: tr("referee.notifications.markedRead") };
  }
  // The same server function as the schedule's Accept and Decline: one rule, one place. It finds the offer
  // through the notification and marks the notification read with the answer, in one read and one write.
  const result = await respondToAssignment(db, {
    organizationId: refereeLeagues(refereeMemberships).map(({ id }) => id),
    refereeId: user.id,
    notificationId: input.notificationId,
    response: input.intent,
    reason: input.intent === "decline" ? input.reason : undefined,
  });
  if (!result.ok) return data({ ok: false as const, message: result.message }, { status: result.status ?? 409 });
  return {
    ok: true as const,
    message: input.intent === "accept" ? tr("referee.notifications.accepted") : tr("referee.answer.success.decline"),
  };
}

const TYPE_ICONS: Record<string, typeof Bell> = {
  assignment: ClipboardList,
  payment: DollarSign,
  schedule: CalendarClock,
  reminder: Bell,
  weather: CloudSun,
  system: Info,
};

const ACTION_KEY = "referee-notification-action";

const PRIORITY_VARIANTS = { high: "destructive", medium: "warning", low: "secondary" } as const;

export default function RefereeNotifications({ loaderData }: Route.ComponentProps) {
  const { filter, counts, notifications } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/referee/notifications";
  const empty = emptyNotificationsText(filter);
  const t = useT();
  // Every button of every item posts through this one fetcher: an answered item may leave the list
  // (the Unread filter), the page stays to say how it went.
  useToastOnAnswer(useFetcher<typeof action>({ key: ACTION_KEY }));

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("referee.notifications.title")}</h1>
        <p className="text-sm text-muted-foreground">
          {counts.unread > 0
            ? t("referee.notifications.needAttention", { count: counts.unread })
            : t("referee.notifications.description")}
        </p>
      </div>

      <nav aria-label={t("referee.notifications.filterLabel")} className="flex flex-wrap gap-2">
        {NOTIFICATION_FILTERS.map((value) => (
          <Link
            key={value}
            to={value === "all" ? "?" : `?filter=${value}`}
            aria-current={filter === value ? "page" : undefined}
            className={`rounded-full border px-3 py-1.5 text-sm font-medium ${filter === value ? "border-primary bg-primary text-primary-foreground" : "bg-background hover:bg-accent"}`}
          >
            {t(NOTIFICATION_FILTER_LABELS[value], { count: counts[value] })}
          </Link>
        ))}
      </nav>

      {loading ? (
        <p role="status" className="py-8 text-center text-muted-foreground">
          {t("referee.notifications.loading")}
        </p>
      ) : notifications.length === 0 ? (
        <Card>
          <CardContent className="py-12 text-center">
            <Bell aria-hidden="true" className="mx-auto mb-3 size-10 text-muted-foreground" />
            <h2 className="text-lg font-semibold">{empty.title}</h2>
            <p className="text-muted-foreground">{empty.description}</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t("referee.notifications.title")}>
          {notifications.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

type Item = Route.ComponentProps["loaderData"]["notifications"][number];

function NotificationItem({ item }: { item: Item }) {
  const Icon = TYPE_ICONS[item.type] ?? Bell;
  const t = useT();
  return (
    <li>
      <Card className={item.unread ? "border-primary/50" : undefined}>
        <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-content-center rounded-full bg-secondary text-secondary-foreground"
          >
            <Icon className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="font-semibold">{item.title}</h2>
              {item.unread ? (
                <Badge variant="info">
                  {item.canRespond ? t("referee.notifications.actionRequired") : t("referee.notifications.unread")}
                </Badge>
              ) : null}
              <Badge variant={PRIORITY_VARIANTS[item.priority as keyof typeof PRIORITY_VARIANTS] ?? "secondary"}>
                {t("referee.notifications.priority", { priority: item.priority })}
              </Badge>
              {item.offerStatus && !item.canRespond ? (
                <RefereeStatusBadge kind="assignment" status={item.offerStatus} />
              ) : null}
            </div>
            <p className="mt-1 text-sm">{item.message}</p>
            <p className="mt-1 text-xs text-muted-foreground">{item.when}</p>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            {item.canRespond ? (
              <>
                <AcceptButton id={item.id} title={item.title} />
                {item.declineClosedHours !== null ? (
                  <DeclineClosedNotice hours={item.declineClosedHours} assignor={null} />
                ) : (
                  <ReasonDialog
                    trigger={
                      <Button size="sm" variant="outline">
                        {t("referee.schedule.decline")}
                      </Button>
                    }
                    title={t("referee.answer.declineTitle")}
                    description={t("referee.notifications.declineDescription", { message: item.message })}
                    reasonLabel={t("referee.answer.reason")}
                    action="/referee/notifications"
                    fields={{ intent: "decline", notificationId: item.id }}
                    fetcherKey={ACTION_KEY}
                    submitLabel={t("referee.schedule.decline")}
                  />
                )}
              </>
            ) : item.unread ? (
              <MarkReadButton id={item.id} title={item.title} />
            ) : null}
            {item.link && !item.canRespond ? (
              <Link to={item.link} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
                {t("referee.game.view")}
              </Link>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

function useToastOnAnswer(fetcher: ReturnType<typeof useFetcher<typeof action>>) {
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer) toast({ title: answer.message, variant: answer.ok ? "default" : "destructive" });
  }, [answer]);
}

function AcceptButton({ id, title }: { id: string; title: string }) {
  const fetcher = useFetcher<typeof action>({ key: ACTION_KEY });
  const t = useT();
  return (
    <fetcher.Form method="post" action="/referee/notifications">
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="notificationId" value={id} />
      <Button
        type="submit"
        size="sm"
        disabled={fetcher.formData?.get("notificationId") === id}
        aria-label={t("referee.notifications.acceptLabel", { title })}
      >
        <CheckCircle2 aria-hidden="true" className="size-4" />
        {t("referee.schedule.accept")}
      </Button>
    </fetcher.Form>
  );
}

function MarkReadButton({ id, title }: { id: string; title: string }) {
  const fetcher = useFetcher<typeof action>({ key: ACTION_KEY });
  const t = useT();
  return (
    <fetcher.Form method="post" action="/referee/notifications">
      <input type="hidden" name="intent" value="read" />
      <input type="hidden" name="notificationId" value={id} />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        disabled={fetcher.formData?.get("notificationId") === id}
        aria-label={t("referee.notifications.markReadLabel", { title })}
      >
        {t("referee.notifications.markRead")}
      </Button>
    </fetcher.Form>
  );
}
