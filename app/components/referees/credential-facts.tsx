/** A credential's kind and expiry under its name in the referee profile dialog (issue 21). */
import { useFormats } from "~/components/formats";
import { credentialStanding } from "~/domain/credentials";
import { useT } from "~/i18n/react";
import { credentialExpiryWords, credentialKindWords } from "./credential-words";

export function CredentialFacts({ kind, expiresOn, today }: { kind: string; expiresOn: string | null; today: string }) {
  const t = useT();
  const formats = useFormats();
  const expiry = today ? credentialExpiryWords(expiresOn, today, t, formats.date) : null;
  const expired = today !== "" && credentialStanding(expiresOn, today) === "expired";
  return (
    <p className="w-full text-sm text-muted-foreground">
      <span>{credentialKindWords(kind, t)}</span>
      {expiry ? <span className={expired ? "ms-2 font-medium text-destructive" : "ms-2"}>{expiry}</span> : null}
    </p>
  );
}
