import { oneSpaced, defineRule, firstNotBefore, graphMentions, graphNamesPath, list, plural, type Finding, type GraphModel, type GraphReturn } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_RETURN, N2_SUBGRAPH, DELEGATED, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** The arrows between the steps of a graph in the method's notation (`click → GET /export.csv → download`), Mermaid's too. */
const ARROWS = ['-->', '==>', '→', '->', '⟶', '=>'];
const ARROW = new RegExp(ARROWS.join('|'));
/** What separates steps: an arrow, or a `;` between two chains (`a → b; c → d`). */
const STEP_BREAK = new RegExp(`${ARROW.source}|;`);
/** Steps read from each side; a notation longer than this is compared on its first steps only (the docs say so). */
const MAX_STEPS = 2000;
/** A note after a step, set off by a dash (`json — as asked`): what follows it is no part of the step. */
const DASH_NOTE = / (?:—|–|--) /;
/** A list the coordinator left empty, with a note on it (`none (N1 fine)`, `none — all built`): it records nothing. */
const NONE_WITH_NOTE = /^[\s*_-]*(?:none|nothing)\s*(?:[(:;,—–-]|$)/i;

/**
 * The chains of a value, one a line, where a line opening or ending with an arrow continues the
 * chain before it (a chain written one step a line: `GET /items` / `→ list` / `→ json`).
 */
function chains(lines: string[]): string[] {
  const joined: string[][] = [];
  for (const line of lines) {
    const text = line.trim();
    const last = joined[joined.length - 1];
    const continues = last && (ARROWS.some((a) => text.startsWith(a)) || ARROWS.some((a) => last[last.length - 1]!.endsWith(a)));
    if (continues) last.push(text);
    else joined.push([text]);
  }
  return joined.map((parts) => parts.join(' '));
}

/** The steps of arrow chains, normalised for comparison (case, spacing, quotes, what brackets or braces hold); undefined for text that is no chain. */
function steps(value: string): string[] | undefined {
  // Each line of a value is a chain of its own (a SUBGRAPH continued on the next line); a line
  // without an arrow (a pasted sub-plan's `NODES:`, a fence, prose) makes the value no chain.
  const lines = chains(value.split('\n').filter((line) => line.trim() !== ''));
  if (!lines.length || !lines.every((line) => ARROW.test(line))) return undefined;
  return lines
    .flatMap((line) => line.split(STEP_BREAK, MAX_STEPS))
    .slice(0, MAX_STEPS)
    .map((s) =>
      oneSpaced(
        s
          .replace(/\([^()]*\)|\{[^{}]*\}|\[[^[\]]*\]/g, ' ')
          .split(DASH_NOTE, 1)[0]!
          .replace(/[`"'*]/g, ''),
      )
        .trim()
        .toLowerCase(),
    )
    .map(withoutClosingPunctuation)
    .filter((s) => s !== '');
}

/** A step without the punctuation closing it (`download.`, `countdown?`): a loop, no regex anchored at the end of a long run. */
function withoutClosingPunctuation(step: string): string {
  let end = step.length;
  while (end > 0 && ' .,;:?!'.includes(step[end - 1]!)) end--;
  return step.slice(0, end);
}

/** The node's spawn the RETURN answers: its last AGENT SUBGRAPH before the RETURN. */
function spawnBefore(model: GraphModel, r: GraphReturn) {
  const spawns = model.subgraphsFor(r.node!);
  // In transcript order: a binary search, as a node may be spawned thousands of times in a hostile file.
  return spawns[firstNotBefore(spawns, (s) => s.line < r.line) - 1];
}

const quoted = (xs: string[]) => list(xs.map((x) => `\`${x}\``));

export default defineRule<GraphModel>({
  id: 'graph-return-subgraph',
  pack: 'graph',
  summary: "A done RETURN's IMPLEMENTED GRAPH has every step its node's SUBGRAPH asked for",
  statuses: ['pass', 'warn', 'skip'],
  docs: `"Compare every RETURN's IMPLEMENTED GRAPH with its SUBGRAPH (§9)": a worker that
built another graph than it was given, and returned \`done\`, delegated the task
back wrong, and "if the implemented graph does not match the delegated subgraph, the
delegation is wrong". Where both are written as chains of steps joined by arrows
(\`click → GET /export.csv → download\`; \`->\`, \`-->\`, \`⟶\`, \`=>\` and \`==>\` too, and \`;\` between two chains),
each RETURN with STATUS done is compared with the SUBGRAPH of its node's spawn before it: a step
asked for and not built warns at the RETURN's IMPLEMENTED GRAPH, naming what was built instead
(and saying so when the IMPLEMENTED GRAPH of the whole task still says VERDICT matches), unless
that IMPLEMENTED GRAPH records it: its GAPS, FAILURES, EVOLUTIONS, OFF-SCRIPT or a mismatch
VERDICT names the node or a path of the missing step. Steps
built beyond those asked for (\`… → sarifLog; Finding → physicalLocation\`) are detail a
worker may add, not a difference. Each line of a
value is a chain of its own, and a value with a line that is no chain (a pasted sub-plan) is not compared. Steps are compared without case, spacing, quotes, what brackets
or braces hold and a note set off by a dash (\`download (text/csv)\` is \`download\`, \`Finding{file,line}\` is \`Finding\`,
\`json — as asked\` is \`json\`). A line opening or ending with an arrow continues the chain of the line
before it (a chain written one step a line). A list that says none with a note on it (\`GAPS : none (N1 fine)\`) records nothing.
A RETURN that is failed or evolved reports its own difference; a notation that is no chain
(prose, a table) is not compared: the method's notation is free, so a difference read
this way warns rather than fails. A chain is compared on its first 2,000 steps.`,
  audit: [{ source: "Compare every RETURN's IMPLEMENTED GRAPH with its SUBGRAPH (§9).", enforced: 'warns when a done RETURN lacks a step of the chain its SUBGRAPH asked for' }],
  examples: [
    {
      status: 'pass',
      title: 'passes when each RETURN built the steps its SUBGRAPH named',
      files: { 'graph.md': transcript(...DELEGATION), 'docs/spec.md': '# Spec\n' },
    },
    {
      status: 'warn',
      title: 'warns when a worker built another chain and returned done',
      files: {
        'graph.md': transcript(
          DELEGATED,
          N1_SUBGRAPH,
          N1_RETURN.replace('IMPLEMENTED GRAPH : GET /items → list → json', 'IMPLEMENTED GRAPH : GET /items → list → html'),
          N2_SUBGRAPH,
          N2_RETURN,
          `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`,
        ),
        'docs/spec.md': '# Spec\n',
      },
    },
    {
      status: 'skip',
      title: 'skips a transcript without a RETURN',
      files: { 'graph.md': transcript(DELEGATED) },
    },
  ],
  check({ model }) {
    if (!model.returns.length) return { status: 'skip', detail: `no RETURN block in ${model.rel}`, missingArtefact: true };
    const impl = model.implemented;
    const verdict = impl?.verdict;
    // What the coordinator recorded of its own compare: a difference its GAPS, FAILURES, EVOLUTIONS,
    // OFF-SCRIPT or a mismatch VERDICT names (by the node or by a path of the missing step) was noticed.
    const recorded = [impl?.gaps, impl?.failures, impl?.evolutions, impl?.offScript].map((l) => (l && !l.none && !NONE_WITH_NOTE.test(l.field.value) ? l.field.value : '')).join('\n');
    const said = `${recorded}\n${verdict && !/^\W*matches\b/i.test(verdict.value.trim()) ? verdict.value : ''}`;
    const noticed = (node: string, missing: string[]) => graphMentions(said, node) || missing.some((step) => step.split(' ').some((w) => w.includes('/') && graphNamesPath(said.toLowerCase(), w)));
    const saysMatches = verdict && /^\W*matches\b/i.test(verdict.value.trim()) ? verdict.line : undefined;
    const findings: Finding[] = [];
    let compared = 0;
    for (const r of model.returns) {
      const built = r.fields['IMPLEMENTED_GRAPH'];
      if (!r.node || !built || model.returnStatus(r) !== 'done') continue;
      const asked = spawnBefore(model, r)?.fields['SUBGRAPH'];
      const want = asked && steps(asked.value);
      const got = want && steps(built.value);
      if (!asked || !want || !got) continue;
      compared++;
      const have = new Set(got);
      const wanted = new Set(want);
      const missing = [...wanted].filter((s) => !have.has(s));
      const added = [...have].filter((s) => !wanted.has(s));
      // A step built beyond the ones asked for is detail a worker may add; one asked for and not built is a difference.
      if (!missing.length || noticed(r.node, missing)) continue;
      const what = `lacks ${quoted(missing)} of its SUBGRAPH (line ${asked.line})${added.length ? ` and builds ${quoted(added)} instead` : ''}`;
      const also = saysMatches ? `, yet VERDICT (line ${saysMatches}) says matches` : '';
      findings.push(model.at(built.line, `${r.node}'s RETURN returned done, but its IMPLEMENTED GRAPH ${what}${also}`, built.valueColumns[0] ?? built.column));
    }
    if (findings.length) {
      return {
        status: 'warn',
        detail: `${plural(findings.length, 'RETURN')} built another graph than its SUBGRAPH asked for`,
        fix: 'Compare each RETURN with its SUBGRAPH: re-plan the node (STATUS evolved, EVOLUTIONS) or re-spawn it when it built something else, and name the difference in the VERDICT.',
        findings,
      };
    }
    return { status: 'pass', detail: compared ? `every done RETURN built the steps of its SUBGRAPH (${plural(compared, 'RETURN')} compared)` : 'no done RETURN and SUBGRAPH written as chains of steps to compare' };
  },
});
