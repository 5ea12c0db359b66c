import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-retry.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, PLAN_ONLY, at, edit, nthLineOf, survivesDegenerate, tree } from './graph-helpers.js';

const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
const FAILED_N1 = 'RETURN: N1\n  STATUS : failed\n  FAILURE_REASON : timeout\n\n';
const retried = (second: string) => edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_N1}${second}`]);

const changedSubgraph = retried(SUB_N1.replace('GET /items → list → json', 'GET /items?page → list → json'));
const changedTask = retried(SUB_N1.replace('2. Test it.', '2. Test it twice.'));
const thrice = edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_N1}${SUB_N1}${FAILED_N1}${SUB_N1}`]);
const CHANGED = SUB_N1.replace('GET /items → list → json', 'GET /items?tenant → list → json');
const evolved = edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_N1}${CHANGED}${FAILED_N1}${CHANGED}`], ['EVOLUTIONS : none', 'EVOLUTIONS : [{ node: N1, original_scope: all items, evolved_scope: per tenant }]']);
const evolvedTwice = edit(evolved, [`${FAILED_N1}${CHANGED}`, `${FAILED_N1}${CHANGED.replace('tenant', 'region')}`]);
const DONE_N1 = 'RETURN: N1\n  STATUS : done\n  OUTPUT : src/api.ts\n\n';
const afterDone = edit(BASE, [SUB_N1, `${SUB_N1}${DONE_N1}${SUB_N1}`]);
const firstN1 = (text: string) => nthLineOf(text, 'AGENT SUBGRAPH — N1', 1);
const FOOTER = 'RETRY : coordinator re-spawns once on failure with identical subgraph.\nEVOLVE: coordinator re-plans the node on evolved; see Evolution.\n';
/** N1's prompt with the template's closing RETRY and EVOLVE lines. */
const SUB_N1_FOOTER = SUB_N1.replace('  SUMMARY : <3-5 sentences>\n', `  SUMMARY : <3-5 sentences>\n\n${FOOTER}`);
const footerLeftOut = edit(BASE, [SUB_N1, `${SUB_N1_FOOTER}${FAILED_N1}${SUB_N1}`]);
const footerAdded = edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_N1}${SUB_N1_FOOTER}`]);
const footerChanged = edit(BASE, [SUB_N1, `${SUB_N1_FOOTER}${FAILED_N1}${SUB_N1_FOOTER.replace('re-spawns once', 're-spawns twice')}`]);
const verifyLeftOut = retried(SUB_N1.replace('VERIFY       : npm test -- api\n', ''));

