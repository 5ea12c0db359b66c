// Teardowns and recursive deletes in their other common spellings, under --preset recommended: a production namespace
// deleted as `ns/<name>` (kubectl-delete-prod-ns, as `ns <name>` is), OpenTofu and Terragrunt, terraform's drop-in
// equivalents (terraform-destroy), and `find` deleting under a root, home or parent folder (fs-rm-rf-shared, as `rm -rf`
// on the same folders is). Their near misses stay none, prose reads them as it reads terraform, and compat keeps the
// reference's patterns.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const HANDOFF = 'engagement/handoff.md';
const NO_OK = '; no user OK in scope-sync.md';
/** A handoff whose code block holds `lines`, from line 3. */
const block = (lines: string[], lang = 'sh') => ({ 'handoff.md': `# Handoff\n\`\`\`${lang}\n${lines.join('\n')}\n\`\`\`\n` });
/** A handoff with `lines` as prose from line 3. */
const prose = (lines: string[]) => ({ 'handoff.md': `# Handoff\n## 12. Operations run\n${lines.join('\n')}\n` });
/** A change that adds scripts/release.sh holding `line` at its line 3. */
const release = (line: string) => {
  const file = 'scripts/release.sh';
  return fakeSystem({ diff: `diff --git a/${file} b/${file}\nnew file mode 100755\nindex 0000000..1111111\n--- /dev/null\n+++ b/${file}\n@@ -0,0 +1,3 @@\n+#!/bin/sh\n+set -e\n+${line}\n` });
};

const NAMESPACE = 'kubectl-delete-prod-ns: kubectl delete in a production namespace';
const TEARDOWN = 'terraform-destroy: infrastructure teardown (terraform, pulumi or cdk destroy, a stack or a production release deleted)';
const PARENT = 'fs-rm-rf-shared: recursive delete of a root, home or parent path';

/** Commands, what the finding says, and where on its line it starts. */
const operations: Array<[string, string, string]> = [
  ['kubectl delete ns/production', NAMESPACE, 'kubectl'],
  ['kubectl delete namespace/production', NAMESPACE, 'kubectl'],
  ['kubectl delete ns/production -n default', NAMESPACE, 'kubectl'],
  ['kubectl -n default delete namespaces/prod --wait=false', NAMESPACE, 'kubectl'],
  ['tofu destroy -auto-approve', TEARDOWN, 'tofu'],
  ['tofu apply -destroy -auto-approve', TEARDOWN, 'tofu'],
  ['tofu -chdir=infra destroy', TEARDOWN, 'tofu'],
  ['tofu -chdir=infra apply -auto-approve -destroy', TEARDOWN, 'tofu'],
  ['terragrunt destroy -auto-approve', TEARDOWN, 'terragrunt'],
  ['terragrunt run-all destroy', TEARDOWN, 'terragrunt'],
  ['terragrunt run-all --terragrunt-non-interactive apply -destroy', TEARDOWN, 'terragrunt'],
  ['terragrunt --working-dir live/prod run --all destroy', TEARDOWN, 'terragrunt'],
  ['terragrunt run --all -- destroy', TEARDOWN, 'terragrunt'],
  ['find / -delete', PARENT, 'find'],
  ['find "$HOME" -mindepth 1 -delete', PARENT, 'find'],
  ['find .. -delete', PARENT, 'find'],
  ['find ../.. -depth -exec rm -rf {} +', PARENT, 'find'],
  ['sudo find -L / -xdev -type f -delete', PARENT, 'find'],
  ["find ~/ -name '*.log' -delete", PARENT, 'find'],
  ['find ${HOME} -mindepth 1 -execdir rm -r {} \\;', PARENT, 'find'],
];
/** Near misses: a staging namespace (as `ns staging` is), a plan, an apply, a delete below those folders, a find that deletes nothing. */
const none = [
  'kubectl delete ns/staging',
  'kubectl delete namespace/pr-1234 -n default',
  'kubectl delete ns/production --dry-run=client',
  'kubectl delete ns production --dry-run=server',
  'kubectl get ns/production -o yaml',
  'tofu plan -destroy',
  'tofu apply -auto-approve',
  'terragrunt run-all plan',
  'terragrunt run-all apply',
  'tofu init -upgrade',
  "find ./build -name '*.o' -delete",
  'find /tmp/scratch -delete',
  'find ../build -type f -delete',
  'find ~/.cache/pip -delete',
  'find . -name __pycache__ -exec rm -rf {} +',
  'find / -name "*.log" -print',
  'find .. -name "*.md" | xargs grep -l delete',
  'git log --find-renames -- . | head',
];
/** Prose naming the operation but running none: negated, refused, left for later. */
const notRun = [
  'We never ran `tofu destroy`; the sandbox stays up.',
  '`terragrunt run-all destroy` was considered and rejected.',
  '`kubectl delete ns/production` is left for a follow-up engagement.',
  'Never run `find / -delete` from the release script.',
];

