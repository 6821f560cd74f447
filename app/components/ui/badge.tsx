import type { ComponentProps } from "react";
import type { AssignmentStatus, GameStatus } from "~/domain/constants";
import { cn } from "./utils";
import { useT } from "~/i18n/react";
import { assignmentStatusLabel, gameStatusLabel } from "~/domain/game-labels";

export type BadgeVariant = "default" | "secondary" | "outline" | "destructive" | "success" | "warning" | "info";

const variants: Record<BadgeVariant, string> = {
  default: "border-transparent bg-primary text-primary-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "text-foreground",
  destructive: "border-transparent bg-destructive text-destructive-foreground",
  success: "border-transparent bg-success text-success-foreground",
  warning: "border-transparent bg-warning text-warning-foreground",
  info: "border-transparent bg-info text-info-foreground",
};

export function badgeVariants({ variant = "default" }: { variant?: BadgeVariant } = {}): string {
  return cn(
    "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3",
    variants[variant],
  );
}

export type BadgeProps = ComponentProps<"span"> & { variant?: BadgeVariant };

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

/** Spec colours: pending blue, assigned/confirmed green, completed grey, cancelled red. */
export const gameStatusBadgeVariant: Record<GameStatus, BadgeVariant> = {
  pending: "info",
  assigned: "success",
  confirmed: "success",
  completed: "secondary",
  cancelled: "destructive",
};

/** Spec colours: pending yellow, confirmed green, declined red, completed blue, cancelled grey. */
export const assignmentStatusBadgeVariant: Record<AssignmentStatus, BadgeVariant> = {
  pending: "warning",
  confirmed: "success",
  declined: "destructive",
  completed: "info",
  cancelled: "secondary",
};

export type StatusBadgeProps = Omit<BadgeProps, "variant" | "children"> &
  ({ kind: "game"; status: GameStatus } | { kind: "assignment"; status: AssignmentStatus });

export function StatusBadge({ kind, status, ...props }: StatusBadgeProps) {
  const variant = kind === "game" ? gameStatusBadgeVariant[status] : assignmentStatusBadgeVariant[status];
  const t = useT();
  const label = kind === "game" ? gameStatusLabel(status, t) : assignmentStatusLabel(status, t);
  return (
    <Badge variant={variant} {...props}>
      {label}
    </Badge>
  );
}
