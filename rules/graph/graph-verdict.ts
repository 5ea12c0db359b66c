import { CappedFindings, defineRule, graphIsPlaceholder, graphMentions, graphMiscasedWord, graphCutSkip, graphSkip, graphUndecidedSaid, graphUndecorated, MAX_FINDINGS, plural, type Finding, type GraphDifference, type GraphListItem, type GraphModel, type RuleOutcome } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, NODES, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** Differences a VERDICT finding's message names; past it, how many more. */
const NAMED_IN_MESSAGE = 20;

/** The first differences, each as `name`, joined by `sep`, then how many more there are. */
function someOf<T>(xs: readonly T[], name: (x: T) => string, sep: string): string {
  const more = xs.length - NAMED_IN_MESSAGE;
  return xs.slice(0, NAMED_IN_MESSAGE).map(name).join(sep) + (more > 0 ? `${sep}and ${more} more` : '');
}

/** `first`, then a finding at each difference, as many as a report shows, the rest counted. */
function atEach<T>(first: Finding, xs: readonly T[], at: (x: T) => Finding): { findings: Finding[]; findingsTotal?: number } {
  const found = new CappedFindings();
  found.add(() => first);
  for (const x of xs) found.add(() => at(x));
  return found.outcome();
}

/** A difference the VERDICT must account for: a computed one, or one the lists record. */
type Kind = GraphDifference['kind'] | 'evolved' | 'twice';

const KIND: Record<Kind, string> = {
  gap: 'missing from the IMPLEMENTED GRAPH',
  'off-script': 'implemented but never delegated',
  wave: 'implemented in another wave',
  output: 'implemented with another output',
  failed: 'failed',
  twice: 'listed twice in the IMPLEMENTED GRAPH',
  evolved: 'evolved',
};

