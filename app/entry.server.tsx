import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/components/nonce";
import { getAppContext } from "~/server/context.server";
import { redactedPath } from "~/server/log-redaction.server";
import { applySecurityHeaders } from "~/server/security-headers.server";

export const streamTimeout = 5_000;

/**
 * A loader's, action's or render's error, logged with the request it broke; its address without the secrets
 * a token link carries (issue 18). An aborted request (the browser went away) is not an error.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  // A body past its cap (BodyTooLargeError): the Worker answers 413 instead, nothing to log.
  if (request.signal.aborted || (error instanceof Error && error.name === "BodyTooLargeError")) return;
  console.error(`[request] ${request.method} ${redactedPath(request.url)} failed:`, error);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // Made by the Worker for this request; the CSP header and every inline script carry it.
  const nonce = getAppContext(loadContext).cspNonce;
  applySecurityHeaders(responseHeaders, { nonce, development: import.meta.env.DEV });
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceProvider value={nonce}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready are logged by React Router itself.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  // Crawlers get the whole document at once.
  const userAgent = request.headers.get("user-agent");
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
