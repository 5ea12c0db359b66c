import rule from '../../../rules/engagement/handoff-sections.js';
import { check, criteria } from '../../helpers.js';
import { describe, expect, it } from 'vitest';

/** An S handoff of ux_heavy minor work with the S minimum and no §6 (its ux_heavy line is the user's, and wrong). */
const S_MINOR_CRITERIA = criteria({ engagement: 'csv-export-dates', size: 'S', ux_heavy: 'minor', tools_required: '[node]', protocol_version: '4' });
const S_MINOR_HANDOFF = `# Handoff — iter 1 — csv-export-dates — 2026-06-03 16:05

## 1. Diff summary
\`\`\`text
$ git diff --stat main..HEAD
 src/export/orders-csv.ts        |  7 ++++---
 tests/export/orders-csv.test.ts | 18 ++++++++++++++++++
 2 files changed, 22 insertions(+), 3 deletions(-)
\`\`\`

## 2. Deliverables + criteria trace
- crit-1: ISO dates in the export ✅ \`src/export/orders-csv.ts:31-36\`

## 5. Validation log
- code-reviewer: approved, 0 findings — \`engagement/validation-log.md\`

## 7. Self-acceptance
1. [crit-1] Legacy rows carry a local-midnight Date; I format from its parts.

ux_heavy stays false: no UI, style or template files in the diff.
`;

describe('handoff-sections: the fix names the sections this engagement needs', () => {
  it('an S handoff of ux_heavy minor work is told §6 Exercised is needed, not that S needs only four sections', async () => {
    const r = await check(rule, { 'criteria.md': S_MINOR_CRITERIA, 'handoff.md': S_MINOR_HANDOFF }, { options: { preset: 'recommended' } });
    expect(r.status).toBe('fail');
    expect(r.findings.map((f) => f.message)).toEqual(['missing section `## 6. Exercised` (required for ux_heavy=minor)']);
    expect(r.fix).toBe(
      'Size S with ux_heavy=minor needs §1 Diff summary, §2 Deliverables (criteria trace inline), §5 Validation log, §6 Exercised (since ux_heavy=minor) and §7 Self-acceptance; add the missing ones as `## N. Title` headings.',
    );
  });

  it('an M handoff is told the conditional sections it needs, with their conditions', async () => {
    const handoff = '# Handoff\n\n## 1. Diff summary\n\n```\n src/a.ts | 4 ++--\n```\n';
    const r = await check(rule, { 'criteria.md': criteria({ ux_heavy: 'true' }), 'handoff.md': handoff, 'deploy-log.md': '# Deploy\n' }, { options: { preset: 'recommended' } });
    expect(r.fix).toContain(
      'Size M with ux_heavy=true needs §1 Diff summary, §2 Deliverable manifest, §3 Criteria trace, §4 Executor reports, §5 Validation log, §6 Exercised (since ux_heavy=true), §7 Self-acceptance, §8 Deploy log (since deploy-log.md exists), §9 Docs diff (since §1 lists src/ changes) and §11 Known deferrals;',
    );
  });

  /** The section numbers a fix names as needed (`§6 Exercised`), in order. */
  const named = (fix: string) => [...(fix.split('; add')[0] ?? '').matchAll(/§(\d+) /g)].map((m) => Number(m[1]));
  /** A handoff holding exactly the numbered sections `nums`, with the protocol's titles. */
  const TITLES: Record<number, string> = { 1: 'Diff summary', 2: 'Deliverable manifest', 3: 'Criteria trace', 4: 'Executor reports', 5: 'Validation log', 6: 'Exercised', 7: 'Self-acceptance', 8: 'Deploy log', 9: 'Docs diff', 11: 'Known deferrals' };
  const handoffOf = (nums: number[], s1: string) => ['# Handoff', ...nums.map((n) => `\n## ${n}. ${TITLES[n]}\n\n${n === 1 ? s1 : '- N/A'}`), ''].join('\n');

  // Every combination the rule distinguishes: preset, size, ux_heavy, a src/ change in §1, a deploy log.
  for (const preset of ['compat', 'recommended'] as const)
    for (const size of ['S', 'M', 'L'])
      for (const ux of ['false', 'minor', 'true'])
        for (const [variant, s1, extra] of [
          ['docs only', ' docs/a.md | 2 +-', {}],
          ['src/ changed and deployed', ' src/a.ts | 2 +-', { 'deploy-log.md': '# Deploy log\n' }],
        ] as const)
          it(`${preset}, size ${size}, ux_heavy ${ux}, ${variant}: the fix names every section found missing, and a handoff with those passes`, async () => {
            const files = { 'criteria.md': criteria({ size, ux_heavy: ux }), ...extra };
            // §1 as git writes it, with the commits recommended asks for at L.
            const diff = `\`\`\`\n${s1}\n\n$ git log --oneline\na1b2c3d change\n\`\`\``;
            const bare = await check(rule, { ...files, 'handoff.md': handoffOf([1], diff) }, { options: { preset } });
            expect(bare.status).toBe('fail');
            const needed = named(bare.fix ?? '');
            expect(bare.fix).toMatch(new RegExp(`^Size ${size} with ux_heavy=${ux} needs `));
            // No finding says a section is missing that the fix leaves out.
            const missing = bare.findings.map((f) => Number(/^missing section `## (\d+)\./.exec(f.message)?.[1]));
            expect(missing.length).toBeGreaterThan(0);
            for (const n of missing) expect(needed).toContain(n);
            expect(needed).toContain(1);
            // §6 is named exactly when the findings ask for it.
            expect(needed.includes(6)).toBe(missing.includes(6));
            // And the fix asks for nothing the rule does not require: following it passes.
            const followed = await check(rule, { ...files, 'handoff.md': handoffOf(needed, diff) }, { options: { preset } });
            expect(followed.status, followed.detail).toBe('pass');
          });
});