/** A VERDICT that reports a mismatch, in the template's words or its own ("not a match", "no match", "doesn't match"). */
const MISMATCH = /mismatch|\bdiffer|\bdeviat|\b(?:does|do|did|is|are)\s+not\s+(?:a\s+)?match|\b(?:doesn|don|didn|isn|aren)['’]t\s+(?:a\s+)?match|\bnot\s+(?:a\s+)?match|\bno\s+match/i;

/**
 * "matches except T4", "matches but T9 ...", "matches, with N3 left as a gap" or "partially / mostly matches"
 * qualifies the match with the mismatches it states. "matches with the plan" is no qualification.
 */
const QUALIFIED_MATCH =
  /^(?:(?:partially|partly|mostly|largely|almost|nearly|roughly|broadly)\s+match(?:es|ed)?\b|match(?:es|ed)?\b[\s,;:—–-]*(?:except|but|apart\s+from|save\s+for|other\s+than|besides|excluding|with\s+the\s+exception\b|with\b(?!\s+(?:the\s+)?(?:plan|delegated|delegation|graph|design)\b)\s*\S))/i;

/**
 * Words that deny a mismatch ("no mismatches", "mismatches: none", "0 mismatches",
 * "does not differ"): they claim the graphs match, so they are read out before MISMATCH.
 */
const DENIED_MISMATCH =
  /\b(?:no|zero|0|without(?:\s+any)?|not\s+a)\s+(?:mismatch|differ|deviat)\w{0,10}|\bmismatch(?:es)?(?:\s+listed(?:\s+above)?)?\s*[:=—–-]\s*(?:none|nil|zero|0|n\/a)\b|\b(?:does|do|did)\s+not\s+(?:differ|deviate)\b|\b(?:doesn|don|didn)['’]t\s+(?:differ|deviate)\b|\bnothing\s+(?:differs|deviates)\b/gi;

/** The protocol's verdict words a VERDICT opens with (`matches`, `mismatches listed above`), in any case. */
const VERDICT_WORDS = /^(?:mis)?matches(?: listed above)?(?![\p{L}\p{N}])/iu;

/**
 * A VERDICT that opens with the protocol's words in another case (`Matches`, `MISMATCHES listed
 * above`): a finding at the VERDICT, and the outcome judged as meant made a failure for it.
 */
function withMiscased(o: RuleOutcome, written: string, finding: Finding): RuleOutcome {
  const said = `VERDICT ${written} is not in lower case`;
  const fix = `Write the VERDICT's words in lower case (\`VERDICT : ${written.toLowerCase()}\`).`;
  // Beside a verdict otherwise passing, undecided or warned of, the case is the failure; a warning stays one.
  const others = o.status === 'fail' ? (o.findings ?? []) : (o.findings ?? []).map((f) => ({ ...f, severity: 'warning' as const }));
  const findings = [finding, ...others];
  const total = (o.findingsTotal ?? others.length) + 1;
  return {
    status: 'fail',
    detail: `${said}; ${o.detail}`,
    fix: o.fix ? `${fix} ${o.fix}` : fix,
    findings: findings.slice(0, MAX_FINDINGS),
    ...(total > Math.min(findings.length, MAX_FINDINGS) ? { findingsTotal: total } : {}),
  };
}

interface Difference {
  kind: Kind;
  node: string;
  /** How the VERDICT's finding describes it. */
  what: string;
  /** Read from a list, which names it already. */
  listed?: boolean;
  where: { line: number; column: number };
  message: string;
}

export default defineRule<GraphModel>({
  id: 'graph-verdict',
  pack: 'graph',
  summary: 'VERDICT says "matches" only when the graphs do not differ, and otherwise names every difference',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `"The implemented graph is structurally the same as the delegated graph, or the
VERDICT names each difference." Most differences are computed, not read: delegated
nodes missing from the IMPLEMENTED GRAPH, implemented nodes never delegated,
nodes in another wave or with another output, and failed nodes: those with
\`status=failed\`, and those whose last RETURN says failed (no re-spawn returned
done or evolved after it) whatever status the IMPLEMENTED GRAPH gives them, since
the coordinator's summary does not overrule the worker's failure. A file listed
in OFF-SCRIPT or GAPS is a difference too (\`OFF-SCRIPT : [package.json]\`; node
entries are checked against the comparison by graph-compare-off-script and
graph-compare-gaps), and so is every evolution: a node in EVOLUTIONS or whose
RETURN said evolved was re-planned, so the delegation as first written did not
hold, and the template's "mismatches listed above" counts the EVOLUTIONS line
among the lists. A VERDICT of \`matches\` with any difference fails, with a
finding at the VERDICT and one at each difference. A mismatch VERDICT must name
each difference, in its own text or in the GAPS / OFF-SCRIPT / FAILURES /
EVOLUTIONS line that covers its kind (wave and output moves can only be named in
VERDICT). A mismatch VERDICT when nothing differs warns. VERDICT takes the
protocol's two values, \`matches\` or \`mismatches listed above\` (a mismatch
VERDICT may name the differences in its own words): an empty or placeholder
VERDICT (\`TBD\`) fails like a missing one, and so does free text that says
neither ("all good, ship it"). A VERDICT that denies a mismatch ("matches — no
mismatches", "mismatches: none", "0 mismatches", "does not differ", "not a
mismatch") says matches, and is checked as \`matches\`. "not a match", "no
match", "doesn't match" and "does not match" say mismatches, and so does a
qualified match ("matches except T4 (GAPS)", "matches but T9 ran twice", "matches
apart from T4", "matches, with T4 left as a gap", "partially / mostly / largely
matches"): it
states differences, and is checked as a mismatch VERDICT. Decoration around the
words is ignored on both sides (\`✅ matches\`, \`matches ✅\`, \`**matches**\`).
The words are lower case, as the protocol writes them: a VERDICT opening with
them in another case (\`Matches\`, \`MISMATCHES listed above\`) fails with a note
saying so, and is otherwise judged as meant (a warning beside it stays one).
A delegated node that no row of the IMPLEMENTED GRAPH lists but that a line of it
graph-parse could not read names (rows written as a markdown table, \`N1: status=done, ...\`)
is no difference: it may be listed there. When such nodes leave the verdict
undecided (\`matches\` and no other difference, or a mismatch VERDICT with no
difference to name), the rule skips, naming them (graph-parse reports the lines).`,
  audit: [
    { source: "The implemented graph is structurally the same as the delegated graph, or the VERDICT names each difference.", enforced: "fails on VERDICT matches with any difference, and on a mismatch VERDICT that leaves a difference unnamed; warns on a mismatch VERDICT when nothing differs" },
    { source: "The delegated subgraph and the implemented graph must match.", enforced: "the same check" },
    { source: "VERDICT : matches | mismatches listed above", enforced: "files in OFF-SCRIPT and GAPS and every EVOLUTIONS entry (or evolved RETURN) are differences: \"matches\" with any of them fails; an empty or placeholder VERDICT, or one that says neither matches nor mismatch, fails, and so do the words not in lower case (`Matches`)" },
    { source: "If the implemented graph does not match the delegated subgraph, the delegation is wrong.", enforced: "the same check" },
    { source: "Compare every RETURN's IMPLEMENTED GRAPH with its SUBGRAPH (§9). Do not trust a worker's own \"pass\"", enforced: "a node whose last RETURN says failed is a failed node, a difference, even where the IMPLEMENTED GRAPH gives it status=done" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes on a mismatch verdict whose differences are listed or named',
      files: {
        'graph.md': `${NODES}
IMPLEMENTED GRAPH: demo
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
GAPS : [N2]
VERDICT : mismatches listed above`,
      },
    },
    {
      status: 'fail',
      title: 'fails on "matches" with a difference, at the VERDICT and at the difference',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
      },
    },
    {
      status: 'warn',
      title: 'warns on a mismatch verdict when nothing differs',
      files: {
        'graph.md': `${NODES}
IMPLEMENTED GRAPH: demo
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass
  N2  status=done      output=web/app.ts    verify=pass
VERDICT : mismatches listed above`,
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
    const cut = graphCutSkip(model, 'VERDICT');
    if (cut) return cut;
    const impl = model.implemented!;
    const verdict = impl.verdict;
    const diffs = differences(model);
    if (!verdict) {
      return {
        status: 'fail',
        detail: 'the IMPLEMENTED GRAPH has no VERDICT line',
        fix: 'End the IMPLEMENTED GRAPH with `VERDICT : matches` or `VERDICT : mismatches listed above` (naming each difference).',
        findings: [model.at(impl.line, 'no VERDICT in this IMPLEMENTED GRAPH')],
      };
    }
    const text = verdict.value;
    const col = verdict.valueColumns[0];
    if (/\|/.test(text) || /^\s*</.test(text)) {
      return {
        status: 'fail',
        detail: `VERDICT still holds the template text "${text.slice(0, 50)}"`,
        fix: 'Write `VERDICT : matches` or `VERDICT : mismatches listed above`.',
        findings: [model.at(verdict.line, 'VERDICT is the template, not a verdict', col)],
      };
    }
    // An empty or placeholder VERDICT gives no verdict at all, like a missing one.
    if (graphIsPlaceholder(text)) {
      return {
        status: 'fail',
        detail: text.trim() ? `VERDICT is a placeholder ("${text.slice(0, 50)}")` : 'VERDICT is empty',
        fix: 'Write `VERDICT : matches` or `VERDICT : mismatches listed above`.',
        findings: [model.at(verdict.line, text.trim() ? `VERDICT is a placeholder ("${text.slice(0, 50)}"), not a verdict` : 'VERDICT is empty; write matches or mismatches listed above', col)],
      };
    }
    // The words are lower case, as the protocol writes them and as STATUS's are; read as meant below.
    const written = VERDICT_WORDS.exec(graphUndecorated(text))?.[0];
    const note = written === undefined ? undefined : graphMiscasedWord(written, ['matches', 'mismatches', 'mismatches listed above'], 'verdict');
    const finish = (o: RuleOutcome): RuleOutcome => (note ? withMiscased(o, written!, model.at(verdict.line, `VERDICT says ${written}; ${note}`, col)) : o);
    // "matches — no mismatches" or "mismatches: none" claims a match: a denied mismatch is no mismatch verdict.
    // Decoration before the words (`✅ matches`, `**matches**`) is dropped, as it is after them.
    const denied = text.replace(DENIED_MISMATCH, ' ');
    const denies = denied !== text;
    const claims = denied.replace(/^[^\p{L}\p{N}]+/u, '');
    const qualified = QUALIFIED_MATCH.test(claims);
    const saysMismatch = qualified || MISMATCH.test(claims);
    const saysMatch = !saysMismatch && (/^match(?:es|ed)?\b/i.test(claims) || denies);
    // The protocol's two values: a mismatch VERDICT may say it in its own words (`mismatch — N2 ran in WAVE 2`), free text that claims neither is no verdict.
    if (!saysMatch && !saysMismatch) {
      return finish({
        status: 'fail',
        detail: `VERDICT "${text.slice(0, 50)}" is neither matches nor mismatches listed above`,
        fix: 'Write `VERDICT : matches` when nothing differs, else `VERDICT : mismatches listed above` (naming each difference).',
        findings: [model.at(verdict.line, `VERDICT "${text.slice(0, 50)}" is neither matches nor mismatches listed above`, col)],
      });
    }
    // Nodes named only on IMPLEMENTED GRAPH lines graph-parse could not read: maybe listed there, so no difference either way.
    const undecided = model.undecidedGaps();
    const notCompared = undecided.length
      ? {
          status: 'skip' as const,
          detail: `VERDICT says ${saysMatch ? 'matches' : 'mismatches'}, but ${graphUndecidedSaid(undecided)}, so whether the graphs match cannot be decided (graph-parse reports the lines)`,
          fix: 'Write each IMPLEMENTED GRAPH row in the protocol\'s format, `N1  status=done  output=<path>  verify=pass` under its `WAVE n — <purpose>` line, then re-run.',
        }
      : undefined;
    if (saysMatch) {
      if (!diffs.length) return finish(notCompared ?? { status: 'pass', detail: 'VERDICT says matches and the graphs match' });
      const first = model.at(verdict.line, `VERDICT says matches, but ${plural(diffs.length, 'difference')}: ${someOf(diffs, (x) => `${x.node} ${x.what}`, '; ')}`, col);
      return finish({
        status: 'fail',
        detail: `VERDICT says matches but the graphs differ in ${plural(diffs.length, 'place')}`,
        fix: 'Write `VERDICT : mismatches listed above` and name each difference (in GAPS, OFF-SCRIPT, FAILURES, EVOLUTIONS or the VERDICT text).',
        ...atEach(first, diffs, (x) => model.at(x.where.line, `${x.message}, yet VERDICT (line ${verdict.line}) says matches`, x.where.column)),
      });
    }
    if (!diffs.length) {
      if (notCompared) return finish(notCompared);
      return finish({
        status: 'warn',
        detail: `VERDICT reports "${text.slice(0, 50)}" but the graphs show no difference`,
        fix: 'Write `VERDICT : matches`, or add the difference the VERDICT refers to to the IMPLEMENTED GRAPH.',
        findings: [model.at(verdict.line, 'VERDICT reports a mismatch the IMPLEMENTED GRAPH does not show', col)],
      });
    }
    const listFor: Partial<Record<Kind, Set<string>>> = {
      gap: model.listed(impl.gaps),
      'off-script': model.listed(impl.offScript),
      failed: model.listed(impl.failures),
      evolved: new Set(impl.evolutions?.items.map((i) => i.value)),
    };
    const unnamed = diffs.filter((x) => !x.listed && !graphMentions(text, x.node) && !listFor[x.kind]?.has(x.node));
    if (unnamed.length) {
      const first = model.at(verdict.line, `VERDICT does not name ${someOf(unnamed, (x) => `${x.node} (${x.what})`, ', ')}`, col);
      return finish({
        status: 'fail',
        detail: `VERDICT leaves ${plural(unnamed.length, 'difference')} unnamed`,
        fix: 'Name each wave or output difference in the VERDICT text, and each missing, extra, failed or evolved node in GAPS, OFF-SCRIPT, FAILURES or EVOLUTIONS.',
        ...atEach(first, unnamed, (x) => model.at(x.where.line, `${x.message}, and neither VERDICT (line ${verdict.line}) nor the list for it names ${x.node}`, x.where.column)),
      });
    }
    return finish({ status: 'pass', detail: `VERDICT reports a mismatch and names ${diffs.length === 1 ? 'the one difference' : `each of the ${diffs.length} differences`}` });
  },
});

/**
 * The computed differences, each implemented node whose last RETURN failed though its
 * status is not failed, then what the lists record beyond them: files in OFF-SCRIPT and
 * GAPS that no computed difference covers, and each evolved node.
 * A list entry names itself.
 */
function differences(model: GraphModel): Difference[] {
  const impl = model.implemented!;
  const out: Difference[] = model.differences().map((x) => ({ kind: x.kind, node: x.node, what: KIND[x.kind], where: x.implemented ?? x.delegated!, message: x.message }));
  const covered = new Set(out.map((x) => `${x.kind} ${x.node}`));
  // A node the summary shows as not failed whose last RETURN failed: the RETURN is the record, so it failed.
  for (const n of impl.nodes) {
    if (covered.has(`failed ${n.id}`)) continue;
    const r = model.lastFailedReturn(n.id);
    if (!r) continue;
    covered.add(`failed ${n.id}`);
    const shown = n.status ? `status=${n.status.value}` : 'no status';
    out.push({ kind: 'failed', node: n.id, what: `failed in its last RETURN (line ${r.line})`, where: n.status ?? n, message: `${n.id}'s last RETURN (line ${r.line}) ${model.saysFailed(r)}, but the IMPLEMENTED GRAPH shows ${shown}` });
  }
  const listed = (kind: 'off-script' | 'gap', name: string, items: GraphListItem[]) => {
    for (const i of items) {
      // Node entries are checked against the comparison by the GAPS and OFF-SCRIPT rules; a file is a difference of its own.
      const e = model.entry(i.value);
      if (e.kind !== 'file') continue;
      const id = e.node ?? e.path;
      if (covered.has(`${kind} ${id}`)) continue;
      covered.add(`${kind} ${id}`);
      out.push({ kind, node: i.value, what: `listed in ${name}`, listed: true, where: i, message: `${name} lists ${i.value}` });
    }
  };
  for (const { node, first } of model.implementedRepeats()) {
    out.push({ kind: 'twice', node: node.id, what: KIND.twice, where: node, message: `${node.id} is listed again in the IMPLEMENTED GRAPH (first at line ${first})` });
  }
  listed('off-script', 'OFF-SCRIPT', impl.offScript?.items ?? []);
  listed('gap', 'GAPS', impl.gaps?.items ?? []);
  const evolved = new Map<string, { line: number; column: number }>();
  for (const i of impl.evolutions?.items ?? []) if (!evolved.has(i.value)) evolved.set(i.value, i);
  for (const r of model.returns) {
    const status = r.fields['STATUS'];
    if (r.node && !evolved.has(r.node) && /^evolved\b/i.test(graphUndecorated(status?.value ?? ''))) evolved.set(r.node, { line: status!.line, column: status!.valueColumns[0] ?? 1 });
  }
  for (const [node, where] of evolved) out.push({ kind: 'evolved', node, what: KIND.evolved, where, message: `${node} evolved: its scope changed after it was delegated` });
  return out;
}
