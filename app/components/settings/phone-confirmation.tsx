/**
 * Under the phone field (issue 32, decision 0091): an unconfirmed number says so, with the code's field,
 * Confirm number and Send a new code. Its own fetcher posts `confirm-phone` / `resend-phone-code` to the
 * settings action of the screen it is on; the rest of the form is not sent with it.
 */
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useT } from "~/i18n/react";

export interface PhoneStatusView {
  unconfirmed: boolean;
  textable: boolean;
  codeSent: boolean;
}

interface PhoneAnswer {
  intent?: string;
  ok?: boolean;
  message?: string;
}

export function PhoneConfirmation({ status, action }: { status: PhoneStatusView | null | undefined; action?: string }) {
  const t = useT();
  const fetcher = useFetcher<PhoneAnswer>();
  const [code, setCode] = useState("");
  const id = useId();
  const answer = fetcher.data;
  const confirmedNow = answer?.intent === "confirm-phone" && answer.ok;
  if (!status?.unconfirmed || confirmedNow) {
    return confirmedNow ? (
      <p role="status" className="text-sm text-muted-foreground sm:col-span-2">
        {answer?.message}
      </p>
    ) : null;
  }
  const busy = fetcher.state !== "idle";
  const send = (intent: "confirm-phone" | "resend-phone-code") =>
    fetcher.submit({ intent, phoneCode: code }, { method: "post", ...(action ? { action } : {}) });
  return (
    <div className="grid gap-2 rounded-md border p-3 sm:col-span-2">
      <p className="flex items-center gap-2 text-sm">
        <Badge variant="secondary">{t("settings.phoneConfirmation.unconfirmed")}</Badge>
        <span className="text-muted-foreground">
          {status.textable ? t("settings.phoneConfirmation.explain") : t("settings.phoneConfirmation.notTextable")}
        </span>
      </p>
      {status.textable ? (
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-code`}>{t("settings.phoneConfirmation.code")}</Label>
            <Input
              id={`${id}-code`}
              name="phoneCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={answer?.intent === "confirm-phone" && !answer.ok ? true : undefined}
              aria-describedby={`${id}-answer`}
              className="w-36"
            />
          </div>
          <Button type="button" disabled={busy} onClick={() => send("confirm-phone")}>
            {t("settings.phoneConfirmation.confirm")}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={() => send("resend-phone-code")}>
            {t("settings.phoneConfirmation.resend")}
          </Button>
        </div>
      ) : null}
      <p id={`${id}-answer`} role="status" className="text-sm">
        {answer?.message ?? ""}
      </p>
    </div>
  );
}
