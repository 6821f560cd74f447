/**
 * Twilio's request signature (`X-Twilio-Signature`, decision 0069), as Twilio documents it: HMAC-SHA1 keyed
 * with the account's auth token over the full URL Twilio called, followed by each POST parameter's name and
 * value (sorted by name, no separators), in base64. WebCrypto, so it runs in workerd as in Node.
 */

/** The signed string: the URL, then name + value of every parameter by name (a repeated name: by value too). */
export function twilioSignedText(url: string, params: Iterable<[string, string]>): string {
  const pairs = [...params].sort(([nameA, valueA], [nameB, valueB]) =>
    nameA < nameB ? -1 : nameA > nameB ? 1 : valueA < valueB ? -1 : valueA > valueB ? 1 : 0,
  );
  return url + pairs.map(([name, value]) => name + value).join("");
}

function hmacKey(authToken: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", new TextEncoder().encode(authToken), { name: "HMAC", hash: "SHA-1" }, false, [
    usage,
  ]);
}

/** The signature Twilio sends for this request (what a test or a client signs with). */
export async function twilioSignature(
  authToken: string,
  url: string,
  params: Iterable<[string, string]>,
): Promise<string> {
  const mac = await crypto.subtle.sign(
    "HMAC",
    await hmacKey(authToken, "sign"),
    new TextEncoder().encode(twilioSignedText(url, params)),
  );
  return btoa(String.fromCharCode(...new Uint8Array(mac)));
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Whether `signature` is Twilio's for this URL and these parameters. `crypto.subtle.verify` compares the
 * MACs in constant time, so a forger learns nothing from how long a refusal takes.
 */
export async function verifyTwilioSignature(
  authToken: string,
  signature: string | null,
  url: string,
  params: Iterable<[string, string]>,
): Promise<boolean> {
  const bytes = signature ? base64Bytes(signature.trim()) : null;
  if (!bytes || bytes.length !== 20) return false;
  return crypto.subtle.verify(
    "HMAC",
    await hmacKey(authToken, "verify"),
    bytes,
    new TextEncoder().encode(twilioSignedText(url, params)),
  );
}
