// Suppressions that are not written as documented: each is reported and suppresses nothing.
import { describe, expect, it } from 'vitest';
import { applySuppressions } from '../packages/core/src/suppress.js';
import type { TextFile } from '../packages/core/src/io/project-fs.js';
import type { CheckResult } from '../packages/core/src/types.js';

const file = (rel: string, text: string): TextFile => ({ rel, abs: `/p/${rel}`, text, lines: text.split('\n'), bytes: text.length, problems: [] });
const failing = (name: string, line: number, at = 'e/handoff.md'): CheckResult => ({ name, status: 'fail', detail: `${name} failed`, findings: [{ file: at, line, column: 1, message: 'bad' }] });
/** The check with its problems only: the notices naming each suppression in effect are tested on their own. */
const withoutNotices = (c: CheckResult) => ({ ...c, findings: c.findings.filter((f) => f.severity !== 'info') });
const KNOWN = ['slot-language', 'danger-scan', 'whitelist', 'handoff-paths'];
const criteria = (fm: string) => file('e/criteria.md', `---\nengagement: x\n${fm}\n---\n# Criteria\n`);
/** Runs the suppressions over `files` with slot-language and danger-scan failing (on handoff.md line 3 unless told); `known` null: no rule list. */
function run(files: TextFile[], line = 3, known: string[] | null = KNOWN) {
  const out = applySuppressions([failing('slot-language', line), failing('danger-scan', line)], files, 'e/criteria.md', known ?? undefined);
  const s = out.find((c) => c.name === 'suppressions');
  return { check: (name: string) => out.find((c) => c.name === name)!, s: s && withoutNotices(s) };
}

