// cross-val-quotes on a copy of examples/clean-L: its §4a citation of dev-backend-engineer.md L16 rewritten in
// other forms, with the genuine quote and with a fabricated one.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe } from 'vitest';
import rule from '../../../rules/engagement/cross-val-quotes.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const HANDOFF = 'engagement/handoff.md';
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../examples/clean-L/engagement');
const read = (rel: string) => fs.readFileSync(path.join(dir, rel), 'utf8');
const reports = Object.fromEntries(fs.readdirSync(path.join(dir, 'executor-reports')).map((f) => [`executor-reports/${f}`, read(`executor-reports/${f}`)]));
const CITED = 'dev-backend-engineer.md L16: "days[].date is YYYY-MM-DD in the organisation\'s timezone"';
const GENUINE = '"days[].date is YYYY-MM-DD in the organisation\'s timezone"';
const FABRICATED = '"days[].date is an ISO-8601 timestamp in UTC"';
/** Single quotes: the genuine quote holds an apostrophe (organisation's), which neither opens nor closes one. */
const SINGLE = {
  genuine: "'days[].date is YYYY-MM-DD in the organisation's timezone'",
  curly: "‘days[].date is YYYY-MM-DD in the organisation's timezone’",
  fabricated: "'days[].date is an ISO-8601 timestamp in UTC'",
  // Read whole it is nowhere in the report; cut at the apostrophe ("the organisation") it would be.
  apostrophe: "'the organisation's timezone, never UTC'",
};
const original = read('handoff.md');
const row = original.split('\n').findIndex((l) => l.includes(CITED)) + 1;
const column = original.split('\n')[row - 1]!.indexOf(CITED) + 1;
/** The engagement with the citation rewritten as `cite` followed by `quote`. */
const files = (cite: string, quote: string) => ({ 'criteria.md': read('criteria.md'), ...reports, 'handoff.md': original.replace(CITED, `${cite}${quote}`) });
const REPORT = 'engagement/executor-reports/dev-backend-engineer.md';
const recommended = { preset: 'recommended' as const };
const LINK = '[dev-backend-engineer.md](../engagement/executor-reports/dev-backend-engineer.md) L16: ';
const forms: Array<[string, string, string]> = [
  ['a line range', 'dev-backend-engineer.md L16-17: ', 'L16-L17'],
  ['`:16`', 'dev-backend-engineer.md:16 ', '±2 lines of L16'],
  ['a lower-case `l16`', 'dev-backend-engineer.md l16: ', '±2 lines of L16'],
  ['a markdown link', LINK, '±2 lines of L16'],
  ['a backticked file name', '`dev-backend-engineer.md` L16: ', '±2 lines of L16'],
];

/** The citation of the example without its quote. */
const BARE = CITED.replace(GENUINE, '');
/** The genuine and a fabricated quote written in each other form of quotation mark the protocol reading takes. */
const MARKS: Array<[string, string, string]> = [
  ['‹single guillemets›', '‹', '›'],
  ['‚German single quotes‘', '‚', '‘'],
  ['’Swedish quotes’', '’', '’'],
  ['「corner brackets」', '「', '」'],
  ['『white corner brackets』', '『', '』'],
];
const TEXT = { genuine: GENUINE.slice(1, -1), fabricated: FABRICATED.slice(1, -1), also: 'An inverted range answers 400' };
/** Emphasis around a quote, read through. */
const EMPHASES = ['**', '__', '*', '_'];
/** The exact finding of a fabricated quote of L16. */
const PHANTOM = exactly(`phantom quote dev-backend-engineer.md L16: quote not found in ${REPORT} within ±2 lines of L16`);
const UNREAD = exactly('unreadable citation dev-backend-engineer.md: a quote from a report is cited in a form the linter cannot read, so it was not checked; cite it as `dev-backend-engineer.md L<n>: "<quote>"`');
/** Two quotes after one citation, joined by each separator, in each kind of mark. */
const JOINED: Array<[string, (q: string) => string]> = [
  ["', '", (q) => `'${q}'`],
  ['"; "', (q) => `"${q}"`],
  ["' and '", (q) => `'${q}'`],
  ["*, and *", (q) => `*'${q}'*`],
  ['» / «', (q) => `«${q}»`],
  ['’, ‘', (q) => `‘${q}’`],
];
const joined = (sep: string, mark: (q: string) => string, second: string) => `${mark(TEXT.also)}${sep.slice(1, -1)}${mark(second)}`;

