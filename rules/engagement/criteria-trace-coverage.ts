import { CRIT_LABEL, defineRule, doneWhenCriteria, labelledOf, labelledOutside, LetterRegex, numberedCriteria, outsideTiers, pipelessTables, plural, tableRowCells, taskCritRefs, type EngagementModel, type MarkdownDoc, type NumberedCriterion, type Section } from '@engagement-lint/core/kit';
import { noCriteriaDetail, noCriteriaSection } from './lib/criteria-unread.js';

/** A `crit-N` (or `criterion N`) token anywhere in a §3 line. */
const CRIT_TOKEN = /\bcrit(?:erion)?[-_ ]?(\d{1,6})\b/gi;
/** A header cell naming the criterion-number column: `#`, `№`, `No.`, `N`, `ID`, `Crit #`, `Crit ID`. */
const NUMBER_HEADER = /^(?:#|№|no\.?|nr\.?|n|num(?:ber)?|id|crit(?:erion)?[ -]?(?:#|id|no\.?|n))$/i;
/** One criterion number of a number cell: `3`, `#3`, `crit-3`, `C3`. */
const NUMBER = String.raw`(?:crit(?:erion)?[-_ ]?|#|c)?(\d{1,6})\.?`;
const NUMBER_CELL = new RegExp(`^${NUMBER}$`, 'i');
/** A range of them: `1-3`, `1–3`, `1..3`, `crit-1 to crit-3`. */
const NUMBER_RANGE = new RegExp(String.raw`^${NUMBER}\s{0,3}(?:[-–—]|\.\.|to)\s{0,3}${NUMBER}$`, 'i');
/** What separates the criteria of a row tracing several: `1, 2`, `1/2`, `1 & 2`, `1 and 2`. */
const NUMBER_LIST = /[,;/&+]|\band\b/i;
/** Widest range a number cell is read as (`1-3`); a wider one is no criterion list. */
const MAX_RANGE = 100;
/** An ordered list item of the trace: `3. … ✅ …`. */
const ORDERED_ITEM = /^\s{0,3}(\d{1,6})[.)]\s/;
const DELIMITER_ROW = /^\s*\|[\s:|-]+\|?\s*$/;

/** A letter or digit. */
const WORDED = new LetterRegex(String.raw`[\p{L}\p{N}]`, 'u');
/** A template placeholder in a cell: `{criterion text}`, `{pointer}` (innermost braces first). */
const PLACEHOLDER = /\{[^{}]*\}/g;

/**
 * Whether a §3 cell holds something a lead wrote: words or digits outside `{…}` placeholders, or a
 * single status mark (`✅`). The template's `✅ / ⚠️ / ❌` offers a choice, and dashes or `…` hold nothing.
 */
function filled(cell: string, numberCell: boolean): boolean {
  let t = stripMarks(cell);
  if (numberCell) {
    if (cellNumbers(t).length) return false;
    t = t.replace(CRIT_TOKEN, ' ');
  }
  // Nested placeholders (`{what's new vs iter-{N-1}}`) go in a few passes; three cover the protocol's templates.
  for (let k = 0; k < 3 && t.includes('{'); k++) t = t.replace(PLACEHOLDER, ' ');
  if (WORDED.for(t).test(t)) return true;
  return t.replace(/[\s.…—–-]+/g, '') !== '' && !t.includes('/');
}

/** A text lower-cased, without emphasis, code marks and quotes, blank runs folded to one blank: for text comparison. */
function words(text: string): string {
  return text.toLowerCase().replace(/[*_`"'«»“”]+/g, '').replace(/\s+/g, ' ').trim();
}

function stripMarks(text: string): string {
  return text.replace(/[*_`]+/g, '').trim();
}

/** The criteria a number cell names: one (`3`), a list (`1, 2`) or a range (`1-3`); none when it is anything else. */
function cellNumbers(cell: string): number[] {
  const out: number[] = [];
  for (const raw of stripMarks(cell).split(NUMBER_LIST)) {
    const part = raw.trim();
    if (part === '') continue;
    const one = NUMBER_CELL.exec(part);
    if (one) {
      out.push(Number(one[1]));
      continue;
    }
    const range = NUMBER_RANGE.exec(part);
    const [a, b] = range ? [Number(range[1]), Number(range[2])] : [0, -1];
    if (b < a || b - a > MAX_RANGE) return [];
    for (let n = a; n <= b; n++) out.push(n);
  }
  return out;
}

