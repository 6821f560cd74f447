/**
 * /account/delete ("Delete my account", issue 18, decision 0057): any signed-in person. GET shows what
 * deleting does (upcoming assignments released and their assignors told, payment and tax records kept until
 * the retention date) and asks for the current password, or DELETE typed for an account without one. POST
 * deletes (`deleteAccount`), clears the cookie and comes back here as `?done`, which a signed-out visitor
 * may see. A plain form: it works without JavaScript, and a mistake answers 400 with the field's message.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/delete";
import { AuthCard } from "~/components/auth-card";
import { FormMessage, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { DELETE_CONFIRMATION_WORD } from "~/domain/account-deletion";
import { POSITION_LABELS, type Position } from "~/domain/constants";
import { formatTime12 } from "~/domain/dates";
import { formText } from "~/domain/forms";
import { formatGameDate } from "~/domain/format";
import { deleteAccount, deletionPreviewRead } from "~/server/account-deletion.server";
import { getSession, portalPath, requireUser } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";
import { clearSessionCookie } from "~/server/session.server";

export const meta: Route.MetaFunction = () => [{ title: "Delete your account | Whistle" }];

const DONE_PATH = "/account/delete?done";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.has("done") && !getSession(context)) {
    return data({ done: true as const }, { headers: { "Cache-Control": "no-store" } });
  }
  const { user } = requireUser(context, request);
  const { db } = getAppContext(context);
  const { facts, consequences, released } = await readOne(db, deletionPreviewRead(db, user.id, new Date()));
  return data(
    {
      done: false as const,
      email: user.email,
      hasPassword: facts.hasPassword,
      effects: consequences.effects,
      released,
      refusal: consequences.refusal,
      back: user.role === "referee" ? "/referee/settings?tab=privacy" : portalPath(user.role),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { db } = getAppContext(context);
  const form = await request.formData();
  const result = await deleteAccount(db, { person: user, form });
  if (!result.ok) {
    // The password is never sent back; the typed confirmation is.
    const confirmation = formText(form, "confirmation");
    return data({ message: result.message, fieldErrors: result.fieldErrors, confirmation }, { status: result.status });
  }
  return redirect(DONE_PATH, { headers: { "Set-Cookie": clearSessionCookie() } });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.done) {
    return (
      <AuthCard
        title="Your account has been deleted"
        description="You have been signed out everywhere. Thank you for refereeing with Whistle."
        footer={
          <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
            Back to home
          </Link>
        }
      >
        <p className="text-sm text-muted-foreground">
          Records your leagues must keep (games worked, payments and tax forms) stay under an anonymous name until the
          law lets them go.
        </p>
      </AuthCard>
    );
  }
  const { hasPassword, effects, released, refusal, back } = loaderData;
  const deleting = navigation.state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  const formError = actionData && Object.keys(errors).length === 0 ? actionData.message : null;
  return (
    <AuthCard
      wide
      title="Delete your account"
      description="This cannot be undone. Read what it does first."
      footer={
        <Link to={back} className="font-medium text-primary underline-offset-4 hover:underline">
          Keep my account
        </Link>
      }
    >
      <section aria-labelledby="delete-effects" className="space-y-3">
        <h2 id="delete-effects" className="text-base font-semibold">
          What deleting does
        </h2>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          {effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
        {released.length > 0 ? (
          <details className="rounded-md border p-3 text-sm">
            <summary className="cursor-pointer font-medium">
              The {released.length === 1 ? "game" : `${released.length} games`} you would give up
            </summary>
            <ul className="mt-2 space-y-1">
              {released.map((game) => (
                <li key={game.id}>
                  {formatGameDate(game.date)} {formatTime12(game.time)}: {game.homeTeam} vs {game.awayTeam},{" "}
                  {game.venue} ({POSITION_LABELS[game.position as Position] ?? game.position}
                  {game.status === "pending" ? ", offer not yet answered" : ""})
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <p className="text-sm">
          Want a copy first?{" "}
          <a href="/account/export" download className="font-medium text-primary underline-offset-4 hover:underline">
            Download my data
          </a>
        </p>
      </section>
      {refusal ? (
        <div className="mt-6">
          <FormMessage>{refusal}</FormMessage>
        </div>
      ) : (
        <Form method="post" noValidate className="mt-6 space-y-4">
          <FormMessage>{formError}</FormMessage>
          {hasPassword ? (
            <TextField
              name="password"
              label="Current password"
              type="password"
              autoComplete="current-password"
              errors={errors}
              required
            />
          ) : (
            <TextField
              name="confirmation"
              label={`Type ${DELETE_CONFIRMATION_WORD} to confirm`}
              defaultValue={actionData?.confirmation ?? ""}
              autoComplete="off"
              errors={errors}
              required
            />
          )}
          <Button type="submit" variant="destructive" className="w-full" disabled={deleting}>
            {deleting ? "Deleting..." : "Delete my account"}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
