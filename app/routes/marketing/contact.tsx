import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithValibot } from "@conform-to/valibot";
import { CircleCheck, Clock, Mail, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contact";
import { PageHeader } from "~/components/marketing/page";
import { Button } from "~/components/ui/button";
import { fieldClasses, Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/components/ui/utils";
import {
  CONTACT_CONTENT,
  CONTACT_DETAILS,
  isContactTopic,
  type ContactPage,
  type ContactTopic,
} from "~/content/contact";
import { contentMeta } from "~/content/site";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_RATE_LIMIT,
  ContactMessageSchema,
  type ContactMessageInput,
} from "~/domain/contact-message";
import { formText, parseConformSubmission } from "~/domain/forms";
import { useT } from "~/i18n/react";
import { tr } from "~/i18n/text";
import { saveContactMessage } from "~/server/contact.server";
import { getAppContext } from "~/server/context.server";
import { getLocale } from "~/server/locale.server";
import { clientAddress, hitRateLimit } from "~/server/rate-limit.server";

/** The page in the request's language only (issue 19), and the topic a link preselected. */
export function loader({ request, context }: Route.LoaderArgs) {
  const topic = new URL(request.url).searchParams.get("topic");
  return { topic: isContactTopic(topic) ? topic : "general", content: CONTACT_CONTENT[getLocale(context)] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseConformSubmission(ContactMessageSchema, formData);

  // A filled-in honeypot is a bot: answer as if all went well so it learns nothing, and drop it.
  if (formText(formData, CONTACT_HONEYPOT_FIELD).trim() !== "") {
    return { sent: true as const, firstName: "" };
  }

  if (!submission.ok) {
    return data({ sent: false as const, result: submission.reply() }, { status: 400 });
  }

  const { db, env } = getAppContext(context);
  // Only messages we would store count, so a person fixing typos is never locked out.
  const limit = await hitRateLimit(db, `contact:${clientAddress(request)}`, CONTACT_RATE_LIMIT);
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return data(
      {
        sent: false as const,
        result: submission.reply({
          formErrors: [tr("public.contact.tooMany", { minutes, email: CONTACT_DETAILS.email })],
        }),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  await saveContactMessage(db, submission.value, { supportEmail: env.SUPPORT_EMAIL });
  return { sent: true as const, firstName: submission.value.firstName };
}

/** Passes the action's Retry-After (rate limit) on to the document response. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders;
}

export const meta: Route.MetaFunction = ({ loaderData }) => contentMeta(loaderData);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { content } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader eyebrow={content.eyebrow} title={content.title} lead={content.lead} />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        {actionData?.sent ? (
          <Confirmation firstName={actionData.firstName} content={content} />
        ) : (
          <ContactForm topic={loaderData.topic} lastResult={actionData?.result} content={content} />
        )}
        <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-4">
          <h2 id="contact-details-heading" className="text-xl font-semibold">
            {content.detailsTitle}
          </h2>
          <p className="flex gap-2">
            <Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <a href={`mailto:${CONTACT_DETAILS.email}`} className="text-primary underline underline-offset-4">
              {CONTACT_DETAILS.email}
            </a>
          </p>
          <p className="flex gap-2">
            <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {t("public.contact.support", { hours: CONTACT_DETAILS.support })}
          </p>
          <address className="flex gap-2 not-italic">
            <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <span>
              {CONTACT_DETAILS.address.map((line, index) => (
                <span key={line}>
                  {index > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </span>
          </address>
        </aside>
      </div>
    </>
  );
}

function Confirmation({ firstName, content }: { firstName: string; content: ContactPage }) {
  const t = useT();
  return (
    <section
      aria-labelledby="confirmation-heading"
      role="status"
      className="flex flex-col items-start gap-4 rounded-lg border bg-card p-8 text-card-foreground"
    >
      <CircleCheck aria-hidden="true" className="size-10 text-primary" />
      <h2 id="confirmation-heading" className="text-2xl font-semibold">
        {content.sentTitle}
      </h2>
      <p>{firstName ? t("public.contact.thanksNamed", { name: firstName }) : t("public.contact.thanks")}</p>
      <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
        {content.sendAnother}
      </Link>
    </section>
  );
}

/** Input types for conform's `getInputProps`: attributes, not words. */
const TEXT_INPUT = { type: "text" } as const;
const EMAIL_INPUT = { type: "email" } as const;

type ContactFormProps = {
  topic: string;
  lastResult: SubmissionResult<string[]> | undefined;
  content: ContactPage;
};

function ContactForm({ topic, lastResult, content }: ContactFormProps) {
  const { labels } = content;
  const navigation = useNavigation();
  const [form, fields] = useForm<ContactMessageInput>({
    id: "contact",
    lastResult,
    defaultValue: { topic },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      return parseWithValibot(formData, { schema: ContactMessageSchema });
    },
  });
  const sending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact");

  return (
    <section aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="mb-6 text-2xl font-semibold">
        {content.formTitle}
      </h2>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-5">
        {form.errors ? (
          <div
            id={form.errorId}
            role="alert"
            className="rounded-md border border-destructive p-4 text-sm font-medium text-destructive"
          >
            {form.errors.join(" ")}
          </div>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={labels.firstName} field={fields.firstName}>
            <Input
              {...getInputProps(fields.firstName, TEXT_INPUT)}
              key={fields.firstName.key}
              autoComplete="given-name"
            />
          </Field>
          <Field label={labels.lastName} field={fields.lastName}>
            <Input
              {...getInputProps(fields.lastName, TEXT_INPUT)}
              key={fields.lastName.key}
              autoComplete="family-name"
            />
          </Field>
        </div>
        <Field label={labels.email} field={fields.email}>
          <Input {...getInputProps(fields.email, EMAIL_INPUT)} key={fields.email.key} autoComplete="email" />
        </Field>
        <Field label={labels.organization} field={fields.organization}>
          <Input
            {...getInputProps(fields.organization, TEXT_INPUT)}
            key={fields.organization.key}
            autoComplete="organization"
          />
        </Field>
        <Field label={labels.topic} field={fields.topic}>
          <select {...getSelectProps(fields.topic)} key={fields.topic.key} className={cn(fieldClasses, "h-10")}>
            {(Object.entries(content.topics) as [ContactTopic, string][]).map(([option, label]) => (
              <option key={option} value={option}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={labels.message} field={fields.message}>
          <Textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} />
        </Field>
        {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-reference">{content.honeypot}</label>
          <input id="contact-reference" type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <div>
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? content.sending : content.send}
          </Button>
        </div>
      </Form>
    </section>
  );
}

/** A labelled control of the conform form with its errors (`field` is conform's metadata for it). */
function Field({
  label,
  field,
  children,
}: {
  label: string;
  field: { id: string; errorId: string; errors?: string[] };
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={field.id}>{label}</Label>
      {children}
      {field.errors?.length ? (
        <p id={field.errorId} className="text-sm font-medium text-destructive">
          {field.errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
