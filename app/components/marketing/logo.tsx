import { Link } from "react-router";
import { SITE_NAME } from "~/content/site";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-xl font-bold tracking-tight">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 text-primary" fill="currentColor">
        <circle cx="12" cy="12" r="11" />
        <path
          d="M7 12.5l3 3 7-7"
          stroke="var(--primary-foreground)"
          strokeWidth="2.4"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {SITE_NAME}
    </Link>
  );
}
