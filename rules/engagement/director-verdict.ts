import { pushAll,
  abortedAt,
  followsProtocol,
  acceptanceIterationBlock,
  awaitingRoundVerdict,
  consiliumSignalsOf,
  defineRule,
  compatConvergentMarkers,
  directorMarkersOn,
  plural,
  titleIteration,
  type ConsiliumSignal,
  type DirectorMarker,
  type DirectorMarkerCounts,
  type EngagementModel,
  type Finding,
  type LineRef,
  type UndecidedMarker,
  undecidedMarkers,
} from '@engagement-lint/core/kit';
import { namer, type Kind } from './lib/signal-names.js';
import { wrongCounter } from './lib/round-in-force.js';

const KINDS: Array<{ key: Kind; signal: string; one: string; markers: string }> = [
  { key: 'convergent', signal: 'convergent findings', one: 'convergent finding', markers: 'SUSTAINED/OVERRULED' },
  { key: 'disagreements', signal: 'cross-family disagreements', one: 'cross-family disagreement', markers: 'SIDED WITH/SPLIT' },
  { key: 'naive', signal: 'naive-layer catches', one: 'naive-layer catch', markers: 'REAL/FALSE_POSITIVE' },
  { key: 'tooClean', signal: 'too-clean flags', one: 'too-clean reviewer', markers: 'ACKNOWLEDGED' },
];

// ------------------------------------------------------------ which signal a marker rules on

/** Signals × verdict lines past which compat does not match markers to signals (its findings then say "one of these"). */
const MATCH_BUDGET = 200_000;

/** A line holding markers of a kind that rules on no signal it can be told by. */
interface Astray {
  /** Index among the verdict lines. */
  at: number;
  column: number;
  /** Whether it names more signals than it holds markers (else it names none). */
  over: boolean;
  markers: number;
  /** The signals a line naming more than its markers names (when they could be told within the budget). */
  names?: number[];
}

/**
 * The signals of a kind that a counted marker rules on: a line with markers names them (a marker
 * opening its line speaks for the line before it). A line rules on the signals it names, however
 * many markers it holds; one naming more signals than it has markers, or none, rules on none.
 * With `each`, a line rules on every signal it names whatever its markers: ACKNOWLEDGED, the one
 * ruling a too-clean role takes, acknowledges each role its line names.
 */
function ruledOn(kind: Kind, signals: ConsiliumSignal[], lines: LineRef[], markers: DirectorMarker[][], each = false): { ruled: Set<number>; astray: Astray[] } {
  const name = namer(kind, signals);
  const ruled = new Set<number>();
  const astray: Astray[] = [];
  // The previous non-blank line, when it holds no marker of the kind: a marker opening a line may rule on what it names.
  let before: number | undefined;
  lines.forEach(({ text }, k) => {
    if (!text.trim()) return;
    const mine = markers[k]!.filter((m) => m.kind === kind);
    if (!mine.length) {
      before = k;
      return;
    }
    const limit = each ? Infinity : mine.length;
    let named = name(text, limit);
    const opens = /^[\s>*_|:-]*$/.test(text.slice(0, mine[0]!.column - 1));
    let said = text;
    if (Array.isArray(named) && !named.length && opens && before !== undefined) named = name((said = lines[before]!.text), limit);
    before = undefined;
    if (Array.isArray(named) && named.length) for (const i of named) ruled.add(i);
    else if (named === 'over') {
      // Which it names, for the messages: "naming none of them" would be untrue of a line naming them all.
      const all = name(said, Infinity);
      astray.push({ at: k, column: mine[0]!.column, over: true, markers: mine.length, ...(Array.isArray(all) ? { names: all } : {}) });
    } else if (named !== 'unknown') astray.push({ at: k, column: mine[0]!.column, over: false, markers: mine.length });
  });
  return { ruled, astray };
}

