/** A random, URL-safe id for any row. */
export function newId(): string {
  return crypto.randomUUID();
}
