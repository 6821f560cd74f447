import type { ComponentProps } from "react";
import { fieldClasses } from "./input";
import { cn } from "./utils";

export function Textarea({ className, rows = 4, ...props }: ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(fieldClasses, "min-h-20", className)} {...props} />;
}
