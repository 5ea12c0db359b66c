import { defineRule, graphGlobOutputState, graphOutputGlobs, graphSkip, graphIsCommitOutput, graphIsPlaceholder, graphOutputPaths, graphSaysNone, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, DELEGATION, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** A name with neither a folder nor an extension (`migrations`, `VERSION`, `Makefile`): nothing but name characters. */
const BARE_NAME = /^[\w@][\w@.~-]*$/;

/**
 * The output= paths to probe: those with a folder or an extension, and a bare name (`migrations`), which the
 * protocol's `output=<file, dir, or commit>` leaves a file or a folder once a commit is told apart: it is probed as
 * what exists under that name, and missing when nothing does. A bare name among other outputs counts when it
 * is an existing folder (`migrations, db/schema.sql`); words of free text beside paths are not probed.
 */
function probedPaths(model: GraphModel, value: string): string[] {
  // A commit (`commit on branch fix/api`) names a branch, not a path.
  if (graphIsCommitOutput(value)) return [];
  const paths = graphOutputPaths(value, (word) => isFolder(model, word));
  if (paths.length) return paths;
  // The value's one word, read as outputs are (quotes, emphasis, `./` and a note in brackets aside).
  const [v, ...more] = graphOutputPaths(value, () => true);
  if (v === undefined || more.length || graphIsPlaceholder(v) || graphSaysNone(v) || /^[0-9a-f]{7,40}$/i.test(v)) return [];
  return BARE_NAME.test(v) ? [v] : [];
}

/** Whether a bare word of the output names a folder under the checked root. */
function isFolder(model: GraphModel, word: string): boolean {
  const { rel } = model.outputPlace(word);
  return rel !== undefined && rel !== '' && model.fs.probe(rel) === 'exists' && model.fs.list(rel) !== undefined;
}

export default defineRule<GraphModel>({
  id: 'graph-pre-done',
  pack: 'graph',
  summary: 'A pre-done node is not spawned, and its output exists and is non-empty',
  statuses: ['pass', 'fail', 'skip'],
  docs: `\`status=pre-done\` says the node's output already exists, so the node counts as
done for gating and no agent is spawned for it. Spawning it anyway (an AGENT
SUBGRAPH for it) redoes finished work and may overwrite it. Where the output is
a path under the checked root, it must exist and be non-empty (a file with
content, a folder with entries): downstream waves start on the strength of it.
A relative output is read from the top of the git repository holding the
transcript (the working tree the orchestrator runs in), or from the transcript's
folder outside a repository, whatever the working directory; the finding names
the absolute path it looked for. The protocol's output is a file, a folder or a
commit, so an output that is one bare name without a folder or an extension
(\`migrations\`, \`VERSION\`, \`Makefile\`) is read by what exists under it: a folder
(empty fails, as \`migrations/\` does), a file (empty fails), or nothing (missing
fails). Among other outputs (\`migrations, db/schema.sql\`) a bare name counts when it is
an existing folder. An output written as a glob (\`docs/*.md\`,
\`out/**/*.json\`, \`docs/{api,cli}.md\`, \`docs/v[12].md\`) must match at least one file, and one with content; a
glob that cannot be looked for fails, saying why: one expanding to more than 256 alternatives through its braces, or
more matching than a run spends on glob outputs (2,000,000 tests of a file against an alternative,
each pattern matched once however many nodes name it). Outputs that are not paths (a
commit, \`4e1d9a2\`, words such as \`approved by Dana\`) or lie outside that root are not probed.
The IMPLEMENTED GRAPH may not call a node pre-done that the DELEGATED GRAPH
declared pending: that node was to be spawned, and \`status=pre-done\` there
hides whether it was (and what its RETURN said).`,
  audit: [
    { source: "A node whose output already exists and is non-empty is `pre-done`: do not spawn it, count it as done for gating.", enforced: "fails when a pre-done node has an AGENT SUBGRAPH, or its output under the checked root is missing or empty" },
    { source: 'N1  status=done|pre-done|failed  output=...  verify=...', enforced: 'fails when the IMPLEMENTED GRAPH gives status=pre-done to a node the DELEGATED GRAPH declared pending' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes a pre-done node whose output exists and that no agent is spawned for',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'pass',
      title: 'does not probe a pre-done output that is not a path (a commit)',
      files: {
        'graph.md': `DELEGATED GRAPH: release notes
NODES:
  N0  domain=release  output=commit 4e1d9a2  status=pre-done
  N1  domain=docs     output=CHANGELOG.md    status=pending
EDGES:
  N0 → N1   (N1 lists the changes up to the version bump)
WAVES:
  WAVE 1 : [N0 ∥ N1]`,
      },
    },
    {
      status: 'fail',
      title: 'fails when the pre-done output is missing, at its output=',
      files: {
        'graph.md': transcript(DELEGATED),
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
    const nodes = model.plan(model.delegated!).declared().filter((n) => model.statusOf(n) === 'pre-done');
    const findings: Finding[] = [];
    for (const i of model.implemented?.nodes ?? []) {
      const d = model.node(i.id);
      if (!d || !i.status || i.status.value.trim().toLowerCase() !== 'pre-done' || model.statusOf(d) !== 'pending') continue;
      const spawned = model.subgraphsFor(i.id)[0];
      findings.push(model.at(i.line, `${i.id} is pre-done in the IMPLEMENTED GRAPH, but the DELEGATED GRAPH declares it pending (line ${d.line})${spawned ? ` and it was spawned (AGENT SUBGRAPH at line ${spawned.line})` : ''}; give it the status it ended with: done or failed`, i.status.column));
    }
    if (!nodes.length && !findings.length) return { status: 'pass', detail: 'no node is pre-done' };
    let probed = 0;
    for (const n of nodes) {
      for (const s of model.subgraphsFor(n.id)) {
        findings.push(model.at(s.line, `AGENT SUBGRAPH spawns ${n.id}, which is pre-done (line ${n.line}); a pre-done node is not spawned`));
      }
      for (const o of n.outputs) {
        for (const p of probedPaths(model, o.value)) {
          const state = model.outputState(p);
          if (state === 'outside-root') continue;
          probed++;
          // The absolute path names the place probed, which the working directory does not change.
          const where = model.outputPlace(p).abs;
          if (state === 'missing') findings.push(model.at(n.line, `${n.id} is pre-done but its output ${p} does not exist (looked for ${where})`, o.column));
          if (state === 'empty') findings.push(model.at(n.line, `${n.id} is pre-done but its output ${p} is empty (${where})`, o.column));
        }
        for (const g of graphOutputGlobs(o.value)) {
          const { state, matched, why } = graphGlobOutputState(model, g);
          if (state === 'outside-root') continue;
          if (state === 'unprobed') {
            findings.push(model.at(n.line, `${n.id} is pre-done but its output ${g} was not looked for: ${why}; name its files`, o.column));
            continue;
          }
          probed++;
          const where = model.outputPlace(g).abs;
          if (state === 'missing') findings.push(model.at(n.line, `${n.id} is pre-done but its output ${g} matches no file (looked for ${where})`, o.column));
          if (state === 'empty') findings.push(model.at(n.line, `${n.id} is pre-done but every file its output ${g} matches is empty (${plural(matched, 'file')}, ${where})`, o.column));
        }
      }
    }
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'pre-done problem')}: pre-done nodes must have a non-empty output and no AGENT SUBGRAPH, and a pending node is never pre-done in the IMPLEMENTED GRAPH`,
        fix: 'Mark a node pre-done only when its output already exists with content; otherwise mark it pending and spawn it. Remove AGENT SUBGRAPH blocks of pre-done nodes. In the IMPLEMENTED GRAPH, give a pending node the status it ended with (done or failed).',
        findings,
      };
    }
    return { status: 'pass', detail: `${plural(nodes.length, 'pre-done node')}, not spawned, ${plural(probed, 'output path')} present and non-empty` };
  },
});
