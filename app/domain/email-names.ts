/**
 * An organization's name where it enters an email (issue 32, decision 0092): a league's name is typed by
 * whoever signed up, and it lands in the subject of mail sent to people who never asked for it. In mail it
 * carries no link (`http(s)://`, `www.`, a bare domain such as `example.com`), no control or bidirectional
 * characters, one space between words and at most `EMAIL_NAME_MAX` characters. Pure: the templates call it.
 */

/** The most characters of an organization's name a subject or a sender name shows (the ellipsis included). */
export const EMAIL_NAME_MAX = 60;

/** C0 and C1 controls, zero-width and bidirectional marks, line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/gu;

/** A scheme, a `www.` host, or a bare domain: a label, a dot, and a top-level domain of letters. */
const LINK =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/\S*|www\.\S*|(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?:[/:?#]\S*)?)/giu;

/** The name as an email shows it: links and invisible characters out, whitespace collapsed, length capped. */
export function nameInEmail(name: string, max = EMAIL_NAME_MAX): string {
  const cleaned = name.replace(INVISIBLE, " ").replace(LINK, " ").replace(/\s+/gu, " ").trim();
  const characters = [...cleaned];
  if (characters.length <= max) return cleaned;
  return `${characters
    .slice(0, max - 1)
    .join("")
    .trimEnd()}…`;
}

export type OrganizationNameProblem = "link" | "control";

/** Why a name cannot be an organization's (it would be cut from its emails), or null when it can. */
export function organizationNameProblem(name: string): OrganizationNameProblem | null {
  if (new RegExp(INVISIBLE.source, "u").test(name)) return "control";
  if (new RegExp(LINK.source, "iu").test(name)) return "link";
  return null;
}
