/** The scheduling engine (issue 10, decision 0021): pure, no I/O. */
export { checkHardConstraints } from "./check";
export { gini } from "./metrics";
export { scheduleSlate, summarizeProposals } from "./schedule";
export { suggestReferees } from "./suggest";
export * from "./types";
