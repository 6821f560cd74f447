import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/member";
import { CheckboxGroupField, FieldErrors, FormMessage, SelectField } from "~/components/form-fields";
import { useFormats } from "~/components/formats";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { GAME_LEVELS, MEMBERSHIP_ROLES } from "~/domain/constants";
import { formText, formTexts, parseSubmission } from "~/domain/forms";
import { isFullAssignor, MemberRoleSchema, roleToStore, unknownScopeChoices } from "~/domain/members";
import { isLimited } from "~/domain/permissions";
import { useT } from "~/i18n/react";
import type { MessageId } from "~/i18n/messages";
import { tr } from "~/i18n/text";
import { requireStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { dispatchIntent } from "~/server/intents.server";
import { changeMemberRole, loadMember, removeMember } from "~/server/members.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Member | Assignor Dashboard | Whistle" },
];

const ROLE_WORDS: Record<string, MessageId> = {
  assignor: "org.role.assignor",
  scheduler: "org.members.role.scheduler",
  finance: "org.members.role.finance",
  assessor: "org.members.role.assessor",
  referee: "org.role.referee",
};

const LEVEL_WORDS: Record<string, MessageId> = {
  professional: "org.level.professional",
  "semi-pro": "org.level.semi-pro",
  amateur: "org.level.amateur",
  youth: "org.level.youth",
};

