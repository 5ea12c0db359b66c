/** Markdown tables written inside a DELEGATED GRAPH, which the block format does not have. */
import type { Line, ProblemFn } from './text.js';

/** What one line of each section looks like, for the finding. */
const LINE_FORMAT = {
  nodes: '`N1  domain=<owner>  output=<path>  status=pending`',
  edges: '`N1 → N3`',
  waves: '`WAVE 1 : [N1 ∥ N2] — <purpose>`',
} as const;

/**
 * A table row (`| N1 | core | ... |`) in a DELEGATED GRAPH: one finding at the table's first row, naming the
 * line format of its section, rather than one per row (and per cell) saying its pipes are no node ids.
 * `state.tableLine` is the line of the last table row read, so a row right after it continues its table.
 */
export function delegatedTableRow(state: { section?: keyof typeof LINE_FORMAT; tableLine?: number }, l: Line, problem: ProblemFn) {
  const continues = state.tableLine === l.n - 1;
  state.tableLine = l.n;
  if (continues) return;
  const section = state.section;
  const format = section ? `${section.toUpperCase()} lists one per line: ${LINE_FORMAT[section]}` : `its sections list one item per line: ${Object.values(LINE_FORMAT).join(', ')}`;
  problem(l, `markdown table in the DELEGATED GRAPH, not read: ${format}`);
}
