import { useT } from "~/i18n/react";

/**
 * On an offer the referee can no longer decline (issue 21, the organization's decline cutoff): what to do
 * instead, and whom to call. The server refuses such a decline with the same words.
 */
export function DeclineClosedNotice({
  hours,
  assignor,
}: {
  hours: number;
  assignor: { name: string; email: string; phone: string | null } | null;
}) {
  const t = useT();
  return (
    <p className="basis-full text-xs text-muted-foreground md:text-right">
      {assignor
        ? t("referee.declineRule.closedContact", {
            hours,
            name: assignor.name,
            contact: [assignor.email, assignor.phone].filter(Boolean).join(", "),
          })
        : t("referee.declineRule.closed", { hours })}
    </p>
  );
}
