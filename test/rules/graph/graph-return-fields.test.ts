import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-return-fields.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, PLAN_ONLY, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const N1_STATUS = '  STATUS            : done\n  OUTPUT            : src/api.ts';
const N1_SUMMARY = '  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.';
/** Where a RETURN field's value starts. */
const VALUE = '  STATUS            : '.length + 1;

const bare = `${PLAN_ONLY}AGENT SUBGRAPH — N1 api\nWHY : x\n\nRETURN: N1\ndone\n`;
const inline = `${PLAN_ONLY}RETURN: done\n`;
const unknownStatus = edit(BASE, [N1_STATUS, '  STATUS            : finished']);
const failed = edit(BASE, [N1_STATUS, N1_STATUS.replace('done', 'failed')]);
/** STATUS words not in lower case: all capitals, and a capital first letter in bold. */
const upperStatus = edit(BASE, [N1_STATUS, N1_STATUS.replace('done', 'DONE')]);
const titleStatus = edit(BASE, [N1_STATUS, N1_STATUS.replace('done', '**Done**')]);
const evolved = edit(BASE, [N1_STATUS, N1_STATUS.replace('done', 'evolved')]);
const extra = edit(BASE, [N1_SUMMARY, `${N1_SUMMARY}\n  FAILURE_REASON    : flaky network\n  EVOLVED_SCOPE     : none`]);
const shortAndFail = edit(BASE, [N1_SUMMARY, '  SUMMARY           : Done.'], ['  VERIFY_RESULT     : pass\n  SUMMARY           : The page', '  VERIFY_RESULT     : fail\n  SUMMARY           : The page']);
const doneButFail = edit(BASE, ['  VERIFY_RESULT     : pass\n  SUMMARY           : The page', '  VERIFY_RESULT     : fail + web.test.ts:3 expected 1 item\n  SUMMARY           : The page']);
const six = edit(BASE, [N1_SUMMARY, '  SUMMARY           : One. Two. Three. Four. Five. Six.']);
const listOfTwo = edit(BASE, [N1_SUMMARY, '  SUMMARY           :\n    - The handler lists the items\n    - It returns them as JSON']);
const planAndAnswer = edit(BASE, [N1_SUMMARY, '  SUMMARY           : We shipped plan A. Regressions? No. Items are listed as JSON. Errors return 500. Keys rotate daily. Six tests cover the edge cases.']);
/** N1's SUMMARY left empty. */
const emptySummary = edit(BASE, ['  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.', '  SUMMARY           :']);
const template = edit(
  BASE,
  ['  IMPLEMENTED GRAPH : GET /items → list → json', '  IMPLEMENTED GRAPH : <the graph actually built>'],
  ['  VERIFY_RESULT     : pass\n  SUMMARY           : Added', '  VERIFY_RESULT     : looks good\n  SUMMARY           : Added'],
);

