import { GraphClashIndex, GraphOutputKeys, defineRule, firstBelow, graphNodeTouches, graphSkip, graphOutputsClash, graphOutputSaid, graphTouchesClash, plural, type Finding, type GraphModel, type GraphNode, type GraphTouch, type GraphTouches, type GraphWave } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** An AGENT SUBGRAPH whose CONSTRAINTS let its node touch its folder and package.json, to add a dependency. */
const SHARED_PACKAGE = (id: string, output: string, folder: string, dependency: string) => `AGENT SUBGRAPH — ${id} ${dependency}
WHY          : the service needs ${dependency}
INPUTS       : none
OUTPUT       : ${output}
METHOD       : Design Thinking §2
SUBGRAPH     : call → ${dependency} → result
VERIFY       : npm test
CONSTRAINTS  : touch ${folder} and package.json (add ${dependency}); nothing else`;

/** Same-wave nodes named per node; beyond them one finding says how many more write the same files. */
const NAMED = 3;
/** Pairs clashing by their outputs passed over, per node, while naming the ones only their CONSTRAINTS make clash. */
const PASSED_OVER = 64;

/** Why two paths that differ only in case are one file. */
const CASE_INSENSITIVE = 'one file on a case-insensitive file system (the default on macOS and Windows)';

/** Findings of a wave, in the order of their pairs (earlier member, later member). */
const sortInto = (found: Array<{ i: number; j: number; finding: Finding }>, findings: Finding[]) => {
  found.sort((x, y) => x.i - y.i || x.j - y.j);
  for (const f of found) findings.push(f.finding);
};

/** Where a node names a file it touches: its `output=`, or its CONSTRAINTS. */
const whereSaid = (n: GraphNode, t: GraphTouch) => `${n.id}'s ${t.from === 'output' ? 'output=' : 'CONSTRAINTS'} (line ${t.line})`;

