import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing with scrypt (node:crypto, available in Workers through nodejs_compat).
 * N=2^14, r=8, p=5 is one of OWASP's listed scrypt configurations (16 MiB of memory); measured at
 * about 230 ms per hash in local workerd. The parameters are stored in the hash string
 * (`scrypt$N$r$p$salt$key`, base64) so they can be raised later without breaking old hashes.
 */
const PARAMETERS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, N: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r bytes (16 MiB here).
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r, p, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = PARAMETERS;
  const key = await derive(password, salt, N, r, p);
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, key] = stored.split("$");
  if (algorithm !== "scrypt" || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash uses weaker parameters than today's and should be re-hashed at sign-in. */
export function needsRehash(stored: string): boolean {
  const [algorithm, n, r, p] = stored.split("$");
  return algorithm !== "scrypt" || Number(n) < PARAMETERS.N || Number(r) < PARAMETERS.r || Number(p) < PARAMETERS.p;
}
