import { Link } from "react-router";
import { API_KEY_HREF } from "~/content/api";

/**
 * A sentence of the API reference in the page's language: `code` between backticks, and the link to the API
 * Keys page between square brackets (app/content/api-reference.ts).
 */
export function ReferenceText({ text }: { text: string }) {
  return text.split(/(`[^`]+`|\[[^\]]+\])/).map((part, index) => {
    if (part.startsWith("`")) return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith("["))
      return (
        <Link key={index} className="underline" to={API_KEY_HREF}>
          {part.slice(1, -1)}
        </Link>
      );
    return part;
  });
}
