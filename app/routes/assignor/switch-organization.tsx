/**
 * /assignor/switch-organization (issue 20, decision 0067). POST `organizationId` (and `from`, the page the
 * switch was sent from) makes that organization the person's active one, when they are on its staff, and
 * lands on the same section there. GET lists the choices as plain forms: the switcher's menu without
 * JavaScript, and its fallback before the page hydrates.
 */
import { data, Form, Link, redirect } from "react-router";
import { Check } from "lucide-react";
import type { Route } from "./+types/switch-organization";
import { FormMessage } from "~/components/form-fields";
import { NEW_ORGANIZATION_PATH, ROLE_LABELS } from "~/components/organization-switcher";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { parseSubmission } from "~/domain/forms";
import { pathAfterSwitch, SwitchOrganizationSchema } from "~/domain/organization-switch";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { requireAnyStaff } from "~/server/auth.server";
import { getAppContext } from "~/server/context.server";
import { organizationSwitcherOf, switchActiveOrganization } from "~/server/organization-switch.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Switch organization | Assignor Dashboard | Whistle" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const access = await requireAnyStaff(context, request);
  return { title: tr("switcher.page.metaTitle"), switcher: organizationSwitcherOf(access, "assignor") };
}

export async function action({ request, context }: Route.ActionArgs) {
  // Whatever the person may do in the organization they are in: the target decides, checked below.
  const session = await requireAnyStaff(context, request);
  const parsed = parseSubmission(SwitchOrganizationSchema, await request.formData());
  // A refusal shows this page: the choices again, under the reason.
  if (!parsed.ok) return data({ message: parsed.firstError }, { status: 400 });
  const { db } = getAppContext(context);
  const switched = await switchActiveOrganization(db, session, parsed.value.organizationId);
  // The same answer whether the organization exists or not: nothing about other leagues is told.
  if (!switched) return data({ message: tr("switcher.error.notStaff") }, { status: 404 });
  return redirect(pathAfterSwitch(parsed.value.from));
}

export default function SwitchOrganization({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { switcher } = loaderData;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-bold">{t("switcher.page.title")}</h1>
      <FormMessage>{actionData?.message}</FormMessage>
      <Card>
        <CardHeader>
          <CardTitle render="h2">{t("switcher.yourOrganizations")}</CardTitle>
          <CardDescription>{t("switcher.page.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y">
            {switcher.organizations.map((organization) => {
              const current = organization.id === switcher.activeId;
              return (
                <li key={organization.id} className="flex items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{organization.name}</p>
                    <p className="text-sm text-muted-foreground">{t(ROLE_LABELS[organization.role])}</p>
                  </div>
                  {current ? (
                    <span className="flex items-center gap-1 text-sm font-medium">
                      <Check aria-hidden="true" className="size-4" />
                      {t("switcher.page.current")}
                    </span>
                  ) : (
                    <Form method="post">
                      <input type="hidden" name="organizationId" value={organization.id} />
                      <Button type="submit" variant="outline" size="sm">
                        {t("switcher.page.switchTo", { organization: organization.name })}
                      </Button>
                    </Form>
                  )}
                </li>
              );
            })}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3 border-t pt-4">
            <Button asChild variant="secondary" size="sm">
              <Link to={NEW_ORGANIZATION_PATH}>{t("switcher.newOrganization")}</Link>
            </Button>
            {switcher.referees ? (
              <Button asChild variant="ghost" size="sm">
                <Link to="/referee">{t("switcher.refereePortal")}</Link>
              </Button>
            ) : null}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