async function memberOf({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const access = await requireStaff(context, request, "organization");
  const { db } = getAppContext(context);
  const loaded = await loadMember(db, access, params.userId);
  // Someone of another organization is as missing as no one.
  if (!loaded) throw data({ message: tr("org.members.error.notFound") }, { status: 404 });
  return { access, db, loaded };
}

export async function loader(args: Route.LoaderArgs) {
  const { access, loaded } = await memberOf(args);
  const { member } = loaded;
  return {
    title: tr("org.members.metaTitle", { name: `${member.firstName} ${member.lastName}` }),
    member: {
      id: member.id,
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      role: member.role,
      scope: member.scope,
      joinedAt: member.joinedAt.toISOString(),
    },
    upcoming: loaded.upcoming.map(({ id, homeTeam, awayTeam, date, time, venue, position, status }) => ({
      id,
      homeTeam,
      awayTeam,
      date,
      time,
      venue,
      position,
      status,
    })),
    leagues: loaded.leagues,
    venues: loaded.venues,
    isSelf: member.id === access.user.id,
    lastFullAssignor: isFullAssignor(member) && loaded.fullAssignors <= 1,
  };
}

export async function action(args: Route.ActionArgs) {
  // The layout's guard does not cover actions: check again here.
  const { access, db, loaded } = await memberOf(args);
  const form = await args.request.formData();
  return dispatchIntent(form, {
    role: async () => {
      const values = {
        role: formText(form, "role"),
        levels: formTexts(form, "levels"),
        leagues: formTexts(form, "leagues"),
        venues: formTexts(form, "venues"),
      };
      const refuse = (errors: Record<string, string[] | undefined>, message: string | null, status: number) =>
        data({ intent: "role" as const, ok: false as const, errors, values, message }, { status });
      const parsed = parseSubmission(MemberRoleSchema, values);
      if (!parsed.ok) return refuse(parsed.fieldErrors, tr("org.checkFields"), 400);
      const unknown = unknownScopeChoices(parsed.value, loaded);
      if (Object.keys(unknown).length > 0) return refuse(unknown, tr("org.checkFields"), 400);
      const outcome = await changeMemberRole(db, access, loaded, roleToStore(parsed.value));
      if (!outcome.ok) return refuse({}, outcome.message, outcome.status);
      const name = `${loaded.member.firstName} ${loaded.member.lastName}`;
      return {
        intent: "role" as const,
        ok: true as const,
        errors: {} as Record<string, string[] | undefined>,
        values: null,
        message: outcome.changed ? tr("org.members.roleSaved", { name }) : tr("org.nothingChanged"),
      };
    },
    remove: async () => {
      const outcome = await removeMember(db, access, loaded);
      if (!outcome.ok) {
        return data(
          { intent: "remove" as const, ok: false as const, errors: {}, values: null, message: outcome.message },
          { status: outcome.status },
        );
      }
      return redirect(`/assignor/organizations?removed=${outcome.withdrawn}`);
    },
  });
}

export default function Member({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const formats = useFormats();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { member, upcoming } = loaderData;
  const name = `${member.firstName} ${member.lastName}`;
  const roleAnswer = actionData?.intent === "role" ? actionData : undefined;
  const removeAnswer = actionData?.intent === "remove" ? actionData : undefined;
  const kept = roleAnswer && !roleAnswer.ok ? roleAnswer.values : null;
  const scope = member.scope ?? { levels: [], leagues: [], venues: [] };
  const errors = roleAnswer?.errors ?? {};
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <Link to="/assignor/organizations" className="text-sm text-muted-foreground underline">
          {t("org.members.back")}
        </Link>
        <h1 className="text-2xl font-bold tracking-tight">{name}</h1>
        <p className="text-sm text-muted-foreground">
          {t("org.members.summary", {
            email: member.email,
            role: t(ROLE_WORDS[member.role] ?? "org.role.referee"),
            joined: formats.instantDate(member.joinedAt),
          })}
        </p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("org.members.roleTitle")}</CardTitle>
          <CardDescription>{t("org.members.roleDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" noValidate className="flex flex-col gap-4" key={member.role + JSON.stringify(scope)}>
            <input type="hidden" name="intent" value="role" />
            <SelectField
              idPrefix="member"
              name="role"
              label={t("org.members.role")}
              errors={errors}
              className="flex max-w-xs flex-col gap-1.5"
              defaultValue={kept?.role ?? member.role}
            >
              {MEMBERSHIP_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(ROLE_WORDS[role] ?? "org.role.referee")}
                </option>
              ))}
            </SelectField>
            <fieldset className="flex flex-col gap-3 rounded-md border p-4">
              <legend className="px-1 text-sm font-medium">{t("org.members.scopeLegend")}</legend>
              <p className="text-sm text-muted-foreground">{t("org.members.scopeHint")}</p>
              <CheckboxGroupField
                legend={t("org.members.scopeLevels")}
                name="levels"
                options={GAME_LEVELS.map((level) => ({
                  value: level,
                  label: t(LEVEL_WORDS[level] ?? "org.level.youth"),
                }))}
                checked={kept?.levels ?? scope.levels}
              />
              <FieldErrors id="member-levels-error" errors={errors.levels} />
              {loaderData.leagues.length > 0 ? (
                <CheckboxGroupField
                  legend={t("org.members.scopeLeagues")}
                  name="leagues"
                  options={loaderData.leagues.map((league) => ({ value: league, label: league }))}
                  checked={kept?.leagues ?? scope.leagues}
                />
              ) : (
                <p className="text-sm text-muted-foreground">{t("org.members.noLeagues")}</p>
              )}
              <FieldErrors id="member-leagues-error" errors={errors.leagues} />
              {loaderData.venues.length > 0 ? (
                <CheckboxGroupField
                  legend={t("org.members.scopeVenues")}
                  name="venues"
                  options={loaderData.venues.map((venue) => ({ value: venue, label: venue }))}
                  checked={kept?.venues ?? scope.venues}
                />
              ) : (
                <p className="text-sm text-muted-foreground">{t("org.members.noVenues")}</p>
              )}
              <FieldErrors id="member-venues-error" errors={errors.venues} />
            </fieldset>
            {member.role === "assignor" && isLimited(member.scope) ? (
              <p className="text-sm">{t("org.members.limitedNow")}</p>
            ) : null}
            {roleAnswer?.message ? (
              <FormMessage tone={roleAnswer.ok ? "success" : "error"}>{roleAnswer.message}</FormMessage>
            ) : null}
            <Button type="submit" className="self-start" disabled={busy}>
              {t("org.members.saveRole")}
            </Button>
          </Form>
        </CardContent>
      </Card>

      <section aria-labelledby="remove-member-heading" className="flex flex-col gap-3 rounded-lg border bg-card p-6">
        <h2 id="remove-member-heading" className="text-lg font-semibold text-destructive">
          {t("org.members.removeTitle")}
        </h2>
        {loaderData.isSelf ? (
          <p className="text-sm">{t("org.members.error.removeSelf")}</p>
        ) : loaderData.lastFullAssignor ? (
          <p className="text-sm">{t("org.members.error.lastAssignor")}</p>
        ) : (
          // A disclosure as the confirmation step: it opens without JavaScript, and nothing is removed until
          // its own button is pressed.
          <details className="group">
            <summary className={buttonVariants({ variant: "outline" })}>
              {t("org.members.removeOpen", { name })}
            </summary>
            <div className="mt-4 flex flex-col gap-3" role="group" aria-label={t("org.members.removeConfirmLabel")}>
              <p className="text-sm">{t("org.members.removeConsequences", { count: upcoming.length })}</p>
              {upcoming.length > 0 ? (
                <ul className="list-disc pl-5 text-sm" aria-label={t("org.members.upcomingLabel")}>
                  {upcoming.map((row) => (
                    <li key={row.id}>
                      {t("org.members.upcomingLine", {
                        home: row.homeTeam,
                        away: row.awayTeam,
                        date: formats.date(row.date),
                        time: formats.time(row.time),
                        venue: row.venue,
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <Button type="submit" variant="destructive" disabled={busy}>
                  {t("org.members.removeConfirm", { name })}
                </Button>
              </Form>
            </div>
          </details>
        )}
        {removeAnswer?.message ? <FormMessage>{removeAnswer.message}</FormMessage> : null}
      </section>
    </div>
  );
}