interface Traced {
  numbers: Set<number>;
  text: string;
  /** Criteria whose row is the template left unfilled, with that row's line: such a row traces nothing. */
  unfilled: Map<number, number>;
  /** Rows marked met whose Evidence cell names nothing (blank, a dash, TBD, N/A): a claim with no pointer. */
  unevidenced: Array<{ line: number; column: number; label: string; cell: string }>;
}

/** Header cells naming the status and the evidence columns. */
const STATUS_HEADER = /^(?:status|статус|состояние)$/iu;
const EVIDENCE_HEADER = /^(?:evidence|proof|доказательств|свидетельств|подтверждени)/iu;
/** A status saying the criterion is met; "not met" is not one. */
const MET = /✅|✔|☑|🟢|\bpass(?:ed)?\b|(?<!not\s)\bmet\b|\bdone\b|(?<![\p{L}])(?:выполнен[\p{L}]{0,2}|готов[\p{L}]{0,2})(?![\p{L}])/iu;
/** An evidence cell naming nothing: blank, dashes, an ellipsis, or a word saying it is still to come. */
const NO_EVIDENCE = /^(?:[\s.…—–-]*|tb[dc]|todo|n\/?a|none|pending|\?+|-+|see\s+above|нет|позже|будет)$/iu;

/** The criterion numbers §3 traces: a number column (or the first cell) of its table rows, `crit-N` tokens, ordered list numbers. */
function tracedNumbers(doc: MarkdownDoc, s: Section): Traced {
  const numbers = new Set<number>();
  const unfilled = new Map<number, number>();
  const lines = doc.linesOf(s, { skipFenced: true });
  const read: string[] = [];
  const unevidenced: Traced['unevidenced'] = [];
  let column = 0;
  let statusColumn = -1;
  let evidenceColumn = -1;
  // A table written without its leading pipes (`No | Criterion` over `---|---`) is read as a piped one.
  const pipeless = new Map(pipelessTables(doc, s).map((r) => [r.line, r]));
  for (const { line, text } of lines) {
    const row = pipeless.get(line);
    const cells = row ? row.cells : tableRowCells(text);
    const header = row ? row.header : cells && !DELIMITER_ROW.test(text) && DELIMITER_ROW.test(doc.line(line + 1));
    // A row with nothing filled in (`| 4 | {criterion text} | ✅ / ⚠️ / ❌ | {pointer} |`) has no status nor evidence.
    const empty = cells && !header && !DELIMITER_ROW.test(text) && !cells.some((c, k) => filled(c.text, k === column));
    const into = empty ? (n: number) => unfilled.has(n) || unfilled.set(n, line) : (n: number) => numbers.add(n);
    if (!empty) read.push(text);
    for (const m of text.matchAll(CRIT_TOKEN)) into(Number(m[1]));
    if (cells) {
      if (DELIMITER_ROW.test(text)) continue;
      if (header) {
        // A header row: it names the number column of the rows below (the first cell when none is named).
        const named = cells.findIndex((c) => NUMBER_HEADER.test(stripMarks(c.text)));
        column = named === -1 ? 0 : named;
        statusColumn = cells.findIndex((c) => STATUS_HEADER.test(stripMarks(c.text)));
        evidenceColumn = cells.findIndex((c) => EVIDENCE_HEADER.test(stripMarks(c.text)));
        continue;
      }
      for (const n of cellNumbers(cells[column]?.text ?? '')) into(n);
      const status = cells[statusColumn]?.text ?? '';
      const evidence = cells[evidenceColumn];
      if (!empty && evidenceColumn !== -1 && MET.test(status) && (!evidence || NO_EVIDENCE.test(stripMarks(evidence.text)))) {
        unevidenced.push({ line, column: evidence?.column ?? 1, label: stripMarks(cells[column]?.text ?? '') || `L${line}`, cell: stripMarks(evidence?.text ?? '') });
      }
      continue;
    }
    const item = ORDERED_ITEM.exec(text);
    if (item) numbers.add(Number(item[1]));
  }
  return { numbers, text: words(read.join('\n')), unfilled, unevidenced };
}

/** Whether §3 holds a table: a delimiter row (`|---|---|`) outside fences, or a table without leading pipes. */
function hasTable(doc: MarkdownDoc, s: Section): boolean {
  return doc.linesOf(s, { skipFenced: true }).some(({ text }) => text.includes('-') && DELIMITER_ROW.test(text)) || pipelessTables(doc, s).length > 0;
}

/** Criteria neither numbered in §3 nor quoted there in full. */
function untraced(criteria: NumberedCriterion[], traced: Traced): NumberedCriterion[] {
  return criteria.filter((c) => {
    if (traced.numbers.has(c.n)) return false;
    const text = words(c.text.replace(CRIT_LABEL, '').replace(/^[\s:—–-]+/, ''));
    return !(text.length >= 12 && traced.text.includes(text));
  });
}

