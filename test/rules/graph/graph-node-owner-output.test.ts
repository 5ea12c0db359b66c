import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-node-owner-output.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const N1 = '  N1  domain=api   output=src/api.ts    status=pending';
const N2 = '  N2  domain=web   output=web/app.ts    status=pending';
const columnOf = (text: string, line: number, needle: string) => text.split('\n')[line - 1]!.indexOf(needle) + 1;

const twoOwners = edit(BASE, [N1, '  N1  domain=api domain=infra  output=src/api.ts  status=pending']);
const domainAndOwner = edit(BASE, [N1, `${N1}   owner=bob`]);
/** Two owners listed with a comma in one domain=, as two domain= would name them. */
const commaOwners = edit(BASE, [N1, '  N1  domain=frontend,design  output=src/api.ts  status=pending']);
const commaSpaceOwners = edit(BASE, [N1, '  N1  domain=api, infra  output=src/api.ts  status=pending']);
/** A comma with nothing after it names no second owner. */
const trailingComma = edit(BASE, [N1, '  N1  domain=api,  output=src/api.ts  status=pending']);
const repeated = edit(BASE, [N1, `${N1}\n  N1  domain=ops  output=ops.yaml  status=pending`]);
const N2_BAD = '  N2  domain=  output=web/app.ts output=web/b.ts  status=done';
const several = edit(BASE, [N1, '  N1  domain=api  status=pending'], [N2, N2_BAD]);
const N1_BARE = '  N1  output=  status=pending';
const bare = edit(BASE, [N1, N1_BARE]);
const N1_NO_STATUS = '  N1  domain=api   output=src/api.ts';
const noStatus = edit(BASE, [N1, N1_NO_STATUS]);

/** Notes after a node's pairs: a spaced parenthetical and a `#` comment. */
const parenNote = edit(BASE, [N1, `${N1}   (owner: Dana)`]);
const hashNote = edit(BASE, [N1, `${N1}  # owner Dana`]);
const N1_TYPO = '  N1  domain=api   output=src/api.ts    status=pendng   (owner: Dana)';
const typoWithNote = edit(BASE, [N1, N1_TYPO]);
const N1_CASED = '  N1  domain=api   output=src/api.ts    status=Pending';
const casedStatus = edit(BASE, [N1, N1_CASED]);

