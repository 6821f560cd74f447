/**
 * The live-update broadcast after a change (decision 0028), as a middleware of its own on the root route
 * (decision 0047). It runs after `sessionMiddleware`: a signed-in person's successful non-GET request
 * tells every open page of their organizations to revalidate, once the response is ready.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { getSession } from "./auth.server";
import { getAppContext } from "./context.server";
import { publishOrganizationChanges } from "./live.server";

/** Whether this request submitted a form (any method but GET or HEAD). */
const submittedContext = createContext(false);

/**
 * A page rendered in answer to a form posted without JavaScript (or before the page had hydrated) shows
 * that answer from its action data; the page's live updates must hold it like any answered form's page
 * (use-live-updates.ts). Only a document request runs loaders after an action, so true means exactly that.
 */
export function answersDocumentSubmission(context: Readonly<RouterContextProvider>): boolean {
  return context.get(submittedContext);
}

export const liveUpdatesMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(submittedContext, request.method !== "GET" && request.method !== "HEAD");
  const response = await next();
  // Null for the public API: it authenticates with bearer credentials and publishes its own changes.
  const session = getSession(context);
  if (session && request.method !== "GET" && request.method !== "HEAD" && response.status < 400) {
    const { env, ctx } = getAppContext(context);
    // The organizations come with the session (decision 0052): telling them costs no query.
    const organizationIds = [...new Set(session.memberships.map(({ organization }) => organization.id))];
    ctx.waitUntil(
      publishOrganizationChanges(env, organizationIds, session.user.id).catch((error) =>
        console.error("[live]", error),
      ),
    );
  }
  return response;
};
