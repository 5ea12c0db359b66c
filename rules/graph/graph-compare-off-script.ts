import { invisibleNamed, CappedFindings, defineRule, graphIsPlaceholder, graphOutputPaths, graphPathsOverlap, graphRefinesOutput, graphSameOutput, graphCutSkip, graphSkip, plural, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';

/**
 * The files finished RETURNs give beside what the AGENT SUBGRAPH they answer asked for: not its OUTPUT, nor inside
 * an asked folder or glob. An evolved or failed RETURN is left out (its scope changed, or nothing was built).
 */
function unaskedFiles(model: GraphModel): Array<{ ret: GraphModel['returns'][number]; file: string }> {
  const out: Array<{ ret: GraphModel['returns'][number]; file: string }> = [];
  for (const ret of model.returns) {
    const got = ret.fields['OUTPUT'];
    if (!ret.node || !got || graphIsPlaceholder(got.value) || model.returnStatus(ret) !== 'done') continue;
    const asked = model.subgraphsFor(ret.node).filter((s) => s.line < ret.line).at(-1)?.fields['OUTPUT'];
    if (!asked || graphIsPlaceholder(asked.value)) continue;
    const want = graphOutputPaths(asked.value);
    if (!want.length) continue;
    const fits = (file: string) => want.some((w) => graphSameOutput(w, file) || graphRefinesOutput(w, file));
    const given = graphOutputPaths(got.value);
    // A file given in place of the one asked is another output (graph-subgraph-output, graph-compare-outputs);
    // one given beside it is written off-script.
    if (!given.some(fits)) continue;
    for (const file of given) if (!fits(file)) out.push({ ret, file });
  }
  return out;
}

export default defineRule<GraphModel>({
  id: 'graph-compare-off-script',
  pack: 'graph',
  summary: 'OFF-SCRIPT lists exactly the implemented nodes that were never delegated, and the files no subgraph asked for',
  statuses: ['pass', 'fail', 'skip'],
  docs: `"If the implemented graph has nodes the delegated subgraph did not mention, the
worker went off-script." A node in the IMPLEMENTED GRAPH that the DELEGATED GRAPH
does not declare must appear in OFF-SCRIPT; a delegated node listed there, or an
id the IMPLEMENTED GRAPH does not contain, is a false report. File entries finer
than a node (from a worker's own graph) are accepted as they are, and a file a
finished RETURN gives beside what its AGENT SUBGRAPH's OUTPUT asked for (not that
path, nor inside an asked folder or glob) must be listed, by its path (a file given in
place of the one asked is another output: graph-subgraph-output); like any
OFF-SCRIPT entry they are a difference, so the VERDICT may not say \`matches\`
(graph-verdict). An entry may carry a note, as in GAPS (\`D1 — fixture\`,
\`package.json — added papaparse, approved\`, \`package.json (added papaparse)\`).
Each difference is reported at both locations.`,
  audit: [
    { source: "If the implemented graph has nodes the delegated subgraph did not mention, the worker went off-script.", enforced: "fails when OFF-SCRIPT does not list exactly the implemented nodes that were never delegated" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when nothing undelegated was implemented',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo
OFF-SCRIPT : none`,
      },
    },
    {
      status: 'fail',
      title: 'fails without an OFF-SCRIPT line',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo`,
      },
    },
    {
      status: 'skip',
      title: 'skips without an IMPLEMENTED GRAPH',
      files: {
        'graph.md': 'DELEGATED GRAPH: demo',
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true, implemented: true });
    if (skip) return skip;
    const cut = graphCutSkip(model, 'OFF-SCRIPT');
    if (cut) return cut;
    const d = model.delegated!;
    const impl = model.implemented!;
    const extra = model.differences().filter((x) => x.kind === 'off-script');
    const list = impl.offScript;
    // Built only while a report shows them; past that they are counted.
    const found = new CappedFindings();
    const add = (finding: () => Finding) => found.add(finding);
    const here = list ? { line: list.field.line, column: list.field.column, what: `OFF-SCRIPT (line ${list.field.line})` } : { line: impl.line, column: 1, what: `the IMPLEMENTED GRAPH (line ${impl.line}), which has no OFF-SCRIPT line,` };
    const listed = model.listed(list);
    for (const x of extra) {
      if (listed.has(x.node)) continue;
      add(() => model.at(x.implemented!.line, `${x.node} is implemented here but the DELEGATED GRAPH (line ${d.line}) never declared it, and ${here.what} does not list it${model.lookAlikeHint(x.node)}`, x.implemented!.column));
      add(() => model.at(here.line, `OFF-SCRIPT does not list ${x.node}, implemented at line ${x.implemented!.line} but not in the DELEGATED GRAPH (line ${d.line})`, here.column));
    }
    for (const item of list?.items ?? []) {
      const e = model.entry(item.value);
      if (e.kind === 'text') {
        add(() => model.at(item.line, `OFF-SCRIPT entry "${invisibleNamed(item.value.slice(0, 40), true)}" is neither a node id nor a path`, item.column));
        continue;
      }
      if (e.kind === 'file') continue;
      const dn = model.node(e.id);
      if (dn) {
        add(() => model.at(item.line, `OFF-SCRIPT lists ${e.id}, but it was delegated at line ${dn.line}`, item.column));
        add(() => model.at(dn.line, `${e.id} is delegated here, yet OFF-SCRIPT (line ${item.line}) lists it`, dn.column));
      } else if (!model.implNode(e.id)) {
        add(() => model.at(item.line, `OFF-SCRIPT lists ${e.id}, which is neither in the IMPLEMENTED GRAPH (line ${impl.line}) nor in the DELEGATED GRAPH (line ${d.line})`, item.column));
        add(() => model.at(impl.line, `the IMPLEMENTED GRAPH has no node ${e.id}, yet OFF-SCRIPT (line ${item.line}) lists it`));
      }
    }
    // Files a worker wrote that its AGENT SUBGRAPH never asked for ("nodes or files in implemented graphs that no
    // subgraph asked for"): each RETURN of a finished node against the subgraph it answers.
    const listedFiles = new Set((list?.items ?? []).map((i) => model.entry(i.value)).flatMap((e) => (e.kind === 'file' ? graphOutputPaths(e.path) : [])));
    let extraFiles = 0;
    for (const { ret, file } of unaskedFiles(model)) {
      if ([...listedFiles].some((f) => graphPathsOverlap(f, file))) continue;
      extraFiles++;
      add(() => model.at(ret.fields['OUTPUT']!.line, `RETURN ${ret.node} gives ${file}, which its AGENT SUBGRAPH did not ask for, and ${here.what} does not list it`, ret.fields['OUTPUT']!.valueColumns[0]));
    }
    if (!list && !extra.length) add(() => model.at(impl.line, 'the IMPLEMENTED GRAPH has no OFF-SCRIPT line (write `OFF-SCRIPT : none`)'));
    if (found.total) {
      return {
        status: 'fail',
        detail: `OFF-SCRIPT disagrees with the comparison (${plural(found.total, 'finding')}): ${[
          extra.length || !extraFiles ? `${plural(extra.length, 'implemented node was', 'implemented nodes were')} never delegated` : '',
          extraFiles ? `${plural(extraFiles, 'file', 'files')} no subgraph asked for ${extraFiles > 1 ? 'are' : 'is'} not listed` : '',
        ]
          .filter(Boolean)
          .join('; ')}`,
        fix: 'List in OFF-SCRIPT exactly the implemented nodes the DELEGATED GRAPH does not declare; write `OFF-SCRIPT : none` when there are none.',
        ...found.outcome(),
      };
    }
    // File entries stay: they are differences the VERDICT must account for.
    const files = (list?.items.length ?? 0) - extra.length;
    const alsoFiles = files > 0 ? `, plus ${plural(files, 'file entry', 'file entries')}` : '';
    return { status: 'pass', detail: extra.length ? `OFF-SCRIPT lists the ${plural(extra.length, 'undelegated node')}${alsoFiles}` : files > 0 ? `no undelegated node; OFF-SCRIPT lists ${plural(files, 'file')} finer than a node` : 'no undelegated node and OFF-SCRIPT says none' };
  },
});
