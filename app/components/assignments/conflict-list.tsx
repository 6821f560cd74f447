/** A referee's conflicts for one game, each marked as blocking or as a warning (decision 0017). */
export function ConflictList({
  conflicts,
}: {
  conflicts: readonly { code: string; severity: string; message: string }[];
}) {
  if (conflicts.length === 0) return null;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5">
      {conflicts.map((conflict) => (
        <li key={`${conflict.code}:${conflict.message}`}>
          <span className="font-medium">{conflict.severity === "hard" ? "Blocks: " : "Warning: "}</span>
          {conflict.message}
        </li>
      ))}
    </ul>
  );
}
