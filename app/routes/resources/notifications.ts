/**
 * GET /notifications: the signed-in user's alerts (not dismissed, newest first, at most 100) with the
 * unread and total counts, for the bell and its Alerts and Notifications dialog in both portals.
 * POST /notifications: `read` (id; with `follow` it then goes to the alert's own link), `read-all`,
 * `dismiss` (id). Only ever the signed-in user's own rows; anonymous requests get 401.
 */
import { data, redirect } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/notifications";
import { parseSubmission } from "~/domain/forms";
import { formatRelativeTime } from "~/domain/overview";
import { DEFAULT_FORMAT_SETTINGS, formatSettingsFor, readerFormats } from "~/domain/reader-formats";
import { getSession, portalPath, safeRedirectPath } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { dispatchIntent } from "~/server/intents.server";
import {
  dismissNotification,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "~/server/notifications.server";

const PRIVATE = { "Cache-Control": "private, no-store" };
const NOT_AUTHENTICATED = { ok: false as const, message: "Not authenticated" };
const NOT_FOUND = { ok: false as const, message: "That alert no longer exists." };

export async function loader({ context }: Route.LoaderArgs) {
  const session = getSession(context);
  if (!session) return data(NOT_AUTHENTICATED, { status: 401, headers: PRIVATE });
  const { notifications, total, unread } = await listNotifications(getAppContext(context).db, session.user.id);
  const now = new Date();
  // The reader's formats (decision 0060), with the organization of their first membership.
  const organization = session.memberships[0]?.organization;
  const formats = readerFormats(
    formatSettingsFor(
      { ...session.formatChoices, language: session.language, currencyChoice: session.currencyChoice },
      organization ?? {
        timeZone: DEFAULT_FORMAT_SETTINGS.organizationTimeZone,
        currency: DEFAULT_FORMAT_SETTINGS.currency,
      },
    ),
  );
  return data(
    {
      ok: true as const,
      total,
      unread,
      notifications: notifications.map((notification) => ({
        ...notification,
        read: notification.readAt !== null,
        readAt: notification.readAt?.toISOString() ?? null,
        createdAt: notification.createdAt.toISOString(),
        when: formatRelativeTime(notification.createdAt, now, formats.instantDate),
      })),
    },
    { headers: PRIVATE },
  );
}

export type NotificationsLoader = typeof loader;

const NotificationIdSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  follow: v.optional(v.string()),
});

export async function action({ request, context }: Route.ActionArgs) {
  const session = getSession(context);
  if (!session) return data(NOT_AUTHENTICATED, { status: 401 });
  const { db } = getAppContext(context);
  const form = await request.formData();
  const userId = session.user.id;
  const badRequest = () => data({ ok: false as const, message: "Unknown request." }, { status: 400 });

  return dispatchIntent(form, {
    read: async () => {
      const parsed = parseSubmission(NotificationIdSchema, form);
      if (!parsed.ok) return badRequest();
      const notification = await markNotificationRead(db, userId, parsed.value.id);
      if (!notification) return data(NOT_FOUND, { status: 404 });
      // The action button: read, then go where the alert points (a stored path, checked again anyway).
      if (parsed.value.follow) throw redirect(safeRedirectPath(notification.link, portalPath(session.user.role)));
      return { ok: true as const, intent: "read" as const };
    },
    "read-all": async () => {
      await markAllNotificationsRead(db, userId);
      return { ok: true as const, intent: "read-all" as const };
    },
    dismiss: async () => {
      const parsed = parseSubmission(NotificationIdSchema, form);
      if (!parsed.ok) return badRequest();
      if (!(await dismissNotification(db, userId, parsed.value.id))) return data(NOT_FOUND, { status: 404 });
      return { ok: true as const, intent: "dismiss" as const };
    },
  });
}