ruleTester(rule, {
  valid: [
    { name: 'every node has one owner and one output', files: tree(BASE), detail: /3 nodes/ },
    { name: 'a parenthesised note after status=', files: tree(parenNote), detail: /3 nodes/ },
    { name: 'a `#` comment after status=', files: tree(hashNote), detail: /3 nodes/ },
    { name: 'a trailing comma after the one owner', files: tree(trailingComma), detail: /3 nodes/ },
  ],
  invalid: [
    {
      name: 'two owners, at the second domain=',
      files: tree(twoOwners),
      detail: '1 node declaration problem in the DELEGATED GRAPH (line 3)',
      findings: [at(lineOf(twoOwners, 'domain=infra'), columnOf(twoOwners, lineOf(twoOwners, 'domain=infra'), 'domain=infra'), /^node N1 has 2 owners \(domain=api, domain=infra\); one node has one owner$/)],
    },
    {
      // owner= is read as domain=: the line holds one domain= and one owner=, and the finding says so.
      name: 'a domain= and an owner=: two owners, each named as written, at the second',
      files: tree(domainAndOwner),
      findings: [at(lineOf(domainAndOwner, 'owner=bob'), columnOf(domainAndOwner, lineOf(domainAndOwner, 'owner=bob'), 'owner=bob'), 'node N1 has 2 owners (domain=api, owner=bob); one node has one owner')],
    },
    {
      name: 'two owners listed with a comma in one domain=, at that domain=',
      files: tree(commaOwners),
      findings: [at(lineOf(commaOwners, 'domain=frontend'), 7, 'node N1 has 2 owners (domain=frontend,design); one node has one owner')],
    },
    {
      name: 'two owners listed with a comma and a blank',
      files: tree(commaSpaceOwners),
      findings: [at(lineOf(commaSpaceOwners, 'domain=api, infra'), 7, 'node N1 has 2 owners (domain=api, infra); one node has one owner')],
    },
    {
      name: 'a repeated id, naming the first line',
      files: tree(repeated),
      findings: [at(lineOf(repeated, 'domain=ops'), 3, `node id N1 is declared again (first at line ${lineOf(repeated, N1)})`)],
    },
    {
      name: 'a missing output, two outputs, an empty domain and an unknown status',
      files: tree(several),
      detail: /4 node declaration problems/,
      findings: [
        at(lineOf(several, '  N1  domain=api'), 3, /^node N1 has no output= \(the file, folder or commit it produces\)$/),
        at(lineOf(several, N2_BAD), N2_BAD.indexOf('domain=') + 1, /^node N2 has an empty domain=$/),
        at(lineOf(several, N2_BAD), N2_BAD.indexOf('output=web/b.ts') + 1, /^node N2 has 2 output= values; one node has one output$/),
        at(lineOf(several, N2_BAD), N2_BAD.indexOf('status=') + 1, /^node N2 has status=done; expected pending or pre-done$/),
      ],
    },
    {
      name: 'an unknown status followed by a note, quoted without the note',
      files: tree(typoWithNote),
      findings: [at(lineOf(typoWithNote, N1_TYPO), N1_TYPO.indexOf('status=') + 1, /^node N1 has status=pendng; expected pending or pre-done$/)],
    },
    {
      name: 'status=Pending fails with a note that the status words are lower case',
      files: tree(casedStatus),
      findings: [at(lineOf(casedStatus, N1_CASED), N1_CASED.indexOf('status=') + 1, 'node N1 has status=Pending; the status words are lower case: did you mean pending?')],
    },
    {
      name: 'no domain= and an empty output=',
      files: tree(bare),
      findings: [at(lineOf(bare, N1_BARE), 3, 'node N1 has no domain= (its owner)'), at(lineOf(bare, N1_BARE), N1_BARE.indexOf('output=') + 1, 'node N1 has an empty output=')],
    },
    {
      name: 'no status=, at the node',
      files: tree(noStatus),
      findings: [at(lineOf(noStatus, N1_NO_STATUS), 3, 'node N1 has no status= (pending or pre-done)')],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN), detail: /no DELEGATED GRAPH/ },
  ],
});

describe('graph-node-owner-output on degenerate input', () => {
  survivesDegenerate(rule);
});

// Template text left in a node names no owner or output.
const N1_TEMPLATE = '  N1  domain=<owner>  output=<file, dir, or commit>  status=pending';
const N2_TBD = '  N2  domain=TBD  output=TBD  status=pending';
const template = edit(BASE, [N1, N1_TEMPLATE], [N2, N2_TBD]);
/** Real values that merely contain angle brackets or look short. */
const N1_REAL = '  N1  domain=api   output=src/<generated>.ts  status=pending';
const N2_REAL = '  N2  owner=ux-team  output=commit 4e1d9a2  status=pending';
const real = edit(BASE, [N1, N1_REAL], [N2, N2_REAL]);

ruleTester(rule, {
  valid: [{ name: 'values with angle brackets inside a path, an owner= team and a commit output', files: tree(real), detail: /3 nodes/ }],
  invalid: [
    {
      name: 'template owners and outputs, at each placeholder',
      files: tree(template),
      detail: /4 node declaration problems/,
      findings: [
        at(lineOf(template, N1_TEMPLATE), N1_TEMPLATE.indexOf('domain=') + 1, 'node N1 has a placeholder domain=<owner>; name its owner'),
        at(lineOf(template, N1_TEMPLATE), N1_TEMPLATE.indexOf('output=') + 1, 'node N1 has a placeholder output=<file, dir, or commit>; name the file, folder or commit it produces'),
        at(lineOf(template, N2_TBD), N2_TBD.indexOf('domain=') + 1, 'node N2 has a placeholder domain=TBD; name its owner'),
        at(lineOf(template, N2_TBD), N2_TBD.indexOf('output=') + 1, 'node N2 has a placeholder output=TBD; name the file, folder or commit it produces'),
      ],
    },
  ],
});
