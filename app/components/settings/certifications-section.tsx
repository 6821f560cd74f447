/**
 * Referee Certifications (spec section 2): the referee's own certifications with a verified badge and,
 * since issue 21, their kind (certification, background check, safeguarding training), issue date and an
 * "Expires on …" / "Expired" badge,
 * an Add Certification form that stores a new, unverified row, Edit on each (saving clears an
 * assignor's verification, since what they checked changed), and Remove for unverified ones (a
 * verified certification was checked by an assignor and stays). Used by the settings dialog (posting to
 * /settings) and the referee settings page (posting to its own action, so it works without JavaScript).
 */
import { useFormats } from "~/components/formats";
import { useState } from "react";
import { useFetcher } from "react-router";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { BadgeCheck, Pencil, Plus, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-controls";
import { CERTIFICATION_LEVELS, CREDENTIAL_KINDS, type CredentialKind } from "~/domain/constants";
import { credentialStanding } from "~/domain/credentials";
import { CERTIFICATION_LEVEL_LABELS, CREDENTIAL_KIND_LABELS, certificationSchema } from "~/domain/settings";
import { useT } from "~/i18n/react";
import type { Translate } from "~/i18n/text";

/** Level, issuer and expiry on one line, the missing ones left out. */
function joinDetails(parts: readonly (string | null)[]): string {
  return parts.filter(Boolean).join(" · ");
}

/** A stored level in the reader's words; a level outside today's list shows as stored. */
function levelLabel(t: Translate, level: string): string {
  const id = CERTIFICATION_LEVEL_LABELS[level as keyof typeof CERTIFICATION_LEVEL_LABELS];
  return id ? t(id) : level;
}

/** A stored kind in the reader's words; an unknown one reads as a certification. */
function kindLabel(t: Translate, kind: string): string {
  return t(CREDENTIAL_KIND_LABELS[kind as CredentialKind] ?? CREDENTIAL_KIND_LABELS.certification);
}

export interface CertificationItem {
  id: string;
  name: string;
  /** Issue 21: certification, background check or safeguarding training. */
  kind: string;
  level: string;
  issuer: string | null;
  issuedOn: string | null;
  expiresOn: string | null;
  verified: boolean;
  /** Issue 32: the leagues that verified it, each on its own. */
  verifiedBy?: string[];
}

/** "Expires on …" while valid, within the warning window in amber; "Expired" once past its expiry day. */
function ExpiryBadge({ expiresOn, today }: { expiresOn: string | null; today: string }) {
  const formats = useFormats();
  const t = useT();
  if (expiresOn === null) return null;
  const standing = credentialStanding(expiresOn, today);
  if (standing === "expired") return <Badge variant="destructive">{t("settings.credentials.expired")}</Badge>;
  return (
    <Badge variant={standing === "expiring" ? "warning" : "outline"}>
      {t("settings.credentials.expiresOnBadge", { date: formats.date(expiresOn) })}
    </Badge>
  );
}

interface CertificationAnswer {
  intent: string;
  ok: boolean;
  result?: SubmissionResult<string[]>;
  message?: string;
  certificationId?: string;
}

export function CertificationsSection({
  certifications,
  action,
  lastResult,
  headingLevel = "h2",
  today,
}: {
  certifications: readonly CertificationItem[];
  /** The reader's today (YYYY-MM-DD), for the expiry badges. */
  today: string;
  /** Where the forms post; the current route when omitted. */
  action?: string;
  /** The page's action answer when the form was posted without JavaScript. */
  lastResult?: CertificationAnswer | null;
  headingLevel?: "h2" | "h3";
}) {
  const adder = useFetcher<CertificationAnswer>();
  const remover = useFetcher<CertificationAnswer>();
  const answer = adder.data ?? (lastResult?.intent === "add-certification" ? lastResult : null);
  const removeAnswer = remover.data ?? (lastResult?.intent === "remove-certification" ? lastResult : null);
  const [open, setOpen] = useState(answer?.ok === false);
  const [form, fields] = useCertificationForm("add-certification", answer?.result ?? null);
  const formats = useFormats();
  const t = useT();

  // Close the form once a certification was added (adjusting state while rendering, not in an effect).
  const [seenAnswer, setSeenAnswer] = useState(adder.data);
  if (adder.data !== seenAnswer) {
    setSeenAnswer(adder.data);
    if (adder.data?.ok) setOpen(false);
  }

  const Heading = headingLevel;
  const pendingRemoval = remover.state !== "idle" ? remover.formData?.get("certificationId") : null;

  return (
    <section aria-labelledby="certifications-heading" className="grid gap-3">
      <Heading id="certifications-heading" className="text-base font-semibold">
        {t("settings.certifications.title")}
      </Heading>
      {certifications.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("settings.certifications.empty")}</p>
      ) : (
        <ul className="grid gap-2">
          {certifications
            .filter((certification) => certification.id !== pendingRemoval)
            .map((certification) => (
              <li key={certification.id} className="flex flex-wrap items-center gap-2 rounded-md border p-3">
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="font-medium">{certification.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {joinDetails([
                      kindLabel(t, certification.kind),
                      levelLabel(t, certification.level),
                      certification.issuer,
                      certification.issuedOn
                        ? t("settings.credentials.issued", { date: formats.date(certification.issuedOn) })
                        : null,
                    ])}
                  </span>
                </div>
                <ExpiryBadge expiresOn={certification.expiresOn} today={today} />
                <EditCertification certification={certification} action={action} lastResult={lastResult} />
                {certification.verified ? (
                  // The leagues' names can be long (and longer translated): this badge wraps instead of widening the page.
                  <Badge variant="success" className="w-auto max-w-full shrink whitespace-normal">
                    <BadgeCheck aria-hidden="true" />
                    {certification.verifiedBy && certification.verifiedBy.length > 0
                      ? t("settings.certifications.verifiedBy", { leagues: certification.verifiedBy.join(", ") })
                      : t("settings.certifications.verified")}
                  </Badge>
                ) : (
                  <>
                    <Badge variant="secondary">{t("settings.certifications.pending")}</Badge>
                    <remover.Form method="post" action={action}>
                      <input type="hidden" name="intent" value="remove-certification" />
                      <input type="hidden" name="certificationId" value={certification.id} />
                      <Button
                        type="submit"
                        variant="ghost"
                        size="sm"
                        aria-label={t("settings.certifications.removeNamed", { name: certification.name })}
                      >
                        <Trash2 aria-hidden="true" />
                        {t("settings.certifications.remove")}
                      </Button>
                    </remover.Form>
                  </>
                )}
              </li>
            ))}
        </ul>
      )}
      {removeAnswer && !removeAnswer.ok && removeAnswer.message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {removeAnswer.message}
        </p>
      ) : null}

      {/* <details> opens and closes without JavaScript. */}
      <details
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="rounded-md border [&[open]>summary]:border-b"
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 px-3 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <Plus aria-hidden="true" className="size-4" />
          {t("settings.certifications.add")}
        </summary>
        <adder.Form
          method="post"
          action={action}
          id={form.id}
          onSubmit={form.onSubmit}
          noValidate
          className="grid gap-3 p-3 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value="add-certification" />
          <CertificationFields fields={fields} />
          <p className="text-sm text-muted-foreground sm:col-span-2">{t("settings.certifications.pendingNote")}</p>
          <div className="sm:col-span-2">
            <Button type="submit" size="sm" disabled={adder.state !== "idle"}>
              {adder.state !== "idle" ? t("settings.certifications.adding") : t("settings.certifications.add")}
            </Button>
          </div>
        </adder.Form>
      </details>
    </section>
  );
}

