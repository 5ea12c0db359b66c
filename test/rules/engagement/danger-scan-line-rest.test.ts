// A hit set aside on a prose line (a quoted injection payload, a negated operation) leaves the rest of the line to
// be read (--preset recommended): "… is now rejected; afterwards we ran DROP TABLE accounts; on prod" still runs
// one. Each search on the line starts past the last match, in a file read whole and in the diff's lines alike.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { fakeSystem } from '../../helpers.js';
import { lint } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const ops = (line: string) => `# Handoff\n\n## 12. Operations\n${line}\n`;
const PAYLOAD_THEN_REAL = "The SQL injection test input `x'; DROP TABLE users; --` is now rejected; afterwards we ran DROP TABLE accounts; on prod to clean up.";
const NEGATED_THEN_REAL = 'We did not run DROP TABLE users here, and later we ran DROP TABLE accounts; on prod.';
const KIND_THEN_REAL = 'The regression test sends a stacked `DROP TABLE` attempt as malicious input; then we ran DROP TABLE accounts; on prod.';
const added = (file: string, lines: readonly string[]) =>
  fakeSystem({ diff: [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`), ''].join('\n') });

describe('danger-scan (recommended): the rest of a line past a set-aside hit', () => {
  for (const [name, line] of [['a quoted payload', PAYLOAD_THEN_REAL], ['a negated DROP', NEGATED_THEN_REAL], ['a payload\'s kind', KIND_THEN_REAL]] as const) {
    it(`${name}, then a real DROP TABLE on the same line of handoff.md: fails at the real one`, async () => {
      const r = await lint(rule, { files: { 'handoff.md': ops(line) }, options: recommended });
      expect(r.status).toBe('fail');
      expect(r.findings).toHaveLength(1);
      expect(r.findings?.[0]).toMatchObject({ file: 'engagement/handoff.md', line: 4, column: line.indexOf('DROP TABLE accounts') + 1 });
    });
  }
  it('a payload then a real DROP on one line of a prose file in the diff: fails at the real one', async () => {
    const r = await lint(rule, { files: { 'handoff.md': '# Handoff\n' }, options: recommended, system: added('docs/audit.md', [PAYLOAD_THEN_REAL]) });
    expect(r.status).toBe('fail');
    expect(r.findings?.[0]).toMatchObject({ file: 'docs/audit.md', line: 1, column: PAYLOAD_THEN_REAL.indexOf('DROP TABLE accounts') + 1 });
  });
  it('a line of only payloads and negations still passes, and 5,000 of them then a real one is read to it', async () => {
    expect((await lint(rule, { files: { 'handoff.md': ops("The injection test input `x'; DROP TABLE users; --` is rejected, and we did not run DROP TABLE users.") }, options: recommended })).status).toBe('pass');
    const many = `${'We did not run DROP TABLE users, '.repeat(5000)}and then we ran DROP TABLE accounts; on prod.`;
    const r = await lint(rule, { files: { 'handoff.md': ops(many) }, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.findings?.[0]).toMatchObject({ line: 4, column: many.indexOf('DROP TABLE accounts') + 1 });
  });
});
