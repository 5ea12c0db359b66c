import path from 'node:path';
import { abortedAt, definePack, EngagementModel, type TargetProbe } from '@engagement-lint/core/kit';
import { ENGAGEMENT_WHITELIST, PROTOCOL_OPTIONAL } from './lib/folder-entries.js';

/**
 * The protocol's top-level entries of an engagement folder (the whitelist's, and the research notes
 * the protocol's tree names): a folder holding any of them, in any case, is an engagement, perhaps
 * one being written, whatever folders it also holds.
 */
const ENGAGEMENT_ENTRIES = new Set([...ENGAGEMENT_WHITELIST, ...PROTOCOL_OPTIONAL]);

/** How many child folders of a folder named outright are looked into for engagements: a bound on a folder of thousands. */
export const MAX_CHILD_FOLDERS = 64;

/**
 * The engagements a folder holds rather than being one: its child folders, by name, that hold
 * criteria.md (`2025-01`) or are projects holding an `engagement/` folder (`2025-01/engagement`),
 * as a glob would match them. None when the folder is an engagement itself (it is named
 * `engagement` or holds one of the protocol's entries), is a project holding `engagement/`, or
 * holds more entries than the probe lists. Folders a glob's `*` does not match (`.name`,
 * `node_modules`) are not looked into, nor any past the first MAX_CHILD_FOLDERS (`more` says so).
 */
function engagementsIn(t: TargetProbe): { files: string[]; more: boolean } {
  const none = { files: [], more: false };
  if (!t.stat.isDirectory() || path.basename(t.abs) === 'engagement' || t.isDirectory('engagement')) return none;
  const names = t.entries();
  if (names === undefined || names.some((name) => ENGAGEMENT_ENTRIES.has(name.toLowerCase()))) return none;
  const files: string[] = [];
  let looked = 0;
  for (const name of [...names].sort()) {
    if (name.startsWith('.') || name === 'node_modules' || !t.isDirectory(name)) continue;
    if (looked === MAX_CHILD_FOLDERS) return { files, more: true };
    looked++;
    if (t.exists(`${name}/criteria.md`)) files.push(name);
    else if (t.isDirectory(`${name}/engagement`)) files.push(`${name}/engagement`);
  }
  return { files, more: false };
}

export default definePack({
  id: 'engagement',
  title: 'Engagement',
  target: 'folder',
  tiered: true,
  // handoff-precheck.py's 21 checks: `--preset compat` keeps exactly those.
  compat: true,
  report: { targetKey: 'engagement', label: 'Pre-check', readyFor: 'handoff', labelKeepsProject: true },
  picture: 'plan',
  // Any folder no other pack claims.
  detectRank: -1,
  detect: (t) => t.stat.isDirectory(),
  // Matched by a glob: an engagement folder (by its criteria.md or its name) or a project holding one.
  globMatch: (t) => t.exists('criteria.md') || path.basename(t.abs) === 'engagement' || t.isDirectory('engagement'),
  // A project folder given in place of its engagement folder: lint the engagement inside it.
  resolve: (t) => (!t.exists('criteria.md') && t.isDirectory('engagement') ? path.join(t.abs, 'engagement') : t.abs),
  // A folder of engagements (an archive of them, a folder of projects) named outright is none of them: it is refused, naming them.
  filesIn: engagementsIn,
  load: async (abs, opts) => {
    const model = new EngagementModel(abs, opts);
    return {
      model,
      fs: model.fs,
      root: model.projectRoot,
      filesRead: () => model.fs.filesRead().map((f) => f.rel),
      tier: model.tier,
      suppressionsFile: model.rel('criteria.md'),
      readyWaiver: () => {
        const at = abortedAt(model);
        return at && `the user aborted the engagement (ABORTED at ${at})`;
      },
    };
  },
  mainFile: ['criteria.md'],
  ledger: 'events.jsonl',
  rules: async () => (await import('./index.js')).engagementRules,
});
