/**
 * /assignor/organizations/new (issue 20, decision 0067): a further league, created the way sign-up creates
 * one, with the person as its assignor; it becomes their active organization. POST is shared by the
 * switcher's dialog (a fetcher) and this page's form (without JavaScript): a refusal answers 400 with the
 * fields' messages and what was typed; more than a few leagues a day answers 429.
 */
import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/new-organization";
import { FormMessage } from "~/components/form-fields";
import { NewOrganizationFields } from "~/components/organization-switcher";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formValues, parseSubmission } from "~/domain/forms";
import { NewOrganizationSchema } from "~/domain/organization-switch";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireAnyStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { createFurtherOrganization, organizationSwitcherOf } from "~/server/organization-switch.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "New organization | Assignor Dashboard | Whistle" },
];

// The daily limit's Retry-After reaches the page's response (a form post without JavaScript).
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAnyStaff(context, request);
  return { title: tr("switcher.new.metaTitle"), defaults: organizationSwitcherOf(access, "assignor").defaults };
}

export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireAnyStaff(context, request);
  const form = await request.formData();
  const values = formValues(form, ["name", "timeZone", "currency"]);
  const parsed = parseSubmission(NewOrganizationSchema, values);
  if (!parsed.ok) {
    return data({ fieldErrors: parsed.fieldErrors, formError: parsed.formError ?? null, values }, { status: 400 });
  }
  const { db } = getAppContext(context);
  const created = await createFurtherOrganization(db, session, parsed.value);
  if (!created.ok) {
    return data(
      { fieldErrors: {}, formError: tr("switcher.new.tooMany"), values },
      { status: 429, headers: { "Retry-After": String(created.limit.retryAfterSeconds) } },
    );
  }
  return redirect("/assignor");
}

export default function NewOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{t("switcher.new.title")}</h1>
      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("switcher.new.title")}</CardTitle>
          <CardDescription>{t("switcher.new.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form method="post" noValidate className="flex flex-col gap-4">
            <FormMessage>{actionData?.formError}</FormMessage>
            <NewOrganizationFields
              idPrefix="new-organization"
              values={actionData?.values ?? loaderData.defaults}
              errors={actionData?.fieldErrors}
            />
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? t("switcher.new.creating") : t("switcher.new.submit")}
              </Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
