import type { Database } from "~/server/db.server";
import { type assignments, type gameRequests, notifications, type payments } from "~/db/schema";
import { newId } from "~/db/ids";
import { assignmentOfferLink } from "~/domain/notifications";
import { insertMany, type buildGame, type buildUser } from "./factories";

/**
 * The youth demo league's notifications for the demo referee, the assignor and the second assignor: an offer to
 * answer, a few read and unread alerts, and counts of the pending requests and payments. Draws nothing at random.
 */
export async function seedDemoNotifications(
  db: Database,
  {
    now,
    organizationId,
    demoReferee,
    assignor,
    secondAssignor,
    assignmentRows,
    gameById,
    requestRows,
    paymentRows,
  }: {
    now: Date;
    organizationId: string;
    demoReferee: Pick<ReturnType<typeof buildUser>, "id">;
    assignor: Pick<ReturnType<typeof buildUser>, "id">;
    secondAssignor: Pick<ReturnType<typeof buildUser>, "id">;
    assignmentRows: readonly (typeof assignments.$inferInsert)[];
    gameById: ReadonlyMap<string, ReturnType<typeof buildGame>>;
    requestRows: readonly Pick<typeof gameRequests.$inferInsert, "status">[];
    paymentRows: readonly Pick<typeof payments.$inferInsert, "status">[];
  },
) {
  const pendingForDemo = assignmentRows.find((row) => row.refereeId === demoReferee.id && row.status === "pending");
  const pendingGame = pendingForDemo ? gameById.get(pendingForDemo.gameId) : undefined;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
  const notificationRows: (typeof notifications.$inferInsert)[] = [
    ...(pendingGame
      ? [
          {
            id: newId(),
            userId: demoReferee.id,
            organizationId,
            type: "assignment",
            priority: "high",
            title: "New game assignment",
            message: `You have been assigned to ${pendingGame.homeTeam} vs ${pendingGame.awayTeam} on ${pendingGame.date} at ${pendingGame.venue}.`,
            actionRequired: true,
            actionLabel: "Respond",
            link: assignmentOfferLink(pendingForDemo!.id),
            createdAt: hoursAgo(2),
          },
        ]
      : []),
    {
      id: newId(),
      userId: demoReferee.id,
      organizationId,
      type: "payment",
      priority: "medium",
      title: "Payment received",
      message: "A payment for your completed games has been marked as paid.",
      link: "/referee/earnings",
      readAt: hoursAgo(20),
      createdAt: hoursAgo(26),
    },
    {
      id: newId(),
      userId: demoReferee.id,
      organizationId,
      type: "schedule",
      priority: "medium",
      title: "Kick-off time changed",
      message: "A game on your schedule moved to a new kick-off time. Check your schedule for details.",
      link: "/referee/schedule",
      createdAt: hoursAgo(30),
    },
    {
      id: newId(),
      userId: demoReferee.id,
      organizationId,
      type: "reminder",
      priority: "low",
      title: "Game tomorrow",
      message: "Reminder: you have a confirmed game tomorrow. Arrive 30 minutes before kick-off.",
      readAt: hoursAgo(40),
      createdAt: hoursAgo(48),
    },
    {
      id: newId(),
      userId: demoReferee.id,
      organizationId,
      type: "weather",
      priority: "high",
      title: "Heat advisory",
      message: "Temperatures above 95°F are forecast this weekend; water breaks are mandatory at youth games.",
      createdAt: hoursAgo(6),
    },
    {
      id: newId(),
      userId: assignor.id,
      organizationId,
      type: "assignment",
      priority: "high",
      title: "Assignment declined",
      message: "A referee declined an upcoming game; the slot is open again.",
      actionRequired: true,
      actionLabel: "Reassign",
      link: "/assignor/assignments",
      createdAt: hoursAgo(3),
    },
    {
      id: newId(),
      userId: assignor.id,
      organizationId,
      type: "schedule",
      priority: "medium",
      title: "New game requests",
      message: `${requestRows.filter((row) => row.status === "pending").length} referees asked to work open games.`,
      link: "/assignor/assignments",
      createdAt: hoursAgo(8),
    },
    {
      id: newId(),
      userId: assignor.id,
      organizationId,
      type: "payment",
      priority: "medium",
      title: "Payments pending",
      message: `${paymentRows.filter((row) => row.status === "pending").length} completed games are waiting to be paid.`,
      link: "/assignor/payments",
      createdAt: hoursAgo(24),
    },
    // The second assignor's own alerts (the bell journey reads hers: nothing else in the demo writes to her).
    {
      id: newId(),
      userId: secondAssignor.id,
      organizationId,
      type: "assignment",
      priority: "high",
      title: "Game turned back",
      message: "A referee turned back a game you assigned; the slot is open again.",
      actionRequired: true,
      actionLabel: "Reassign",
      link: "/assignor/assignments",
      createdAt: hoursAgo(5),
    },
    {
      id: newId(),
      userId: secondAssignor.id,
      organizationId,
      type: "schedule",
      priority: "medium",
      title: "Schedule imported",
      message: "Your spring schedule file was imported: 24 games added.",
      link: "/assignor/games",
      createdAt: hoursAgo(30),
    },
    {
      id: newId(),
      userId: secondAssignor.id,
      organizationId,
      type: "system",
      priority: "low",
      title: "Welcome to Whistle",
      message: "You were added as an assignor of the league.",
      readAt: hoursAgo(90),
      createdAt: hoursAgo(110),
    },
    {
      id: newId(),
      userId: assignor.id,
      organizationId,
      type: "system",
      priority: "low",
      title: "Welcome to Whistle",
      message: "Your league is set up. Import a schedule or add your first game.",
      readAt: hoursAgo(100),
      createdAt: hoursAgo(120),
    },
  ];
  await insertMany(db, notifications, notificationRows);
}
