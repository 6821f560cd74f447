import { Link } from "react-router";
import { useT } from "~/i18n/react";

/** Shown when a signed-in user opens a page their role does not allow. */
export function Forbidden({ message, portal }: { message?: string; portal?: string }) {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">403</p>
      <h1 className="text-2xl font-bold">{t("errors.forbidden.title")}</h1>
      <p className="text-muted-foreground">{message ?? t("errors.forbidden.description")}</p>
      <div className="flex gap-3">
        {portal ? (
          <Link
            to={portal}
            className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary-hover"
          >
            {t("errors.forbidden.toDashboard")}
          </Link>
        ) : null}
        <Link to="/" className="rounded-md border border-border px-4 py-2 font-medium hover:bg-muted">
          {t("errors.home")}
        </Link>
      </div>
    </main>
  );
}
