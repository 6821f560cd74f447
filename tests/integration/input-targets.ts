/**
 * The one list of every route action and API method that takes input (issue 32, decision 0090): each with
 * the valibot schema its handler validates with (or the fields it reads by hand), its intents, and who
 * reaches its validation. The generated input suite (`no-5xx-inputs.test.ts`) sends every field of every
 * input its bad values (`input-values.ts`) as each role; `tests/unit/input-targets.test.ts` fails when a
 * module of `app/routes.ts` has an action, an intent or an API method this list lacks, so a route added
 * later fails until it is listed here. Pure data: no database, so the unit test reads it too.
 */
import * as v from "valibot";
import { ContactMessageSchema, StatusSubscriptionSchema } from "~/domain/contact-message";
import { PayerDetailsSchema, TaxDetailsSchema } from "~/domain/accounting";
import { ApiKeyInputSchema } from "~/domain/api-keys";
import {
  ApiAssignmentCreateSchema,
  ApiAssignmentListQuerySchema,
  ApiAssignmentUpdateSchema,
  ApiAvailabilityQuerySchema,
  ApiGameCreateSchema,
  ApiGameListQuerySchema,
  ApiGamePatchSchema,
  ApiImportQuerySchema,
  ApiRefereeListQuerySchema,
  ApiTokenRequestSchema,
} from "~/domain/api-schemas";
import { POLICY_RULES } from "~/domain/assignment-policy";
import { AvailabilityChangeEnvelopeSchema } from "~/domain/availability";
import { CREDENTIAL_KINDS, EVALUATION_SOURCES, GAME_LEVELS, POSITIONS } from "~/domain/constants";
import { DEFAULT_RUBRIC } from "~/domain/evaluations";
import { FeeTableSchema, GamePositionFeesSchema, MileageSettingsSchema } from "~/domain/fees";
import { GameRequestDecisionSchema, GameRequestSchema, RequestIdSchema } from "~/domain/game-requests";
import { GameInputSchema } from "~/domain/games";
import { JoinLeagueSchema } from "~/domain/league-joining";
import { MemberRoleSchema } from "~/domain/members";
import { OrganizationSettingsSchema, VenueSchema } from "~/domain/organization-settings";
import { NewOrganizationSchema, SwitchOrganizationSchema } from "~/domain/organization-switch";
import { AdjustPayableSchema, MarkPaidSchema, MarkRefereePaidSchema } from "~/domain/payments";
import { phoneCodeSchema } from "~/domain/phone-confirmation";
import { ApiReportListQuerySchema } from "~/domain/report-api";
import { OwnTeamTieSchema, PartnerRuleSchema, RanksSchema, StaffTeamTieSchema } from "~/domain/referee-rules";
import { AutoAssignRequestSchema, RefereeSchedulingProfileSchema, WEIGHT_KEYS } from "~/domain/auto-assign-settings";
import { certificationSchema, createChangePasswordSchema, settingsSchema } from "~/domain/settings";
import { StartPointSchema, TravelLimitSchema } from "~/domain/travel";
import { WebhookEndpointInputSchema } from "~/domain/webhooks";
import {
  SignUpSchema,
  SignInSchema,
  ForgotPasswordSchema,
  ResetPasswordSchema,
  InviteSchema,
} from "~/routes/auth/forms";
import type { FieldKind, FieldSpec } from "./input-values";

/** Who asks: A's assignor and referee, B's assignor (a stranger to A's rows), or nobody signed in. */
export type Role = "anonymous" | "referee" | "assignor" | "otherAssignor";
export const ROLES = ["anonymous", "referee", "assignor", "otherAssignor"] as const satisfies readonly Role[];
/** The API's callers: A's write key, A's read key (refused a write), B's write key, no key. */
export type ApiCaller = "writeKey" | "readKey" | "otherKey" | "noKey";
export const API_CALLERS = ["writeKey", "readKey", "otherKey", "noKey"] as const satisfies readonly ApiCaller[];