ruleTester(rule, {
  valid: [
    ...none.map((line) => ({ name: `recommended: ${line} is no dangerous operation`, files: block([line]), options: recommended })),
    ...none.map((line) => ({ name: `recommended: ${line} added in scripts/release.sh is none`, files: {}, system: release(line), options: recommended })),
    ...operations.map(([line]) => ({ name: `compat: ${line} is no finding, as the reference reads it`, files: block([line]) })),
    ...notRun.map((line) => ({ name: `recommended: prose that runs nothing: ${line}`, files: prose([line]), options: recommended })),
    {
      name: 'recommended: the user OK naming each operation by its command',
      files: {
        ...block(['kubectl delete ns/production', 'tofu destroy -auto-approve', 'find "$HOME" -mindepth 1 -delete']),
        'scope-sync.md': [
          '# Scope sync',
          '## Dangerous-op user OK — 2026-06-12 09:30',
          '- `kubectl delete ns/production`: user OK, the cluster is retired',
          '- `tofu destroy -auto-approve`: user OK in chat 09:28',
          '- `find "$HOME" -mindepth 1 -delete`: user OK, a throwaway CI runner; its image is rebuilt',
        ].join('\n'),
      },
      options: recommended,
      detail: '3 dangerous ops found, each named in scope-sync.md under a `## Dangerous-op user OK` heading, by its id or its command (fs-rm-rf-shared, kubectl-delete-prod-ns, terraform-destroy)',
    },
  ],
  invalid: [
    ...operations.map(([line, message, at]) => ({
      name: `recommended: ${line} in a sh block is ${message.slice(0, message.indexOf(':'))}`,
      files: block([line]),
      options: recommended,
      detail: `dangerous ops without user OK: ${message.slice(0, message.indexOf(':'))}`,
      findings: [{ file: HANDOFF, line: 3, column: line.indexOf(at) + 1, message: `${message} — "${line}"${NO_OK}` }],
    })),
    ...operations.map(([line, message, at]) => ({
      name: `recommended: ${line} added in scripts/release.sh is ${message.slice(0, message.indexOf(':'))}`,
      files: {},
      system: release(line),
      options: recommended,
      findings: [{ file: 'scripts/release.sh', line: 3, column: line.indexOf(at) + 1, message: `${message} — "${line}"${NO_OK}` }],
    })),
    {
      name: 'recommended: a staging namespace beside a production one, each by ns/',
      files: block(['kubectl delete ns/staging', 'kubectl delete ns/production']),
      options: recommended,
      findings: [{ file: HANDOFF, line: 4, column: 1, message: `${NAMESPACE} — "kubectl delete ns/production"${NO_OK}` }],
    },
    {
      name: 'recommended: a find within the project, then one on the parent, on one line',
      files: block(["find ./build -name '*.o' -delete && find .. -delete"]),
      options: recommended,
      findings: [{ file: HANDOFF, line: 3, column: 37, message: `${PARENT} — "find ./build -name '*.o' -delete && find .. -delete"${NO_OK}` }],
    },
    {
      name: 'recommended: a teardown OK-ed by its command, in a clone without its base: a warning, not a pass',
      status: 'warn' as const,
      files: { ...block(['terragrunt run-all destroy']), 'scope-sync.md': '# Scope sync\n## Dangerous-op user OK — 2026-06-12 09:30\n- `terragrunt run-all destroy`: user OK in chat 09:28\n' },
      system: { ...fakeSystem(), gitBaseProblem: () => ({ detail: 'shallow clone without the base branch main and its history: the change was not scanned', fix: 'Fetch the base.' }) },
      options: recommended,
      detail: /; 1 dangerous op found, each named in scope-sync\.md under a `## Dangerous-op user OK` heading, by its id or its command \(terraform-destroy\)$/,
      findings: [],
    },
  ],
});

describe('danger-scan (recommended): tofu and terragrunt in prose read as terraform is', () => {
  const sentences = ['the {} destroy step is documented below', 'We ran {} destroy on the sandbox.', 'We never ran {} destroy.', 'Ran `{} destroy` in infra.', 'No `{} apply -destroy` was needed.'];
  it.each(sentences)('%s', async (sentence) => {
    const statusOf = async (tool: string) => (await lint(rule, { files: prose([sentence.replace('{}', tool)]), options: recommended })).status;
    const terraform = await statusOf('terraform');
    expect([await statusOf('tofu'), await statusOf('terragrunt')]).toEqual([terraform, terraform]);
  });
});

// Long runs of these forms' words, 100k characters a line: each pattern's gaps are bounded, so the scan stays linear.
describe('danger-scan (recommended): teardown and find spellings on hostile lines', () => {
  const runs = ['find ', 'find / ', 'find -L ', 'find "$HOME" -mindepth 1 ', 'find ../', 'tofu ', 'tofu -chdir=x ', 'terragrunt run-all ', 'terragrunt run --all ', 'tofu apply ', 'kubectl delete ns/', 'kubectl delete namespace/x '];
  const text = `${runs.map((s) => `${s.repeat(Math.ceil(100_000 / s.length))}\n`).join('')}${'/..'.repeat(30_000)}\nfind ${'/..'.repeat(30_000)}x -delete\n${' '.repeat(100_000)}-delete\n`;
  // A verdict on each (the time is bench/hostile.mjs's to measure, not a test's).
  it('are read to a verdict', async () => {
    const r = await lint(rule, { files: { 'handoff.md': `# Handoff\n\`\`\`sh\n${text}\`\`\`\n` }, options: recommended });
    expect(r.status).toBe('pass');
  });
});
