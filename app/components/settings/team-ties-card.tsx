/**
 * "Teams I'm involved with" (issue 21, decision 0074): the referee declares the teams they play for, coach
 * or have family on, per league they referee for; those teams' games are a conflict for them. Plain forms
 * posting to the settings page's own action (they work without JavaScript); a refused declaration keeps
 * what was typed, with the errors beside the fields. Only the referee's own declarations are listed.
 */
import { Form, useNavigation } from "react-router";
import { FormMessage, SelectField, TextField } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { RemoveForm } from "~/components/remove-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { REFEREE_TEAM_RELATIONS } from "~/domain/constants";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import type { TeamTiesAnswer } from "~/domain/referee-rules";

const RELATION_WORDS: Record<(typeof REFEREE_TEAM_RELATIONS)[number], MessageId> = {
  plays: "settings.teamTies.relation.plays",
  coaches: "settings.teamTies.relation.coaches",
  family: "settings.teamTies.relation.family",
};

export interface OwnTeamTie {
  id: string;
  organizationId: string;
  team: string;
  relation: string;
}

export function TeamTiesCard({
  ties,
  leagues,
  answer,
}: {
  ties: readonly OwnTeamTie[];
  /** The leagues the person referees for; a choice is offered when there is more than one. */
  leagues: readonly { id: string; name: string }[];
  answer: TeamTiesAnswer | null;
}) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const declared = answer?.intent === "declare-team-tie" ? answer : null;
  const errors = declared && !declared.ok ? declared.errors : {};
  const typed = declared && !declared.ok ? declared.values : null;
  const leagueName = (id: string) => leagues.find((league) => league.id === id)?.name ?? "";
  const relationWord = (relation: string) =>
    t(RELATION_WORDS[relation as keyof typeof RELATION_WORDS] ?? "settings.teamTies.relation.family");

  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2">{t("settings.teamTies.title")}</CardTitle>
        <CardDescription>{t("settings.teamTies.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {ties.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("settings.teamTies.none")}</p>
        ) : (
          <ul className="grid gap-2" aria-label={t("settings.teamTies.listLabel")}>
            {ties.map((tie) => (
              <li key={tie.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3">
                <span className="text-sm">
                  {leagues.length > 1
                    ? t("settings.teamTies.lineInLeague", {
                        relation: relationWord(tie.relation),
                        team: tie.team,
                        league: leagueName(tie.organizationId),
                      })
                    : t("settings.teamTies.line", { relation: relationWord(tie.relation), team: tie.team })}
                </span>
                <RemoveForm
                  intent="withdraw-team-tie"
                  idName="tieId"
                  id={tie.id}
                  label={t("settings.teamTies.removeLabel", { team: tie.team })}
                  busy={busy}
                >
                  {t("settings.teamTies.remove")}
                </RemoveForm>
              </li>
            ))}
          </ul>
        )}
        <Form
          method="post"
          noValidate
          className="grid gap-3 sm:grid-cols-[1fr_12rem] sm:items-end"
          aria-label={t("settings.teamTies.addTitle")}
        >
          <input type="hidden" name="intent" value="declare-team-tie" />
          {leagues.length > 1 ? (
            <SelectField
              idPrefix="tie"
              name="organizationId"
              label={t("settings.teamTies.league")}
              errors={errors}
              className="grid gap-1.5 sm:col-span-2"
              defaultValue={typed?.organizationId ?? leagues[0]?.id}
            >
              {leagues.map((league) => (
                <option key={league.id} value={league.id}>
                  {league.name}
                </option>
              ))}
            </SelectField>
          ) : null}
          <TextField
            idPrefix="tie"
            name="team"
            label={t("settings.teamTies.team")}
            hint={t("settings.teamTies.teamHint")}
            errors={errors}
            className="grid gap-1.5"
            maxLength={100}
            defaultValue={typed?.team ?? ""}
          />
          <SelectField
            idPrefix="tie"
            name="relation"
            label={t("settings.teamTies.relationLabel")}
            errors={errors}
            className="grid gap-1.5"
            defaultValue={typed?.relation ?? "plays"}
          >
            {REFEREE_TEAM_RELATIONS.map((relation) => (
              <option key={relation} value={relation}>
                {t(RELATION_WORDS[relation])}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              {t("settings.teamTies.add")}
            </Button>
            {answer ? <FormMessage tone={answer.ok ? "success" : "error"}>{answer.message}</FormMessage> : null}
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
