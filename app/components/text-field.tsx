/**
 * A labelled text input with its field errors, wired for assistive technology (`aria-invalid`,
 * `aria-describedby` to the errors). The forms added for payments, accounting and the settings cards
 * share it; `id` defaults to `<idPrefix>-<name>`.
 */
import type { ComponentProps } from "react";
import { FieldErrors } from "~/components/auth-card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

export function TextField({
  idPrefix,
  name,
  label,
  errors,
  className = "grid gap-1.5",
  ...props
}: {
  idPrefix: string;
  name: string;
  label: string;
  errors?: Readonly<Record<string, readonly string[] | undefined>>;
  className?: string;
} & Omit<ComponentProps<typeof Input>, "name" | "id" | "className">) {
  const id = `${idPrefix}-${name}`;
  const fieldErrors = errors?.[name];
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        aria-invalid={fieldErrors ? true : undefined}
        aria-describedby={fieldErrors ? `${id}-error` : undefined}
        {...props}
      />
      <FieldErrors id={`${id}-error`} errors={fieldErrors} />
    </div>
  );
}
