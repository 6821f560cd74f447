/**
 * Webhook signing secrets (decision 0033): the Worker's settings for webhooks, a secret sealed with
 * AES-256-GCM for storage and opened again, a new secret, and the HMAC signature of a delivery.
 */
import { signedContent, WEBHOOK_SECRET_PREFIX } from "~/domain/webhooks";
import { readConfig } from "./config.server";
import { generateSessionToken } from "./session.server";

// ---------------------------------------------------------------------------------------------------
// Configuration and secrets
// ---------------------------------------------------------------------------------------------------

/**
 * Plain http, any port and loopback receivers are allowed only when `WEBHOOKS_ALLOW_INSECURE_URLS` is "true"
 * and the app does not run as production: local development points endpoints at a receiver on the machine.
 */
export function allowInsecureWebhookUrls(env: unknown): boolean {
  return readConfig(env).webhooks.allowInsecureUrls;
}

/**
 * Why endpoints cannot be registered nor deliveries signed (production without `WEBHOOK_SECRET_KEY`,
 * decision 0056), or null when they can.
 */
export function webhookSigningProblem(env: unknown): string | null {
  const { signing } = readConfig(env).webhooks;
  return signing.enabled ? null : signing.reason;
}

const ENCRYPTED_PREFIX = "enc:v1:";

/** Whether a stored signing secret is sealed (otherwise it was stored in plain text, without the key). */
export function isSealedSecret(stored: string): boolean {
  return stored.startsWith(ENCRYPTED_PREFIX);
}

function base64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

async function aesKey(env: unknown): Promise<CryptoKey | null> {
  const bytes = readConfig(env).webhooks.secretKey;
  if (!bytes) return null;
  return crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/**
 * The signing secret as stored: AES-256-GCM under `WEBHOOK_SECRET_KEY` when that Worker secret is set
 * (production), otherwise as is (local development and tests). Either form reads back with `openSecret`.
 */
export async function sealSecret(env: unknown, secret: string): Promise<string> {
  const key = await aesKey(env);
  if (!key) return secret;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(secret)),
  );
  return `${ENCRYPTED_PREFIX}${base64(iv)}:${base64(sealed)}`;
}

export async function openSecret(env: unknown, stored: string): Promise<string> {
  if (!stored.startsWith(ENCRYPTED_PREFIX)) return stored;
  const key = await aesKey(env);
  if (!key) throw new Error("This signing secret is encrypted but WEBHOOK_SECRET_KEY is not set");
  const [iv, sealed] = stored.slice(ENCRYPTED_PREFIX.length).split(":");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv!) }, key, fromBase64(sealed!));
  return new TextDecoder().decode(plain);
}

export function newSigningSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${generateSessionToken()}`;
}

/** Hex HMAC-SHA256 of `<t>.<body>` with the secret (WebCrypto). */
export async function signPayload(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(signedContent(timestamp, body)));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
