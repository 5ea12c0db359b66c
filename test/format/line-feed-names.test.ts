// Bug B4: a control character in a file name (a line feed above all) is shown as the same escape in
// every format and in the one-line errors, never raw, never `&#10;`, never a space.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allRules, packs } from '@engagement-lint/rules';
import { lintTarget, type TargetReport } from '../../packages/core/src/lint.js';
import { formatJunit } from '../../packages/core/src/format/junit.js';
import { formatHtml } from '../../packages/core/src/format/html/index.js';
import { formatStylish } from '../../packages/core/src/format/stylish.js';
import { formatGithub } from '../../packages/core/src/format/github.js';
import { formatSarif } from '../../packages/core/src/format/sarif.js';
import { checkTargets, expandTargets } from '../../packages/cli/src/targets.js';
import { sayToStderr } from '../../packages/cli/src/stdout.js';
import { fakeSystem } from '../helpers.js';
import { check, finding, report, REPO, XML_INVALID } from './helpers.js';

const example = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../examples/clean-S');
const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
afterEach(() => vi.restoreAllMocks());

/** A fresh folder of our own under the system's temporary one. */
function tmp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-b4-'));
  made.push(dir);
  return dir;
}

/** Each character, how the text formats show it, and how HTML shows it in content and in an attribute. */
const CASES = [
  { what: 'a line feed', c: '\n', text: '\\x0a', html: '\\x0a', attr: '\\x0a' },
  { what: 'a CR', c: '\r', text: '\\x0d', html: '<span class="esc" title="control character U+000D">U+000D</span>', attr: '‹U+000D›' },
  { what: 'a right-to-left override', c: '\u202e', text: '\\u202e', html: '<span class="esc" title="bidi control U+202E">U+202E</span>', attr: '‹U+202E›' },
];

/** Decodes a workflow command the way the Actions runner does. */
function parseCommand(line: string): { props: Record<string, string>; message: string } {
  const m = /^::[a-z-]+(?: ([^:]*))?::(.*)$/.exec(line);
  if (!m) throw new Error(`not a workflow command: ${line}`);
  const unData = (s: string) => s.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%25/g, '%');
  const props = Object.fromEntries((m[1] ?? '').split(',').filter(Boolean).map((kv) => [kv.slice(0, kv.indexOf('=')), unData(kv.slice(kv.indexOf('=') + 1).replace(/%3A/g, ':').replace(/%2C/g, ','))]));
  return { props, message: unData(m[2]!) };
}

function parseJunit(xml: string): any {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(XML_INVALID);
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', htmlEntities: true, parseTagValue: false, trimValues: false, isArray: (n) => ['testsuite', 'testcase'].includes(n) });
  return parser.parse(xml).testsuites;
}