export default defineRule<GraphModel>({
  id: 'graph-same-output-waves',
  pack: 'graph',
  summary: 'Nodes whose outputs, or the files their CONSTRAINTS let them touch, are the same file, one inside the other\'s folder, or a glob matching the other\'s files never share a wave',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `Nodes of one wave run in parallel. Two of them writing the same file (or one
writing a file inside the folder the other owns) race: the last writer wins and
the other's work is lost without an error. The protocol's rule is "nodes that
touch the same files never share a wave". Outputs are compared as paths
(\`./src/x.ts\`, \`src//x.ts\` and \`src/../src/x.ts\` are \`src/x.ts\`); a
bare word with neither \`/\` nor an extension (\`output=docs\`) is a folder when
another output of the graph lies under it (\`docs/api.md\`); a glob
(\`src/auth/*.ts\`, \`src/**/*.tsx\`) claims the files it can match: a file clashes with it
only when the glob matches it (\`tests/*.test.ts\` does not match \`tests/fixtures/orders.json\`
nor \`tests/helpers.ts\`), a folder when a match can lie in it (\`src/**/*.tsx\` reaches into
\`src/styles/\`, \`tests/*.test.ts\` not into \`tests/fixtures/\`), and a folder above the
glob's own holds all of it. \`docs/**\` claims every file below \`docs/\`, \`docs/*\` every file
directly in it; a glob without \`**\` matches paths of its own depth only (\`locales/*.json\` and
\`locales/fr/*.json\` never clash). Two globs clash when they can match a common file: their folders
before the first wildcard overlap, their extensions agree, their depths meet, and segment by
segment (\`**\` standing for any number of segments) their literal starts and ends agree
(\`src/**/*.tsx\` and \`src/ui/*.tsx\` clash; \`src/**/*.tsx\` and \`src/ui/*.css\`, \`e2e/*.spec.ts\` and
\`e2e/*.page.ts\` do not). In a wave holding more than 64 distinct globs that need matching (such as
\`tests/*.test.ts\`; \`src/**/*.tsx\` and \`docs/*\` do not), files and globs are compared with every
glob by folder, depth and extension alone. A brace list (\`src/auth/{token,keys}.ts\`) names each of its files (up to 64;
a longer one claims its whole folder). A file name with single spaces
after its folder (\`docs/User Guide.md\`, bare, in backticks or in quotes) is one path,
while outputs are otherwise separated by blanks or commas; a non-path output
(free words) only clashes with the same text, and a commit (\`output=commit\`, \`commit 4e1d9a2\`,
\`commit on branch fix/api\`) is no file and clashes with nothing. A node touches more than its output:
the CONSTRAINTS of its AGENT SUBGRAPH name "files it may touch, files it must not touch, rules",
and the files it may touch count too (\`touch src/http/ and package.json\`: two same-wave nodes adding a
dependency to package.json both touch it). Files after a negation in their clause (\`do not touch
package.json\`, \`nothing outside src/db/\` turns it back), after a word of citing (\`see docs/db.md\`) or
before one such as \`untouched\` are not touched; a file name without a folder (\`package.json\`) counts
after a verb of touching (\`touch\`, \`edit\`, \`add … to\`) or in a bare list of files. Such a clash names
the file and where each node names it (its \`output=\` or its CONSTRAINTS line). A node that clashes with more
than three nodes listed before it in its wave names the first three and counts the rest, so a
wave of thousands of nodes on one file gives a finding per node, not one per pair; the detail
still counts every pair. Outputs whose paths differ only in case (\`src/Theme/Dark.css\` and
\`src/theme/dark.css\`) are one file on a case-insensitive file system (the default on macOS and
Windows) and distinct ones elsewhere: same-wave nodes writing them warn, and the warning stays a
warning beside a failing clash. Files the CONSTRAINTS let a node touch are compared so too
(\`package.json\` in one node's, \`Package.json\` in another's), the warning naming where each
node names its file; a pair that clashes as written is not warned of again. Two WAVE
lines of one number are one wave, as every rule reads the number (the repeat itself is
graph-waves-partition's), so their nodes are compared too.`,
  audit: [
    { source: "Nodes that touch the same files never share a wave.", enforced: "fails when two nodes of one wave have the same output path, one inside the other's folder, or a glob that can match the other's file (or a common file, for two globs), outputs and the files their AGENT SUBGRAPH CONSTRAINTS let them touch alike; warns when their output paths, or the files their CONSTRAINTS let them touch, differ only in case" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when nodes of a wave write different files',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when a node writes the folder holding a same-wave node\'s file',
      files: {
        'graph.md': `DELEGATED GRAPH: docs site
NODES:
  N1  domain=guide  output=docs/          status=pending
  N2  domain=api    output=docs/api.md    status=pending
EDGES:
  none
WAVES:
  WAVE 1 : [N1 ∥ N2]  — user guide and API reference`,
      },
    },
    {
      status: 'fail',
      title: 'fails when the CONSTRAINTS of two same-wave nodes both let them touch package.json',
      files: {
        'graph.md': `DELEGATED GRAPH: retries and pooling
NODES:
  N1  domain=http  output=src/http/client.ts  status=pending
  N2  domain=db    output=src/db/pool.ts      status=pending
EDGES:
  none
WAVES:
  WAVE 1 : [N1 ∥ N2]  — retries and pooling

${SHARED_PACKAGE('N1', 'src/http/client.ts', 'src/http/', 'p-retry')}

${SHARED_PACKAGE('N2', 'src/db/pool.ts', 'src/db/', 'generic-pool')}`,
      },
    },
    {
      status: 'warn',
      title: 'warns when same-wave outputs differ only in case: one file on macOS and Windows',
      files: {
        'graph.md': `DELEGATED GRAPH: dark mode
NODES:
  T1  domain=css    output=src/Theme/Dark.css  status=pending
  T2  domain=react  output=src/theme/dark.css  status=pending
EDGES:
  none
WAVES:
  WAVE 1 : [T1 ∥ T2]  — styles`,
      },
    },
    {
      status: 'skip',
      title: 'skips without a DELEGATED GRAPH (a one-worker transcript)',
      files: {
        'graph.md': transcript(N1_SUBGRAPH, N1_RETURN),
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true });
    if (skip) return skip;
    const g = model.delegated!;
    // A bare word such as `docs` is a folder when another output of the graph lies under `docs/`.
    const keys = new GraphOutputKeys(model.outputFolder);
    // Keys of the files with case folded (below).
    const folded = new GraphOutputKeys(model.outputFolder);
    const findings: Finding[] = [];
    const warnings: Finding[] = [];
    let pairs = 0;
    let casePairs = 0;
    let touchPairs = 0;
    // Whether a case-only pair named holds a file CONSTRAINTS let a node touch, not outputs alone (those past the named are not told apart).
    let caseByTouch = false;
    // By number, as every rule reads a wave: two WAVE lines of one number are one wave (graph-waves-partition reports the repeat).
    const byNumber = new Map<number, { w: GraphWave; ids: Set<string> }>();
    for (const w of g.waves) {
      let entry = byNumber.get(w.number);
      if (!entry) byNumber.set(w.number, (entry = { w, ids: new Set() }));
      for (const m of w.members) entry.ids.add(m.id);
    }
    for (const { w, ids } of byNumber.values()) {
      const members = [...ids].map((id) => model.node(id)).filter((n): n is GraphNode => !!n);
      // A wave of one node has no pair: a chain of 60,000 one-node waves built an index for each.
      if (members.length < 2) continue;
      const index = new GraphClashIndex(keys, members, 'a');
      // Reported in the order of the pairs (earlier member, later member), each "more" after its node's last named pair.
      const found: Array<{ i: number; j: number; finding: Finding }> = [];
      const foundCase: Array<{ i: number; j: number; finding: Finding }> = [];
      // Per node, the same-wave nodes listed before it that write the same files.
      const outputTotals: number[] = [];
      members.forEach((b, j) => {
        const { lists, overlapping } = index.lists(b);
        const { first, total } = firstBelow(lists, j, NAMED, overlapping);
        outputTotals.push(total);
        pairs += total;
        for (const i of first) {
          const a = members[i]!;
          const what = graphOutputsClash(a, b, model.outputFolder, index.precise)!;
          found.push({ i, j, finding: model.at(b.line, `${b.id} and ${a.id} (line ${a.line}) both write ${what} yet share WAVE ${w.number} (line ${w.line})`, b.column) });
        }
        if (total > first.length) {
          found.push({ i: first[first.length - 1]! + 0.5, j, finding: model.at(b.line, `${b.id} and ${plural(total - first.length, 'more node')} listed before it in WAVE ${w.number} (line ${w.line}) write the same files`, b.column) });
        }
      });
      // "Nodes that touch the same files never share a wave": files a node's CONSTRAINTS let it touch count too.
      const touches = members.map((n) => graphNodeTouches(n, model.subgraphsFor(n.id), model.outputFolder));
      const byTouch = touches.some((t) => t.extra);
      // Per node, the same-wave nodes listed before it that write or touch the same files.
      const touchTotals: number[] = [];
      const touchIndex = byTouch ? new GraphClashIndex(keys, touches.map((t) => t.item), 'a') : undefined;
      if (touchIndex) {
        members.forEach((b, j) => {
          const { lists, overlapping } = touchIndex.lists(touches[j]!.item);
          const passed = Math.min(outputTotals[j]!, PASSED_OVER);
          const { first, total } = firstBelow(lists, j, NAMED + passed, overlapping);
          touchTotals.push(total);
          const only = total - outputTotals[j]!;
          if (only <= 0) return;
          touchPairs += only;
          const named: number[] = [];
          for (const i of first) {
            if (named.length === NAMED) break;
            if (graphOutputsClash(members[i]!, b, model.outputFolder, index.precise)) continue;
            const clash = graphTouchesClash(touches[i]!, touches[j]!, model.outputFolder, touchIndex.precise);
            if (!clash) continue;
            const a = members[i]!;
            named.push(i);
            found.push({ i, j, finding: model.at(b.line, `${b.id} and ${a.id} (line ${a.line}) both touch ${clash.what}, named in ${whereSaid(b, clash.b)} and ${whereSaid(a, clash.a)}, yet share WAVE ${w.number} (line ${w.line})`, b.column) });
          }
          if (only > named.length) {
            found.push({ i: (named[named.length - 1] ?? -1) + 0.5, j, finding: model.at(b.line, `${b.id} and ${plural(only - named.length, 'more node')} listed before it in WAVE ${w.number} (line ${w.line}) touch the same files their AGENT SUBGRAPH CONSTRAINTS name`, b.column) });
          }
        });
      }
      // The same files with case folded: paths that differ only in case name one file where names ignore case.
      // Compared as the clashes above are: the files CONSTRAINTS let a node touch too, when some node's add any.
      const exactTotals = byTouch ? touchTotals : outputTotals;
      const compared = byTouch ? touches.map((t) => t.item) : members;
      const lower = compared.map((n) => ({ outputs: n.outputs.map((o) => ({ value: o.value.toLowerCase() })) }));
      // Nothing to fold (no capital letter in the wave): folded, the pairs are the exact ones, read above.
      if (lower.every((n, k) => n.outputs.every((o, m) => o.value === compared[k]!.outputs[m]!.value))) {
        sortInto(found, findings);
        continue;
      }
      const caseIndex = new GraphClashIndex(folded, lower, 'a');
      const loweredTouches = new Map<number, GraphTouches>();
      const lowered = (k: number) => {
        let t = loweredTouches.get(k);
        if (!t) loweredTouches.set(k, (t = { item: lower[k]!, sources: touches[k]!.sources.map((x) => ({ ...x, value: x.value.toLowerCase() })), extra: touches[k]!.extra }));
        return t;
      };
      members.forEach((b, j) => {
        // Folded, the pairs above clash again: the rest differ only in case.
        const c = caseIndex.lists(lower[j]!);
        const folds = firstBelow(c.lists, j, NAMED + (byTouch ? Math.min(exactTotals[j]!, PASSED_OVER) : 0), c.overlapping);
        const only = Math.max(0, folds.total - exactTotals[j]!);
        if (only === 0) return;
        casePairs += only;
        const named: number[] = [];
        for (const i of folds.first) {
          if (named.length === NAMED) break;
          const a = members[i]!;
          if (!byTouch) {
            if (graphOutputsClash(a, b, model.outputFolder, index.precise)) continue;
            named.push(i);
            const said = (n: GraphNode) => n.outputs.map((o) => graphOutputSaid(o.value)).join(' ').slice(0, 80);
            foundCase.push({ i, j, finding: model.at(b.line, `${b.id} writes ${said(b)} and ${a.id} (line ${a.line}) writes ${said(a)}, which differ only in case: ${CASE_INSENSITIVE}, yet they share WAVE ${w.number} (line ${w.line})`, b.column) });
            continue;
          }
          if (graphTouchesClash(touches[i]!, touches[j]!, model.outputFolder, touchIndex!.precise)) continue;
          const clash = graphTouchesClash(lowered(i), lowered(j), model.outputFolder, caseIndex.precise);
          if (!clash) continue;
          named.push(i);
          // Named as written: the folded touches stand where the node's own do.
          const ta = touches[i]!.sources[lowered(i).sources.indexOf(clash.a)]!;
          const tb = touches[j]!.sources[lowered(j).sources.indexOf(clash.b)]!;
          const byOutputs = ta.from === 'output' && tb.from === 'output';
          caseByTouch ||= !byOutputs;
          const finding = byOutputs
            ? `${b.id} writes ${graphOutputSaid(tb.value)} and ${a.id} (line ${a.line}) writes ${graphOutputSaid(ta.value)}, which differ only in case`
            : `${b.id} touches ${tb.value} and ${a.id} (line ${a.line}) touches ${ta.value}, named in ${whereSaid(b, tb)} and ${whereSaid(a, ta)}, which differ only in case`;
          foundCase.push({ i, j, finding: model.at(b.line, `${finding}: ${CASE_INSENSITIVE}, yet they share WAVE ${w.number} (line ${w.line})`, b.column) });
        }
        if (only > named.length) {
          foundCase.push({ i: ((byTouch ? named[named.length - 1] : undefined) ?? folds.first[folds.first.length - 1] ?? -1) + 0.5, j, finding: model.at(b.line, `${b.id} and ${plural(only - named.length, 'more node')} listed before it in WAVE ${w.number} (line ${w.line}) ${byTouch ? 'write or touch' : 'write'} files whose names differ only in case`, b.column) });
        }
      });
      sortInto(found, findings);
      foundCase.sort((x, y) => x.i - y.i || x.j - y.j);
      for (const f of foundCase) warnings.push({ ...f.finding, severity: 'warning' });
    }
    const caseSaid = `${plural(casePairs, 'pair')} of nodes in one wave ${caseByTouch ? 'write, or touch by their AGENT SUBGRAPH CONSTRAINTS,' : 'write'} paths that differ only in case`;
    if (findings.length) {
      const said = [
        pairs ? `${plural(pairs, 'pair')} of nodes in one wave write the same files` : '',
        touchPairs ? `${plural(touchPairs, 'pair')} of nodes in one wave touch the same files their AGENT SUBGRAPH CONSTRAINTS name` : '',
        casePairs ? caseSaid : '',
      ];
      return {
        status: 'fail',
        detail: said.filter(Boolean).join('; '),
        fix: 'Put nodes that write or touch the same file or folder in different waves (and add the edge that orders them), or merge them into one node.',
        // A clash only in case stays a warning beside the clashes that fail.
        findings: [...findings, ...warnings],
      };
    }
    if (warnings.length) {
      return {
        status: 'warn',
        detail: caseSaid,
        fix: 'Name each file in one spelling, or put the nodes in different waves: on a case-insensitive file system both write one file.',
        findings: warnings,
      };
    }
    return { status: 'pass', detail: 'no two nodes of one wave write the same files' };
  },
});
