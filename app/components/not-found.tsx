import { Link } from "react-router";
import { useT } from "~/i18n/react";

export function NotFound() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold">{t("errors.notFound.title")}</h1>
      <p className="text-muted-foreground">{t("errors.notFound.description")}</p>
      <Link to="/" className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:opacity-90">
        {t("errors.notFound.returnHome")}
      </Link>
    </main>
  );
}
