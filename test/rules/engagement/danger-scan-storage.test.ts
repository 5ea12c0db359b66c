// Irreversible steps on registries, data stores and hosting under --preset recommended, each read as the protocol class it
// belongs to: an image pushed (package-publish), a Redis FLUSHALL / FLUSHDB (sql-delete-without-where), a bucket emptied
// recursively (fs-rm-rf-shared), a namespace deleted (kubectl-delete-prod-ns), a GitHub repository or release deleted
// (terraform-destroy). Prose saying one was not run, was refused or is left for later is no finding, as for the other
// operations; compat keeps the reference's patterns.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

/** Long runs of these operations' words, one a line, then a `git log` entry whose message is a long run of indented lines (also bench/hostile.mjs). */
const STORAGE_WORD_RUNS = `${['docker push ', 'docker -a ', 'FLUSHALL ', 'redis-cli -h ', 'x:1> ', '--recursive ', 'aws s3 rm ', 'gsutil -m rm ', 'kubectl delete ns ', 'kubectl --context prod-', 'gh repo delete ', 'commit a1b2c3d4e5f60718293a4b5c6d7e8f9012345678 '].map((s) => `${s.repeat(Math.ceil(100_000 / s.length))}\n`).join('')}commit a1b2c3d4e5f60718293a4b5c6d7e8f9012345678\nAuthor: A <a@x>\n\n${'    docker push acme/api\n'.repeat(20_000)}`;

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const NO_OK = '; no user OK in scope-sync.md';
/** A handoff whose code block holds `lines`, from line 3. */
const block = (lines: string[], lang = 'sh') => ({ 'handoff.md': `# Handoff\n\`\`\`${lang}\n${lines.join('\n')}\n\`\`\`\n` });
/** A handoff with `lines` as prose from line 3. */
const prose = (lines: string[]) => ({ 'handoff.md': `# Handoff\n## 12. Operations run\n${lines.join('\n')}\n` });
const diffOf = (file: string, lines: string[]) => fakeSystem({ diff: `diff --git a/${file} b/${file}\n--- a/${file}\n+++ b/${file}\n@@ -1,1 +1,${lines.length + 1} @@\n // setup\n${lines.map((l) => `+${l}`).join('\n')}\n` });

const PUSH = 'package-publish: container image pushed to a registry (a publish: cannot be fully undone)';
const FLUSH = 'sql-delete-without-where: FLUSHALL / FLUSHDB deletes every key of a Redis database';
const BUCKET = "fs-rm-rf-shared: recursive delete of a storage bucket's objects (or of the bucket)";
const NAMESPACE = 'kubectl-delete-prod-ns: kubectl delete of a whole namespace, with everything in it';
const REPOSITORY = 'terraform-destroy: a GitHub repository or release deleted, with all it holds';

