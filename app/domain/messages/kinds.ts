/** The outbox `kind` of each template, in one place so senders and tests agree. */
export const MESSAGE_KINDS = {
  assignmentPublished: "assignment-published",
  assignmentChanged: "assignment-changed",
  gameCancelled: "game-cancelled",
  assignmentWithdrawn: "assignment-withdrawn",
  assignmentAccepted: "assignment-accepted",
  assignmentDeclined: "assignment-declined",
  assignmentTurnedBack: "assignment-turned-back",
  gameRequestApproved: "game-request-approved",
  gameRequestRejected: "game-request-rejected",
  passwordReset: "password-reset",
  // Issue 18: the `account-` prefix puts them beside password resets, past every toggle (`topicOf`).
  emailVerification: "account-email-verification",
  emailChange: "account-email-change",
  emailChangeRequested: "account-email-change-requested",
  signUpAttempt: "account-sign-up-attempt",
  invite: "invite",
  contactMessage: "contact-message",
  incidentOpened: "incident-opened",
  incidentResolved: "incident-resolved",
  statusSubscriptionConfirm: "status-subscription-confirm",
  reminder24h: "reminder-24h",
  reminder2h: "reminder-2h",
  weeklyDigest: "weekly-digest",
  unfilledGameAlert: "unfilled-game-alert",
  paymentRecorded: "payment-recorded",
  // Account messages (no unsubscribe, decision 0058): what happens to a league the person belongs to.
  organizationDeletionScheduled: "account-organization-deletion-scheduled",
  organizationDeletionCancelled: "account-organization-deletion-cancelled",
  // Issue 20 (decision 0068): a member's role changed, or they were removed from a league.
  membershipRoleChanged: "account-membership-role-changed",
  membershipRemoved: "account-membership-removed",
  // Issue 32 (decision 0091): the code that confirms a phone number, texted to it (never held for quiet hours).
  phoneConfirmation: "account-phone-confirmation",
  // Issue 21 (decision 0075): a credential expires in 30 or 7 days.
  credentialExpiring: "credential-expiring",
  // Issue 22 (decision 0084): a team's coach asked to rate a game's officials through a single-use link.
  coachRating: "coach-rating",
  // Issue 22 (decision 0083): a filed report with misconduct or a no-show, to the assignors; an overdue
  // report, to the official who files it. Both under the assignment toggle (`topicOf`).
  gameReportAlert: "game-report-alert",
  gameReportOverdue: "game-report-overdue",
  // Issue 22 (decision 0084): an assessor asked to assess a game (under the assignment toggle).
  assessmentRequested: "assessment-requested",
} as const;
