import { oneSpaced, pushAll, defineRule, effectiveUxHeavy, folderUnreadable, followsProtocol, notAFileMessage, frontmatterKeyLine, isPlainObject, jsonLocator, jsonText, jsonTypeName, lineLocator, list, parseJsonLikePython, type EngagementModel, type Finding } from '@engagement-lint/core/kit';
import { folderRound, proseTraces, roundWithoutTraces } from './lib/trace-rounds.js';

const STEP_KEYS = ['action', 'selector', 'expected', 'observed', 'verdict'] as const;
const STEP_VERDICTS = new Set(['PASS', 'FAIL']);
/**
 * The step keys a step must fill under the protocol: what was done, what should be seen, what was.
 * A selector may be empty (a navigation step points at no element).
 */
const FILLED_STEP_KEYS = ['action', 'expected', 'observed'] as const;
/** Step problems listed per trace, at most; the steps past the one that reaches it are not read. */
const MAX_STEP_PROBLEMS = 200;

/** A value that records nothing: null, a blank string, an empty list or mapping. */
const blank = (v: unknown) => v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0) || (isPlainObject(v) && Object.keys(v).length === 0);

/** An ISO 8601 date or date-time as Python's `datetime.fromisoformat` (3.11) reads it, after a trailing `Z`. */
const ISO = new RegExp(
  String.raw`^(?:(\d{4})-(\d{2})-(\d{2})|(\d{4})(\d{2})(\d{2})|\d{4}-?W(?:0[1-9]|[1-4]\d|5[0-3])(?:-?[1-7])?)` +
    String.raw`(?:.(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,]\d+)?)?)?(?:[+-]\d{2}(?::?\d{2}(?::?\d{2}(?:[.,]\d+)?)?)?)?)?$`,
  'su',
);

/** Whether a captured_at value would parse as a timestamp in the reference (which fails the trace otherwise). */
function isoTimestamp(v: unknown): boolean {
  // A list or mapping never reads as a date (the reference's str() of one starts with [ or {); String() of a deep one overflows the stack.
  if (typeof v === 'object' && v !== null) return false;
  const s = String(typeof v === 'boolean' ? (v ? 'True' : 'False') : v).replace(/(?<![Zz])[Zz]+$/, '');
  const m = ISO.exec(s);
  if (!m) return false;
  const [y, mo, d] = [m[1] ?? m[4], m[2] ?? m[5], m[3] ?? m[6]].map(Number);
  if (y !== undefined && !Number.isNaN(y)) {
    const date = new Date(Date.UTC(y, mo! - 1, d));
    if (date.getUTCMonth() !== mo! - 1 || date.getUTCDate() !== d || y < 1) return false;
  }
  const [h, mi, se] = [m[7], m[8], m[9]].map((x) => (x === undefined ? 0 : Number(x)));
  return h! < 24 && mi! < 60 && se! < 60;
}

/** Python truthiness of a JSON value. */
const truthy = (v: unknown) => v !== undefined && v !== null && v !== false && v !== '' && v !== 0 && !(Array.isArray(v) && v.length === 0) && !(isPlainObject(v) && Object.keys(v).length === 0);

/**
 * The source text of the value a key's offset points at (`"iteration": 1.0` → `1.0`): a scan over
 * the key string, the colon and whitespace, then to the next delimiter; the parsed value loses it.
 */
function valueSource(text: string, keyAt: number | undefined): string | undefined {
  if (keyAt === undefined || text[keyAt] !== '"') return undefined;
  let i = keyAt + 1;
  for (; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
  const ws = (j: number) => {
    while (j < text.length && ' \t\n\r'.includes(text[j]!)) j++;
    return j;
  };
  i = ws(i + 1);
  if (text[i] !== ':') return undefined;
  const start = ws(i + 1);
  let end = start;
  while (end < text.length && !',]} \t\n\r'.includes(text[end]!)) end++;
  return text.slice(start, end);
}

/**
 * Whether `iteration` is an integer as Python's json reads it: a number written without a fraction
 * or exponent (`1.0` and `1e0` are floats there), or, in the reference reading only, true/false
 * (`isinstance(True, int)` holds in Python).
 */
function isIntegerIteration(it: unknown, source: () => string | undefined, protocol: boolean, text: string): boolean {
  if (typeof it === 'boolean') return !protocol;
  if (typeof it !== 'number' || !Number.isInteger(it)) return false;
  // Written as an integer wherever the key appears: no need to find where the value stands.
  if (!FLOAT_ITERATION.test(text) && !(text.includes('\\') && ESCAPED_KEY.test(text))) return true;
  const raw = source();
  return raw === undefined || !/[.eE]/.test(raw);
}

/** An `"iteration"` key whose number is written with a fraction or an exponent (`1.0`, `1e0`). */
const FLOAT_ITERATION = /"iteration"\s*:\s*-?\d+[.eE]/;
/** A string with an escape near its start: a key this cannot compare as written (`"iter\u0061tion"`). */
const ESCAPED_KEY = /"[^"\\\n]{0,40}\\/;

