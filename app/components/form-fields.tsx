/**
 * The one form-field module (decision 0045): a labelled control with its field errors, wired for
 * assistive technology (`<label for>`, `aria-invalid`, `aria-describedby` to the errors, whose id is
 * `<control id>-error`), plus the form-level message. Every form renders its labelled fields with these.
 *
 * A field's id is `id` when given, else `<idPrefix>-<name>`, else `name`. `errors` is either the field's
 * own messages or the whole form's field errors (`Record<field, string[]>`), looked up by `name`.
 */
import type { ComponentProps, ReactNode } from "react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-controls";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/components/ui/utils";

/** A form-level message: an error (role alert, read out at once) or a notice. */
export function FormMessage({
  children,
  tone = "error",
  id,
}: {
  children?: ReactNode;
  tone?: "error" | "success";
  id?: string;
}) {
  if (!children) return null;
  return (
    <div
      id={id}
      role={tone === "error" ? "alert" : "status"}
      className={cn(
        "rounded-md border px-3 py-2 text-sm",
        tone === "error"
          ? "border-destructive/40 bg-destructive/10 text-destructive"
          : "border-success/40 bg-success/10 text-foreground",
      )}
    >
      {children}
    </div>
  );
}

/** Messages under one field; a list when there are several (e.g. password reasons). */
export function FieldErrors({ id, errors, list = false }: { id: string; errors?: readonly string[]; list?: boolean }) {
  if (!errors || errors.length === 0) return null;
  if (errors.length === 1 && !list) {
    return (
      <p id={id} className="text-sm text-destructive">
        {errors[0]}
      </p>
    );
  }
  return (
    <ul id={id} className="list-disc space-y-0.5 pl-5 text-sm text-destructive">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

type ErrorsOf = readonly string[] | Readonly<Record<string, readonly string[] | undefined>> | undefined;

type FieldProps = {
  name: string;
  label: ReactNode;
  id?: string;
  idPrefix?: string;
  errors?: ErrorsOf;
  /** Show several messages as a list even when there is one. */
  errorList?: boolean;
  /** A line under the control (id `<control id>-hint`) that the control is described by, before the errors. */
  hint?: ReactNode;
  className?: string;
  labelClassName?: string;
};

/** The id, errors and aria attributes one labelled control needs. */
function fieldWiring({ name, id, idPrefix, errors, hint }: FieldProps) {
  const controlId = id ?? (idPrefix ? `${idPrefix}-${name}` : name);
  const messages = Array.isArray(errors)
    ? (errors as readonly string[])
    : (errors as Readonly<Record<string, readonly string[] | undefined>> | undefined)?.[name];
  const invalid = Boolean(messages && messages.length > 0);
  const errorId = `${controlId}-error`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const describedIds = [hintId, invalid ? errorId : undefined].filter(Boolean).join(" ");
  return {
    controlId,
    errorId,
    hintId,
    messages: invalid ? messages : undefined,
    control: {
      id: controlId,
      name,
      "aria-invalid": invalid ? true : undefined,
      "aria-describedby": describedIds || undefined,
    } as const,
  };
}

function FieldFrame({
  field,
  wiring,
  children,
}: {
  field: FieldProps;
  wiring: ReturnType<typeof fieldWiring>;
  children: ReactNode;
}) {
  return (
    <div className={field.className ?? "grid gap-1.5"}>
      <Label htmlFor={wiring.controlId} className={field.labelClassName}>
        {field.label}
      </Label>
      {children}
      {field.hint ? (
        <p id={wiring.hintId} className="text-xs text-muted-foreground">
          {field.hint}
        </p>
      ) : null}
      <FieldErrors id={wiring.errorId} errors={wiring.messages} list={field.errorList} />
    </div>
  );
}

type Without<Props> = Omit<Props, "name" | "id" | "className" | "aria-describedby">;

function splitField<Rest>(props: FieldProps & Rest): [FieldProps, Rest] {
  const { name, label, id, idPrefix, errors, errorList, hint, className, labelClassName, ...rest } = props;
  return [{ name, label, id, idPrefix, errors, errorList, hint, className, labelClassName }, rest as Rest];
}

/** A labelled text input (any `type` an `<input>` takes). */
export function TextField(props: FieldProps & Without<ComponentProps<typeof Input>>) {
  const [field, input] = splitField(props);
  const wiring = fieldWiring(field);
  return (
    <FieldFrame field={field} wiring={wiring}>
      <Input {...wiring.control} {...input} />
    </FieldFrame>
  );
}

/** A labelled multi-line text box. */
export function TextareaField(props: FieldProps & Without<ComponentProps<typeof Textarea>>) {
  const [field, textarea] = splitField(props);
  const wiring = fieldWiring(field);
  return (
    <FieldFrame field={field} wiring={wiring}>
      <Textarea {...wiring.control} {...textarea} />
    </FieldFrame>
  );
}

/** A labelled native `<select>` (works without JavaScript); options are its children. */
export function SelectField(props: FieldProps & Without<ComponentProps<typeof NativeSelect>>) {
  const [field, select] = splitField(props);
  const wiring = fieldWiring(field);
  return (
    <FieldFrame field={field} wiring={wiring}>
      <NativeSelect {...wiring.control} {...select} />
    </FieldFrame>
  );
}

/** A group of checkboxes sharing one `name` (a multi-value field), under its legend. */
export function CheckboxGroupField({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="size-4 accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
