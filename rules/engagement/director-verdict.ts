import {
  abortedAt,
  followsProtocol,
  acceptanceIterationBlock,
  consiliumSignalsOf,
  defineRule,
  compatConvergentMarkers,
  directorMarkersOn,
  iterationHeadings,
  LetterRegex,
  plural,
  titleIteration,
  verdictLines,
  type ConsiliumSignal,
  type ConsiliumSignals,
  type DirectorMarker,
  type DirectorMarkerCounts,
  type EngagementModel,
  type Finding,
  type LineRef,
  type MarkdownDoc,
} from '@engagement-lint/core/kit';

type Kind = keyof ConsiliumSignals & keyof DirectorMarkerCounts;
const KINDS: Array<{ key: Kind; signal: string; one: string; markers: string }> = [
  { key: 'convergent', signal: 'convergent findings', one: 'convergent finding', markers: 'SUSTAINED/OVERRULED' },
  { key: 'disagreements', signal: 'cross-family disagreements', one: 'cross-family disagreement', markers: 'SIDED WITH/SPLIT' },
  { key: 'naive', signal: 'naive-layer catches', one: 'naive-layer catch', markers: 'REAL/FALSE_POSITIVE' },
  { key: 'tooClean', signal: 'too-clean flags', one: 'too-clean reviewer', markers: 'ACKNOWLEDGED' },
];

/**
 * The state before round n's verdict: the counter names round n, acceptance-log.md holds fewer
 * verdicts than n, and it has no `## Iteration n` section yet (only earlier ones), or, kept without
 * sections, its latest verdict is a REJECT. Round n-1's markers say nothing about round n's consilium.
 */
function awaitingRound(log: MarkdownDoc, n: number | undefined): string | undefined {
  if (n === undefined || acceptanceIterationBlock(log, n)) return undefined;
  // Fewer verdicts than rounds: round n's is not among them (a log holding n verdicts is read as before).
  const verdicts = verdictLines(log);
  if (verdicts.length >= n) return undefined;
  const heads = iterationHeadings(log);
  if (heads.length) {
    if (heads.some((h) => h.n > n)) return undefined;
    const latest = heads.reduce((x, y) => (y.n >= x.n ? y : x));
    return `acceptance-log.md has no \`## Iteration ${n}\` section yet (its latest round is iteration ${latest.n}, L${latest.line}): the director has not written the iteration ${n} verdict`;
  }
  const last = verdicts.at(-1);
  if (!last || !last.word.startsWith('REJECT')) return undefined;
  return `acceptance-log.md holds ${plural(verdicts.length, 'verdict')} (the latest ${last.word} at L${last.line}) and the counter is ${n}: the director has not written the iteration ${n} verdict`;
}

// ------------------------------------------------------------ which signal a marker rules on