ruleTester(rule, {
  valid: [
    { name: 'structured returns', files: tree(BASE), detail: /^2 RETURN blocks, all structured$/ },
    ...['N/A — nothing failed', 'none (nothing failed)', 'n/a (done)', 'none — all passed', '_none_', 'no', 'keine', 'aucun', 'ninguno', 'なし', '无', '~'].map((none) => ({
      name: `a done RETURN whose FAILURE_REASON and EVOLVED_SCOPE say \`${none}\``,
      files: tree(edit(BASE, [N1_SUMMARY, `${N1_SUMMARY}\n  FAILURE_REASON    : ${none}\n  EVOLVED_SCOPE     : ${none}`])),
      detail: /^2 RETURN blocks, all structured$/,
    })),
    {
      name: 'a 5-sentence SUMMARY whose titles are no sentence ends',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : Reviewed with Dr. Chen and Mr. Ortiz. They approved the schema. Tests pass. CI is green. Docs are updated.'])),
    },
    {
      name: 'a SUMMARY written as a list on the lines after its key: each item is a sentence',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           :\n    - The handler lists the items\n    - It returns them as JSON\n    - An empty list returns []'])),
      detail: /^2 RETURN blocks, all structured$/,
    },
    {
      name: 'a SUMMARY of four sentences, one ending at a lettered plan and one a one-word answer',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : Was a schema change needed? No. The handler follows plan A. Tests pass.'])),
      detail: /^2 RETURN blocks, all structured$/,
    },
    {
      name: 'a 5-sentence Russian SUMMARY whose abbreviations (т.е., т. е., см.) end no sentence',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : Обработчик готов, т.е. список отдаётся в JSON. Пагинация есть, т. е. страницы по 50. Подробности см. в README. Тесты проходят. Линтер чист.'])),
      detail: /^2 RETURN blocks, all structured$/,
    },
    {
      name: 'a 3-sentence SUMMARY with an ellipsis … before a capital, as with ...',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : The endpoint was slow… It now paginates. Tests pass.'])),
      detail: /^2 RETURN blocks, all structured$/,
    },
    {
      name: 'a SUMMARY and an IMPLEMENTED GRAPH that open with the words todo and placeholder',
      files: tree(
        edit(
          BASE,
          [N1_SUMMARY, '  SUMMARY           : Todo items now survive reloads. The list is served as JSON. Tests cover an empty list.'],
          ['  IMPLEMENTED GRAPH : GET /items → list → json', '  IMPLEMENTED GRAPH : placeholder rows → list → json'],
        ),
      ),
      detail: /^2 RETURN blocks, all structured$/,
    },
  ],
  invalid: [
    {
      name: 'a bare "done" return, at the RETURN line',
      files: tree(bare),
      detail: '1 bare RETURN: a RETURN must carry the structured fields, not a bare signal',
      findings: [at(lineOf(bare, 'RETURN: N1'), 1, /^RETURN N1 is bare \("done"\): no STATUS, OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT or SUMMARY; a bare return is a failed return$/)],
    },
    {
      name: 'a bare "done" in the RETURN header',
      files: tree(inline),
      findings: [at(lineOf(inline, 'RETURN: done'), 1, new RegExp(`^RETURN at line ${lineOf(inline, 'RETURN: done')} is bare \\("done"\\): no STATUS`))],
    },
    {
      name: 'an unknown STATUS and a missing required field',
      files: tree(unknownStatus),
      detail: '1 required field missing; 1 STATUS other than done, failed or evolved',
      findings: [
        at(lineOf(unknownStatus, 'RETURN: N1'), 1, /^RETURN N1 has no OUTPUT field$/),
        at(lineOf(unknownStatus, 'STATUS            : finished'), VALUE, /^RETURN N1 has STATUS finished; expected done, failed or evolved$/),
      ],
    },
    {
      name: 'STATUS in capitals fails with a note that the words are lower case, and is read as done',
      files: tree(upperStatus),
      detail: '1 STATUS other than done, failed or evolved',
      findings: [at(lineOf(upperStatus, 'STATUS            : DONE'), VALUE, 'RETURN N1 has STATUS DONE; the status words are lower case: did you mean done?')],
    },
    {
      name: 'a title-case STATUS in bold: the word is named without its decoration',
      files: tree(titleStatus),
      findings: [at(lineOf(titleStatus, 'STATUS            : **Done**'), VALUE, 'RETURN N1 has STATUS Done; the status words are lower case: did you mean done?')],
    },
    {
      name: 'failed without FAILURE_REASON',
      files: tree(failed),
      detail: '1 FAILURE_REASON or EVOLVED_SCOPE at odds with STATUS',
      findings: [at(lineOf(failed, 'STATUS            : failed'), VALUE, /^RETURN N1 is failed but gives no FAILURE_REASON$/)],
    },
    {
      name: 'evolved without EVOLVED_SCOPE',
      files: tree(evolved),
      findings: [at(lineOf(evolved, 'STATUS            : evolved'), VALUE, /^RETURN N1 is evolved but gives no EVOLVED_SCOPE$/)],
    },
    {
      name: 'a FAILURE_REASON the status does not call for; an EVOLVED_SCOPE of none is accepted',
      files: tree(extra),
      // At the field, indented under the RETURN.
      findings: [at(lineOf(extra, 'FAILURE_REASON'), 3, /^RETURN N1 has a FAILURE_REASON but STATUS done$/)],
    },
    {
      name: 'a SUMMARY of one sentence and a bare fail VERIFY_RESULT',
      files: tree(shortAndFail),
      // The headline names each kind of problem found, not a bare signal the RETURNs do not have.
      detail: '1 VERIFY_RESULT not pass, fail + the first failing line, or not run; 1 RETURN done with a failing VERIFY_RESULT; 1 SUMMARY outside 3 to 5 sentences',
      findings: [
        at(lineOf(shortAndFail, 'SUMMARY           : Done.'), VALUE, /^SUMMARY of RETURN N1 has 1 sentence; write 3 to 5$/),
        at(lineOf(shortAndFail, 'VERIFY_RESULT     : fail'), VALUE, /^VERIFY_RESULT of RETURN N2 says fail without the first failing line$/),
        at(lineOf(shortAndFail, 'VERIFY_RESULT     : fail'), VALUE, /^RETURN N2 has STATUS done but VERIFY_RESULT fail; a node whose VERIFY fails is not done/),
      ],
    },
    {
      name: 'a done RETURN whose VERIFY_RESULT is fail',
      files: tree(doneButFail),
      findings: [at(lineOf(doneButFail, 'VERIFY_RESULT     : fail + '), VALUE, /^RETURN N2 has STATUS done but VERIFY_RESULT fail \+ web\.test\.ts:3 expected 1 item; a node whose VERIFY fails is not done \(return failed with a FAILURE_REASON\)$/)],
    },
    {
      name: 'a SUMMARY of seven sentences, two of them ending at a lettered plan and a one-word answer',
      files: tree(planAndAnswer),
      findings: [at(lineOf(planAndAnswer, 'SUMMARY           : We shipped'), VALUE, 'SUMMARY of RETURN N1 has 7 sentences; write 3 to 5')],
    },
    {
      name: 'a SUMMARY of two list items on the lines after its key, at its first item',
      files: tree(listOfTwo),
      findings: [at(lineOf(listOfTwo, '    - The handler lists the items'), 5, 'SUMMARY of RETURN N1 has 2 sentences; write 3 to 5')],
    },
    {
      name: 'a Russian SUMMARY of six sentences, one closed by и т.д. before a capital',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : Добавлены кэш, ретраи и т.д. Тесты проходят. Линтер чист. Документация обновлена. Ревью пройдено. Релиз готов.'])),
      findings: [at(lineOf(BASE, N1_SUMMARY), VALUE, 'SUMMARY of RETURN N1 has 6 sentences; write 3 to 5')],
    },
    {
      name: 'a SUMMARY of six sentences: the headline says so, not "a bare signal"',
      files: tree(six),
      detail: '1 SUMMARY outside 3 to 5 sentences',
      findings: [at(lineOf(six, 'SUMMARY           : One.'), VALUE, /^SUMMARY of RETURN N1 has 6 sentences; write 3 to 5$/)],
    },
    {
      name: 'an empty SUMMARY is said to be empty',
      files: tree(emptySummary),
      findings: [at(lineOf(emptySummary, '  SUMMARY           :', lineOf(emptySummary, 'RETURN: N1')), '  SUMMARY           :'.length + 1, /^SUMMARY of RETURN N1 is empty$/)],
    },
    {
      name: 'an unfilled template value and an unknown VERIFY_RESULT',
      files: tree(template),
      detail: '1 field left as template text; 1 VERIFY_RESULT not pass, fail + the first failing line, or not run',
      findings: [
        at(lineOf(template, 'IMPLEMENTED GRAPH : <the'), VALUE, /^IMPLEMENTED GRAPH of RETURN N1 is not filled in: "<the graph actually built>"$/),
        at(lineOf(template, 'VERIFY_RESULT     : looks good'), VALUE, /^VERIFY_RESULT of RETURN N1 is "looks good"; expected pass, fail \+ the first failing line, or not run$/),
      ],
    },
    { name: 'no RETURN blocks', status: 'skip', files: tree(PLAN_ONLY), detail: 'no RETURN block in graph.md' },
  ],
});