/** The ids the paths and fields name, made by the suite's fixture (organization A's rows, unless named). */
export interface TargetIds {
  [name: string]: string;
  gameId: string;
  pastGameId: string;
  refereeId: string;
  assignmentId: string;
  draftId: string;
  itemId: string;
  certificationId: string;
  endpointId: string;
  deliveryId: string;
  memberId: string;
  notificationId: string;
  paymentId: string;
  requestId: string;
  venueId: string;
  inviteId: string;
  keyId: string;
  tieId: string;
  ruleId: string;
  partnerId: string;
  assessorId: string;
  sessionId: string;
  startPointId: string;
  organizationId: string;
  userId: string;
  coachToken: string;
  resetToken: string;
  inviteCode: string;
  /** A date ten days after today in A's zone (availability accepts nothing before today). */
  soonDate: string;
  /** Yesterday in A's zone (a payment cannot be paid in the future). */
  yesterday: string;
}

/** A field a handler reads without a schema: its kind, or its spec. */
type FieldList = Record<string, FieldKind | Omit<FieldSpec, "name">>;

export interface Input {
  /** The schema the handler validates with, walked for its fields. */
  schema?: unknown;
  /** Fields read by hand, or besides the schema's (the row's id of an edit). */
  fields?: FieldList;
  /** Values a valid submission needs that a field's kind cannot guess (a real id, a date in range). */
  valid?: (ids: TargetIds) => Record<string, unknown>;
}

interface Common {
  /** The route module as `app/routes.ts` names it. */
  module: string;
  path: (ids: TargetIds) => string;
  /** Path parameters sent bad values too (the token of a link, the id of a row). */
  params?: Record<string, FieldKind>;
}

export interface FormTarget extends Common {
  kind: "form";
  /** `intent` → its input; a form without intents has one entry keyed "". */
  intents: Record<string, Input>;
  /** Who reaches the validation; the first gets every field's bad values, the others every kind once. */
  can: readonly Role[];
  /** `json`: the body is JSON (availability's changes); `multipart`: a file field. */
  body?: "form" | "json" | "multipart";
  /**
   * The action changes who its actor is (signs out, switches or joins a league, ends sessions): each role
   * sends as a twin of itself made for this target, so the other targets keep their people.
   */
  twins?: boolean;
  /** Twilio's webhook: signed, and sent to the built Worker with SMS configured. */
  via?: "twilio";
}

export interface ApiTarget extends Common {
  kind: "api";
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** JSON body, query string, a form body (the token endpoint) or a CSV file (the import). */
  in: "body" | "query" | "form" | "csv";
  input: Input;
  can: readonly ApiCaller[];
}

export type Target = FormTarget | ApiTarget;

const one = (input: Input) => ({ "": input });
const idOnly = (name: string): Input => ({ fields: { [name]: "id" } });
const none: Input = { fields: {} };
const form = (target: Omit<FormTarget, "kind">): FormTarget => ({ kind: "form", ...target });
const api = (target: Omit<ApiTarget, "kind">): ApiTarget => ({ kind: "api", ...target });

const STAFF = ["assignor", "otherAssignor"] as const;
const REFEREE = ["referee"] as const;
const ANYONE = ["anonymous"] as const;
const SIGNED_IN = ["referee", "assignor"] as const;

/** The game fields of the Add Game form as a valid game of A would have them. */
const validGame = () => ({
  homeTeam: "Input Hawks",
  awayTeam: "Input Owls",
  date: "2030-06-15",
  time: "10:00",
  venue: "Input Park",
  level: "youth",
  fee: "40",
});

const assignByHand: Input = {
  fields: { gameId: "id", refereeId: "id", position: { kind: "choice", options: POSITIONS }, overrideReason: "text" },
};

