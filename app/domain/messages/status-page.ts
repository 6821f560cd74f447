/** The status page's emails to its subscribers: an incident opened or resolved, and the subscribe box's opt-in. */
import { compose, escapeHtml, voiceOf, type Recipient, type RenderedMessage, type Voice } from "./render";

/**
 * A status-page incident opened or resolved, to the page's subscribers. A subscriber is an address, not
 * an account: `language` is the one they subscribed in (the status page's language then), else English.
 */
export function incidentNotice(
  input: Recipient & {
    event: "opened" | "resolved";
    title: string;
    description: string;
    origin: string;
    /** This subscriber's own link (decision 0056): every status email carries one. */
    unsubscribeUrl: string;
  },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  const opened = input.event === "opened";
  const title = { title: input.title };
  return withUnsubscribeLink(
    voice,
    compose(voice, {
      subject: opened ? t("messages.incident.subjectOpened", title) : t("messages.incident.subjectResolved", title),
      greeting: opened ? t("messages.incident.lookingInto") : t("messages.incident.fixed"),
      paragraphs: [opened ? input.description : t("messages.incident.resolved", title)],
      action: {
        label: opened ? t("messages.action.followAlong") : t("messages.action.seeDetails"),
        url: `${input.origin}/system-status`,
      },
      sms: opened ? t("messages.incident.smsOpened", title) : t("messages.incident.smsResolved", title),
      footer: "status",
    }),
    input.unsubscribeUrl,
  );
}

/** An email's last lines: the link that stops these emails, no sign-in needed. */
function withUnsubscribeLink(voice: Voice, message: RenderedMessage, url: string): RenderedMessage {
  const label = voice.t("messages.incident.unsubscribe");
  const link = `<p style="color:#666;font-size:12px"><a href="${escapeHtml(url)}" style="color:#666">${escapeHtml(label)}</a></p>`;
  return {
    ...message,
    text: `${message.text}\n${voice.t("messages.common.actionLine", { label, url })}\n`,
    html: message.html.replace("</body>", `${link}</body>`),
  };
}

/** The double opt-in email of the status page's subscribe box (decision 0056), in the page's language. */
export function statusSubscriptionConfirmation(
  input: Recipient & { confirmUrl: string; hours: number },
): RenderedMessage {
  const voice = voiceOf(input.language);
  const { t } = voice;
  return compose(voice, {
    subject: t("messages.statusSubscription.subject"),
    greeting: t("messages.statusSubscription.asked"),
    paragraphs: [t("messages.statusSubscription.confirm", { hours: input.hours })],
    action: { label: t("messages.action.confirmSubscription"), url: input.confirmUrl },
    sms: t("messages.statusSubscription.sms"),
    footer: "status",
  });
}