const N1_IMPL = '  IMPLEMENTED GRAPH : GET /items → list → json';
const htmlBare = edit(BASE, [N1_IMPL, '  IMPLEMENTED GRAPH : GET /items → list → json → <body class> <input disabled> <my-list open>']);
const leftOver = edit(BASE, [N1_IMPL, '  IMPLEMENTED GRAPH : GET /items → <the graph actually built> → json']);

ruleTester(rule, {
  valid: [{ name: 'HTML and custom elements with valueless attributes are content', files: tree(htmlBare) }],
  invalid: [
    {
      name: 'template text inside a longer IMPLEMENTED GRAPH: at the placeholder, quoted whole',
      files: tree(leftOver),
      findings: [at(lineOf(leftOver, '<the graph'), VALUE + 'GET /items → '.length, /^IMPLEMENTED GRAPH of RETURN N1 holds the template placeholder "<the graph actually built>"; write the real value in its place$/)],
    },
  ],
});

/** STATUS and VERIFY_RESULT decorated as VERDICT may be (`✅ matches`): the decoration is no part of the word. */
const N2_VERIFY = '  VERIFY_RESULT     : pass\n  SUMMARY           : The page';
const emoji = edit(BASE, [N1_STATUS, '  STATUS            : ✅ done\n  OUTPUT            : src/api.ts'], [N2_VERIFY, '  VERIFY_RESULT     : pass ✅\n  SUMMARY           : The page']);
const emojiFail = edit(BASE, [N2_VERIFY, '  VERIFY_RESULT     : ❌ fail\n  SUMMARY           : The page']);

