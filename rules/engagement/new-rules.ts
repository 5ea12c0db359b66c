import type { Rule } from '@engagement-lint/core/kit';
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