/** Problems of one parsed trace, each with the JSON path it is about. */
function traceProblems(trace: unknown, iterationSource: () => string | undefined, protocol: boolean, text: string): Array<{ path: Array<string | number>; message: string }> {
  if (!isPlainObject(trace)) return [{ path: [], message: `a trace must be a JSON object, found ${jsonTypeName(trace)}` }];
  const out: Array<{ path: Array<string | number>; message: string }> = [];
  // Presence is what counts (a null value is present), as in the reference.
  for (const key of ['flow', 'captured_at']) {
    if (!(key in trace)) out.push({ path: [], message: `missing "${key}"` });
  }
  const at = trace['captured_at'];
  if (truthy(at) && !isoTimestamp(at)) out.push({ path: ['captured_at'], message: `"captured_at" ${jsonText(at)} is not an ISO 8601 timestamp` });
  // An empty captured_at dates nothing: the protocol's staleness check has no time to compare.
  else if (protocol && at !== undefined && !truthy(at)) out.push({ path: ['captured_at'], message: `"captured_at" is ${jsonText(at)}, not an ISO 8601 timestamp` });
  // A flow without a name cannot be told from another: the protocol files each as traces/{iteration}/{flow}.json.
  if (protocol && 'flow' in trace && blank(trace['flow'])) out.push({ path: ['flow'], message: `"flow" is ${jsonText(trace['flow'])}: a trace names the flow it exercised` });
  const it = trace['iteration'];
  if (it === undefined) out.push({ path: [], message: 'missing "iteration"' });
  else if (!isIntegerIteration(it, iterationSource, protocol, text)) {
    // A number here is a float, shown as written (`1.0`): its parsed value would print as the integer it is not.
    const found = typeof it === 'number' ? `a float ${iterationSource() ?? jsonText(it)}` : `${jsonTypeName(it)} ${jsonText(it)}`;
    out.push({ path: ['iteration'], message: `"iteration" must be an integer, found ${found}` });
  }
  const steps = trace['steps'];
  if (!Array.isArray(steps) || steps.length === 0) {
    out.push({ path: steps === undefined ? [] : ['steps'], message: steps === undefined ? 'missing "steps"' : `"steps" must be a non-empty array, found ${Array.isArray(steps) ? 'an empty array' : jsonTypeName(steps)}` });
    return out;
  }
  // Read to the step that brings the problems listed to MAX_STEP_PROBLEMS: a 15 MB trace may hold millions of steps, each with its own.
  const listed = out.length + MAX_STEP_PROBLEMS;
  for (let i = 0; i < steps.length; i++) {
    const step: unknown = steps[i];
    if (out.length >= listed) {
      out.push({ path: ['steps', i], message: `steps ${i + 1}–${steps.length} not checked: ${MAX_STEP_PROBLEMS} problems are listed at most` });
      break;
    }
    if (!isPlainObject(step)) {
      out.push({ path: ['steps', i], message: `step ${i + 1} must be an object, found ${jsonTypeName(step)}` });
      continue;
    }
    const missing = STEP_KEYS.filter((k) => !(k in step));
    if (missing.length) out.push({ path: ['steps', i], message: `step ${i + 1} lacks ${missing.join(', ')}` });
    // A structured step with nothing in it is prose's "it worked" again: what was done and what was seen are the evidence.
    if (protocol) {
      for (const k of FILLED_STEP_KEYS) {
        if (k in step && blank(step[k])) out.push({ path: ['steps', i, k], message: `step ${i + 1} ${k} is ${jsonText(step[k])}: a step records what was done, what was expected and what was observed` });
      }
    }
    // The reference lets a null verdict through; the protocol's verdict is PASS or FAIL, and null is neither.
    if (step['verdict'] !== undefined && (protocol || step['verdict'] !== null) && !STEP_VERDICTS.has(step['verdict'] as string)) {
      out.push({ path: ['steps', i, 'verdict'], message: `step ${i + 1} verdict ${jsonText(step['verdict'])} is not PASS or FAIL` });
    }
  }
  return out;
}