/** The lines naming more signals than their markers, for a message: `L33 names 2 of them with 1 marker`. */
function overNaming(astray: readonly Astray[], lines: readonly LineRef[]): string {
  const over = astray.filter((a) => a.over);
  const said = over.slice(0, 3).map((a) => `L${lines[a.at]!.line} names ${a.names ? `${a.names.length} of them` : 'more of them'} with ${plural(a.markers, 'marker')}`);
  return `${said.join(', ')}${over.length > 3 ? `, ${over.length - 3} more lines` : ''}`;
}

// ------------------------------------------------------------ markers written in a form not read

const CAPITAL_CONVERGENT = /\b(?:SUSTAINED|OVERRULED)\b/g;
/** A marker word in another case where a ruling stands: after a colon, a pipe or a dash, or opening the line. */
const LOWER_MARKER = /(?:^|[:|—–])[\s*_-]*(sustained|overruled|sided with|split|real|false[_ -]positive|acknowledged)\b/gi;
const KIND_OF: Record<string, Kind> = { SUSTAINED: 'convergent', OVERRULED: 'convergent', 'SIDED WITH': 'disagreements', SPLIT: 'disagreements', REAL: 'naive', FALSE_POSITIVE: 'naive', ACKNOWLEDGED: 'tooClean' };

/**
 * A ruling written in Russian where a marker stands (after a colon, a pipe or a dash, or opening the line), any case:
 * «ОТКЛОНЕНО» for OVERRULED, «ПОДТВЕРЖДЕНО» for SUSTAINED… Markers are read in English only: it is named, with the
 * marker to write. «Принято к сведению» before «принято», the longer reading first.
 */
const RU_MARKER = /(?:^|[:|—–])[\s*_-]{0,6}(отклон[её]н[оа]?|отклоняю|отвергнут[оа]?|подтвержд[её]н[оа]?|подтверждаю|оставлен[оа]?\s{1,3}в\s{1,3}силе|принят[оа]?\s{1,3}к\s{1,3}сведению|принят[оа]?|учт[её]н[оа]?|на\s{1,3}стороне|раздел[её]н[оа]?|ложн(?:ое|ый|ая|о)\s{1,3}срабатывание|ложноположительн[а-яё]{0,3}|реальн(?:ый|ая|ое|о))(?![а-яё])/giu;
/** The English marker a Russian ruling stands for. */
function markerOfRussian(word: string): string {
  const w = word.toLowerCase().replace(/ё/g, 'е');
  if (/^(?:отклон|отверг)/.test(w)) return 'OVERRULED';
  if (/к\s{1,3}сведению$|^учтен/.test(w)) return 'ACKNOWLEDGED';
  if (/^(?:подтвержд|оставлен|принят)/.test(w)) return 'SUSTAINED';
  if (w.startsWith('на')) return 'SIDED WITH';
  if (w.startsWith('раздел')) return 'SPLIT';
  return w.startsWith('реальн') ? 'REAL' : 'FALSE_POSITIVE';
}

