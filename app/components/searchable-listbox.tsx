import { useId, useState, type KeyboardEvent, type ReactNode } from "react";
import { Check, Search } from "lucide-react";
import { Input } from "./ui/input";
import { useT } from "~/i18n/react";
import { Label } from "./ui/label";
import { cn } from "./ui/utils";

export interface ListboxOption {
  value: string;
  /** What the option is called (its accessible name) and what typing matches first. */
  label: string;
  /** More words to match and to show under the label (date, venue, level...). */
  description?: string;
  /** Shown beside the label, e.g. a conflict badge. */
  aside?: ReactNode;
}

/** Every word typed appears somewhere in the option's label or description, case aside. */
export function matchesQuery(option: Pick<ListboxOption, "label" | "description">, query: string): boolean {
  const haystack = `${option.label} ${option.description ?? ""}`.toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/**
 * A searchable single choice: a combobox text box that filters an always-visible listbox (the
 * WAI-ARIA combobox pattern with a list popup that does not close). Arrow keys move, Enter chooses;
 * the choice is posted through a hidden input named `name`.
 */
export function SearchableListbox({
  label,
  name,
  options,
  value,
  onChange,
  placeholder,
  emptyText,
  invalid,
  describedBy,
}: {
  label: string;
  name: string;
  options: readonly ListboxOption[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  emptyText: string;
  invalid?: boolean;
  describedBy?: string;
}) {
  const t = useT();
  const id = useId();
  const listId = `${id}-list`;
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const shown = options.filter((option) => matchesQuery(option, query));
  const activeOption = active >= 0 && active < shown.length ? shown[active] : undefined;
  const optionId = (value: string) => `${id}-option-${value}`;
  const chosen = options.find((option) => option.value === value);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (shown.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        current < 0 ? (step > 0 ? 0 : shown.length - 1) : (current + step + shown.length) % shown.length,
      );
    } else if (event.key === "Enter" && activeOption) {
      // Choosing, not submitting the form.
      event.preventDefault();
      onChange(activeOption.value);
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-input`}>{label}</Label>
      <input type="hidden" name={name} value={value} />
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption.value) : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          className="pl-9"
          placeholder={placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      {/* The chosen option may be scrolled out of the list or filtered away: say it in words too. */}
      <p className="text-xs text-muted-foreground" aria-live="polite">
        {chosen ? t("ui.listbox.selected", { label: chosen.label }) : t("ui.listbox.nothingSelected")}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        className="max-h-48 overflow-y-auto rounded-md border border-input bg-background p-1"
      >
        {shown.length === 0 ? (
          <li role="presentation" className="px-2 py-3 text-center text-sm text-muted-foreground">
            {emptyText}
          </li>
        ) : (
          shown.map((option, index) => {
            const selected = option.value === value;
            return (
              <li
                key={option.value}
                id={optionId(option.value)}
                role="option"
                aria-selected={selected}
                className={cn(
                  "flex cursor-pointer items-start gap-2 rounded-sm px-2 py-1.5 text-sm",
                  index === active && "bg-accent text-accent-foreground",
                  selected && "bg-secondary text-secondary-foreground",
                  "hover:bg-accent hover:text-accent-foreground",
                )}
                // Keep focus in the text box, as the combobox pattern expects.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => {
                  setActive(index);
                  onChange(option.value);
                }}
              >
                <Check
                  aria-hidden="true"
                  className={cn("mt-0.5 size-4 shrink-0", selected ? "opacity-100" : "opacity-0")}
                />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{option.label}</span>
                  {option.description ? (
                    <span className="text-xs text-muted-foreground">{option.description}</span>
                  ) : null}
                </span>
                {option.aside}
              </li>
            );
          })
        )}
      </ul>
    </div>
  );
}
