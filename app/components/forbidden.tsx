import { Link } from "react-router";

/** Shown when a signed-in user opens a page their role does not allow. */
export function Forbidden({ message, portal }: { message?: string; portal?: string }) {
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <p className="text-6xl font-bold text-primary">403</p>
      <h1 className="text-2xl font-bold">You don&apos;t have access to this page</h1>
      <p className="text-muted-foreground">{message ?? "Your account cannot open this page."}</p>
      <div className="flex gap-3">
        {portal ? (
          <Link
            to={portal}
            className="rounded-md bg-primary px-4 py-2 font-medium text-primary-foreground hover:bg-primary-hover"
          >
            Go to your dashboard
          </Link>
        ) : null}
        <Link to="/" className="rounded-md border border-border px-4 py-2 font-medium hover:bg-muted">
          Home
        </Link>
      </div>
    </main>
  );
}