/** Commands, what the finding says, and where on its line it starts. */
const operations: Array<[string, string, string]> = [
  ['docker push ghcr.io/acme/api:2.0.0', PUSH, 'docker'],
  ['docker image push --all-tags acme/api', PUSH, 'docker'],
  ['docker --context prod push registry.acme.io/api:2.0.0', PUSH, 'docker'],
  ['docker manifest push acme/api:2.0.0', PUSH, 'docker'],
  ['docker compose -f compose.prod.yml push', PUSH, 'docker'],
  ['podman push quay.io/acme/api:2.0.0', PUSH, 'podman'],
  ['buildah push acme/api:2.0.0 docker://docker.io/acme/api:2.0.0', PUSH, 'buildah'],
  ['redis-cli FLUSHALL', FLUSH, 'redis-cli'],
  ['redis-cli -h prod-cache.internal -p 6379 -a "$REDIS_PASSWORD" -n 2 flushdb', FLUSH, 'redis-cli'],
  ['kubectl exec -n prod redis-0 -- redis-cli FLUSHALL ASYNC', FLUSH, 'redis-cli'],
  ['10.0.3.7:6379[2]> FLUSHDB', FLUSH, '10.0.3.7'],
  ['aws s3 rm s3://acme-exports/2024/ --recursive', BUCKET, 'aws'],
  ['aws --profile prod s3 rm --recursive s3://acme-exports', BUCKET, 'aws'],
  ['aws s3 rb s3://acme-exports --force', BUCKET, 'aws'],
  ['gsutil -m rm -r gs://acme-exports/2024', BUCKET, 'gsutil'],
  ['gsutil rm -rf gs://acme-exports/**', BUCKET, 'gsutil'],
  ['gcloud storage rm --recursive gs://acme-exports/2024', BUCKET, 'gcloud'],
  ['az storage blob delete-batch --account-name acme --source exports', BUCKET, 'az'],
  ['kubectl delete namespaces --all', NAMESPACE, 'kubectl'],
  ['kubectl --context prod-eu delete namespace checkout', NAMESPACE, 'kubectl'],
  ['kubectl --context=gke_acme_europe-west1_production delete ns/feature-42 --wait=false', NAMESPACE, 'kubectl'],
  ['kubectl delete namespaces -l env=preview', NAMESPACE, 'kubectl'],
  ['gh repo delete acme/legacy-api --yes', REPOSITORY, 'gh'],
  ['gh release delete v2.0.0 --cleanup-tag -y', REPOSITORY, 'gh'],
];
/** Near misses: a read, a single object, a dry run, a local registry, a reversible archive, a command disabled. */
const none = [
  'docker pull ghcr.io/acme/api:2.0.0',
  'docker build -t acme/api:2.0.0 .',
  'docker push localhost:5000/acme/api:dev',
  'docker compose up -d',
  'redis-cli -h prod-cache.internal GET session:42',
  'redis-cli --scan --pattern "tmp:*"',
  'echo "<code>FLUSHALL</code> is renamed away in redis.conf"',
  'rename-command FLUSHALL ""',
  'aws s3 rm s3://acme-exports/2024/report.csv',
  'aws s3 rm s3://acme-exports/2024/ --recursive --dryrun',
  'aws s3 ls s3://acme-exports --recursive',
  'aws s3 rb s3://acme-empty-bucket',
  'gsutil rm gs://acme-exports/2024/report.csv',
  'gcloud storage rm gs://acme-exports/2024/report.csv',
  'az storage blob delete --account-name acme --container-name exports --name report.csv',
  'az storage blob delete-batch --account-name acme --source exports --dryrun',
  'kubectl delete deploy api -n staging',
  'kubectl delete ns feature-42 --dry-run=client',
  // A staging or preview namespace named outside a production context is routine.
  'kubectl delete ns staging',
  'kubectl --context staging-eu delete namespace pr-1234',
  'kubectl get ns',
  'gh repo archive acme/legacy-api --yes',
  'gh release delete-asset v2.0.0 notes.txt',
  'gh release view v2.0.0',
];
/** A client's calls in code, outside tests. */
const calls = ['export const resetCache = () => redis.flushall();', 'export const resetDb = (c: Cluster) => c.FlushDB(ctx);'];
/** Prose saying the operation was not run, was refused, is forbidden or is left for later. */
const notRun = [
  'We did not run `docker push ghcr.io/acme/api:2.0.0`; the image stays local.',
  'Never run `redis-cli FLUSHALL` against the production cache.',
  '`aws s3 rm s3://acme-exports/2024/ --recursive` was considered and rejected.',
  '`kubectl delete ns checkout` is left for a follow-up engagement.',
  'We considered `gh repo delete acme/legacy-api` but did not run it.',
  'Should we run `gh release delete v2.0.0`? Not answered yet.',
  '| `redis-cli -h prod FLUSHDB` | not run |',
];

