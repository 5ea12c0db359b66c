import { describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { FORMATS, type FormatContext, type WarningGate } from '../../packages/core/src/format/registry.js';
import { formatStylish } from '../../packages/core/src/format/stylish.js';
import { check, finding, report } from './helpers.js';

/** One target: a failing check, two warning checks, a pass and a skip. */
const mixed = () =>
  report([
    check('criteria-frontmatter', { status: 'fail', detail: 'frontmatter lacks domain', findings: [finding('engagement/criteria.md', 2, 'missing `domain`')] }),
    check('size-drift', { status: 'warn', detail: 'size S but 40 files', findings: [finding('engagement/criteria.md', 3, 'size S')] }),
    check('handoff-sections', { status: 'warn', detail: 'handoff is thin' }),
    check('iteration-counter', { status: 'pass', detail: 'counter is 2' }),
    check('validator-outputs', { status: 'skip', detail: 'no outputs yet' }),
  ]);
/** One target that only warns (two warning checks). */
const warnOnly = () => report([check('size-drift', { status: 'warn', detail: 'size S but 40 files' }), check('handoff-sections', { status: 'warn', detail: 'handoff is thin' }), check('iteration-counter', { status: 'pass', detail: 'counter is 2' })]);

function context(quiet: boolean, gate: WarningGate, summaries: string[] = []): FormatContext {
  return { cwd: '/', repoRoot: () => '/', colorLevel: 0, quiet, gate, rules: async () => [], packs, appendSummary: (t) => summaries.push(t) };
}

const NAMES = ['criteria-frontmatter', 'size-drift', 'handoff-sections', 'iteration-counter', 'validator-outputs'];

/** The checks a document lists, by name, for each format that honours --quiet. */
async function listed(reports: ReturnType<typeof report>[], ctx: FormatContext): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  // JSON keeps the whole report.
  for (const name of ['stylish', 'sarif', 'github', 'junit', 'html']) {
    const summaries: string[] = [];
    const text = await (await FORMATS.find((e) => e.name === name)!.load()).format(reports, { ...ctx, appendSummary: (t) => summaries.push(t) });
    if (name === 'stylish') out[name] = NAMES.filter((n) => new RegExp(`^\\[[A-Z ]{4}\\] ${n}:`, 'm').test(text));
    if (name === 'sarif') out[name] = [...new Set((JSON.parse(text).runs[0].results as Array<{ ruleId: string }>).map((r) => r.ruleId))];
    if (name === 'github') {
      out[name] = NAMES.filter((n) => text.includes(`title=${n}`));
      out['github summary'] = NAMES.filter((n) => summaries.join('').includes(`\`${n}\``));
    }
    if (name === 'junit') out[name] = NAMES.filter((n) => text.includes(`name="${n}"`));
    if (name === 'html') out[name] = NAMES.filter((n) => text.includes(`<tr data-check="${n}"`));
  }
  return out;
}

const every = (names: string[]) => ({ stylish: names, sarif: names, github: names, 'github summary': names, junit: names, html: names });

describe('--quiet shows the checks that fail the run, the same in every format', () => {
  it('failures only when warnings do not fail the run', async () => {
    expect(await listed([mixed()], context(true, { failOn: 'error' }))).toEqual(every(['criteria-frontmatter']));
    expect(await listed([warnOnly()], context(true, { failOn: 'error', maxWarnings: 2 }))).toEqual(every([]));
  });

  it('the warnings too under --fail-on warning, never the passes or skips', async () => {
    expect(await listed([mixed()], context(true, { failOn: 'warning' }))).toEqual(every(['criteria-frontmatter', 'size-drift', 'handoff-sections']));
  });

  it('the warnings too when they exceed --max-warnings, counted over the whole run', async () => {
    expect(await listed([warnOnly()], context(true, { failOn: 'error', maxWarnings: 1 }))).toEqual(every(['size-drift', 'handoff-sections']));
    // Two targets of two warnings each: 4 > 3 fails the run, though neither target alone passes 3.
    const two = [warnOnly(), report(warnOnly().checks, { target: '/x/other' })];
    expect(await listed(two, context(true, { failOn: 'error', maxWarnings: 3 }))).toEqual(every(['size-drift', 'handoff-sections']));
    expect(await listed(two, context(true, { failOn: 'error', maxWarnings: 4 }))).toEqual(every([]));
  });

  it('the step summary counts every check, whatever is listed', async () => {
    const summaries: string[] = [];
    await (await FORMATS.find((e) => e.name === 'github')!.load()).format([mixed()], context(true, { failOn: 'error' }, summaries));
    expect(summaries.join('')).toContain('5 checks: 1 pass, 2 warn, 1 fail, 1 skip');
  });
});

