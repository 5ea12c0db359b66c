// The words an operation's line must hold before its pattern runs (`need`) never keep a match out: every line of
// danger-scan's tests and of the examples that a pattern matches holds them.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LetterRegex } from '../../../packages/core/src/letters.js';
import { OPS, PROTOCOL_OPS, type Op } from '../../../rules/engagement/lib/danger-ops.js';
import { repoRoot } from '../../cli-helpers.js';

/** Every line of the files below `dir` whose name passes `keep`, with `\`` and `\\n` escapes of test sources undone. */
function corpus(dir: string, keep: (name: string) => boolean): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!e.isFile() || !keep(e.name)) continue;
    const text = fs.readFileSync(path.join(e.parentPath, e.name), 'utf8').replace(/\\`/g, '`').replace(/\\n/g, '\n');
    out.push(...text.split('\n'));
  }
  return out;
}
const lines = [...corpus(path.join(repoRoot, 'test/rules/engagement'), (n) => n.startsWith('danger-scan')), ...corpus(path.join(repoRoot, 'examples'), (n) => /\.(?:md|sql|sh|ya?ml|py|ts)$/.test(n))];
const matches = (op: Op, text: string) => (op.re instanceof LetterRegex ? op.re.for(text) : op.re).test(text);

describe('danger-scan: the words an operation needs', () => {
  it.each([
    ['the reference operations', OPS],
    ['the protocol operations', PROTOCOL_OPS],
  ])('%s: every line a pattern matches holds them', (_, ops) => {
    let matched = 0;
    for (const op of ops)
      for (const text of lines)
        if (matches(op, text)) {
          matched++;
          expect(op.need?.test(text) ?? true, `${op.id}: ${text}`).toBe(true);
        }
    expect(matched).toBeGreaterThan(300);
  });

  it('a production deploy in any of its spellings holds them; a line naming production in passing does not run the pattern', () => {
    const deploy = PROTOCOL_OPS.find((op) => op.id === 'deploy-prod-direct')!;
    const deploys = [
      'vercel --prod',
      'fly deploy --strategy immediate',
      'railway up --service web --env production',
      'gh release create v1.2.0',
      'helm upgrade shop ./chart -n production',
      'kubectl apply -f k8s/ --namespace prod',
      'kubectl -n production set image deploy/web web=shop:1.4',
      'kubectl --context prod-eu rollout restart deploy/web',
      'gcloud run deploy shop --project acme-prod',
      'aws ecs update-service --cluster prod --service web',
      'ansible-playbook -i production site.yml',
      'cdk deploy ShopProdStack',
      'gh workflow run deploy.yml -f environment=production',
      'git push heroku main',
      'make deploy ENV=production',
      'ENV=production ./scripts/deploy.sh',
      'npm run deploy:prod',
      'serverless deploy --stage prod',
    ];
    for (const text of deploys) expect([text, matches(deploy, text), deploy.need!.test(text)]).toEqual([text, true, true]);
    for (const text of ['Then DELETE FROM sessions; and TRUNCATE TABLE audit_log; ran on prod.', 'kubectl delete ns production']) expect([text, deploy.need!.test(text)]).toEqual([text, false]);
    // The reference reading keeps its own words.
    expect(OPS.find((op) => op.id === 'deploy-prod-direct')!.need!.test('ran on prod.')).toBe(true);
  });
});
