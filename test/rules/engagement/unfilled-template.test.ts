import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/unfilled-template.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

afterAll(cleanupTrees);

const DONE_WHEN = '\n## Done when\n- `csvlite export` writes UTF-8 with a header row.\n';
const withBody = (body: string) => `${criteria()}${DONE_WHEN}${body}`;
const bodyLine = (body: string, text: string) => withBody(body).split('\n').indexOf(text) + 1;

ruleTester(rule, {
  valid: [
    { name: 'every slot written', files: { 'criteria.md': withBody('- Errors go to stderr with exit code 2.\n') }, detail: 'no template slot left unfilled in 1 file' },
    {
      name: 'braces that are no slot: code, a code template, an object, notation, a route parameter, a format string',
      files: {
        'criteria.md': withBody(
          [
            '- `GET /users/{id}` and GET /users/{id} return 404 for an unknown id.',
            '- The banner reads `Hello, {first name}` with the name filled in.',
            '- The shell prints ${HOME} and the Ruby view #{user name}, Handlebars {{user name}}.',
            '- The payload is {status: done} or {"a": 1}; the pair {x, y} is a point.',
            '- Format: {name} {id} {path}.',
            '- Each row is {date, visits, conversions, revenue}; the range is {from, to, days}.',
            '- The email opens "Hi {First Name}, your invoice is ready" and the form shows "{customer name}".',
            '- The CLI prints Wrote {output dir}/report.json; run it as csvlite export --out {output dir} or --out={output dir}.',
            '- The filter keeps {n | n is even} and {x|x in rows}; the config key is {retry_count} and the field {user_id}.',
            '- Round {n} of the quiz and crit-{n} in a formula; route /iteration/{N} is a parameter.',
            '- The quiz header reads "Round {N} of 5" until the player answers.',
            '```',
            '- {observable condition 2}',
            '```',
          ].join('\n'),
        ),
      },
    },
    {
      name: "product copy's merge tags are no template slot",
      files: {
        'criteria.md': withBody(''),
        'handoff.md': '# Handoff\nFollow-up e-mail copy for the CRM team: Hello! Your tutor {tutor name} will call you at {call time}.\n',
        'executor-reports/marketing-copywriter.md': '## Письмо после заявки\n- Тема: «{Имя}, пробное занятие в четверг»\n- Первая строка: Здравствуйте! Ваш преподаватель {имя преподавателя} позвонит в {время звонка}.\n',
      },
    },
    {
      // A number after a merge tag's name is part of the name (`{address line 2}`), as in Handlebars' `{{ item 3 }}`.
      name: "product copy's merge tags ending in a number are no template slot",
      files: {
        'criteria.md': withBody('- The order e-mail renders {address line 1}, {address line 2} and {Address Line 2} from the account.\n'),
        'executor-reports/marketing-copywriter.md': [
          '## Order confirmation template',
          '- Dear {first name}, we ship to {address line 1}, {address line 2}.',
          '- Your basket: {item 1}, {item 2} and {{ item 3 }}; {Item 3} ships later.',
          '- Адрес: {строка адреса 2}, {Строка 2}.',
          '',
        ].join('\n'),
      },
      detail: 'no template slot left unfilled in 2 files',
    },
    { name: 'a frontmatter value in braces is the frontmatter check\'s to read', files: { 'criteria.md': `---\nengagement: {engagement-name}\nsize: S\n---${DONE_WHEN}` } },
    { name: 'no markdown of the templates', status: 'skip', files: {}, detail: /no criteria\.md, handoff\.md/ },
  ],
  invalid: [
    {
      name: "a criterion left as the template's slot",
      files: { 'criteria.md': withBody('- {observable condition 2}\n') },
      detail: '1 template slot left unfilled in 1 file',
      findings: [{ file: 'engagement/criteria.md', line: bodyLine('- {observable condition 2}\n', '- {observable condition 2}'), column: 3, message: 'template slot {observable condition 2} left unfilled: write what it asks for, or remove the line' }],
    },
    {
      name: 'slots with spaces inside the braces, a marker slot and a date slot',
      files: { 'criteria.md': withBody(''), 'handoff.md': '# Handoff — {YYYY-MM-DD HH:MM}\n- { observable condition 3 }\n- Verdict: {TODO}\n', 'tasks/INDEX.md': '# Tasks\n- T1 {наблюдаемое условие 2}\n' },
      detail: '4 template slots left unfilled in 2 files',
      findings: [
        { file: 'engagement/handoff.md', line: 1, column: 13, message: /^template slot \{YYYY-MM-DD HH:MM\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 2, column: 3, message: /^template slot \{ observable condition 3 \} left unfilled/ },
        { file: 'engagement/handoff.md', line: 3, column: 12, message: /^template slot \{TODO\} left unfilled/ },
        { file: 'engagement/tasks/INDEX.md', line: 2, column: 6, message: /^template slot \{наблюдаемое условие 2\} left unfilled/ },
      ],
    },
    {
      name: "a deferral, an acknowledgement and a trace row left as the templates' slots, each at its column",
      files: {
        'criteria.md': withBody(''),
        'handoff.md': '## 3. Criteria trace\n| 4 | {criterion text} | ✅ | {pointer} |\n## 11. Deferred\n- {deferred item}: justified by {criteria.md out-of-scope | explicit user waiver | director-approved scope note}\n',
        'executor-reports/dev-sre.md': '## Criteria acknowledgement\n- crit-4: {observable condition 2}\n',
      },
      detail: '5 template slots left unfilled in 2 files',
      findings: [
        { file: 'engagement/handoff.md', line: 2, column: 7, message: /^template slot \{criterion text\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 2, column: 30, message: /^template slot \{pointer\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 4, column: 3, message: /^template slot \{deferred item\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 4, column: 33, message: /^template slot \{criteria\.md out-of-scope \| explicit user waiver \| director-approved scope note\} left unfilled/ },
        { file: 'engagement/executor-reports/dev-sre.md', line: 2, column: 11, message: /^template slot \{observable condition 2\} left unfilled/ },
      ],
    },
    {
      name: "the templates' slots written with underscores or hyphens, and the number slot of a heading, a crit ref and a file name",
      files: {
        'criteria.md': withBody(''),
        'handoff.md': '## Iteration {N}\n## 11. Deferred\n- {deferred_item}: see validation-outputs/qa-iter-{N}.json\n- {observable-condition-2} (crit-{N})\n',
      },
      detail: '5 template slots left unfilled in 1 file',
      findings: [
        { file: 'engagement/handoff.md', line: 1, column: 14, message: /^template slot \{N\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 3, column: 3, message: /^template slot \{deferred_item\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 3, column: 51, message: /^template slot \{N\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 4, column: 3, message: /^template slot \{observable-condition-2\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 4, column: 34, message: /^template slot \{N\} left unfilled/ },
      ],
    },
    {
      name: "the templates' other slots, a numbered slot and words that instruct",
      files: {
        'criteria.md': withBody('- {deliverable 4 with measurable bar}\n'),
        'handoff.md': '## 1. Diff summary\n- {one-line of what changed}\n## 7. Self-acceptance\n1. [crit-1] {what I would push back on}\n2. [crit-2] {опишите риск}\n3. {условие приёмки 3}\n',
      },
      detail: '5 template slots left unfilled in 2 files',
      findings: [
        { file: 'engagement/criteria.md', line: bodyLine('- {deliverable 4 with measurable bar}\n', '- {deliverable 4 with measurable bar}'), column: 3, message: /^template slot \{deliverable 4 with measurable bar\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 2, column: 3, message: /^template slot \{one-line of what changed\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 4, column: 13, message: /^template slot \{what I would push back on\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 5, column: 13, message: /^template slot \{опишите риск\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 6, column: 4, message: /^template slot \{условие приёмки 3\} left unfilled/ },
      ],
    },
    {
      // The templates number conditions, criteria, deliverables, blocking items and artefacts: those are slots in any words.
      name: "a deliverable quoting numbered merge tags beside the templates' numbered slots left unfilled: only the slots",
      files: {
        'criteria.md': withBody('- {acceptance criterion 3}\n'),
        'handoff.md': '## 2. Deliverables\n- The e-mail reads Dear {first name}, we ship to {address line 2}.\n- {условие 4} and {blocking item 2}; artifact: {artifact 2}\n',
      },
      detail: '4 template slots left unfilled in 2 files',
      findings: [
        { file: 'engagement/criteria.md', line: bodyLine('- {acceptance criterion 3}\n', '- {acceptance criterion 3}'), column: 3, message: /^template slot \{acceptance criterion 3\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 3, column: 3, message: /^template slot \{условие 4\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 3, column: 19, message: /^template slot \{blocking item 2\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 3, column: 48, message: /^template slot \{artifact 2\} left unfilled/ },
      ],
    },
    {
      name: "the heartbeat template's `- iteration: {N}` and alternatives `{ok | blocked}`",
      files: { 'criteria.md': withBody(''), 'handoff.md': '## Status\n- iteration: {N}\n- state: {ok | blocked}\n' },
      findings: [
        { file: 'engagement/handoff.md', line: 2, column: 14, message: /^template slot \{N\} left unfilled/ },
        { file: 'engagement/handoff.md', line: 3, column: 10, message: /^template slot \{ok \| blocked\} left unfilled/ },
      ],
    },
  ],
});

describe('unfilled-template on hostile input', () => {
  it('reads a line of 100,000 braces and one of 100,000 unclosed slots, and keeps 500 findings of many', async () => {
    const many = Array.from({ length: 2000 }, () => '- {deferred item}').join('\n');
    const r = await lint(rule, { files: { 'criteria.md': withBody(`${'{'.repeat(100_000)}\n${'{a b '.repeat(20_000)}\n${many}\n`) } });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(500);
    expect(r.detail).toBe('2000 template slots left unfilled in 1 file (showing 500 of 2000 findings)');
  });

  it('reads a line of 40,000 number slots between quotes in one walk', async () => {
    const r = await lint(rule, { files: { 'criteria.md': withBody(`"${'#{N} '.repeat(40_000)}" and #{N}\n`) } });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
  });
});
