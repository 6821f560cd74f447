/** A referee's conflicts for one game, each marked as blocking or as a warning (decision 0017). */
import { useT } from "~/i18n/react";

export function ConflictList({
  conflicts,
}: {
  conflicts: readonly { code: string; severity: string; message: string }[];
}) {
  const t = useT();
  if (conflicts.length === 0) return null;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5">
      {conflicts.map((conflict) => (
        <li key={`${conflict.code}:${conflict.message}`}>
          {conflict.severity === "hard"
            ? t("assignor.conflicts.blocks", { message: conflict.message })
            : t("assignor.conflicts.warning", { message: conflict.message })}
        </li>
      ))}
    </ul>
  );
}
