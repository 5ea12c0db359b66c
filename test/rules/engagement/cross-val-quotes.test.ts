import { describe } from 'vitest';
import rule from '../../../rules/engagement/cross-val-quotes.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';

const HANDOFF = 'engagement/handoff.md';
const backend = ['# dev-backend', '## Iteration 1', '### Cross-contract claims', '- POST /api/items returns 201 + {id, name}', '- User.email is VARCHAR(254) NOT NULL', '- errors are   RFC 7807   problem+json bodies'].join('\n');
const handoff = (rows: string[]) =>
  ['# Handoff', '## 4. Executor reports', '- dev-backend', '### 4a. Cross-validation table', '| Contract | A | B | Verdict |', '|---|---|---|---|', ...rows, '## 5. Validation log', '- dev-backend.md L4: "not checked outside 4a"'].join('\n');
const base = { 'criteria.md': criteria({ size: 'L' }), 'executor-reports/dev-backend.md': backend };
/** A phantom citation in a table row (the citation opens at column 7: `| a | `). */
const notFound = (line: number, why: string) => ({ file: HANDOFF, line, column: 7, message: `phantom quote ${why}` });
const atS = { ...base, 'criteria.md': criteria({ size: 'S' }), 'handoff.md': handoff(['| x | dev-backend.md L1: "nope" | | |']) };
const phantom = (heading: string, cite = 'dev-backend.md L4: "returns 200"') => ['# Handoff', heading, `| a | ${cite} | | |`, '## 5. Validation log'].join('\n');

