/** TeamAugment's "keep/add" answer in a rendering: `Keep: everyone`, a group named in words, and words after a kept name. */
import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-team-shape.js';
import { ruleTester } from '../../rule-tester.js';
import { DEFAULTS, MD, cleanupContracts, mdCase, posIn, rendering } from './helpers.js';

afterAll(cleanupContracts);

const team = (lines: string[]) => rendering({ 'Team Structure': ['Team: checkout-squad', ...lines, 'security-reviewer (general-purpose): payment-flow validation', 'api-historian (Explore): old payments API callers'], Defaults: DEFAULTS });
// Every member kept, none removed: an Augmented team ("keep/add"), whatever verb keeps them.
const KEPT_ALL = [
  ['Members: ana, bo', 'Keep: everyone'],
  ['Members: ana, bo', 'Keep: all current members'],
  ['Members: ana, bo', 'Retain: all'],
  ['Members: ana, bo', 'Retained: the whole team'],
  ['Members: ana (code-reviewer), bo (test-runner)', 'Keep: the existing reviewers as-is'],
  ['Members: ana, bo', 'Keep: ana and bo as they are'],
  ['Members: ana, bo', 'Kept: ana as-is, bo unchanged'],
  ['Current team: ana, bo', 'Keep: ana, bo (both stay)'],
  ['Keep: everyone'],
  ['Keep: the existing reviewers as-is'],
  ['Keep: existing members unchanged (no removals)'],
];
const keepExceptStranger = team(['Members: ana, bo', 'Keep: everyone except zed']);
const keptStranger = team(['Members: ana, bo', 'Keep: ana, zed as they are']);

ruleTester(rule, {
  valid: [
    ...KEPT_ALL.map((lines) => ({ name: `every member kept, none removed, is an Augmented team: ${lines.join(' / ')}`, ...mdCase(team(lines)), detail: 'Augmented team with 2 roles' })),
    ...[['Members: ana, bo, cy', 'Keep: everyone except cy'], ['Members: ana, bo, cy', 'Keep: everyone but:\n  - cy'], ['Members: ana, bo, cy', 'Keep: everyone', 'Drop: cy'], ['Keep: everyone except cy'], ['Members: ana, bo', 'Keep: ana as-is']].map((lines) => ({
      name: `a member removed, or not kept, is a Restructured team: ${lines.join(' / ')}`,
      ...mdCase(team(lines)),
      detail: 'Restructured team with 2 roles',
    })),
  ],
  invalid: [
    {
      name: '`Keep: everyone except zed` removes zed, who is no member',
      ...mdCase(keepExceptStranger),
      findings: [{ file: MD, ...posIn(keepExceptStranger, 'Keep: everyone except ', 'zed'), message: 'removed agent "zed" is not a member of the team' }],
    },
    {
      name: 'words after a kept name are dropped, the name is still checked: `Keep: ana, zed as they are`',
      ...mdCase(keptStranger),
      findings: [{ file: MD, ...posIn(keptStranger, 'Keep: ana, ', 'zed'), message: 'retained agent "zed" is not a member of the team' }],
    },
    // Names are compared as written: one agent entered twice in two cases is said, not failed.
    { name: 'a member written again in another case warns', status: 'warn', ...mdCase(team(['Members: ledger-dev, Ledger-Dev'])) },
    { name: 'a Solo rendering has no team to keep', status: 'skip', ...mdCase(rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS })), findings: [] },
  ],
});
