/**
 * Password strength rules (decision 0010). Pure, so the sign-up and reset forms show the same
 * reasons in the browser as the server enforces. Returns every reason that applies; none means
 * the password is accepted. The reasons are worded in the language being served (`tr`, catalog `common`:
 * the Settings dialog checks passwords too).
 */
import { tr } from "~/i18n/text";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A short list of passwords that are guessed first by every attacker (the top of public breach
 * corpora), lowercased. Length and variety rules catch most others; this catches the famous ones
 * that happen to pass them.
 */
const COMMON_PASSWORDS = new Set([
  "password123",
  "password1234",
  "password12345",
  "password!1",
  "p@ssw0rd123",
  "passw0rd123",
  "qwerty12345",
  "qwertyuiop1",
  "qwerty123456",
  "1q2w3e4r5t",
  "1qaz2wsx3edc",
  "zaq12wsxcde3",
  "iloveyou123",
  "welcome123",
  "welcome1234",
  "letmein1234",
  "abc1234567",
  "abcd123456",
  "admin12345",
  "administrator1",
  "football123",
  "baseball123",
  "soccer1234",
  "referee123",
  "whistle123",
  "whistle1234",
  "changeme123",
  "trustno1234",
  "sunshine123",
  "princess123",
  "superman123",
  "starwars123",
  "monkey12345",
  "dragon12345",
  "master12345",
  "1234567890a",
  "a1234567890",
  "123456789a",
  "1234qwerasdf",
  "qwerasdfzxcv",
]);

export interface PasswordOwner {
  email?: string;
  firstName?: string;
  lastName?: string;
}

function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
}

export function passwordWeaknesses(password: string, owner: PasswordOwner = {}): string[] {
  const reasons: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    reasons.push(tr("password.tooShort", { min: PASSWORD_MIN_LENGTH }));
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    reasons.push(tr("password.tooLong", { max: PASSWORD_MAX_LENGTH }));
  }
  if (password.length > 0 && characterClasses(password) < 2) {
    reasons.push(tr("password.mixKinds"));
  }
  if (password.length > 0 && new Set(password.toLowerCase()).size < 4) {
    reasons.push(tr("password.moreDifferent"));
  }
  const lowered = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lowered)) {
    reasons.push(tr("password.common"));
  }
  const email = owner.email?.trim().toLowerCase() ?? "";
  const localPart = email.split("@")[0] ?? "";
  const personal = [email, localPart, owner.firstName, owner.lastName]
    .map((value) => value?.trim().toLowerCase() ?? "")
    .filter((value) => value.length >= 3);
  if (personal.some((value) => lowered.includes(value))) {
    reasons.push(tr("password.personal"));
  }
  return reasons;
}
