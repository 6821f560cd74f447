import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { ThemeToggle } from "./ui/theme-toggle";
import { cn } from "./ui/utils";

/** The frame of the sign-in, sign-up and password pages: back link, title, one card. */
export function AuthCard({
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-3">
        <Link
          to="/"
          className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to home
        </Link>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-6 pb-16 sm:items-center">
        <div
          className={cn(
            "w-full rounded-lg border bg-card p-6 text-card-foreground shadow-sm sm:p-8",
            wide ? "max-w-xl" : "max-w-md",
          )}
        >
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
          <div className="mt-6">{children}</div>
          {footer ? <div className="mt-6 border-t pt-4 text-center text-sm text-muted-foreground">{footer}</div> : null}
        </div>
      </main>
    </div>
  );
}

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
