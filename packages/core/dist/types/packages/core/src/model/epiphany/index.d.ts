/**
 * The Epiphany controller state folder (`state/map.yaml`, `scratch.md`,
 * `branches.json`, `evidence.jsonl`) as rules see it. `yaml` and ajv are
 * loaded on first use, so other kinds of target never pay for them.
 */
export { EPIPHANY_BRANCH_STATUSES, EPIPHANY_EVIDENCE_KINDS, EPIPHANY_EVIDENCE_RESULTS, EPIPHANY_MAP_KEYS, caseTwinNote, epiphanyCaseTwins, epiphanyId, epiphanyNearName, epiphanyPathText, isEpiphanyMapKey, nearEpiphanyMapKey, normaliseEpiphanyKey } from './vocabulary.js';
export type { EpiphanyIssue, EpiphanyMapKey, EpiphanyPath, EpiphanyPos, EpiphanyStateFile } from './vocabulary.js';
export type { EpiphanyMap, EpiphanyMapItem, EpiphanyMapKeyRef, EpiphanySectionProblem } from './map.js';
export type { EpiphanyBranch, EpiphanyBranches } from './branches.js';
export type { EpiphanyEvidence, EpiphanyEvidenceEntry } from './evidence.js';
export { epiphanyAbandons, epiphanyEvidenceSummary, epiphanyLatest } from './evidence.js';
export { validateEpiphany } from './schema.js';
export { scratchHeadings, scratchTextLines } from './scratch.js';
export { sentenceReadAsKey } from './map.js';
export type { ScratchTextLine } from './scratch.js';
export type { EpiphanySchemaError, EpiphanySchemaName } from './schema.js';
export { EpiphanyModel, loadEpiphanyTarget } from './model.js';