ruleTester(rule, {
  valid: [{ name: 'an emoji before or after the STATUS and VERIFY_RESULT words', files: tree(emoji) }],
  invalid: [
    {
      name: 'a decorated fail is still read as fail',
      files: tree(emojiFail),
      findings: [
        at(lineOf(emojiFail, '❌ fail'), VALUE, /^VERIFY_RESULT of RETURN N2 says fail without the first failing line$/),
        at(lineOf(emojiFail, '❌ fail'), VALUE, /^RETURN N2 has STATUS done but VERIFY_RESULT ❌ fail; a node whose VERIFY fails is not done/),
      ],
    },
  ],
});

/** Field names in title case: no field is read, and each finding says why, at the name. */
const N1_FIELDS = `${N1_STATUS}\n  IMPLEMENTED GRAPH : GET /items → list → json\n  VERIFY_RESULT     : pass\n${N1_SUMMARY}`;
const titleCase = edit(BASE, [N1_FIELDS, N1_FIELDS.replace('STATUS           ', 'Status').replace('OUTPUT           ', 'Output').replace('IMPLEMENTED GRAPH', 'Implemented graph').replace('VERIFY_RESULT    ', 'Verify_result').replace('SUMMARY          ', 'Summary')]);
const mixedCase = edit(BASE, [N1_SUMMARY, N1_SUMMARY.replace('SUMMARY          ', 'Summary          ')]);
const named = (text: string, name: string, field: string) => at(lineOf(text, `  ${name}`), 3, `"${name}" is not read as the ${field} field of RETURN N1: RETURN field names are upper case (\`${field} :\`)`);

