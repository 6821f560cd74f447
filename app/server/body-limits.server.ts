/**
 * How much a request may send (issue 18, decision 0055). The Worker checks every body once, before React
 * Router or the API reads it: a Content-Length over the cap is refused at once; any other body (sent
 * chunked, without a length) is read through a counting stream that fails past the cap, and that failure
 * becomes the same 413. Nothing is buffered to count, so a Worker never holds more than the cap of one
 * request.
 */
import { BODY_LIMIT_BYTES, IMPORT_BODY_LIMIT_BYTES, megabytes } from "~/domain/body-limits";
import { problem } from "./api/http.server";

/**
 * The routes that take a season's CSV: the Games page's import (a document post, or the dialog's fetcher
 * at `.data`) and the API's import. Paths as in app/routes.ts.
 */
const IMPORT_PATHS = new Set(["/assignor/games", "/assignor/games.data", "/api/v1/games/import"]);

export function bodyLimitFor(pathname: string): number {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return IMPORT_PATHS.has(path) ? IMPORT_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/** The 413 a person or client sees: problem+json for the API, a page (or the dialog's message) for browsers. */
export function bodyTooLarge(request: Request, limit: number): Response {
  const { pathname } = new URL(request.url);
  const isImport = limit === IMPORT_BODY_LIMIT_BYTES;
  if (pathname.startsWith("/api/v1/")) {
    return problem(
      413,
      "body-too-large",
      "The request body is too large",
      `This endpoint accepts at most ${megabytes(limit)} per request.`,
      { limitBytes: limit },
    );
  }
  const message = isImport
    ? `This file is larger than ${megabytes(limit)}, the most an import accepts. Split the season into smaller files and import each.`
    : `This form sent more than ${megabytes(limit)}, the most a form accepts. Shorten what you entered and try again.`;
  const headers = { "Cache-Control": "no-store" };
  // A fetcher's post (`.data`) shows the text in the section's error message; a document post gets a page.
  if (pathname.endsWith(".data")) {
    return new Response(message, { status: 413, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  const back = pathname.replace(/["<>&]/g, "");
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Too large | Whistle</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>That is too large to send</h1><p>${message}</p><p><a href="${back}">Back to the page</a></p></body></html>`;
  return new Response(page, {
    status: 413,
    headers: {
      ...headers,
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    },
  });
}

/** What reading a body past its cap fails with; the Worker answers 413, so nothing needs to log it. */
export class BodyTooLargeError extends RangeError {
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

/**
 * Reads what is left of a refused body and drops it, chunk by chunk; nothing is kept. A client still
 * uploading then gets the 413 rather than a connection closed under it (HTTP/1.1 clients and the local
 * server's proxy report that as a failed request, and the person never sees why). The answer waits for the
 * drain while the declared size is within `DRAIN_FACTOR` times the cap; past that it goes at once and the
 * drain continues in the background (`waitUntil`).
 */
const DRAIN_FACTOR = 4;

export async function discardBody(request: Request, limit: number, waitUntil: (work: Promise<unknown>) => void) {
  if (request.body === null || request.bodyUsed) return;
  const drained = request.body.pipeTo(new WritableStream()).catch(() => undefined);
  if (Number(request.headers.get("Content-Length")) <= limit * DRAIN_FACTOR) await drained;
  else waitUntil(drained);
}

export type LimitedBody =
  /** Refused from its Content-Length, before a byte of the body was read. */
  | { refused: Response; limit: number }
  /** The request to hand on, and whether its body has run past the cap while being read. */
  | { request: Request; exceeded: () => boolean; limit: number };

/** The request with its body capped for its route (GET, HEAD and bodiless requests pass as they are). */
export function limitRequestBody(request: Request): LimitedBody {
  const limit = bodyLimitFor(new URL(request.url).pathname);
  if (request.body === null) return { request, exceeded: () => false, limit };
  const declared = request.headers.get("Content-Length");
  if (declared !== null && Number(declared) > limit) return { refused: bodyTooLarge(request, limit), limit };

  let received = 0;
  let exceeded = false;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) {
          exceeded = true;
          controller.error(new BodyTooLargeError(limit));
          return;
        }
        controller.enqueue(chunk);
      },
    }),
  );
  return { request: new Request(request, { body: counted }), exceeded: () => exceeded, limit };
}
