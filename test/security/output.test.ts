// File names and contents of a checked folder reach every output format; none
// may carry a control character that a terminal or a CI log would act on.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from '../cli-helpers.js';
import { cleanupTrees, makeEngagement } from '../helpers.js';

afterAll(cleanupTrees);

// Clear the screen, set the window title, write the clipboard (OSC 52), ring the bell, C1 CSI, CR overwrite, a bidi override.
const NASTY = '\u001b[2J\u001b]0;owned\u0007\u001b]52;c;ZXZpbA==\u0007\u009b31m\rfake\u202e';
const RAW = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/;

describe('output of hostile names and contents', () => {
  const eng = makeEngagement({
    'criteria.md': `---\nengagement: x${NASTY}\ncreated: 2026-06-01\ndomain: dev\nsize: S\ntools_required: [node, "to${NASTY}ol"]\n---\n# Criteria\n`,
    [`rogue${NASTY}.md`]: 'x\n',
  });

  it.each(['stylish', 'github', 'junit', 'sarif'])('%s output carries no raw control character', (format) => {
    const r = cli([eng, '--all-checks', '--format', format], { env: { GITHUB_STEP_SUMMARY: undefined } });
    expect(r.code).toBe(1);
    // The hostile text is there, made visible.
    expect(r.stdout).toContain('\\x1b');
    const lines = r.stdout.split('\n').filter((l) => RAW.test(l.replace(/\r$/, '')));
    expect(lines).toEqual([]);
  });

  it('JSON output writes DEL, C1 and bidi controls as escapes, and reads back the same', () => {
    const r = cli([eng, '--all-checks', '--json']);
    expect(r.stdout).toContain('\\u001b');
    expect(r.stdout).toContain('\\u009b');
    expect(r.stdout).toContain('\\u202e');
    expect(RAW.test(r.stdout.replace(/\n/g, ''))).toBe(false);
    // The escapes stand for the same characters: the file name reads back whole.
    expect(JSON.stringify(r.json)).toContain(JSON.stringify(`rogue${NASTY}.md`).slice(1, -1));
  });

  it('the GitHub step summary carries no raw control character', () => {
    const summary = path.join(path.dirname(eng), 'summary.md');
    const r = cli([eng, '--all-checks', '--format', 'github'], { env: { GITHUB_STEP_SUMMARY: summary, GITHUB_ACTIONS: 'true' } });
    expect(r.code).toBe(1);
    const text = fs.readFileSync(summary, 'utf8');
    expect(text).toContain('\\x1b');
    expect(RAW.test(text)).toBe(false);
  });
});