/**
 * What stands at traces/ when it holds no `*.json` trace, for the detail ("` — traces/ holds
 * iter-2/a.JSON`") and a finding at each file that is not read as a trace; empty when there is no traces/.
 */
function tracesWithoutJson(model: EngagementModel): { note: string; findings: Finding[]; cased?: boolean } {
  const unread = folderUnreadable(model, 'traces');
  if (unread?.notAFolder) {
    const what = unread.notAFolder;
    return { note: `: ${unread.rel} is not a folder (${what})`, findings: [{ file: unread.rel, line: 1, column: 1, message: `traces must be a folder of traces/<iteration>/<flow>.json files; this is ${what}` }] };
  }
  if (unread) return { note: `: ${unread.rel}/ could not be read (${unread.unlisted})`, findings: [{ file: unread.rel, line: 1, column: 1, message: `traces/ could not be read: ${unread.unlisted}` }] };
  if (!model.entries().some((e) => e.name === 'traces')) return { note: '', findings: [] };
  const held = model.walk('traces');
  if (!held.length) return { note: ': traces/ is there but holds no file', findings: [] };
  const short = (rel: string) => rel.slice(model.rel('traces/').length);
  // `a.JSON`: the trace glob is `*.json`, case-sensitive, as the reference's.
  const cased = held.filter((e) => e.name.toLowerCase().endsWith('.json'));
  return {
    cased: cased.length > 0,
    note: `: traces/ holds no *.json file, only ${list(held.map((e) => short(e.rel)))}${cased.length ? ' (a trace\'s name ends in .json, lowercase)' : ''}`,
    findings: held.slice(0, 10).map((e) => ({
      file: e.rel,
      line: 1,
      column: 1,
      message: cased.includes(e) ? `not read as a trace: its name must end in .json, lowercase (${e.name.slice(0, -5)}.json)` : 'not read as a trace: only *.json files under traces/ are',
    })),
  };
}