/** The criterion numbers the tasks' crit_refs cite, as criteria-owned reads them (a ref that is no `crit-N` gives undefined); undefined when no task gives any. */
function taskRefNumbers(model: EngagementModel): Array<number | undefined> | undefined {
  const refs = taskCritRefs(model).owners.flatMap((o) => o.refs.map((r) => r.n));
  return refs.length ? refs : undefined;
}

interface Reading {
  criteria: NumberedCriterion[];
  /** Said after the count when the numbering is not the plain combined one. */
  reading: string;
  /** Said on failure when the combined numbering was kept though the Done-when bullets alone were a candidate. */
  combined: string;
}

/**
 * Which bullets are the criteria, decided as criteria-owned decides (same run, same crit-N): the
 * `crit-N` labels; else every bullet in file order, unless the tasks' crit_refs fit the Done-when
 * bullets alone exactly. Without crit_refs to settle it, the Done-when bullets alone are read only
 * when §3 numbers nothing past them and traces them all: a §3 row 4 or 5 means the lead numbered more.
 */
function readingOf(model: EngagementModel, bullets: NumberedCriterion[], traced: Traced): Reading {
  const labelled = labelledOf(bullets);
  if (labelled) return { criteria: labelled, reading: '', combined: '' };
  const done = doneWhenCriteria(bullets);
  const k = done.length;
  if (!k || k === bullets.length) return { criteria: bullets, reading: '', combined: '' };
  const deliverables = plural(bullets.length - k, 'Deliverables bullet');
  const both = `numbered as criteria-owned numbers them: ${plural(bullets.length - k, 'Deliverables expected bullet')} and ${plural(k, 'Done-when bullet')} in file order`;
  const past = (ns: Iterable<number | undefined>) => [...new Set([...ns].filter((n): n is number => n !== undefined && n > k))].sort((a, b) => a - b).map((n) => `crit-${n}`);
  const refs = taskRefNumbers(model);
  if (refs) {
    const cited = new Set(refs);
    if (refs.every((n) => n !== undefined && n >= 1 && n <= k) && done.every((c) => cited.has(c.n))) {
      return { criteria: done, reading: ` (numbered by the Done-when bullets alone, as criteria-owned reads them: the tasks' crit_refs fit them exactly; ${deliverables} read as deliverables)`, combined: '' };
    }
    const beyond = past(refs);
    return { criteria: bullets, reading: '', combined: ` (${both}${beyond.length ? `; the tasks' crit_refs cite ${beyond.join(', ')} past the Done-when bullets` : ''})` };
  }
  const beyond = past([...traced.numbers, ...traced.unfilled.keys()]);
  if (!beyond.length && untraced(bullets, traced).length && !untraced(done, traced).length) {
    return { criteria: done, reading: ` (numbered by the Done-when bullets alone, an ambiguous reading: no task gives crit_refs to settle it and §3 numbers nothing past the ${plural(k, 'Done-when bullet')}; ${deliverables} read as deliverables)`, combined: '' };
  }
  return { criteria: bullets, reading: '', combined: ` (${both}${beyond.length ? `; §3 itself numbers ${beyond.join(', ')}` : ''})` };
}

export default defineRule<EngagementModel>({
  id: 'criteria-trace-coverage',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Handoff §3 Criteria trace names every criterion of criteria.md',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `The handoff's §3 is "the handoff §3 Criteria trace (each criterion → status → evidence
path)", required as a table at M and L ("| Handoff §3 Criteria trace | **inline** (1 line per crit,
no table needed) | required (table) | required (table) |"). A criterion missing from it is a
criterion nobody reported on.

The criteria are numbered as criteria-owned numbers them: the top-level list items (every marker:
\`-\`, \`*\`, \`+\`, \`1.\`, \`1)\`) of the "Done when" and "Deliverables expected" sections of criteria.md
(a heading naming "Done when" anywhere, \`Done-when\` and \`Done_when\` too, or below the title \`## Acceptance criteria\`, \`## Критерии готовности\` or \`## Критерии приёмки\`,
or a bare \`## Acceptance\`, \`## Acceptance checks\`, \`## Acceptance conditions\`, \`## Приёмка\`, \`## Условия приёмки\`; not \`## Acceptance log\`),
crit-1..crit-N in file order, or by their own
\`crit-N\` labels when bullets carry them (then unlabelled bullets are deliverables). A section with no
list item but a table gives one criterion per body row (labelled by a \`crit-N\` first cell); a
"Deliverables expected" table beside a Done-when section that gives criteria lists the deliverables and
their bars, and is not read. A criterion is
traced when §3 holds:

- a table row (with or without its outer pipes: \`1 | … | ✅ | …\` under \`---|---\`) whose
  number column (\`#\`, \`№\`, \`No\`, \`ID\`, \`Crit #\`; the first cell when the header names none) reads N (\`3\`, \`#3\`, \`crit-3\`), or names it among several: a list
  (\`1, 2\`, \`crit-1 / crit-2\`, \`1 and 2\`) or a range (\`1-3\`, \`1..3\`) covers each criterion it names;
- \`crit-N\` anywhere in a row, list item or line;
- an ordered list item numbered N (\`3. … ✅ …\`);
- or the criterion's whole text.

A table row with nothing filled in traces nothing: the protocol's template row left as it is
(\`| 4 | {criterion text} | ✅ / ⚠️ / ❌ | {pointer} |\`), whose cells hold only \`{…}\`
placeholders, the choice of statuses, dashes or \`…\`, names no criterion text, no single status and
no evidence. Its criterion counts as untraced, and the finding points at that row.

The numbering is the one criteria-owned uses in the same run, so a crit-N means the same criterion
in both. Without labels, the "Done when" bullets alone are numbered crit-1..crit-N (the "Deliverables
expected" bullets then read as deliverables) only when the tasks' crit_refs fit them exactly: every
ref names one of them and each is cited, as criteria-owned reads them. When they do not fit (a
\`crit-5\` with 3 Done-when bullets), every bullet counts in file order: a §3 of 3 rows then misses
crit-4 and crit-5, and the failure says how the criteria were numbered. When no task gives crit_refs,
the numbering is ambiguous: the Done-when bullets alone are read only when §3 traces them all and
numbers nothing past them (no row, template row or \`crit-N\` beyond the last Done-when bullet),
and the detail says that reading was taken.

- fail at the §3 heading, one finding per untraced criterion, naming crit-N and its criteria.md line
  (at the row itself when the criterion's only row is the template left unfilled).
- fail at the row when §3 traces every criterion but a table row whose Status says met (✅, PASS,
  met, done) has an Evidence cell (a column headed "Evidence…") that names nothing: blank, a dash,
  \`TBD\`, \`TODO\`, \`N/A\`, \`pending\`, \`?\` or "see above". The status alone is a claim
  nobody can check.
- warn at the §3 heading when §3 traces every criterion but holds no table (a list, one line of
  "crit-1 ok, crit-2 ok — see executor reports"): S may trace inline, M and L require the table.
- fail at criteria.md when it names no criterion: no criteria section (Done when, Deliverables
  expected, Acceptance criteria, Acceptance) and no \`crit-N\` bullet, its bullets under another heading
  (\`## Definition of done\`) or none at all; or criteria sections that hold no bullet or table row
  (empty, or prose), a finding at each heading. "Directors cannot accept against fuzzy
  intent": with no criterion read, a §3 that drops one would pass unseen.
- skip without handoff.md, without a \`## 3. Criteria trace\` section (handoff-sections reports a
  missing section), or without criteria.md (criteria-frontmatter fails).`,
  examples: [
    {
      status: 'pass',
      title: 'passes when every criterion has a §3 row',
      files: {
        'criteria.md': '---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- the export returns 200 with text/csv\n- the suite is green\n',
        'handoff.md': '# Handoff\n\n## 3. Criteria trace\n\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n| 1 | 200 with text/csv | ✅ | `src/export/csv.ts` |\n| 2 | suite green | ✅ | `tests/export/csv.test.ts` |\n',
      },
    },
    {
      status: 'fail',
      title: 'fails when a criterion has no §3 row',
      files: {
        'criteria.md': '---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- the export returns 200 with text/csv\n- the suite is green\n',
        'handoff.md': '# Handoff\n\n## 3. Criteria trace\n\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n| 1 | 200 with text/csv | ✅ | `src/export/csv.ts` |\n',
      },
    },
    {
      status: 'warn',
      title: 'warns when §3 traces every criterion, but as no table',
      files: {
        'criteria.md': '---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- the export returns 200 with text/csv\n- the suite is green\n',
        'handoff.md': '# Handoff\n\n## 3. Criteria trace\n\ncrit-1 ok, crit-2 ok — see executor reports.\n',
      },
    },
    {
      status: 'skip',
      title: 'skips before the handoff is written',
      files: {
        'criteria.md': '---\nsize: M\n---\n# Acceptance criteria\n\n## Done when\n- the suite is green\n',
      },
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'the §3 criteria trace table (S traces inline)');
    if (off) return off;
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written' };
    const s = handoff.section(3, 'protocol');
    // §3 by its number, however titled (a translated title is still §3; handoff-sections judges titles).
    if (!s) return { status: 'skip', detail: 'handoff.md has no `## 3. Criteria trace` section (handoff-sections reports it)' };
    const bullets = numberedCriteria(model.criteria);
    if (!bullets.length) {
      // "Directors cannot accept against fuzzy intent": a criteria.md with no Done-when section, or one holding nothing to read, names no criterion to trace.
      if (!model.criteria) return { status: 'skip', detail: noCriteriaDetail(model.criteria) };
      const none = noCriteriaSection(model.criteria);
      return { status: 'fail', detail: none.detail, fix: 'List the acceptance criteria in criteria.md under `## Done when`, one bullet per criterion (or label each `crit-N:`), and trace each in §3.', findings: none.findings };
    }
    const traced = tracedNumbers(handoff, s);
    // The numbering criteria-owned uses in the same run: a trace fitting another numbering would hide untraced criteria.
    const { criteria, reading: read, combined } = readingOf(model, bullets, traced);
    // Labelled bullets outside the sections read: the count says so rather than claim the file has fewer.
    const outside = labelledOutside(model.criteria, criteria);
    const reading = `${read}${outside.length ? ` (criteria.md's ${outside.slice(0, 6).map((c) => `crit-${c.n}`).join(', ')}${outside.length > 6 ? ', …' : ''}, from line ${outside[0]!.line}, ${outside.length === 1 ? 'stands' : 'stand'} outside its Done when / Deliverables sections and ${outside.length === 1 ? 'was' : 'were'} not read)` : ''}`;
    const missing = untraced(criteria, traced);
    // "each criterion → status → evidence path": a criterion marked met with no evidence is a claim nobody can check.
    if (!missing.length && traced.unevidenced.length) {
      const rows = traced.unevidenced;
      return {
        status: 'fail',
        detail: `§3 marks ${plural(rows.length, 'row')} met with no evidence: ${rows.map((r) => `${r.label} (L${r.line})`).join(', ')}`,
        fix: 'Give each criterion marked met its evidence in the Evidence cell: the path (and line or section) that shows it.',
        findings: rows.map((r) => handoff.at(r.line, `criterion ${r.label} is marked met, but its Evidence cell ${r.cell === '' ? 'is empty' : `says \`${r.cell}\``}: name the path (and line or section) that shows it`, r.column)),
      };
    }
    if (!missing.length && !hasTable(handoff, s)) {
      // The tier table: "Handoff §3 Criteria trace | inline … | required (table) | required (table)"; only S traces inline.
      const size = model.tier;
      return {
        status: 'warn',
        detail: `§3 traces all ${criteria.length} criteria${reading}, but holds no table: at size ${size} the protocol requires the §3 Criteria trace as a table (each criterion → status → evidence path)`,
        fix: 'Write §3 as a table, one row per criterion: `| # | Criterion | Status | Evidence (path + line/section) |`.',
        findings: [handoff.at(s.heading.line, `§3 Criteria trace holds no table; at size ${size} it is "required (table)": one row per criterion with its status and evidence path`, 1, 'warning')],
      };
    }
    if (!missing.length) return { status: 'pass', detail: `§3 traces all ${criteria.length} criteria${reading}` };
    const crit = model.criteria!;
    const quoted = (c: NumberedCriterion) => `crit-${c.n} (${crit.rel}:${c.line} "${c.text.length > 60 ? `${c.text.slice(0, 60)}…` : c.text}")`;
    const templated = missing.filter((c) => traced.unfilled.has(c.n));
    return {
      status: 'fail',
      detail: `§3 Criteria trace misses ${missing.map((c) => `crit-${c.n}`).join(', ')} of ${criteria.length} criteria${reading}${combined}${templated.length ? ` (${templated.map((c) => `crit-${c.n}'s row L${traced.unfilled.get(c.n)}`).join(', ')}: the template left unfilled)` : ''}`,
      fix: `Add a §3 row per missing criterion: \`| N | criterion | status | evidence path |\`${templated.length ? '; fill in a template row with the criterion, its one status and the evidence path' : ''}.`,
      findings: missing.map((c) => {
        const row = traced.unfilled.get(c.n);
        return row === undefined
          ? handoff.at(s.heading.line, `${quoted(c)} is not traced in §3`)
          : handoff.at(row, `${quoted(c)} is not traced in §3: its row is the template left unfilled, with no criterion text, single status or evidence`);
      }),
    };
  },
});
