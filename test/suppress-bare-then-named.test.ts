// An enable naming rules ends them in every open disable, a bare one included, as `eslint-enable rule` does after a
// bare `eslint-disable`; the rules it does not name stay disabled until a bare enable.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySuppressions } from '../packages/core/src/suppress.js';
import type { TextFile } from '../packages/core/src/io/project-fs.js';
import type { CheckResult } from '../packages/core/src/types.js';

const file = (rel: string, text: string): TextFile => ({ rel, abs: `/p/${rel}`, text, lines: text.split('\n'), bytes: text.length, problems: [] });
/** A check of `name` with a finding in handoff.md at each of `lines` (none: it passes). */
const check = (name: string, ...lines: number[]): CheckResult => ({
  name,
  status: lines.length ? 'fail' : 'pass',
  detail: `${name} ${lines.length ? 'failed' : 'ok'}`,
  findings: lines.map((line) => ({ file: 'e/handoff.md', line, column: 1, message: `bad ${line}` })),
});
const KNOWN = ['handoff-paths', 'danger-scan', 'slot-language'];
/** handoff.md of `lines` (line 1 is a heading, so `lines[0]` is line 2), linted with `checks`. */
function run(lines: string[], checks: CheckResult[], known: string[] | undefined = KNOWN) {
  const out = applySuppressions(checks, [file('e/handoff.md', `# H\n${lines.join('\n')}\n`)], 'e/criteria.md', known);
  const s = out.find((c) => c.name === 'suppressions')!;
  return {
    result: (name: string) => out.find((c) => c.name === name)!,
    /** The suppressions check's problems, notices left out: line, column, message. */
    problems: s.findings.filter((f) => f.severity !== 'info').map((f) => [f.line, f.column, f.message]),
    s,
  };
}
const DISABLE = '<!-- engagement-lint-disable -- quoted block from the archived run -->';
const enable = (rules = '') => `<!-- engagement-lint-enable${rules ? ` ${rules}` : ''} -->`;
const ENABLE_COLUMN = enable().indexOf(' -->') + 2;

describe('a bare disable, then an enable naming a rule', () => {
  it('turns that rule back on from the enable: a missing path cited after it fails, with no "closes no open disable"', () => {
    // The archived-run handoff: a blanket disable over a quoted section, handoff-paths turned back on before the trace.
    const { result, problems } = run([DISABLE, '## 2. Deliverables', enable('handoff-paths'), '- crit-1: `src/billing/rounding.ts:9-16`'], [check('handoff-paths', 5), check('slot-language', 5)]);
    expect(result('handoff-paths')).toMatchObject({ status: 'fail', findings: [{ line: 5 }] });
    expect(result('handoff-paths').suppressed).toBeUndefined();
    // Every other rule stays disabled: the disable is used, and nothing is reported.
    expect(result('slot-language')).toMatchObject({ status: 'pass', suppressed: [{ line: 5, reason: 'quoted block from the archived run' }] });
    expect(problems).toEqual([]);
  });

  it('a dangerous op far below `enable danger-scan` fails danger-scan', () => {
    const filler = Array.from({ length: 56 }, (_, i) => `line ${i}`);
    const lines = [DISABLE, 'quoted manifest', enable('danger-scan'), ...filler, 'DROP TABLE invoice_pdf_cache;'];
    const { result } = run(lines, [check('danger-scan', 61), check('slot-language', 3)]);
    expect(result('danger-scan')).toMatchObject({ status: 'fail', findings: [{ line: 61 }] });
    expect(result('slot-language').status).toBe('pass');
  });

  it('does not reach above the enable: a finding between the disable and the enable stays suppressed', () => {
    const { result } = run([DISABLE, 'x', enable('danger-scan'), 'y'], [check('danger-scan', 3, 4, 5)]);
    expect(result('danger-scan')).toMatchObject({ status: 'fail', findings: [{ line: 5 }], suppressed: [{ line: 3 }, { line: 4 }] });
  });

  it('ends each rule it names, and no other', () => {
    const { result, problems } = run([DISABLE, enable('danger-scan, handoff-paths'), 'x'], [check('danger-scan', 4), check('handoff-paths', 4), check('slot-language', 4)]);
    expect([result('danger-scan').status, result('handoff-paths').status, result('slot-language').status]).toEqual(['fail', 'fail', 'pass']);
    expect(problems).toEqual([]);
  });

  it('a bare enable after it ends the rest', () => {
    const { result, problems } = run([DISABLE, enable('danger-scan'), 'x', enable(), 'y'], [check('danger-scan', 4), check('slot-language', 4, 6)]);
    expect(result('danger-scan').status).toBe('fail');
    expect(result('slot-language')).toMatchObject({ status: 'fail', findings: [{ line: 6 }], suppressed: [{ line: 4 }] });
    expect(problems).toEqual([]);
  });

  it('a bare disable that silenced nothing is still reported, and a second enable of the same rule closes nothing', () => {
    const { problems } = run([DISABLE, enable('danger-scan'), 'x', enable('danger-scan')], [check('danger-scan', 4), check('slot-language')]);
    expect(problems).toEqual([
      [2, 1, 'suppression of all rules suppresses nothing in this run; name the rule it is meant for, or remove it'],
      [5, ENABLE_COLUMN, 'enable of danger-scan closes no open disable; remove it'],
    ]);
  });

  it('an enable of a name that is no rule re-enables nothing, and says so', () => {
    const { result, problems } = run([DISABLE, enable('danger-scn'), 'x'], [check('danger-scan', 4)]);
    expect(result('danger-scan').status).toBe('pass');
    expect(problems).toEqual([[3, ENABLE_COLUMN, 'enable names unknown rule danger-scn; did you mean "danger-scan"?']]);
  });

  it('a bare disable written after the enable covers the rule again', () => {
    const { result, problems } = run([DISABLE, enable('danger-scan'), 'x', '<!-- engagement-lint-disable -- second quote -->', 'y'], [check('danger-scan', 4, 6)]);
    expect(result('danger-scan')).toMatchObject({ status: 'fail', findings: [{ line: 4 }], suppressed: [{ line: 6, reason: 'second quote' }] });
    // The first disable covered danger-scan only above its enable, where nothing was found.
    expect(problems).toEqual([[2, 1, 'suppression of all rules suppresses nothing in this run; name the rule it is meant for, or remove it']]);
  });
});

