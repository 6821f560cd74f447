/**
 * A list row's Remove button: a form posting `intent` with the row's id, its accessible name saying what goes
 * ("Remove Oakland Roots"). One shape for the team ties, partner rules and the like.
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";

export function RemoveForm({
  intent,
  idName,
  id,
  label,
  busy,
  children,
}: {
  intent: string;
  /** The form field naming the row ("tieId"). */
  idName: string;
  id: string;
  /** The button's accessible name. */
  label: string;
  busy: boolean;
  /** What the button shows. */
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={idName} value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}
