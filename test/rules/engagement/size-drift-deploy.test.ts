// The sizing table's Deploy column: "preview/staging only" is M, "production deploy" is L. A production
// deploy is one the log says happened: a plan, a dry run or a diff against production, or an apply the log
// says was not done here, is none, and a heading naming production (`## prod`) stands for its section.
import { afterAll } from 'vitest';
import rule from '../../../rules/engagement/size-drift.js';
import { cleanupTrees, criteria } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const STAGING = '# Deploy log — analytics-vpc-peering\n\n## 2026-06-08 14:52 — staging\n| Field | Value |\n|---|---|\n| Command | `terraform -chdir=infra/envs/staging apply staging.tfplan` |\n| Result | Apply complete! Resources: 4 added, 0 changed, 0 destroyed. |\n\n';
/** A deploy log whose staging apply is followed by `rest`, on line 9 on. */
const log = (rest: string) => ({ 'criteria.md': criteria({ size: 'M' }), 'deploy-log.md': `${STAGING}${rest}\n` });
const PLAN_ONLY = 'Plan only, saved as `prod.tfplan` (5 to add, 0 to change, 0 to destroy). Apply is in the 2026-06-20 change window, outside this engagement.';
const atSize = (why: string) => ({ file: 'engagement/criteria.md', line: 4, column: 1, message: `declared size M is below the observed L (${why})` });
const at = (line: number, column: number) => ({ file: 'engagement/deploy-log.md', line, column, message: 'read as a production deploy, the L column of the sizing table; declared size is M' });
/** The M → L failure naming deploy-log.md's line `line` (its text `text`, production at `column`). */
const promoted = (line: number, column: number, text: string) => {
  const why = `deploy-log.md:${line} names a production deploy ("${text}")`;
  return { detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: ${why}`), findings: [atSize(why), at(line, column)] };
};

ruleTester(rule, {
  valid: [
    { name: 'recommended: `## prod` over a plan applied outside this engagement is no production deploy', options: recommended, files: log(`## prod\n${PLAN_ONLY}`), detail: /^size=M matches observations.*deploy=yes/ },
    { name: 'recommended: a production heading that says "plan only, not applied"', options: recommended, files: log('## prod — plan only, not applied\n`terraform -chdir=infra/envs/prod plan -out=prod.tfplan`: 5 to add.') },
    { name: 'recommended: a plan file named after production (`prod.tfplan`), on a line saying plan only', options: recommended, files: log(PLAN_ONLY) },
    { name: 'recommended: production named on a line saying plan only', options: recommended, files: log('- Prod: plan only (5 to add); the apply is the platform team\'s.') },
    { name: 'recommended: `terraform plan` against production', options: recommended, files: log('- prod: `terraform -chdir=infra/envs/prod plan -out=prod.tfplan` → 5 to add, 0 to change') },
    { name: 'recommended: a `helm diff` of production', options: recommended, files: log('## Production\n- `helm diff upgrade api ./chart -f values-prod.yaml`: 2 resources change') },
    { name: 'recommended: a server dry run against production', options: recommended, files: log('- `kubectl apply --dry-run=server -f k8s/prod/`: 3 configured (dry run)') },
    { name: 'recommended: a dry run of the production deploy', options: recommended, files: log('Dry run of the production deploy: no errors.') },
    { name: 'recommended: a production section whose apply is left to the change window', options: recommended, files: log('## Production\n| Step | Status |\n|---|---|\n| Apply | outside this engagement (change window 2026-06-20) |') },
    { name: 'skips without criteria.md', status: 'skip', options: recommended, files: { 'deploy-log.md': '## prod\n- deployed\n' } },
  ],
  invalid: [
    {
      name: 'recommended: `## prod` over an apply is a production deploy, named at the heading',
      options: recommended,
      files: log('## prod\n| Command | `terraform -chdir=infra/envs/prod apply prod.tfplan` |\n| Result | Apply complete! Resources: 5 added. |'),
      ...promoted(9, 4, '## prod'),
    },
    {
      name: 'recommended: a production section that plans first and then says it applied',
      options: recommended,
      files: log('## prod\nPlan only at first (CAB pending).\nApplied at 16:00 after the CAB approved.'),
      ...promoted(9, 4, '## prod'),
    },
    {
      name: 'recommended: a line that plans and applies production',
      options: recommended,
      files: log('- prod: `terraform plan` then `terraform apply` at 16:00'),
      ...promoted(9, 3, '- prod: `terraform plan` then `terraform apply` at 16:00'),
    },
    {
      name: 'recommended: a deploy to production after a dry run',
      options: recommended,
      files: log('Deployed to production after a dry run.'),
      ...promoted(9, 13, 'Deployed to production after a dry run.'),
    },
    {
      name: 'recommended: a production section with a deploy command, whatever else is pending',
      options: recommended,
      files: log('## Production\n- `fly deploy --app billing`\n- Smoke tests: pending'),
      ...promoted(9, 4, '## Production'),
    },
    {
      name: 'compat: any deploy log is still L',
      files: log(`## prod\n${PLAN_ONLY}`),
      detail: exactly('size drift: criteria.md size=M but observations indicate L; triggers: deploy-log.md exists'),
      findings: [atSize('deploy-log.md exists')],
    },
    {
      name: 'recommended: ux_heavy: true below L still warns beside a plan-only production section',
      status: 'warn',
      options: recommended,
      files: { ...log(`## prod\n${PLAN_ONLY}`), 'criteria.md': criteria({ size: 'M', ux_heavy: 'true' }) },
      detail: /^size=M with ux_heavy=true/,
      findings: [{ file: 'engagement/criteria.md', line: 5, column: 1, message: 'ux_heavy: true is an L indicator in the sizing table; declared size is M' }],
    },
  ],
});
