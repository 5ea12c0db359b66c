import { cutOnLastLine, citationsCut, defineRule, isPlainObject, iterationFolderNumber, lineLocator, list, rejectedRanges, plural, type EngagementModel, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';
import { protocolCitedStrings } from './lib/cited-path-reading.js';
import { currentRound } from './lib/round-in-force.js';

const VERDICT_KEY = /"verdict"\s*:\s*"([^"\\]*)"/g;

/** Positions of the `"verdict": "…"` values after `"steps"`, in text order. */
function stepVerdictPositions(text: string): Array<{ value: string; line: number; column: number }> {
  const from = Math.max(0, text.indexOf('"steps"'));
  const out: Array<{ value: string; line: number; column: number }> = [];
  const at = lineLocator(text);
  for (const m of text.slice(from).matchAll(VERDICT_KEY)) out.push({ value: m[1]!, ...at(from + m.index!) });
  return out;
}

/** A handoff line that cites a trace as the history of the rework, not as evidence. */
const HISTORY = /\b(?:previous(?:ly)?|prior|earlier|rejected|history|historical|was failing|used to fail|before the fix|failed (?:in|at) iter(?:ation)?[- ]?\d+|fixed (?:in|since) iter(?:ation)?[- ]?\d+|iter(?:ation)?[- ]?\d+ REJECT)\b|ранее|до исправления/i;

/** A handoff section that compares with the prior iteration (§7c "Delta vs iteration N"): its citations are history. */
const DELTA_HEADING = /\bdelta\b|what'?s new|\bvs\.? iter/i;
/** A step's verdict saying it failed: FAIL as the schema writes it, or another form of the word (`FAILED`, `failure`, `ERROR`), which trace-schema reports as well. */
const FAILING = /^(?:fail(?:ed|s|ure|ing)?|error(?:ed|s)?)$/i;

/**
 * Trace citations that citedPaths does not read: markdown link targets
 * (`[trace](traces/iter-1/x.json)`) and bare `traces/…` paths outside the
 * usual project roots (`traces/iter-1/x.json line 45-52`), the forms
 * ux-screens reads in §6. One pass per line; `[\w.-]+\/` repeats split a path
 * one way only.
 */