ruleTester(rule, {
  valid: [
    { name: 'no handoff.md', status: 'skip', files: base, detail: 'handoff.md not yet written' },
    // one case per mode
    ...(['progress', 'ready'] as const).map((mode) => ({ name: `size S, --mode ${mode}`, status: 'skip' as const, files: atS, options: { mode }, detail: 'size=S, cross-val table not required' })),
    // At S the check does not apply: --mode ready does not turn a missing handoff into a requirement.
    { name: 'size S without handoff.md, --mode ready', status: 'skip', files: { ...base, 'criteria.md': criteria({ size: 'S' }) }, options: { mode: 'ready' }, detail: 'size=S, cross-val table not required' },
    {
      name: 'quotes verbatim within ±2 lines (straight or curly quotes, any prefix, whitespace-normalised)',
      files: {
        ...base,
        'handoff.md': handoff([
          '| POST /api/items | dev-backend.md L4: "returns 201 + {id, name}" | x | MATCH |',
          '| email | executor-reports/dev-backend.md L6: “VARCHAR(254) NOT NULL” | x | MATCH |',
          '| errors | dev-backend.md L5: "RFC 7807 problem+json" | x | MATCH |',
        ]),
      },
      detail: '3 quotes verified',
    },
    {
      name: 'files resolved under engagement/ and the project root too',
      files: {
        ...base,
        'plan.md': '# Plan\nwave 1 ships the contract first\n',
        '../docs/api.md': '# API\n\nitems are paginated by cursor\n',
        'handoff.md': handoff(['| plan | plan.md L2: "ships the contract first" | docs/api.md L3: "paginated by cursor" | MATCH |']),
      },
      detail: '2 quotes verified',
    },
    {
      name: 'a 5-consecutive-word match passes as a loose match, with a note',
      files: { ...base, 'handoff.md': handoff(['| x | dev-backend.md L4: "POST /api/items returns 201 + {id, name, email}" | | |']) },
      detail: /^0 quotes verified, 1 loose-matches .*dev-backend\.md L4 \(handoff L7\); verify by hand if pivotal$/,
    },
    { name: 'the ±2 window read as the reference does: past the end it still sees the last lines', files: { ...base, 'handoff.md': handoff(['| a | dev-backend.md L7: "problem+json bodies" | | |']) }, detail: '1 quotes verified' },
    // The block and citations are found only where the reference finds them: `### 4a.` and unquoted file names.
    ...['## 4a. Cross-validation', '### 4a Cross-validation', '#### 4a. Cross-validation'].map((heading) => ({
      name: `no block under \`${heading}\``,
      files: { ...base, 'handoff.md': phantom(heading) },
      detail: /no `### 4a\.` cross-validation block/,
    })),
    { name: 'a backticked file name is not a citation', files: { ...base, 'handoff.md': phantom('### 4a. Cross-validation', '`dev-backend.md` L4: "returns 200"') }, detail: '0 quotes verified' },
    { name: 'no 4a block to verify', files: { ...base, 'handoff.md': '# Handoff\n## 4. Executor reports\n- dev-backend.md L4: "whatever"\n' }, detail: /no `### 4a\.` cross-validation block/ },
    { name: 'an empty handoff', files: { ...base, 'handoff.md': '' } },
  ],
  invalid: [
    { name: 'no handoff.md under --mode ready', files: base, options: { mode: 'ready' }, detail: /^REQUIRED in --mode ready: handoff\.md not yet written/, findings: [] },
    {
      name: 'phantom quotes: wrong text, far line, missing file, line past the end',
      files: {
        ...base,
        'handoff.md': handoff([
          '| a | dev-backend.md L4: "returns 200" | | |',
          '| b | dev-backend.md L1: "VARCHAR(254) NOT NULL" | | |',
          '| c | dev-frontend.md L3: "expects 201" | | |',
          '| d | dev-backend.md L99: "returns 201" | | |',
          '| e | dev-backend.md L4: "returns 201 + {id, name}" | | |',
        ]),
      },
      detail: /^phantom quotes: 4 of 5 in §4a/,
      findings: [
        notFound(7, 'dev-backend.md L4: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L4'),
        notFound(8, 'dev-backend.md L1: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L1'),
        notFound(9, 'dev-frontend.md L3: dev-frontend.md not found under engagement/executor-reports/, engagement/ or the project root'),
        notFound(10, 'dev-backend.md L99: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L99 (engagement/executor-reports/dev-backend.md has 6 lines)'),
      ],
    },
    {
      name: 'loose matches are case-sensitive',
      files: { ...base, 'handoff.md': handoff(['| a | dev-backend.md L4: "post /API/items Returns 201 + {id}" | | |']) },
      findings: [notFound(7, 'dev-backend.md L4: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L4')],
    },
    {
      name: 'a citation outside the project root is never resolved',
      files: { ...base, 'handoff.md': handoff(['| a | ../../../../etc/passwd.md L1: "root" | | |']) },
      findings: [notFound(7, '../../../../etc/passwd.md L1: ../../../../etc/passwd.md resolves outside the project root, so the quote was checked against nothing; cite a report inside the project')],
    },
    {
      name: 'a cited report that is there but no file (a folder) could not be read, not "not found"',
      files: { ...base, 'executor-reports/dev-qa.md/notes.txt': 'x', 'handoff.md': handoff(['| a | dev-qa.md L2: "returns 201" | | |']) },
      findings: [notFound(7, 'dev-qa.md L2: engagement/executor-reports/dev-qa.md could not be read (expected a file, found a directory or special file), so the quote could not be checked')],
    },
    {
      name: 'a binary cited file and a huge quote',
      files: {
        ...base,
        'executor-reports/bin.md': Buffer.from([0, 1, 0xff, 10]),
        'handoff.md': handoff(['| a | bin.md L1: "x y" | | |', `| b | dev-backend.md L4: "${'returns '.repeat(50_000)}" | | |`]),
      },
      findings: [
        notFound(7, 'bin.md L1: quote not found in engagement/executor-reports/bin.md within ±2 lines of L1'),
        notFound(8, 'dev-backend.md L4: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L4'),
      ],
    },
  ],
});