ruleTester(rule, {
  valid: [
    { name: 'no node is spawned twice', files: tree(BASE), detail: /^no node was spawned twice$/ },
    { name: 'one verbatim retry, whitespace aside', files: tree(retried(SUB_N1.replace('WHY          :', 'WHY :'))), detail: /1 node retried within the limit/ },
    { name: 'one verbatim retry, the arrows spelled `->` and `=>`', files: tree(retried(SUB_N1.replace('GET /items → list → json', 'GET /items -> list => json'))), detail: /1 node retried within the limit/ },
    { name: 'one changed re-spawn and its retry when EVOLUTIONS records the node', files: tree(evolved) },
    { name: 'a retry that leaves out the RETRY and EVOLVE lines, the coordinator\'s notes', files: tree(footerLeftOut), detail: /1 node retried within the limit/ },
    { name: 'a retry that adds the RETRY and EVOLVE lines', files: tree(footerAdded), detail: /1 node retried within the limit/ },
  ],
  invalid: [
    {
      name: 'a retry that changes the subgraph, at the changed field',
      files: tree(changedSubgraph),
      detail: '1 retry problem: retry once, with the identical subgraph',
      findings: [
        at(nthLineOf(changedSubgraph, 'SUBGRAPH     :', 2), 1, `retry of N1 changes SUBGRAPH from the AGENT SUBGRAPH at line ${firstN1(changedSubgraph)} and EVOLUTIONS records no change for it`),
      ],
    },
    {
      name: 'a retry that rewrites the RETRY line both spawns write',
      files: tree(footerChanged),
      findings: [at(nthLineOf(footerChanged, 'RETRY :', 2), 1, `retry of N1 changes RETRY from the AGENT SUBGRAPH at line ${firstN1(footerChanged)} and EVOLUTIONS records no change for it`)],
    },
    {
      name: 'a retry that leaves out VERIFY: the message says left out, at the retry\'s header',
      files: tree(verifyLeftOut),
      findings: [at(nthLineOf(verifyLeftOut, 'AGENT SUBGRAPH — N1', 2), 1, `retry of N1 leaves out VERIFY of the AGENT SUBGRAPH at line ${firstN1(verifyLeftOut)} and EVOLUTIONS records no change for it`)],
    },
    {
      name: 'a changed TASK list, at its first changed step (not the TASK header)',
      files: tree(changedTask),
      findings: [at(nthLineOf(changedTask, '2. Test it twice.', 1), 1, `retry of N1 changes TASK from the AGENT SUBGRAPH at line ${firstN1(changedTask)} and EVOLUTIONS records no change for it`)],
    },
    {
      name: 'a spawn after a RETURN that said done, at its header',
      files: tree(afterDone),
      detail: '1 retry problem: only a failed node is re-spawned',
      findings: [at(nthLineOf(afterDone, 'AGENT SUBGRAPH — N1', 2), 1, `N1 is spawned again after its RETURN at line ${nthLineOf(afterDone, 'RETURN: N1', 1)} said done; only a failed node is re-spawned (an evolved one re-planned)`)],
    },
    {
      name: 'a third spawn',
      files: tree(thrice),
      findings: [at(nthLineOf(thrice, 'AGENT SUBGRAPH — N1', 3), 1, new RegExp(`^N1 is spawned 3 times \\(first at line ${firstN1(thrice)}\\); retry at most once, then mark it FAILED$`))],
    },
    {
      name: 'an evolved node whose retry changes the subgraph again',
      files: tree(evolvedTwice),
      findings: [at(nthLineOf(evolvedTwice, 'SUBGRAPH     :', 3), 1, new RegExp(`^retry of N1 changes SUBGRAPH from the AGENT SUBGRAPH at line ${nthLineOf(evolvedTwice, 'AGENT SUBGRAPH — N1', 2)} more than once$`))],
    },
    { name: 'no AGENT SUBGRAPH blocks', status: 'skip', files: tree(PLAN_ONLY), detail: 'no AGENT SUBGRAPH block in graph.md' },
  ],
});

describe('graph-retry on degenerate input', () => {
  survivesDegenerate(rule);
});

const EVOLVED_N1 = 'RETURN: N1\n  STATUS : evolved\n  EVOLVED_SCOPE : per tenant\n\n';
const REGION = CHANGED.replace('tenant', 'region');
/** N1 evolves twice; each evolution rewrites and re-spawns it. */
const evolvesTwice = edit(
  BASE,
  [SUB_N1, `${SUB_N1}${EVOLVED_N1}${CHANGED}${EVOLVED_N1}${REGION}`],
  ['EVOLUTIONS : none', 'EVOLUTIONS : [{ node: N1, original_scope: all items, evolved_scope: per tenant }, { node: N1, original_scope: per tenant, evolved_scope: per region }]'],
);
/** The second evolution's re-spawn fails, is retried verbatim, and is then spawned once more. */
const retriedTwiceAfterEvolving = edit(evolvesTwice, [`${EVOLVED_N1}${REGION}`, `${EVOLVED_N1}${REGION}${FAILED_N1}${REGION}${FAILED_N1}${REGION}`]);