describe('the other mixes behave as ESLint does', () => {
  it('disable a … bare enable: ends a', () => {
    const { result, problems } = run(['<!-- engagement-lint-disable danger-scan -- quoted -->', 'x', enable(), 'y'], [check('danger-scan', 3, 5)]);
    expect(result('danger-scan')).toMatchObject({ status: 'fail', findings: [{ line: 5 }], suppressed: [{ line: 3 }] });
    expect(problems).toEqual([]);
  });

  it('disable a, b … enable a: a is back on, b stays disabled until its own enable', () => {
    const lines = ['<!-- engagement-lint-disable danger-scan, slot-language -- quoted -->', 'x', enable('danger-scan'), 'y', enable('slot-language'), 'z'];
    const { result, problems } = run(lines, [check('danger-scan', 3, 5), check('slot-language', 3, 5, 7)]);
    expect(result('danger-scan')).toMatchObject({ status: 'fail', findings: [{ line: 5 }], suppressed: [{ line: 3 }] });
    expect(result('slot-language')).toMatchObject({ status: 'fail', findings: [{ line: 7 }], suppressed: [{ line: 3 }, { line: 5 }] });
    expect(problems).toEqual([]);
  });

  it('disable … enable a … disable a … enable: a is off, on, off again; the rest off throughout', () => {
    const lines = [DISABLE, 'x', enable('danger-scan'), 'y', '<!-- engagement-lint-disable danger-scan -- second quote -->', 'z', enable(), 'w'];
    const { result, problems } = run(lines, [check('danger-scan', 3, 5, 7, 9), check('slot-language', 3, 5, 7, 9)]);
    expect(result('danger-scan')).toMatchObject({ findings: [{ line: 5 }, { line: 9 }], suppressed: [{ line: 3, reason: 'quoted block from the archived run' }, { line: 7, reason: 'second quote' }] });
    expect(result('slot-language')).toMatchObject({ findings: [{ line: 9 }], suppressed: [{ line: 3 }, { line: 5 }, { line: 7 }] });
    expect(problems).toEqual([]);
  });

  it('a bare enable after every rule of a list was enabled closes no disable', () => {
    const { problems } = run(['<!-- engagement-lint-disable danger-scan -- quoted -->', 'x', enable('danger-scan'), enable()], [check('danger-scan', 3)]);
    expect(problems).toEqual([[5, 1, 'enable closes no open disable; remove it']]);
  });
});

/** One line of a generated file: text, or a directive over rules a, b, c (null: bare). */
type Op = { kind: 'text' } | { kind: 'disable' | 'enable'; rules: string[] | null };
const RULES = ['a', 'b', 'c'];
const render = (op: Op) => (op.kind === 'text' ? 'text' : `<!-- engagement-lint-${op.kind}${op.rules ? ` ${op.rules.join(', ')}` : ''}${op.kind === 'disable' ? ' -- r' : ''} -->`);