describe('--preset recommended', () => {
  const HANDOFF = 'engagement/handoff.md';
  const reports = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`executor-reports/dev-${i + 1}.md`, `# dev-${i + 1}\n## Iteration 1\n- returns 201 + {id, name} on create\n`]));
  const handoff = (s4a: string) => `# Handoff\n## 4. Executor reports\n- see executor-reports/\n${s4a}\n## 5. Validation log\n- ok\n`;
  const L = (s4a: string, n: number) => ({ 'criteria.md': criteria({ size: 'L' }), 'handoff.md': handoff(s4a), ...reports(n) });
  const recommended = { preset: 'recommended' as const };

  const noBlock = L('', 4);
  const allMatch = L('### 4a. Cross-validation\nAll contracts match.\n', 2);
  const loose = L('### 4a. Cross-validation\n| Contract | A | B | Verdict |\n|---|---|---|---|\n| POST /items | dev-1.md L3: "returns 201 + {id, name} on every create" | dev-2.md L3: "returns 201 + {id, name} on create" | MATCH |\n', 2);
  const level2 = L('## 4a. Cross-validation\n| POST /items | dev-1.md L3: "returns 202" | dev-2.md L3: "returns 201" | MATCH |\n', 2);
  const outsideRow = '| POST /items | /tmp/x/dev-1.md L3: "FABRICATED QUOTE" | dev-2.md L3: "returns 201 + {id, name} on create" | MATCH |';
  const outside = L(`### 4a. Cross-validation\n| Contract | A | B | Verdict |\n|---|---|---|---|\n${outsideRow}\n| Home | ~/dev-1.md L3: "x" | dev-1.md L3: "returns 201 + {id, name} on create" | MATCH |\n`, 2);

  ruleTester(rule, {
    valid: [
      { name: 'compat: an L handoff with four specialists and no §4a', files: noBlock },
      { name: 'compat: a free-form "all match" §4a', files: allMatch },
      { name: 'compat: a quote that only loosely matches', files: loose, detail: '1 quotes verified, 1 loose-matches (5+ consecutive words): dev-1.md L3 (handoff L7)' },
      { name: 'recommended: no §4a with one specialist', files: L('', 1), options: recommended },
      // The reference's pattern takes no absolute path for a citation.
      { name: 'compat: a quote cited by an absolute or home path is not counted', files: outside, detail: '2 quotes verified' },
      { name: 'compat: a second quote cited in no readable form is not counted (reference parity)', files: L('### 4a. Cross-validation\n| a | dev-1.md L3: "returns 201 + {id, name} on create"; [dev-2.md](executor-reports/dev-2.md) (line three) "returns 404" | | MATCH |\n', 2), detail: '1 quotes verified' },
      { name: 'recommended: the explicit N/A at M', files: { ...L('### 4a. Cross-validation\nN/A — no specialists overlap on shared contracts.\n', 2), 'criteria.md': criteria({ size: 'M' }) }, options: recommended },
    ],
    invalid: [
      {
        name: 'recommended: an L handoff with four specialists and no §4a: cross-validation presumed unrun',
        files: noBlock,
        options: recommended,
        detail: '4 executor reports but no §4a cross-validation block: cross-validation presumed unrun',
        findings: [{ file: HANDOFF, line: 2, column: 1, message: 'no §4a block; 4 specialists reported' }],
      },
      {
        name: 'recommended: at M a missing §4a fails too: the table or the explicit N/A is required ("silence is not an answer")',
        files: { ...L('', 2), 'criteria.md': criteria({ size: 'M' }) },
        options: recommended,
        detail: '2 executor reports but no §4a cross-validation block: cross-validation presumed unrun',
        findings: [{ file: HANDOFF, line: 2, column: 1, message: 'no §4a block; 2 specialists reported (at M: the table when they share a contract, else the explicit N/A)' }],
      },
      {
        name: 'recommended: at L an explicit N/A fails: the tier table requires the table there',
        files: L('### 4a. Cross-validation\nN/A — no specialists overlap on shared contracts.\n', 2),
        options: recommended,
        detail: '§4a is an N/A, but at size L with 2 specialists the cross-validation table is required',
      },
      {
        name: 'recommended: a quote cited by an absolute or home path fails: it names no report of the project',
        files: outside,
        options: recommended,
        findings: [
          { file: HANDOFF, line: 7, column: '| POST /items | '.length + 1, message: /^phantom quote \/tmp\/x\/dev-1\.md L3: an absolute or home path names no report of this project/ },
          { file: HANDOFF, line: 8, column: '| Home | '.length + 1, message: /^phantom quote ~\/dev-1\.md L3: / },
        ],
      },
      {
        name: 'recommended: an absolute path cited as `:3` or `l3` fails like `L3`',
        files: L('### 4a. Cross-validation\n| a | /tmp/x/dev-1.md:3 "FABRICATED" | dev-2.md:3 "returns 201 + {id, name} on create" | MATCH |\n| b | ~/dev-1.md l3: "x" | | |\n', 2),
        options: recommended,
        detail: /^phantom quotes: 2 of 3 in §4a \(\/tmp\/x\/dev-1\.md L3: an absolute or home path/,
        findings: [
          { file: HANDOFF, line: 5, column: 7, message: /^phantom quote \/tmp\/x\/dev-1\.md L3: an absolute or home path/ },
          { file: HANDOFF, line: 6, column: 7, message: /^phantom quote ~\/dev-1\.md L3: / },
        ],
      },
      {
        name: 'recommended: beside a citation it reads, a second quote cited in no readable form is reported, once',
        files: L('### 4a. Cross-validation\n| a | dev-1.md L3: "returns 201 + {id, name} on create"; [dev-2.md](executor-reports/dev-2.md) (line three) "returns 404" | | MATCH |\n', 2),
        options: recommended,
        detail: '1 quote in §4a cited in a form that could not be read (handoff L5)',
        findings: [{ file: HANDOFF, line: 5, column: 59, message: 'unreadable citation dev-2.md: a quote from a report is cited in a form the linter cannot read' }],
      },
      {
        name: 'recommended: a free-form "all match" §4a fails',
        files: allMatch,
        options: recommended,
        detail: '§4a cites no verbatim claim and is not an explicit N/A: free-form "all match" is not cross-validation',
        findings: [{ file: HANDOFF, line: 4, column: 1, message: '§4a has no `<report>.md L<n>: "<quote>"` citation and no explicit N/A' }],
      },
      {
        name: 'recommended: a quote that only loosely matches warns at its citation',
        status: 'warn',
        files: loose,
        options: recommended,
        detail: '1 quotes verified, 1 not verbatim (only 5+ consecutive words match): dev-1.md L3 (handoff L7)',
        findings: [{ file: HANDOFF, line: 7, column: 17, message: 'quote dev-1.md L3 is not verbatim: only 5 or more consecutive words match the report' }],
      },
      {
        name: 'recommended: a level-2 `## 4a.` heading is the block too',
        files: level2,
        options: recommended,
        detail: /^phantom quotes: 1 of 2/,
        findings: [{ file: HANDOFF, line: 5, column: 17, message: 'phantom quote dev-1.md L3: quote not found in engagement/executor-reports/dev-1.md within ±2 lines of L3' }],
      },
    ],
  });
});