ruleTester(rule, {
  valid: [
    { name: 'a node that evolves twice, re-spawned with its rewritten subgraph each time', files: tree(evolvesTwice) },
    { name: 'an evolved re-spawn that fails and is retried verbatim', files: tree(edit(evolvesTwice, [`${EVOLVED_N1}${REGION}`, `${EVOLVED_N1}${REGION}${FAILED_N1}${REGION}`])) },
  ],
  invalid: [
    {
      name: 'a second retry after an evolution, at the extra spawn',
      files: tree(retriedTwiceAfterEvolving),
      findings: [at(nthLineOf(retriedTwiceAfterEvolving, 'AGENT SUBGRAPH — N1', 5), 1, `N1 is spawned again after its retry (first spawn at line ${firstN1(retriedTwiceAfterEvolving)}); retry at most once, then mark it FAILED`)],
    },
    {
      name: 'a retry after an evolution that changes the subgraph again',
      files: tree(edit(evolvesTwice, [`${EVOLVED_N1}${REGION}`, `${EVOLVED_N1}${REGION}${FAILED_N1}${CHANGED}`])),
      findings: [
        at(
          nthLineOf(edit(evolvesTwice, [`${EVOLVED_N1}${REGION}`, `${EVOLVED_N1}${REGION}${FAILED_N1}${CHANGED}`]), 'SUBGRAPH     :', 4),
          1,
          `retry of N1 changes SUBGRAPH from the AGENT SUBGRAPH at line ${nthLineOf(evolvesTwice, 'AGENT SUBGRAPH — N1', 3)}; a retry repeats the subgraph verbatim`,
        ),
      ],
    },
  ],
});

/** N1's first spawn with every field but the scope rewritten, as `scope` says. */
const rewrite = (scope: boolean, kept: boolean) => {
  let s = SUB_N1;
  if (scope) s = s.replace('GET /items → list → json', 'GET /items?tenant → list → json').replace('INPUTS       : none', 'INPUTS       : docs/spec.md (N0)').replace('2. Test it.', '2. Test it per tenant.');
  if (kept) {
    s = s
      .replace('the client needs an endpoint to call', 'sales promised it')
      .replace('Design Thinking §2 §6', 'none needed')
      .replace('npm test -- api', 'coordinator verifies')
      .replace('touch only src/api.ts', 'none');
  }
  return s;
};
const EVOLUTIONS_N1 = ['EVOLUTIONS : none', 'EVOLUTIONS : [{ node: N1, original_scope: all items, evolved_scope: per tenant }]'] as [string, string];
const evolvedRespawn = (second: string) => edit(BASE, [SUB_N1, `${SUB_N1}${EVOLVED_N1}${second}`], EVOLUTIONS_N1);
const everyField = evolvedRespawn(rewrite(true, true));
const firstSpawn = (text: string) => nthLineOf(text, 'AGENT SUBGRAPH — N1', 1);
const keptMessage = (text: string, field: string, needle: string) =>
  at(
    nthLineOf(text, needle, 2),
    1,
    `re-spawn of N1 after its evolution changes ${field}: line ${nthLineOf(text, needle, 2)} differs from line ${nthLineOf(text, needle, 1)} of the AGENT SUBGRAPH at line ${firstSpawn(text)}; an evolution rewrites the scope (SUBGRAPH, TASK, INPUTS, OUTPUT) and keeps every other field`,
  );
