/**
 * Where local D1 and R2 live on disk. `npm start` and `npm run dev` share .wrangler/state; the e2e
 * suite sets WHISTLE_STATE_DIR to a directory of its own so it never touches a developer's data.
 */
export const stateDir = process.env.WHISTLE_STATE_DIR ?? ".wrangler/state";
