import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-return-present.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, PLAN_ONLY, at, edit, lineOf, nthLineOf, survivesDegenerate, tree } from './graph-helpers.js';

const RETURN_N2 = BASE.slice(BASE.indexOf('RETURN: N2'), BASE.indexOf('IMPLEMENTED GRAPH: demo'));
const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));

const unanswered = edit(BASE, [RETURN_N2, '']);
const respawnedOpen = edit(BASE, [SUB_N1, SUB_N1 + SUB_N1]);
const undeclared = edit(BASE, ['IMPLEMENTED GRAPH: demo', 'RETURN: N7\n  STATUS : done\n\nIMPLEMENTED GRAPH: demo']);
const nameless = `${PLAN_ONLY}RETURN:\n  STATUS : done\n`;
const neverSpawned = edit(BASE, ['IMPLEMENTED GRAPH: demo', 'RETURN: N0\n  STATUS : done\n\nIMPLEMENTED GRAPH: demo']);
/** N2's worker answered `RETURN: done` where its prompt's RETURN stands, and wrote no RETURN block. */
const N2_TEMPLATE = 'RETURN:\n  STATUS : done | failed | evolved\n';
const bareInPrompt = edit(BASE, [RETURN_N2, ''], [N2_TEMPLATE, 'RETURN: done\n']);
/** What the protocol requires a RETURN to hold, as the messages say it. */
const HOLDS = 'a RETURN must say STATUS \\(done \\| failed \\| evolved\\), OUTPUT, IMPLEMENTED GRAPH, VERIFY_RESULT \\(pass \\| fail \\+ first failing line \\| not run\\) and SUMMARY \\(3 to 5 sentences\\), with FAILURE_REASON if failed and EVOLVED_SCOPE if evolved';
/** The same in fenced prompt blocks between double rules, the RETURN the last line of the fence. */
const RULE = '═══════════════════════════════════';
const fencedBare = `${PLAN_ONLY}\`\`\`\n${RULE}\n${SUB_N1.trim()}\n\nRETURN:\n  STATUS : done | failed | evolved\n${RULE}\n\`\`\`\n\n${BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2'))}\`\`\`\n${RULE}\n${BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf(N2_TEMPLATE))}\nOUTPUT must exist before returning.\n\nRETURN: done\n${RULE}\n\`\`\`\n\n${BASE.slice(BASE.indexOf('IMPLEMENTED GRAPH: demo'))}`;
const decoratedBare = edit(bareInPrompt, ['RETURN: done\n', 'RETURN: ✅ Completed.\n']);
const unknownStatusInPrompt = edit(BASE, [RETURN_N2, ''], [N2_TEMPLATE, 'RETURN:\n  STATUS : finished\n']);
const bareThenRespawned = edit(BASE, [SUB_N1, SUB_N1.replace('RETURN:\n  STATUS  : done | failed | evolved\n  SUMMARY : <3-5 sentences>', 'RETURN: done') + '\n' + SUB_N1]);
/** A prompt whose RETURN line says more than a status word, with no reply: the spawn is unanswered. */
const wordyTemplate = edit(BASE, [RETURN_N2, ''], [N2_TEMPLATE, 'RETURN: structured block per the protocol\n']);
/** A run still in progress: N2 is spawned and has not returned, and no IMPLEMENTED GRAPH is written yet. */
const inProgress = edit(NO_IMPL, [RETURN_N2, '']);
const SUB_N2 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('RETURN: N2'));
/** A plan that lists every prompt up front, before any spawn. */
const promptsUpFront = `${PLAN_ONLY}${SUB_N1}${SUB_N2}`;

