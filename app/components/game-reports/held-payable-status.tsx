/**
 * A held payable on the Payments page (issue 22, decision 0082): "Held" with its reason, and the way to the
 * game's report, where an assignor releases the hold or removes the payable. It cannot be paid meanwhile.
 */
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { useT } from "~/i18n/react";

export function HeldPayableStatus({ reason, gameId }: { reason: string | null; gameId: string | null }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <Badge variant="warning">{t("payments.held.badge")}</Badge>
      <span className="text-xs text-muted-foreground">{t("payments.held.reason", { reason: reason ?? "" })}</span>
      {gameId ? (
        <Link to={`/assignor/reports/${gameId}`} className="text-xs underline">
          {t("payments.held.decide")}
        </Link>
      ) : null}
    </div>
  );
}
