import { useEffect } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useT } from "~/i18n/react";

interface SuggestionView {
  refereeId: string;
  name: string;
  level: number | null;
  reasons: string[];
  explanation: string;
}

interface LeftOutView {
  refereeId: string;
  name: string;
  conflicts: { severity: "hard" | "soft"; message: string }[];
}

type SuggestionsData =
  { ok: true; suggestions: SuggestionView[]; leftOut: LeftOutView[] } | { message: string; ok?: undefined };

/**
 * The engine's best referees for one open slot (GET /assignor/games/:gameId/suggestions), each with its
 * reasons in words and a Choose button, and the referees left out with what rules them out.
 */
export function RefereeSuggestions({
  gameId,
  position,
  onChoose,
}: {
  gameId: string;
  position: string;
  onChoose: (refereeId: string) => void;
}) {
  const t = useT();
  const fetcher = useFetcher<SuggestionsData>();
  const href = `/assignor/games/${encodeURIComponent(gameId)}/suggestions?position=${encodeURIComponent(position)}`;
  const { load } = fetcher;
  useEffect(() => {
    void load(href);
  }, [load, href]);

  const answer = fetcher.data;
  const headingId = `suggestions-${gameId}-${position}`;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={fetcher.state !== "idle"}
      className="flex flex-col gap-2 rounded-md border p-3"
    >
      <h3 id={headingId} className="text-sm font-medium">
        {t("assignor.suggestions.title")}
      </h3>
      {!answer ? (
        <p className="text-sm text-muted-foreground">{t("assignor.suggestions.loading")}</p>
      ) : !answer.ok ? (
        <p className="text-sm text-muted-foreground">{answer.message}</p>
      ) : answer.suggestions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("assignor.suggestions.none")}</p>
      ) : (
        <ol className="flex flex-col gap-2">
          {answer.suggestions.map((suggestion) => (
            <li key={suggestion.refereeId} className="flex items-start justify-between gap-3">
              <div className="text-sm">
                <div className="font-medium">
                  {suggestion.level
                    ? t("assignor.assign.refereeWithLevel", { name: suggestion.name, level: suggestion.level })
                    : suggestion.name}
                </div>
                <div className="text-muted-foreground">{suggestion.explanation}</div>
              </div>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => onChoose(suggestion.refereeId)}
                aria-label={t("assignor.suggestions.chooseLabel", { name: suggestion.name })}
              >
                {t("assignor.suggestions.choose")}
              </Button>
            </li>
          ))}
        </ol>
      )}
      {answer?.ok && answer.leftOut.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-muted-foreground">
            {t("assignor.suggestions.leftOut", { count: answer.leftOut.length })}
          </summary>
          <ul className="mt-2 flex flex-col gap-1">
            {answer.leftOut.map((left) => (
              <li key={left.refereeId}>
                <span className="font-medium">{left.name}</span>
                {t("assignor.suggestions.leftOutReasons", {
                  reasons: left.conflicts.map((conflict) => conflict.message).join("; "),
                })}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
