/**
 * A saved delegation contract (Epitrope protocol) as the contract rules see
 * it: JSON, YAML or the markdown rendering shown to the user, parsed into one
 * normalised shape in which every value keeps its source line and column.
 */
export { CONTRACT_BASE_RESPONSES, CONTRACT_DOMAINS, CONTRACT_DRIFT_ACTIONS, CONTRACT_HALT_ACTIONS, CONTRACT_MAX_ROLES, CONTRACT_MODES, CONTRACT_OUTCOMES, CONTRACT_PERSISTENCE, CONTRACT_QUESTION_CAP, CONTRACT_REFINEMENTS, CONTRACT_SCENARIO_OFFERS, CONTRACT_STAKES, CONTRACT_WHO_KINDS, contractBaseOf, contractCanonicalDomain, contractCanonicalResponse, contractDefaultResponse, contractDidYouMean, contractForeignLetters, contractHistoryHalf, contractIsDomain, contractIsResponse, contractLookalike, contractNearDomain, contractResponseProblem } from './vocabulary.js';
export { contractQuote } from './types.js';
export type { ContractAgent, ContractCalibration, ContractDefaultLine, ContractExploration, ContractFormat, ContractHaltCondition, ContractHistoryEntry, ContractLabelOfNoDomain, ContractMarkdownView, ContractPos, ContractProblem, ContractResponseEntry, ContractSectionRef, ContractTeam, ContractValue, ContractWho } from './types.js';
export { ContractModel } from './model.js';
export { contractByLine, contractCalibratedDomains, contractKeyMeant, contractMeant, contractPathLabel, contractPlace, contractRepeats, contractShow, contractSkipUnparsed, contractTexts, contractUnique } from './helpers.js';
export { contractFormatOf, loadContractTarget, looksLikeContract } from './load.js';