/**
 * ESLint's reading (apply-disable-directives): for a finding, the directives before its line in order, each of its
 * rule or bare, a disable pushed and an enable clearing them; the last one left is credited. An enable that closes
 * nothing open for its rule (or, bare, nothing open at all) is reported. Lines are those of `ops` + 2.
 */
function reference(ops: Op[], findings: Array<{ rule: string; line: number }>) {
  const suppressed = new Set<string>();
  const credited = new Set<number>();
  for (const f of findings) {
    let stack: number[] = [];
    ops.forEach((op, i) => {
      if (op.kind === 'text' || i + 2 >= f.line || (op.rules && !op.rules.includes(f.rule))) return;
      if (op.kind === 'disable') stack.push(i + 2);
      else stack = [];
    });
    if (stack.length) {
      suppressed.add(`${f.rule}:${f.line}`);
      credited.add(stack.at(-1)!);
    }
  }
  const stray: string[] = [];
  // Open disables: a bare one with the rules enabled since, or a list with its rules still disabled.
  let open: Array<{ bare: boolean; rules: Set<string> }> = [];
  ops.forEach((op, i) => {
    if (op.kind === 'disable') open.push({ bare: !op.rules, rules: new Set(op.rules ?? []) });
    if (op.kind !== 'enable') return;
    if (!op.rules) {
      if (!open.length) stray.push(`${i + 2}:all`);
      open = [];
      return;
    }
    for (const r of op.rules) if (!open.some((d) => (d.bare ? !d.rules.has(r) : d.rules.has(r)))) stray.push(`${i + 2}:${r}`);
    for (const r of op.rules) for (const d of open) d.bare ? d.rules.add(r) : d.rules.delete(r);
    open = open.filter((d) => d.bare || d.rules.size);
  });
  return { suppressed: [...suppressed].sort(), credited: [...credited].sort((x, y) => x - y), stray: stray.sort() };
}

describe('against ESLint\'s reading of disable and enable directives', () => {
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.constant<Op>({ kind: 'text' }),
    fc.record({ kind: fc.constantFrom<'disable' | 'enable'>('disable', 'enable'), rules: fc.option(fc.subarray(RULES, { minLength: 1 }), { nil: null }) }),
  );
  const finding = fc.record({ rule: fc.constantFrom(...RULES), line: fc.integer({ min: 2, max: 15 }) });

  it('suppresses the same findings, credits the same disables and reports the same enables', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 13 }), fc.uniqueArray(finding, { maxLength: 12, selector: (f) => `${f.rule}:${f.line}` }), (ops, findings) => {
        const checks = RULES.map((r) => check(r, ...findings.filter((f) => f.rule === r).map((f) => f.line).sort((x, y) => x - y)));
        const out = applySuppressions(checks, [file('e/handoff.md', `# H\n${ops.map(render).join('\n')}\n`)], undefined, RULES);
        const want = reference(ops, findings);
        const got = out.flatMap((c) => (c.suppressed ?? []).map((f) => `${c.name}:${f.line}`)).sort();
        const s = out.find((c) => c.name === 'suppressions');
        const notices = s?.findings.filter((f) => f.severity === 'info').map((f) => f.line).sort((x, y) => x - y) ?? [];
        const stray = (s?.findings ?? []).flatMap((f) => {
          const m = /^enable (?:of (\S+) )?closes no open disable/.exec(f.message);
          return m ? [`${f.line}:${m[1] ?? 'all'}`] : [];
        });
        expect(got).toEqual(want.suppressed);
        // Each disable credited with a finding is named in effect (one per line: one directive a line here).
        expect([...new Set(notices)]).toEqual(want.credited);
        expect(stray.sort()).toEqual(want.stray);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('hostile input', () => {
  // Its time is measured by bench/hostile.mjs (handoff-20k-bare-disables-then-5k-named-enables).
  it('thousands of bare disables, then thousands of enables each naming another rule, are read as ESLint reads them', () => {
    const many = Array.from({ length: 5000 }, (_, i) => `rule-${i}`);
    const lines = [DISABLE.repeat(20_000), ...many.map((r) => enable(r)), 'x'];
    // Line 2 holds the disables, lines 3 to 5002 the enables (rule-1's at line 4), line 5003 the text.
    const checks = [check('rule-1', 3, 5003), check('rule-4999', 5003), check('slot-language', 5003)];
    const { result: of } = run(lines, checks, [...many, 'slot-language']);
    expect(of('rule-1')).toMatchObject({ findings: [{ line: 5003 }], suppressed: [{ line: 3 }] });
    expect(of('rule-4999')).toMatchObject({ status: 'fail', findings: [{ line: 5003 }] });
    expect(of('slot-language').status).toBe('pass');
  });
});