ruleTester(rule, {
  valid: [
    ...none.map((line) => ({ name: `recommended: ${line} is no dangerous operation`, files: block([line]), options: recommended })),
    ...operations.map(([line]) => ({ name: `compat: ${line} is no finding, as the reference reads it`, files: block([line]) })),
    ...notRun.map((line) => ({ name: `recommended: prose that runs nothing: ${line}`, files: prose([line]), options: recommended })),
    // A client's call is code: in a test's file it tears down the test's own database, in prose it is named.
    { name: 'recommended: a test teardown flushing its Redis', files: {}, system: diffOf('test/setup.ts', ['afterEach(async () => { await redis.flushall(); });']), options: recommended },
    { name: 'recommended: a client call named in prose', files: prose(['The old fixture called redis.flushdb() between cases.']), options: recommended },
    // Quoted in a report's code block that names a test's file: that test's own teardown, as in the file itself.
    ...[
      ['python', '# tests/conftest.py — a throwaway Redis container per session', '    redis_client.flushdb()'],
      ['python title="tests/conftest.py"', 'import pytest', '    redis_client.flushall()'],
      ['ts', '// src/__tests__/orders.test.ts', 'afterEach(() => prisma.order.deleteMany());'],
    ].map(([lang, first, call]) => ({
      name: `recommended: ${call!.trim()} quoted in a block naming a test file (${lang})`,
      files: { 'executor-reports/dev-qa-engineer.md': `# dev-qa-engineer\n\n## Iteration 1\n\n\`\`\`${lang}\n${first}\ndef fixture():\n${call}\n\`\`\`\n` },
      options: recommended,
    })),
    {
      name: 'recommended: the user OK naming each operation by its command',
      files: {
        ...block(['docker push ghcr.io/acme/api:2.0.0', 'redis-cli -h prod FLUSHALL', 'aws s3 rm s3://acme-exports/2024/ --recursive', 'kubectl --context prod delete ns checkout', 'gh repo delete acme/legacy-api --yes']),
        'scope-sync.md': [
          '# Scope sync',
          '## Dangerous-op user OK — 2026-06-12 09:30',
          '- `docker push ghcr.io/acme/api:2.0.0`: user OK in chat 09:28',
          '- `redis-cli -h prod FLUSHALL`: user OK, the cache is rebuilt on start; RDB snapshot taken first and restored on staging',
          '- `aws s3 rm s3://acme-exports/2024/ --recursive`: user OK, exports archived to Glacier',
          '- `kubectl --context prod delete ns checkout`: user OK, the namespace is retired',
          '- `gh repo delete acme/legacy-api`: user OK, "yes, delete it"',
        ].join('\n'),
      },
      options: recommended,
      detail: '5 dangerous ops found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (fs-rm-rf-shared, kubectl-delete-prod-ns, package-publish, sql-delete-without-where, terraform-destroy)',
    },
  ],
  invalid: [
    ...operations.map(([line, message, at]) => ({
      name: `recommended: ${line} is ${message.slice(0, message.indexOf(':'))}`,
      files: block([line]),
      options: recommended,
      detail: `dangerous ops without user OK: ${message.slice(0, message.indexOf(':'))}`,
      findings: [{ file: HANDOFF, line: 3, column: line.indexOf(at) + 1, message: `${message} — "${line}"${NO_OK}` }],
    })),
    ...[
      'Pushed the image with `docker push ghcr.io/acme/api:2.0.0` at 14:02.',
      'Cleared the cache: `redis-cli -h prod-cache FLUSHALL`.',
      'Ran `gsutil -m rm -r gs://acme-exports/2024` to free the quota.',
    ].map((line) => ({
      name: `recommended: recorded as run in prose: ${line}`,
      files: prose([line]),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: line.search(/docker|redis|gsutil/) + 1, message: new RegExp(`${NO_OK.replace(/[.]/g, '\\.')}$`) }],
    })),
    {
      name: 'recommended: a client call quoted in a report block that names no test file',
      files: { 'executor-reports/dev-backend-engineer.md': '# dev-backend-engineer\n\n## Iteration 1\n\n```python\n# scripts/reset_cache.py\ndef reset():\n    redis_client.flushdb()\n```\n' },
      options: recommended,
      detail: 'dangerous ops without user OK: sql-delete-without-where',
    },
    {
      name: 'recommended: a Redis client call the change adds outside tests',
      files: {},
      system: diffOf('src/cache/reset.ts', [calls[0]!, calls[1]!]),
      options: recommended,
      detail: 'dangerous ops without user OK: sql-delete-without-where',
      findings: calls.map((line, i) => ({ file: 'src/cache/reset.ts', line: i + 2, column: line.search(/\.flush/i) + 1, message: `${FLUSH} — "${line}"${NO_OK}` })),
    },
    {
      name: 'recommended: an image push OK-ed by its command, in a clone without its base: a warning, not a pass',
      status: 'warn' as const,
      files: { ...block(['docker push ghcr.io/acme/api:2.0.0']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-12 09:30\n- `docker push ghcr.io/acme/api:2.0.0`: user OK in chat 09:28\n' },
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base.' }) },
      options: recommended,
      detail: /; 1 dangerous op found, each named in scope-sync\.md under a `## Dangerous-op user OK` heading, by its id or its command \(package-publish\)$/,
      findings: [],
    },
    // A WHERE in the next statement is no WHERE of a FLUSHALL.
    {
      name: 'recommended: a FLUSHALL above a guarded DELETE',
      files: block(['redis-cli FLUSHALL', 'psql -c "DELETE FROM sessions WHERE expires_at < now()"']),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 1, message: `${FLUSH} — "redis-cli FLUSHALL"${NO_OK}` }],
    },
    {
      name: 'recommended: a user OK that refuses the push is no OK',
      files: { ...block(['docker push ghcr.io/acme/api:2.0.0']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-12 09:30\n- `docker push ghcr.io/acme/api:2.0.0`: user REFUSED — "not before the audit"\n' },
      options: recommended,
      detail: 'dangerous ops without user OK: package-publish',
      findings: [{ file: HANDOFF, line: 3, column: 1, message: /; the `## Dangerous-op user OK` entry naming it refuses it \(scope-sync\.md line 3\), which is no OK$/ }],
    },
  ],
});

// Long runs of these words (100k characters a line) are bench/hostile.mjs's danger-storage-and-log-word-runs: their time is measured there.
describe('danger-scan (recommended): registries, stores and pasted logs on hostile lines', () => {
  it('long runs of their words are read to a verdict', async () => {
    const r = await lint(rule, { files: { 'handoff.md': STORAGE_WORD_RUNS }, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/package-publish/);
  });
});
