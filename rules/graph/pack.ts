import { definePack, looksLikeGraph } from '@engagement-lint/core/kit';

export default definePack({
  id: 'graph',
  title: 'Graph Protocol',
  target: 'file',
  // Before contracts: a transcript may quote a contract's keys.
  detectRank: 1,
  picture: 'graphs',
  detect: (t) => t.stat.isFile() && looksLikeGraph(t.abs, t.head()),
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-graph')).loadGraphTarget(abs, opts),
  rules: async () => (await import('./index.js')).graphRules,
});
