import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/whitelist.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };
const outside = (name: string) => ({ file: `engagement/${name}`, line: 1, column: 1, message: exactly(`\`${name}\` is outside the engagement whitelist; move its content into validation-log.md, handoff.md or executor-reports/<name>.md`) });

const forbiddenMention = { 'criteria.md': criteria({}, '# Acceptance criteria\n\n## Explicitly out of scope\n- Do NOT create engagement/notes.md; findings go to validation-log.md\n'), 'notes.md': 'scratch' };
const summaryDeliverable = { 'criteria.md': criteria({}, '# Acceptance criteria\n\n## Deliverables expected\n- engagement/summary.md with the rollout summary\n'), 'summary.md': 'x' };
const research = { 'criteria.md': criteria(), 'code-research.md': 'x', 'design-research.md': 'x', 'brand-research.md': 'x' };

ruleTester(rule, {
  valid: [
    { name: 'compat: a file criteria.md forbids is whitelisted by being mentioned', files: forbiddenMention, options: compat },
    { name: 'compat: a forbidden sidecar criteria.md names as a deliverable passes', files: summaryDeliverable, options: compat },
    { name: "recommended: the protocol tree's optional research files are whitelisted", files: research, options: recommended },
    {
      name: 'recommended: a deliverable named on an ordinary line is still allowed',
      files: { 'criteria.md': criteria({}, '# Acceptance criteria\n\n## Deliverables expected\n- engagement/rollout-plan.md with dates\n'), 'rollout-plan.md': 'x' },
      options: recommended,
    },
  ],
  invalid: [
    {
      name: 'recommended: a file criteria.md explicitly forbids is not whitelisted by being mentioned',
      files: forbiddenMention,
      options: recommended,
      detail: exactly('out-of-whitelist entries: notes.md'),
      findings: [{ file: 'engagement/notes.md', line: 1, column: 1, message: exactly('`notes.md` is a forbidden sidecar: its content belongs in validation-log.md, handoff.md or executor-reports/<name>.md') }],
    },
    {
      name: 'recommended: a forbidden sidecar criteria.md names as a deliverable warns',
      status: 'warn',
      files: summaryDeliverable,
      options: recommended,
      detail: exactly('forbidden sidecars kept because criteria.md names them: summary.md'),
      findings: [{ file: 'engagement/summary.md', line: 1, column: 1, message: exactly('`summary.md` is a forbidden sidecar that criteria.md names; its content belongs in handoff.md (it is the summary)') }],
    },
    {
      name: "compat: the protocol tree's optional research files are not whitelisted",
      files: research,
      options: compat,
      detail: exactly('out-of-whitelist entries: brand-research.md, code-research.md, design-research.md'),
      findings: [outside('brand-research.md'), outside('code-research.md'), outside('design-research.md')],
    },
  ],
});
