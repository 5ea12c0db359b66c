import { describe, expect, it } from 'vitest';
import { applySuppressions } from '../packages/core/src/suppress.js';
import type { TextFile } from '../packages/core/src/io/project-fs.js';
import type { CheckResult } from '../packages/core/src/types.js';

const file = (rel: string, text: string): TextFile => ({ rel, abs: `/p/${rel}`, text, lines: text.split('\n'), bytes: text.length, problems: [] });
const failing = (name: string, line: number): CheckResult => ({ name, status: 'fail', detail: `${name} failed`, findings: [{ file: 'e/handoff.md', line, column: 1, message: 'bad' }] });
const passing = (name: string): CheckResult => ({ name, status: 'pass', detail: 'ok', findings: [] });
/** The check with its problems only: the notices naming each suppression in effect are tested on their own. */
const withoutNotices = (c: CheckResult) => ({ ...c, findings: c.findings.filter((f) => f.severity !== 'info') });
const suppressions = (checks: CheckResult[]) => withoutNotices(checks.find((c) => c.name === 'suppressions')!);

describe('suppressions listing several rules', () => {
  const comment = '<!-- engagement-lint-disable-next-line handoff-paths, handof-paths, slot-language -- spec lands in the next PR -->';
  const files = [file('e/handoff.md', `# H\n${comment}\nsee out/missing.txt\n`)];
  const checks = () => [failing('handoff-paths', 3), passing('slot-language')];

  it('reports each listed id that suppresses nothing, at its column, with a suggestion for a misspelling', () => {
    const out = applySuppressions(checks(), files);
    expect(out.find((c) => c.name === 'handoff-paths')).toMatchObject({ status: 'pass', findings: [] });
    const s = suppressions(out);
    // The suppression did suppress handoff-paths: what suppresses nothing is two of its listed rules.
    expect(s).toMatchObject({ status: 'warn', detail: '2 listed rules suppress nothing' });
    expect(s.findings).toEqual([
      { file: 'e/handoff.md', line: 2, column: comment.indexOf('handof-paths') + 1, message: 'suppression of handof-paths suppresses nothing; did you mean "handoff-paths"?', severity: 'warning' },
      { file: 'e/handoff.md', line: 2, column: comment.indexOf('slot-language') + 1, message: 'suppression of slot-language suppresses nothing; remove it from the list', severity: 'warning' },
    ]);
  });

  it('names an id that is no known rule as unknown, with the closest rule', () => {
    const s = suppressions(applySuppressions(checks(), files, undefined, ['handoff-paths', 'slot-language', 'whitelist']));
    expect(s.detail).toBe('2 listed rules suppress nothing (1 unknown)');
    expect(s.findings.map((f) => [f.column, f.message])).toEqual([
      [comment.indexOf('handof-paths') + 1, 'suppression names unknown rule handof-paths; did you mean "handoff-paths"?'],
      [comment.indexOf('slot-language') + 1, 'suppression of slot-language suppresses nothing; remove it from the list'],
    ]);
  });

  it('an unknown id with no close rule points to the rule list', () => {
    const one = [file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line zzz -- typo -->\nx\n')];
    const s = suppressions(applySuppressions([passing('handoff-paths')], one, undefined, ['handoff-paths']));
    expect(s.findings).toEqual([{ file: 'e/handoff.md', line: 2, column: 40, message: 'suppression names unknown rule zzz; remove it (see `engagement-lint rules`)', severity: 'warning' }]);
  });

  it('a single misspelled id gets a suggestion too', () => {
    const one = [file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line handof-paths -- typo -->\nx\n')];
    const s = suppressions(applySuppressions([passing('handoff-paths')], one));
    expect(s.findings).toEqual([{ file: 'e/handoff.md', line: 2, column: 40, message: 'suppression of handof-paths suppresses nothing; did you mean "handoff-paths"?', severity: 'warning' }]);
  });

  it('every listed id that suppresses something passes; an unused single id still says remove it', () => {
    const both = [file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line a, b -- quoted -->\nx\n<!-- engagement-lint-disable-next-line b -- nothing -->\n')];
    const out = applySuppressions([failing('a', 3), failing('b', 3)], both, undefined, ['a', 'b']);
    const s = suppressions(out);
    expect(s.findings).toEqual([{ file: 'e/handoff.md', line: 4, column: 40, message: 'suppression of b suppresses nothing; remove it', severity: 'warning' }]);
  });

  it('a list without a reason is still one finding at the comment', () => {
    const bare = [file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line a, b -->\nx\n')];
    const s = suppressions(applySuppressions([failing('a', 3)], bare));
    expect(s).toMatchObject({ status: 'fail', detail: '1 suppression without a reason' });
    expect(s.findings).toEqual([{ file: 'e/handoff.md', line: 2, column: 1, message: 'suppression of a, b has no reason; add `-- <why>` before `-->` (it suppresses nothing until then)' }]);
  });

  it('a `--` written against the last id opens the reason, as one between blanks does', () => {
    for (const text of ['<!-- engagement-lint-disable-next-line a--paths are from the repo root -->', '<!--engagement-lint-disable-next-line a--paths are from the repo root-->', '<!-- engagement-lint-disable-next-line a, b--paths are from the repo root -->']) {
      const s = suppressions(applySuppressions([failing('a', 3), passing('b')], [file('e/handoff.md', `# H\n${text}\nx\n`)], undefined, ['a', 'b']));
      // Suppressed, with its reason: no finding says it has none, or names a word of the reason as a rule.
      expect(s.findings.filter((f) => /no reason|unknown rule|paths|repo/.test(f.message)), text).toEqual([]);
    }
  });

  it('a range listing two rules counts each one', () => {
    const range = [file('e/handoff.md', '# H\n  <!-- engagement-lint-disable a,b -- archived -->\nx\n<!-- engagement-lint-enable a -->\n')];
    const s = suppressions(applySuppressions([failing('a', 3), passing('b')], range));
    expect(s.findings.map((f) => [f.line, f.column, f.message])).toEqual([[2, 34, 'suppression of b suppresses nothing; remove it from the list']]);
  });
});

describe('a check some of whose findings are suppressed', () => {
  it('names only the findings kept in its detail, and says how many were suppressed', () => {
    const text = '# H\nsee src/a.ts\n<!-- engagement-lint-disable-next-line handoff-paths -- lands in the next PR -->\nsee src/b.ts\nsee src/c.ts\n';
    const check: CheckResult = {
      name: 'handoff-paths',
      status: 'fail',
      detail: 'missing paths: src/a.ts, src/b.ts, src/c.ts',
      findings: [2, 4, 5].map((line, i) => ({ file: 'e/handoff.md', line, column: 5, message: `cited path src/${'abc'[i]}.ts does not exist` })),
    };
    const [out] = applySuppressions([check], [file('e/handoff.md', text)]);
    expect(out).toMatchObject({ status: 'fail', detail: 'missing paths: src/a.ts, src/c.ts (1 suppressed)' });
    expect(out!.findings.map((f) => f.line)).toEqual([2, 5]);
  });

  it('drops an item that points at a suppressed finding\'s line (`handoff.md:L3: …`), in a `; `-separated list too', () => {
    const check: CheckResult = {
      name: 'slot-language',
      status: 'fail',
      detail: 'slot/last-attempt language: handoff.md:L3: Customer wrote: "last chance"; handoff.md:L5: iteration 2 of 3 is planned',
      findings: [3, 5].map((line) => ({ file: 'e/handoff.md', line, column: 1, message: 'counter-pressure language' })),
    };
    const [out] = applySuppressions([check], [file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line slot-language -- quoting the customer -->\nx\ny\nz\n')]);
    expect(out!.detail).toBe('slot/last-attempt language: handoff.md:L5: iteration 2 of 3 is planned (1 suppressed)');
  });

  it('keeps a detail in other words as written, with the count', () => {
    const check: CheckResult = { name: 'slot-language', status: 'fail', detail: 'counter-pressure language found', findings: [3, 5].map((line) => ({ file: 'e/handoff.md', line, column: 1, message: 'last attempt' })) };
    const [out] = applySuppressions([check], [file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line slot-language -- quoted -->\nx\ny\nz\n')]);
    expect(out!.detail).toBe('counter-pressure language found (1 suppressed)');
  });
});

describe('inline suppressions turned off (--no-inline-config, noInlineConfig)', () => {
  it('silence nothing: the finding stands, and each suppression is named as not honoured', () => {
    const comment = '<!-- engagement-lint-disable-next-line handoff-paths -- spec lands in the next PR -->';
    const files = [file('e/handoff.md', `# H\n${comment}\nsee out/missing.txt\n`), file('e/criteria.md', '---\nengagement-lint-disable: [{rule: danger-scan, reason: ok}]\n---\n')];
    const out = applySuppressions([failing('handoff-paths', 3), passing('danger-scan')], files, 'e/criteria.md', ['handoff-paths', 'danger-scan'], false);
    expect(out.find((c) => c.name === 'handoff-paths')).toMatchObject({ status: 'fail', findings: [{ line: 3, message: 'bad' }] });
    expect(out.find((c) => c.name === 'handoff-paths')!.suppressed).toBeUndefined();
    const s = out.find((c) => c.name === 'suppressions')!;
    expect(s.status).toBe('warn');
    expect(s.detail).toBe('inline suppressions are off: 2 suppressions not honoured');
    expect(s.findings.map((f) => [f.file, f.line, f.severity, f.message])).toEqual([
      ['e/handoff.md', 2, 'warning', "suppression of handoff-paths not honoured: inline suppressions are off (--no-inline-config or the config's noInlineConfig)"],
      ['e/criteria.md', 2, 'warning', "suppression of danger-scan not honoured: inline suppressions are off (--no-inline-config or the config's noInlineConfig)"],
    ]);
  });
});

describe('suppressions by the thousand', () => {
  // Each finding used to be measured against every directive of its file, and each enable closing
  // nothing searched every directive for the rules open there: this took minutes. The timeout is a
  // hang guard; bench/hostile.mjs times this input.
  it('20,000 stray enables and 20,000 next-line suppressions over a check of 1,000 findings', () => {
    const lines = ['# H'];
    for (let i = 0; i < 20_000; i++) lines.push('<!-- engagement-lint-disable slot-language -- quoted -->', '<!-- engagement-lint-enable handoff-paths -->');
    const findings: Array<{ file: string; line: number; column: number; message: string }> = [];
    for (let i = 0; i < 20_000; i++) {
      lines.push('<!-- engagement-lint-disable-next-line handoff-paths -- archived run -->', 'see out/missing.txt');
      if (i % 20 === 0) findings.push({ file: 'e/handoff.md', line: lines.length, column: 5, message: 'missing' });
    }
    const checks = [{ name: 'handoff-paths', status: 'fail' as const, detail: 'missing', findings }, failing('slot-language', 3)];
    const out = applySuppressions(checks, [file('e/handoff.md', lines.join('\n'))], undefined, ['handoff-paths', 'slot-language']);
    const s = suppressions(out);
    expect(out.find((c) => c.name === 'handoff-paths')).toMatchObject({ status: 'pass' });
    expect(out.find((c) => c.name === 'handoff-paths')!.suppressed).toHaveLength(1000);
    expect(out.find((c) => c.name === 'slot-language')).toMatchObject({ status: 'pass' });
    expect(s.findings.find((f) => f.line === 3)).toEqual({ file: 'e/handoff.md', line: 3, column: 29, message: 'enable of handoff-paths closes no open disable; remove it', severity: 'warning' });
  }, 120_000);
});

describe('a disable opening the file', () => {
  const whole = (line: number, column: number): CheckResult => ({ name: 'whitelist', status: 'fail', detail: 'out of the whitelist', findings: [{ file: 'e/notes.md', line, column, message: 'notes.md is not whitelisted' }] });
  const top = file('e/notes.md', '<!-- engagement-lint-disable whitelist -- scratch kept for the audit -->\n# Notes\n');
  const second = file('e/notes.md', '# Notes\n<!-- engagement-lint-disable whitelist -- scratch kept for the audit -->\n');

  it("covers the file's own finding at 1:1, as the frontmatter form does", () => {
    const out = applySuppressions([whole(1, 1)], [top], undefined, ['whitelist']);
    expect(out.find((c) => c.name === 'whitelist')).toMatchObject({ status: 'pass', findings: [] });
    expect(suppressions(out).status).toBe('pass');
  });

  it('a disable below the first line still covers only the lines after it', () => {
    const out = applySuppressions([whole(1, 1)], [second], undefined, ['whitelist']);
    expect(out.find((c) => c.name === 'whitelist')).toMatchObject({ status: 'fail' });
    expect(suppressions(out).findings[0]?.message).toBe('suppression of whitelist suppresses nothing; remove it');
  });

  it('an indented disable on line 1 does not open the file, and the note says where it must stand', () => {
    const indented = file('e/notes.md', ' <!-- engagement-lint-disable whitelist -- scratch kept for the audit -->\n# Notes\n');
    const out = applySuppressions([whole(1, 1)], [indented], undefined, ['whitelist']);
    expect(out.find((c) => c.name === 'whitelist')).toMatchObject({ status: 'fail' });
    expect(suppressions(out).findings[0]?.message).toBe(
      'suppression of whitelist suppresses nothing: it starts at column 2, and a disable covers line 1, where a finding of the whole file stands, only when it opens the file; move it to column 1',
    );
    // With no finding on line 1 there is nothing to move it for.
    const none = applySuppressions([whole(3, 1)], [indented], undefined, ['whitelist']);
    expect(none.find((c) => c.name === 'whitelist')).toMatchObject({ status: 'pass' });
    const idle = applySuppressions([passing('whitelist')], [indented], undefined, ['whitelist']);
    expect(suppressions(idle).findings[0]?.message).toBe('suppression of whitelist suppresses nothing; remove it');
  });
});
