/** The top-level entries of an engagement folder: what the whitelist allows, and what tells a folder is an engagement (pack.ts). */

/** Top-level entries the protocol allows in engagement/ (the reference's whitelist). */
export const ENGAGEMENT_WHITELIST: ReadonlySet<string> = new Set([
  'criteria.md', 'scope-sync.md', 'plan.md', 'validation-log.md', 'deploy-log.md', 'docs-diff.md', 'handoff.md',
  'acceptance-log.md', 'consilium-summary.md', 'human-directive.md', 'iteration', 'engagement-reflections.md', 'events.jsonl',
  'specs', 'tasks', 'brand', 'design-system', 'ui', 'executor-reports', 'screens', 'traces', 'validation-outputs', 'codex-outputs',
]);

/** Optional top-level files the protocol's tree lists that the reference's whitelist lacks. */
export const PROTOCOL_OPTIONAL: ReadonlySet<string> = new Set(['code-research.md', 'design-research.md', 'brand-research.md']);
