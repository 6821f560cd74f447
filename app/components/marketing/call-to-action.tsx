import { Link } from "react-router";
import { GET_STARTED_HREF } from "~/content/site";
import { Button } from "~/components/ui/button";

/** The closing band: a last nudge to sign up. */
export function CallToAction({
  title = "Ready to simplify your referee management?",
  text = "Set up in 2 minutes. No credit card required. Free forever.",
}: {
  title?: string;
  text?: string;
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-4 px-4 py-16 text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="text-lg">{text}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild size="lg" variant="secondary">
            <Link to={GET_STARTED_HREF}>Get Started Free</Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground hover:text-primary"
          >
            <Link to="/contact?topic=demo">Schedule a Demo</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