/** A marker the count does not read; `word` and `marker` when it is a ruling in Russian and the marker it stands for. */
interface Unread {
  kind: Kind;
  column: number;
  message: string;
  word?: string;
  marker?: string;
}
/** Where a line writes a marker of a failing kind in a form that is not counted, and why. */
function unreadMarkers(text: string, counted: DirectorMarker[], failing: Set<Kind>, protocol: boolean): Unread[] {
  const out: Unread[] = [];
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
    out.push({ kind, column: m.index + m[0].length - word.length + 1, message: `\`${word}\` is not ${/^[AEIOU]/.test(k.markers) ? 'an' : 'a'} ${k.markers} marker: markers are read in capitals only (write ${canonical})` });
  }
  if (/[а-яё]/i.test(text)) {
    RU_MARKER.lastIndex = 0;
    for (let m = RU_MARKER.exec(text); m; m = RU_MARKER.exec(text)) {
      const word = m[1]!;
      const marker = markerOfRussian(word);
      const kind = KIND_OF[marker]!;
      if (!failing.has(kind)) continue;
      const k = KINDS.find((x) => x.key === kind)!;
      out.push({ kind, column: m.index + m[0].length - word.length + 1, word, marker, message: `\`${word}\` is not ${/^[AEIOU]/.test(k.markers) ? 'an' : 'a'} ${k.markers} marker: rulings are read as the English markers only (write ${marker})` });
    }
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
roles in "Reviewer(s) returned 0 findings: a, b". Under \`--preset recommended\` these headings, and
acceptance-log.md's \`## Iteration N\`, are read as markdown renders them (a title underlined with \`---\`
is one too) and past emphasis or an emoji in front (\`## 🔍 **Findings**\`).

Markers, counted in the verdict block of the current iteration (the \`## Iteration <counter>\`
section of acceptance-log.md, else the whole log; under compat a missing counter means iteration 1,
as the reference reads it, while under \`--preset recommended\` a missing or unreadable counter (a
folder) names no section, so the whole log is read; the
counter is read as the reference's Python \`int()\` reads it, so \`+2\` is iteration 2 and one
\`int()\` refuses names no section, so the whole log is read): SUSTAINED/OVERRULED per convergent
finding, SIDED WITH x or SPLIT per disagreement, REAL or FALSE_POSITIVE per naive catch,
ACKNOWLEDGED per too-clean role. Under compat every line is read raw, as the reference reads
it; under \`--preset recommended\` a marker in fenced code (a draft pasted as code) or inside an
HTML comment (\`<!-- … -->\`) is not read: markdown shows the comment to no one, and code is no
ruling. Under compat each marker is counted (\`- finding-1: SUSTAINED,
finding-2: OVERRULED\` adjudicates two), and fail when any kind has fewer markers than signals.
Under \`--preset recommended\` each signal needs a marker of its kind on a line that names it: its
finding number (\`Finding 2\`, or several: \`Findings 1 and 2\`, \`catches 1, 2\`; in Russian \`Находка 2\`,
\`Находки 1 и 2\`), its place among its kind (\`naive catch 2\`, \`disagreement 1\`),
its reviewers or role (\`SIDED WITH\` one reviewer only that disagreement has), two of the words
only it has (a word of four letters or more, in any English form: \`aligned\` and \`alignment\`, \`amount\` and
\`amounts\` are one word; an acronym of two or three capitals: \`BOM\`, \`CSV\`, or
a figure it quotes: \`3350.005\`, \`404\`),
or its whole text quoted; a kind's only signal is named by the kind too
(\`Disagreement: SPLIT\`, \`Разногласие: SPLIT\`, \`Наивная находка: REAL\`). A line adjudicates the signals it names, so \`REAL, not a
FALSE_POSITIVE\` about one catch adjudicates that catch only, and a line naming no signal, or more
signals than it holds markers, adjudicates none; but ACKNOWLEDGED, the one ruling a too-clean role takes,
acknowledges every role its line names (\`Too-clean flags, codex-informed and haiku-scoped: ACKNOWLEDGED\`
acknowledges both); fail when a signal is left unnamed. A negated or
undecided marker is no ruling under \`--preset recommended\`: one a negation stands right before
("not yet SUSTAINED", "not ACKNOWLEDGED yet", "isn't", "never", "neither … nor"), one asked
(\`SUSTAINED?\`), and two of a kind offered as alternatives (\`SUSTAINED or OVERRULED\`,
\`SUSTAINED/OVERRULED\`, \`REAL or FALSE_POSITIVE\`); the failure quotes it at its line and on
the signal it names. Under compat a
SUSTAINED/OVERRULED counts on a \`- <what>:\` item, or opening the line after one (\`- finding-1
(null deref):\` / \`SUSTAINED\`), as the reference counts them; under \`--preset recommended\` it
counts wherever the verdict writes it (a rulings table row, prose: \`Finding 1 was OVERRULED\`),
and a blanket "all findings SUSTAINED" names no finding (under compat it is one marker). As in the
reference, section titles are case-sensitive and a finding heading needs the em dash (\`—\`) that
consilium-synth writes.

Every marker is matched in capitals only, as the protocol writes them: lowercase \`sustained\`,
\`sided with\`, \`split\`, \`real\` or \`acknowledged\` is prose ("a real risk", "split the PR"),
not a ruling, under both presets. Under compat a SUSTAINED/OVERRULED is read after a blank, a colon
or the line's start, so one in emphasis (\`**SUSTAINED**\`) is not counted.

A ruling written in Russian where a marker stands (\`: ОТКЛОНЕНО\`, \`: подтверждено\`, \`: принято к
сведению\`) is no marker either: when its kind is left open, the count's finding names that line and word and the
marker to write (OVERRULED for \`ОТКЛОНЕНО\`, SUSTAINED for \`подтверждено\`), and the line is flagged.

On a failure, the findings point at the signals no counted marker names; under compat, when the
markers name fewer signals than they are, each unnamed signal is reported as "one of these". A line
naming more signals than its markers is quoted as such ("L33 names 2 of them with 1 marker"), not as
naming none. A
marker written in a form that is not counted (lowercase after a colon, bold under compat) gets a
warning at it, and under \`--preset recommended\` so does a marker line that names no signal or
more signals than its markers.

Skips at size S (no director phase), without consilium-summary.md, or without acceptance-log.md.
Under \`--preset recommended\` also when the latest verdict is ABORTED (the user ended the
engagement), and before the current round's verdict: the counter is N, the log holds fewer than N
verdicts and no \`## Iteration N\` section (only earlier ones; a log kept without sections ends in
a REJECT). A consilium whose title names an earlier round that the log has a section for
(\`# Consilium summary — iteration 1\`) is read against that section instead.`,
  divergences: [
    {
      protocol: 'adjudicating remaining signals with explicit markers (SUSTAINED/OVERRULED, SIDED WITH X, REAL/FALSE_POSITIVE, ACKNOWLEDGED)',
      compat: 'Markers are counted per kind, whichever signals they name, on raw lines (in fenced code and HTML comments too, so a draft adjudication pasted as code or commented out passes): one line `REAL, not a FALSE_POSITIVE` on one naive catch covers two, and one `ACKNOWLEDGED` on a line naming two too-clean roles covers one of them. A SUSTAINED or OVERRULED marker counts only on a `- <what>:` item (or opening the line after one), and not in bold (`- finding-1: **SUSTAINED**`) or right after another mark (`(SUSTAINED)`), as the reference counts them (bold REAL and ACKNOWLEDGED do).',
      recommended: 'Each signal needs its own marker on a line that names it (its number, reviewers or role, its own words or figures (`3350.005 → 3350.01`) or its quoted text), outside fenced code and HTML comments: a line adjudicates only the signals it names, and one naming more than its markers adjudicates none, but one ACKNOWLEDGED acknowledges every too-clean role its line names (the role takes no other ruling). A negated or undecided marker (`not yet SUSTAINED or OVERRULED`, `SUSTAINED?`, `SUSTAINED/OVERRULED` left as the template offers it) is no ruling. A marker counts wherever the verdict writes it (a rulings table row, prose), and emphasis around it is decoration: `**SUSTAINED**` counts like `SUSTAINED`, in a table cell or in parentheses too.',
    },
    {
      protocol: 'Human reads consilium-summary.md … writes human-directive.md. THEN director acts per directive — adjudicating remaining signals with explicit markers',
      compat: 'When the counter\'s round has no `## Iteration N` section, the whole log is read, so round N\'s consilium is judged against round N-1\'s adjudication before the director has written round N\'s verdict.',
      recommended: 'The check skips until round N\'s verdict can exist: with fewer than N verdicts in the log and no `## Iteration N` section (only earlier ones, or, without sections, a REJECT last), the director has not adjudicated round N yet.',
    },
    {
      protocol: 'In the verdict block of the current iteration (`## Iteration <counter>` section of acceptance-log.md, else the whole log)',
      compat: 'A missing counter means iteration 1, as the reference reads it: with the counter file lost at iteration 2, the rulings under `## Iteration 2` are not read and every signal fails as unadjudicated.',
      recommended: 'A missing or unreadable counter (a folder in its place) names no iteration, so the whole log is read, as for a counter int() refuses: the rulings of every round count (iteration-counter reports the counter itself).',
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
      title: 'reads a missing counter as iteration 1 (compat), and a non-integer one as the whole log',
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

    // Compat: a missing counter means iteration 1, as the reference reads it. Recommended: no readable counter (missing,
    // a folder) names no `## Iteration` section, so the whole log is read, as the spec says ("else the whole log"):
    // reading iteration 1 would ignore a later round's rulings. One int() refuses names none under both presets.
    // Read as the reference's int() reads it (`+2` is 2) under both presets: iteration-counter judges the form.
    // Recommended: a counter out of step with the log is iteration-counter's failure; the round the log is in is judged
    // here (none, so the whole log, when the log leaves two).
    const counter = model.iteration;
    const off = protocol ? wrongCounter(model) : undefined;
    let n = off ? off.target : counter.present ? counter.int : protocol ? undefined : 1;
    // Recommended: headings as markdown renders them (`Iteration 2` underlined with `---` is round 2's section).
    const reading = protocol ? 'protocol' : 'reference';
    const awaiting = protocol ? awaitingRoundVerdict(log, n, reading) : undefined;
    if (awaiting) {
      // A consilium titled for an earlier round that the log adjudicates is judged against that round's section.
      const c = titleIteration(consilium, reading)?.n;
      if (c === undefined || c >= n! || !acceptanceIterationBlock(log, c, reading)) return { status: 'skip', detail: awaiting };
      n = c;
    }
    const block = n === undefined ? undefined : acceptanceIterationBlock(log, n, reading);
    const range = block ?? { start: 1, end: log.lines.length };
    const where = block ? `\`## Iteration ${n}\` of acceptance-log.md` : 'acceptance-log.md';
    const signals = consiliumSignalsOf(consilium, protocol);
    // Recommended: the verdict as markdown renders it; a marker in fenced code (a draft) or an HTML comment rules on nothing.
    const lines = log.linesOf(range, { skipFenced: protocol });
    // Recommended: a negated or undecided marker ("not yet SUSTAINED or OVERRULED") is no ruling, so it is not counted.
    const noRuling: Array<UndecidedMarker<Kind> & { line: number }> = [];
    const onLine = lines.map(({ line, text }) => {
      const read = directorMarkersOn(text, protocol);
      if (!protocol || !read.length) return read;
      const { kept, none } = undecidedMarkers(text, read);
      pushAll(noRuling, none.map((u) => ({ ...u, line })));
      return kept;
    });
    const markers: DirectorMarkerCounts = { convergent: 0, disagreements: 0, naive: 0, tooClean: 0 };
    for (const m of onLine.flat()) markers[m.kind]++;
    // Compat counts SUSTAINED/OVERRULED as the reference does: on a `- <what>:` item, or opening the line after one.
    if (!protocol) markers.convergent = compatConvergentMarkers(lines.map((l) => l.text));

    // Recommended: a signal is adjudicated by a marker on a line that names it; compat counts markers per kind.
    const rulings = new Map<Kind, { ruled: Set<number>; astray: Astray[] }>();
    // A too-clean role takes one ruling, ACKNOWLEDGED: a line naming several roles acknowledges each.
    if (protocol) for (const k of KINDS) if (signals[k.key].length && markers[k.key]) rulings.set(k.key, ruledOn(k.key, signals[k.key], lines, onLine, k.key === 'tooClean'));
    const adjudicated = (k: Kind) => (protocol ? (rulings.get(k)?.ruled.size ?? 0) : markers[k]);
    const failing = KINDS.filter((k) => adjudicated(k.key) < signals[k.key].length);
    if (!failing.length) {
      const marks = KINDS.filter((k) => signals[k.key].length).map((k) => `${k.signal}: ${signals[k.key].length}/${signals[k.key].length} adjudicated`);
      return { status: 'pass', detail: marks.length ? `all consilium signals adjudicated (${marks.join(', ')})` : 'all consilium signals adjudicated (consilium raised none)' };
    }
    const findings: Finding[] = [];
    const kinds = new Set(failing.map((k) => k.key));
    const unread = lines.flatMap(({ line, text }, i) => unreadMarkers(text, onLine[i]!, kinds, protocol).map((u) => ({ ...u, line })));
    // A ruling written in Russian is the likeliest reason a signal is open: the count names it and the marker to write.
    const inRussian = (kind: Kind) => {
      const ru = unread.filter((u) => u.kind === kind && u.word);
      return ru.length ? `; ${ru.slice(0, 3).map((u) => `L${u.line} writes \`${u.word}\`, which is no marker: write ${u.marker}`).join('; ')}${ru.length > 3 ? `; ${ru.length - 3} more` : ''}` : '';
    };
    for (const k of failing) {
      const got = markers[k.key];
      const all = signals[k.key];
      const a = /^[AEIOU]/.test(k.markers) ? 'an' : 'a';
      if (protocol) {
        const { ruled, astray } = rulings.get(k.key) ?? { ruled: new Set<number>(), astray: [] };
        findings.push(log.at(range.start, `${where} adjudicates ${ruled.size} of ${all.length} ${k.signal} (needs ${k.markers} for each${inRussian(k.key)})`));
        // Where a marker was written but rules on no signal it names, then markers the count does not read: the likeliest reasons.
        const at = [
          ...astray.map((s) => ({
            line: lines[s.at]!.line,
            column: s.column,
            message: s.over
              ? `this line names more ${k.signal} than its ${plural(s.markers, `${k.markers} marker`)}, so it adjudicates none of them: give each its own marker`
              : `this ${k.markers} marker names no ${k.one}: name the one it rules on (its number, its reviewers or role, its own words or figures, or its text quoted)`,
          })),
          ...unread.filter((u) => u.kind === k.key),
        ].sort((x, y) => x.line - y.line || x.column - y.column);
        const mute = noRuling.filter((u) => u.kind === k.key);
        pushAll(at, mute.map((u) => ({ line: u.line, column: u.column, message: `\`${u.quote}\` is no ruling: a negated or undecided marker adjudicates nothing (write the one ruling: ${k.markers})` })));
        at.sort((x, y) => x.line - y.line || x.column - y.column);
        for (const u of at) findings.push(log.at(u.line, u.message, u.column, 'warning'));
        // Said when a marker went to no signal: the count alone would not tell why this one is open.
        const unnamed = got > ruled.size ? ` (no line with ${a} ${k.markers} marker names it)` : '';
        // …or when a line names it among more signals than its markers.
        const crowded = (i: number) => astray.find((s) => s.names?.includes(i));
        // The undecided lines that name a signal: the reason it is open.
        const name = mute.length ? namer(k.key, all) : undefined;
        const open = mute.map((u) => ({ u, named: name!(log.line(u.line), Infinity) }));
        all.forEach((s, i) => {
          if (ruled.has(i)) return;
          const why = open.find((o) => Array.isArray(o.named) && o.named.includes(i))?.u;
          const over = why ? undefined : crowded(i);
          const said = over ? ` (L${lines[over.at]!.line} of acceptance-log.md names it among ${over.names!.length} ${k.signal} with ${plural(over.markers, `${k.markers} marker`)})` : unnamed;
          findings.push(consilium.at(s.line, `${k.one} needing ${a} ${k.markers} marker: ${s.label}${why ? ` (L${why.line} of acceptance-log.md writes \`${why.quote}\`: no ruling)` : said}`, 1, 'info'));
        });
        continue;
      }
      findings.push(log.at(range.start, `${where} adjudicates ${got} of ${all.length} ${k.signal} (needs ${k.markers} for each${inRussian(k.key)})`));
      // A marker the count does not read, at it: the likeliest reason a signal looks unadjudicated.
      for (const u of unread) if (u.kind === k.key) findings.push(log.at(u.line, u.message, u.column, 'warning'));
      // The signals no counted marker names; when the markers name fewer than they are, which lack one cannot be told.
      // Compat keeps saying "one of these" past a hostile size, as it always has.
      const tell = got > 0 && all.length * lines.length <= MATCH_BUDGET;
      const { ruled, astray } = tell ? ruledOn(k.key, all, lines, onLine) : { ruled: new Set<number>(), astray: [] };
      const open = all.filter((_, i) => !ruled.has(i));
      const missing = all.length - got;
      // A line naming more signals than its markers names them, though it gives none a marker of its own.
      const crowded = overNaming(astray, lines);
      const some = ruled.size ? `only ${ruled.size} of them` : 'none of them';
      const named = !tell ? '' : crowded ? ` and gives ${some} a marker of its own: ${crowded}` : ` and names ${some}`;
      const message =
        open.length === missing
          ? `${k.one} needing ${a} ${k.markers} marker`
          : `${missing === 1 ? 'one' : missing} of these ${open.length} ${k.signal} ${missing === 1 ? 'needs' : 'need'} ${a} ${k.markers} marker (the verdict has ${got} for ${all.length}${named})`;
      for (const s of open) findings.push(consilium.at(s.line, `${message}: ${s.label}`, 1, 'info'));
    }
    /** Recommended: how many signals the markers name, when fewer than they could. */
    const naming = (k: Kind) => {
      const r = adjudicated(k);
      if (!protocol || r >= Math.min(markers[k], signals[k].length)) return '';
      // A line naming more signals than its markers does name them: it gives none its own marker.
      const crowded = overNaming(rulings.get(k)?.astray ?? [], lines);
      return crowded ? `, giving ${r ? `only ${r}` : 'none'} of them a marker of its own (${crowded})` : `, naming ${r ? `only ${r}` : 'none'} of them`;
    };
    /** Recommended: the negated or undecided markers of a kind, which are no ruling. */
    const undecided = (k: Kind) => {
      const mute = noRuling.filter((u) => u.kind === k);
      return mute.length ? ` (no ruling: ${mute.slice(0, 3).map((u) => `\`${u.quote}\` at L${u.line}`).join(', ')}${mute.length > 3 ? `, ${mute.length - 3} more` : ''})` : '';
    };
    return {
      status: 'fail',
      detail: failing.map((k) => `${k.signal}: ${signals[k.key].length} signals, ${markers[k.key] < signals[k.key].length ? 'only ' : ''}${markers[k.key]} ${k.markers} markers in verdict${naming(k.key)}${undecided(k.key)}`).join('; '),
      fix: `Mark each consilium signal in the verdict: SUSTAINED/OVERRULED for convergent findings, SIDED WITH <reviewer> or SPLIT for cross-family disagreements, REAL/FALSE_POSITIVE for naive-layer catches, ACKNOWLEDGED for too-clean flags${protocol && failing.some((k) => markers[k.key] > adjudicated(k.key)) ? ', each on a line that names its signal (`Finding 2`, `naive catch 2`, the reviewers or role, or the words or figures of the signal)' : ''}.`,
      findings,
    };
  },
});