describe('the stylish verdict agrees with the exit code', () => {
  const verdict = (reports: ReturnType<typeof report>[], gate?: WarningGate, quiet = false) => formatStylish(reports, { colorLevel: 0, quiet, gate }).match(/^VERDICT: .*$/gm);
  const style = (r: ReturnType<typeof report>) => r.style!.readyFor;

  it('warnings that fail the run make a FAIL verdict, quiet or not', () => {
    const r = warnOnly();
    const before = style(r) ? ` before ${style(r)}` : '';
    expect(verdict([r], { failOn: 'error', maxWarnings: 0 })).toEqual([`VERDICT: FAIL — 2 warnings exceed --max-warnings 0; fix them${before}.`]);
    expect(verdict([r], { failOn: 'error', maxWarnings: 0 }, true)).toEqual([`VERDICT: FAIL — 2 warnings exceed --max-warnings 0; fix them${before}.`]);
    expect(verdict([r], { failOn: 'warning' })).toEqual([`VERDICT: FAIL — 2 warnings under --fail-on warning; fix them${before}.`]);
    expect(verdict([report([check('a', { status: 'warn' })])], { failOn: 'error', maxWarnings: 0 })).toEqual([`VERDICT: FAIL — 1 warning exceeds --max-warnings 0; fix them${before}.`]);
  });

  it('warnings within the limit still pass with warnings', () => {
    const before = style(warnOnly()) ? ` before ${style(warnOnly())}` : '';
    expect(verdict([warnOnly()], { failOn: 'error', maxWarnings: 2 })).toEqual([`VERDICT: PASS with 2 warnings — review them${before}.`]);
    expect(verdict([warnOnly()])).toEqual([`VERDICT: PASS with 2 warnings — review them${before}.`]);
  });

  it('a pass that still waits on files --mode ready requires says so, not "ready"', () => {
    const r = report([check('handoff-sections', { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true }), check('iteration-counter', { status: 'pass', detail: 'counter is 1' })]);
    const goal = style(r);
    expect(goal).toBe('handoff');
    expect(verdict([r])).toEqual(['VERDICT: PASS so far — 1 check waits for files not yet written; `--mode ready` requires them before handoff.']);
    const written = report([check('handoff-sections', { status: 'skip', detail: 'not applicable' }), check('iteration-counter', { status: 'pass', detail: 'counter is 1' })]);
    expect(verdict([written])).toEqual(['VERDICT: PASS — ready for handoff.']);
  });

  it('a run whose warnings fail only together says so in its totals line', () => {
    const two = [warnOnly(), report(warnOnly().checks, { target: '/x/other' })];
    const text = formatStylish(two, { colorLevel: 0, gate: { failOn: 'error', maxWarnings: 3 } });
    expect(text).toMatch(/^2 targets: 0 pass, 2 warn, 0 fail — FAIL: 4 warnings exceed --max-warnings 3$/m);
    expect(formatStylish(two, { colorLevel: 0, gate: { failOn: 'error', maxWarnings: 4 } })).toMatch(/^2 targets: 0 pass, 2 warn, 0 fail$/m);
  });

  it('the streamed document is the one made whole', async () => {
    const f = await FORMATS.find((e) => e.name === 'stylish')!.load();
    const two = [warnOnly(), report(warnOnly().checks, { target: '/x/other' })];
    const ctx = context(false, { failOn: 'error', maxWarnings: 3 });
    const s = f.stream!(ctx);
    expect(s.head() + two.map((r, i) => s.item(r, i)).join('') + s.tail()).toBe(await f.format(two, ctx));
  });
});
