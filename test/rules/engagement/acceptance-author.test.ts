import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/acceptance-author.js';
import { cleanupTrees } from '../../helpers.js';
import { taskFile } from '../../plan-helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const LOG = 'engagement/acceptance-log.md';
/** A log of one round whose line 5 is `line`. */
const round = (line: string, verdict = 'ACCEPT') => `# Acceptance log\n\n## Iteration 1 — 2026-07-11 18:00\n\n${line}\n\n### Verdict: ${verdict}\n`;
const log = (line: string, verdict?: string) => ({ 'acceptance-log.md': round(line, verdict) });
const report = '# report\n\n## Iteration 1\n### Criteria acknowledgement\n- crit-1\n';
const SELF = 'only the director (manager) gives the accept/reject verdict, and the lead accepting its own handoff is self-acceptance';
const OWN = 'only the director (manager) gives the accept/reject verdict, and a specialist judging its own delivery is author-as-reviewer';
const leadAt = (column: number, party: string, extra = '') => ({ file: LOG, line: 5, column, message: exactly(`iteration 1's verdict is given by \`${party}\`, the lead: ${SELF}${extra}`) });
const one = (party: string) => exactly(`1 round names who gave the verdict: ${party}, neither the lead nor an executor`);
const NONE = 'no round of acceptance-log.md names who gave its verdict (an `Acceptor:` line or the like): who accepted cannot be told';

