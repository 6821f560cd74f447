/**
 * Joining a further league from the signed-in portal (issue 20): the form's one field, checked the same
 * way in the browser and the action. An organization's invite code is eight letters and digits
 * (`generateInviteCode`); anything from 4 to 32 characters is looked up, so a mistyped code hears "no
 * league has this code" rather than a rule about its shape.
 */
import * as v from "valibot";
import { msg } from "~/i18n/text";

export const JOIN_CODE_MAX_LENGTH = 32;

export const JoinLeagueSchema = v.object({
  code: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(msg("referee.joinLeague.error.codeRequired")),
    v.maxLength(JOIN_CODE_MAX_LENGTH, msg("referee.joinLeague.error.unknownCode")),
  ),
});
