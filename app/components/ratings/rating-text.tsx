/**
 * A referee's computed rating as every page shows it (issue 22, decision 0085): "4.3 / 5 (12 evaluations)",
 * one decimal the reader's way, or "Not rated" when no evaluation is in the rolling 12 months.
 */
import { Star } from "lucide-react";
import { useFormats } from "~/components/formats";
import { useT } from "~/i18n/react";

/** "4.3", "4,3": a rating with one decimal in the reader's locale. */
export function formatRating(locale: string, rating: number): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

export function RatingText({
  rating,
  count,
  star = true,
  className,
}: {
  rating: number | null | undefined;
  count: number | null | undefined;
  star?: boolean;
  className?: string;
}) {
  const t = useT();
  const { locale } = useFormats();
  if (rating === null || rating === undefined) return <span className={className}>{t("common.ratings.none")}</span>;
  return (
    <span className={`inline-flex items-center gap-1 tabular-nums ${className ?? ""}`}>
      {star ? <Star aria-hidden="true" className="size-4 fill-current text-warning" /> : null}
      {t("common.ratings.value", { rating: formatRating(locale, rating), count: count ?? 0 })}
    </span>
  );
}