const TRACE_REF = /(?:^|[\s([<])((?:\.\/)?(?:[\w.-]+\/)*traces\/[^\s`'"()<>,;\]]+)/g;

function traceRefs(doc: MarkdownDoc): Array<{ path: string; line: number }> {
  const out: Array<{ path: string; line: number }> = [];
  for (const { line, text } of doc.linesOf({ start: doc.bodyStart, end: doc.lines.length })) {
    if (!text.includes('traces/')) continue;
    TRACE_REF.lastIndex = 0;
    for (let m = TRACE_REF.exec(text); m; m = TRACE_REF.exec(text)) {
      const path = cutOnLastLine(
        m[1]!
          .replace(/(?<![.:])[.:]+$/, '')
          .replace(/:\d+(?:-\d+)?$/, '')
          .replace(/^\.\//, ''),
        '#?',
      );
      if (path.toLowerCase().endsWith('.json')) out.push({ path, line });
    }
  }
  return out;
}

export default defineRule<EngagementModel>({
  id: 'trace-fail-evidence',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'No trace submitted as evidence holds a step with verdict FAIL',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The protocol: "Submitting with any FAIL verdict attached as evidence = REJECT."
A step fails with the verdict FAIL in any case, or another form of the word (\`FAILED\`, \`failure\`, \`ERROR\`), which
trace-schema reports as off the schema as well; the finding quotes such a form. A trace is evidence when

- handoff.md or acceptance-log.md cites it (\`traces/…json\` or
  \`engagement/traces/…json\`, anywhere in the file: as inline code or a bare
  path as handoff-paths reads citations under the recommended preset — so a
  line anchor, \`#L12\`, \`#L12-L20\`, \`:12\`, \`:12:5\` or \`:L2\`, is read off the
  path, and a bare path counts wherever it stands, in an HTML \`<a href="traces/…">\`
  or a reference-style link's definition \`[w]: traces/…\` — and also as a markdown
  link target \`[trace](traces/iter-1/x.json)\` or a bare \`…/traces/…json\` path — a
  trailing \`line 45-52\` does not hide it — the forms ux-screens reads in §6), but not
  from a REJECT iteration of acceptance-log.md (that is the director citing what was
  rejected), or
- it belongs to the current iteration: it sits under
  \`traces/<iteration>/\` (\`iter-N\`, \`iteration-N\` or \`N\`, N = the
  \`iteration\` counter) or its \`iteration\` field equals the counter —
  the current round's traces are what the handoff hands over, cited or not.

Traces of earlier iterations that nothing cites are history: a flow that failed
in iter-1 and was fixed in iter-2 is the normal course of rework. A trace that
does not parse, or is no object with a \`steps\` list, is trace-schema's business:
it is passed over here and named in the detail (skip when no evidence trace could
be read).

A failing trace of an earlier iteration that handoff.md or acceptance-log.md
cites only as history warns instead: on a line that calls it history
(previous, prior, rejected, before the fix, "failed in iteration 1", "iter-1
REJECT", ранее …), or, in handoff.md, inside the §7c delta section (a heading
with "delta", "what's new" or "vs iteration"), whose table lists the prior
iteration's blockers. A handoff may cite the rejected round's trace as the
history of the rework, and only a reader can tell history from evidence. One
citation of the same trace as evidence elsewhere makes it evidence.

Every step whose \`verdict\` is FAIL (any case) is a finding, at its line in the
trace. skip when there are no traces and none is cited. A document's citations
are read up to the first 50,000: past them a trace cited there is not known to
be evidence, so the check warns at the line where reading stopped (handoff-paths
fails there).

Tiers: S, M and L — traces are optional below ux_heavy: true, but whenever one
is attached it must not show a failing step.`,
  examples: [
    {
      status: 'pass',
      title: 'passes when every evidence step passes',
      files: {
        'iteration': '2',
        'traces/iter-2/export.json': `{
  "steps": [
    {
      "action": "click",
      "verdict": "PASS"
    }
  ]
}`,
      },
    },
    {
      status: 'fail',
      title: 'counts a trace as current by its iteration field',
      files: {
        'iteration': '3',
        'traces/export.json': `{
  "iteration": 3,
  "steps": [
    {
      "action": "click",
      "verdict": "fail"
    }
  ]
}`,
      },
    },
    {
      status: 'warn',
      title: 'a handoff that cites the old failing trace as history warns at its step',
      files: {
        'iteration': '2',
        'traces/iter-1/export.json': `{
  "steps": [
    {
      "action": "click",
      "verdict": "FAIL"
    }
  ]
}`,
        'handoff.md': `# Handoff
## 6. Exercised
- export → csv → \`traces/iter-2/export.json\` (previously failing: \`traces/iter-1/export.json\`)`,
      },
    },
    {
      status: 'skip',
      title: 'skips without traces and citations',
      files: {},
    },
  ],
  check({ model }) {
    const tracesRoot = model.rel('traces');
    const inTraces = (p: string) => p.startsWith(`${tracesRoot}/`) && p.toLowerCase().endsWith('.json');
    const toProject = (p: string) => (p.startsWith(`${model.relDir}/`) ? p : `${model.relDir}/${p}`);
    const citedBy = new Map<string, string>();
    // A REJECT iteration of the acceptance log cites the failing trace it rejected: history, not evidence.
    const rejectedLines = new Set<number>();
    // Rounds, and the handoff's delta sections below, as markdown renders their headings: setext ones too.
    for (const r of rejectedRanges(model.acceptanceLog, 'protocol')) for (let n = r.start; n <= r.end; n++) rejectedLines.add(n);
    // Traces cited only on history lines (every citation), and where: an evidence citation anywhere outweighs them.
    const historyCites = new Map<string, string>();
    const evidenceCites = new Map<string, string>();
    // Past MAX_CITED_PATHS a document's citations are not read: a trace cited there is not known to be evidence.
    const cuts: Array<{ detail: string; finding: Finding }> = [];
    for (const doc of [model.handoff, model.acceptanceLog]) {
      if (!doc) continue;
      const deltaLines = new Set<number>();
      if (doc === model.handoff) for (const sec of doc.sections((h) => DELTA_HEADING.test(h.text), 'protocol')) for (let n = sec.start; n <= sec.end; n++) deltaLines.add(n);
      // Asked once per line: a line may cite thousands of paths.
      const historyLines = new Map<number, boolean>();
      const isHistory = (line: number) => historyLines.get(line) ?? historyLines.set(line, deltaLines.has(line) || HISTORY.test(doc.line(line))).get(line)!;
      // Read as handoff-paths reads citations: line anchors (`#L12`, `:12:5`) read off, bare engagement-relative paths too.
      // No path is probed: a citation counts only when it names one of the trace files already listed.
      const { cited, read } = protocolCitedStrings(doc);
      const cut = citationsCut(doc, read);
      if (cut) cuts.push(cut);
      const cites = [...cited, ...traceRefs(doc)];
      for (const c of cites) {
        if (doc === model.acceptanceLog && rejectedLines.has(c.line)) continue;
        const p = toProject(c.path);
        if (!inTraces(p)) continue;
        const where = `${doc.rel}:L${c.line}`;
        const into = isHistory(c.line) ? historyCites : evidenceCites;
        if (!into.has(p)) into.set(p, where);
      }
    }
    const asHistory = new Set<string>();
    for (const p of historyCites.keys()) if (!evidenceCites.has(p)) asHistory.add(p);
    for (const [p, where] of evidenceCites) citedBy.set(p, where);
    for (const [p, where] of historyCites) if (!citedBy.has(p)) citedBy.set(p, where);
    // A counter out of step with the log is iteration-counter's failure: the round the log is in is the current one.
    const current = currentRound(model);
    const all = model.walk('traces', (e) => e.kind === 'file' && e.name.toLowerCase().endsWith('.json')).map((e) => e.rel);
    if (!all.length && !citedBy.size) return { status: 'skip', detail: 'no traces/ and no cited trace' };
    const evidence = new Map<string, string>();
    for (const rel of all) {
      const folder = rel.slice(tracesRoot.length + 1).split('/');
      const byFolder = folder.length > 1 && current !== undefined && iterationFolderNumber(folder[0]!) === current;
      if (citedBy.has(rel)) evidence.set(rel, `cited at ${citedBy.get(rel)}`);
      else if (byFolder) evidence.set(rel, `current iteration ${current}`);
      else if (current !== undefined) {
        const v = model.json(rel)?.parsed.value;
        if (isPlainObject(v) && v['iteration'] === current) evidence.set(rel, `current iteration ${current}`);
      }
    }
    for (const [rel, why] of citedBy) if (!evidence.has(rel) && model.fs.probe(rel) === 'exists') evidence.set(rel, `cited at ${why}`);

    const findings: Finding[] = [];
    const history: Finding[] = [];
    const historyBy = new Set<string>();
    const citer = (why: string) => (why.includes(`${model.rel('acceptance-log.md')}:`) ? 'acceptance-log.md' : 'handoff.md');
    const failing = new Set<string>();
    // Evidence that is no trace with steps (trace-schema's finding): not known to be free of FAIL steps, so named.
    const unread: string[] = [];
    for (const [rel, why] of evidence) {
      const doc = model.json(rel);
      const v = doc?.parsed.value;
      if (!doc || !isPlainObject(v) || !Array.isArray(v['steps'])) {
        unread.push(rel.slice(tracesRoot.length + 1));
        continue;
      }
      // A trace of an earlier iteration that only the handoff cites may be quoted as history of the rework.
      const folderN = iterationFolderNumber(rel.slice(tracesRoot.length + 1).split('/')[0] ?? '');
      const traceN = folderN ?? (typeof v['iteration'] === 'number' ? v['iteration'] : undefined);
      const older = current !== undefined && traceN !== undefined && traceN < current && asHistory.has(rel);
      const positions = stepVerdictPositions(doc.file.text);
      const withVerdict = v['steps'].filter((s) => isPlainObject(s) && typeof s['verdict'] === 'string');
      const aligned = positions.length === withVerdict.length;
      const verdictIndex = new Map(withVerdict.map((s, i) => [s, i]));
      v['steps'].forEach((step, k) => {
        if (!isPlainObject(step) || typeof step['verdict'] !== 'string' || !FAILING.test(step['verdict'].trim())) return;
        const pos = aligned ? positions[verdictIndex.get(step)!]! : positions.find((p) => FAILING.test(p.value.trim())) ?? { line: 1, column: 1 };
        const shown = step['verdict'].trim().toUpperCase() === 'FAIL' ? 'FAIL' : `${JSON.stringify(step['verdict'].trim().slice(0, 20))} (a FAIL)`;
        const action = typeof step['action'] === 'string' ? ` (${step['action']})` : '';
        if (older) {
          history.push({ file: rel, line: pos.line, column: pos.column, message: `step ${k + 1}${action} has verdict ${shown} in a trace of iteration ${traceN} that ${citer(why)} cites (${why}); fine as history of the rework, a REJECT if it is offered as evidence` });
          historyBy.add(citer(why));
          return;
        }
        failing.add(rel);
        findings.push({ file: rel, line: pos.line, column: pos.column, message: `step ${k + 1}${action} has verdict ${shown}; trace is evidence (${why})` });
      });
    }
    const cutDetail = cuts.map((c) => c.detail).join('');
    const cutFindings = cuts.map((c) => c.finding);
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${findings.length === 1 ? 'a failing step is' : `${findings.length} failing steps are`} submitted as evidence in ${[...failing].join(', ')}${cutDetail}`,
        fix: 'Fix the flow and capture a new trace whose steps all PASS (or stop citing the failing trace); a FAIL step attached as evidence means REJECT.',
        findings: [...findings, ...cutFindings],
      };
    }
    if (history.length) {
      return {
        status: 'warn',
        detail: `${[...historyBy].sort((a, b) => (a === 'handoff.md' ? -1 : b === 'handoff.md' ? 1 : 0)).join(' and ')} ${historyBy.size > 1 ? 'cite' : 'cites'} a failing trace of an earlier iteration: ${[...new Set(history.map((f) => f.file))].join(', ')}${cutDetail}`,
        fix: 'If the old trace is history, say so next to the citation; the current iteration\'s evidence must be traces whose steps all PASS.',
        findings: [...history, ...cutFindings],
      };
    }
    const notRead = unread.length ? `${plural(unread.length, 'evidence file')} not read as a trace with steps (trace-schema reports ${unread.length > 1 ? 'them' : 'it'}): ${list(unread, 5)}` : '';
    if (evidence.size && unread.length === evidence.size && !cuts.length) return { status: 'skip', detail: `no evidence trace could be read for its steps: ${notRead}` };
    const read = evidence.size - unread.length;
    const checked = evidence.size ? `${plural(read, 'evidence trace')} without a FAIL step${notRead ? `; ${notRead}` : ''}` : `no trace is submitted as evidence (${plural(all.length, 'older trace')} not cited)`;
    if (cuts.length) {
      return {
        status: 'warn',
        detail: `${checked}${cutDetail}; a trace cited there was not checked`,
        fix: 'Cite fewer paths (the evidence that matters, not every file): a trace cited past the limit is not read as evidence.',
        findings: cutFindings,
      };
    }
    return { status: 'pass', detail: checked };
  },
});