describe.each(CASES)('a file named with $what in every format', ({ c, text, html }) => {
  const raw = `new${c}line.md`;
  const shown = `new${text}line.md`;
  const message = `\`${shown}\` is outside the engagement whitelist`;
  // What must never be in the output: the raw character (a line feed is the product's own line break elsewhere).
  const bad = c === '\n' ? raw : c;
  let root: string;
  let r: TargetReport;

  beforeAll(async () => {
    // The tester's repro: examples/clean-S in a repository of its own, with one rogue file.
    root = tmp();
    fs.cpSync(example, root, { recursive: true });
    fs.mkdirSync(path.join(root, '.git'));
    fs.writeFileSync(path.join(root, 'engagement', raw), '');
    r = await lintTarget(path.join(root, 'engagement'), { packs, rules: await allRules(), system: fakeSystem(), visual: true });
    expect(r.checks.find((x) => x.name === 'whitelist')?.status).toBe('fail');
  });

  it('stylish (a control)', () => {
    const out = formatStylish([r], { colorLevel: 0, cwd: root });
    expect(out).toContain(`[FAIL] whitelist: out-of-whitelist entries: ${shown}\n`);
    expect(out).toContain(`engagement/${shown}:1:1  ${message};`);
    expect(out).not.toContain(bad);
  });

  it('GitHub annotations (a control): the message shows it; only the file property carries it, %-encoded', () => {
    const { commands } = formatGithub([r], { repoRoot: root, stepSummary: false });
    const annotation = commands.split('\n').find((l) => l.includes('title=whitelist'))!;
    const { props, message: text } = parseCommand(annotation);
    expect(text.split('\n')[0]).toContain(message);
    expect(text).not.toContain(bad);
    // The runner decodes a %0A or %0D in `file=` back into the exact name; a path with any other control gets no `file=`.
    expect(props['file']).toBe(c === '\u202e' ? undefined : `engagement/${raw}`);
    expect(commands.split('\n').filter((l) => l && !l.startsWith('::'))).toEqual([]);
    expect(commands).not.toContain(bad);
  });

  it('SARIF (a control)', () => {
    const out = formatSarif([r], { rules: [], packs, repoRoot: root });
    const results = JSON.parse(out).runs[0].results.filter((x: any) => x.ruleId === 'whitelist');
    expect(results).toHaveLength(1);
    expect(results[0].message.text.split('\n')[0]).toContain(message);
    expect(results[0].message.text).not.toContain(bad);
    expect(out).not.toContain(c === '\n' ? 'new\\nline' : c);
  });

  it('JUnit: the message attribute and the failure body show it, and the finding stays on one line', () => {
    const xml = formatJunit([r], { base: root });
    const failure = parseJunit(xml).testsuite[0].testcase.find((t: any) => t.name === 'whitelist').failure;
    expect(failure.message).toBe(`out-of-whitelist entries: ${shown}`);
    const lines = failure['#text'].split('\n');
    expect(lines[0]).toBe(`engagement/${shown}:1:1 ${message}; move its content into validation-log.md, handoff.md or executor-reports/<name>.md`);
    // The body's own lines are the product's: the finding, the fix, the docs link; no line is a piece of the name.
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Fix: /);
    expect(lines[2]).toMatch(/^Docs: /);
    expect(xml).not.toContain(bad);
    expect(xml).not.toMatch(/new&#(10|13|x[aAdD]);line/);
  });

  it('HTML: the detail, the finding place and its message', () => {
    const page = formatHtml([r]);
    const name = `new${html}line.md`;
    expect(page).toContain(`<td class="detail">out-of-whitelist entries: ${name}</td>`);
    expect(page).toContain(`<p>out-of-whitelist entries: ${name}</p>`);
    expect(page).toContain(`<span class="where mono">engagement/${name}:1:1</span> \`${name}\` is outside the engagement whitelist;`);
    expect(page).not.toContain(raw);
    if (c !== '\n') expect(page).not.toContain(c);
  });
});

describe.each(CASES)('a target path holding $what in HTML', ({ c, html, attr }) => {
  it('is shown in attributes (tooltips, data-target) and text (heading, matrix, contents), never raw', () => {
    const odd = path.join(REPO, `proj${c}x`);
    const plain = path.join(REPO, 'plain');
    const fail = check('whitelist', { status: 'fail', detail: 'rogue', findings: [finding('engagement/a.md', 1, 'rogue')] });
    const reports = [report([fail], { root: odd, target: path.join(odd, 'engagement') }), report([fail], { root: plain, target: path.join(plain, 'engagement') })];
    const page = formatHtml(reports);
    expect(page).toContain(`data-target="${REPO}/proj${attr}x/engagement"`);
    expect(page).toContain(`<h2 title="${REPO}/proj${attr}x/engagement">`);
    expect(page).toContain(`title="${REPO}/proj${attr}x/engagement"><span>proj${html}x</span></a>`);
    expect(page).toContain(`</span> proj${html}x/engagement</h2>`);
    expect(page).toContain(`<span class="badge fail">fail</span> proj${html}x/engagement</a></li>`);
    expect(page).not.toContain(`proj${c}x`);
  });

  it("is shown in the plan: a task's key and path, and the tasks a file entry overlaps", () => {
    const plan = {
      tasks: [
        { key: `T${c}1`, rel: `engagement/tasks/T${c}1.md`, owner: ['dev'], wave: '1', files: [{ text: 'src/a.ts', line: 3, overlaps: [`T${c}2`] }] },
        { key: `T${c}2`, rel: `engagement/tasks/T${c}2.md`, owner: ['dev'], wave: '1', files: [{ text: 'src/a.ts', line: 3, overlaps: [`T${c}1`] }] },
      ],
      rounds: [],
    };
    const page = formatHtml([report([check('whitelist')], { visual: { sources: {}, plan } })]);
    expect(page).toContain(`data-task="T${attr}1"`);
    expect(page).toContain(`<b>T${html}1</b>`);
    expect(page).toContain(`<div class="muted small">engagement/tasks/T${html}1.md</div>`);
    expect(page).toContain(`overlaps <b>T${html}2</b>`);
    expect(page).not.toContain(`T${c}`);
  });
});

