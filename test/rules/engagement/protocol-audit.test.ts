import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { referenceRules, engagementRules } from '../../../rules/engagement/index.js';
import { renderRuleDoc } from '../../../packages/core/src/docs.js';
import { packs } from '@engagement-lint/rules';
import { repoRoot } from '../../cli-helpers.js';

const kept = (r: (typeof referenceRules)[number]) => (r.divergences ?? []).filter((a) => /^Not changed\b/.test(a.recommended)).length;

describe('protocol audit', () => {
  it('every audit entry quotes the protocol and says what each preset does', () => {
    for (const r of engagementRules) {
      for (const a of r.divergences ?? []) {
        expect(a.protocol.trim().length, r.id).toBeGreaterThan(20);
        expect(a.compat.trim(), r.id).not.toBe('');
        expect(a.recommended.trim(), r.id).not.toBe('');
      }
    }
  });

  it("the rule pages render each entry", () => {
    const r = referenceRules.find((x) => x.id === 'danger-scan')!;
    const page = renderRuleDoc(r, packs);
    expect(page).toContain(`## Protocol audit`);
    expect(page).toContain(`disagree (${r.divergences!.length})`);
    for (const a of r.divergences!) expect(page).toContain(`   - recommended: ${a.recommended.trim()}`);
    expect(renderRuleDoc(engagementRules.find((x) => x.id === 'repeating-blocker')!, packs)).not.toContain('## Protocol audit');
  });

  it('docs/protocol-audit.md counts each reference check as its metadata does', () => {
    const text = fs.readFileSync(path.join(repoRoot, 'docs/protocol-audit.md'), 'utf8');
    const block = text.slice(text.indexOf('<!-- audit-counts:start -->'), text.indexOf('<!-- audit-counts:end -->'));
    const rows = new Map([...block.matchAll(/^\| \[([a-z-]+)\]\(rules\/\1\.md\) \| (\d+) \| (\d+) \| (\d+) \|$/gm)].map((m) => [m[1]!, [Number(m[2]), Number(m[3]), Number(m[4])]]));
    expect([...rows.keys()]).toEqual(referenceRules.map((r) => r.id));
    for (const r of referenceRules) {
      const n = r.divergences?.length ?? 0;
      expect(rows.get(r.id), r.id).toEqual([n, n - kept(r), kept(r)]);
    }
  });

  it("the README's preset section states the totals", () => {
    const total = referenceRules.reduce((s, r) => s + (r.divergences?.length ?? 0), 0);
    const checks = referenceRules.filter((r) => r.divergences?.length).length;
    const followed = total - referenceRules.reduce((s, r) => s + kept(r), 0);
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    expect(readme).toContain(`${total} places in ${checks} of the 21 checks, ${followed} of them followed`);
    expect(readme).toContain('(docs/protocol-audit.md)');
  });
});
