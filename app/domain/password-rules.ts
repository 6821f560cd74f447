/**
 * The password strength rule, in one place: changing a password in settings, signing up and resetting
 * a password all ask this function, so the reasons a user reads are the same everywhere.
 *
 * Length over composition (NIST SP 800-63B): at least 10 characters, no forced symbols; a password that
 * is just the account's email address or name is refused because it is the first thing an attacker tries.
 */
export const PASSWORD_MIN_LENGTH = 10;
/** Long enough for any passphrase; bounded so a hash request cannot be made arbitrarily expensive. */
export const PASSWORD_MAX_LENGTH = 200;

function normalize(text: string): string {
  return text.normalize("NFKC").trim().toLowerCase().replace(/\s+/g, " ");
}

/** Every reason `password` is refused for this person; an empty list means it is acceptable. */
export function passwordProblems(
  password: string,
  { email, name }: { email?: string | null; name?: string | null } = {},
): string[] {
  const problems: string[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    problems.push(`Use at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (length > PASSWORD_MAX_LENGTH) {
    problems.push(`Use at most ${PASSWORD_MAX_LENGTH} characters.`);
  }
  const candidate = normalize(password);
  if (email && candidate === normalize(email)) {
    problems.push("Don't use your email address as your password.");
  }
  if (name && normalize(name) !== "" && candidate.replaceAll(" ", "") === normalize(name).replaceAll(" ", "")) {
    problems.push("Don't use your name as your password.");
  }
  return problems;
}
