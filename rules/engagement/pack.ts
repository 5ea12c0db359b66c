import path from 'node:path';
import { abortedAt, definePack, EngagementModel } from '@engagement-lint/core/kit';

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
