/**
 * The engagement's plan and its later records, as the protocol rules read
 * them: task files and tasks/INDEX.md, criteria bullets numbered crit-1..N,
 * acceptance-log rounds with their verdicts and blockers, heartbeats,
 * iteration folders. Pure functions of already-read documents.
 */
export * from './tasks.js';
export * from './index-file.js';
export * from './acceptance.js';
export * from './deferral.js';
export { AFTER_LAUNCH, SAYS_NO_CRITERION } from './off-criteria.js';
export * from './verdicts.js';
export * from './records.js';