ruleTester(rule, {
  valid: [
    { name: 'the manager, as the examples write it', files: log('Acceptor: dev-manager. Human directive: PROCEED_TO_VERDICT (human-directive.md, 16:02).'), detail: one('dev-manager') },
    { name: 'the director, by a sentence label', files: log('Accepted by the director after the consilium.'), detail: one('the director after the consilium') },
    { name: 'bold label and code mark', files: log('**Acceptor:** `dev-manager`'), detail: one('dev-manager') },
    { name: 'a two-cell table row', files: log('| Acceptor | dev-manager |'), detail: one('dev-manager') },
    { name: 'a list item with a Director label', files: log('- Director: dev-manager'), detail: one('dev-manager') },
    { name: 'the human judge by name', files: log('Verdict by: Oleg Sidorov (product owner)'), detail: one('Oleg Sidorov') },
    { name: 'in Russian, «Приёмку провёл:»', files: log('Приёмку провёл: mkt-manager.'), detail: one('mkt-manager') },
    { name: '"Acceptance by" as a label', files: log('Acceptance by dev-manager after the consilium.'), detail: one('dev-manager after the consilium') },
    // "Accept by" opens an instruction with its deadline, not a name.
    { name: '"Accept by Friday" names no one', status: 'skip', files: log('Accept by Friday if the staging run is green.') },
    { name: 'the lead named after a negation is not the party', files: log('Acceptor: dev-manager not dev-lead'), detail: one('dev-manager not dev-lead') },
    { name: 'the lead in a note is not the party', files: log('Acceptor: dev-manager (the lead wrote the handoff).'), detail: one('dev-manager') },
    { name: 'a note standing in for the lead, or denying it, names no lead', files: log('Acceptor: Anna P. (on behalf of the lead) · Director: Oleg (not the lead)'), detail: one('Anna P') },
    { name: 'a middle dot sets the next field apart', files: log('**Acceptor:** dev-manager · Human directive: PROCEED_TO_VERDICT (16:05)'), detail: one('dev-manager') },
    { name: 'Russian: «Приёмщик»', files: log('Приёмщик: dev-manager.'), detail: one('dev-manager') },
    ...['Проверил и принял', 'Принял работу', 'Подписал', 'Приёмка', 'Approved by'].map((label) => ({ name: `the label «${label}»`, files: log(`${label}: dev-manager.`), detail: one('dev-manager') })),
    { name: 'Russian: «Принял»', files: log('Принял: менеджер'), detail: one('менеджер') },
    { name: 'Russian: «Директор»', files: log('**Директор:** dev-manager'), detail: one('dev-manager') },
    {
      name: 'two rounds by the manager, a third naming no one',
      files: {
        'acceptance-log.md': `${round('Acceptor: dev-manager.', 'REJECT')}\n## Iteration 2\n\nAcceptor: dev-manager\n\n### Verdict: REJECT\n\n## Iteration 3\n\n### Verdict: ACCEPT\n`,
      },
      detail: exactly('2 rounds name who gave the verdict: dev-manager, neither the lead nor an executor; 1 round names none'),
    },
    { name: 'a log without round headings', files: { 'acceptance-log.md': '# Acceptance log\n\nAcceptor: dev-manager\n\n### Verdict: ACCEPT\n' }, detail: exactly('the log names who gave the verdict: dev-manager, neither the lead nor an executor') },
    { name: 'no acceptance-log.md', status: 'skip', files: { 'handoff.md': '# Handoff\n' }, detail: exactly('acceptance-log.md not written yet') },
    { name: 'no line names who gave the verdict', status: 'skip', files: log('Human directive: PROCEED_TO_VERDICT.'), detail: exactly(NONE) },
    {
      name: "an ABORTED round's stub written by the lead is not judged",
      status: 'skip',
      files: log('Acceptor: dev-lead (held the floor when the user stopped).', 'ABORTED\nUser: «стоп, закрой эту задачу»'),
      detail: exactly(`${NONE.replace('acceptance-log.md', 'acceptance-log.md but an ABORTED one')}; an ABORTED round's stub is written by whoever held the floor and is not judged`),
    },
    { name: 'a template slot names no one', status: 'skip', files: log('Acceptor: {manager-agent}'), detail: exactly(NONE) },
    { name: 'a verdict word names no one', status: 'skip', files: log("Director: ACCEPT\n\nDirector's verdict: ACCEPT"), detail: exactly(NONE) },
    { name: 'a date names no one', status: 'skip', files: log('Принято: 2026-07-12'), detail: exactly(NONE) },
    { name: 'prose after a label names no one', status: 'skip', files: log('Director: drain lost 3 jobs on the staging run (crit-5).'), detail: exactly(NONE) },
    { name: 'a label without its separator, or inside a word', status: 'skip', files: log('Reviewer(s) returned 0 findings: sonnet-scoped\n\nManager rejected iteration 1: focus ring\n\nManager-approved: dev-lead'), detail: exactly(NONE) },
    { name: 'a table header labels a column', status: 'skip', files: log('| Reviewer | Verdict |\n|---|---|\n| peer-opus | approved |'), detail: exactly(NONE) },
    { name: 'a wider table row names no one', status: 'skip', files: log('| Reviewer | dev-lead | approved | 0 |'), detail: exactly(NONE) },
    { name: 'fenced lines are not read', status: 'skip', files: log('```text\nAcceptor: dev-lead\n```'), detail: exactly(NONE) },
  ],
  invalid: [
    ...(
      [
        ['Приёмку провёл: marketing-lead (менеджер в отпуске, принял сам по своему handoff).', 17, 'marketing-lead'],
        ['Acceptance by mkt-lead (self-acceptance, the manager is away).', 15, 'mkt-lead'],
      ] as const
    ).map(([line, column, party]) => ({ name: `the lead, by another label: ${line}`, files: log(line), findings: [leadAt(column, party)] })),
    {
      name: 'the lead who wrote the handoff accepts it',
      files: log('Acceptor: dev-lead (the lead who wrote the handoff).'),
      detail: exactly('verdict given by the lead or an executor: iteration 1 by dev-lead (the lead)'),
      fix: /director \(the \*-manager acceptor\)/,
      findings: [leadAt(11, 'dev-lead')],
    },
    { name: 'the lead by its role word', files: log('Accepted by the lead'), findings: [leadAt(13, 'the lead')] },
    {
      name: 'an executor under «Проверил и принял:»',
      files: { ...log('Проверил и принял: dev-backend-engineer (автор эндпоинта, сам перепроверил).'), 'executor-reports/dev-backend-engineer.md': report },
      findings: [{ file: LOG, line: 5, column: 20, message: exactly(`iteration 1's verdict is given by \`dev-backend-engineer\`, an executor of this engagement (engagement/executor-reports/dev-backend-engineer.md): ${OWN}`) }],
    },
    { name: 'a note naming the acceptor\'s role as team lead', files: log('**Acceptor:** Dmitry K. (team lead, wrote the handoff) · Human directive: PROCEED_TO_VERDICT'), findings: [leadAt(15, 'Dmitry K')] },
    {
      name: 'the handoff\'s author, both lines with a middle dot before the next field',
      files: { ...log('**Acceptor:** shop-orchestrator · Human directive: PROCEED_TO_VERDICT (16:05)'), 'handoff.md': '# Handoff — iteration 1\n\n**Lead:** shop-orchestrator · **Branch:** feat/orders-csv-export\n' },
      findings: [{ file: LOG, line: 5, column: 15, message: exactly(`iteration 1's verdict is given by \`shop-orchestrator\`, who wrote the handoff (engagement/handoff.md:L3): ${SELF}`) }],
    },
    { name: 'a team lead', files: log('- **Verdict by:** Team Lead'), findings: [leadAt(19, 'Team Lead')] },
    { name: 'a REJECT by the lead too', files: log('Acceptor: dev-lead', 'REJECT'), findings: [leadAt(11, 'dev-lead')] },
    { name: 'a two-cell table row', files: log('| Acceptor | `dev-lead` |'), findings: [leadAt(14, 'dev-lead')] },
    {
      name: 'on behalf of the director is still the lead writing the verdict',
      files: log('Acceptor: dev-lead on behalf of dev-manager.'),
      findings: [leadAt(11, 'dev-lead', "; writing it for `dev-manager` is still the lead's verdict")],
    },
    { name: 'Russian: «Приёмщик: тимлид»', files: log('Приёмщик: тимлид.'), detail: exactly('verdict given by the lead or an executor: iteration 1 by тимлид (the lead)'), findings: [leadAt(11, 'тимлид')] },
    { name: 'Russian: the lead for the director', files: log('Принял: тимлид за директора'), findings: [leadAt(9, 'тимлид', "; writing it for `директора` is still the lead's verdict")] },
    {
      name: 'Russian round headings',
      files: { 'acceptance-log.md': '# Журнал приёмки\n\n## Итерация 1\n\nПриёмщик: dev-lead\n\n### Вердикт: ACCEPT\n' },
      findings: [leadAt(11, 'dev-lead')],
    },
    {
      name: 'the name the handoff gives its author',
      files: { ...log('Acceptor: Alice'), 'handoff.md': '# Handoff — iteration 1\n\nAuthor: alice\n\n## 1. Diff summary\n' },
      detail: exactly('verdict given by the lead or an executor: iteration 1 by Alice (the lead)'),
      findings: [{ file: LOG, line: 5, column: 11, message: exactly(`iteration 1's verdict is given by \`Alice\`, who wrote the handoff (engagement/handoff.md:L3): ${SELF}`) }],
    },
    {
      name: 'the agent that submitted the handoff in events.jsonl',
      files: { ...log('Acceptor: ivan-petrov'), 'events.jsonl': '{"ts": "2026-07-11T16:00:00Z", "type": "handoff_submitted", "agent": "ivan-petrov", "iteration": 1}\n' },
      findings: [{ file: LOG, line: 5, column: 11, message: exactly(`iteration 1's verdict is given by \`ivan-petrov\`, who wrote the handoff (engagement/events.jsonl:L1): ${SELF}`) }],
    },
    {
      name: 'an executor with a report',
      files: { ...log('Принял: dev-backend-engineer'), 'executor-reports/dev-backend-engineer.md': report },
      detail: exactly('verdict given by the lead or an executor: iteration 1 by dev-backend-engineer (an executor)'),
      findings: [{ file: LOG, line: 5, column: 9, message: exactly(`iteration 1's verdict is given by \`dev-backend-engineer\`, an executor of this engagement (engagement/executor-reports/dev-backend-engineer.md): ${OWN}`) }],
    },
    {
      name: 'a task owner',
      files: { ...log('Accepted by @dev-qa-engineer'), 'tasks/T1.md': taskFile({ id: 'T1', owner: 'dev-qa-engineer', wave: 1, files: ['tests/a.test.ts'], crit_refs: ['crit-1'] }) },
      findings: [{ file: LOG, line: 5, column: 13, message: exactly(`iteration 1's verdict is given by \`@dev-qa-engineer\`, an executor of this engagement (owner in engagement/tasks/T1.md:L3): ${OWN}`) }],
    },
    {
      name: 'only the round the lead accepted, of two',
      files: { 'acceptance-log.md': `${round('Acceptor: dev-manager.', 'REJECT')}\n## Iteration 2\n\nAcceptor: dev-lead\n\n### Verdict: ACCEPT\n` },
      detail: exactly('verdict given by the lead or an executor: iteration 2 by dev-lead (the lead)'),
      findings: [{ file: LOG, line: 11, column: 11, message: exactly(`iteration 2's verdict is given by \`dev-lead\`, the lead: ${SELF}`) }],
    },
    // A character that draws nothing, or a hyphen that does not break, hides no lead: the name is read as it shows.
    { name: 'the lead with a zero-width space after it', files: log('Acceptor: dev-lead\u200b'), findings: [leadAt(11, 'dev-lead\u200b')] },
    { name: 'the lead with a soft hyphen after it', files: log('Acceptor: dev-lead\u00ad'), findings: [leadAt(11, 'dev-lead\u00ad')] },
    { name: 'the lead with a zero-width space inside it', files: log('Acceptor: dev-\u200blead'), findings: [leadAt(11, 'dev-\u200blead')] },
    { name: 'the lead with a non-breaking hyphen', files: log('Acceptor: dev\u2011lead'), findings: [leadAt(11, 'dev\u2011lead')] },
    {
      name: "the handoff's author with a zero-width space inside the name",
      files: { ...log('Acceptor: ali\u200bce'), 'handoff.md': '# Handoff — iteration 1\n\nAuthor: alice\n\n## 1. Diff summary\n' },
      findings: [{ file: LOG, line: 5, column: 11, message: exactly(`iteration 1's verdict is given by \`ali\u200bce\`, who wrote the handoff (engagement/handoff.md:L3): ${SELF}`) }],
    },
    {
      name: 'of two authors the acceptor names, the one the handoff names first',
      files: { ...log('Acceptor: Bob Alice'), 'handoff.md': '# Handoff — iteration 1\n\nAuthor: carol\nAuthor: alice\nAuthor: bob\n\n## 1. Diff summary\n' },
      findings: [{ file: LOG, line: 5, column: 11, message: exactly(`iteration 1's verdict is given by \`Bob Alice\`, who wrote the handoff (engagement/handoff.md:L4): ${SELF}`) }],
    },
    {
      name: 'a log without round headings',
      files: { 'acceptance-log.md': '# Acceptance log\n\nAccepted by: dev-lead\n\n### Verdict: ACCEPT\n' },
      findings: [{ file: LOG, line: 3, column: 14, message: exactly(`the log's verdict is given by \`dev-lead\`, the lead: ${SELF}`) }],
    },
  ],
});

// Their time is measured by bench/hostile.mjs (acceptance-author-word-runs).
describe('acceptance-author on long lines', () => {
  const runs = ['  ', 'Acceptor: ', 'dev-lead ', 'on behalf of ', '| Acceptor ', '**', 'Приёмщик: тимлид ', '-', '|'];
  it.each(runs)('100k characters of %j', async (w) => {
    const line = w.repeat(Math.ceil(100_000 / w.length)).slice(0, 100_000);
    const r = await lint(rule, { files: { 'acceptance-log.md': round(line), 'handoff.md': `# Handoff\n\nAuthor: ${line}\n` } });
    expect(r.internal_error, r.detail).toBeUndefined();
    expect(['pass', 'fail', 'skip']).toContain(r.status);
  });
});
