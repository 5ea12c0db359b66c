/** Lines of an IMPLEMENTED GRAPH that graph-parse reported and did not read, and the delegated nodes they leave undecided. */
import type { Line } from './text.js';
import type { GraphImplemented, GraphValue } from './types.js';
import { graphMentions } from './values.js';
import { GraphTextWords } from './words.js';
import { pluralWord, thousands } from '../../util.js';
import type { RuleOutcome } from '../../types.js';
import { MAX_NODES } from './blocks.js';

/**
 * A delegated node the IMPLEMENTED GRAPH's rows do not list while a line of it that graph-parse could
 * not read names it: it may be listed there in another shape, so whether it is missing is not decided.
 */
export interface GraphUndecidedGap {
  node: string;
  /** Where the node is declared in the DELEGATED GRAPH. */
  delegated: { line: number; column: number };
  /** The first unread line of the IMPLEMENTED GRAPH naming it. */
  unread: GraphValue;
}

/**
 * Records a line of an IMPLEMENTED GRAPH that was reported and not read (a markdown table row,
 * `N1: status=done, ...`, prose): a node it names may be listed there in another shape.
 */
export function implementedUnread(g: GraphImplemented, l: Line) {
  (g.unread ??= []).push({ value: l.text, line: l.n, column: l.offset + 1 });
}

/**
 * For `g`, the first of its unread lines that names an id as a whole word, or undefined. Indexed by
 * word: a node per line of a long unread table costs a lookup, not a scan of every line.
 */
export function unreadNaming(g: GraphImplemented | undefined): (id: string) => GraphValue | undefined {
  const unread = g?.unread;
  if (!unread?.length) return () => undefined;
  const words = new GraphTextWords(unread.map((u) => u.value));
  return (id) => {
    for (const i of words.candidates([id])) if (graphMentions(unread[i]!.value, id)) return unread[i];
    return undefined;
  };
}

/**
 * Undecided gaps in words, for a rule's detail: `L1 and L2 are named only on IMPLEMENTED GRAPH line 59,
 * which graph-parse could not read` (a few nodes and lines, then how many more).
 */
export function graphUndecidedSaid(xs: readonly GraphUndecidedGap[]): string {
  const names = xs.slice(0, 5).map((x) => x.node);
  const moreNodes = xs.length - names.length;
  const who = moreNodes > 0 ? `${names.join(', ')} and ${moreNodes} more` : names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0]!;
  const lines = [...new Set(xs.map((x) => x.unread.line))];
  const shown = lines.slice(0, 5).join(', ') + (lines.length > 5 ? ` and ${lines.length - 5} more` : '');
  return `${who} ${pluralWord(xs.length, 'is', 'are')} named only on IMPLEMENTED GRAPH ${pluralWord(lines.length, 'line')} ${shown}, which graph-parse could not read`;
}

/** Where reading of the DELEGATED GRAPH stopped at its node bound, in words, or undefined when it was read whole. */
export function graphCutSaid(delegated: { cut?: number } | undefined): string | undefined {
  return delegated?.cut !== undefined ? `the DELEGATED GRAPH is read only to line ${delegated.cut}, past the node bound of ${thousands(MAX_NODES)}` : undefined;
}

/**
 * A compare rule's outcome when the DELEGATED GRAPH was cut at its node bound: the nodes past the cut
 * are not known, so `what` (`GAPS`, `VERDICT`) is not compared rather than said to agree.
 */
export function graphCutSkip(model: { delegated?: { cut?: number } }, what: string): RuleOutcome | undefined {
  const said = graphCutSaid(model.delegated);
  if (!said) return undefined;
  return {
    status: 'skip',
    detail: `${what} not compared: ${said}, so the nodes past it cannot be compared (graph-parse reports the line)`,
    fix: `Split the task so that each graph holds at most ${thousands(MAX_NODES)} nodes, then re-run.`,
  };
}