describe('error lines that quote a path from the checked tree', () => {
  // A glob's matches are names from the checked tree: a folder named to clear the screen must not.
  it('show its control characters escaped on standard error, in every error', () => {
    const root = path.dirname(makeEngagement({ 'criteria.md': '---\nsize: S\n---\n' }));
    const odd = path.join(root, `odd${NASTY.replace(/\r/g, '')}.md`);
    fs.writeFileSync(odd, 'just some notes\n');
    const errors = [
      cli([odd]), // no kind recognises it
      cli([path.join(root, `gone${NASTY}`)]), // not found
      cli([path.join(root, `odd${NASTY.replace(/\r/g, '')}*.md`)]), // a glob that leaves nothing
    ];
    for (const r of errors) {
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(/^engagement-lint: .*\\x1b\[2J.*\n$/);
      expect(RAW.test(r.stderr.replace(/\n$/, ''))).toBe(false);
    }
  });
});

describe('the GitHub step summary renders text from the checked tree as text', () => {
  // Each would be markup in GitHub's markdown: a link and an image (GFM resolves `https:host` as a URL),
  // emphasis, strike-through, math, inline HTML, bare URLs, `www.` and e-mail addresses GFM links
  // by itself, a footnote reference, and a backtick that would end the message's own code span.
  const BAIT = '[Approve the deploy](https:evil.example) ![pixel](https:evil.example?p.png) *em* __strong__ ~~gone~~ $x^2$ <b>bold</b> www.evil.example ops@evil.example [^1] `x';
  const eng = makeEngagement({
    'criteria.md': `---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: S\ntools_required: [node, "https://evil.example/approve ${BAIT.replace(/"/g, '')}"]\n---\n# Criteria\n`,
    [`${BAIT.replace(/\//g, '')}.md`]: 'x\n',
  });

  it('forms no link, image, emphasis, math or HTML of its own, and shows the text as written', async () => {
    const summary = path.join(path.dirname(eng), 'summary-markup.md');
    const r = cli([eng, '--all-checks', '--format', 'github'], { env: { GITHUB_STEP_SUMMARY: summary, GITHUB_ACTIONS: 'true' } });
    expect(r.code).toBe(1);
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { default: remarkGfm } = await import('remark-gfm');
    const tree = unified().use(remarkParse).use(remarkGfm).parse(fs.readFileSync(summary, 'utf8'));
    const nodes: Array<{ type: string; value?: string; url?: string; children?: unknown[] }> = [];
    const visit = (n: (typeof nodes)[number]) => {
      nodes.push(n);
      for (const c of (n.children ?? []) as Array<(typeof nodes)[number]>) visit(c);
    };
    visit(tree as (typeof nodes)[number]);
    const types = new Set(nodes.map((n) => n.type));
    for (const t of ['image', 'emphasis', 'delete', 'inlineMath', 'footnoteReference', 'linkReference']) expect(types.has(t), t).toBe(false);
    // Links: only the rules' documentation; HTML: only what the summary itself writes.
    expect(nodes.filter((n) => n.type === 'link').map((n) => n.url).filter((u) => !u!.startsWith('https://github.com/engagement-lint/'))).toEqual([]);
    expect(new Set(nodes.filter((n) => n.type === 'html').map((n) => n.value!.replace(/\d+ findings?/, 'N findings')))).toEqual(new Set(['<br>', '<code>', '</code>', '<details><summary>N findings</summary>', '</details>']));
    // The bold text is the summary's own labels and rule names.
    const strong = nodes.filter((n) => n.type === 'strong').map((n) => (n.children as Array<{ value: string }>).map((c) => c.value).join(''));
    expect(strong.filter((s) => !/^(?:Fix:|[a-z-]+|\d+ targets?)$/.test(s))).toEqual([]);
    // What the folder holds reads back as written (escapes and entities resolved, the invisible word joiners left out).
    const text = nodes.filter((n) => n.type === 'text').map((n) => n.value).join('').replace(/\u2060/g, '');
    expect(text).toContain(`${BAIT.replace(/\//g, '')}.md`);
    expect(text).toContain('https://evil.example/approve');
  });
});

describe('the GitHub step summary shows a file name holding backticks as it is', () => {
  it('in one code element of the message, whatever runs of backticks it holds and wherever', async () => {
    const names = ['`x` ``.md', 'a```b.md', '`c.md', 'd.md`'];
    const eng = makeEngagement({ 'criteria.md': '---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: S\ntools_required: []\n---\n# Criteria\n', ...Object.fromEntries(names.map((n) => [n, 'x\n'])) });
    const summary = path.join(path.dirname(eng), 'summary-backticks.md');
    const r = cli([eng, '--no-git', '--format', 'github'], { env: { GITHUB_STEP_SUMMARY: summary, GITHUB_ACTIONS: 'true' } });
    expect(r.code).toBe(1);
    const { unified } = await import('unified');
    const { default: remarkParse } = await import('remark-parse');
    const { default: remarkGfm } = await import('remark-gfm');
    type Node = { type: string; value?: string; children?: Node[] };
    const flat = (n: Node): string => (n.type === 'text' || n.type === 'html' ? n.value! : n.type === 'inlineCode' ? `<code>${n.value}</code>` : (n.children ?? []).map(flat).join(''));
    const items = fs.readFileSync(summary, 'utf8').split('\n').filter((l) => l.includes('**whitelist**'));
    const messages = await Promise.all(items.map(async (l) => flat(unified().use(remarkParse).use(remarkGfm).parse(l) as Node).replace(/^.*? whitelist: /, '')));
    expect(messages.map((m) => m.replace(/ is outside the engagement whitelist.*$/, '')).sort()).toEqual(names.map((n) => `<code>${n}</code>`).sort());
  });
});

describe('no output starts a GitHub workflow command', () => {
  // The Actions runner reads `::name …::data` from a line's start (spaces skipped) and `##[name]data` from anywhere in a line.
  const commandsIn = (out: string) =>
    out.split(/\r\n|\r|\n/).filter((line) => {
      const t = line.trimStart();
      return (t.startsWith('::') && t.indexOf('::', 2) > 0) || line.includes('##[');
    });
  // An archive whose folder, file and tool names (and a quoted line) each try a command.
  const root = path.dirname(makeEngagement({}));
  const project = path.join(root, '::error file=README.md,line=1::forged from a folder');
  fs.cpSync(path.join(repoRoot, 'examples/clean-S/engagement'), path.join(project, 'engagement'), { recursive: true });
  fs.writeFileSync(path.join(project, 'engagement', '##[error]forged from a file name.md'), 'x\n');
  const criteria = path.join(project, 'engagement/criteria.md');
  fs.writeFileSync(criteria, fs.readFileSync(criteria, 'utf8').replace(/tools_required:.*/, 'tools_required: [node, "##[add-mask]node", "a\\n::warning::forged from a tool"]'));
  const target = path.join(root, '*', 'engagement');

  it.each(['stylish', 'json', 'sarif', 'junit', 'html'])('%s output holds none, and the hostile names are still there', (format) => {
    const r = cli([target, '--all-checks', '--format', format], { env: { GITHUB_STEP_SUMMARY: undefined } });
    expect(r.code).toBe(1);
    // (SARIF carries the names in URIs, spaces as %20.)
    expect(r.stdout.replace(/%20/g, ' ')).toMatch(/forged from a folder/);
    expect(r.stdout.replace(/%20/g, ' ')).toMatch(/forged from a file name/);
    expect(commandsIn(r.stdout)).toEqual([]);
    expect(commandsIn(r.stderr)).toEqual([]);
  });

  it('JSON output reads back the names as they are', () => {
    const r = cli([target, '--all-checks', '--json']);
    expect(JSON.stringify(r.json)).toContain('##[error]forged from a file name.md');
  });

  it('github output: every command is an annotation of its own, with the names as data', () => {
    const r = cli([target, '--all-checks', '--format', 'github'], { env: { GITHUB_STEP_SUMMARY: undefined } });
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n').filter(Boolean);
    expect(lines.every((l) => /^::(?:error|warning|notice) /.test(l) || /^::notice::/.test(l))).toBe(true);
    expect(lines.filter((l) => l.includes('##['))).toEqual([]);
    expect(lines.some((l) => l.includes('forged from a file name'))).toBe(true);
  });

  it('an error line on standard error quoting such a path holds none', () => {
    const r = cli([path.join(root, '##[error]forged, not there'), path.join(root, '::error::forged'), '--no-git']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('forged, not there');
    expect(commandsIn(r.stderr)).toEqual([]);
  });
});

describe('process warnings, whoever raises them', () => {
  it("a YAML contract's key that is a list raises none: the key is a finding, its command broken", () => {
    const dir = path.dirname(makeEngagement({}));
    const file = path.join(dir, 'legacy.dc.yaml');
    fs.writeFileSync(file, '? [ "##[error]forged from a key\u001b]0;owned\u0007" ]\n: c\n');
    const r = cli([file, '--format', 'github'], { env: { GITHUB_STEP_SUMMARY: undefined } });
    expect(r.code).toBe(1);
    // The library's conversion warning ("Keys with collection values will be stringified …") quoted the key raw.
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('forged from a key');
    expect(r.stdout.split('\n').filter((l) => l.includes('##['))).toEqual([]);
  });

  it('one a library raises is said on one line, escaped, commanding nothing', () => {
    const dir = path.dirname(makeEngagement({}));
    const preload = path.join(dir, 'warn.cjs');
    // A warning Node would print raw: a control sequence, a line break, a command from the line's start and mid-line.
    fs.writeFileSync(preload, `setImmediate(() => process.emitWarning('##[error]forged\\u001b]0;owned\\u0007\\n::error::forged too'));\n`);
    const r = cli([path.join(repoRoot, 'examples/clean-S/engagement'), '--no-git'], { env: { NODE_OPTIONS: `--require ${JSON.stringify(preload)}` } });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^engagement-lint: Warning: #\u2060#\[error\]forged\\x1b\]0;owned\\x07 ::error::forged too\n$/);
  });

  it('none is said where Node is told to print none', () => {
    const dir = path.dirname(makeEngagement({}));
    const preload = path.join(dir, 'warn-quiet.cjs');
    fs.writeFileSync(preload, `setImmediate(() => process.emitWarning('quiet please'));\n`);
    const r = cli([path.join(repoRoot, 'examples/clean-S/engagement'), '--no-git'], { env: { NODE_OPTIONS: `--require ${JSON.stringify(preload)}`, NODE_NO_WARNINGS: '1' } });
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
  });
});