describe('frontmatter entries not written as {rule, reason}', () => {
  it('an entry with an unknown key suppresses nothing (it used to suppress every rule) and names the key, with the one meant', () => {
    const { check, s } = run([criteria('engagement-lint-disable: [{rules: slot-language, reason: "x"}]')]);
    expect(check('slot-language').status).toBe('fail');
    expect(check('danger-scan').status).toBe('fail');
    expect(s).toMatchObject({ status: 'fail', detail: '1 malformed suppression' });
    expect(s!.findings).toEqual([{ file: 'e/criteria.md', line: 3, column: 28, message: 'engagement-lint-disable entry with unknown key rules suppresses nothing; did you mean "rule"?' }]);
  });

  it('in a block list, the finding is at the line of the unknown key; the well-formed entry still suppresses', () => {
    const fm = 'engagement-lint-disable:\n  - rule: danger-scan\n    reason: quoted\n  - Rule: slot-language\n    why: archived\nsize: S';
    const { check, s } = run([criteria(fm)]);
    expect(check('danger-scan').status).toBe('pass');
    expect(check('slot-language').status).toBe('fail');
    expect(s!.findings).toEqual([{ file: 'e/criteria.md', line: 6, column: 5, message: 'engagement-lint-disable entry with unknown keys Rule, why suppresses nothing; its keys are rule and reason' }]);
  });

  it('an entry without a rule, or with a list for a rule, suppresses nothing (both used to mean every rule)', () => {
    for (const entry of ['{reason: "known gap"}', '{rule: [slot-language, danger-scan], reason: "known gap"}']) {
      const { check, s } = run([criteria(`engagement-lint-disable: [${entry}]`)]);
      expect(check('slot-language').status, entry).toBe('fail');
      expect(check('danger-scan').status, entry).toBe('fail');
      expect(s!.status).toBe('fail');
      expect(s!.findings[0]!.message).toMatch(/^engagement-lint-disable entry (without a rule|with rule a list) suppresses nothing; rule names one rule id \(one entry per rule\)$/);
    }
  });

  it('a suppression in frontmatter that is not valid YAML is reported at its line, not dropped unseen', () => {
    const broken = file('e/handoff.md', '---\ntitle: x\nengagement-lint-disable: [{rule: slot-language, reason: "quoted"}\n---\n# H\nsome line\n');
    const { check, s } = run([broken], 6);
    expect(check('slot-language').status).toBe('fail');
    expect(s).toMatchObject({ status: 'fail', detail: '1 malformed suppression' });
    expect(s!.findings).toHaveLength(1);
    expect(s!.findings[0]).toMatchObject({ file: 'e/handoff.md', line: 3, column: 1 });
    expect(s!.findings[0]!.message).toMatch(/^the frontmatter is not a valid YAML mapping, so its engagement-lint-disable suppresses nothing: invalid YAML: .+ \(line \d+\); fix the YAML$/);
    // criteria.md's frontmatter read line by line (as the reference reads it) still honours no suppression in it, and says so.
    const { check: inCriteria, s: sc } = run([criteria('title: Billing: fix rounding\nengagement-lint-disable: [{rule: slot-language, reason: "quoted"}]')]);
    expect(inCriteria('slot-language').status).toBe('fail');
    expect(sc!.findings[0]).toMatchObject({ file: 'e/criteria.md', line: 4, column: 1 });
    // A broken frontmatter without the key is no suppression's business.
    expect(run([file('e/handoff.md', '---\ntitle: [x\n---\n# H\n')]).s).toBeUndefined();
  });

  it('a plain string is reported with the entry to write, not ignored', () => {
    const { check, s } = run([criteria('engagement-lint-disable: slot-language')]);
    expect(check('slot-language').status).toBe('fail');
    expect(s!.findings).toEqual([
      { file: 'e/criteria.md', line: 3, column: 1, message: 'engagement-lint-disable: slot-language is not a list of {rule, reason} entries, so it suppresses nothing; write [{rule: slot-language, reason: "<why>"}]' },
    ]);
  });

  it('a list of strings is one malformed entry each, never "all rules"', () => {
    const { s } = run([criteria('engagement-lint-disable: [slot-language, danger-scan]')]);
    expect(s!.detail).toBe('2 malformed suppressions');
    expect(s!.findings.map((f) => f.message)).toEqual([
      'engagement-lint-disable entry slot-language is not a {rule, reason} mapping, so it suppresses nothing; write {rule: slot-language, reason: "<why>"}',
      'engagement-lint-disable entry danger-scan is not a {rule, reason} mapping, so it suppresses nothing; write {rule: danger-scan, reason: "<why>"}',
    ]);
  });

  it('in a block list, an entry that is no mapping is reported at its own item', () => {
    const fm = 'engagement-lint-disable:\n  - {rule: danger-scan, reason: quoted}\n  - slot-language\n  - [whitelist]\nsize: S';
    const { s } = run([criteria(fm)]);
    expect(s!.findings.map((f) => [f.line, f.column, f.message.slice(0, 45)])).toEqual([
      [5, 5, 'engagement-lint-disable entry slot-language i'],
      [6, 5, 'engagement-lint-disable entry a list is not a'],
    ]);
  });

  it('a single mapping reads as a one-entry list', () => {
    const { check, s } = run([criteria('engagement-lint-disable: {rule: slot-language, reason: "quoting the user"}')]);
    expect(check('slot-language')).toMatchObject({ status: 'pass', suppressed: [{ reason: 'quoting the user' }] });
    expect(check('danger-scan').status).toBe('fail');
    expect(s).toMatchObject({ status: 'pass', findings: [] });
  });

  it('a reason that is no text, a mistyped key and an empty list are reported', () => {
    expect(run([criteria('engagement-lint-disable: [{rule: slot-language, reason: 42}]')]).s!.findings[0]!.message).toBe(
      'engagement-lint-disable entry with reason 42 suppresses nothing; write the reason as text in quotes',
    );
    const typo = run([criteria('engagement-lint-disabled: [{rule: slot-language, reason: "x"}]')]);
    expect(typo.check('slot-language').status).toBe('fail');
    expect(typo.s!.findings).toEqual([{ file: 'e/criteria.md', line: 3, column: 1, message: 'frontmatter key engagement-lint-disabled suppresses nothing; suppressions go under engagement-lint-disable' }]);
    for (const key of ['engagement_lint_disable', 'engagementLintDisable']) {
      const joined = run([criteria(`${key}: [{rule: slot-language, reason: "x"}]`)]);
      expect(joined.check('slot-language').status, key).toBe('fail');
      expect(joined.s!.findings.map((f) => f.message), key).toEqual([`frontmatter key ${key} suppresses nothing; suppressions go under engagement-lint-disable`]);
    }
    expect(run([criteria('engagement-lint-disable: []')]).s).toMatchObject({
      status: 'warn',
      findings: [{ line: 3, message: 'engagement-lint-disable lists no suppression; remove it', severity: 'warning' }],
    });
  });

  it('an entry without a reason still asks for one', () => {
    const { check, s } = run([criteria('engagement-lint-disable: [{rule: slot-language}]')]);
    expect(check('slot-language').status).toBe('fail');
    expect(s!.findings).toEqual([{ file: 'e/criteria.md', line: 3, column: 28, message: 'suppression of slot-language has no reason; add `reason: <why>` to the entry (it suppresses nothing until then)' }]);
  });
});

