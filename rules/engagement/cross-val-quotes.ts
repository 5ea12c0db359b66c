import { cutOnLastLine, crossValBlock, defineRule, followsProtocol, lettersOf, MAX_FINDINGS, plural, type EngagementModel, type MarkdownDoc } from '@engagement-lint/core/kit';
import { CITATION, FURTHER_QUOTE, execHolding, OUTSIDE_CITATION, PROTOCOL_CITATION, quoteEnd, quoteOf, rendered, REPORT_NAME, REPORT_OR_LINK, unreadCitations } from './lib/cross-val-forms.js';
import { misquote } from './lib/cross-val-misquote.js';
import { flatten, leavesProject, lineAt, looseMatchIn, MAX_CACHED, norm, SEARCH_BUDGET, spendChars, type Flat } from './lib/cross-val-search.js';
import { DetailList, LineOrderFindings } from './lib/cross-val-tally.js';
import { verbatimAt, verbatimIn } from './lib/cross-val-verbatim.js';

export { looseMatchIn };

/** The block is a level-3 `### 4a.` heading, as the reference finds it. */
const BLOCK_HEADING = /^4a\./;
/** A table row: a line with a cell separator, a `|` that is not escaped. */
const TABLE_ROW = /(?:^|[^\\])\|/;
/** A quote as markdown reads it: in a table cell a `|` must be written `\|`, which renders as `|`. */
const cellText = (quote: string, inTable: boolean) => (inTable ? quote.replaceAll('\\|', '|') : quote);

/** A citation as the protocol reading takes it: the report's names (tried in turn), its line or range, and the quote. */
type Cited = { names: string[]; shown: string; n: number; last: number | undefined; quote: string };
/** A link target as a path: no angle brackets, anchor or query. */
const linkPath = (target: string) => cutOnLastLine(target.replace(/^<|>$/g, ''), '#?');

/** A PROTOCOL_CITATION match read; undefined for a link that names no `.md` report. */
function citationOf(m: RegExpMatchArray): Cited | undefined {
  const quote = quoteOf(m, 6);
  const [a, b] = [Number(m[4]), m[5] === undefined ? undefined : Number(m[5])];
  // A range written backwards is the same lines.
  const [n, last] = b === undefined ? [a, undefined] : [Math.min(a, b), Math.max(a, b)];
  if (m[1] !== undefined) return { names: [m[1]], shown: m[1], n, last, quote };
  const names = [linkPath(m[3]!), m[2]!.replace(/^`|`$/g, '').trim()].filter((x) => x.endsWith('.md'));
  return names.length ? { names, shown: names.at(-1)!, n, last, quote } : undefined;
}


type Outcome = { kind: 'exact' } | { kind: 'partial' } | { kind: 'phantom'; why: string };

