import { definePack, GRAPH_EXT, GRAPH_SCAN_BYTES, isAgentDefinition, isProjectDocument, looksLikeGraph } from '@engagement-lint/core/kit';

export default definePack({
  id: 'graph',
  title: 'Graph Protocol',
  target: 'file',
  // Before contracts: a transcript may quote a contract's keys.
  detectRank: 1,
  picture: 'graphs',
  // Only a file named like a transcript is read that far (GRAPH_SCAN_BYTES).
  detect: (t) => t.stat.isFile() && GRAPH_EXT.test(t.abs) && looksLikeGraph(t.abs, t.head(GRAPH_SCAN_BYTES)),
  // The protocol's own text (a vendored SKILL.md) and a README showing its blocks carry templates, not a run.
  globMatch: (t) => !isProjectDocument(t.abs) && !isAgentDefinition(t.abs, t.head()),
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-graph')).loadGraphTarget(abs, opts),
  rules: async () => (await import('./index.js')).graphRules,
});
