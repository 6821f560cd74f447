import type { Route } from "./+types/home";
import { ThemeToggle } from "~/components/ui/theme-toggle";

export const meta: Route.MetaFunction = () => [
  { title: "Whistle — referee management for sports leagues" },
  {
    name: "description",
    content:
      "Schedule games, assign referees and keep every official in the loop. Free forever for leagues of any size.",
  },
];

export default function Home() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <a href="/" className="text-xl font-bold tracking-tight">
            Whistle
          </a>
          <ThemeToggle />
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-1 flex-col justify-center gap-6 px-4 py-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Referee management that just works
        </h1>
        <p className="text-lg text-muted-foreground">
          Assignors schedule games and assign referees. Referees see their games, accept or decline
          them, keep their availability and track their earnings. Free forever, no limits.
        </p>
      </main>
      <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        © {new Date().getFullYear()} Whistle
      </footer>
    </div>
  );
}