describe('comment directives: only the documented words are directives', () => {
  const handoff = (comment: string) => file('e/handoff.md', `# H\n${comment}\nsome line\n`);

  it('disable-line is an unknown directive, not a disable of a rule "-line" running to the end of the file', () => {
    const { check, s } = run([handoff('<!-- engagement-lint-disable-line danger-scan -- false positive on this line -->')]);
    expect(check('danger-scan').status).toBe('fail');
    expect(s).toMatchObject({ status: 'fail', detail: '1 malformed suppression' });
    expect(s!.findings).toEqual([{ file: 'e/handoff.md', line: 2, column: 1, message: 'unknown directive engagement-lint-disable-line suppresses nothing; did you mean "engagement-lint-disable-next-line"?' }]);
  });

  it('a near miss gets the closest directive; a far one the list of directives', () => {
    const near = run([handoff('<!-- engagement-lint-disable-nextline danger-scan -- quoted -->')]);
    expect(near.check('danger-scan').status).toBe('fail');
    expect(near.s!.findings[0]!.message).toBe('unknown directive engagement-lint-disable-nextline suppresses nothing; did you mean "engagement-lint-disable-next-line"?');
    expect(run([handoff('<!-- engagement-lint-enabled danger-scan -->')]).s!.findings[0]!.message).toMatch(/did you mean "engagement-lint-enable"\?$/);
    expect(run([handoff('<!-- engagement-lint-off danger-scan -- x -->')]).s!.findings[0]!.message).toBe(
      'unknown directive engagement-lint-off suppresses nothing; the directives are engagement-lint-disable-next-line, engagement-lint-disable, engagement-lint-enable',
    );
  });

  it('upper case is no directive: it is reported and suppresses nothing', () => {
    const { check, s } = run([handoff('<!-- ENGAGEMENT-LINT-DISABLE-NEXT-LINE danger-scan -- quoted -->')]);
    expect(check('danger-scan').status).toBe('fail');
    expect(s!.findings).toEqual([
      { file: 'e/handoff.md', line: 2, column: 1, message: 'directive ENGAGEMENT-LINT-DISABLE-NEXT-LINE suppresses nothing: directives are lower case; write engagement-lint-disable-next-line' },
    ]);
  });

  it('a directive split over lines is reported, however it is split', () => {
    const open = run([file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line danger-scan\n  -- quoted -->\nsome line\n')], 4);
    expect(open.check('danger-scan').status).toBe('fail');
    expect(open.s!.findings).toEqual([
      { file: 'e/handoff.md', line: 2, column: 1, message: 'suppression comment does not close on its line, so it suppresses nothing; put the whole <!-- … --> on one line' },
    ]);
    const opener = run([file('e/handoff.md', '# H\n<!--\n  engagement-lint-disable danger-scan -- quoted\n-->\nsome line\n')], 5);
    expect(opener.check('danger-scan').status).toBe('fail');
    expect(opener.s!.findings).toEqual([
      { file: 'e/handoff.md', line: 3, column: 3, message: 'suppression comment opens on the line before, so it suppresses nothing; put the whole <!-- … --> on one line' },
    ]);
  });

  it('a reason after a dash other than -- is no reason, and the message names the dash instead of taking its words for rule ids', () => {
    for (const dash of ['\u2014', '\u2013', '-']) {
      const { check, s } = run([file('e/handoff.md', `# H\n<!-- engagement-lint-disable-next-line slot-language ${dash} quoting the user -->\nsome line\n`)]);
      expect(check('slot-language').status, dash).toBe('fail');
      expect(s!.findings, dash).toEqual([
        { file: 'e/handoff.md', line: 2, column: 1, message: `suppression of slot-language has no reason; "${dash}" does not start a reason; write \`--\` (two hyphens) before it (it suppresses nothing until then)` },
      ]);
    }
    const all = run([file('e/handoff.md', '# H\n<!-- engagement-lint-disable \u2014 archived run -->\nx\n')]);
    expect(all.s!.findings[0]!.message).toMatch(/^suppression of all rules has no reason; "\u2014" does not start a reason/);
    // With a `--` the words are the reason's, dashes and all.
    expect(run([file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line slot-language -- quoted \u2014 verbatim -->\nsome line\n')]).check('slot-language').status).toBe('pass');
  });

  it('a colon after the rule id is meant as `--` too: the id is read, the words after it named as no reason', () => {
    for (const written of ['slot-language: quoting the user', 'slot-language : quoting the user']) {
      const { check, s } = run([file('e/handoff.md', `# H\n<!-- engagement-lint-disable-next-line ${written} -->\nsome line\n`)]);
      expect(check('slot-language').status, written).toBe('fail');
      expect(s!.findings, written).toEqual([
        { file: 'e/handoff.md', line: 2, column: 1, message: 'suppression of slot-language has no reason; ":" does not start a reason; write `--` (two hyphens) before it (it suppresses nothing until then)' },
      ]);
    }
    // After `--` a colon is the reason's.
    expect(run([file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line slot-language -- note: quoted -->\nsome line\n')]).check('slot-language').status).toBe('pass');
  });

  it('a directive word may end at -->; quoted directives stay examples, closed or not', () => {
    expect(run([handoff('<!-- engagement-lint-disable-->')]).s!.findings[0]!.message).toMatch(/^suppression of all rules has no reason/);
    const quoted = file('e/handoff.md', '# H\nWrite `<!-- engagement-lint-disable-next-line whitelist` then the rest.\n```\n<!-- engagement-lint-disable-line x\n```\n');
    expect(run([quoted]).s).toBeUndefined();
  });
});

describe('enable directives', () => {
  const text = (...lines: string[]) => file('e/handoff.md', `# H\n${lines.join('\n')}\n`);

  it('an enable naming no rule says so, with the rule meant; the disable stays open', () => {
    const files = [text('<!-- engagement-lint-disable slot-language -- archived -->', '<!-- engagement-lint-enable slot-langage -->', 'x', 'y')];
    const { check, s } = run(files, 5);
    expect(check('slot-language').status).toBe('pass');
    expect(s).toMatchObject({ status: 'warn', detail: '1 enable closes no disable' });
    expect(s!.findings).toEqual([{ file: 'e/handoff.md', line: 3, column: 29, message: 'enable names unknown rule slot-langage; did you mean "slot-language"?', severity: 'warning' }]);
    // Without the list of rules, the open disables tell the misspelling.
    expect(run(files, 5, null).s!.findings[0]!.message).toBe('enable of slot-langage closes no open disable; did you mean "slot-language"?');
  });

  it('an enable with no open disable for its rule is reported', () => {
    const { s } = run([text('<!-- engagement-lint-enable danger-scan -->', '<!-- engagement-lint-disable slot-language -- archived -->', 'x', '<!-- engagement-lint-enable slot-language, danger-scan -->', '<!-- engagement-lint-enable -->')], 4);
    expect(s!.findings.map((f) => [f.line, f.column, f.message])).toEqual([
      [2, 29, 'enable of danger-scan closes no open disable; remove it'],
      [5, 44, 'enable of danger-scan closes no open disable; remove it'],
      [6, 1, 'enable closes no open disable; remove it'],
    ]);
  });

  it('an enable that closes its disable is no finding', () => {
    const { check, s } = run([text('<!-- engagement-lint-disable slot-language -- archived -->', 'x', '<!-- engagement-lint-enable slot-language -->', 'y')], 3);
    expect(check('slot-language').status).toBe('pass');
    expect(s).toMatchObject({ status: 'pass', findings: [] });
  });
});

describe('one suppression is credited per finding; a redundant one is reported', () => {
  const line = '<!-- engagement-lint-disable-next-line danger-scan, danger-scan, slot-language -- quoted -->';
  it('a rule listed twice in one comment: the second listing is redundant', () => {
    const { check, s } = run([file('e/handoff.md', `# H\n${line}\nx\n`)]);
    expect(check('danger-scan').status).toBe('pass');
    expect(s).toMatchObject({ status: 'warn', detail: '1 redundant suppression' });
    expect(s!.findings.map((f) => [f.column, f.message])).toEqual([[line.lastIndexOf('danger-scan') + 1, 'danger-scan is listed twice in this suppression; remove one']]);
  });

  it("the narrower of two suppressions is credited: the engagement-wide one that covers nothing else is redundant", () => {
    const files = [file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line danger-scan -- quoted -->\nx\n'), criteria('engagement-lint-disable: [{rule: danger-scan, reason: "known gap"}]')];
    const { check, s } = run(files);
    expect(check('danger-scan')).toMatchObject({ status: 'pass', suppressed: [{ reason: 'quoted' }] });
    expect(s).toMatchObject({ status: 'warn', detail: '1 redundant suppression' });
    expect(s!.findings).toMatchObject([
      { file: 'e/criteria.md', line: 3, severity: 'warning', message: 'suppression of danger-scan is redundant: the suppression at e/handoff.md:2 already suppresses what it covers; remove it' },
    ]);
  });

  it('an engagement-wide suppression that also covers a finding no other one does is not redundant', () => {
    const files = [file('e/handoff.md', '# H\n<!-- engagement-lint-disable-next-line danger-scan -- quoted -->\nx\ny\n'), criteria('engagement-lint-disable: [{rule: danger-scan, reason: "known gap"}]')];
    const checks = [{ ...failing('danger-scan', 3), findings: [3, 4].map((l) => ({ file: 'e/handoff.md', line: l, column: 1, message: 'bad' })) }];
    const out = applySuppressions(checks, files, 'e/criteria.md', KNOWN);
    expect(out[0]).toMatchObject({ status: 'pass', suppressed: [{ line: 3, reason: 'quoted' }, { line: 4, reason: 'known gap' }] });
    expect(withoutNotices(out.find((c) => c.name === 'suppressions')!)).toMatchObject({ status: 'pass', findings: [] });
  });

  it('two entries of one flow list: each is placed at its own column, and the redundant one names the other by line and column', () => {
    const fm = 'engagement-lint-disable: [{rule: danger-scan, reason: "x"}, {rule: danger-scan, reason: "y"}]';
    const { check, s } = run([criteria(fm)]);
    expect(check('danger-scan')).toMatchObject({ status: 'pass', suppressed: [{ reason: 'y' }] });
    const second = fm.lastIndexOf('{rule') + 2;
    expect(s!.findings.map((f) => [f.line, f.column, f.message])).toEqual([[3, fm.indexOf('{rule') + 2, `suppression of danger-scan is redundant: the suppression at line 3, column ${second} already suppresses what it covers; remove it`]]);
  });

  it('a range inside a range of the same rule: the inner one is credited, the outer one is redundant', () => {
    const text = '# H\n<!-- engagement-lint-disable danger-scan -- outer -->\n<!-- engagement-lint-disable danger-scan -- inner -->\nx\n<!-- engagement-lint-enable danger-scan -->\n';
    const { check, s } = run([file('e/handoff.md', text)], 4);
    expect(check('danger-scan')).toMatchObject({ status: 'pass', suppressed: [{ reason: 'inner' }] });
    expect(s!.findings.map((f) => [f.line, f.message])).toEqual([[2, 'suppression of danger-scan is redundant: the suppression at line 3 already suppresses what it covers; remove it']]);
  });

  it('a rule entered twice for the engagement beside a file suppression: the redundant entry names the one that covers all it does', () => {
    // Findings in notes.md (its own suppression) and in handoff.md (only the engagement-wide entries).
    const files = [
      file('e/notes.md', '<!-- engagement-lint-disable danger-scan -- scratch notes -->\nx\n'),
      criteria('engagement-lint-disable:\n  - {rule: danger-scan, reason: "known gap"}\n  - {rule: danger-scan, reason: "known gap"}'),
    ];
    const checks = [{ ...failing('danger-scan', 3), findings: [{ file: 'e/notes.md', line: 2, column: 1, message: 'bad' }, ...[3, 4].map((l) => ({ file: 'e/handoff.md', line: l, column: 1, message: 'bad' }))] }];
    const out = applySuppressions(checks, files, 'e/criteria.md', KNOWN);
    expect(out[0]).toMatchObject({ status: 'pass' });
    expect(withoutNotices(out.find((c) => c.name === 'suppressions')!).findings.map((f) => [f.file, f.line, f.message])).toEqual([
      ['e/criteria.md', 4, 'suppression of danger-scan is redundant: the suppression at line 5 already suppresses what it covers; remove it'],
    ]);
  });

  it('a comment for all rules shadowed by a narrower one is redundant too', () => {
    const text = '# H\n<!-- engagement-lint-disable -- archived run -->\n<!-- engagement-lint-disable-next-line danger-scan, slot-language -- quoted -->\nx\n';
    const { s } = run([file('e/handoff.md', text)], 4);
    expect(s!.findings.map((f) => [f.line, f.message])).toEqual([[2, 'suppression of all rules is redundant: the suppression at line 3 already suppresses what it covers; remove it']]);
  });
});

// Time and memory on such input are measured by bench/hostile.mjs (the suppressions-* inputs).
describe('hostile input', () => {
  const timed = (files: TextFile[], known: string[] = KNOWN) => run(files, 3, known);

  it('100,000 characters of openings, or of unknown directives, give at most 500 short findings', () => {
    const lines = ['<!-- engagement-lint-disable '.repeat(3500), '<!-- engagement-lint-x -->'.repeat(4000), `<!-- engagement-lint-${'a'.repeat(100_000)} -->`, `<!--${' '.repeat(100_000)}`, ' '.repeat(100_000)];
    const { s } = timed([file('e/handoff.md', lines.join('\n'))]);
    expect(s!.findings).toHaveLength(500);
    expect(s!.detail).toBe('4002 malformed suppressions (showing 500 of 4002 findings)');
    expect(s!.findings[0]!.message).toMatch(/^suppression comment does not close on its line/);
    expect(Math.max(...s!.findings.map((f) => f.message.length))).toBeLessThan(200);
  });

  it('thousands of disables, stray enables and unknown ids against many rules are counted, at most 500 shown', () => {
    const many = Array.from({ length: 300 }, (_, i) => `rule-number-${i}`);
    const lines = ['<!-- engagement-lint-disable a -- r -->'.repeat(2500), '<!-- engagement-lint-enable b -->'.repeat(3000), '<!-- engagement-lint-disable-next-line rule-numbr-1 -- r -->'.repeat(1600)];
    const { s } = timed([file('e/handoff.md', lines.join('\n'))], many);
    expect(s!.findings).toHaveLength(500);
    expect(s!.detail).toBe('4100 listed rules suppress nothing (4100 unknown); 3000 enables close no disable (showing 500 of 7100 findings)');
  });

  it('a frontmatter list of thousands of malformed entries is placed once, not searched for each', () => {
    const entries = Array.from({ length: 5000 }, (_, i) => `{k${i}: x}`).join(', ');
    const { s } = timed([criteria(`engagement-lint-disable: [${entries}]`)]);
    expect(s!.detail).toBe('5000 malformed suppressions (showing 500 of 5000 findings)');
  });
});

describe('code blocks', () => {
  it('a directive in an indented code block is an example, not a suppression; under a list item the indent continues the item', () => {
    const asCode = file('e/handoff.md', '# H\n\nExample:\n\n    <!-- engagement-lint-disable slot-language -- x -->\n\nline 6 fails\n');
    expect(run([asCode], 7).check('slot-language').status).toBe('fail');
    const inItem = file('e/handoff.md', '# H\n\n- a note\n\n    <!-- engagement-lint-disable slot-language -- x -->\n\nline 6\n');
    expect(run([inItem], 7).check('slot-language').status).toBe('pass');
  });
});