/** EVOLUTIONS records N1 but the transcript shows no evolved RETURN: the one changed spawn is the evolution's. */
const recordedOnly = edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_N1}${rewrite(true, false).replace('npm test -- api', 'coordinator verifies')}`], EVOLUTIONS_N1);

ruleTester(rule, {
  valid: [
    { name: 'an evolution that rewrites SUBGRAPH, TASK and INPUTS and keeps every other field', files: tree(evolvedRespawn(rewrite(true, false))) },
    {
      // Seed 003 § Evolution: the re-spawn after `evolved` carries the new scope; it is no retry. A missing EVOLUTIONS entry is graph-compare-evolutions'.
      name: 'the rewritten re-spawn after an evolved RETURN is no retry, whether or not EVOLUTIONS records it',
      files: tree(edit(evolvedRespawn(rewrite(true, false)), EVOLUTIONS_N1.slice().reverse() as [string, string])),
    },
    {
      name: 'an evolution\'s re-spawn that leaves out the RETRY and EVOLVE lines of the first spawn',
      files: tree(edit(BASE, [SUB_N1, `${SUB_N1_FOOTER}${EVOLVED_N1}${rewrite(true, false)}`], EVOLUTIONS_N1)),
    },
  ],
  invalid: [
    {
      name: 'an evolution that rewrites every field: each kept field fails, naming both lines',
      files: tree(everyField),
      detail: "4 retry problems: an evolution's re-spawn rewrites the scope and keeps every other field",
      findings: [keptMessage(everyField, 'WHY', 'WHY '), keptMessage(everyField, 'METHOD', 'METHOD '), keptMessage(everyField, 'VERIFY', 'VERIFY '), keptMessage(everyField, 'CONSTRAINTS', 'CONSTRAINTS ')],
    },
    {
      name: 'a kept field changed after an evolution EVOLUTIONS does not record: the kept fields only, not the scope change',
      files: tree(edit(everyField, EVOLUTIONS_N1.slice().reverse() as [string, string])),
      findings: [keptMessage(everyField, 'WHY', 'WHY '), keptMessage(everyField, 'METHOD', 'METHOD '), keptMessage(everyField, 'VERIFY', 'VERIFY '), keptMessage(everyField, 'CONSTRAINTS', 'CONSTRAINTS ')],
    },
    {
      name: 'an evolution\'s re-spawn that leaves out a kept field: the message says left out, at the re-spawn\'s header',
      files: tree(evolvedRespawn(rewrite(true, false).replace('METHOD       : Design Thinking §2 §6\n', ''))),
      findings: [
        at(
          nthLineOf(evolvedRespawn(rewrite(true, false)), 'AGENT SUBGRAPH — N1', 2),
          1,
          `re-spawn of N1 after its evolution leaves out METHOD: the AGENT SUBGRAPH at line ${firstSpawn(everyField)} writes it at line ${nthLineOf(everyField, 'METHOD ', 1)}; an evolution rewrites the scope (SUBGRAPH, TASK, INPUTS, OUTPUT) and keeps every other field`,
        ),
      ],
    },
    {
      name: 'a kept field changed by the re-spawn EVOLUTIONS records, with no evolved RETURN shown',
      files: tree(recordedOnly),
      findings: [keptMessage(recordedOnly, 'VERIFY', 'VERIFY ')],
    },
  ],
});

// Seed 003 § Evolution: "Rewrite that node's AGENT SUBGRAPH with the new scope … Re-spawn the node with the updated subgraph."
const sameScope = evolvedRespawn(SUB_N1);
const unchanged = (text: string, spawn: number, evolvedReturn: number) =>
  at(
    nthLineOf(text, 'AGENT SUBGRAPH — N1', spawn),
    1,
    `re-spawn of N1 after its evolved RETURN (line ${nthLineOf(text, 'STATUS : evolved', evolvedReturn) - 1}) repeats the scope of the AGENT SUBGRAPH at line ${nthLineOf(text, 'AGENT SUBGRAPH — N1', spawn - 1)} unchanged; an evolution rewrites the node's AGENT SUBGRAPH with the new scope (SUBGRAPH, TASK, INPUTS, OUTPUT)`,
  );
const spacedOut = evolvedRespawn(SUB_N1.replace('SUBGRAPH     : GET /items → list → json', 'SUBGRAPH :   GET /items  →  list → json').replace('2. Test it.', '2.   Test it.'));
const sameScopeNewWhy = evolvedRespawn(SUB_N1.replace('the client needs an endpoint to call', 'sales promised it'));
/** The second evolution's re-spawn repeats the first evolution's rewritten scope. */
const secondUnchanged = edit(evolvesTwice, [`${EVOLVED_N1}${REGION}`, `${EVOLVED_N1}${CHANGED}`]);

ruleTester(rule, {
  valid: [{ name: 'an evolution that rewrites only the TASK steps', files: tree(evolvedRespawn(SUB_N1.replace('2. Test it.', '2. Test it per tenant.'))) }],
  invalid: [
    {
      name: 'a re-spawn after an evolved RETURN with the same AGENT SUBGRAPH, at its header',
      files: tree(sameScope),
      detail: "1 retry problem: an evolution's re-spawn rewrites the scope and keeps every other field",
      findings: [unchanged(sameScope, 2, 1)],
    },
    { name: 'the same scope with only whitespace changed', files: tree(spacedOut), findings: [unchanged(spacedOut, 2, 1)] },
    {
      name: 'the same scope and a changed WHY: both findings',
      files: tree(sameScopeNewWhy),
      findings: [keptMessage(sameScopeNewWhy, 'WHY', 'WHY '), unchanged(sameScopeNewWhy, 2, 1)],
    },
    {
      name: "a second evolution's re-spawn that repeats the first evolution's scope, against the spawn before it",
      files: tree(secondUnchanged),
      findings: [unchanged(secondUnchanged, 3, 2)],
    },
  ],
});
