import type { ComponentProps } from "react";
import { fieldClasses } from "./input";
import { cn } from "./utils";

/**
 * A switch that is a real checkbox (`role="switch"`): it submits with a plain form and toggles before
 * any JavaScript has loaded, which the Radix `Switch` (a button) cannot. Same look as `Switch`.
 */
export function SwitchInput({ className, ...props }: Omit<ComponentProps<"input">, "type" | "role">) {
  return (
    <span className={cn("relative inline-flex h-6 w-11 shrink-0", className)}>
      <input
        type="checkbox"
        role="switch"
        className="peer h-6 w-11 cursor-pointer appearance-none rounded-full border-2 border-transparent bg-input transition-colors checked:bg-primary disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0.5 left-0.5 size-5 rounded-full bg-background shadow-md transition-transform peer-checked:translate-x-5"
      />
    </span>
  );
}

/** A styled native `<select>`: works without JavaScript and with every form and assistive tool. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClasses, "h-10 pr-8", className)} {...props} />;
}
