// The protocol's nine operation classes under --preset recommended: a production deploy or a secret rotation in any
// tool's words, no local `git reset`, and prose that gives an operation to other work than this change. Compat keeps
// the reference's verdicts.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

/** Long runs of the deploy and secret commands' words, one a line, then 100k blanks (also bench/hostile.mjs). */
const DEPLOY_WORD_RUNS = `${['make deploy ', '`./deploy.sh ', './scripts/deploy.sh prod', 'git push heroku ', 'git push origin x ', 'ENV=production ', ' prod', 'kamal deploy -d ', 'vault kv -a x ', 'heroku config:set ', '`', ' #'].map((s) => `${s.repeat(Math.ceil(100_000 / s.length))}\n`).join('')}${' '.repeat(100_000)}\n`;

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const NO_OK = /; no user OK in scope-sync\.md$/;
/** A handoff with `lines` as prose from line 3. */
const prose = (lines: string[]) => ({ 'handoff.md': `# Handoff\n## 8. Deploy log\n${lines.join('\n')}\n` });
/** A handoff whose code block holds `lines`, from line 3. */
const block = (lines: string[]) => ({ 'handoff.md': `# Handoff\n\`\`\`sh\n${lines.join('\n')}\n\`\`\`\n` });

// The probe's cases: a deploy script, a Heroku remote, a make target, a vault write.
const released = 'Released to production with `./scripts/deploy.sh production v1.2.0` (rollback: `./scripts/deploy.sh production v1.1.9`).';
const rotated = 'Rotated the production API secret: `vault kv put secret/app/prod API_SECRET=@new.txt`.';
const deployCommands = [
  './scripts/deploy.sh production v1.2.0',
  'git push heroku-production v3.14.0:main',
  'git push heroku main',
  'git push origin HEAD:production',
  'make deploy ENV=production TAG=e3b1a90',
  'ENV=production bin/release',
  'npm run deploy:prod',
  'cap production deploy',
  'kamal deploy -d production',
  'npx serverless deploy --stage prod',
  'cf push shop-prod',
];
const notDeploys = [
  './scripts/deploy.sh staging v1.2.0',
  './scripts/deploy.sh production --dry-run',
  './scripts/deploy.sh staging  # production is manual',
  'git push heroku-staging main',
  'git push origin feature/products',
  'make deploy ENV=staging',
  'npm run deploy:preview',
  'eb deploy shop-preprod',
  'vercel rollback dpl_5Hq1mZ',
  'we ship to production on Fridays',
];
const rotations = [
  'vault kv put secret/orders/prod ORDERS_CURSOR_KEY=@new-key.txt',
  'aws secretsmanager put-secret-value --secret-id orders/prod --secret-string file://key.json',
  'aws iam create-access-key --user-name ci',
  'gcloud secrets versions add db-pass --data-file=-',
  'az keyvault secret set --vault-name shop --name db --value x',
  'kubectl create secret generic db --from-literal=password=x',
  'gh secret set NPM_TOKEN',
  'fly secrets set STRIPE_KEY=sk_live_x',
  'heroku config:set STRIPE_SECRET_KEY=sk_live_x',
  'vault write -f database/rotate-root/pg',
];
const notRotations = [
  'vault kv get secret/app',
  'aws secretsmanager get-secret-value --secret-id x',
  'gcloud secrets versions access latest --secret db-pass',
  'kubectl create secret generic db --from-literal=x=y --dry-run=client -o yaml',
  'heroku config:set LOG_LEVEL=debug',
];

