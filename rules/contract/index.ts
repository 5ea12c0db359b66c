import type { Rule } from '@engagement-lint/core/kit-contract';
import contractSchema from './contract-schema.js';
import contractKnownDomains from './contract-known-domains.js';
import contractResponseRefinementScope from './contract-response-refinement-scope.js';
import contractScenarioResponse from './contract-scenario-response.js';
import contractCoverage from './contract-coverage.js';
import contractUncalibratedDefaults from './contract-uncalibrated-defaults.js';
import contractCalibrationState from './contract-calibration-state.js';
import contractQuestionBudget from './contract-question-budget.js';
import contractWhoMode from './contract-who-mode.js';
import contractTeamShape from './contract-team-shape.js';
import contractHaltConditions from './contract-halt-conditions.js';
import contractExplorationScope from './contract-exploration-scope.js';
import contractOutcome from './contract-outcome.js';
import contractMarkdownDefaults from './contract-markdown-defaults.js';
import contractAuthorityTransition from './contract-authority-transition.js';
import contractRecalibration from './contract-recalibration.js';

/** Contract rules in output order: shape first, then vocabulary, domains, calibration, WHO, scope, outcome, rendering, advice. */
export const contractRules: Rule[] = [
  contractSchema,
  contractKnownDomains,
  contractResponseRefinementScope,
  contractScenarioResponse,
  contractCoverage,
  contractUncalibratedDefaults,
  contractCalibrationState,
  contractQuestionBudget,
  contractWhoMode,
  contractTeamShape,
  contractHaltConditions,
  contractExplorationScope,
  contractOutcome,
  contractMarkdownDefaults,
  contractAuthorityTransition,
  contractRecalibration,
];
