import { useSyncExternalStore, type ComponentProps } from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import { X } from "lucide-react";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "~/domain/constants";
import { useT } from "~/i18n/react";
import { cn } from "./utils";

/* ---------- Store: module-level, newest first, at most TOAST_LIMIT at a time. ---------- */

export type ToastVariant = "default" | "destructive";

export type ToastOptions = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; defaults to TOAST_DURATION_MS. */
  duration?: number;
};

export type ToastItem = Required<Omit<ToastOptions, "description">> & {
  id: string;
  description?: string;
};

const EMPTY: readonly ToastItem[] = [];
let toasts: readonly ToastItem[] = EMPTY;
let nextId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Shows a toast and returns its id. Older toasts beyond TOAST_LIMIT are dropped. */
export function toast({ title, description, variant = "default", duration = TOAST_DURATION_MS }: ToastOptions): string {
  nextId += 1;
  const id = `toast-${nextId}`;
  setToasts([{ id, title, description, variant, duration }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: string): void {
  if (toasts.some((t) => t.id === id)) setToasts(toasts.filter((t) => t.id !== id));
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => EMPTY,
  );
}

/* ---------- Styled Radix primitives. ---------- */

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn(
        "fixed inset-x-0 top-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-sm sm:flex-col-reverse",
        className,
      )}
      {...props}
    />
  );
}

export function Toast({
  className,
  variant = "default",
  ...props
}: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        "group pointer-events-auto relative flex w-full items-start gap-3 rounded-md border p-4 pr-10 shadow-lg data-[state=open]:animate-slide-in data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x)",
        variant === "destructive"
          ? "border-destructive bg-destructive text-destructive-foreground"
          : "bg-card text-card-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      className={cn(
        "text-sm text-muted-foreground group-data-[variant=destructive]:text-destructive-foreground",
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useT();
  return (
    <ToastPrimitive.Close className={cn("absolute top-3 right-3 rounded-sm p-0.5 text-current", className)} {...props}>
      <X aria-hidden="true" className="size-4" />
      <span className="sr-only">{t("ui.close")}</span>
    </ToastPrimitive.Close>
  );
}