ruleTester(rule, {
  valid: [
    { name: 'compat: a deploy script and a vault write, as the reference reads them', files: prose([released, rotated]) },
    ...notDeploys.map((line) => ({ name: `recommended: ${line} is no production deploy`, files: block([line]), options: recommended })),
    ...notRotations.map((line) => ({ name: `recommended: ${line} rotates no secret`, files: block([line]), options: recommended })),
    {
      name: 'recommended: a deploy script named in a sentence, outside a code span, is prose',
      files: prose(['- scripts/deploy.sh now supports production and staging.', 'Next, make deploy to production simpler.']),
      options: recommended,
    },
    { name: 'recommended: a sentence saying the deploy was not run', files: prose(['We did not run `./scripts/deploy.sh production` from this branch.']), options: recommended },
    {
      name: 'recommended: the user OK naming the deploy and the rotation by their commands',
      files: {
        ...prose([released, rotated]),
        'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-10 11:20\n- `./scripts/deploy.sh production v1.2.0`: user OK in chat 11:19\n- `vault kv put secret/app/prod`: user OK in chat 11:19\n',
      },
      options: recommended,
    },
    // Not one of the protocol's nine classes: a local reset discards local work only.
    { name: 'recommended: a local git reset --hard in a worktree', files: prose(['The failed local merge in the integration worktree was discarded with `git reset --hard HEAD`; nothing was pushed.']), options: recommended },
    // An operation the sentence gives to other work.
    ...[
      'Not part of this change: the v1 sunset engagement will later run `DROP TABLE orders_v1;` and ask the user then.',
      'A follow-up engagement will run `DROP TABLE orders_v1;` once the export is archived.',
      '`DROP TABLE orders_v1;` is left for a follow-up engagement.',
      '`DROP TABLE orders_v1;` — not run.',
      'Out of scope: `DROP TABLE orders_v1` (the sunset team owns it).',
      'The previous engagement released with `./scripts/deploy.sh production v1.0.0`.',
      'In the previous engagement we ran `vercel --prod` with the user OK.',
      'Не входит в это изменение: `DROP TABLE orders_v1` выполнит следующий энгейджмент.',
    ].map((line) => ({ name: `recommended: other work's operation: ${line}`, files: prose([line]), options: recommended })),
  ],
  invalid: [
    {
      name: 'recommended: a deploy script and a vault write in prose code spans (min-05)',
      files: prose([released, rotated]),
      options: recommended,
      detail: 'dangerous ops without user OK: deploy-prod-direct, secret-rotation-explicit',
      findings: [
        { file: HANDOFF, line: 3, column: released.indexOf('./scripts') + 1, message: /^deploy-prod-direct: direct production deploy — "Released to production with/ },
        { file: HANDOFF, line: 4, column: rotated.indexOf('vault') + 1, message: /^secret-rotation-explicit: secret rotation or deletion — "Rotated the production API secret/ },
      ],
    },
    ...deployCommands.map((line) => ({
      name: `recommended: ${line} in a code block`,
      files: block([line]),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 1, message: NO_OK }],
    })),
    ...['- Command: `git push heroku-production v3.14.0:main`', '- `make deploy ENV=production TAG=e3b1a90` from the release runner'].map((line) => ({
      name: `recommended: a deploy recorded in deploy-log.md: ${line}`,
      files: { 'handoff.md': '# Handoff\n## 8. Deploy log\nSee `engagement/deploy-log.md`.\n', 'deploy-log.md': `# Deploy log\n## Production — 2026-05-20 11:05\n${line}\n` },
      options: recommended,
      detail: 'dangerous ops without user OK: deploy-prod-direct',
      findings: [{ file: 'engagement/deploy-log.md', line: 3, column: line.search(/git|make/) + 1, message: NO_OK }],
    })),
    {
      name: 'recommended: a deploy step a workflow adds in the diff',
      files: {},
      system: fakeSystem({ diff: 'diff --git a/.github/workflows/release.yml b/.github/workflows/release.yml\n--- a/.github/workflows/release.yml\n+++ b/.github/workflows/release.yml\n@@ -10,1 +10,2 @@\n       - uses: actions/checkout@v4\n+      - run: ./scripts/deploy.sh production ${{ github.ref_name }}\n' }),
      options: recommended,
      findings: [{ file: '.github/workflows/release.yml', line: 11, column: 14, message: /^deploy-prod-direct: / }],
    },
    ...rotations.map((line) => ({
      name: `recommended: ${line}`,
      files: block([line]),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 1, message: /^secret-rotation-explicit: secret rotation or deletion — .*; no user OK in scope-sync\.md$/ }],
    })),
    {
      name: 'recommended: a Heroku push OK-ed by its command, in a clone without its base: a warning, not a pass',
      status: 'warn',
      files: { ...block(['git push heroku-production v3.14.0:main']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-02 10:00\n- `git push heroku-production v3.14.0:main`: user OK via chat\n' },
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base.' }) },
      options: recommended,
      detail: /; 1 dangerous op found, each named in scope-sync\.md under a `## Dangerous-op user OK` heading, by its id or its command \(deploy-prod-direct\)$/,
      findings: [],
    },
    {
      name: 'compat: a local git reset --hard, as the reference reads it',
      files: prose(['The failed local merge in the integration worktree was discarded with `git reset --hard HEAD`; nothing was pushed.']),
      detail: 'dangerous ops without user OK: git-reset-hard',
    },
    {
      name: 'compat: an operation for a later engagement, as the reference reads it',
      files: prose(['Not part of this change: the v1 sunset engagement will later run `DROP TABLE orders_v1;` and ask the user then.']),
      detail: 'dangerous ops without user OK: sql-drop-table',
    },
    // Neither gives the operation to other work.
    ...['This engagement will later run `DROP TABLE orders_v1;` after the export.', 'Unlike the previous engagement, we ran `vercel --prod` ourselves.', 'After the deploy we ran `DROP TABLE orders_v1;` — not run in staging though.'].map((line) => ({
      name: `recommended: still this change's operation: ${line}`,
      files: prose([line]),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: line.search(/DROP|vercel/) + 1, message: NO_OK }],
    })),
  ],
});

// Long runs of these commands' words (100k characters a line) are bench/hostile.mjs's danger-deploy-and-secret-word-runs: their time is measured there.
describe('danger-scan (recommended): production deploys and secret rotations on hostile lines', () => {
  it('long runs of their words are read to a verdict', async () => {
    const r = await lint(rule, { files: { 'handoff.md': DEPLOY_WORD_RUNS }, options: recommended });
    expect(r.status).toBe('fail');
  });
});