describe('--preset recommended: «guillemets» and „low-high“ quotes', () => {
  const ru = (n: number) => [`executor-reports/dev-${n}.md`, `# dev-${n}\n## Iteration 1\n- Экспорт отдаёт 200, text/csv; charset=utf-8, с BOM\n`];
  const table = (a: string, b: string) =>
    `# Handoff\n## 4. Executor reports\n- dev-1, dev-2\n### 4a. Cross-validation table\n| Contract | A | B | Verdict |\n|---|---|---|---|\n| Ответ | dev-1.md L3: ${a} | dev-2.md L3: ${b} | MATCH |\n`;
  const files = (a: string, b: string) => ({ 'criteria.md': criteria({ size: 'L' }), ...Object.fromEntries([ru(1), ru(2)]), 'handoff.md': table(a, b) });
  const recommended = { preset: 'recommended' as const };
  const guillemets = files('«Экспорт отдаёт 200, text/csv; charset=utf-8, с BOM»', '„Экспорт отдаёт 200, text/csv“');

  ruleTester(rule, {
    valid: [
      { name: 'recommended: quotes in «guillemets» and „…“ are verified', files: guillemets, options: recommended, detail: '2 quotes verified' },
      { name: 'compat: a quote in «guillemets» is no citation (reference parity)', files: guillemets, detail: '0 quotes verified' },
      {
        name: 'recommended: an inch mark after a report name is no quote',
        files: { ...guillemets, 'handoff.md': guillemets['handoff.md'] + '\nNote: dev-1.md tested the 13" MacBook viewport as well.\n' },
        options: recommended,
        detail: '2 quotes verified',
      },
      // Russian quotes a quote in guillemets inside guillemets.
      {
        name: 'recommended: a quote in «guillemets» holding «guillemets» is verified',
        files: { ...files('«Термин для webhook — «вебхук», мн. ч. «вебхуки»»', '«Пишу «вебхук» везде»'), 'executor-reports/dev-1.md': '# dev-1\n## Iteration 1\n- Термин для webhook — «вебхук», мн. ч. «вебхуки»\n', 'executor-reports/dev-2.md': '# dev-2\n## Iteration 1\n- Пишу «вебхук» везде\n' },
        options: recommended,
        detail: '2 quotes verified',
      },
    ],
    invalid: [
      {
        name: 'recommended: a phantom quote in «guillemets» fails at its citation',
        files: files('«Экспорт отдаёт XML»', '«Экспорт отдаёт 200, text/csv»'),
        options: recommended,
        detail: /^phantom quotes: 1 of 2/,
        findings: [{ file: HANDOFF, line: 7, column: 11, message: 'phantom quote dev-1.md L3: quote not found in engagement/executor-reports/dev-1.md within ±2 lines of L3' }],
      },
      {
        name: 'recommended: a phantom quote in nested «guillemets» fails at its citation, beside one verified',
        files: { ...files('«Пишу «веб-хук» через дефис везде»', '«Экспорт отдаёт 200, text/csv»') },
        options: recommended,
        detail: /^phantom quotes: 1 of 2/,
        findings: [{ file: HANDOFF, line: 7, column: 11, message: 'phantom quote dev-1.md L3: quote not found in engagement/executor-reports/dev-1.md within ±2 lines of L3' }],
      },
      {
        name: 'recommended: a quote whose marks do not pair («… ") is a citation that cannot be read, not none',
        files: files('«Экспорт отдаёт 200"', 'see above'),
        options: recommended,
        findings: [{ file: HANDOFF, line: 7, column: 11, message: /^unreadable citation dev-1\.md: a quote from a report is cited in a form the linter cannot read/ }],
      },
      {
        name: 'recommended: guillemets nested two deep are a citation that cannot be read, not none',
        files: files('«а «б «в» б» а»', '«Экспорт отдаёт 200, text/csv»'),
        options: recommended,
        findings: [{ file: HANDOFF, line: 7, column: 11, message: /^unreadable citation dev-1\.md/ }],
      },
    ],
  });
});

