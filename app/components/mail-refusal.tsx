/**
 * Why an invite or a rating request was not sent (issue 32, decision 0092), and, when the reason is the
 * sender's own unconfirmed address, the button that mails them a fresh confirmation link
 * (POST /account/confirm-email, which comes back to this page).
 */
import { useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

export function MailRefusal({
  problem,
  unconfirmedEmail,
}: {
  problem?: string | null;
  unconfirmedEmail?: string | null;
}) {
  const t = useT();
  const location = useLocation();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const [asked, setAsked] = useState(false);
  if (!problem) return null;
  return (
    <div className="flex flex-col gap-2">
      <FormMessage>{problem}</FormMessage>
      {unconfirmedEmail ? (
        <fetcher.Form method="post" action="/account/confirm-email" onSubmit={() => setAsked(true)}>
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <Button type="submit" variant="outline" size="sm" disabled={fetcher.state !== "idle"}>
            {t("mail.sendConfirmation")}
          </Button>
          {fetcher.data?.message ? (
            <FormMessage>{fetcher.data.message}</FormMessage>
          ) : asked && fetcher.state === "idle" ? (
            <p role="status" className="mt-2 text-sm">
              {t("mail.confirmationSent", { email: unconfirmedEmail })}
            </p>
          ) : null}
        </fetcher.Form>
      ) : null}
    </div>
  );
}
