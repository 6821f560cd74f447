/** The scheduling engine (issue 10, decision 0021): pure, no I/O. */
export { checkHardConstraints, type AssignmentRef, type Violation } from "./check";
export { gini } from "./metrics";
export { scheduleSlate, summarizeProposals, DEFAULT_TIME_BUDGET_MS } from "./schedule";
export { suggestReferees, type LeftOut, type Suggestion, type SuggestionResult } from "./suggest";
export * from "./types";