ruleTester(rule, {
  invalid: [
    {
      name: 'title-case field names: each one at its line, saying field names are upper case',
      files: tree(titleCase),
      detail: '5 field names not in upper case',
      findings: [
        named(titleCase, 'Status', 'STATUS'),
        named(titleCase, 'Output', 'OUTPUT'),
        named(titleCase, 'Implemented graph', 'IMPLEMENTED GRAPH'),
        named(titleCase, 'Verify_result', 'VERIFY_RESULT'),
        named(titleCase, 'Summary', 'SUMMARY'),
      ],
    },
    {
      name: 'one title-case field among upper-case ones is not read as the field above’s value',
      files: tree(mixedCase),
      findings: [named(mixedCase, 'Summary', 'SUMMARY')],
    },
  ],
});

describe('graph-return-fields on degenerate input', () => {
  survivesDegenerate(rule);
});

/** The TASK list of N1 written with bullets, under the protocol's rule line or without it. */
const bulletTask = edit(BASE, ['TASK\n1. Write the handler.\n2. Test it.\n', 'TASK\n────\n- Write the handler.\n- Test it.\n']);
const bulletTaskNoRule = edit(BASE, ['TASK\n1. Write the handler.\n2. Test it.\n', 'TASK\n* Write the handler.\n* Test it.\n']);
const quoted = edit(BASE, [N1_SUMMARY, '  SUMMARY           : The label now reads "Export." It downloads a CSV file. Tests pass.']);
const curlyQuoted = edit(BASE, [N1_SUMMARY, '  SUMMARY           : The label now reads “Export.” It downloads a CSV file. Tests pass.']);
const exclaimed = edit(BASE, [N1_SUMMARY, '  SUMMARY           : The toast says "Saved!" It closes after a second. Tests pass.']);

ruleTester(rule, {
  valid: [
    { name: 'the RETURN template after a bulleted TASK list is part of the prompt, not a RETURN', files: tree(bulletTask), detail: /^2 RETURN blocks, all structured$/ },
    { name: 'the same without the rule line under TASK', files: tree(bulletTaskNoRule), detail: /^2 RETURN blocks, all structured$/ },
    { name: 'a sentence ending inside straight quotes ends there', files: tree(quoted) },
    { name: 'a sentence ending inside curly quotes ends there', files: tree(curlyQuoted) },
    { name: 'an exclamation inside quotes ends a sentence', files: tree(exclaimed) },
  ],
  invalid: [
    {
      name: 'two RETURNs with a short SUMMARY: the headline counts both',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : Added the handler. Tests pass.'], ['Errors show a banner.', 'Errors show a banner. It retries. It logs. It waits.'])),
      detail: '2 SUMMARIES outside 3 to 5 sentences',
    },
    {
      name: 'a quoted stop counts as one sentence end, not more',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : The label now reads "Export." Tests pass.'])),
      findings: [at(lineOf(BASE, N1_SUMMARY), VALUE, 'SUMMARY of RETURN N1 has 2 sentences; write 3 to 5')],
    },
  ],
});

/** `etc.` closes a sentence before a capital letter and stays inside one before a lower-case word. */
const ETC_END = '  SUMMARY           : Documented the attribute, the toggle, the storage key, etc. Then I checked every link. All links resolve.';
const ETC_MID = '  SUMMARY           : Fixed the CSS, JS, etc. and the build. It is green. Lint passes.';
const PM_MID = '  SUMMARY           : Tests ran at 3 p.m. and passed. The team reviewed it.';

