import { Link } from "react-router";
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_EVENTS } from "~/domain/webhooks";

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

/** The Webhooks section of /api/reference: events, headers, retries and how to verify a signature. */
export function WebhooksReference() {
  return (
    <section id="webhooks" className="flex scroll-mt-20 flex-col gap-3">
      <h2 className="text-2xl font-semibold">Webhooks</h2>
      <p>
        Register an https endpoint on the{" "}
        <Link className="underline" to="/assignor/api">
          API Keys
        </Link>{" "}
        page and choose its events. When one happens, Whistle sends a <code>POST</code> with a JSON body to every
        enabled endpoint that chose it. Answer with any <code>2xx</code> within 10 seconds; anything else (or no answer)
        is retried after 1 minute, 5 minutes, 30 minutes, 2 hours and then every 6 hours, until 24 hours after the
        event, when the delivery is marked failed. The endpoint&apos;s delivery log shows every delivery, its answer,
        and a Redeliver button.
      </p>
      <ul className="list-disc space-y-1 pl-6">
        {WEBHOOK_EVENTS.map((event) => (
          <li key={event}>
            <code>{event}</code>: {WEBHOOK_EVENT_DESCRIPTIONS[event]}
          </li>
        ))}
        <li>
          <code>ping</code>: sent only by the Send test event button.
        </li>
      </ul>
      <p>
        The body&apos;s <code>id</code> names the event: it is the same for every endpoint and in a redelivery, so use
        it to ignore duplicates (delivery is at least once). <code>Whistle-Delivery</code> names one delivery to one
        endpoint. Events carry the changed game or assignment in brief; fetch it from the API for every field.
      </p>
      <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm">{PAYLOAD_EXAMPLE}</pre>
      <h3 className="text-lg font-semibold">Verifying the signature</h3>
      <p>
        <code>Whistle-Signature</code> is <code>{"t=<unix seconds>,v1=<hex>"}</code>, where the hex is HMAC-SHA256,
        keyed with the endpoint&apos;s signing secret (<code>whsec_…</code>, shown once when you add the endpoint or
        rotate its secret), of the timestamp, a dot, and the body exactly as received. Compute it over the raw bytes
        before parsing the JSON, compare in constant time, and refuse timestamps more than a few minutes old.
      </p>
      <pre className="overflow-x-auto rounded-md bg-muted p-3 text-sm">{VERIFY_EXAMPLE}</pre>
    </section>
  );
}
