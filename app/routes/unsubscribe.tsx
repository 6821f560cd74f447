import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { AuthCard } from "~/components/auth-card";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { getAppContext } from "~/server/context.server";
import { catalogFor } from "~/server/i18n.server";
import { suppressAddress } from "~/server/person-to-person-email.server";
import { findUnsubscribeTarget, unsubscribe } from "~/server/unsubscribe.server";

/**
 * `/unsubscribe/<token>` (issue 18, decision 0058): GET asks "Unsubscribe from <topic>?", POST turns the
 * topic off. The POST needs no cookie and no form token: the link's token is the credential, and mailbox
 * providers send RFC 8058's one-click POST (`List-Unsubscribe=One-Click`) from their own servers.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Unsubscribe | Whistle" },
  { name: "robots", content: "noindex" },
  // The token in the URL must not leak to other sites through the Referer header.
  { name: "referrer", content: "no-referrer" },
];

function organizationOf(target: NonNullable<Awaited<ReturnType<typeof findUnsubscribeTarget>>>): string | null {
  return target.topic === "organization" ? target.organizationName : null;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const target = await findUnsubscribeTarget(getAppContext(context).db, params.token);
  const page = { catalog: catalogFor(context, "auth"), title: tr("unsubscribe.metaTitle") };
  if (!target)
    return data({ ...page, problem: tr("unsubscribe.notValid"), topic: null, organization: null }, { status: 404 });
  return { ...page, problem: null, topic: target.topic, organization: organizationOf(target) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const { db } = getAppContext(context);
  const target = await findUnsubscribeTarget(db, params.token);
  if (!target)
    return data(
      { done: false as const, problem: tr("unsubscribe.notValid"), topic: null, organization: null },
      { status: 404 },
    );
  // Issue 32 (decision 0092): an invite's or a rating request's link stops that league's mail to the address.
  if (target.topic === "organization") await suppressAddress(db, target);
  else await unsubscribe(db, target);
  return { done: true as const, problem: null, topic: target.topic, organization: organizationOf(target) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const problem = actionData?.problem ?? loaderData.problem;
  if (problem) {
    return (
      <AuthCard title={t("unsubscribe.notUsable")}>
        <FormMessage>{problem}</FormMessage>
      </AuthCard>
    );
  }
  if (actionData?.done && actionData.topic === "organization") {
    return (
      <AuthCard title={t("unsubscribe.done.title")}>
        <p role="status" className="text-sm">
          {t("unsubscribe.organization.done", { organization: actionData.organization ?? "" })}
        </p>
      </AuthCard>
    );
  }
  if (actionData?.done) {
    return (
      <AuthCard title={t("unsubscribe.done.title")}>
        <p role="status" className="text-sm">
          {t("unsubscribe.done.detail", { topic: actionData.topic })}
        </p>
        <Button asChild variant="outline" className="mt-4 w-full">
          <Link to="/login">{t("unsubscribe.signIn")}</Link>
        </Button>
      </AuthCard>
    );
  }
  const organization = loaderData.topic === "organization" ? (loaderData.organization ?? "") : null;
  return (
    <AuthCard
      title={
        organization === null
          ? t("unsubscribe.question", { topic: loaderData.topic ?? "" })
          : t("unsubscribe.organization.question", { organization })
      }
      description={
        organization === null
          ? t("unsubscribe.detail", { topic: loaderData.topic ?? "" })
          : t("unsubscribe.organization.detail", { organization })
      }
    >
      <Form method="post">
        <Button type="submit" className="w-full" disabled={navigation.state === "submitting"}>
          {t("unsubscribe.submit")}
        </Button>
      </Form>
    </AuthCard>
  );
}