/** The organization page's forms whose schemas are built in their parse functions: their fields by name. */
const ASSIGNMENT_RULES_FIELDS: FieldList = {
  ...Object.fromEntries(
    POLICY_RULES.map((rule) => [`strength.${rule}`, { kind: "choice", options: ["hard", "soft", "off"] }]),
  ),
  ...Object.fromEntries(
    GAME_LEVELS.map((level) => [`credentials.${level}`, { kind: "list", options: CREDENTIAL_KINDS }]),
  ),
  declineCutoffHours: { kind: "number", min: 1, max: 168 },
  declineBlocksDay: "flag",
};
const EVALUATION_SETTINGS_FIELDS: FieldList = {
  criterionKey: { kind: "list", options: DEFAULT_RUBRIC.map((criterion) => criterion.key) },
  criterionLabel: { kind: "list", item: "text" },
  ...Object.fromEntries(EVALUATION_SOURCES.map((source) => [`weight.${source}`, { kind: "number", min: 0, max: 10 }])),
};
const EVALUATION_FORM_FIELDS: FieldList = {
  ...Object.fromEntries(
    DEFAULT_RUBRIC.map((criterion) => [`score.${criterion.key}`, { kind: "number", min: 1, max: 5 }]),
  ),
  comments: "text",
};
const validScores = () => Object.fromEntries(DEFAULT_RUBRIC.map((criterion) => [`score.${criterion.key}`, "4"]));

