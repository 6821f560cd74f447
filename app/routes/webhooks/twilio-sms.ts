/**
 * POST /webhooks/twilio/sms — Twilio's "a message comes in" webhook (issue 20, decision 0069): a referee
 * answers an offer by text. Twilio posts the message as a form (`From`, `To`, `Body`, `MessageSid`,
 * `AccountSid`, …) signed with `X-Twilio-Signature`; the answer is TwiML, `<Response><Message>…` (text/xml),
 * which Twilio sends back to the referee.
 *
 * The signature covers the URL Twilio was configured with: `PUBLIC_ORIGIN` + this path (+ query), never the
 * host the request arrived at, which a proxy in front of the Worker may have rewritten. Missing or forged
 * signature, or another account's message: 403, no details. Text messages off (no Twilio settings): 503.
 */
import * as v from "valibot";
import type { Route } from "./+types/twilio-sms";
import { getAppContext } from "~/server/context.server";
import { publishOrganizationChanges } from "~/server/live.server";
import { answerInboundText, twimlReply } from "~/server/sms-replies.server";
import { verifyTwilioSignature } from "~/server/twilio-signature.server";

/** Twilio's fields we read; every other one is signed but ignored. A text holds at most 1,600 characters. */
const InboundSchema = v.object({
  MessageSid: v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{10,64}$/)),
  AccountSid: v.string(),
  From: v.pipe(v.string(), v.maxLength(64)),
  Body: v.optional(v.pipe(v.string(), v.maxLength(2000)), ""),
});

function plain(message: string, status: number, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
  });
}

export function loader() {
  return plain("Method not allowed.", 405, { Allow: "POST" });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { config, db, env, ctx } = getAppContext(context);
  if (!config.sms.enabled) return plain("Text messages are not configured on this server.", 503);
  if (request.method !== "POST") return plain("Method not allowed.", 405, { Allow: "POST" });
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) return plain("Forbidden.", 403);

  const form = await request.formData();
  const params = [...form].filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const url = new URL(request.url);
  const calledUrl = `${config.publicOrigin || url.origin}${url.pathname}${url.search}`;
  const signed = await verifyTwilioSignature(
    config.sms.authToken,
    request.headers.get("X-Twilio-Signature"),
    calledUrl,
    params,
  );
  if (!signed) return plain("Forbidden.", 403);
  const fields = v.safeParse(InboundSchema, Object.fromEntries(params));
  if (!fields.success) return plain("Bad request.", 400);
  // A message of another Twilio account than the one we send from: not ours to answer.
  if (fields.output.AccountSid !== config.sms.accountSid) return plain("Forbidden.", 403);

  const answer = await answerInboundText(
    db,
    { messageSid: fields.output.MessageSid, from: fields.output.From.trim(), body: fields.output.Body },
    { origin: config.publicOrigin || url.origin },
  );
  if (answer.changedOrganizations.length > 0) {
    // The assignor's open pages refresh as after an answer in the portal (there is no session to do it).
    ctx.waitUntil(
      publishOrganizationChanges(env, answer.changedOrganizations).catch((error) => console.error("[live]", error)),
    );
  }
  return new Response(twimlReply(answer.reply), {
    status: 200,
    headers: { "Content-Type": "text/xml; charset=utf-8", "Cache-Control": "no-store" },
  });
}