describe('escaped pipes in a §4a table cell (both presets)', () => {
  const frontend = ['# dev-frontend', '## Iteration 1', '- GET /api/items body: { items: Item[], nextCursor: string | null }', '- cursor is string | null'].join('\n');
  const files = {
    ...base,
    'executor-reports/dev-frontend.md': frontend,
    'handoff.md': handoff([
      '| GET /api/items body | dev-frontend.md L3: "{ items: Item[], nextCursor: string \\| null }" | x | MATCH |',
      '| cursor | dev-frontend.md L4: "string \\| null" | x | MATCH |',
    ]),
  };
  // Outside a table the backslash is the quote's own text.
  const listItem = { ...files, 'handoff.md': ['# Handoff', '### 4a. Cross-validation', '- dev-frontend.md L4: "string \\| null"', '## 5. Validation log'].join('\n') };
  ruleTester(rule, {
    valid: [
      { name: 'compat: a quote with `\\|` in a table cell is read as markdown renders it', files, detail: '2 quotes verified' },
      { name: 'recommended: the same, verbatim', files, options: { preset: 'recommended' }, detail: '2 quotes verified' },
    ],
    invalid: [
      {
        name: 'a `\\|` outside a table row is not unescaped',
        files: listItem,
        detail: /^phantom quotes: 1 of 1/,
        findings: [{ file: HANDOFF, line: 3, column: 3, message: 'phantom quote dev-frontend.md L4: quote not found' }],
      },
    ],
  });
});

