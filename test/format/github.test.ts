import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import rule from '../../rules/engagement/criteria-frontmatter.js';
import { lintTarget } from '../../packages/core/src/lint.js';
import { escapeData, escapeProperty, formatGithub } from '../../packages/core/src/format/github.js';
import { cleanupTrees, fakeSystem, makeEngagement } from '../helpers.js';
import { check, finding, report, REPO } from './helpers.js';

afterAll(cleanupTrees);

/** Decodes a workflow command the way the Actions runner does. */
function parseCommand(line: string): { command: string; props: Record<string, string>; message: string } {
  const m = /^::([a-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
  if (!m) throw new Error(`not a workflow command: ${line}`);
  const unData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  const unProp = (s: string) => unData(s.replace(/%3A/g, ':').replace(/%2C/g, ','));
  const props = Object.fromEntries((m[2] ?? '').split(',').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), unProp(kv.slice(kv.indexOf('=') + 1))]));
  return { command: m[1]!, props, message: unData(m[3]!) };
}

const lines = (s: string) => s.split('\n').filter(Boolean);

describe('formatGithub', () => {
  it("a notice (a suppression that did its work) carries no fix; the check's warnings beside it do", () => {
    const c = check('suppressions', {
      status: 'warn',
      fix: 'Give every suppression a reason.',
      findings: [finding('engagement/notes.md', 1, 'suppression of whitelist silences whitelist (1 finding); reason: kept', { severity: 'info' }), finding('engagement/notes.md', 3, 'suppression of slot-language suppresses nothing; remove it', { severity: 'warning' })],
    });
    const [notice, warning] = lines(formatGithub([report([c])], { repoRoot: REPO }).commands).map(parseCommand);
    expect(notice).toMatchObject({ command: 'notice', message: 'suppression of whitelist silences whitelist (1 finding); reason: kept' });
    expect(warning).toMatchObject({ command: 'warning', message: 'suppression of slot-language suppresses nothing; remove it\nFix: Give every suppression a reason.' });
  });

  it('escapes data and property values by GitHub rules', () => {
    // A CR is a control character from the checked tree: shown as an escape, since GitHub would decode %0D back to it.
    expect(escapeData('100% done\r\nnext: a, b')).toBe('100%25 done\\x0d%0Anext: a, b');
    expect(escapeProperty('a:b,c%d\ne')).toBe('a%3Ab%2Cc%25d%0Ae');
    // In a property the runner decodes %0D into the value: a CR is encoded, the other controls shown.
    expect(escapeProperty('cr\rx\u001b\u202e')).toBe('cr%0Dx\\x1b\\u202e');
  });

  it('annotates each finding with file, line, column and the rule id as title', () => {
    const r = report([
      check('criteria-frontmatter', {
        status: 'fail',
        fix: 'Add domain.',
        findings: [finding('engagement/criteria.md', 4, 'missing key `domain`', { column: 2 })],
      }),
      check('handoff-sections', { status: 'warn', findings: [finding('engagement/handoff.md', 9, 'section 7 is thin')] }),
      check('passing', { status: 'pass' }),
      check('skipped', { status: 'skip' }),
    ]);
    const out = lines(formatGithub([r], { repoRoot: REPO }).commands);
    expect(out).toEqual([
      '::error file=engagement/criteria.md,line=4,col=2,title=criteria-frontmatter::missing key `domain`%0AFix: Add domain.',
      '::warning file=engagement/handoff.md,line=9,col=1,title=handoff-sections::section 7 is thin',
    ]);
  });

  it('escapes %, line breaks, : and , so a message cannot break out of its command', () => {
    const r = report([
      check('criteria-frontmatter', {
        status: 'fail',
        findings: [finding('engagement/a:b,c%.md', 3, '50% done\r\n::set-output name=x::y, z', { endLine: 5 })],
      }),
    ]);
    const [line, ...rest] = lines(formatGithub([r], { repoRoot: REPO }).commands);
    expect(rest).toEqual([]);
    expect(line).toBe('::error file=engagement/a%3Ab%2Cc%25.md,line=3,endLine=5,col=1,title=criteria-frontmatter::50%25 done\\x0d%0A:\u2060:set-output name=x::y, z');
    const parsed = parseCommand(line!);
    expect(parsed.props).toEqual({ file: 'engagement/a:b,c%.md', line: '3', endLine: '5', col: '1', title: 'criteria-frontmatter' });
    // The message's own line break keeps a word joiner in the `::` after it, as in every format.
    expect(parsed.message).toBe('50% done\\x0d\n:\u2060:set-output name=x::y, z');
  });

  it('annotates a check without findings without a file', () => {
    const r = report([
      check('preflight', { status: 'fail', detail: 'tool `jq` is missing', fix: 'Install jq.' }),
      check('size-drift', { status: 'warn', detail: 'size S but 40 files' }),
    ]);
    expect(lines(formatGithub([r], { repoRoot: REPO }).commands)).toEqual(['::error title=preflight::tool `jq` is missing%0AFix: Install jq.', '::warning title=size-drift::size S but 40 files']);
  });

  it('makes paths relative to the repository root and keeps outside files in the message', () => {
    const inner = report([check('a', { status: 'fail', findings: [finding('engagement/criteria.md', 2, 'bad')] })], { root: path.join(REPO, 'clients', 'acme') });
    const outsideRoot = path.join(path.dirname(REPO), 'elsewhere');
    const outer = report([check('a', { status: 'fail', findings: [finding('engagement/criteria.md', 2, 'bad', { column: 5 })] })], { root: outsideRoot });
    const [one, two] = lines(formatGithub([inner, outer], { repoRoot: REPO }).commands).map(parseCommand);
    expect(one!.props['file']).toBe('clients/acme/engagement/criteria.md');
    expect(two!.props).toEqual({ title: 'a' });
    expect(two!.message).toBe(`${path.join(outsideRoot, 'engagement', 'criteria.md')}:2:5: bad`);
  });

  it('caps errors and warnings at 10 each, shared fairly, and closes with a notice naming what was left out', () => {
    const many = (n: number, file: string) => Array.from({ length: n }, (_, i) => finding(file, i + 1, `problem ${i + 1}`));
    const r = report([
      check('rule-a', { status: 'fail', findings: many(8, 'engagement/a.md') }),
      check('rule-b', { status: 'fail', findings: many(7, 'engagement/b.md') }),
      check('rule-c', { status: 'warn', findings: many(12, 'engagement/c.md') }),
      check('rule-d', { status: 'warn', findings: many(1, 'engagement/d.md') }),
      check('rule-e', { status: 'fail', detail: 'no place', findings: [] }),
    ]);
    const out = lines(formatGithub([r], { repoRoot: REPO }).commands).map(parseCommand);
    const errors = out.filter((c) => c.command === 'error');
    const warnings = out.filter((c) => c.command === 'warning');
    expect(errors).toHaveLength(10);
    expect(warnings).toHaveLength(10);
    // Every rule keeps at least one visible annotation; the rest is shared round by round.
    const per = (list: typeof out) => list.reduce<Record<string, number>>((m, c) => ({ ...m, [c.props['title']!]: (m[c.props['title']!] ?? 0) + 1 }), {});
    expect(per(errors)).toEqual({ 'rule-a': 5, 'rule-b': 4, 'rule-e': 1 });
    expect(per(warnings)).toEqual({ 'rule-c': 9, 'rule-d': 1 });
    // Shown annotations keep report order.
    expect(errors.filter((c) => c.props['title'] === 'rule-a').map((c) => c.props['line'])).toEqual(['1', '2', '3', '4', '5']);
    const notices = out.filter((c) => c.command === 'notice');
    expect(notices).toHaveLength(1);
    expect(out.at(-1)).toBe(notices[0]);
    expect(lines(formatGithub([r], { repoRoot: REPO }).commands).at(-1)!.startsWith('::notice::')).toBe(true);
    expect(notices[0]!.message).toMatch(/^9 more annotations left out \(6 errors, 3 warnings;/);
    expect(notices[0]!.message).toContain('from: rule-a, rule-b, rule-c.');
    expect(notices[0]!.message).not.toMatch(/rule-d|rule-e/);
  });

  it('honours maxPerType and stays silent when nothing is left out', () => {
    const r = report([check('rule-a', { status: 'fail', findings: [finding('engagement/a.md', 1, 'x'), finding('engagement/a.md', 2, 'y'), finding('engagement/a.md', 3, 'z')] })]);
    const capped = lines(formatGithub([r], { repoRoot: REPO, maxPerType: 2 }).commands);
    expect(capped.map((l) => l.slice(0, l.indexOf(' ') > 0 ? l.indexOf(' ') : undefined).split('::')[1])).toEqual(['error', 'error', 'notice']);
    expect(capped[2]).toContain('1 more annotation left out (1 error;');
    expect(capped[2]).toMatch(/See the step summary or the full report\.$/);
    // With no step summary written (GITHUB_STEP_SUMMARY unset), the notice points to the full report only.
    const noSummary = lines(formatGithub([r], { repoRoot: REPO, maxPerType: 2, stepSummary: false }).commands);
    expect(noSummary[2]).toMatch(/\. See the full report \(`--format json` or `--format html`\)\.$/);
    expect(noSummary[2]).not.toContain('step summary');
    const all = lines(formatGithub([r], { repoRoot: REPO }).commands);
    expect(all).toHaveLength(3);
    expect(all.some((l) => l.startsWith('::notice'))).toBe(false);
  });

  it('emits no commands for a clean run', () => {
    const out = formatGithub([report([check('a'), check('b', { status: 'skip' })])], { repoRoot: REPO });
    expect(out.commands).toBe('');
    expect(out.summary).toContain('✅');
  });

  it('writes a markdown summary per target with a check table and counts', () => {
    const failing = report([
      check('criteria-frontmatter', { status: 'fail', detail: 'lacks: a | b\nsecond <line>', fix: 'Add a & b.', findings: [finding('engagement/criteria.md', 4, 'missing `a`')] }),
      check('handoff-sections', { status: 'warn', detail: 'thin §7' }),
      check('skipped', { status: 'skip', detail: 'no reports yet' }),
      check('crashed', { status: 'fail', detail: 'internal error in crashed: boom', internal_error: true }),
      check('fine', { status: 'pass', detail: 'all good' }),
    ]);
    const clean = report([check('fine')], { target: path.join(REPO, 'other') });
    const { summary } = formatGithub([failing, clean], { repoRoot: REPO });
    expect(summary).toContain('**2 targets**: 1 pass, 0 warn, 1 fail');
    expect(summary).toMatch(/^### 💥 engagement — error$/m);
    expect(summary).toMatch(/^### ✅ other — pass$/m);
    expect(summary).toContain('engagement · tier M · 5 checks: 1 pass, 1 warn, 2 fail, 1 skip');
    const rows = summary.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| Status') && !l.startsWith('| ---'));
    expect(rows.map((l) => l.split(' | ')[0])).toEqual(['| ❌ fail', '| ⚠️ warn', '| ⏭️ skip', '| 💥 error', '| ✅ pass', '| ✅ pass']);
    // Pipes, line breaks and angle brackets cannot break the table.
    expect(rows[0]).toContain('lacks: a \\| b<br>second &lt;line&gt;<br>**Fix:** Add a &amp; b.');
    expect(rows[0]).toContain('[`criteria-frontmatter`](https://github.com/engagement-lint/engagement-lint/blob/main/docs/rules/criteria-frontmatter.md)');
    expect(summary).toContain('- engagement/criteria.md:4:1 **criteria-frontmatter**: missing <code>a</code>');
  });

  it('shows a message\'s code spans as <code>, with their text and the rest escaped as markdown', () => {
    const message = (m: string) => {
      const { summary } = formatGithub([report([check('a', { status: 'fail', findings: [finding('engagement/a.md', 1, m)] })])], { repoRoot: REPO });
      return /^- engagement\/a\.md:1:1 \*\*a\*\*: (.*)$/m.exec(summary)![1];
    };
    expect(message('tool `x*y` and `[z](https://e.example)`')).toBe('tool <code>x\\*y</code> and <code>\\[z\\]\\(https:\u2060//e.example\\)</code>');
    // A backtick inside a name (one before a letter) does not close its span.
    expect(message('name `a`b` here')).toBe('name <code>a\\`b</code> here');
    expect(message('missing `src/a`b.ts`, `c`')).toBe('missing <code>src/a\\`b.ts</code>, <code>c</code>');
    // A backtick that opens no span is shown as it is.
    expect(message('odd ` one')).toBe('odd \\` one');
    expect(message('x`y `z')).toBe('x\\`y \\`z');
    expect(message('see @ops, #12, www.e.example & <i>')).toBe('see @\u2060ops, \\#\u206012, www\u2060.e.example &amp; &lt;i&gt;');
  });

  it('shows a target or file name holding backticks as it is, not as code', () => {
    const { summary } = formatGithub([report([check('a', { status: 'fail', findings: [finding('we`ird/`x`.md', 3, 'bad')] })], { target: path.join(REPO, 'we`ird') })], { repoRoot: REPO });
    expect(summary).toMatch(/^### ❌ we\\`ird — fail$/m);
    expect(summary).toContain('- we\\`ird/\\`x\\`.md:3:1 **a**: bad');
    expect(summary).not.toContain('<code>');
  });

  it('keeps the step summary under 1 MiB: passing targets give way first, and what was left out is said', () => {
    const checks = ['whitelist', 'criteria-frontmatter', 'handoff-paths', 'handoff-sections', 'slot-language', 'danger-scan'].map((n) => check(n));
    const passing = Array.from({ length: 2500 }, (_, i) => report(checks, { target: path.join(REPO, `p${i}/engagement`) }));
    const failing = Array.from({ length: 3 }, (_, i) =>
      report([check('whitelist', { status: 'fail', findings: [finding(`f${i}/engagement/x.md`, 1, 'bad')] })], { target: path.join(REPO, `f${i}/engagement`) }),
    );
    const { summary } = formatGithub([...passing, ...failing], { repoRoot: REPO });
    expect(Buffer.byteLength(summary)).toBeLessThan(1024 * 1024);
    for (const i of [0, 1, 2]) expect(summary).toContain(`f${i}/engagement`);
    const shown = passing.filter((_, i) => summary.includes(`p${i}/engagement — pass`)).length;
    expect(shown).toBeGreaterThan(500);
    expect(shown).toBeLessThan(2500);
    expect(summary).toContain(`> ${2500 - shown} more targets left out of this summary (0 failing, 0 warning, ${2500 - shown} passing): GitHub shows a step summary of at most 1 MiB.`);
    // Under the budget nothing is left out.
    expect(formatGithub(passing.slice(0, 5), { repoRoot: REPO }).summary).not.toContain('left out of this summary');
  });

  it('mentions left-out annotations in the summary', () => {
    const r = report([check('a', { status: 'fail', findings: Array.from({ length: 11 }, (_, i) => finding('engagement/a.md', i + 1, 'x')) })]);
    expect(formatGithub([r], { repoRoot: REPO }).summary).toContain('1 annotation not shown inline');
    expect(formatGithub([r], { repoRoot: REPO, maxPerType: 20 }).summary).not.toContain('not shown inline');
  });

  it('formats a real lint run of an engagement', async () => {
    const dir = makeEngagement({ 'criteria.md': '---\nengagement: x\nsize: S\n---\n' });
    const lint = await lintTarget(dir, { packs, rules: [rule], system: fakeSystem() });
    const out = lines(formatGithub([lint], { repoRoot: path.dirname(dir) }).commands).map(parseCommand);
    expect(out.map((c) => [c.command, c.props['file'], c.props['line']])).toEqual([
      ['error', 'engagement/criteria.md', '4'],
      ['error', 'engagement/criteria.md', '4'],
      ['error', 'engagement/criteria.md', '4'],
    ]);
    expect(out[0]!.message).toMatch(/missing required frontmatter key `domain`\nFix: Add domain, ux_heavy, tools_required/);
  });
});

describe('names from the checked tree in GitHub output', () => {
  /** A whitelist failure on one rogue file, as the whitelist check words it. */
  const rogue = (file: string, name = path.basename(file)) =>
    report([check('whitelist', { status: 'fail', detail: `out-of-whitelist entries: ${name}`, findings: [finding(file, 1, `\`${name}\` is outside the engagement whitelist`)] })]);

  it('a CR is %0D in the file property, which the runner decodes to the file\'s name, and \\x0d in the message and the step summary', () => {
    const gh = formatGithub([rogue('engagement/cr\rx.md')], { repoRoot: REPO });
    const [line] = lines(gh.commands);
    expect(line).toMatch(/^::error file=engagement\/cr%0Dx\.md,/);
    expect(line).not.toContain('\r');
    const parsed = parseCommand(line!);
    expect(parsed.props['file']).toBe('engagement/cr\rx.md');
    expect(parsed.message).toBe('`cr\\x0dx.md` is outside the engagement whitelist');
    // The markdown source escapes the backslash, so the page shows `cr\x0dx.md`.
    expect(gh.summary).toContain('out-of-whitelist entries: cr\\\\x0dx.md');
    expect(gh.summary).not.toContain('cr<br>x.md');
  });

  it.each([
    ['ESC and BEL', 'engagement/a\u001b[31mred\u001b]8;;http:x\u0007.md', 'engagement/a\\x1b[31mred\\x1b]8;;http:x\\x07.md'],
    ['a C1 control', 'engagement/c1\u009bname.md', 'engagement/c1\\x9bname.md'],
    ['a bidi override', 'engagement/bidi\u202etxt.md', 'engagement/bidi\\u202etxt.md'],
    // A byte that is no UTF-8 (0x9b) read as U+FFFD: the name shown is no file's.
    ['a byte that is no UTF-8', 'engagement/f\ufffdC1.md', 'engagement/f\ufffdC1.md'],
  ])('a path holding %s, which no property can carry, is named escaped in the message, without a file', (_, file, shown) => {
    const [line, ...rest] = lines(formatGithub([rogue(file)], { repoRoot: REPO }).commands);
    expect(rest).toEqual([]);
    expect(line).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    const parsed = parseCommand(line!);
    expect(parsed.props).toEqual({ title: 'whitelist' });
    expect(parsed.message.startsWith(`${shown}:1:1: \``)).toBe(true);
  });

  it('a folder named `::team::a`: the file property is that path, its colons %-escaped and nothing inserted', () => {
    const r = report([check('epiphany-map-keys', { status: 'fail', findings: [finding('::team::a/state/map.yaml', 15, 'top-level key `x`')] })]);
    const [line] = lines(formatGithub([r], { repoRoot: REPO }).commands);
    expect(line).toBe('::error file=%3A%3Ateam%3A%3Aa/state/map.yaml,line=15,col=1,title=epiphany-map-keys::top-level key `x`');
    expect(parseCommand(line!).props['file']).toBe('::team::a/state/map.yaml');
  });

  it('a path holding `##[` keeps its place in the message, where the command is broken', () => {
    // The runner finds a `##[` command anywhere in a line, and a property can only write `#` as it is.
    const [line, ...rest] = lines(formatGithub([rogue('engagement/##[error]x.md')], { repoRoot: REPO }).commands);
    expect(rest).toEqual([]);
    expect(line).not.toContain('##[');
    const parsed = parseCommand(line!);
    expect(parsed.props).toEqual({ title: 'whitelist' });
    expect(parsed.message.replace(/\u2060/g, '')).toBe('engagement/##[error]x.md:1:1: `##[error]x.md` is outside the engagement whitelist');
  });

  it('a line feed in a file name is \\x0a in the message and the step summary, as stylish shows it; the file property keeps it', () => {
    const gh = formatGithub([rogue('engagement/nl\nline.md')], { repoRoot: REPO });
    const [line, ...rest] = lines(gh.commands);
    expect(rest).toEqual([]);
    const parsed = parseCommand(line!);
    expect(parsed.props['file']).toBe('engagement/nl\nline.md');
    expect(parsed.message).toBe('`nl\\x0aline.md` is outside the engagement whitelist');
    // The markdown source escapes the backslash, so the page shows `nl\x0aline.md`: in the detail, the path and the message.
    expect(gh.summary).toContain('out-of-whitelist entries: nl\\\\x0aline.md |');
    expect(gh.summary).toContain('- engagement/nl\\\\x0aline.md:1:1 **whitelist**: <code>nl\\\\x0aline.md</code> is outside');
    expect(gh.summary).not.toContain('nl<br>line.md');
  });

  it('a line feed in the path of a target or a file outside the workspace is \\x0a too', () => {
    const outside = path.join(path.dirname(REPO), 'el-other\nrepo');
    const r = report([check('whitelist', { status: 'fail', findings: [finding('engagement/x.md', 1, 'rogue')] })], { root: outside });
    const gh = formatGithub([r], { repoRoot: REPO });
    expect(parseCommand(lines(gh.commands)[0]!).message).toBe(`${outside.replace('\n', '\\x0a')}/engagement/x.md:1:1: rogue`);
    expect(gh.summary).toContain('el-other\\\\x0arepo/engagement — fail');
    expect(gh.summary).not.toContain('el-other<br>repo');
  });
});

describe('names holding backticks in the step summary', () => {
  /**
   * What GitHub shows of one line of the summary: its markdown parsed as GFM, text as read (escapes
   * and entities resolved, word joiners left out), a code element as <code>…</code>, a table cell
   * ended by ` | `.
   */
  async function shown(markdown: string): Promise<string> {
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { default: remarkGfm } = await import('remark-gfm');
    type Node = { type: string; value?: string; children?: Node[] };
    const flat = (n: Node): string => {
      if (n.type === 'text' || n.type === 'html') return n.value!.replace(/\u2060/g, '');
      if (n.type === 'inlineCode') return `<code>${n.value}</code>`;
      const inner = (n.children ?? []).map(flat).join('');
      return n.type === 'tableCell' ? `${inner} | ` : inner;
    };
    return flat(unified().use(remarkParse).use(remarkGfm).parse(markdown) as Node);
  }

  // One, two and three backticks inside; at the start, the end and both; a name that is only a backtick; the probe's name.
  const NAMES = ['a`b.md', 'a``b.md', 'a```b.md', '`a.md', 'a.md`', '``a.md``', '```a```', '`', '`x` ``.md', 'a ` b `.md'];

  it.each(NAMES)('%s: the findings list shows the name whole, in one code element, and the table lists it as it is', async (name) => {
    const r = report([
      check('whitelist', { status: 'fail', detail: `out-of-whitelist entries: ${name}`, findings: [finding(`engagement/${name}`, 1, `\`${name}\` is outside the engagement whitelist`)] }),
    ]);
    const { summary } = formatGithub([r], { repoRoot: REPO });
    const item = summary.split('\n').find((l) => l.startsWith('- '))!;
    expect(await shown(item)).toBe(`engagement/${name}:1:1 whitelist: <code>${name}</code> is outside the engagement whitelist`);
    const row = summary.split('\n').find((l) => l.startsWith('| ❌'))!;
    expect(await shown(`| a | b | c |\n| --- | --- | --- |\n${row}`)).toContain(` | out-of-whitelist entries: ${name} | `);
  });

  it('shows a path quoted from the project root and a folder holding backticks whole too', async () => {
    const file = 'engagement/we`ird/`x`.md';
    const r = report([check('a', { status: 'fail', findings: [finding(file, 2, `\`${file}\` and its folder \`we\`ird\` are bad; so is \`\`x\`.md\``)] })]);
    const item = formatGithub([r], { repoRoot: REPO }).summary.split('\n').find((l) => l.startsWith('- '))!;
    expect(await shown(item)).toBe(`${file}:2:1 a: <code>${file}</code> and its folder <code>we\`ird</code> are bad; so is <code>\`x\`.md</code>`);
  });

  it('writes a check name as a code span whose fence no backtick in it can close (CommonMark)', async () => {
    for (const name of ['a`b', 'a``b', 'a```b', '`a', 'b`', '``']) {
      const { summary } = formatGithub([report([check(name, { status: 'fail', docs: undefined })])], { repoRoot: REPO });
      const row = summary.split('\n').find((l) => l.startsWith('| ❌'))!;
      expect(await shown(`| a | b | c |\n| --- | --- | --- |\n${row}`), name).toContain(`❌ fail | <code>${name}</code> | `);
    }
  });
});
