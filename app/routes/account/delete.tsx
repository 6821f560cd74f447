/**
 * /account/delete ("Delete my account", issue 18, decision 0057): any signed-in person. GET shows what
 * deleting does (upcoming assignments released and their assignors told, payment and tax records kept until
 * the retention date) and asks for the current password, or DELETE typed for an account without one. POST
 * deletes (`deleteAccount`), clears the cookie and comes back here as `?done`, which a signed-out visitor
 * may see. A plain form: it works without JavaScript, and a mistake answers 400 with the field's message.
 */
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Trans } from "@lingui/react";
import type { Route } from "./+types/delete";
import { AuthCard } from "~/components/auth-card";
import { FormMessage, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { DELETE_CONFIRMATION_WORD } from "~/domain/account-deletion";
import { formatTime12 } from "~/domain/dates";
import { formText } from "~/domain/forms";
import type { Language } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { deleteAccount, deletionPreviewRead } from "~/server/account-deletion.server";
import { getSession, portalPath, requireUser } from "~/server/auth.server";
import { readOne } from "~/server/batch-reads.server";
import { getAppContext } from "~/server/context.server";
import { catalogFor } from "~/server/i18n.server";
import { getLocale } from "~/server/locale.server";
import { clearSessionCookie } from "~/server/session.server";
import { clientAddress } from "~/server/rate-limit.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Delete your account | Whistle" },
];

/**
 * A released game's kickoff in the reader's language: "Sat, Nov 28, 2026" and "7:00 PM" in English (as
 * before), the day's and month's names from `Intl` and a 24-hour clock in Spanish, French and German; the
 * venue's wall clock, never converted.
 */
function kickoff(date: string, time: string, locale: Language): { date: string; time: string } {
  return {
    date: new Intl.DateTimeFormat(locale === "en" ? "en-US" : locale, {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${date}T00:00:00Z`)),
    time: locale === "en" ? formatTime12(time) : time.slice(0, 5),
  };
}

const DONE_PATH = "/account/delete?done";

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = { catalog: catalogFor(context, "auth"), title: tr("deleteAccount.metaTitle") };
  if (new URL(request.url).searchParams.has("done") && !getSession(context)) {
    return data({ ...page, done: true as const }, { headers: { "Cache-Control": "no-store" } });
  }
  const { user } = requireUser(context, request);
  const { db } = getAppContext(context);
  const { facts, consequences, released } = await readOne(db, deletionPreviewRead(db, user.id, new Date()));
  const locale = getLocale(context);
  return data(
    {
      ...page,
      done: false as const,
      email: user.email,
      hasPassword: facts.hasPassword,
      effects: consequences.effects,
      released: released.map((game) => ({ ...game, kickoff: kickoff(game.date, game.time, locale) })),
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
  const result = await deleteAccount(db, { person: user, form, ip: clientAddress(request) });
  if (!result.ok) {
    // The password is never sent back; the typed confirmation is.
    const confirmation = formText(form, "confirmation");
    return data({ message: result.message, fieldErrors: result.fieldErrors, confirmation }, { status: result.status });
  }
  return redirect(DONE_PATH, { headers: { "Set-Cookie": clearSessionCookie() } });
}

export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  if (loaderData.done) {
    return (
      <AuthCard
        title={t("deleteAccount.done.title")}
        description={t("deleteAccount.done.description")}
        footer={
          <Link to="/" className="font-medium text-primary underline-offset-4 hover:underline">
            {t("auth.backToHome")}
          </Link>
        }
      >
        <p className="text-sm text-muted-foreground">{t("deleteAccount.done.records")}</p>
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
      title={t("deleteAccount.title")}
      description={t("deleteAccount.description")}
      footer={
        <Link to={back} className="font-medium text-primary underline-offset-4 hover:underline">
          {t("deleteAccount.keep")}
        </Link>
      }
    >
      <section aria-labelledby="delete-effects" className="space-y-3">
        <h2 id="delete-effects" className="text-base font-semibold">
          {t("deleteAccount.effectsHeading")}
        </h2>
        <ul className="list-disc space-y-1.5 pl-5 text-sm">
          {effects.map((effect) => (
            <li key={effect}>{effect}</li>
          ))}
        </ul>
        {released.length > 0 ? (
          <details className="rounded-md border p-3 text-sm">
            <summary className="cursor-pointer font-medium">
              {t("deleteAccount.releasedSummary", { count: released.length })}
            </summary>
            <ul className="mt-2 space-y-1">
              {released.map((game) => (
                <li key={game.id}>
                  {t(game.status === "pending" ? "deleteAccount.releasedGamePending" : "deleteAccount.releasedGame", {
                    date: game.kickoff.date,
                    time: game.kickoff.time,
                    home: game.homeTeam,
                    away: game.awayTeam,
                    venue: game.venue,
                    position: game.position,
                  })}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
        <p className="text-sm">
          <Trans
            id="deleteAccount.copyFirst"
            components={{
              0: (
                <a
                  href="/account/export"
                  download
                  className="font-medium text-primary underline-offset-4 hover:underline"
                />
              ),
            }}
          />
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
              label={t("deleteAccount.currentPassword")}
              type="password"
              autoComplete="current-password"
              errors={errors}
              required
            />
          ) : (
            <TextField
              name="confirmation"
              label={t("deleteAccount.typeWordLabel", { word: DELETE_CONFIRMATION_WORD })}
              defaultValue={actionData?.confirmation ?? ""}
              autoComplete="off"
              errors={errors}
              required
            />
          )}
          <Button type="submit" variant="destructive" className="w-full" disabled={deleting}>
            {deleting ? t("deleteAccount.submitting") : t("deleteAccount.submit")}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