describe('a quote found at another line of the cited report', () => {
  // The claim is at L5 of dev-backend.md; the handoff cites L1, whose ±2 window is L1-L3.
  const offBy = { ...base, 'handoff.md': handoff(['| a | dev-backend.md L1: "VARCHAR(254) NOT NULL" | | |', '| b | dev-backend.md L2: "RFC 7807 problem+json bodies" | | |', '| c | dev-backend.md L5: "returns 418" | | |']) };
  const recommended = { preset: 'recommended' as const };
  ruleTester(rule, {
    valid: [],
    invalid: [
      {
        name: 'recommended: a wrong line number is told from an invented quote, and still fails',
        files: offBy,
        options: recommended,
        detail:
          'phantom quotes: 3 of 3 in §4a (dev-backend.md L1: quote found in engagement/executor-reports/dev-backend.md at L5, not within ±2 lines of the cited L1; dev-backend.md L2: quote found in engagement/executor-reports/dev-backend.md at L6, not within ±2 lines of the cited L2; dev-backend.md L5: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L5)',
        fix: /Where the quote is found at another line, cite that line\.$/,
        findings: [
          notFound(7, 'dev-backend.md L1: quote found in engagement/executor-reports/dev-backend.md at L5, not within ±2 lines of the cited L1'),
          notFound(8, 'dev-backend.md L2: quote found in engagement/executor-reports/dev-backend.md at L6, not within ±2 lines of the cited L2'),
          notFound(9, 'dev-backend.md L5: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L5'),
        ],
      },
      {
        name: 'recommended: a quote spanning lines outside the window names both lines',
        files: { ...base, 'executor-reports/dev-backend.md': `${backend}\n\n- pagination uses an opaque\n  cursor string`, 'handoff.md': handoff(['| a | dev-backend.md L2: "uses an opaque cursor string" | | |']) },
        options: recommended,
        findings: [notFound(7, 'dev-backend.md L2: quote found in engagement/executor-reports/dev-backend.md at L8-L9, not within ±2 lines of the cited L2')],
      },
      {
        name: 'compat: the message stays the reference-parity one',
        files: offBy,
        detail: /^phantom quotes: 3 of 3 in §4a \(dev-backend\.md L1: quote not found in engagement\/executor-reports\/dev-backend\.md within ±2 lines of L1;/,
        fix: /do not paraphrase\.$/,
        findings: [
          notFound(7, 'dev-backend.md L1: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L1'),
          notFound(8, 'dev-backend.md L2: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L2'),
          notFound(9, 'dev-backend.md L5: quote not found in engagement/executor-reports/dev-backend.md within ±2 lines of L5'),
        ],
      },
    ],
  });
});

// Under the recommended preset §4a's heading is read as handoff-sections reads a numbered heading.
describe('--preset recommended: a §4a heading written as the other sections may be', () => {
  const recommended = { preset: 'recommended' as const };
  const reports = { 'executor-reports/dev-1.md': '# dev-1\n## Iteration 1\n- returns 201 + {id, name} on create\n', 'executor-reports/dev-2.md': '# dev-2\n## Iteration 1\n- returns 201 + {id, name} on create\n' };
  const row = (b: string) => `| POST /items | dev-1.md L3: "returns 201 + {id, name} on create" | dev-2.md L3: "${b}" | MATCH |`;
  const at = (heading: string, b = 'returns 201 + {id, name} on create') => ({
    'criteria.md': criteria(),
    'handoff.md': `# Handoff\n## 4. Executor reports\n- see executor-reports/\n${heading}\n| Contract | A | B | Verdict |\n|---|---|---|---|\n${row(b)}\n## 5. Validation log\n- ok\n`,
    ...reports,
  });
  const forms = ['### §4a Cross-validation table', '### § 4a. Cross-validation table', '### **4a. Cross-validation table**', '### _4a._ Cross-validation table', '### `4a)` Cross-validation table', '## 📌 4a. Cross-validation table', '### Section 4a: Cross-validation table', '### **4а. Таблица перекрёстной проверки**', '\n4a. Cross-validation table\n---'];
  const noBlock = '2 executor reports but no §4a cross-validation block: cross-validation presumed unrun';
  ruleTester(rule, {
    valid: [
      ...forms.map((h) => ({ name: `recommended: \`${h.trim().replace('\n', ' / ')}\` is the §4a block, its quotes verified`, files: at(h), options: recommended, detail: '2 quotes verified' })),
      { name: 'compat: only `### 4a.` is the block, as the reference reads it', files: at('### **4a. Cross-validation table**', 'FABRICATED'), detail: 'no `### 4a.` cross-validation block in handoff.md; 0 quotes to verify' },
      {
        // A setext heading ends the block as it ends any section the protocol reading reads: what follows is no §4a citation.
        name: 'recommended: a setext heading after the table ends the block',
        files: { ...at('### 4a. Cross-validation table'), 'handoff.md': `${at('### 4a. Cross-validation table')['handoff.md']}\nValidation notes\n---\n- dev-2.md L3: "FABRICATED"\n`.replace('## 5. Validation log\n- ok\n', '') },
        options: recommended,
        detail: '2 quotes verified',
      },
    ],
    invalid: [
      ...forms.map((h) => ({
        name: `recommended: a phantom quote under \`${h.trim().replace('\n', ' / ')}\` fails`,
        files: at(h, 'returns 202'),
        options: recommended,
        detail: /^phantom quotes: 1 of 2 in §4a \(dev-2\.md L3: quote not found/,
      })),
      // The same decoration around another number is no §4a: the block is really missing.
      ...['### §4b Cross-validation table', '### **14a. Cross-validation table**', '## 📌 4. Cross-validation table', '### 📌 Notes on 4a', '### Section 4ab: Cross-validation table', '\n4b. Cross-validation table\n---'].map((h) => ({
        name: `recommended: \`${h.trim().replace('\n', ' / ')}\` is no §4a block`,
        files: at(h),
        options: recommended,
        detail: noBlock,
      })),
    ],
  });
});
