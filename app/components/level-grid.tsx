/**
 * A grid of checkboxes with one column per game level and one row per something else: the referee levels that
 * may work each game level, the credentials each level requires, a referee's ranks per position. One table
 * shape (headers scoped, each box named for what it means) for the three.
 */
import { GAME_LEVELS, type GameLevel } from "~/domain/constants";

export interface LevelGridCell {
  name: string;
  value: string;
  checked: boolean;
  /** What ticking this box says ("Referee at Youth"). */
  label: string;
}

export function LevelGrid<Row extends string | number>({
  corner,
  rows,
  rowLabel,
  levelLabel,
  cell,
  caption,
  disabled = false,
}: {
  /** The header above the rows' labels. */
  corner: string;
  rows: readonly Row[];
  rowLabel: (row: Row) => string;
  levelLabel: (level: GameLevel) => string;
  cell: (row: Row, level: GameLevel) => LevelGridCell;
  /** A caption for screen readers when no legend names the table. */
  caption?: string;
  disabled?: boolean;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col" className="py-2 pr-4 text-left font-medium">
              {corner}
            </th>
            {GAME_LEVELS.map((level) => (
              <th key={level} scope="col" className="px-3 py-2 text-center font-medium">
                {levelLabel(level)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row} className="border-t">
              <th scope="row" className="py-2 pr-4 text-left font-normal">
                {rowLabel(row)}
              </th>
              {GAME_LEVELS.map((level) => {
                const box = cell(row, level);
                return (
                  <td key={level} className="px-3 py-2 text-center">
                    <input
                      type="checkbox"
                      name={box.name}
                      value={box.value}
                      defaultChecked={box.checked}
                      disabled={disabled}
                      aria-label={box.label}
                      className="size-4 accent-primary"
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
