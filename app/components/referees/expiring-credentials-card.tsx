/**
 * The Referee Pool's "who is expiring" card (issue 21, decision 0075): the organization's referees whose
 * credentials expire within 30 days or have expired, soonest first, each with its kind, its date and the
 * game levels that require it. Shown only when there is something to act on.
 */
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { useFormats } from "~/components/formats";
import { gameLevelLabel } from "~/domain/game-labels";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/text";
import type { ExpiringCredential } from "~/server/expiring-credentials.server";
import { credentialExpiryWords, credentialKindWords } from "./credential-words";

/** "Background check · State check · required for Youth games", one line under the referee's name. */
function credentialLine(credential: ExpiringCredential, t: Translate): string {
  const required =
    credential.requiredFor.length > 0
      ? t("assignor.credentials.expiring.requiredFor", {
          levels: credential.requiredFor.map((level) => gameLevelLabel(level, t)).join(", "),
        })
      : t("assignor.credentials.expiring.notRequired");
  return [credentialKindWords(credential.kind, t), credential.name, required].join(" · ");
}

export function ExpiringCredentialsCard({
  credentials,
  more,
  today,
}: {
  credentials: readonly ExpiringCredential[];
  more: boolean;
  today: string;
}) {
  const t = useT();
  const formats = useFormats();
  if (credentials.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle render="h2" id="expiring-credentials-heading">
          {t("assignor.credentials.expiring.heading")}
        </CardTitle>
        <CardDescription>{t("assignor.credentials.expiring.lead")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-labelledby="expiring-credentials-heading" className="grid gap-2">
          {credentials.map((credential) => (
            <li key={credential.id} className="flex flex-wrap items-center gap-2 rounded-md border p-3 text-sm">
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">{credential.refereeName}</span>
                <span className="text-muted-foreground">{credentialLine(credential, t)}</span>
              </div>
              <Badge variant={credential.expired ? "destructive" : "warning"}>
                {credentialExpiryWords(credential.expiresOn, today, t, formats.date)}
              </Badge>
            </li>
          ))}
        </ul>
        {more ? <p className="mt-2 text-sm text-muted-foreground">{t("assignor.credentials.expiring.more")}</p> : null}
      </CardContent>
    </Card>
  );
}
