/**
 * /referee/leagues (issue 20): the leagues the person belongs to, and "Join a league" with a league's
 * invite code. A plain form (works without JavaScript): a wrong code answers 400 with the field's message
 * and the code kept; a league the person already belongs to says so; the new league's games then appear
 * on every referee page. The league's assignors read "<name> joined <league> as a referee" in their
 * activity, as after a sign-up with the code (app/server/league-joining.server.ts).
 */
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/leagues";
import { FormMessage, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { parseSubmission } from "~/domain/forms";
import { JoinLeagueSchema } from "~/domain/league-joining";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireReferee } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { dispatchIntent } from "~/server/intents.server";
import { joinLeagueByCode } from "~/server/league-joining.server";
import { clientAddress } from "~/server/rate-limit.server";

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

/** The person's memberships came with the session (decision 0052): no query of its own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { memberships } = await requireReferee(context, request);
  return {
    title: tr("referee.joinLeague.metaTitle"),
    leagues: memberships.map(({ organization, membership }) => ({
      id: organization.id,
      name: organization.name,
      role: membership.role,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = await requireReferee(context, request);
  const { db } = getAppContext(context);
  const form = await request.formData();
  return dispatchIntent(
    form,
    {
      join: async () => {
        const parsed = parseSubmission(JoinLeagueSchema, form);
        const code = typeof parsed.values.code === "string" ? parsed.values.code : "";
        if (!parsed.ok) {
          return data({ ok: false as const, code, fieldErrors: parsed.fieldErrors, message: null }, { status: 400 });
        }
        const result = await joinLeagueByCode(db, {
          person: user,
          code: parsed.value.code,
          ip: clientAddress(request),
        });
        if (result.ok) {
          return {
            ok: true as const,
            code: "",
            fieldErrors: {},
            message: tr("referee.joinLeague.joined", { league: result.organization.name }),
          };
        }
        if (result.reason === "rate_limited") {
          return data(
            { ok: false as const, code, fieldErrors: {}, message: result.message },
            { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
          );
        }
        if (result.reason === "already_member") {
          return data({ ok: false as const, code, fieldErrors: {}, message: result.message }, { status: 409 });
        }
        return data(
          { ok: false as const, code, fieldErrors: { code: [result.message] }, message: null },
          { status: 400 },
        );
      },
    },
    { fallback: "join" },
  );
}

const ROLE_LABELS = {
  referee: "referee.joinLeague.role.referee",
  assignor: "referee.joinLeague.role.assignor",
  scheduler: "referee.joinLeague.role.scheduler",
  finance: "referee.joinLeague.role.finance",
  assessor: "referee.joinLeague.role.assessor",
} as const;

export default function RefereeLeagues({ loaderData, actionData }: Route.ComponentProps) {
  const { leagues } = loaderData;
  const t = useT();
  const navigation = useNavigation();
  const joining = navigation.state === "submitting" && navigation.formData?.get("intent") === "join";
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t("referee.joinLeague.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("referee.joinLeague.description")}</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("referee.joinLeague.yourLeagues")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y" aria-label={t("referee.joinLeague.yourLeagues")}>
            {leagues.map((league) => (
              <li key={league.id} className="flex items-center justify-between gap-3 py-2">
                <span className="font-medium">{league.name}</span>
                <span className="text-sm text-muted-foreground">
                  {t(ROLE_LABELS[league.role as keyof typeof ROLE_LABELS] ?? ROLE_LABELS.referee)}
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("referee.joinLeague.formTitle")}</CardTitle>
          <CardDescription>{t("referee.joinLeague.formDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" noValidate className="flex flex-col gap-4">
            <FormMessage tone={actionData?.ok ? "success" : undefined}>{actionData?.message ?? null}</FormMessage>
            <input type="hidden" name="intent" value="join" />
            <TextField
              name="code"
              label={t("referee.joinLeague.code")}
              hint={t("referee.joinLeague.codeHint")}
              // The code typed stays after a refusal; a successful join clears it.
              key={actionData?.ok ? "joined" : "code"}
              defaultValue={actionData?.code ?? ""}
              autoComplete="off"
              className="grid max-w-xs gap-1.5"
              errors={actionData?.fieldErrors}
              required
            />
            <Button type="submit" className="w-fit" disabled={joining}>
              {joining ? t("referee.joinLeague.joining") : t("referee.joinLeague.submit")}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