ruleTester(rule, {
  valid: [
    { name: 'every spawn is answered', files: tree(BASE), detail: /^2 spawns, each answered by a RETURN$/ },
    {
      name: 'a run in progress: the last spawn awaits its RETURN and no IMPLEMENTED GRAPH is written yet',
      files: tree(inProgress),
      detail: `1 spawn answered by a RETURN; the run is not finished (no IMPLEMENTED GRAPH follows): N2 (line ${lineOf(inProgress, 'AGENT SUBGRAPH — N2')}) awaits its RETURN`,
    },
    { name: 'a prompt naming no node is no spawn awaiting a RETURN', files: tree(`${PLAN_ONLY}AGENT SUBGRAPH\nWHY : the client needs it\n`), detail: /^0 spawns, each answered by a RETURN$/ },
    {
      name: 'a plan listing its prompts up front, before any spawn returned',
      status: 'skip',
      files: tree(promptsUpFront),
      detail: `the run is not finished (no IMPLEMENTED GRAPH follows): N1 (line ${lineOf(promptsUpFront, 'AGENT SUBGRAPH — N1')}), N2 (line ${lineOf(promptsUpFront, 'AGENT SUBGRAPH — N2')}) await their RETURN`,
    },
  ],
  invalid: [
    {
      name: 'a spawn that never returns, at its AGENT SUBGRAPH',
      files: tree(unanswered),
      detail: '1 spawn or RETURN without a counterpart: every spawned node returns a RETURN block',
      findings: [at(lineOf(unanswered, 'AGENT SUBGRAPH — N2'), 1, /^AGENT SUBGRAPH N2 is never answered by a RETURN block$/)],
    },
    {
      name: 'a re-spawn before the first spawn returned',
      files: tree(respawnedOpen),
      findings: [at(nthLineOf(respawnedOpen, 'AGENT SUBGRAPH — N1', 1), 1, new RegExp(`^AGENT SUBGRAPH N1 has no RETURN before N1 is spawned again at line ${nthLineOf(respawnedOpen, 'AGENT SUBGRAPH — N1', 2)}$`))],
    },
    {
      name: 'a RETURN for an undeclared node',
      files: tree(undeclared),
      findings: [at(lineOf(undeclared, 'RETURN: N7'), 1, /^RETURN for N7, which no DELEGATED GRAPH or AGENT SUBGRAPH declares$/)],
    },
    {
      name: 'a RETURN that names no node',
      files: tree(nameless),
      findings: [at(lineOf(nameless, 'RETURN:'), 1, /RETURN names no node/)],
    },
    {
      name: 'a RETURN for a node that was never spawned',
      status: 'warn',
      files: tree(neverSpawned),
      detail: '1 RETURN answers no spawn',
      findings: [at(lineOf(neverSpawned, 'RETURN: N0'), 1, /^RETURN for N0 answers no AGENT SUBGRAPH: N0 was never spawned before this line$/)],
    },
    {
      name: 'a bare `RETURN: done` in the prompt, at that RETURN line, saying what a RETURN must hold',
      files: tree(bareInPrompt),
      findings: [at(lineOf(bareInPrompt, 'RETURN: done'), 1, new RegExp(`^RETURN of N2 is a bare "done": ${HOLDS}; a bare "done" is a failed return$`))],
    },
    {
      name: 'a bare `RETURN: done` closing a fenced prompt between double rules',
      files: tree(fencedBare),
      findings: [at(lineOf(fencedBare, 'RETURN: done'), 1, /^RETURN of N2 is a bare "done": a RETURN must say STATUS/)],
    },
    {
      name: 'a decorated bare answer (`RETURN: ✅ Completed.`)',
      files: tree(decoratedBare),
      findings: [at(lineOf(decoratedBare, 'RETURN: ✅ Completed.'), 1, /^RETURN of N2 is a bare "Completed": .*; a bare "Completed" is a failed return$/)],
    },
    {
      name: 'a prompt RETURN whose STATUS is no status, at that RETURN',
      files: tree(unknownStatusInPrompt),
      findings: [at(lineOf(unknownStatusInPrompt, 'RETURN:', lineOf(unknownStatusInPrompt, 'AGENT SUBGRAPH — N2')), 1, new RegExp(`^RETURN of N2 is not readable as a return: its STATUS "finished" is not done, failed or evolved; ${HOLDS}$`))],
    },
    {
      name: 'a bare `RETURN: done` and then a re-spawn: at the bare RETURN',
      files: tree(bareThenRespawned),
      findings: [at(lineOf(bareThenRespawned, 'RETURN: done'), 1, new RegExp(`^RETURN of N1 is a bare "done": .*; a bare "done" is a failed return \\(AGENT SUBGRAPH N1 has no other RETURN before N1 is spawned again at line ${nthLineOf(bareThenRespawned, 'AGENT SUBGRAPH — N1', 2)}\\)$`))],
    },
    {
      name: 'a prompt RETURN line that is no status word: the spawn is never answered',
      files: tree(wordyTemplate),
      findings: [at(lineOf(wordyTemplate, 'AGENT SUBGRAPH — N2'), 1, /^AGENT SUBGRAPH N2 is never answered by a RETURN block$/)],
    },
    { name: 'nothing spawned', status: 'skip', files: tree(PLAN_ONLY), detail: /no AGENT SUBGRAPH or RETURN/ },
    {
      name: 'a run in progress handed off under --mode ready: the awaited RETURN is due',
      files: tree(inProgress),
      options: { mode: 'ready' },
      findings: [at(lineOf(inProgress, 'AGENT SUBGRAPH — N2'), 1, /^AGENT SUBGRAPH N2 is never answered by a RETURN block$/)],
    },
    {
      name: 'a run in progress that re-spawned a node before it returned still fails',
      files: tree(edit(respawnedOpen, [BASE.slice(BASE.indexOf('IMPLEMENTED GRAPH: demo')), ''])),
      findings: [at(nthLineOf(respawnedOpen, 'AGENT SUBGRAPH — N1', 1), 1, /^AGENT SUBGRAPH N1 has no RETURN before N1 is spawned again at line \d+$/)],
    },
    {
      name: 'a run in progress whose worker answered a bare `RETURN: done` in the prompt still fails',
      files: tree(edit(bareInPrompt, [BASE.slice(BASE.indexOf('IMPLEMENTED GRAPH: demo')), ''])),
      findings: [at(lineOf(bareInPrompt, 'RETURN: done'), 1, /^RETURN of N2 is a bare "done"/)],
    },
  ],
});

describe('graph-return-present on degenerate input', () => {
  survivesDegenerate(rule);
});
