import { Monitor, Moon, Sun } from "lucide-react";
import { THEMES, type Theme } from "~/domain/constants";
import type { MessageId } from "~/i18n/messages";
import { useT } from "~/i18n/react";
import { useTheme } from "../theme";
import { Button } from "./button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "./dropdown-menu";

const OPTIONS: Record<Theme, { label: MessageId; icon: typeof Sun }> = {
  light: { label: "theme.light", icon: Sun },
  dark: { label: "theme.dark", icon: Moon },
  system: { label: "theme.system", icon: Monitor },
};

function isTheme(value: string): value is Theme {
  return (THEMES as readonly string[]).includes(value);
}

export function ThemeToggle({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  const t = useT();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t("theme.toggle")} className={className}>
          {/* CSS picks the icon from the `dark` class, so it is right before hydration too. */}
          <Sun aria-hidden="true" className="dark:hidden" />
          <Moon aria-hidden="true" className="hidden dark:block" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuRadioGroup
          value={theme}
          onValueChange={(value) => {
            if (isTheme(value)) setTheme(value);
          }}
        >
          {THEMES.map((value) => {
            const { label, icon: Icon } = OPTIONS[value];
            return (
              <DropdownMenuRadioItem key={value} value={value}>
                <Icon aria-hidden="true" />
                {t(label)}
              </DropdownMenuRadioItem>
            );
          })}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