export const INPUT_TARGETS: readonly Target[] = [
  // ---- Accounts ------------------------------------------------------------------------------------
  form({
    module: "routes/account/delete.tsx",
    path: () => "/account/delete",
    intents: one({ fields: { confirmation: "text", password: "password" }, valid: () => ({ confirmation: "DELETE" }) }),
    can: SIGNED_IN,
    // A right password would delete the person: twins, whose password no input knows.
    twins: true,
  }),
  form({
    // Issue 32 (decision 0092): a fresh confirmation link for one's own unconfirmed address.
    module: "routes/account/confirm-email.ts",
    path: () => "/account/confirm-email",
    intents: one({ fields: { redirectTo: "text" } }),
    can: SIGNED_IN,
  }),
  form({
    module: "routes/account/join.tsx",
    path: () => "/join",
    intents: one({ fields: { invite: "text" } }),
    can: SIGNED_IN,
    twins: true,
  }),
  form({
    module: "routes/auth/login.tsx",
    path: () => "/login",
    intents: one({ schema: SignInSchema }),
    can: ANYONE,
  }),
  form({
    module: "routes/auth/logout.ts",
    path: () => "/logout",
    intents: one({ fields: { redirectTo: "text" } }),
    can: SIGNED_IN,
    twins: true,
  }),
  form({
    module: "routes/auth/signup.tsx",
    path: () => "/signup",
    intents: one({
      schema: SignUpSchema,
      valid: () => ({ accountType: "assignor", password: "Input-Suite-Pass-2030" }),
    }),
    can: ANYONE,
  }),
  form({
    module: "routes/auth/forgot-password.tsx",
    path: () => "/forgot-password",
    intents: one({ schema: ForgotPasswordSchema }),
    can: ANYONE,
  }),
  form({
    module: "routes/auth/reset-password.tsx",
    path: (ids) => `/reset-password/${ids.resetToken}`,
    params: { resetToken: "text" },
    intents: one({ schema: ResetPasswordSchema, valid: () => ({ confirmPassword: "Input-Suite-Pass-2030" }) }),
    can: ANYONE,
  }),
  form({
    module: "routes/auth/verify-email.tsx",
    path: (ids) => `/verify-email/${ids.resetToken}`,
    params: { resetToken: "text" },
    intents: one(none),
    can: ANYONE,
  }),
  form({
    module: "routes/auth/link-account.tsx",
    path: () => "/link-account?oauth=not-a-pending-sign-in",
    intents: one({ fields: { password: "password" } }),
    can: ANYONE,
  }),
  form({
    module: "routes/auth/oauth-start.ts",
    path: (ids) => `/auth/${ids.provider}`,
    params: { provider: "text" },
    intents: one({ fields: { redirectTo: "text" } }),
    can: ANYONE,
  }),

  // ---- Public site and token links -------------------------------------------------------------------
  form({
    module: "routes/marketing/contact.tsx",
    path: () => "/contact",
    intents: one({ schema: ContactMessageSchema }),
    can: ANYONE,
  }),
  form({
    module: "routes/marketing/system-status.tsx",
    path: () => "/system-status",
    intents: one({ schema: StatusSubscriptionSchema }),
    can: ANYONE,
  }),
  form({
    module: "routes/marketing/system-status-confirm.tsx",
    path: (ids) => `/system-status/confirm/${ids.resetToken}`,
    params: { resetToken: "text" },
    intents: one(none),
    can: ANYONE,
  }),
  form({
    module: "routes/marketing/system-status-unsubscribe.tsx",
    path: (ids) => `/system-status/unsubscribe/${ids.resetToken}`,
    params: { resetToken: "text" },
    intents: one(none),
    can: ANYONE,
  }),
  form({
    module: "routes/unsubscribe.tsx",
    path: (ids) => `/unsubscribe/${ids.resetToken}`,
    params: { resetToken: "text" },
    intents: one({ fields: { "List-Unsubscribe": "text" } }),
    can: ANYONE,
  }),
  form({
    module: "routes/coach-rating.tsx",
    path: (ids) => `/rate/${ids.coachToken}`,
    params: { coachToken: "text" },
    intents: one({
      fields: Object.fromEntries(
        Object.entries(EVALUATION_FORM_FIELDS).map(([name, spec]) => [`official0.${name}`, spec]),
      ) as FieldList,
      valid: () =>
        Object.fromEntries(Object.entries(validScores()).map(([name, value]) => [`official0.${name}`, value])),
    }),
    can: ANYONE,
  }),
  form({
    module: "routes/webhooks/twilio-sms.ts",
    path: () => "/webhooks/twilio/sms",
    intents: one({
      fields: { MessageSid: "text", AccountSid: "text", From: "text", Body: "text" },
      valid: (ids) => ({ MessageSid: "SMinputsuite0000000001", AccountSid: ids.twilioAccount, From: "+14155550100" }),
    }),
    can: ANYONE,
    via: "twilio",
  }),
  form({
    module: "routes/resources/settings.ts",
    path: () => "/settings",
    intents: {
      save: { schema: settingsSchema },
      "add-certification": { schema: certificationSchema },
      "edit-certification": { schema: certificationSchema, fields: { certificationId: "id" } },
      "remove-certification": idOnly("certificationId"),
      "confirm-phone": { schema: phoneCodeSchema },
      "resend-phone-code": none,
    },
    can: SIGNED_IN,
  }),
  form({
    module: "routes/resources/notifications.ts",
    path: () => "/notifications",
    intents: {
      read: { fields: { id: "id", follow: "text" }, valid: (ids) => ({ id: ids.notificationId }) },
      "read-all": none,
      dismiss: { fields: { id: "id" }, valid: (ids) => ({ id: ids.notificationId }) },
    },
    can: SIGNED_IN,
  }),

  // ---- Assignor portal -------------------------------------------------------------------------------
  form({
    module: "routes/assignor/accounting.tsx",
    path: () => "/assignor/accounting",
    intents: {
      "set-plan": { fields: { plan: { kind: "choice", options: ["pro", "core"] } } },
      "payer-details": { schema: PayerDetailsSchema },
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/api.tsx",
    path: () => "/assignor/api",
    intents: { create: { schema: ApiKeyInputSchema }, revoke: idOnly("keyId") },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/assignment-driver.ts",
    path: (ids) => `/assignor/assignments/${ids.assignmentId}/driver`,
    params: { assignmentId: "id" },
    intents: one({ fields: { driver: { kind: "choice", options: ["true", "false"] } } }),
    can: STAFF,
  }),
  form({
    module: "routes/assignor/assignments.tsx",
    path: () => "/assignor/assignments",
    intents: { assign: assignByHand, withdraw: idOnly("assignmentId") },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/auto-assign.tsx",
    path: () => "/assignor/auto-assign",
    intents: {
      create: { schema: AutoAssignRequestSchema, valid: (ids) => ({ from: ids.soonDate, to: ids.soonDate }) },
      settings: {
        fields: {
          ...Object.fromEntries(WEIGHT_KEYS.map((key) => [key, { kind: "number", min: 0, max: 10 }])),
          maxGamesPerWeek: { kind: "number", min: 1, max: 21 },
        } as FieldList,
      },
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/auto-assign-draft.tsx",
    path: (ids) => `/assignor/auto-assign/${ids.draftId}`,
    params: { draftId: "id" },
    intents: { change: { fields: { itemId: "id", refereeId: "id" } }, publish: none, discard: none, undo: none },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/evaluations.tsx",
    path: () => "/assignor/evaluations",
    intents: {
      "ask-assessor": { fields: { gameId: "id", assessorId: "id" }, valid: (ids) => ({ gameId: ids.pastGameId }) },
      "ask-coaches": {
        fields: { gameId: "id", homeEmail: "email", awayEmail: "email" },
        valid: (ids) => ({ gameId: ids.pastGameId }),
      },
      "withdraw-assessor": idOnly("requestId"),
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/evaluation.tsx",
    path: (ids) => `/assignor/evaluations/${ids.pastGameId}/${ids.refereeId}`,
    params: { pastGameId: "id", refereeId: "id" },
    intents: one({ fields: EVALUATION_FORM_FIELDS, valid: validScores }),
    can: STAFF,
  }),
  form({
    module: "routes/assignor/fees.ts",
    path: () => "/assignor/organizations/fees",
    intents: {
      "fee-table": { schema: FeeTableSchema },
      "fee-table-add": { schema: FeeTableSchema },
      mileage: { schema: MileageSettingsSchema },
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/game-fees.ts",
    path: (ids) => `/assignor/games/${ids.gameId}/fees`,
    params: { gameId: "id" },
    intents: one({ schema: GamePositionFeesSchema }),
    can: STAFF,
  }),
  form({
    module: "routes/assignor/game-report-review.tsx",
    path: (ids) => `/assignor/reports/${ids.pastGameId}`,
    params: { pastGameId: "id" },
    intents: {
      approve: none,
      return: { fields: { comment: "text" } },
      "release-hold": idOnly("paymentId"),
      "remove-payable": idOnly("paymentId"),
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/game-requests.ts",
    path: () => "/assignor/game-requests",
    intents: { approve: { schema: GameRequestDecisionSchema }, reject: { schema: GameRequestDecisionSchema } },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/games.tsx",
    path: () => "/assignor/games",
    intents: {
      create: { schema: GameInputSchema, valid: validGame },
      update: { schema: GameInputSchema, fields: { gameId: "id" }, valid: validGame },
      cancel: { fields: { gameId: "id", reason: "text" } },
      complete: idOnly("gameId"),
      delete: idOnly("gameId"),
      assign: assignByHand,
      import: { fields: { file: "csv", duplicates: { kind: "choice", options: ["skip", "update"] } } },
    },
    can: STAFF,
    body: "multipart",
  }),
  form({
    module: "routes/assignor/invites.tsx",
    path: () => "/assignor/invites",
    intents: {
      create: { schema: InviteSchema },
      revoke: idOnly("inviteId"),
      "rotate-code": { fields: { current: "text" } },
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/member.tsx",
    path: (ids) => `/assignor/organizations/members/${ids.memberId}`,
    params: { memberId: "id" },
    intents: {
      role: { schema: MemberRoleSchema, valid: () => ({ role: "referee", levels: [], leagues: [], venues: [] }) },
      remove: none,
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/new-organization.tsx",
    path: () => "/assignor/organizations/new",
    intents: one({ schema: NewOrganizationSchema }),
    can: STAFF,
    twins: true,
  }),
  form({
    module: "routes/assignor/organizations.tsx",
    path: () => "/assignor/organizations",
    intents: {
      settings: {
        schema: OrganizationSettingsSchema,
        valid: () => ({
          name: "Input League",
          "eligible-1": ["youth"],
          "eligible-2": ["amateur"],
          "eligible-3": ["professional"],
        }),
      },
      "schedule-deletion": { fields: { confirmName: "text", password: "password" } },
      "cancel-deletion": none,
      "assignment-rules": { fields: ASSIGNMENT_RULES_FIELDS },
      "evaluation-settings": { fields: EVALUATION_SETTINGS_FIELDS },
      "report-settings": {
        fields: {
          windowHours: { kind: "number", min: 1, max: 720 },
          "reason.0.code": "text",
          "reason.0.kind": { kind: "choice", options: ["caution", "send_off"] },
          "reason.0.label": "text",
        },
        valid: () => ({ "reason.0.code": "C1", "reason.0.label": "Unsporting behaviour" }),
      },
      "venue-create": { schema: VenueSchema },
      "venue-update": { schema: VenueSchema, fields: { venueId: "id" } },
      "venue-delete": idOnly("venueId"),
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/payments.tsx",
    path: () => "/assignor/payments",
    intents: {
      "mark-paid": { schema: MarkPaidSchema, valid: (ids) => ({ paymentIds: [ids.paymentId], paidOn: ids.yesterday }) },
      "mark-referee-paid": {
        schema: MarkRefereePaidSchema,
        fields: {
          q: "text",
          status: { kind: "choice", options: ["pending", "held", "paid"] },
          from: "date",
          to: "date",
        },
        valid: (ids) => ({ paidOn: ids.yesterday, q: "", status: "pending", from: "", to: "" }),
      },
      unpay: idOnly("paymentId"),
      adjust: { schema: AdjustPayableSchema, valid: () => ({ adjustment: "0" }) },
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/referee-certification.ts",
    path: (ids) => `/assignor/referees/${ids.refereeId}/certifications/${ids.certificationId}`,
    params: { refereeId: "id", certificationId: "id" },
    intents: one({ fields: { verified: { kind: "choice", options: ["true", "false"] } } }),
    can: STAFF,
  }),
  form({
    module: "routes/assignor/referee-rules.tsx",
    path: (ids) => `/assignor/referees/${ids.refereeId}/rules`,
    params: { refereeId: "id" },
    intents: {
      "add-team-tie": { schema: StaffTeamTieSchema },
      "remove-team-tie": idOnly("tieId"),
      "save-partner": { schema: PartnerRuleSchema },
      "remove-partner": idOnly("ruleId"),
      "save-ranks": { schema: RanksSchema, valid: () => ({ ranks: ["youth:referee:1"] }) },
    },
    can: STAFF,
  }),
  form({
    module: "routes/assignor/switch-organization.tsx",
    path: () => "/assignor/switch-organization",
    intents: one({ schema: SwitchOrganizationSchema, valid: () => ({ from: "/assignor/games" }) }),
    can: STAFF,
    twins: true,
  }),
  form({
    module: "routes/assignor/webhooks.ts",
    path: () => "/assignor/api/webhooks",
    intents: one({ schema: WebhookEndpointInputSchema }),
    can: STAFF,
  }),
  form({
    module: "routes/assignor/webhook-endpoint.tsx",
    path: (ids) => `/assignor/api/webhooks/${ids.endpointId}`,
    params: { endpointId: "id" },
    intents: { enable: none, disable: none, rotate: none, delete: none, redeliver: idOnly("deliveryId"), test: none },
    can: STAFF,
  }),

  // ---- Referee portal --------------------------------------------------------------------------------
  form({
    module: "routes/referee/assignment-response.ts",
    path: (ids) => `/referee/assignments/${ids.assignmentId}`,
    params: { assignmentId: "id" },
    intents: one({
      fields: { intent: { kind: "choice", options: ["accept", "decline", "turn-back"] }, reason: "text" },
    }),
    can: REFEREE,
  }),
  form({
    module: "routes/referee/availability-changes.ts",
    path: () => "/referee/availability/changes",
    intents: one({
      schema: v.object({ changes: v.array(AvailabilityChangeEnvelopeSchema) }),
      valid: (ids) => ({ "changes.0.clientId": "input-suite-0001", "changes.0.change.dates": [ids.soonDate] }),
    }),
    can: REFEREE,
    body: "json",
  }),
  form({
    module: "routes/referee/game-report.tsx",
    path: (ids) => `/referee/games/${ids.pastGameId}/report`,
    params: { pastGameId: "id" },
    intents: {
      file: {
        fields: {
          homeScore: { kind: "number", min: 0, max: 99 },
          awayScore: { kind: "number", min: 0, max: 99 },
          injuries: "text",
          incidents: "text",
          "misconduct.0.kind": { kind: "choice", options: ["caution", "send_off"] },
          "misconduct.0.teamSide": { kind: "choice", options: ["home", "away"] },
          "misconduct.0.playerName": "text",
          "misconduct.0.playerNumber": "text",
          "misconduct.0.minute": { kind: "number", min: 0, max: 150 },
          "misconduct.0.reasonCode": "text",
        },
        valid: () => ({ "misconduct.0.playerNumber": "10", "misconduct.0.reasonCode": "C1" }),
      },
      "save-notes": { fields: { notes: "text" } },
    },
    can: REFEREE,
  }),
  form({
    module: "routes/referee/leagues.tsx",
    path: () => "/referee/leagues",
    intents: { join: { schema: JoinLeagueSchema } },
    can: REFEREE,
    twins: true,
  }),
  form({
    module: "routes/referee/notifications.tsx",
    path: () => "/referee/notifications",
    intents: one({
      fields: {
        intent: { kind: "choice", options: ["read", "accept", "decline"] },
        notificationId: "id",
        reason: "text",
      },
    }),
    can: REFEREE,
  }),
  form({
    module: "routes/referee/open-games.tsx",
    path: () => "/referee/open-games",
    intents: {
      request: { schema: GameRequestSchema, fields: { organizationId: "id" } },
      withdraw: { schema: RequestIdSchema },
    },
    can: REFEREE,
  }),
  form({
    module: "routes/referee/settings.tsx",
    path: () => "/referee/settings",
    intents: {
      save: { schema: settingsSchema },
      "save-scheduling-profile": { schema: RefereeSchedulingProfileSchema },
      "save-tax-details": { schema: TaxDetailsSchema },
      "add-certification": { schema: certificationSchema },
      "edit-certification": { schema: certificationSchema, fields: { certificationId: "id" } },
      "remove-certification": idOnly("certificationId"),
      "confirm-phone": { schema: phoneCodeSchema },
      "resend-phone-code": none,
      "change-password": { schema: createChangePasswordSchema({ email: "input@example.test", name: "Input Suite" }) },
      "revoke-session": idOnly("sessionId"),
      "revoke-other-sessions": none,
      "reset-calendar-feed": none,
      "declare-team-tie": { schema: OwnTeamTieSchema },
      "withdraw-team-tie": idOnly("tieId"),
      "save-travel-limit": { schema: TravelLimitSchema, valid: () => ({ maxTravel: "40" }) },
      "add-start-point": { schema: StartPointSchema, fields: { fromTime: "time", toTime: "time" } },
      "remove-start-point": idOnly("startPointId"),
    },
    can: REFEREE,
    // A right current password would change the password; a revoked session would sign the referee out.
    twins: true,
  }),

  // ---- Public API v1 ---------------------------------------------------------------------------------
  api({
    module: "routes/api/v1/oauth-token.ts",
    method: "POST",
    path: () => "/api/v1/oauth/token",
    in: "form",
    input: { schema: ApiTokenRequestSchema, valid: () => ({ grant_type: "client_credentials", scope: "read" }) },
    can: ["noKey"],
  }),
  api({
    module: "routes/api/v1/referees.ts",
    method: "GET",
    path: () => "/api/v1/referees",
    in: "query",
    input: { schema: ApiRefereeListQuerySchema },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/referee.ts",
    method: "GET",
    path: (ids) => `/api/v1/referees/${ids.refereeId}`,
    params: { refereeId: "id" },
    in: "query",
    input: { fields: {} },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/games.ts",
    method: "GET",
    path: () => "/api/v1/games",
    in: "query",
    input: { schema: ApiGameListQuerySchema },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/games.ts",
    method: "POST",
    path: () => "/api/v1/games",
    in: "body",
    input: { schema: ApiGameCreateSchema, valid: () => ({ ...validGame(), fee: undefined, feeCents: 4000 }) },
    can: ["writeKey"],
  }),
  api({
    module: "routes/api/v1/games-import.ts",
    method: "POST",
    path: () => "/api/v1/games/import",
    in: "csv",
    input: { schema: ApiImportQuerySchema },
    can: ["writeKey"],
  }),
  api({
    module: "routes/api/v1/game.ts",
    method: "GET",
    path: (ids) => `/api/v1/games/${ids.gameId}`,
    params: { gameId: "id" },
    in: "query",
    input: { fields: {} },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/game.ts",
    method: "PATCH",
    path: (ids) => `/api/v1/games/${ids.gameId}`,
    params: { gameId: "id" },
    in: "body",
    input: {
      schema: ApiGamePatchSchema,
      valid: () => ({ homeTeam: "Patched Hawks", status: undefined, cancelReason: undefined }),
    },
    can: ["writeKey"],
  }),
  api({
    module: "routes/api/v1/game.ts",
    method: "DELETE",
    // A game of its own, so deleting it leaves the other targets theirs.
    path: (ids) => `/api/v1/games/${ids.spareGameId}`,
    params: { spareGameId: "id" },
    in: "query",
    input: { fields: {} },
    can: ["writeKey"],
  }),
  api({
    module: "routes/api/v1/assignments.ts",
    method: "GET",
    path: () => "/api/v1/assignments",
    in: "query",
    input: { schema: ApiAssignmentListQuerySchema },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/assignments.ts",
    method: "POST",
    path: () => "/api/v1/assignments",
    in: "body",
    input: { schema: ApiAssignmentCreateSchema },
    can: ["writeKey"],
  }),
  api({
    module: "routes/api/v1/assignment.ts",
    method: "GET",
    path: (ids) => `/api/v1/assignments/${ids.assignmentId}`,
    params: { assignmentId: "id" },
    in: "query",
    input: { fields: {} },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/assignment.ts",
    method: "PUT",
    path: (ids) => `/api/v1/assignments/${ids.assignmentId}`,
    params: { assignmentId: "id" },
    in: "body",
    input: { schema: ApiAssignmentUpdateSchema },
    can: ["writeKey"],
  }),
  api({
    module: "routes/api/v1/availability.ts",
    method: "GET",
    path: (ids) => `/api/v1/availability/${ids.refereeId}`,
    params: { refereeId: "id" },
    in: "query",
    input: { schema: ApiAvailabilityQuerySchema },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/reports.ts",
    method: "GET",
    path: () => "/api/v1/reports",
    in: "query",
    input: { schema: ApiReportListQuerySchema },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/report.ts",
    method: "GET",
    path: (ids) => `/api/v1/reports/${ids.pastGameId}`,
    params: { pastGameId: "id" },
    in: "query",
    input: { fields: {} },
    can: ["readKey", "writeKey"],
  }),
  api({
    module: "routes/api/v1/not-found.ts",
    method: "POST",
    path: () => "/api/v1/nothing-here",
    in: "body",
    input: { fields: { anything: "text" } },
    can: ["writeKey"],
  }),
];

/** The fields of an input: its schema's, walked, then those read by hand. */
export function inputFields(input: Input, walk: (schema: unknown) => FieldSpec[]): FieldSpec[] {
  const fields = new Map<string, FieldSpec>();
  if (input.schema) for (const spec of walk(input.schema)) fields.set(spec.name, spec);
  for (const [name, spec] of Object.entries(input.fields ?? {})) {
    fields.set(name, typeof spec === "string" ? { name, kind: spec } : { name, ...spec });
  }
  return [...fields.values()];
}
