import { Fragment } from "react";
import { data } from "react-router";
import type { Route } from "./+types/outbox";
import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { devToolsAllowed } from "~/domain/dev-tools";
import { getAppContext } from "~/server/context.server";
import { newestOutboxMessages } from "~/server/outbox.server";

export const meta: Route.MetaFunction = () => [
  { title: "Outbox (development) | Whistle" },
  { name: "robots", content: "noindex" },
];

/**
 * Development only: every message the product queued, newest first, so a developer can follow a
 * password-reset or invite link locally where no email provider is configured (decision 0027). It has
 * no sign-in, so it also needs a request to this machine (localhost): a deployment left in
 * development mode still answers 404 (decision 0041).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, db } = getAppContext(context);
  if (!devToolsAllowed(env.APP_ENV, request.url)) throw data("Not found", { status: 404 });
  const messages = await newestOutboxMessages(db, 100);
  return {
    messages: messages.map((message) => ({
      id: message.id,
      at: message.createdAt.toISOString(),
      kind: message.kind,
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      textBody: message.textBody,
      status: message.status,
      attempts: message.attempts,
      lastError: message.lastError,
    })),
  };
}

const STATUS_VARIANT: Record<string, BadgeVariant> = {
  sent: "success",
  failed: "destructive",
  pending: "secondary",
  not_sent: "outline",
};

/** Plain text with its URLs as links. */
function Linked({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"')]+)/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part} className="font-medium text-primary underline underline-offset-2">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-6 p-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">Outbox</h1>
        <p className="text-sm text-muted-foreground">
          Development only. The newest 100 messages; without a provider configured they stay here marked “not sent: no
          provider”.
        </p>
      </div>
      {messages.length === 0 ? (
        <p className="rounded-lg border bg-card p-6 text-center text-muted-foreground">No messages yet.</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border bg-card p-4">
              <article aria-label={message.subject ?? message.kind}>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant={STATUS_VARIANT[message.status] ?? "outline"}>
                    {message.status.replace("_", " ")}
                  </Badge>
                  <span className="font-medium">{message.subject ?? `(${message.channel})`}</span>
                  <span className="text-muted-foreground">{`${message.channel} to ${message.recipient} · ${message.kind}`}</span>
                  <time dateTime={message.at} className="ml-auto text-xs text-muted-foreground">
                    {message.at.replace("T", " ").slice(0, 19)}
                  </time>
                </div>
                <p className="mt-2 text-sm whitespace-pre-wrap break-words">
                  <Linked text={message.textBody} />
                </p>
                {message.lastError ? (
                  <p className="mt-2 text-xs text-muted-foreground">{`${message.lastError} (${message.attempts} attempts)`}</p>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
