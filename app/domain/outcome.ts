/**
 * The one shape a server function answers in when it can refuse: done, with whatever the caller needs,
 * or refused, with the sentence a person reads and the HTTP status an action or API answers with.
 * Routes return it (or its message) as they are; nothing is thrown for an expected refusal.
 */
export type RefusalStatus = 400 | 403 | 404 | 409 | 412 | 413 | 422 | 429 | 503;

export type Refused = { ok: false; status: RefusalStatus; message: string };

export type Outcome<Value extends object = object> = ({ ok: true } & Value) | Refused;

export function refused(status: RefusalStatus, message: string): Refused {
  return { ok: false, status, message };
}
