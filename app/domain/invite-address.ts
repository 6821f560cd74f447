/**
 * An email invite belongs to the address it was sent to (issue 32, decision 0093): only an account with that
 * address may accept it, signed in or signing up. Addresses are compared as accounts store them (trimmed,
 * lower case). An invite without an address (the column allows none; nothing makes one) belongs to nobody.
 */
export function isInvitedAddress(invitedEmail: string | null | undefined, email: string): boolean {
  const invited = invitedEmail?.trim().toLowerCase();
  return Boolean(invited) && invited === email.trim().toLowerCase();
}
