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
import { CONTACT_DETAILS, CONTACT_TOPIC_LABELS, CONTACT_TOPICS, isContactTopic } from "~/content/contact";
import { pageMeta } from "~/content/site";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_RATE_LIMIT,
  ContactMessageSchema,
  type ContactMessageInput,
} from "~/domain/contact-message";
import { formText, parseConformSubmission } from "~/domain/forms";
import { saveContactMessage } from "~/server/contact.server";
import { getAppContext } from "~/server/context.server";
import { clientAddress, hitRateLimit } from "~/server/rate-limit.server";

export function loader({ request }: Route.LoaderArgs) {
  const topic = new URL(request.url).searchParams.get("topic");
  return { topic: isContactTopic(topic) ? topic : "general" };
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
          formErrors: [
            `Too many messages from your connection. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again, or email ${CONTACT_DETAILS.email}.`,
          ],
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

export const meta: Route.MetaFunction = () =>
  pageMeta("Contact", "Questions, demos or support: send the Whistle team a message. Support is available 24/7.");

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Get in touch"
        lead="Questions about Whistle, a demo for your league or help with your account: we read every message."
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[2fr_1fr]">
        {actionData?.sent ? (
          <Confirmation firstName={actionData.firstName} />
        ) : (
          <ContactForm topic={loaderData.topic} lastResult={actionData?.result} />
        )}
        <aside aria-labelledby="contact-details-heading" className="flex flex-col gap-4">
          <h2 id="contact-details-heading" className="text-xl font-semibold">
            Other ways to reach us
          </h2>
          <p className="flex gap-2">
            <Mail aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <a href={`mailto:${CONTACT_DETAILS.email}`} className="text-primary underline underline-offset-4">
              {CONTACT_DETAILS.email}
            </a>
          </p>
          <p className="flex gap-2">
            <Clock aria-hidden="true" className="mt-1 size-4 shrink-0" />
            Support {CONTACT_DETAILS.support}
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

function Confirmation({ firstName }: { firstName: string }) {
  return (
    <section
      aria-labelledby="confirmation-heading"
      role="status"
      className="flex flex-col items-start gap-4 rounded-lg border bg-card p-8 text-card-foreground"
    >
      <CircleCheck aria-hidden="true" className="size-10 text-primary" />
      <h2 id="confirmation-heading" className="text-2xl font-semibold">
        Message sent
      </h2>
      <p>
        Thank you{firstName ? `, ${firstName}` : ""}! We have received your message and will reply by email, usually
        within one business day.
      </p>
      <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
        Send another message
      </Link>
    </section>
  );
}

type ContactFormProps = {
  topic: string;
  lastResult: SubmissionResult<string[]> | undefined;
};

function ContactForm({ topic, lastResult }: ContactFormProps) {
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
        Send us a message
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
          <Field label="First name" field={fields.firstName}>
            <Input
              {...getInputProps(fields.firstName, { type: "text" })}
              key={fields.firstName.key}
              autoComplete="given-name"
            />
          </Field>
          <Field label="Last name" field={fields.lastName}>
            <Input
              {...getInputProps(fields.lastName, { type: "text" })}
              key={fields.lastName.key}
              autoComplete="family-name"
            />
          </Field>
        </div>
        <Field label="Email" field={fields.email}>
          <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="email" />
        </Field>
        <Field label="Organization (optional)" field={fields.organization}>
          <Input
            {...getInputProps(fields.organization, { type: "text" })}
            key={fields.organization.key}
            autoComplete="organization"
          />
        </Field>
        <Field label="Topic" field={fields.topic}>
          <select {...getSelectProps(fields.topic)} key={fields.topic.key} className={cn(fieldClasses, "h-10")}>
            {CONTACT_TOPICS.map((option) => (
              <option key={option} value={option}>
                {CONTACT_TOPIC_LABELS[option]}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Message" field={fields.message}>
          <Textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={6} />
        </Field>
        {/* Honeypot: off screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-reference">Leave this field empty</label>
          <input id="contact-reference" type="text" name={CONTACT_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </div>
        <div>
          <Button type="submit" size="lg" disabled={sending}>
            {sending ? "Sending…" : "Send Message"}
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
