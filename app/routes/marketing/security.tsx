import type { Route } from "./+types/security";
import { LegalPage } from "~/components/marketing/legal-page";
import { SECURITY_SECTIONS } from "~/content/legal";
import { pageMeta } from "~/content/site";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Security",
    "How Whistle protects league and referee data: encryption, access control, sessions, infrastructure and vulnerability reporting.",
  );

export default function Security() {
  return (
    <LegalPage
      title="Security"
      lead="Your league's schedules and your referees' details deserve care. This is how we protect them."
      sections={SECURITY_SECTIONS}
    />
  );
}
