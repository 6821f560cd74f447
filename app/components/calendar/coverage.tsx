import { Ban, CircleAlert, CircleCheck, CircleDashed, Clock, Flag, type LucideIcon } from "lucide-react";
import { COVERAGE_LABELS, type Coverage } from "~/domain/assignor-calendar";
import { cn } from "~/components/ui/utils";
import { useT } from "~/i18n/react";

/** Colour, icon and words for each coverage: the colour is never the only cue. */
export const COVERAGE_STYLES: Record<Coverage, { icon: LucideIcon; className: string; swatch: string }> = {
  unassigned: { icon: CircleAlert, className: "border-l-destructive bg-destructive/10", swatch: "bg-destructive" },
  partial: { icon: CircleDashed, className: "border-l-warning bg-warning/20", swatch: "bg-warning" },
  assigned: { icon: Clock, className: "border-l-info bg-info/10", swatch: "bg-info" },
  confirmed: { icon: CircleCheck, className: "border-l-success bg-success/10", swatch: "bg-success" },
  completed: { icon: Flag, className: "border-l-muted-foreground bg-muted", swatch: "bg-muted-foreground" },
  cancelled: {
    icon: Ban,
    className: "border-l-muted-foreground/50 bg-muted/50 text-muted-foreground line-through",
    swatch: "bg-muted-foreground/50",
  },
};

export function CoverageLegend() {
  const t = useT();
  return (
    <ul aria-label={t("assignor.calendar.legend")} className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {(Object.keys(COVERAGE_STYLES) as Coverage[]).map((coverage) => {
        const { icon: Icon, swatch } = COVERAGE_STYLES[coverage];
        return (
          <li key={coverage} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("size-3 rounded-sm", swatch)} />
            <Icon aria-hidden="true" className="size-4" />
            <span className={cn(coverage === "cancelled" && "line-through")}>{t(COVERAGE_LABELS[coverage])}</span>
          </li>
        );
      })}
    </ul>
  );
}