export default defineRule<EngagementModel>({
  id: 'cross-val-quotes',
  pack: 'engagement',
  tiers: ['L'],
  recommendedTiers: ['M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'every verbatim quote in the handoff §4a cross-validation table exists where it is cited',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `Handoff §4a reconciles the specialists' cross-contract claims with verbatim quotes from their
executor reports. A quote that is not in the cited report is a phantom: the cross-validation was
claimed, not run.

In the level-3 \`### 4a.\` block of handoff.md every citation \`<file>.md L<n>: "<quote>"\`
(optionally prefixed \`executor-reports/\`, straight or curly quotes; a backticked file name is not
a citation, as in the reference) is checked. Under \`--preset recommended\` the block is a heading of any level
that is §4a as handoff-sections reads a section's heading: past emphasis or code marks, an emoji or a \`§\` in front,
or a \`Section\` label (\`### §4a …\`, \`### **4a. …**\`, \`## 📌 4a. …\`), setext headings included (its \`a\` may be Cyrillic). Under that preset a quote in «guillemets» (which may hold
«guillemets» one level deep, as Russian quotes a quote), „…“, ‹…›, 「…」, 『…』 or single quotes (\`'…'\`, ‘…’, ‚…‘, ’…’)
is a citation too (a single quote opens only at a word's start and closes at the first one no letter follows, so
\`don't\` and \`reviewer's\` are read inside a quote, never as one); emphasis around a quote (\`**'…'**\`, \`_"…"_\`)
is read through; every further quote after a citation, joined by \`,\`, \`;\`, \`/\` or \`and\` (\`L16: 'a', 'b'\`), is
checked against the same report and line; and so is a citation written otherwise: \`l16\`, \`<file>.md:16 "…"\`,
without the colon before the quote, with a backticked file name, by a markdown link
(\`[dev-1.md](executor-reports/dev-1.md) L16: "…"\`: the link's target, then its text, names the
report) or with a line range (\`L16-17\`: the quote must appear within those lines). A quote after a
report's name with only words between them, no line (\`Per dev-1.md, the 'from' param\`, \`dev-1.md says "…"\`),
is looked for in the whole report: found, it is verified; not found, it is a phantom. A report's
name followed in the same cell by a quotation mark that no citation form reads (a line written otherwise,
\`(line sixteen)\`, marks that do not pair, quotes nested deeper, a quote in a code span or after an emoji) fails as an unreadable
citation, at its place: its quote was not checked. In a table row the quote is read as markdown reads the
cell: an escaped pipe \`\\|\` (required inside a cell) is a \`|\` of the quote. Under \`--preset recommended\` a
quote in "…" may hold quotes: a \`"\` after no letter or digit and before one opens an inner quote
(\`"Returns 200 and {"id": 1}"\`), so the quote runs on, inner quotes paired, to the mark that closes it (in its
cell, within 2,000 characters); a markdown-escaped \`\\"\` is the quote's own; and a quote not found as written
is looked for as markdown renders it (\`{\\"id\\": 1}\` as \`{"id": 1}\`, \`\\*\` as \`*\`). The file is resolved under
\`engagement/executor-reports/\`, then \`engagement/\`, then the project root (never outside it).
The quote must appear, whitespace-normalised, within ±2 lines of line n (the lines of that window
that exist). Under \`--preset recommended\` a quote that is not in that window but is elsewhere in the
report (as written, or but for the quoting typography below) still fails, and the finding says at which line it is (a wrong line number, not an invented
quote); that search reads the report once. Under \`--preset recommended\` quoting typography is no change: a quote
that differs from the cited text only in the case of its first letter (\`"expects 200"\` quoting \`- Expects 200\`),
in a mark it adds at its start or end where the report has none (\`. , ; : ! ? …\`, a quotation mark: \`"… text/csv."\`
quoting \`text/csv and …\`), in the kind of its quotation marks and apostrophes (\`'\` for \`’\`) or in code-span marks,
which render as nothing (\`"from and to"\` quoting a line that writes \`from\` and \`to\` as code spans), is verbatim and verified, whatever its length; a mark that changes the report's own (\`create.\` for \`create,\`) is not. A match of only 5 consecutive words (case-sensitive) is a loose match: it passes with
a note to verify it by hand. Under \`--preset recommended\` it warns, and a quote that is the report's words but for a changed
number, percentage, date, version or other token of digits, a number in words (\`sixth\` or \`6th\` for \`fifth\`, \`four\` for
\`three\`, \`шестой\` for \`пятой\`), an added or dropped negation (not, no, never, не, нет,
nicht, kein…; a negated auxiliary such as \`aren't\` for \`are\`; do-support such as \`does not delete\` for \`deletes\`),
a word exchanged for its opposite (\`without\` for \`with\`, \`never\` for \`always\`, \`disabled\` for \`enabled\`, \`invalid\`
for \`valid\`, \`без\` for \`с\`, \`нельзя\` for \`можно\`, \`выключен\` for \`включён\`) or a unit of a measure for another
(\`milliseconds\` for \`whole seconds\`, \`GB\` for \`MB\`, \`rem\` for \`px\`), fails as misquoted, naming both values
("quotes 50% where the report says 40%", 'quotes "without" where the report says "with"'); the same negation, number or
unit written otherwise (\`doesn't\` for \`does not\`, \`5th\` for \`fifth\`, \`sec\` for \`seconds\`) is no change, nor is trimming words at its ends. A missing file or a quote that is not there fails ("phantom quotes").
The search is bounded (a few million steps per run): a quote that would need more fails as not
checkable within the linter's limits; shorten it to the words of the claim.

Skips at size S and while handoff.md is not written (\`--mode ready\` turns the latter into a
failure). A handoff without a \`### 4a.\` block has nothing to verify and passes.`,
  examples: [
    {
      status: 'pass',
      title: 'with one specialist no §4a is needed',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '',
      },
    },
    {
      status: 'fail',
      title: 'a free-form "all match" §4a fails; the explicit N/A passes',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': `---
engagement: demo
domain: dev
size: L
ux_heavy: false
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`,
        'handoff.md': `# Handoff
## 4. Executor reports
- see executor-reports/
### 4a. Cross-validation
All contracts match.

## 5. Validation log
- ok
`,
        'executor-reports/dev-1.md': `# dev-1
## Iteration 1
- returns 201 + {id, name} on create
`,
        'executor-reports/dev-2.md': `# dev-2
## Iteration 1
- returns 201 + {id, name} on create
`,
      },
    },
    {
      status: 'warn',
      title: 'a quote that matches only loosely warns at its citation',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': `## 4. Executor reports
### 4a. Cross-validation
| Contract | A | B | Verdict |
|---|---|---|---|
| POST /items | dev-1.md L2: "returns 201 + {id, name} on every create" | dev-2.md L2: "returns 201 + {id, name} on create" | MATCH |
`,
        'executor-reports/dev-1.md': '# dev-1\n- returns 201 + {id, name} on create\n',
        'executor-reports/dev-2.md': '# dev-2\n- returns 201 + {id, name} on create\n',
      },
    },
    {
      status: 'skip',
      title: 'skips without handoff.md, and fails under --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report … Free-form "all match" claims are not accepted — director cannot verify them.',
      compat: 'Only `<file>.md L<n>: "<quote>"` is a citation: a quote cited as `L16-17`, `:16`, `l16`, with a backticked name or by a markdown link is neither counted nor checked, so a fabricated one passes unseen.',
      recommended: 'Those forms are read and their quotes verified (a range within its own lines); a quote after a report\'s name that no form reads fails as an unreadable citation.',
    },
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report',
      compat: 'A citation by an absolute or home path (`/tmp/x/dev-backend.md L11: "…"`) is no citation, as the reference\'s pattern reads it: its quote is not counted or checked.',
      recommended: 'It fails as a phantom quote: it names no executor report of the project, so nothing was checked.',
    },
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report; without the table the cross-validation is presumed unrun and director treats it as such (REJECT). … If no shared contracts in this engagement, write: "N/A — …". This explicit N/A is required — silence is not an answer.',
      compat: 'A handoff without a `### 4a.` block passes ("0 quotes to verify"), whatever the number of specialists.',
      recommended: 'With two or more executor reports, a missing §4a (neither a table nor the explicit N/A) fails at M and L: at L the table is required (an explicit N/A fails there too), and at M it is required when specialists touch a shared contract while the N/A is required when none do, so silence fails either way.',
    },
    {
      protocol: 'Free-form "all match" claims are not accepted — director cannot verify them. … Don\'t accept a handoff whose §4a cross-validation is "all match" without the verbatim claim list',
      compat: 'A §4a block with no citations (e.g. "All contracts match.") passes with 0 quotes verified. A quote in «guillemets», „…“, ‹…›, 「…」, 『…』 or single quotes (`\'…\'`), in emphasis, or a second quote after a citation (`L16: "a", "b"`) is no citation: it is neither counted nor verified, so a fabricated one passes unseen.',
      recommended: 'A §4a block with two or more executor reports, no `<file>.md L<n>: "<quote>"` citation and no explicit N/A fails. A verbatim quote may sit in «guillemets», „…“, ‹…›, 「…」, 『…』 or single quotes (`\'…\'`, ‘…’, ‚…‘, ’…’) as well as straight or curly double quotes, in emphasis or not, and is verified like them, as is each further quote joined to a citation by `,`, `;`, `/` or `and`; a single quote opens only at a word\'s start, so an apostrophe (don\'t, reviewer\'s) is never read as one, and one that is never closed fails as an unreadable citation.',
    },
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report',
      compat: 'A quote of which only 5 consecutive words match the report passes with a note.',
      recommended: 'A loose match warns, with a finding at the citation: the quote is not verbatim.',
    },
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report',
      compat: 'A quote that changes a figure or a negation of the cited line («скидки до 50%» where the report says «до 40%») passes as a loose match when 5 consecutive words still match.',
      recommended: 'It fails as misquoted, naming both values ("quotes 50% where the report says 40%"), as does a number in words (`sixth` for `fifth`), a word exchanged for its opposite (`without` for `with`, `без` for `с`) or a unit for another (`milliseconds` for `whole seconds`): §4a exists to catch misquoted claims.',
    },
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report',
      compat: 'A quote that lower-cases the report\'s first letter or adds a closing full stop is not in the window: a phantom quote when fewer than 5 of its words match, a loose match otherwise.',
      recommended: 'Quoting typography (the case of the first letter, a mark added at the start or end of the quote, the kind of quotation marks) is no change: the quote is verified, whatever its length.',
    },
    {
      protocol: 'Use this table with verbatim quotes from each specialist\'s executor report',
      compat: 'A quote holding quotation marks ends at its first inner one: `"Expects 200 and {\\"id\\": 1}"`, written with markdown\'s escapes, is read as `Expects 200 and {\\` and fails as a phantom quote, and `"Returns 200 and {"id": 2}"` is read as `Returns 200 and {`, so a figure changed after the inner mark is never checked.',
      recommended: 'The quote runs on past a mark that opens an inner quote (after no letter or digit, before one), inner quotes paired, to the mark that closes it in its cell; an escaped `\\"` is part of it, and a quote not found as written is matched as markdown renders it (`\\"` as `"`).',
    },
    {
      protocol: '4a. Cross-validation table (REQUIRED if ≥2 specialists touched shared contracts)',
      compat: 'Only a level-3 `### 4a.` heading is the block.',
      recommended: 'A heading of any level that is §4a as handoff-sections reads a section\'s heading is the block: one starting `4a`, or past emphasis or code marks, an emoji or a `§` in front, or a `Section` label (`### §4a …`, `### **4a. …**`, `## 📌 4a. …`), setext headings included.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    const handoff = model.handoff;
    // Size first: at S the check does not apply, so --mode ready does not require a handoff for it.
    if (model.tier === 'S') return { status: 'skip', detail: 'size=S, cross-val table not required' };
    if (!handoff) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    // The protocol reading finds §4a's heading as handoff-sections reads the others (`### **4a. …**`, `## 📌 4a.`, `### §4a`).
    const block = protocol ? crossValBlock(handoff, 'protocol') : undefined;
    const heading = protocol ? block?.section.heading : handoff.headings.find((h) => h.level === 3 && BLOCK_HEADING.test(h.text));
    const specialists = protocol ? model.executorReports().length : 0;
    if (!heading) {
      if (specialists >= 2) {
        const l = model.tier === 'L';
        // At M the table is needed only when contracts are shared, but the N/A is needed when they are
        // not ("silence is not an answer"): either way a missing §4a fails.
        return {
          status: 'fail',
          detail: `${specialists} executor reports but no §4a cross-validation block: cross-validation presumed unrun`,
          fix: 'Add `### 4a. Cross-validation table` with verbatim quotes (`<report>.md L<n>: "<quote>"`) per shared contract, or the explicit "N/A — no specialists overlap on shared contracts".',
          findings: [handoff.at(handoff.section(4, protocol ? 'protocol' : 'reference')?.heading.line ?? 1, `no §4a block; ${specialists} specialists reported${l ? '' : ' (at M: the table when they share a contract, else the explicit N/A)'}`)],
        };
      }
      return { status: 'pass', detail: 'no `### 4a.` cross-validation block in handoff.md; 0 quotes to verify' };
    }

    const budget = { left: SEARCH_BUDGET };
    // Each window normalised (and split into tokens on its first loose match) once for all the citations
    // of it; dropped past MAX_CACHED characters, so many large windows cannot pile up.
    const windows = new Map<string, { text: string; tokens?: string[]; cores?: string[]; marks?: string; plain?: string }>();
    let cached = 0;
    // The protocol reading: whole reports flattened once, to say where a quote missing from its window is.
    // A budget of its own: locating a phantom quote only words its finding, it never costs a later citation its check.
    const hintBudget = { left: SEARCH_BUDGET };
    // And one for finding misquotes: past it a quote is judged as before, never left unchecked.
    const misquoteBudget = { left: SEARCH_BUDGET };
    const flats = new Map<string, Flat>();
    let flattened = 0;
    /** Lines `L16` or `L16-L17` where the normalised quote first appears in the report (verbatim but for its typography), if it does and the budget allows. */
    const elsewhere = (doc: { rel: string; lines: readonly string[] }, q: string): string | undefined => {
      let flat = flats.get(doc.rel);
      if (!flat) {
        const size = doc.lines.reduce((n, l) => n + l.length + 1, 0);
        if (!spendChars(hintBudget, size)) return undefined;
        if ((flattened += size) > MAX_CACHED) {
          flats.clear();
          flattened = size;
        }
        flats.set(doc.rel, (flat = flatten(doc.lines)));
      }
      // One substring search, then one for the quote but for its typography: each linear in the report's size.
      if (!q || !spendChars(hintBudget, flat.text.length)) return undefined;
      const exactAt = flat.text.indexOf(q);
      const hit = exactAt < 0 ? verbatimAt(flat, q, hintBudget) : { at: exactAt, length: q.length };
      if (hit === undefined || hit === 'unchecked') return undefined;
      const [first, last] = [lineAt(flat, hit.at), lineAt(flat, hit.at + hit.length - 1)];
      return first === last ? `L${first}` : `L${first}-L${last}`;
    };
    const unchecked = (rel: string): Outcome => ({ kind: 'phantom', why: `quote could not be checked against ${rel} within the linter's limits (too many near-matches); shorten it to the words of the claim` });
    /**
     * `files`: the names the citation gives the report, tried in turn; `last`: a range's end (a single line
     * is read ±2); `whole`: no line was cited, the report is searched from its first line to its last.
     */
    /** The report the citation's names resolve to, else why none is checked. */
    const reportOf = (files: string[]): MarkdownDoc | Outcome => {
      const places = files.flatMap((file) => [model.rel(`executor-reports/${file}`), model.rel(file), file]);
      const doc = places.map((rel) => model.docAt(rel)).find((d) => d !== undefined);
      if (doc) return doc;
      // There but not readable (a FIFO, a folder, over the size limit) is no missing report.
      const unread = places.map((rel) => ({ rel, problem: model.unreadable(rel) })).find((u) => u.problem);
      if (unread) return { kind: 'phantom', why: `${unread.rel} could not be read (${unread.problem!.message}), so the quote could not be checked` };
      // `../` climbing out of the project from every place the name is tried: named as outside, never probed there.
      if (places.every(leavesProject)) return { kind: 'phantom', why: `${files[0]} resolves outside the project root, so the quote was checked against nothing; cite a report inside the project` };
      return { kind: 'phantom', why: `${files[0]} not found under ${model.rel('executor-reports/')}, ${model.rel('')}/ or the project root` };
    };
    // Resolved once per set of names: a table of 200,000 rows names the same few reports (bounded, as are the windows).
    const reports = new Map<string, MarkdownDoc | Outcome>();
    const verify = (files: string[], n: number, last: number | undefined, quote: string, whole = false): Outcome => {
      const names = files.join('\0');
      let doc = reports.get(names);
      if (!doc) {
        if (reports.size >= 10_000) reports.clear();
        reports.set(names, (doc = reportOf(files)));
      }
      if ('kind' in doc) return doc;
      // Lines n-2 … n+2 that exist (a cited line past the end still sees the last lines, as in the reference);
      // a range is its own lines, no more.
      const [from, to] = whole ? [0, doc.lines.length] : last === undefined ? [Math.max(0, n - 3), Math.min(n + 2, doc.lines.length)] : [Math.max(0, n - 1), Math.min(last, doc.lines.length)];
      const key = `${doc.rel}\0${from}\0${to}`;
      let win = windows.get(key);
      if (!win) {
        const raw = doc.lines.slice(from, to).join(' ');
        if (!spendChars(budget, raw.length)) return unchecked(doc.rel);
        if ((cached += raw.length) > MAX_CACHED) {
          windows.clear();
          cached = raw.length;
        }
        windows.set(key, (win = { text: norm(raw) }));
      }
      const window = win.text;
      const q = norm(quote);
      if (!spendChars(budget, window.length)) return unchecked(doc.rel);
      if (window.includes(q)) return { kind: 'exact' };
      // The protocol reading: a first letter's case, a mark opening or closing the quote, or the kind of its quotation marks is no change.
      const typographic = protocol ? verbatimIn(win, q, budget) : false;
      if (typographic === 'unchecked') return unchecked(doc.rel);
      if (typographic) return { kind: 'exact' };
      // The protocol reading: code-span marks render as nothing, so "from and to" quotes `` `from` and `to` `` (and the reverse).
      if (protocol && (window.includes('`') || q.includes('`'))) {
        const plain = (win.plain ??= norm(window.replace(/`+/g, '')));
        const pq = norm(q.replace(/`+/g, ''));
        if (!spendChars(budget, plain.length)) return unchecked(doc.rel);
        if (pq && (plain.includes(pq) || verbatimIn({ text: plain }, pq, budget) === true)) return { kind: 'exact' };
      }
      const words = q.split(' ');
      // The protocol reading: a changed figure or negation is a misquote, loose match or not, unless the quote is at another line.
      const changed = protocol ? misquote((win.tokens ??= window.split(' ')), win, words, misquoteBudget) : undefined;
      const other = changed && !whole ? elsewhere(doc, q) : undefined;
      if (changed && !other) return { kind: 'phantom', why: `misquoted, it ${changed}` };
      if (words.length >= 5 && !other) {
        const found = looseMatchIn(window, () => (win.tokens ??= window.split(' ')), words, budget);
        if (found === 'unchecked') return unchecked(doc.rel);
        if (found) return { kind: 'partial' };
      }
      if (whole) return { kind: 'phantom', why: `quote not found anywhere in ${doc.rel}` };
      // The protocol reading tells a wrong line number from an invented quote; the verdict is the same.
      const found = other ?? (protocol ? elsewhere(doc, q) : undefined);
      if (found) return { kind: 'phantom', why: `quote found in ${doc.rel} at ${found}, not within ${last === undefined ? `±2 lines of the cited L${n}` : `the cited L${n}-L${last}`}` };
      const where = (last ?? n) > doc.lines.length ? ` (${doc.rel} has ${plural(doc.lines.length, 'line')})` : '';
      return { kind: 'phantom', why: `quote not found in ${doc.rel} within ${last === undefined ? `±2 lines of L${n}` : `L${n}-L${last}`}${where}` };
    };
    /** The quote as written, then (the protocol reading) as markdown renders it (`\"` is `"`): the better outcome, the rendered one's message. */
    const verifyRendered = (files: string[], n: number, last: number | undefined, quote: string, whole = false): Outcome => {
      const r = verify(files, n, last, quote, whole);
      const shown = protocol && r.kind !== 'exact' ? rendered(quote) : quote;
      const s = shown === quote ? r : verify(files, n, last, shown, whole);
      return r.kind === 'partial' && s.kind === 'phantom' ? r : s;
    };

    // Counted all; findings and listed quotes built only as far as a report shows them.
    let exact = 0;
    const partial = new DetailList();
    const partialAt: Array<{ line: number; column: number; cite: string }> = [];
    const findings = new LineOrderFindings();
    const unreadable = new LineOrderFindings();
    /** The first phantom messages (the detail names 3), and the lines of the first unreadable citations (it names 3 of them). */
    const phantomsNamed: string[] = [];
    const unreadLines = new Set<number>();
    let [elsewhereSeen, misquoteSeen] = [false, false];
    /**
     * A phantom quote (or a citation outside the project) at `column` of its line: its message `phantom quote <cite>: <why>`,
     * built only as far as a report shows it. Whether the message holds `: quote found in ` (or `: misquoted, `) is read from
     * its parts: the prefix holds no colon, so such a run lies in the cite or the why, or starts at the `: ` between them.
     */
    const phantom = (line: number, cite: string, why: string, column: number) => {
      const message = () => `phantom quote ${cite}: ${why}`;
      if (phantomsNamed.length < 3) phantomsNamed.push(message());
      elsewhereSeen ||= why.startsWith('quote found in ') || cite.includes(': quote found in ') || why.includes(': quote found in ');
      misquoteSeen ||= why.startsWith('misquoted, ') || cite.includes(': misquoted, ') || why.includes(': misquoted, ');
      findings.add(line, () => handoff.at(line, message(), column));
    };
    /** One quote's outcome counted, a failing one found at `column` of its line. */
    const tally = (r: Outcome, cite: string, line: number, column: number) => {
      if (r.kind === 'exact') exact++;
      else if (r.kind === 'partial') {
        partial.add(() => `${cite} (handoff L${line})`);
        if (partialAt.length < MAX_FINDINGS) partialAt.push({ line, column, cite });
      } else phantom(line, cite, r.why, column);
    };
    for (const { line, text } of handoff.linesOf(block?.section ?? handoff.sectionOf(heading), { skipFenced: true })) {
      const inTable = text.includes('|') && TABLE_ROW.test(text);
      // Where citations were read (or refused as outside the project): a quote there is not unreadable.
      const read: Array<[number, number]> = [];
      // The protocol reading: a "…" quote holding quotes (`{"id": 1}`) runs past the mark its match closed at, to `end`.
      let end = -1;
      /** The quote of a match whose quote groups start at `first`, and where it ends (past its closing mark). */
      const quoted = (m: RegExpMatchArray, first: number): [string, number] => {
        const close = m.index! + m[0].length - 1;
        end = m[first] === undefined ? close : quoteEnd(text, close, inTable);
        return [quoteOf(m, first) + text.slice(close, end), end + 1];
      };
      // The twin of each pattern the line's letters need, chosen once for all of them.
      const letters = lettersOf(text);
      // Every citation names a `.md` report, or (the protocol reading) may give it by a link.
      const [citation, needles] = protocol ? [PROTOCOL_CITATION.forLetters(letters), REPORT_OR_LINK] : [CITATION.forLetters(letters), REPORT_NAME];
      citation.lastIndex = 0;
      for (let m = execHolding(citation, text, needles); m; m = execHolding(citation, text, needles)) {
        // Inside a quote read on past its first mark: the quote's own text.
        if (m.index! <= end) continue;
        const c = protocol ? citationOf(m) : { names: [m[1]!], shown: m[1]!, n: Number(m[2]), last: undefined, quote: m[3]! };
        if (!c) continue;
        const [quote, to] = protocol ? quoted(m, 6) : [c.quote, m.index! + m[0].length];
        read.push([m.index!, to]);
        const cite = `${c.shown} L${c.n}${c.last === undefined ? '' : `-L${c.last}`}`;
        /** One quote of the citation checked, its findings at `column`. */
        const check = (quote: string, column: number) => tally(verifyRendered(c.names, c.n, c.last, cellText(quote, inTable)), cite, line, column);
        check(quote, m.index! + 1);
        if (!protocol) continue;
        // Further quotes of the same report and line (`L16: 'a', 'b'`), each checked, at its own place.
        const further = FURTHER_QUOTE.forLetters(letters);
        further.lastIndex = to;
        for (let f = further.exec(text); f; f = further.exec(text)) {
          const [q, after] = quoted(f, 2);
          read.push([f.index, after]);
          check(q, f.index + f[1]!.length + 1);
          further.lastIndex = after;
        }
      }
      if (!protocol) continue;
      for (const m of text.includes('/') ? text.matchAll(OUTSIDE_CITATION.forLetters(letters)) : []) {
        read.push([m.index!, m.index! + m[0].length]);
        phantom(line, `${m[1]} L${m[2]}`, 'an absolute or home path names no report of this project, so the quote was checked against nothing; cite the report by its path in the project (executor-reports/<name>.md)', m.index! + 1);
      }
      for (const u of text.includes('.md') ? unreadCitations(text, read, inTable, letters) : []) {
        if (u.quote === undefined) {
          if (unreadLines.size < 4) unreadLines.add(line);
          unreadable.add(line, () => handoff.at(line, `unreadable citation ${u.name}: a quote from a report is cited in a form the linter cannot read, so it was not checked; cite it as \`${u.name} L<n>: "<quote>"\``, u.column));
        }
        // No line given: the quote is looked for in the whole report.
        else tally(verifyRendered([u.name], 1, undefined, cellText(u.quote, inTable), true), `${u.name} (no line cited)`, line, u.column);
      }
    }
    const [phantoms, unread] = [findings.total, unreadable.total];
    if (phantoms || unread) {
      const phantomDetail = phantoms ? `phantom quotes: ${phantoms} of ${exact + partial.count + phantoms} in §4a (${phantomsNamed.map((m) => m.replace(/^phantom quote /, '')).join('; ')}${phantoms > 3 ? '; ...' : ''})` : '';
      const at = [...unreadLines].map((l) => `handoff L${l}`);
      const unreadDetail = unread ? `${plural(unread, 'quote')} in §4a cited in a form that could not be read (${at.slice(0, 3).join(', ')}${at.length > 3 ? ', ...' : ''})` : '';
      const built = [...findings.built, ...unreadable.built].sort((a, b) => a.line - b.line || a.column - b.column);
      return {
        status: 'fail',
        detail: [phantomDetail, unreadDetail].filter(Boolean).join('; '),
        fix:
          (phantoms ? "Each §4a verbatim quote must exist verbatim in the cited executor report at or near the cited line; copy the specialist's words, do not paraphrase." : '') +
          (elsewhereSeen ? ' Where the quote is found at another line, cite that line.' : '') +
          (misquoteSeen ? " A figure or a negation must be the report's own." : '') +
          (unread ? `${phantoms ? ' ' : ''}Cite each quote as \`<report>.md L<n>: "<quote>"\` (a range: \`L<a>-L<b>\`).` : ''),
        findings: built,
        ...(phantoms + unread > built.length ? { findingsTotal: phantoms + unread } : {}),
      };
    }
    // The tier table asks the table itself at L ("required"), where M asks it only of shared contracts.
    if (protocol && exact + partial.count === 0 && specialists >= 2 && block!.notApplicable && model.tier === 'L') {
      return {
        status: 'fail',
        detail: `§4a is an N/A, but at size L with ${specialists} specialists the cross-validation table is required`,
        fix: 'Quote each specialist\'s claim on every contract they share (`<report>.md L<n>: "<quote>"`) in the §4a table; the N/A answers only at M, where no contract is shared.',
        findings: [handoff.at(heading.line, `§4a is an N/A; size L requires the cross-validation table (${specialists} specialists)`)],
      };
    }
    if (protocol && exact + partial.count === 0 && specialists >= 2 && !block!.notApplicable) {
      return {
        status: 'fail',
        detail: '§4a cites no verbatim claim and is not an explicit N/A: free-form "all match" is not cross-validation',
        fix: 'Quote each specialist\'s claim verbatim (`<report>.md L<n>: "<quote>"`) in the §4a table, or write "N/A — no specialists overlap on shared contracts".',
        findings: [handoff.at(heading.line, '§4a has no `<report>.md L<n>: "<quote>"` citation and no explicit N/A')],
      };
    }
    if (partial.count && protocol) {
      return {
        status: 'warn',
        detail: `${exact} quotes verified, ${partial.count} not verbatim (only 5+ consecutive words match): ${partial}`,
        fix: "Copy the specialist's words verbatim into §4a.",
        findings: partialAt.map(({ line, column, cite }) => handoff.at(line, `quote ${cite} is not verbatim: only 5 or more consecutive words match the report`, column)),
        ...(partial.count > partialAt.length ? { findingsTotal: partial.count } : {}),
      };
    }
    if (partial.count) {
      return { status: 'pass', detail: `${exact} quotes verified, ${partial.count} loose-matches (5+ consecutive words): ${partial}; verify by hand if pivotal` };
    }
    return { status: 'pass', detail: `${exact} quotes verified` };
  },
});
