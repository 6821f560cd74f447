import type { Testimonial } from "~/content/testimonials";
import { useT } from "~/i18n/react";

export function TestimonialCards({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const t = useT();
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {testimonials.map((testimonial) => (
        <li key={testimonial.name}>
          <figure className="flex h-full flex-col gap-4 rounded-lg border bg-card p-6 text-card-foreground shadow-sm">
            <blockquote className="flex-1 text-pretty">
              {t("public.testimonials.quote", { text: testimonial.content })}
            </blockquote>
            <figcaption className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
              >
                {testimonial.initials}
              </span>
              <span className="flex flex-col text-sm">
                <span className="font-semibold">{testimonial.name}</span>
                <span className="text-muted-foreground">
                  {t("public.testimonials.byline", {
                    role: testimonial.role,
                    organization: testimonial.organization,
                  })}
                </span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
