import { definePack, GRAPH_EXT, GRAPH_SCAN_BYTES, looksLikeGraph } from '@engagement-lint/core/kit';

export default definePack({
  id: 'graph',
  title: 'Graph Protocol',
  target: 'file',
  // Before contracts: a transcript may quote a contract's keys.
  detectRank: 1,
  picture: 'graphs',
  // Only a file named like a transcript is read that far (GRAPH_SCAN_BYTES).
  detect: (t) => t.stat.isFile() && GRAPH_EXT.test(t.abs) && looksLikeGraph(t.abs, t.head(GRAPH_SCAN_BYTES)),
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-graph')).loadGraphTarget(abs, opts),
  rules: async () => (await import('./index.js')).graphRules,
});