describe('cross-val-quotes: citation forms', () => {
  ruleTester(rule, {
    valid: [
      { name: 'no handoff.md', status: 'skip', files: { 'criteria.md': read('criteria.md'), ...reports }, detail: 'handoff.md not yet written' },
      { name: 'the example as written', files: files(CITED, ''), options: recommended, detail: '10 quotes verified' },
      ...forms.map(([what, cite]) => ({ name: `recommended: the genuine quote cited with ${what} is verified`, files: files(cite, GENUINE), options: recommended, detail: '10 quotes verified' })),
      // The reference's pattern reads none of these forms: compat does not count the quote, as the reference does not.
      ...forms.map(([what, cite]) => ({ name: `compat: a fabricated quote cited with ${what} is not counted (reference parity)`, files: files(cite, FABRICATED), detail: '9 quotes verified' })),
      { name: 'compat: an unreadable citation is not counted either', files: files('dev-backend-engineer.md, line 16: ', FABRICATED), detail: '9 quotes verified' },
      { name: 'recommended: a range written backwards is the same lines', files: files('dev-backend-engineer.md L17-L16: ', GENUINE), options: recommended, detail: '10 quotes verified' },
      { name: 'recommended: a genuine quote in single quotes is verified, the apostrophe inside it (organisation\'s) its own', files: files(CITED.replace(GENUINE, ''), SINGLE.genuine), options: recommended, detail: exactly('10 quotes verified') },
      { name: 'recommended: a genuine quote in curly single quotes is verified', files: files(CITED.replace(GENUINE, ''), SINGLE.curly), options: recommended, detail: exactly('10 quotes verified') },
      { name: 'recommended: a single quote opening a range citation without the colon is read too', files: files('dev-backend-engineer.md L16-17 ', SINGLE.genuine), options: recommended, detail: exactly('10 quotes verified') },
      // Reference parity: its pattern reads double quotes only, so compat neither counts nor checks a single-quoted quote.
      { name: 'compat: a fabricated quote in single quotes is not counted (reference parity)', files: files(CITED.replace(GENUINE, ''), SINGLE.fabricated), detail: exactly('9 quotes verified') },
      // Apostrophes and possessives after a report's name open no quote: nothing unread to report.
      ...[
        "dev-backend-engineer.md's claim matches dev-frontend-engineer.md's | MATCH |",
        'dev-backend-engineer.md and the engineers\' notes agree | MATCH |',
        "dev-backend-engineer.md (the backend's own words) | MATCH |",
        "dev-backend-engineer.md: it's the same o'clock timezone | MATCH |",
      ].map((cell) => ({
        name: `recommended: an apostrophe or possessive after a report's name is no quote: ${cell.split(' |')[0]}`,
        files: { ...files(CITED, ''), 'handoff.md': original.replace('| MATCH |\n', `| MATCH |\n| Prose | ${cell}\n`) },
        options: recommended,
        detail: exactly('10 quotes verified'),
      })),
      ...MARKS.map(([what, open, close]) => ({ name: `recommended: a genuine quote in ${what} is verified`, files: files(BARE, `${open}${TEXT.genuine}${close}`), options: recommended, detail: exactly('10 quotes verified') })),
      ...EMPHASES.flatMap((e) => [`'${TEXT.genuine}'`, GENUINE].map((q) => ({ name: `recommended: emphasis ${e} around the genuine ${q[0]}quote${q[0]} is read through, the quote verified`, files: files(BARE, `${e}${q}${e}`), options: recommended, detail: exactly('10 quotes verified') }))),
      ...JOINED.map(([sep, mark]) => ({ name: `recommended: two genuine quotes after one citation (${sep}) are both verified`, files: files('dev-backend-engineer.md L16: ', joined(sep, mark, TEXT.genuine)), options: recommended, detail: exactly('11 quotes verified') })),
      // Reference parity: compat reads the first double-quoted quote only, and none in the other marks or in emphasis.
      { name: 'compat: a fabricated second quote after a citation is not checked (reference parity)', files: files('dev-backend-engineer.md L16: ', joined('"; "', (q) => `"${q}"`, TEXT.fabricated)), detail: exactly('10 quotes verified') },
      ...[`**${FABRICATED}**`, `‹${TEXT.fabricated}›`, `’${TEXT.fabricated}’`, `「${TEXT.fabricated}」`].map((quote) => ({ name: `compat: a fabricated quote written ${quote} is not counted (reference parity)`, files: files(BARE, quote), detail: exactly('9 quotes verified') })),
      // A possessive after a report's name in backticks, emphasis, brackets or a link opens no quote either.
      ...[
        "`dev-backend-engineer.md`'s claim matches | MATCH |",
        "**dev-backend-engineer.md**'s claim matches | MATCH |",
        "the claim (dev-backend-engineer.md)'s words match | MATCH |",
        "[the backend report](executor-reports/dev-backend-engineer.md)'s claim matches | MATCH |",
        'dev-backend-engineer.md’s claim and the engineers’ notes agree | MATCH |',
      ].map((cell) => ({
        name: `recommended: a possessive after a formatted report name is no quote: ${cell.split(' |')[0]}`,
        files: { ...files(CITED, ''), 'handoff.md': original.replace('| MATCH |\n', `| MATCH |\n| Prose | ${cell}\n`) },
        options: recommended,
        detail: exactly('10 quotes verified'),
      })),
      // No line given, words between name and quote: the quote is looked for in the whole report.
      ...['Per dev-backend-engineer.md, ', 'dev-backend-engineer.md: ', 'dev-backend-engineer.md says ', '**dev-backend-engineer.md** — '].flatMap((cite) =>
        [GENUINE, SINGLE.genuine].map((quote) => ({ name: `recommended: a genuine quote after \`${cite.trim()}\` (no line) is found in the whole report`, files: files(cite, quote), options: recommended, detail: exactly('10 quotes verified') })),
      ),
      { name: "recommended: a quoted term in prose after a report's name is a quote of that report, found there", files: files("Per dev-backend-engineer.md, the 'days[].date' field is ", "'YYYY-MM-DD'"), options: recommended, detail: exactly('10 quotes verified') },
      { name: 'compat: a quote after a report name without a line is not counted (reference parity)', files: files('dev-backend-engineer.md says ', FABRICATED), detail: exactly('9 quotes verified') },
      { name: 'recommended: a link named by its target alone', files: files('[the backend report](executor-reports/dev-backend-engineer.md#L16) L16: ', GENUINE), options: recommended, detail: '10 quotes verified' },
    ],
    invalid: [
      {
        name: 'recommended: a quote within a range that only loosely matches warns at its citation',
        status: 'warn',
        files: files('dev-backend-engineer.md L16-L17: ', '"days[].date is YYYY-MM-DD in the organisation\'s timezone, always"'),
        options: recommended,
        findings: [{ file: HANDOFF, line: row, column, message: 'quote dev-backend-engineer.md L16-L17 is not verbatim' }],
      },
      ...forms.map(([what, cite, within]) => ({
        name: `recommended: a fabricated quote cited with ${what} fails as a phantom`,
        files: files(cite, FABRICATED),
        options: recommended,
        detail: /^phantom quotes: 1 of 10 in §4a /,
        findings: [{ file: HANDOFF, line: row, column, message: `quote not found in ${REPORT} within ${within}` }],
      })),
      {
        name: 'recommended: a range holds its own lines only: a quote two lines off fails, and says where it is',
        files: files('dev-backend-engineer.md L17-18: ', GENUINE),
        options: recommended,
        findings: [{ file: HANDOFF, line: row, column, message: `phantom quote dev-backend-engineer.md L17-L18: quote found in ${REPORT} at L16, not within the cited L17-L18` }],
      },
      {
        name: 'recommended: a fabricated quote in single quotes fails as a phantom, at its citation',
        files: files(CITED.replace(GENUINE, ''), SINGLE.fabricated),
        options: recommended,
        detail: /^phantom quotes: 1 of 10 in §4a /,
        findings: [{ file: HANDOFF, line: row, column, message: exactly(`phantom quote dev-backend-engineer.md L16: quote not found in ${REPORT} within ±2 lines of L16`) }],
      },
      ...[SINGLE.apostrophe, '‘the organisation’s timezone, never UTC’'].map((quote) => ({
        name: `recommended: an apostrophe inside a single-quoted quote does not close it, the whole quote is checked: ${quote}`,
        files: files(CITED.replace(GENUINE, ''), quote),
        options: recommended,
        findings: [{ file: HANDOFF, line: row, column, message: exactly(`phantom quote dev-backend-engineer.md L16: quote not found in ${REPORT} within ±2 lines of L16`) }],
      })),
      ...["'days[].date is an ISO-8601 timestamp in UTC", "'it's an ISO-8601 timestamp", '‘days[].date is an ISO-8601 timestamp in UTC'].map((quote) => ({
        name: `recommended: a single quote never closed in its cell is an unreadable citation, not dropped: ${quote}`,
        files: files(CITED.replace(GENUINE, ''), quote),
        options: recommended,
        detail: exactly(`1 quote in §4a cited in a form that could not be read (handoff L${row})`),
        findings: [{ file: HANDOFF, line: row, column, message: exactly('unreadable citation dev-backend-engineer.md: a quote from a report is cited in a form the linter cannot read, so it was not checked; cite it as `dev-backend-engineer.md L<n>: "<quote>"`') }],
      })),
      ...['dev-backend-engineer.md, line 16: ', 'dev-backend-engineer.md (iteration 1, claims) ', '[dev-backend-engineer.md](../engagement/executor-reports/dev-backend-engineer.md), line 16: '].map((cite) => ({
        name: `recommended: a citation that cannot be read (\`${cite.trim()}\`) fails at its place, not silently`,
        files: files(cite, FABRICATED),
        options: recommended,
        detail: `1 quote in §4a cited in a form that could not be read (handoff L${row})`,
        fix: /Cite each quote as `<report>\.md L<n>: "<quote>"`/,
        findings: [{ file: HANDOFF, line: row, column: column + (cite.startsWith('[') ? 1 : 0), message: /^unreadable citation dev-backend-engineer\.md: .* so it was not checked/ }],
      })),
      ...MARKS.map(([what, open, close]) => ({
        name: `recommended: a fabricated quote in ${what} fails as a phantom, at its citation`,
        files: files(BARE, `${open}${TEXT.fabricated}${close}`),
        options: recommended,
        detail: /^phantom quotes: 1 of 10 in §4a /,
        findings: [{ file: HANDOFF, line: row, column, message: PHANTOM }],
      })),
      {
        name: 'recommended: an apostrophe inside ’Swedish quotes’ does not close them, the whole quote is checked',
        files: files(BARE, '’the organisation’s timezone, never UTC’'),
        options: recommended,
        findings: [{ file: HANDOFF, line: row, column, message: PHANTOM }],
      },
      ...EMPHASES.flatMap((e) => [`'${TEXT.fabricated}'`, FABRICATED].map((q) => ({
        name: `recommended: emphasis ${e} around a fabricated ${q[0]}quote${q[0]} is read through: a phantom, not a silent pass`,
        files: files(BARE, `${e}${q}${e}`),
        options: recommended,
        detail: /^phantom quotes: 1 of 10 in §4a /,
        findings: [{ file: HANDOFF, line: row, column, message: PHANTOM }],
      }))),
      ...['Per dev-backend-engineer.md, ', 'dev-backend-engineer.md: ', 'dev-backend-engineer.md says '].flatMap((cite) =>
        [FABRICATED, SINGLE.fabricated].map((quote) => ({
          name: `recommended: a fabricated quote after \`${cite.trim()}\` (no line) is a phantom of the whole report, not a pass: ${quote[0]}`,
          files: files(cite, quote),
          options: recommended,
          detail: /^phantom quotes: 1 of 10 in §4a /,
          findings: [{ file: HANDOFF, line: row, column: column + cite.indexOf('dev-'), message: exactly(`phantom quote dev-backend-engineer.md (no line cited): quote not found anywhere in ${REPORT}`) }],
        })),
      ),
      {
        name: 'recommended: a report cited by a path climbing out of the project is named as outside it, not as missing',
        files: files('../../../../outside-report.md L10: ', GENUINE),
        options: recommended,
        findings: [{ file: HANDOFF, line: row, column, message: exactly('phantom quote ../../../../outside-report.md L10: ../../../../outside-report.md resolves outside the project root, so the quote was checked against nothing; cite a report inside the project') }],
      },
      {
        name: 'recommended: a quote after a report that does not exist (no line) fails as a phantom naming it',
        files: files('Per dev-nobody.md, ', GENUINE),
        options: recommended,
        findings: [{ file: HANDOFF, line: row, column: column + 4, message: /^phantom quote dev-nobody\.md \(no line cited\): dev-nobody\.md not found under / }],
      },
      ...['dev-backend-engineer.md (line sixteen) ', 'dev-backend-engineer.md, ln 16 ', 'dev-backend-engineer.md → '].map((cite) => ({
        name: `recommended: a line written in words, or a symbol between name and quote, stays an unreadable citation: ${cite.trim()}`,
        files: files(cite, FABRICATED),
        options: recommended,
        findings: [{ file: HANDOFF, line: row, column, message: UNREAD }],
      })),
      ...[`\`'${TEXT.fabricated}'\``, `\`${FABRICATED}\``, `🙂'${TEXT.fabricated}'`, `🙂${FABRICATED}`].map((quote) => ({
        name: `recommended: a quote in a code span or after an emoji is an unreadable citation, not a silent pass: ${quote}`,
        files: files(BARE, quote),
        options: recommended,
        detail: exactly(`1 quote in §4a cited in a form that could not be read (handoff L${row})`),
        findings: [{ file: HANDOFF, line: row, column, message: UNREAD }],
      })),
      ...JOINED.map(([sep, mark]) => {
        const cite = 'dev-backend-engineer.md L16: ';
        const cell = joined(sep, mark, TEXT.fabricated);
        return {
          name: `recommended: a fabricated second quote after one citation (${sep}) fails at its own place`,
          files: files(cite, cell),
          options: recommended,
          detail: /^phantom quotes: 1 of 11 in §4a /,
          findings: [{ file: HANDOFF, line: row, column: column + cite.length + cell.lastIndexOf(mark(TEXT.fabricated)), message: PHANTOM }],
        };
      }),
      {
        name: 'recommended: a fabricated second quote in emphasis is checked too',
        files: files(BARE, `**'${TEXT.also}'**, **'${TEXT.fabricated}'**`),
        options: recommended,
        findings: [{ file: HANDOFF, line: row, column: column + BARE.length + `**'${TEXT.also}'**, `.length, message: PHANTOM }],
      },
    ],
  });
});
