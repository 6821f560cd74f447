import { Link, useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/messages";
import { useLingui } from "@lingui/react";
import { useT } from "~/i18n/react";
import { cn } from "~/components/ui/utils";

/**
 * The public site's language switcher (decision 0061): a link per language to this page with `?lang=`,
 * which the server answers in that language and remembers in a cookie. Plain links: it works without
 * JavaScript, and each names its language in that language.
 */
export function LanguageSwitcher() {
  const t = useT();
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const hrefFor = (lang: string) => {
    const params = new URLSearchParams(search);
    params.set("lang", lang);
    return `${pathname}?${params}`;
  };
  return (
    <nav aria-label={t("language.label")}>
      <ul className="flex flex-wrap items-center gap-1 text-sm">
        {LANGUAGES.map((lang) => {
          const current = lang === i18n.locale;
          return (
            <li key={lang}>
              <Link
                to={hrefFor(lang)}
                lang={lang}
                hrefLang={lang}
                aria-current={current ? "true" : undefined}
                className={cn(
                  "rounded-md px-2 py-1 text-muted-foreground hover:bg-accent hover:text-accent-foreground",
                  current && "font-semibold text-foreground",
                )}
              >
                {LANGUAGE_NAMES[lang]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