describe('the JUnit report of a name with a line feed keeps the lines the product writes', () => {
  it('one finding a line, the target named on one line, and a detail with line breaks of its own keeps them', () => {
    const root = path.join(REPO, 'odd\nproject');
    const fail = check('whitelist', {
      status: 'fail',
      detail: 'out-of-whitelist entries: a\nb.md, c\nd.md\n(2 entries)',
      findings: [finding('engagement/a\nb.md', 1, '`a\nb.md` is outside'), finding('engagement/c\nd.md', 1, '`c\nd.md` is outside')],
    });
    const warned = check('handoff-sections', { status: 'warn', detail: 'thin: e\nf.md', findings: [finding('engagement/e\nf.md', 2, 'only `e\nf.md`')] });
    const passed = check('suppressions', { findings: [finding('engagement/g\nh.md', 1, 'silences `g\nh.md`', { severity: 'info' })] });
    const xml = formatJunit([report([fail, warned, passed], { root, target: path.join(root, 'engagement') })], { base: REPO });
    const suite = parseJunit(xml).testsuite[0];
    expect(suite.name).toBe('odd\\x0aproject/engagement');
    const byName = (n: string) => suite.testcase.find((t: any) => t.name === n);
    expect(byName('whitelist').classname).toBe('odd\\x0aproject/engagement');
    // The names in the detail are on one line; its own line break stays (`&#10;` in the attribute).
    expect(byName('whitelist').failure.message).toBe('out-of-whitelist entries: a\\x0ab.md, c\\x0ad.md\n(2 entries)');
    expect(byName('whitelist').failure['#text'].split('\n').slice(0, 2)).toEqual(['odd\\x0aproject/engagement/a\\x0ab.md:1:1 `a\\x0ab.md` is outside', 'odd\\x0aproject/engagement/c\\x0ad.md:1:1 `c\\x0ad.md` is outside']);
    expect(byName('handoff-sections')['system-out'].split('\n')).toEqual(['WARN: thin: e\\x0af.md', 'odd\\x0aproject/engagement/e\\x0af.md:2:1 only `e\\x0af.md`', `Docs: ${warned.docs}`]);
    expect(byName('suppressions')['system-out']).toBe('odd\\x0aproject/engagement/g\\x0ah.md:1:1 silences `g\\x0ah.md`');
  });
});

describe('a name whose line feed is followed by a workflow command', () => {
  it('starts no line of the JUnit report or the HTML page, and no command when printed to a CI log', () => {
    const name = 'engagement/x\n::error::forged.md';
    const r = report([check('whitelist', { status: 'fail', detail: `rogue: ${name}`, findings: [finding(name, 1, `\`${name}\` is outside`)] })]);
    for (const out of [formatJunit([r], { base: REPO }), formatHtml([r])]) {
      expect(out).toContain('x\\x0a');
      expect(out.split('\n').filter((l) => /^\s*::/.test(l) || l.includes('##['))).toEqual([]);
      expect(out).not.toContain('\n::error');
    }
  });
});

describe.each(CASES)('a target named with $what on standard error', ({ c, text }) => {
  /** The one line the CLI writes for a usage error (main.ts's `fail`). */
  async function stderrOf(words: string[], cwd: string): Promise<string> {
    const written: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation(((chunk: string) => (written.push(String(chunk)), true)) as typeof process.stderr.write);
    try {
      await checkTargets(await expandTargets(words, cwd), undefined, cwd);
    } catch (e) {
      sayToStderr((e as Error).message);
    }
    vi.restoreAllMocks();
    return written.join('');
  }

  it('target not found: the name shows it, never as a space', async () => {
    const out = await stderrOf([`no${c}such`], tmp());
    expect(out).toBe(`engagement-lint: target not found: no${text}such\n`);
  });

  it('a folder holding engagements names each with it shown', async () => {
    const cwd = tmp();
    for (const name of [`a${c}b`, 'c']) fs.cpSync(example, path.join(cwd, 'runs', name), { recursive: true });
    const out = await stderrOf(['runs'], cwd);
    expect(out).toContain(`(it holds 2 engagement folders: runs/a${text}b/engagement, runs/c/engagement;`);
    expect(out.split('\n').filter(Boolean)).toHaveLength(1);
    fs.rmSync(path.join(cwd, 'runs', 'c'), { recursive: true });
    expect(await stderrOf(['runs'], cwd)).toContain(`(it holds one engagement folder: name runs/a${text}b/engagement to lint it)`);
  });

  it("a glob's match of no known kind is named in the warning with it shown", async () => {
    const cwd = tmp();
    fs.cpSync(example, path.join(cwd, 'proj'), { recursive: true });
    fs.mkdirSync(path.join(cwd, 'proj', '.git'));
    fs.writeFileSync(path.join(cwd, `odd${c}name.txt`), 'nothing to lint\n');
    const out = await stderrOf(['*'], cwd);
    expect(out).toContain(`not linted: odd${text}name.txt\n`);
    expect(out.split('\n').filter(Boolean)).toHaveLength(1);
  });
});
