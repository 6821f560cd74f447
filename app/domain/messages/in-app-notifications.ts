/** In-app notifications (issue 19): written once, at send time, in the recipient's language. */
import { DEFAULT_LANGUAGE, type Language } from "~/i18n/messages";
import { positionLabel, teams, voiceOf, type GameFacts, type Voice } from "./render";

/** A notice's date and time: English keeps the stored forms it always showed; others write them their way. */
function noticeWhen(voice: Voice, game: Pick<GameFacts, "date" | "time">): { date: string; time: string } {
  return voice.language === "en"
    ? { date: game.date, time: game.time }
    : { date: voice.date(game.date), time: voice.time(game.time) };
}

/** "New game assignment": the offer's in-app notice. */
export function offerNotification(
  game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time" | "venue">,
  position: string,
  language?: Language | null,
): { title: string; message: string; actionLabel: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.notification.offerTitle"),
    message: voice.t("messages.notification.offer", {
      position: positionLabel(voice, position),
      teams: teams(voice, game),
      venue: game.venue,
      ...noticeWhen(voice, game),
    }),
    actionLabel: voice.t("messages.notification.respond"),
  };
}

/** "Assignment withdrawn": the in-app notice of an offer taken back. */
export function withdrawnNotification(
  game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">,
  position: string,
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.notification.withdrawnTitle"),
    message: voice.t("messages.notification.withdrawn", {
      position: positionLabel(voice, position),
      teams: teams(voice, game),
      ...noticeWhen(voice, game),
    }),
  };
}

/** The assignor's in-app notice of a referee's answer: accepted, declined or turned back. */
export function answerNotification(
  answer: "accepted" | "declined" | "turnedBack",
  input: {
    refereeName: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">;
    position: string;
    reason?: string | null;
  },
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  const { t } = voice;
  const values = {
    referee: input.refereeName,
    position: positionLabel(voice, input.position),
    teams: teams(voice, input.game),
    reason: input.reason ?? "",
    ...noticeWhen(voice, input.game),
  };
  switch (answer) {
    case "accepted":
      return { title: t("messages.notification.acceptedTitle"), message: t("messages.notification.accepted", values) };
    case "declined":
      return { title: t("messages.notification.declinedTitle"), message: t("messages.notification.declined", values) };
    case "turnedBack":
      return {
        title: t("messages.notification.turnedBackTitle"),
        message: t("messages.notification.turnedBack", values),
      };
  }
}

/** "Game cancelled": the in-app notice to each referee of a cancelled game. */
export function cancelledNotification(
  game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time" | "venue">,
  reason: string,
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.notification.cancelledTitle"),
    message: voice.t("messages.notification.cancelled", {
      teams: teams(voice, game),
      venue: game.venue,
      reason,
      ...noticeWhen(voice, game),
    }),
  };
}

/** The title and button of the in-app alert of an unfilled game (its line is `unfilledGameAlert`'s summary). */
export function unfilledNotification(language?: Language | null): { title: string; actionLabel: string } {
  const { t } = voiceOf(language);
  return { title: t("messages.notification.unfilledTitle"), actionLabel: t("messages.action.assignReferees") };
}

/** The in-app notices of a referee's request to work a game: to the assignors (new), to the referee (decided). */
export function requestNotification(
  kind: "new" | "approved" | "rejected",
  input: {
    refereeName?: string;
    game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">;
    position: string;
    /** The referee's note (new) or the assignor's reason (rejected). */
    words?: string | null;
  },
  language?: Language | null,
): { title: string; message: string; actionLabel?: string } {
  const voice = voiceOf(language);
  const { t } = voice;
  const values = {
    referee: input.refereeName ?? "",
    position: positionLabel(voice, input.position),
    teams: teams(voice, input.game),
    words: input.words ?? "",
    ...noticeWhen(voice, input.game),
  };
  switch (kind) {
    case "new":
      return {
        title: t("messages.notification.requestTitle"),
        message: t(input.words ? "messages.notification.requestWithNote" : "messages.notification.request", values),
        actionLabel: t("messages.notification.review"),
      };
    case "approved":
      return {
        title: t("messages.notification.requestApprovedTitle"),
        message: t("messages.notification.requestApproved", values),
      };
    case "rejected":
      return {
        title: t("messages.notification.requestRejectedTitle"),
        message: t(
          input.words ? "messages.notification.requestRejectedWithReason" : "messages.notification.requestRejected",
          values,
        ),
      };
  }
}

/** "Assignment released": the assignor's notice that a referee's deleted account left a slot open. */
export function releasedNotification(
  input: { refereeName: string; game: Pick<GameFacts, "homeTeam" | "awayTeam" | "date" | "time">; position: string },
  language?: Language | null,
): { title: string; message: string } {
  const voice = voiceOf(language);
  return {
    title: voice.t("messages.notification.releasedTitle"),
    message: voice.t("messages.notification.released", {
      referee: input.refereeName,
      teams: teams(voice, input.game),
      // English keeps the stored position's words ("assistant referee 1"), as this notice always wrote it.
      position:
        voice.language === DEFAULT_LANGUAGE
          ? input.position.replaceAll("_", " ")
          : positionLabel(voice, input.position),
      ...noticeWhen(voice, input.game),
    }),
  };
}

/** The referee's notice that an assignor verified a certification, or removed its verification. */
export function certificationNotification(
  verified: boolean,
  certification: string,
  language?: Language | null,
): { title: string; message: string } {
  const { t } = voiceOf(language);
  return verified
    ? {
        title: t("messages.notification.certificationVerifiedTitle"),
        message: t("messages.notification.certificationVerified", { certification }),
      }
    : {
        title: t("messages.notification.certificationUnverifiedTitle"),
        message: t("messages.notification.certificationUnverified", { certification }),
      };
}

/** The assignors' notice that a message could not be delivered at all. `error` is the provider's own words. */
export function deliveryFailureNotification(
  input: { channel: string; what: string; recipient: string; attempts: number; error: string },
  language?: Language | null,
): { title: string; message: string } {
  const { t } = voiceOf(language);
  return {
    title: t(
      input.channel === "sms" ? "messages.notification.undeliveredSms" : "messages.notification.undeliveredEmail",
    ),
    message: t("messages.notification.undelivered", {
      what: input.what,
      recipient: input.recipient,
      attempts: input.attempts,
      error: input.error,
    }),
  };
}
