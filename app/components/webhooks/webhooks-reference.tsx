import { ReferenceText } from "~/components/marketing/reference-text";
import type { ApiReferencePage } from "~/content/api-reference";
import { WEBHOOK_EVENTS } from "~/domain/webhooks";

const VERIFY_EXAMPLE = `// Node.js (18+), e.g. in an Express handler that kept the raw body as a string.
import { createHmac, timingSafeEqual } from "node:crypto";

export function isFromWhistle(rawBody, signatureHeader, secret, toleranceSeconds = 300) {
  // "t=1767225600,v1=5f2b…" -> { t: "1767225600", v1: "5f2b…" }
  const parts = Object.fromEntries(
    (signatureHeader ?? "").split(",").map((part) => part.split("=", 2)),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || !parts.v1) return false;
  // Refuse old messages, so a captured delivery cannot be replayed later.
  if (Math.abs(Date.now() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = createHmac("sha256", secret).update(\`\${timestamp}.\${rawBody}\`).digest();
  const received = Buffer.from(parts.v1, "hex");
  return received.length === expected.length && timingSafeEqual(received, expected);
}`;

const PAYLOAD_EXAMPLE = `POST /your/endpoint HTTP/1.1
Content-Type: application/json
Whistle-Event: assignment.accepted
Whistle-Delivery: whd_3f6c0c2e9b7d4a1f8e2b5c7d9a0b1c2d
Whistle-Signature: t=1767225600,v1=<hex HMAC-SHA256>

{"id":"evt_9b1d…","type":"assignment.accepted","createdAt":"2026-01-01T00:00:00.000Z",
 "organizationId":"…","data":{"assignment":{"id":"…","gameId":"…","refereeId":"…",
 "position":"referee","status":"confirmed","reason":null},"game":{"id":"…","homeTeam":"…", …}}}`;

/**
 * The Webhooks section of /api/reference: events, headers, retries and how to verify a signature. Its prose
 * comes in the page's language from the route's loader (app/content/api-reference.ts); the event and header
 * names, the sample delivery and the verification code stay English like the API.
 */
export function WebhooksReference({ title, content }: { title: string; content: ApiReferencePage["webhooks"] }) {
  const item = (event: string, description: string) =>
    content.eventItem.replace("{event}", () => event).replace("{description}", () => description);
  return (
    <section id="webhooks" className="flex scroll-mt-20 flex-col gap-3">
      <h2 className="text-2xl font-semibold">{title}</h2>
      <p>
        <ReferenceText text={content.intro} />
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {WEBHOOK_EVENTS.map((event) => (
          <li key={event}>
            <ReferenceText text={item(event, content.events[event])} />
          </li>
        ))}
        <li>
          <ReferenceText text={item("ping", content.ping)} />
        </li>
      </ul>
      <p>
        <ReferenceText text={content.duplicates} />
      </p>
      <pre tabIndex={0} className="overflow-x-auto rounded-md bg-muted p-3 text-sm">
        {PAYLOAD_EXAMPLE}
      </pre>
      <h3 className="text-lg font-semibold">{content.verifyTitle}</h3>
      <p>
        <ReferenceText text={content.signature} />
      </p>
      <pre tabIndex={0} className="overflow-x-auto rounded-md bg-muted p-3 text-sm">
        {VERIFY_EXAMPLE}
      </pre>
    </section>
  );
}