ruleTester(rule, {
  valid: [
    { name: '`etc.` before a capitalised sentence ends the sentence', files: tree(edit(BASE, [N1_SUMMARY, ETC_END])), detail: /^2 RETURN blocks, all structured$/ },
    { name: '`etc.` before a lower-case word stays inside its sentence', files: tree(edit(BASE, [N1_SUMMARY, ETC_MID])) },
    { name: '`e.g.` before a capital stays inside its sentence', files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : Added checks, e.g. React props. It runs. Done.'])) },
    { name: 'a stop just inside a closing bracket before a capital ends the sentence', files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : Fixed the resume bug (see PR #42.) Tests pass. Docs are updated.'])) },
  ],
  invalid: [
    {
      name: '`p.m.` before a lower-case word stays inside its sentence',
      files: tree(edit(BASE, [N1_SUMMARY, PM_MID])),
      findings: [at(lineOf(BASE, N1_SUMMARY), VALUE, 'SUMMARY of RETURN N1 has 2 sentences; write 3 to 5')],
    },
    {
      name: 'dotted initials before a lower-case word stay inside their sentence',
      files: tree(edit(BASE, [N1_SUMMARY, '  SUMMARY           : Deployed to the U.S. region and the E.U. region in one go. Smoke tests pass.'])),
      findings: [at(lineOf(BASE, N1_SUMMARY), VALUE, 'SUMMARY of RETURN N1 has 2 sentences; write 3 to 5')],
    },
  ],
});

/** RETURN fields written as a markdown list, as workers often answer. */
const N1_RETURN = `RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list → json
  VERIFY_RESULT     : pass
${N1_SUMMARY}`;
const listed = edit(BASE, [
  N1_RETURN,
  'RETURN: N1\n- STATUS: done\n- **OUTPUT**: `src/api.ts`\n* IMPLEMENTED GRAPH: GET /items → list → json\n- VERIFY_RESULT: pass\n- SUMMARY: Added the handler. It lists items as JSON.\n  The test covers an empty list.',
]);
const listedShort = edit(listed, ['- SUMMARY: Added the handler. It lists items as JSON.\n  The test covers an empty list.', '- SUMMARY: Added the handler.\n  - STATUS: see above']);

ruleTester(rule, {
  valid: [{ name: 'RETURN fields written as list items, bold or plain, with a wrapped SUMMARY', files: tree(listed), detail: /^2 RETURN blocks, all structured$/ }],
  invalid: [
    {
      name: 'a list item indented under a listed field continues it, not a second STATUS',
      files: tree(listedShort),
      findings: [at(lineOf(listedShort, '- SUMMARY: Added'), '- SUMMARY: '.length + 1, 'SUMMARY of RETURN N1 has 1 sentence; write 3 to 5')],
    },
  ],
});

// Every way of writing that FAILURE_REASON and EVOLVED_SCOPE do not apply counts as absent on a done RETURN.
const absentAs = (word: string) => edit(BASE, [N1_SUMMARY, `${N1_SUMMARY}\n  EVOLVED_SCOPE     : ${word}\n  FAILURE_REASON    : ${word}`]);
/** Both fields filled on a done RETURN: reported in file order, EVOLVED_SCOPE (first) before FAILURE_REASON. */
const bothFilled = edit(BASE, [N1_SUMMARY, `${N1_SUMMARY}\n  EVOLVED_SCOPE     : a wider API\n  FAILURE_REASON    : flaky network`]);

ruleTester(rule, {
  valid: ['not applicable', 'Not applicable.', 'null', 'nil', 'n.a.', 'N.A.', 'not relevant', 'нет', 'Нет', '—', '(not applicable)'].map((word) => ({
    name: `FAILURE_REASON and EVOLVED_SCOPE of "${word}" on a done RETURN count as absent`,
    files: tree(absentAs(word)),
  })),
  invalid: [
    {
      name: 'two fields the status does not call for, reported in file order',
      files: tree(bothFilled),
      findings: [
        at(lineOf(bothFilled, 'EVOLVED_SCOPE'), 3, 'RETURN N1 has an EVOLVED_SCOPE but STATUS done'),
        at(lineOf(bothFilled, 'FAILURE_REASON'), 3, 'RETURN N1 has a FAILURE_REASON but STATUS done'),
      ],
    },
  ],
});