function useCertificationForm(
  id: string,
  lastResult: SubmissionResult<string[]> | null,
  defaultValue?: CertificationItem,
) {
  return useForm({
    id,
    lastResult,
    defaultValue: defaultValue
      ? {
          name: defaultValue.name,
          kind: defaultValue.kind,
          level: defaultValue.level,
          issuer: defaultValue.issuer ?? "",
          issuedOn: defaultValue.issuedOn ?? "",
          expiresOn: defaultValue.expiresOn ?? "",
        }
      : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithValibot(formData, { schema: certificationSchema });
    },
  });
}

type CertificationFieldset = ReturnType<typeof useCertificationForm>[1];

/**
 * Name, kind, level, issuer, issue and expiry dates: the same fields for adding and editing. `of` names the certification
 * being edited in each field's accessible name ("Name of Futsal Referee"), so every form's fields differ.
 */
function CertificationFields({ fields, of }: { fields: CertificationFieldset; of?: string }) {
  const t = useT();
  return (
    <>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={fields.name.id}>{t("settings.certifications.name")}</Label>
        <Input
          key={fields.name.key}
          id={fields.name.id}
          name={fields.name.name}
          aria-label={of ? t("settings.certifications.nameOf", { name: of }) : undefined}
          defaultValue={typeof fields.name.initialValue === "string" ? fields.name.initialValue : ""}
          placeholder={t("settings.certifications.namePlaceholder")}
          aria-invalid={fields.name.errors ? true : undefined}
          aria-describedby={fields.name.errors ? fields.name.errorId : undefined}
        />
        {fields.name.errors ? (
          <p id={fields.name.errorId} className="text-sm font-medium text-destructive">
            {fields.name.errors.join(" ")}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.kind.id}>{t("settings.credentials.kind")}</Label>
        <NativeSelect
          key={fields.kind.key}
          id={fields.kind.id}
          name={fields.kind.name}
          aria-label={of ? t("settings.credentials.kindOf", { name: of }) : undefined}
          defaultValue={typeof fields.kind.initialValue === "string" ? fields.kind.initialValue : "certification"}
        >
          {CREDENTIAL_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(t, kind)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.level.id}>{t("settings.certifications.level")}</Label>
        <NativeSelect
          key={fields.level.key}
          id={fields.level.id}
          name={fields.level.name}
          aria-label={of ? t("settings.certifications.levelOf", { name: of }) : undefined}
          defaultValue={typeof fields.level.initialValue === "string" ? fields.level.initialValue : "Level 1"}
        >
          {CERTIFICATION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {levelLabel(t, level)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.issuer.id}>{t("settings.certifications.issuer")}</Label>
        <Input
          key={fields.issuer.key}
          id={fields.issuer.id}
          name={fields.issuer.name}
          aria-label={of ? t("settings.certifications.issuerOf", { name: of }) : undefined}
          defaultValue={typeof fields.issuer.initialValue === "string" ? fields.issuer.initialValue : ""}
          placeholder={t("settings.certifications.issuerPlaceholder")}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.issuedOn.id}>{t("settings.credentials.issuedOn")}</Label>
        <Input
          key={fields.issuedOn.key}
          id={fields.issuedOn.id}
          name={fields.issuedOn.name}
          aria-label={of ? t("settings.credentials.issuedOnOf", { name: of }) : undefined}
          type="date"
          defaultValue={typeof fields.issuedOn.initialValue === "string" ? fields.issuedOn.initialValue : ""}
          aria-invalid={fields.issuedOn.errors ? true : undefined}
          aria-describedby={fields.issuedOn.errors ? fields.issuedOn.errorId : undefined}
        />
        {fields.issuedOn.errors ? (
          <p id={fields.issuedOn.errorId} className="text-sm font-medium text-destructive">
            {fields.issuedOn.errors.join(" ")}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fields.expiresOn.id}>{t("settings.certifications.expiresOn")}</Label>
        <Input
          key={fields.expiresOn.key}
          id={fields.expiresOn.id}
          name={fields.expiresOn.name}
          aria-label={of ? t("settings.certifications.expiresOnOf", { name: of }) : undefined}
          type="date"
          defaultValue={typeof fields.expiresOn.initialValue === "string" ? fields.expiresOn.initialValue : ""}
          aria-invalid={fields.expiresOn.errors ? true : undefined}
          aria-describedby={fields.expiresOn.errors ? fields.expiresOn.errorId : undefined}
        />
        {fields.expiresOn.errors ? (
          <p id={fields.expiresOn.errorId} className="text-sm font-medium text-destructive">
            {fields.expiresOn.errors.join(" ")}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** Edit on one certification: an inline form (a <details>, so it opens without JavaScript). */
function EditCertification({
  certification,
  action,
  lastResult,
}: {
  certification: CertificationItem;
  action?: string;
  lastResult?: CertificationAnswer | null;
}) {
  const editor = useFetcher<CertificationAnswer>();
  const t = useT();
  const pageAnswer =
    lastResult?.intent === "edit-certification" && lastResult.certificationId === certification.id ? lastResult : null;
  const answer = editor.data ?? pageAnswer;
  const [open, setOpen] = useState(answer?.ok === false);
  const [form, fields] = useCertificationForm(
    `edit-certification-${certification.id}`,
    answer?.ok === false ? (answer.result ?? null) : null,
    certification,
  );

  // Close the form once the change was saved (adjusting state while rendering, not in an effect).
  const [seenAnswer, setSeenAnswer] = useState(editor.data);
  if (editor.data !== seenAnswer) {
    setSeenAnswer(editor.data);
    if (editor.data?.ok) setOpen(false);
  }

  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="order-last basis-full [&[open]>summary]:mb-2"
    >
      <summary
        className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-medium text-primary [&::-webkit-details-marker]:hidden"
        aria-label={t("settings.certifications.editNamed", { name: certification.name })}
      >
        <Pencil aria-hidden="true" className="size-3.5" />
        {t("settings.certifications.edit")}
      </summary>
      <editor.Form
        method="post"
        action={action}
        id={form.id}
        onSubmit={form.onSubmit}
        noValidate
        className="grid gap-3 rounded-md border p-3 sm:grid-cols-2"
      >
        <input type="hidden" name="intent" value="edit-certification" />
        <input type="hidden" name="certificationId" value={certification.id} />
        <CertificationFields fields={fields} of={certification.name} />
        {certification.verified ? (
          <p className="text-sm text-muted-foreground sm:col-span-2">{t("settings.certifications.verifiedNote")}</p>
        ) : null}
        {answer && !answer.ok && answer.message ? (
          <p role="alert" className="text-sm font-medium text-destructive sm:col-span-2">
            {answer.message}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" size="sm" disabled={editor.state !== "idle"}>
            {editor.state !== "idle" ? t("settings.saving") : t("settings.certifications.saveCertification")}
          </Button>
        </div>
      </editor.Form>
    </details>
  );
}