/** Signals × verdict lines past which markers are not matched to signals. */
const MATCH_BUDGET = 200_000;
const WORDS = new LetterRegex(String.raw`[\p{L}\p{N}]{4,}`, 'gu');
const FINDING_REF = /\bfindings?[\s#_-]{0,2}(\d{1,4})\b/gi;

function wordsOf(text: string): Set<string> {
  const lower = text.toLowerCase();
  return new Set(lower.match(WORDS.for(lower)) ?? []);
}

/** What names a signal on a verdict line: its finding number, its reviewers or role, the words only it has. */
interface Identity {
  finding?: number;
  names: string[];
  words: Set<string>;
}

function identities(kind: Kind, signals: ConsiliumSignal[]): Identity[] {
  const raw = signals.map((s): Identity => {
    if (kind === 'convergent') {
      const m = /^finding (\d+) \((.*)\)$/.exec(s.label);
      return { finding: m ? Number(m[1]) : undefined, names: [], words: wordsOf(m ? m[2]! : s.label) };
    }
    if (kind === 'disagreements') return { names: s.label.split(' vs ').map((p) => p.split('=')[0]!.toLowerCase()).filter(Boolean), words: new Set() };
    if (kind === 'tooClean') return { names: [s.label.toLowerCase()], words: new Set() };
    return { names: [], words: wordsOf(s.label.replace(/^[^:]*:/, '')) };
  });
  // Only the words no other signal of the kind has tell it apart (a reviewer's name in every catch does not).
  return raw.map((id, i) => ({ ...id, words: new Set([...id.words].filter((w) => raw.every((o, k) => k === i || !o.words.has(w)))) }));
}

function names(id: Identity, text: string, lower: string, words: Set<string>): boolean {
  if (id.finding !== undefined) for (const m of text.matchAll(FINDING_REF)) if (Number(m[1]) === id.finding) return true;
  if (id.names.length && id.names.every((n) => lower.includes(n))) return true;
  if (!id.words.size) return false;
  let shared = 0;
  for (const w of id.words) if (words.has(w)) shared++;
  return shared >= Math.min(2, id.words.size);
}

/**
 * The signals of a kind that a counted marker rules on: a line with markers names them (a marker
 * opening its line speaks for the line before it). A line naming more signals than it has markers
 * rules on none that can be told.
 */
function ruledOn(kind: Kind, signals: ConsiliumSignal[], lines: LineRef[], markers: DirectorMarker[][]): Set<number> {
  const ids = identities(kind, signals);
  const out = new Set<number>();
  let before: number[] = [];
  lines.forEach(({ text }, k) => {
    if (!text.trim()) return;
    const lower = text.toLowerCase();
    const words = wordsOf(text);
    const named = ids.flatMap((id, i) => (names(id, text, lower, words) ? [i] : []));
    const mine = markers[k]!.filter((m) => m.kind === kind);
    if (!mine.length) {
      before = named;
      return;
    }
    const opens = /^[\s>*_|:-]*$/.test(text.slice(0, mine[0]!.column - 1));
    const rules = named.length ? named : opens ? before : [];
    if (rules.length <= mine.length) for (const i of rules) out.add(i);
    before = [];
  });
  return out;
}

// ------------------------------------------------------------ markers written in a form not read

const CAPITAL_CONVERGENT = /\b(?:SUSTAINED|OVERRULED)\b/g;
/** A marker word in another case where a ruling stands: after a colon, a pipe or a dash, or opening the line. */
const LOWER_MARKER = /(?:^|[:|—–])[\s*_-]*(sustained|overruled|sided with|split|real|false[_ -]positive|acknowledged)\b/gi;
const KIND_OF: Record<string, Kind> = { SUSTAINED: 'convergent', OVERRULED: 'convergent', 'SIDED WITH': 'disagreements', SPLIT: 'disagreements', REAL: 'naive', FALSE_POSITIVE: 'naive', ACKNOWLEDGED: 'tooClean' };

/** Where a line writes a marker of a failing kind in a form that is not counted, and why. */
function unreadMarkers(text: string, counted: DirectorMarker[], failing: Set<Kind>, protocol: boolean): Array<{ kind: Kind; column: number; message: string }> {
  const out: Array<{ kind: Kind; column: number; message: string }> = [];
  if (!protocol && failing.has('convergent') && (text.includes('SUSTAINED') || text.includes('OVERRULED'))) {
    CAPITAL_CONVERGENT.lastIndex = 0;
    for (let m = CAPITAL_CONVERGENT.exec(text); m; m = CAPITAL_CONVERGENT.exec(text)) {
      if (counted.some((c) => c.column === m!.index + 1)) continue;
      const marks = /[*_]{1,3}$/.exec(text.slice(Math.max(0, m.index - 3), m.index))?.[0] ?? '';
      out.push(
        marks
          ? { kind: 'convergent', column: m.index + 1 - marks.length, message: `\`${marks}${m[0]}${marks}\` is not counted: under --preset compat a SUSTAINED/OVERRULED marker in emphasis is not read (write it bare, \`${m[0]}\`)` }
          : { kind: 'convergent', column: m.index + 1, message: `\`${m[0]}\` right after \`${text[m.index - 1]}\` is not counted: under --preset compat a SUSTAINED/OVERRULED marker is read only after a blank or a colon` },
      );
    }
  }
  LOWER_MARKER.lastIndex = 0;
  for (let m = LOWER_MARKER.exec(text); m; m = LOWER_MARKER.exec(text)) {
    const word = m[1]!;
    const canonical = word.toUpperCase().replace(/^FALSE[ -]/, 'FALSE_');
    const kind = KIND_OF[canonical]!;
    if (word === canonical || !failing.has(kind)) continue;
    const k = KINDS.find((x) => x.key === kind)!;
    out.push({ kind, column: m.index + m[0].length - word.length + 1, message: `\`${word}\` is not a ${k.markers} marker: markers are read in capitals only (write ${canonical})` });
  }
  return out.sort((x, y) => x.column - y.column);
}

export default defineRule<EngagementModel>({
  id: 'director-verdict',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: true,
  summary: 'the director adjudicated every consilium signal in the verdict',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A director who copies the consilium's conclusion without ruling on each signal is
rubber-stamping. Every signal of consilium-summary.md needs an explicit marker in the verdict.

Signals: under \`## Findings\`, \`### N. **SEV** — issue\` blocks whose \`Found by: … (K reviewers)\`
has K ≥ 2; under \`## Disagreements\`, \`**[CROSS-FAMILY]** a=x vs b=y\` lines; under
\`## Naive-layer catches\`, \`- **SEV**: issue\` lines; under \`## Suspicious-too-clean flags\`, the
roles in "Reviewer(s) returned 0 findings: a, b".

Markers, counted in the verdict block of the current iteration (the \`## Iteration <counter>\`
section of acceptance-log.md, else the whole log; a missing counter means iteration 1, and the
counter is read as the reference's Python \`int()\` reads it, so \`+2\` is iteration 2 and one
\`int()\` refuses names no section, so the whole log is read): SUSTAINED/OVERRULED per convergent
finding, SIDED WITH x or SPLIT per disagreement, REAL or FALSE_POSITIVE per naive catch,
ACKNOWLEDGED per too-clean role, each marker counted (\`- finding-1: SUSTAINED, finding-2:
OVERRULED\` adjudicates two). fail when any kind has fewer markers than signals. Under compat a
SUSTAINED/OVERRULED counts on a \`- <what>:\` item, or opening the line after one (\`- finding-1
(null deref):\` / \`SUSTAINED\`), as the reference counts them; under \`--preset recommended\` it
counts wherever the verdict writes it (a rulings table row, prose: \`Finding 1 was OVERRULED\`), a
blanket "all findings SUSTAINED" being one. As in the reference, section
titles are case-sensitive and a finding heading needs the em dash (\`—\`) that consilium-synth writes.

Every marker is matched in capitals only, as the protocol writes them: lowercase \`sustained\`,
\`sided with\`, \`split\`, \`real\` or \`acknowledged\` is prose ("a real risk", "split the PR"),
not a ruling, under both presets. Under compat a SUSTAINED/OVERRULED is read after a blank, a colon
or the line's start, so one in emphasis (\`**SUSTAINED**\`) is not counted.

On a failure, the findings point at the signals no counted marker names (a marker's line naming
the finding number, the reviewers, the role or the words only that signal has); when the markers
name fewer signals than they are, each unnamed signal is reported as "one of these". A marker
written in a form that is not counted (lowercase after a colon, bold under compat) gets a warning
at it.

Skips at size S (no director phase), without consilium-summary.md, or without acceptance-log.md.
Under \`--preset recommended\` also when the latest verdict is ABORTED (the user ended the
engagement), and before the current round's verdict: the counter is N, the log holds fewer than N
verdicts and no \`## Iteration N\` section (only earlier ones; a log kept without sections ends in
a REJECT). A consilium whose title names an earlier round that the log has a section for
(\`# Consilium summary — iteration 1\`) is read against that section instead.`,
  divergences: [
    {
      protocol: 'adjudicating remaining signals with explicit markers (SUSTAINED/OVERRULED, SIDED WITH X, REAL/FALSE_POSITIVE, ACKNOWLEDGED)',
      compat: 'A SUSTAINED or OVERRULED marker counts only on a `- <what>:` item (or opening the line after one), and not in bold (`- finding-1: **SUSTAINED**`) or right after another mark (`(SUSTAINED)`), as the reference counts them (bold REAL and ACKNOWLEDGED do).',
      recommended: 'A marker counts wherever the verdict writes it (a rulings table row, prose), and emphasis around it is decoration: `**SUSTAINED**` counts like `SUSTAINED`, in a table cell or in parentheses too.',
    },
    {
      protocol: 'Human reads consilium-summary.md … writes human-directive.md. THEN director acts per directive — adjudicating remaining signals with explicit markers',
      compat: 'When the counter\'s round has no `## Iteration N` section, the whole log is read, so round N\'s consilium is judged against round N-1\'s adjudication before the director has written round N\'s verdict.',
      recommended: 'The check skips until round N\'s verdict can exist: with fewer than N verdicts in the log and no `## Iteration N` section (only earlier ones, or, without sections, a REJECT last), the director has not adjudicated round N yet.',
    },
    {
      protocol: 'Floor-holder writes stub acceptance-log.md with `### Verdict: ABORTED` + verbatim user quote + state snapshot … (sanity checks skipped under abort flag)',
      compat: 'The ABORTED stub is read as a verdict without markers: an engagement the user ended after the consilium fails.',
      recommended: 'When the latest verdict is ABORTED the check skips and names the abort: nothing is left to adjudicate.',
    },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when the consilium raised nothing to adjudicate',
      files: {
        'consilium-summary.md': '',
        'acceptance-log.md': '### Verdict: ACCEPT',
      },
    },
    {
      status: 'fail',
      title: 'reads a missing counter as iteration 1, and a non-integer one as the whole log',
      files: {
        'consilium-summary.md': `## Naive-layer catches
- **LOW**: label truncates`,
        'acceptance-log.md': '## Iteration 1',
      },
    },
    {
      status: 'skip',
      title: 'skips at size S, without the consilium and without the acceptance log',
      files: {},
    },
  ],
  check({ model, options }) {
    if (model.tier === 'S') return { status: 'skip', detail: 'S-tier has no director phase; verdict completeness check N/A' };
    const consilium = model.consilium;
    if (!consilium) return { status: 'skip', detail: 'consilium-summary.md not present; run consilium-synth.py first' };
    const log = model.acceptanceLog;
    if (!log) return { status: 'skip', detail: "acceptance-log.md not present; director hasn't written verdict yet" };
    const protocol = followsProtocol(options);
    // The user closed the engagement ("sanity checks skipped under abort flag"): nothing is left to adjudicate.
    const aborted = protocol ? abortedAt(model) : undefined;
    if (aborted) return { status: 'skip', detail: `engagement aborted by the user (latest verdict ABORTED at ${aborted}): no adjudication of the consilium is due` };

    // A missing counter means iteration 1; one int() refuses names no `## Iteration` section, so the whole log is read.
    // Read as the reference's int() reads it (`+2` is 2) under both presets: iteration-counter judges the form.
    const counter = model.iteration;
    let n = counter.present ? counter.int : 1;
    const awaiting = protocol ? awaitingRound(log, n) : undefined;
    if (awaiting) {
      // A consilium titled for an earlier round that the log adjudicates is judged against that round's section.
      const c = titleIteration(consilium)?.n;
      if (c === undefined || c >= n! || !acceptanceIterationBlock(log, c)) return { status: 'skip', detail: awaiting };
      n = c;
    }
    const block = n === undefined ? undefined : acceptanceIterationBlock(log, n);
    const range = block ?? { start: 1, end: log.lines.length };
    const where = block ? `\`## Iteration ${n}\` of acceptance-log.md` : 'acceptance-log.md';
    const signals = consiliumSignalsOf(consilium);
    const lines = log.linesOf(range);
    const onLine = lines.map((l) => directorMarkersOn(l.text, protocol));
    const markers: DirectorMarkerCounts = { convergent: 0, disagreements: 0, naive: 0, tooClean: 0 };
    for (const m of onLine.flat()) markers[m.kind]++;
    // Compat counts SUSTAINED/OVERRULED as the reference does: on a `- <what>:` item, or opening the line after one.
    if (!protocol) markers.convergent = compatConvergentMarkers(lines.map((l) => l.text));

    const failing = KINDS.filter((k) => markers[k.key] < signals[k.key].length);
    if (!failing.length) {
      const marks = KINDS.filter((k) => signals[k.key].length).map((k) => `${k.signal}: ${signals[k.key].length}/${signals[k.key].length} adjudicated`);
      return { status: 'pass', detail: marks.length ? `all consilium signals adjudicated (${marks.join(', ')})` : 'all consilium signals adjudicated (consilium raised none)' };
    }
    const findings: Finding[] = [];
    const kinds = new Set(failing.map((k) => k.key));
    const unread = lines.flatMap(({ line, text }, i) => unreadMarkers(text, onLine[i]!, kinds, protocol).map((u) => ({ ...u, line })));
    for (const k of failing) {
      const got = markers[k.key];
      const all = signals[k.key];
      findings.push(log.at(range.start, `${where} adjudicates ${got} of ${all.length} ${k.signal} (needs ${k.markers} for each)`));
      // A marker the count does not read, at it: the likeliest reason a signal looks unadjudicated.
      for (const u of unread) if (u.kind === k.key) findings.push(log.at(u.line, u.message, u.column, 'warning'));
      // The signals no counted marker names; when the markers name fewer than they are, which lack one cannot be told.
      // Matching every line against every signal is skipped on a hostile size (it would cost their product).
      const tell = got > 0 && all.length * lines.length <= MATCH_BUDGET;
      const ruled = tell ? ruledOn(k.key, all, lines, onLine) : new Set<number>();
      const open = all.filter((_, i) => !ruled.has(i));
      const missing = all.length - got;
      const a = /^[AEIOU]/.test(k.markers) ? 'an' : 'a';
      const named = tell ? ` and names ${ruled.size ? `only ${ruled.size} of them` : 'none of them'}` : '';
      const message =
        open.length === missing
          ? `${k.one} needing ${a} ${k.markers} marker`
          : `${missing === 1 ? 'one' : missing} of these ${open.length} ${k.signal} ${missing === 1 ? 'needs' : 'need'} ${a} ${k.markers} marker (the verdict has ${got} for ${all.length}${named})`;
      for (const s of open) findings.push(consilium.at(s.line, `${message}: ${s.label}`, 1, 'info'));
    }
    return {
      status: 'fail',
      detail: failing.map((k) => `${k.signal}: ${signals[k.key].length} signals, only ${markers[k.key]} ${k.markers} markers in verdict`).join('; '),
      fix: 'Mark each consilium signal in the verdict: SUSTAINED/OVERRULED for convergent findings, SIDED WITH <reviewer> or SPLIT for cross-family disagreements, REAL/FALSE_POSITIVE for naive-layer catches, ACKNOWLEDGED for too-clean flags.',
      findings,
    };
  },
});
