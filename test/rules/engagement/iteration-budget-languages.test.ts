// Teams write scope-sync.md and acceptance-log.md in German, Spanish and French too: the pre-final-iteration
// escalation ("before starting the last allowed iteration, escalate to user with current blockers") and the user's
// go-ahead beyond the limit ("Never start an iteration beyond the hard limit without user authorisation") are read in
// those languages as in English; their negations take them back.
import rule from '../../../rules/engagement/iteration-budget.js';
import { criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const LOG = '# Acceptance log\n\n## Iteration 1 — 2026-06-10 18:30\n\n### Verdict: REJECT\n- crit-1: the last day of the period is missing\n';
const M2 = (extra: Record<string, string> = {}) => ({ 'criteria.md': criteria({ size: 'M' }), iteration: '2\n', 'acceptance-log.md': LOG, 'handoff.md': '# Handoff — iteration 2 — orders-csv-export\n', ...extra });
/** scope-sync.md's record of the pre-final-iteration escalation: a section dated after the round-1 REJECT. */
const sync = (heading: string, line: string) => `# Scope sync\n\n## ${heading} — 2026-06-10 19:00\n${line}\n`;
const PASS_AT = (line: number) => exactly(`iteration 2 within the budget of 2 (size M); the pre-final-iteration escalation at engagement/scope-sync.md:L${line}`);
const WARN = exactly(
  'iteration 2 is the last of the budget of 2 (size M), and its work has started (engagement/handoff.md:L1) with no pre-final-iteration escalation to the user recorded after the REJECT of round 1 (engagement/acceptance-log.md:L5)',
);
// M: round 1 REJECTed and escalated (scope-sync.md), round 2 REJECTed on 2026-06-11 14:05; round 3 under way.
const LOG3 = `${LOG}\n## Iteration 2 — 2026-06-11 14:05\n\n### Verdict: REJECT\n- crit-1: still missing\n`;
const PRE_FINAL = '# Scope sync\n\n## Escalation before iteration 2 — 2026-06-10 19:00\n- User (2026-06-10 19:10): "Continue with iteration 2."\n';
const M3 = (answer: string) => ({
  'criteria.md': criteria({ size: 'M' }),
  iteration: '3\n',
  'acceptance-log.md': `${LOG3}\n## Escalation — 2026-06-11 14:20\n${answer}\n`,
  'scope-sync.md': PRE_FINAL,
  'handoff.md': '# Handoff — iteration 3 — orders-csv-export\n',
});
const OVER = /^iteration 3 is over the budget of 2 \(size M\); user authorisation for iteration 3 at engagement\/acceptance-log\.md:L14$/;
const NOT_OVER = /^iteration 3 is over the budget of 2 \(size M\) and no user authorisation for it is recorded/;

ruleTester(rule, {
  valid: [
    // The pre-final-iteration escalation, by its heading, its words, or the user's labelled answer after the REJECT.
    { name: 'German: an "Eskalation" heading and the user\'s answer', files: M2({ 'scope-sync.md': sync('Eskalation vor Iteration 2', '- Nutzer (2026-06-10 19:10): „Weiter, Iteration 2 ist freigegeben.“') }), detail: PASS_AT(3) },
    { name: 'German: "an den Nutzer eskaliert"', files: M2({ 'scope-sync.md': sync('Blocker', 'Blocker crit-1 an den Nutzer eskaliert.') }), detail: PASS_AT(4) },
    { name: 'German: the answer of a "Benutzer" alone', files: M2({ 'scope-sync.md': sync('Rückmeldung', '- Benutzer: Iteration 2 genehmigt.') }), detail: PASS_AT(4) },
    { name: 'Spanish: an "Escalación" heading', files: M2({ 'scope-sync.md': sync('Escalación antes de la iteración 2', '- Bloqueo: crit-1') }), detail: PASS_AT(3) },
    { name: 'Spanish: "escalado al usuario"', files: M2({ 'scope-sync.md': sync('Bloqueos', 'Bloqueo crit-1 escalado al usuario.') }), detail: PASS_AT(4) },
    { name: 'Spanish: the answer of the "Usuario" alone', files: M2({ 'scope-sync.md': sync('Respuesta', '- Usuario (2026-06-10 19:10): «Adelante, iteración 2 aprobada.»') }), detail: PASS_AT(4) },
    { name: 'French: an "Escalade" heading', files: M2({ 'scope-sync.md': sync('Escalade avant l\'itération 2', '- Blocage : crit-1') }), detail: PASS_AT(3) },
    { name: 'French: "escaladé"', files: M2({ 'scope-sync.md': sync('Blocages', 'Blocage crit-1 escaladé à l\'utilisateur.') }), detail: PASS_AT(4) },
    { name: 'French: the answer of the "Utilisateur" alone', files: M2({ 'scope-sync.md': sync('Réponse', '- Utilisatrice (2026-06-10 19:10) : « On continue, itération 2 approuvée. »') }), detail: PASS_AT(4) },
    { name: 'acceptance-log.md below the REJECT, in German', files: M2({ 'acceptance-log.md': `${LOG}\nAn den Nutzer eskaliert; Antwort: weiter.\n` }), detail: /; the pre-final-iteration escalation at engagement\/acceptance-log\.md:L8$/ },
    // The user's go-ahead for a round beyond the limit.
    ...[
      'Nutzer (2026-06-11 15:00): Weiter mit Iteration 3.',
      'Der Nutzer hat Iteration 3 freigegeben.',
      'Iteration 3 vom Nutzer freigegeben.',
      'Usuario (2026-06-11 15:00): «Sí, continuamos con la iteración 3.»',
      'La iteración 3 fue aprobada por el usuario.',
      'Utilisateur (2026-06-11 15:00) : « Oui, on continue avec l\'itération 3. »',
      'L\'utilisateur a autorisé l\'itération 3.',
    ].map((answer) => ({ name: `a go-ahead beyond the limit: ${answer}`, files: M3(answer), detail: OVER })),
    // A go-ahead naming no round is placed by its section: "nach Iteration 2" (after), as "after iteration 2".
    {
      name: 'a go-ahead under "Eskalation nach Iteration 2" is for round 3',
      files: { ...M3(''), 'scope-sync.md': `${PRE_FINAL}\n## Eskalation nach Iteration 2\n- Nutzer: Weiter, noch eine Runde.\n` },
      detail: exactly('iteration 3 is over the budget of 2 (size M); user authorisation for iteration 3 at engagement/scope-sync.md:L7'),
    },
    { name: 'no counter', status: 'skip', files: { 'criteria.md': criteria({ size: 'M' }) } },
  ],
  invalid: [
    // Saying it was not escalated, or a Spanish "escalado" that is scaling, records no escalation.
    ...[
      sync('Blocker', 'Blocker crit-1 wurde nicht an den Nutzer eskaliert.'),
      sync('Blocker', 'Keine Eskalation nötig, der Fix ist klein.'),
      sync('Bloqueos', 'Aún no se ha escalado al usuario.'),
      sync('Infra', 'Escalado horizontal a 3 réplicas.'),
      sync('Blocages', 'Le blocage n\'a pas été escaladé.'),
    ].map((s) => ({ name: `no escalation: ${s.split('\n')[3]}`, status: 'warn' as const, files: M2({ 'scope-sync.md': s }), detail: WARN })),
    // A go-ahead negated, still awaited or put as a condition is none.
    ...[
      'Nutzer (2026-06-11 15:00): Iteration 3 ist nicht freigegeben.',
      'Der Nutzer hat Iteration 3 noch nicht genehmigt, wir warten.',
      'Usuario (2026-06-11 15:00): no, la iteración 3 no está aprobada.',
      'Si el usuario aprueba la iteración 3, seguimos.',
      'Utilisateur (2026-06-11 15:00) : l\'itération 3 n\'est pas autorisée.',
      'L\'itération 3 sera autorisée par l\'utilisateur sans doute, en attente.',
    ].map((answer) => ({ name: `no go-ahead: ${answer}`, status: 'fail' as const, files: M3(answer), detail: NOT_OVER })),
    // "antes de la iteración 2" (before) places the go-ahead at round 2, inside the budget: none for round 3.
    {
      name: 'a go-ahead under "Escalación antes de la iteración 2" is for round 2',
      status: 'fail',
      files: { ...M3(''), 'scope-sync.md': '# Scope sync\n\n## Escalación antes de la iteración 2\n- Usuario: adelante, otra ronda.\n' },
      detail: /^iteration 3 is over the budget of 2 \(size M\) and no user authorisation for it is recorded \(the go-ahead for rounds inside the budget: engagement\/scope-sync\.md:L4 for iteration 2\)/,
    },
  ],
});
