/**
 * What an assignor types to create an API credential (settings page `/assignor/api`), and how a
 * secret looks. `write` includes read; a read key can never change anything. A credential acts for its
 * organization, not for the member who made it: only members with the `organization` permission (an
 * assignor of the whole organization) may create or revoke one (decision 0064).
 */
import * as v from "valibot";
import { msg } from "~/i18n/text";

export const API_SCOPES = ["read", "write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** Secrets start with these, so a leaked one is recognisable (and findable by secret scanners). */
export const API_KEY_PREFIX = "whk_";
export const CLIENT_SECRET_PREFIX = "whcs_";
export const ACCESS_TOKEN_PREFIX = "wat_";

/** An API key is itself the bearer; an OAuth client trades its secret for short-lived tokens. */
export const API_CREDENTIAL_KINDS = ["key", "oauth_client"] as const;
export type ApiCredentialKind = (typeof API_CREDENTIAL_KINDS)[number];

/** Lifetime of an OAuth access token, in seconds. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
/** How many leading characters of a secret stay visible in the list. */
export const VISIBLE_PREFIX_LENGTH = 12;

export const ApiKeyInputSchema = v.object({
  name: v.pipe(
    v.string(msg("api.error.nameRequired")),
    v.trim(),
    v.nonEmpty(msg("api.error.nameRequired")),
    v.maxLength(80, msg("api.error.nameTooLong")),
  ),
  scope: v.picklist(API_SCOPES, msg("api.error.scope")),
  kind: v.optional(v.picklist(API_CREDENTIAL_KINDS, msg("api.error.kind")), "key"),
});

export type ApiKeyInput = v.InferOutput<typeof ApiKeyInputSchema>;

/** Whether a credential with `granted` scope may do what needs `needed`. */
export function scopeAllows(granted: string, needed: ApiScope): boolean {
  return needed === "read" ? granted === "read" || granted === "write" : granted === "write";
}