export default defineRule<EngagementModel>({
  id: 'trace-schema',
  pack: 'engagement',
  tiers: ['L'],
  recommendedTiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'exercised-flow traces follow the protocol trace schema',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `UX-heavy engagements prove that the touched controls were exercised with structured traces
(\`traces/<iteration>/<flow>.json\`), because a prose "I clicked it and it worked" can be
hallucinated.

- skip unless \`ux_heavy\` is minor or true.
- No \`traces/**/*.json\`: fail for \`ux_heavy: true\`, skip for minor. As in the reference the
  glob is case-sensitive: when traces/ is there without one, the detail says what it holds instead
  (\`checkout.JSON\`, notes, nothing) or that it is no folder, and each such file gets a finding.
- Each trace is a JSON object with the keys \`flow\`, \`iteration\` (an integer, as Python's json
  reads one: \`1.0\` and \`1e0\` are floats and fail, \`true\` / \`false\` pass), \`captured_at\`
  and a non-empty \`steps\` array; each step is an object with the keys \`action\`, \`selector\`,
  \`expected\`, \`observed\` and \`verdict\` ∈ {PASS, FAIL} (a null verdict passes, as in the
  reference; under the recommended preset it fails: null is neither PASS nor FAIL). Under the
  recommended preset a step must also fill \`action\`, \`expected\` and \`observed\` (null, a blank
  string, an empty list or mapping fails at the key), and \`flow\` must name the flow; an empty
  \`selector\` passes, since a navigation step points at no element.
- A trace's step problems are listed to the 200th; the steps after the one that reaches it are not
  read, and a finding at that step says so (a trace of millions of steps stays bounded).
- A non-empty \`captured_at\` must read as an ISO 8601 date or date-time (\`2026-05-06T14:32:00Z\`,
  an offset, fractional seconds): the reference flags any other value and fails the trace for it.
  Its other staleness heuristic (HTML files under a \`landing/\` or \`hybrid/\` folder modified after
  \`captured_at\`) needs file times and is not applied.

- Under \`--preset recommended\` the traces are also read by their place, \`traces/<iteration>/<flow>.json\`:
  a prose file under traces/ (\`.md\`, \`.txt\`, \`.rst\`, \`.adoc\` …) fails at the file and at each
  handoff.md line citing it ("Unstructured prose traces = REJECT"), at minor too, where traces are
  optional; a trace whose \`iteration\` is not the number of its iteration folder (\`"iteration": 1\`
  under \`traces/iter-2/\`) fails at the key; and for \`ux_heavy: true\` traces that all lie in iteration
  folders, none of them the counter's round, fail at the counter, as ux-screens asks for this round's
  screens (not between rounds, nor without a readable counter, nor when a trace lies outside iteration
  folders). Other files beside the traces (a Playwright \`.zip\`, a \`.har\`) are not read.

Invalid JSON is reported at its line; an array or other non-object is a finding, not a crash. A
FIFO or broken link under a trace's name is a trace that cannot be read: it fails, never passed over.`,
  examples: [
    {
      status: 'pass',
      files: {
        'criteria.md': `---
ux_heavy: true
---`,
        'traces/a.json': `{
  "flow": "quarter-preset",
  "iteration": 1,
  "captured_at": "2026-05-06",
  "steps": [
    {
      "action": "click",
      "selector": "#quarter",
      "expected": "popover opens",
      "observed": "popover opens",
      "verdict": "PASS"
    }
  ]
}`,
      },
    },
    {
      status: 'fail',
      title: 'without traces: skips for minor, fails for true at the ux_heavy line',
      files: {
        'criteria.md': `---
ux_heavy: true
---`,
      },
    },
    {
      status: 'warn',
      title: 'an unreadable captured_at warns instead of failing',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': `---
ux_heavy: true
---`,
        'traces/iter-1/export.json': `{
  "flow": "export",
  "iteration": 1,
  "captured_at": "yesterday afternoon",
  "steps": [
    {
      "action": "click",
      "selector": "#export",
      "expected": "csv",
      "observed": "csv",
      "verdict": "PASS"
    }
  ]
}`,
      },
    },
    {
      status: 'skip',
      title: 'without traces: skips for minor, fails for true at the ux_heavy line',
      files: {
        'criteria.md': `---
ux_heavy: minor
---`,
      },
    },
  ],
  divergences: [
    {
      protocol: '`ux_heavy: true` mandates `screens/{iteration}/{theme}/` + `traces/{iteration}/{flow}.json` + handoff §6 referencing real paths + ux-review validator in validation-log. Missing any of these on submission = handoff INCOMPLETE.',
      compat: 'No traces under `ux_heavy: true` fails at any stage, intake included, as in the reference.',
      recommended: 'Before handoff.md is written the traces are not due: it skips, as ux-screens does (and in --mode ready the missing handoff fails elsewhere).',
    },
    {
      protocol: '`ux_heavy: true` mandates `screens/{iteration}/{theme}/` + `traces/{iteration}/{flow}.json` … Trace JSON requires structured steps[]',
      compat: '`"iteration": true` or `false` passes as an integer, as in the reference (Python counts a boolean as an int); so does a step whose `verdict` is null, and a step or flow whose values are empty (the reference checks that the keys are there).',
      recommended: 'A boolean is no iteration number: `"iteration": true` fails "must be an integer". A null step verdict fails: it is neither PASS nor FAIL. A step whose `action`, `expected` or `observed` is empty (null, a blank string, an empty list or mapping) fails, as does an empty `flow`: a structured step with nothing in it is the unstructured "it worked" again. An empty `selector` passes: a navigation step points at no element.',
    },
    {
      protocol: 'Reuse rules (each strictly stale-checked): traces if captured_at newer than code change … Stale = regenerate.',
      compat: 'A `captured_at` that does not read as an ISO 8601 timestamp fails the trace, like a missing step.',
      recommended: 'It warns: `captured_at` only serves the staleness check, so an unreadable one is a precise, non-blocking finding; the trace structure the protocol REJECTs on (steps, verdicts) still fails. An empty or null `captured_at`, which the reference passes over, warns the same way.',
    },
    {
      protocol: '`ux_heavy: true` mandates `screens/{iteration}/{theme}/` + `traces/{iteration}/{flow}.json` + handoff §6 referencing real paths … Trace JSON requires structured steps[] … Unstructured prose traces = REJECT.',
      compat: 'trace-schema runs at L only: an M engagement with `ux_heavy: minor` or `true` hands over traces nobody checks.',
      recommended: 'trace-schema runs at every tier; it still skips when `ux_heavy` is false.',
    },
    {
      protocol: 'Either ux_heavy was misclassified at intake → state explicitly "AUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)" and produce screens/traces accordingly.',
      compat: "The level is criteria.md's `ux_heavy` alone, as the reference reads it: an auto-promote to true asks for no traces.",
      recommended: 'A recorded auto-promote (handoff §7c or scope-sync.md) raises the level: promoted to true, traces/ must hold a trace, and the failure points at the promotion.',
    },
    {
      protocol: '`ux_heavy: true` mandates `screens/{iteration}/{theme}/` + `traces/{iteration}/{flow}.json` … Unstructured prose traces = REJECT.',
      compat: 'Only `*.json` files are read, wherever they lie: a prose `traces/iter-2/theme-switch.md` beside them, a round-1 trace filed under `traces/iter-2/`, and a round-2 handoff whose traces are all round 1\'s pass.',
      recommended: 'A prose file under traces/ fails, at the file and at the handoff line citing it; a trace whose `iteration` is not its folder\'s round fails at the key; with `ux_heavy: true`, traces all in earlier rounds\' folders, none in the counter\'s, fail at the counter.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    // Under the protocol a recorded auto-promote raises the level: "AUTO-PROMOTE … and produce screens/traces accordingly".
    const { level: ux, promoted } = effectiveUxHeavy(model, protocol);
    if (ux === 'false') return { status: 'skip', detail: 'ux_heavy=false, traces not applicable' };
    // A FIFO or broken link under a trace's name is a trace that cannot be read: listed, then reported.
    const traces = model.walk('traces', (e) => e.kind !== 'dir' && e.name.endsWith('.json'));
    // "Unstructured prose traces = REJECT": a `.md` or `.txt` under traces/ stands where a JSON trace belongs.
    const prose = protocol ? proseTraces(model) : { names: [], findings: [] };
    const proseDetail = `prose traces under traces/: ${list(prose.names)} ("Unstructured prose traces = REJECT")`;
    const proseFix = 'Record each exercised flow as a structured traces/<iteration>/<flow>.json (steps of action, selector, expected, observed, verdict) in place of the prose file, and cite that in handoff §6.';
    if (!traces.length) {
      // "Missing any of these on submission = handoff INCOMPLETE": before the handoff, traces are not due yet.
      if (ux === 'true' && protocol && !model.handoff) return { status: 'skip', detail: 'handoff.md not written yet; traces are due on submission', missingArtefact: true };
      // traces/ there without a `*.json` in it (`a.JSON`, a file named traces): said, rather than "none present".
      const there = tracesWithoutJson(model);
      const required = there.note ? `a traces/**/*.json trace, but none is there${there.note}` : 'traces/ but none present';
      const rename = there.cased ? 'Name each trace file with a lowercase .json ending, or record' : 'Record';
      if (ux === 'true') {
        if (promoted) {
          return {
            status: 'fail',
            detail: `ux_heavy=true (auto-promoted at ${promoted.where}) requires ${required}`,
            fix: `${rename} a structured trace per exercised flow under traces/<iteration>/<flow>.json: the auto-promote asks for screens and traces.`,
            findings: [{ file: promoted.rel, line: promoted.line, column: 1, message: 'ux_heavy auto-promoted to true here, but traces/ holds no *.json trace' }, ...there.findings],
          };
        }
        return {
          status: 'fail',
          detail: `ux_heavy=true requires ${required}`,
          fix: `${rename} a structured trace per exercised flow under traces/<iteration>/<flow>.json.`,
          findings: [{ file: model.rel('criteria.md'), ...(frontmatterKeyLine(model.criteria, 'ux_heavy') ?? { line: 1, column: 1 }), message: 'ux_heavy: true, but traces/ holds no *.json trace' }, ...there.findings],
        };
      }
      // Traces are optional at minor, but a prose one handed over is rejected all the same.
      if (prose.names.length) return { status: 'fail', detail: proseDetail, fix: proseFix, findings: prose.findings };
      return { status: 'skip', detail: `no traces (ux_heavy=${ux} permits)${there.note}` };
    }
    const bad: string[] = [];
    const findings: Finding[] = [];
    const stale: Finding[] = [];
    for (const entry of traces) {
      const shortName = entry.rel.slice(model.rel('traces/').length);
      if (entry.kind !== 'file') {
        bad.push(shortName);
        findings.push({ file: entry.rel, line: 1, column: 1, message: notAFileMessage(entry) });
        continue;
      }
      const doc = model.json(entry.rel);
      if (!doc) continue;
      const { value, error } = parseJsonLikePython(doc.file.text, doc.parsed);
      if (error) {
        bad.push(shortName);
        findings.push({ file: entry.rel, line: error.line, column: error.column, message: oneSpaced(error.message) });
        continue;
      }
      const offsetOf = jsonLocator(doc.file.text);
      const all = traceProblems(value, () => valueSource(doc.file.text, offsetOf(['iteration'])), protocol, doc.file.text);
      // traces/{iteration}/{flow}.json: a trace whose own iteration is not its folder's is an earlier round's filed as this one's, or misnumbered.
      const round = protocol ? folderRound(model, entry) : undefined;
      const it = isPlainObject(value) ? value['iteration'] : undefined;
      if (round && typeof it === 'number' && Number.isInteger(it) && it !== round.n) {
        all.push({ path: ['iteration'], message: `"iteration" is ${it}, but the trace lies under traces/${round.folder}/ (iteration ${round.n}): traces/{iteration}/{flow}.json; file it under its own round, or capture the flow again in this one` });
      }
      const soft = protocol ? all.filter((p) => p.path[0] === 'captured_at') : [];
      const problems = all.filter((p) => !soft.includes(p));
      const positionOf = lineLocator(doc.file.text);
      const locate = (p: (typeof all)[number]): Finding => {
        const off = offsetOf(p.path);
        const pos = off === undefined ? { line: 1, column: 1 } : positionOf(off);
        return { file: entry.rel, line: pos.line, column: pos.column, message: p.message };
      };
      pushAll(stale, soft.map(locate));
      if (!problems.length) continue;
      bad.push(shortName);
      pushAll(findings, problems.map(locate));
    }
    const missing = protocol && ux === 'true' ? roundWithoutTraces(model, traces) : undefined;
    if (bad.length || prose.names.length || missing) {
      const schemaFix = 'Conform traces to the protocol trace schema: flow, iteration (integer), captured_at, and non-empty steps of {action, selector, expected, observed, verdict: PASS|FAIL}.';
      return {
        status: 'fail',
        detail: [bad.length ? `${bad.length} traces violate schema: ${list(bad)}` : '', prose.names.length ? proseDetail : '', missing?.detail ?? ''].filter(Boolean).join('; '),
        fix: [bad.length ? schemaFix : '', prose.names.length ? proseFix : '', missing ? `Capture this round's exercised flows under traces/iter-${model.iteration.value}/<flow>.json.` : ''].filter(Boolean).join(' '),
        // Every problem in one run: an unreadable captured_at stays a warning beside the failures.
        findings: [...findings, ...prose.findings, ...(missing ? [missing.finding] : []), ...stale.map((f) => ({ ...f, severity: 'warning' as const }))],
      };
    }
    if (stale.length) {
      return {
        status: 'warn',
        detail: `${traces.length} traces valid; ${stale.length} with an unreadable captured_at (staleness cannot be checked)`,
        fix: 'Write captured_at as an ISO 8601 timestamp (2026-05-06T14:32:00Z) so a reuse can be stale-checked.',
        findings: stale,
      };
    }
    return { status: 'pass', detail: `${traces.length} traces valid` };
  },
});
