import type { Rule } from '@engagement-lint/core/kit';
import whitelist from './whitelist.js';
import criteriaFrontmatter from './criteria-frontmatter.js';
import preflight from './preflight.js';
import sizeDrift from './size-drift.js';
import tasksDecomposition from './tasks-decomposition.js';
import handoffPaths from './handoff-paths.js';
import acceptanceLogPaths from './acceptance-log-paths.js';
import handoffSections from './handoff-sections.js';
import iterationCounter from './iteration-counter.js';
import executorIterationStructure from './executor-iteration-structure.js';
import specialistCriteriaAck from './specialist-criteria-ack.js';
import validatorOutputs from './validator-outputs.js';
import validatorOutputFreshness from './validator-output-freshness.js';
import crossValQuotes from './cross-val-quotes.js';
import traceSchema from './trace-schema.js';
import slotLanguage from './slot-language.js';
import dangerScan from './danger-scan.js';
import selfAcceptanceThinness from './self-acceptance-thinness.js';
import verdictCanonical from './verdict-canonical.js';
import humanDirective from './human-directive.js';
import directorVerdict from './director-verdict.js';
import protocolVersion from './protocol-version.js';
import tasksIndex from './tasks-index.js';
import criteriaOwned from './criteria-owned.js';
import sameWaveDisjointFiles from './same-wave-disjoint-files.js';
import taskOwnerReport from './task-owner-report.js';
import uxScreens from './ux-screens.js';
import traceFailEvidence from './trace-fail-evidence.js';
import selfAcceptanceDelta from './self-acceptance-delta.js';
import iterationBudget from './iteration-budget.js';
import repeatingBlocker from './repeating-blocker.js';
import binaryVerdict from './binary-verdict.js';
import eventsJsonl from './events-jsonl.js';
import heartbeatStaleness from './heartbeat-staleness.js';
import crossValDiverge from './cross-val-diverge.js';
import precheckGreen from './precheck-green.js';
import unfilledTemplate from './unfilled-template.js';
import fileIntegrity from './file-integrity.js';
import directiveFollowed from './directive-followed.js';
import criteriaTraceCoverage from './criteria-trace-coverage.js';
import uxHeavyScopeSync from './ux-heavy-scope-sync.js';
import uxHeavyAutoPromote from './ux-heavy-auto-promote.js';
import acceptanceAuthor from './acceptance-author.js';

/** The reference tool's 21 checks, in its output order. */
export const referenceRules: Rule[] = [
  whitelist,
  criteriaFrontmatter,
  preflight,
  sizeDrift,
  tasksDecomposition,
  handoffPaths,
  acceptanceLogPaths,
  handoffSections,
  iterationCounter,
  executorIterationStructure,
  specialistCriteriaAck,
  validatorOutputs,
  validatorOutputFreshness,
  crossValQuotes,
  traceSchema,
  slotLanguage,
  dangerScan,
  selfAcceptanceThinness,
  verdictCanonical,
  humanDirective,
  directorVerdict,
];

/**
 * Protocol rules the reference tool never checked (recommended preset only),
 * in the engagement's own order: intake (version), plan (tasks, coverage,
 * waves), delivery (reports, UX evidence, handoff §7), acceptance (budget,
 * loop, verdict), then the ledger and the opt-in watchdog.
 */
export const protocolRules: Rule[] = [
  protocolVersion,
  unfilledTemplate,
  tasksIndex,
  criteriaOwned,
  sameWaveDisjointFiles,
  taskOwnerReport,
  crossValDiverge,
  uxScreens,
  traceFailEvidence,
  selfAcceptanceDelta,
  precheckGreen,
  iterationBudget,
  repeatingBlocker,
  binaryVerdict,
  eventsJsonl,
  heartbeatStaleness,
];

/** Engagement rules in output order: the reference's 21 first, then the protocol rules it never checked, then what the others could not read. */
export const engagementRules: Rule[] = [...referenceRules, ...protocolRules, directiveFollowed, criteriaTraceCoverage, uxHeavyScopeSync, uxHeavyAutoPromote, acceptanceAuthor, fileIntegrity];
