/**
 * One way to dispatch a form's `intent` (decision 0045): an action hands a table of handlers, one per
 * button, and an intent the table lacks is answered 400 with a sentence that names it.
 */
import { data } from "react-router";
import { formText } from "~/domain/forms";

/** The answer to an intent no handler knows: thrown, so the action stops there. */
function unknownIntent(intent: string): never {
  throw data({ message: intent ? `Unknown action "${intent}".` : "No action was chosen." }, { status: 400 });
}

/**
 * Reads `intent` from the form and runs its handler from the table. `fallback` is the intent of a form
 * posted without one (an older page's single button).
 */
export function dispatchIntent<Handlers extends Record<string, (intent: string) => unknown>>(
  form: FormData | URLSearchParams,
  handlers: Handlers,
  { fallback }: { fallback?: string } = {},
): ReturnType<Handlers[keyof Handlers]> {
  const intent = formText(form, "intent") || fallback || "";
  const handler = Object.hasOwn(handlers, intent) ? handlers[intent] : undefined;
  if (!handler) return unknownIntent(intent);
  return handler(intent) as ReturnType<Handlers[keyof Handlers]>;
}
