// Runs the CLI on hostile inputs, one process each, and reports wall time, CPU
// time (user + system) and peak memory (GNU time when present). Every input
// must lint within 2 s of CPU and 300 MB, with exit 0 or 1 (a verdict, never
// an internal error); a case of many heavy targets that says so (perTarget), within 2 s for each. CPU time is the limit because on a shared machine wall
// time measures the neighbours too; both are printed.
//   node bench/hostile.mjs [--bin path/to/engagement-lint.js] [--timeout S] [--only NAME,NAME] [--keep]
// many-big-targets (also a name for --only): eight big targets in one run take no more memory than one per thread.
// --keep: the inputs are left in place (their folder is printed), to profile one by hand.
// Unit tests assert what these inputs give; their time and memory are measured here only.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const opt = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const bin = path.resolve(opt('--bin', path.join(root, 'packages/cli/bin/engagement-lint.js')));
const timeoutS = Number(opt('--timeout', '120'));
const only = opt('--only', undefined);
const hasTime = fs.existsSync('/usr/bin/time');
const hasTimeout = spawnSync('timeout', ['--version'], { stdio: 'ignore' }).status === 0;
const LIMIT_S = 2;
const LIMIT_MB = 300;

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'el-hostile-'));
const write = (abs, text) => {
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  fs.writeFileSync(abs, text);
};
const CRITERIA = (extra = '', body = '') =>
  `---\nengagement: hostile\ncreated: 2026-06-01\ndomain: dev\nsize: L\ntools_required: [node, git]\n${extra}---\n# Acceptance criteria\n\n## Scope\nA thing.\n\n## Done when\n- it works\n${body}`;
/** A project folder with a minimal engagement; `files` override or add engagement files. */
function project(name, files = {}) {
  const dir = path.join(work, name);
  const eng = path.join(dir, 'engagement');
  write(path.join(eng, 'criteria.md'), CRITERIA());
  write(path.join(eng, 'handoff.md'), '# Handoff\n\n## 1. Goal\nDo it.\n');
  for (const [rel, text] of Object.entries(files)) write(path.join(eng, rel), text);
  return { dir, eng };
}
/**
 * A graph of n nodes N1..Nn: `edge(i)` and `wave(i)` give the EDGES and WAVES lines of node i (the
 * last node's edge is dropped); `blocks` adds an AGENT SUBGRAPH and a RETURN per node.
 */
function graphFile(name, n, edge, wave, blocks = false) {
  const ids = Array.from({ length: n }, (_, k) => k + 1);
  const nodes = ids.map((i) => `  N${i}   domain=backend   output=out/${i}.md   status=pending\n`).join('');
  const edges = ids.slice(0, -1).map(edge).join('');
  const block = (i) =>
    `\n\`\`\`\nAGENT SUBGRAPH — N${i} part\nWHY          : because\nINPUTS       : ${i > 1 ? `out/${i - 1}.md (N${i - 1})` : 'none'}\nOUTPUT       : out/${i}.md\nMETHOD       : x\nSUBGRAPH     : a → b\nVERIFY       : true\nCONSTRAINTS  : touch only out/${i}.md\nTASK\n1. Do.\nRETURN:\n  STATUS : done | failed | evolved\n\`\`\`\n` +
    `\n\`\`\`\nRETURN: N${i}\n  STATUS            : done\n  OUTPUT            : out/${i}.md\n  IMPLEMENTED GRAPH : a → b\n  VERIFY_RESULT     : pass\n  SUMMARY           : Done.\n\`\`\`\n`;
  const file = path.join(work, `${name}.md`);
  write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: many\n\nNODES:\n${nodes}\nEDGES:\n${edges}\nWAVES:\n${ids.map(wave).join('')}\`\`\`\n${blocks ? ids.map(block).join('') : ''}`);
  return file;
}

/** A copy of the clean L example (its project too), the engagement's file `rel` rewritten by `edit`; its engagement folder. */
function cleanL(name, rel, edit) {
  const dir = path.join(work, name);
  fs.cpSync(path.join(root, 'examples/clean-L'), dir, { recursive: true });
  const eng = path.join(dir, 'engagement');
  write(path.join(eng, rel), edit(fs.readFileSync(path.join(eng, rel), 'utf8')));
  return eng;
}

/** An Epiphany state folder: the clean example's files, `files` replacing or adding some. */
function epiphany(name, files) {
  const dir = path.join(work, name);
  const state = path.join(dir, 'state');
  fs.cpSync(path.join(root, 'examples/epiphany/clean/state'), state, { recursive: true });
  for (const [rel, text] of Object.entries(files)) write(path.join(state, rel), text);
  return dir;
}
const git = (cwd, ...args) => spawnSync('git', ['-c', 'user.name=b', '-c', 'user.email=b@b', ...args], { cwd, stdio: 'ignore' });

const BOMB = `a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n${['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((k, i) => `${k}: &${k} [${Array(9).fill(`*${String.fromCharCode(97 + i)}`).join(',')}]`).join('\n')}\n`;

/** A map of 2,000 keys merged ten times into each of 1,500 entries: ~30 million values once expanded, from 120 KB. */
const MERGE_BOMB = `x_m0: &m0 {${Array.from({ length: 2000 }, (_, i) => `k${i}: ${i}`).join(', ')}}\nx_big:\n${Array.from({ length: 1500 }, (_, i) => `  e${i}: {<<: [${Array(10).fill('*m0').join(', ')}]}`).join('\n')}\n`;

/** A git repository on a feature branch (from `base`) with one modified file, its config set as `config` says. */
function hostileGitProject(name, config, base = 'main') {
  const p = project(name, { 'handoff.md': '# Handoff\n' });
  git(p.dir, 'init', '-q', '-b', base);
  git(p.dir, 'add', '-A');
  git(p.dir, 'commit', '-qm', 'base');
  git(p.dir, 'checkout', '-qb', 'feature');
  for (const [k, v] of Object.entries(config)) git(p.dir, 'config', k, v);
  fs.appendFileSync(path.join(p.eng, 'handoff.md'), 'more\n');
  return p.eng;
}

/** Engagements `names` (each `<name>/engagement/`) in one repository, committed on `main`, with `feature` checked out. */
function engagementsInOneRepository(name, names) {
  const dir = path.join(work, name);
  for (const t of names) {
    write(path.join(dir, t, 'engagement', 'criteria.md'), CRITERIA());
    write(path.join(dir, t, 'engagement', 'handoff.md'), '# Handoff\n');
  }
  git(dir, 'init', '-q', '-b', 'main');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'base');
  git(dir, 'checkout', '-qb', 'feature');
  return { dir, targets: names.map((t) => path.join(dir, t, 'engagement')) };
}

/** A hostile git project whose `rel` (from the project folder) is a FIFO, a symlink to /dev/zero, or a sparse file of `kind` bytes. */
function gitFile(name, rel, kind) {
  const eng = hostileGitProject(name, {});
  const file = path.join(path.dirname(eng), rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.rmSync(file, { force: true });
  if (kind === 'fifo') spawnSync('mkfifo', [file]);
  else if (kind === 'zero') fs.symlinkSync('/dev/zero', file);
  else {
    fs.writeFileSync(file, '');
    fs.truncateSync(file, kind);
  }
  return eng;
}

/** Lines dense with dangerous operations: `mb` MB of them as prose, in code blocks (`fenced`) or bare `code` (a script's lines). */
function denseOps(mb, shape) {
  const prose = [
    'We ran `DROP TABLE legacy_orders;` on staging, then git push --force origin main.',
    'We considered `git push --force` but did not run it; never run `rm -rf /` here.',
    'Cleanup: rm -rf / was typed by mistake, and npm publish went out; terraform destroy next.',
    'Then DELETE FROM sessions; and TRUNCATE TABLE audit_log; ran on prod.',
  ];
  // Commented to 130 characters a line, so 15 MB stays under the 250,000 lines a document is read to.
  const pad = (text, comment) => `${text}  ${comment} ${'step of the cleanup run '.repeat(6)}`.slice(0, 130);
  const code = [
    pad('DROP TABLE legacy_orders;', '--'),
    pad('git push --force origin main', '#'),
    pad('sudo rm -rf /', '#'),
    pad('npm publish --access public', '#'),
    pad('terraform destroy -auto-approve', '#'),
    pad('DELETE FROM orders;', '--'),
    pad('TRUNCATE TABLE audit_log;', '--'),
    pad('kubectl delete ns production', '#'),
    'ALTER TABLE accounts',
    '  DROP COLUMN ssn;',
    'DROP',
    '  TABLE legacy_export;',
    'git push \\',
    '  --force origin main',
  ];
  const lines = shape === 'prose' ? prose : code;
  const unit = shape === 'fenced' ? `\`\`\`sh\n${lines.join('\n')}\n\`\`\`\n` : `${lines.join('\n')}\n`;
  return unit.repeat(Math.ceil((mb * 1024 * 1024) / unit.length));
}
/** A git project whose feature branch adds ~41 MB of such lines (`untracked`: 8 MB of them left untracked instead). */
function denseGit(name, untracked) {
  const eng = hostileGitProject(name, {});
  const dir = path.dirname(eng);
  if (untracked) {
    for (let i = 0; i < 8; i++) write(path.join(dir, 'db', `m${i}.sql`), denseOps(0.99, 'code'));
    write(path.join(eng, 'handoff.md'), `# Handoff\n\n${denseOps(15, 'prose')}`);
    return eng;
  }
  write(path.join(eng, 'handoff.md'), `# Handoff\n\n${denseOps(15, 'prose')}`);
  write(path.join(dir, 'db', 'wipe.sql'), denseOps(13, 'code'));
  write(path.join(dir, 'docs', 'ops.md'), denseOps(13, 'fenced'));
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'dense');
  return eng;
}

/** handoff §6 holding one long line of emphasis markers, the shape a markdown parser handles in quadratic time. */
function emphasisLine(name, unit, bytes) {
  return project(name, {
    'criteria.md': CRITERIA('ux_heavy: true\n'),
    'handoff.md': `# Handoff\n\n## 6. Exercised\n${unit.repeat(Math.ceil(bytes / unit.length))}\n`,
  }).eng;
}

/** A hostile git project whose repository config gets `text` from `make(dir)` (dir: the project folder), appended to `file` of its git folder. */
function gitConfigured(name, make, file = 'config') {
  const eng = hostileGitProject(name, {});
  const dir = path.dirname(eng);
  fs.appendFileSync(path.join(dir, '.git', file), make(dir));
  return eng;
}
/** A FIFO at `rel` of the bench's folder (made once per name), outside every project. */
function outsideFifo(rel) {
  const file = path.join(work, 'outside', rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (!fs.existsSync(file)) spawnSync('mkfifo', [file]);
  return file;
}
/** A repository config of just under the 1 MB looked through for includes: one include.path value of `filler`. */
const includeValueOf = (name, filler) =>
  gitConfigured(name, () => `[include]\n\tpath = ${filler.repeat(Math.floor((1024 * 1024 - 200) / filler.length))}\n`);
/** A folder holding a file named of 200 a's and, below sub/, an engagement folder named of 60 a's then b. */
function starNames() {
  const dir = path.join(work, 'star-names');
  if (!fs.existsSync(dir)) {
    write(path.join(dir, 'a'.repeat(200)), 'x\n');
    write(path.join(dir, 'sub', `${'a'.repeat(60)}b`, 'criteria.md'), CRITERIA());
  }
  return dir;
}
const STARS = '*a'.repeat(19);
/** An engagement at iteration 2 whose consilium lists `n` naive-layer catches and whose verdict rules on all but the last. */
const naiveCatches = (name, n) =>
  project(name, {
    iteration: '2\n',
    'consilium-summary.md': `## Naive-layer catches\n${Array.from({ length: n }, (_, i) => `- **LOW**: catch number ${i} in module${i}\n`).join('')}`,
    'acceptance-log.md': `# Acceptance log\n## Iteration 1\n### Verdict: REJECT\n- finding-1: SUSTAINED\n## Iteration 2\n### Verdict: ACCEPT\n${Array.from({ length: n - 1 }, (_, i) => `- catch ${i} in module${i}: REAL\n`).join('')}`,
  }).eng;

/** §11 bullets deferring work no criterion names, 15 MB of them. */
const tabletDeferrals = () => {
  const out = [];
  let size = 0;
  for (let i = 0; size < 15e6; i++) {
    const line = `- Tablet layout ${i} for the dashboard view and the export button are left for later work.\n`;
    out.push(line);
    size += line.length;
  }
  return out.join('');
};

/** §7b concerns, 8 MB of them: paragraphs opening with a bold numbered tag (the costliest form read), naming a source file and a validator's word. */
const s7Concerns = () => {
  const out = [];
  let size = 0;
  for (let i = 5; size < 8e6; i++) {
    const line = `**${i}. [crit-${(i % 9) + 1}]** Concern ${i}: the retry loop in src/api/x${i}.ts may double-charge under load; validator says WARN\n\n`;
    out.push(line);
    size += line.length;
  }
  return out.join('');
};

const cases = {
  'acceptance-log-200k-verdict-accept': () => cleanL('verdicts-accept', 'acceptance-log.md', (t) => t + `\n${'### Verdict: ACCEPT\n'.repeat(200_000)}`),
  'acceptance-log-245k-verdict-accept-reason': () => cleanL('verdicts-reason', 'acceptance-log.md', (t) => t + `\n${'### Verdict: ACCEPT — every criterion verified by the acceptor\n'.repeat(245_000)}`),
  'acceptance-log-200k-verdict-reject': () => cleanL('verdicts-reject', 'acceptance-log.md', (t) => t + `\n${'### Verdict: REJECT\n'.repeat(200_000)}`),
  // Two REJECTs whose `Blockers:` label is followed by 200,000 blanks and a word closed by U+2028, which `.` does not
  // match: the label's two blank runs were split every way before the line failed (killed after 60 s).
  'acceptance-log-blockers-label-then-200k-blanks': () => project('blockers-blanks', { 'iteration': '3\n', 'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\nBlockers:${' '.repeat(200_000)}x\u2028\n\n## Iteration 2\n### Verdict: REJECT\nBlockers:${' '.repeat(200_000)}x\u2028\n` }).eng,
  'acceptance-log-100k-rounds-accept': () => cleanL('verdicts-rounds', 'acceptance-log.md', (t) => t + `\n${'## Iteration 2\n### Verdict: ACCEPT\n'.repeat(100_000)}`),
  'handoff-s11-15mb-deferral-bullets': () => cleanL('s11-tablet', 'handoff.md', (t) => t + tabletDeferrals()),
  // 30,000 untagged concerns beside 30,000 tagged ones: each was looked up in the untagged list (was 4.3 s).
  'handoff-s7-30k-untagged-among-30k-tagged': () => cleanL('s7-untagged', 'handoff.md', (t) => t.replace('\n### 7c.', `\n${'- naming could be better\n- [crit-2] retry may double-charge\n'.repeat(30_000)}\n### 7c.`)),
  // A §7b item of 1M blanks then a `\r` and a word, and one of 1M blanks and dots closed by a letter: no item, and no closing stops to trim.
  'handoff-s7-item-1m-blanks-then-cr': () => cleanL('s7-cr', 'handoff.md', (t) => t.replace('\n### 7c.', `\n- [crit-2]${' \t'.repeat(500_000)}\rx\n- [crit-2] a${' .'.repeat(500_000)}x\n### 7c.`)),
  // 8 MB of §7b concerns in the clean L example, each a paragraph opening with a bold numbered tag.
  'handoff-s7-8mb-concerns': () => cleanL('s7-concerns', 'handoff.md', (t) => t.replace('\n### 7c.', `${s7Concerns()}\n### 7c.`)),
  'yaml-merge-bomb-epiphany-map': () => {
    const dir = epiphany('merge-bomb', {});
    fs.appendFileSync(path.join(dir, 'state', 'map.yaml'), MERGE_BOMB);
    return dir;
  },
  'yaml-merge-bomb-contract': () => {
    const file = path.join(work, 'merge-bomb', 'delegation-contract.dc.yaml');
    write(file, `${fs.readFileSync(path.join(root, 'examples/contracts/pass-team.dc.yaml'), 'utf8')}\n${MERGE_BOMB}`);
    return file;
  },
  'git-attributes-file-dev-zero': () => hostileGitProject('git-attr-zero', { 'core.attributesFile': '/dev/zero' }),
  'git-copies-no-rename-limit-4000-moves': () => {
    // 4,000 files moved with a one-line change each, under a repository config asking for copy detection without a limit.
    const p = project('git-copies', { 'handoff.md': '# Handoff\n' });
    for (let i = 0; i < 4000; i++) write(path.join(p.dir, 'src', `m${i}.ts`), `export const v${i} = ${i};\n${'// line\n'.repeat(20)}`);
    git(p.dir, 'init', '-q', '-b', 'main');
    git(p.dir, 'add', '-A');
    git(p.dir, 'commit', '-qm', 'base');
    git(p.dir, 'checkout', '-qb', 'feature');
    git(p.dir, 'mv', 'src', 'lib');
    for (let i = 0; i < 4000; i++) fs.appendFileSync(path.join(p.dir, 'lib', `m${i}.ts`), `// moved ${i}\n`);
    git(p.dir, 'config', 'diff.renames', 'copies');
    git(p.dir, 'config', 'diff.renameLimit', '0');
    return p.eng;
  },
  'git-order-file-dev-zero': () => hostileGitProject('git-order-zero', { 'diff.orderFile': '/dev/zero' }),
  // handoff §6 in the shapes the markdown parser reads in quadratic time (ux-screens, recommended): refused before parsing.
  'ux-s6-emphasis-mixed': () => emphasisLine('emph-mixed', '*_a', 120 * 1024),
  'ux-s6-emphasis-star': () => emphasisLine('emph-star', '*a', 120 * 1024),
  'ux-s6-strikethrough': () => emphasisLine('emph-tilde', '~a', 128 * 1024 - 200),
  'ux-s6-footnote-calls': () => emphasisLine('emph-footnote', '[^a', 128 * 1024 - 200),
  'ux-s6-bracket-then-words': () => project('bracket-words', { 'criteria.md': CRITERIA('ux_heavy: true\n'), 'handoff.md': `# Handoff\n\n## 6. Exercised\n[${'a '.repeat(60_000)}\n` }).eng,
  'ux-s6-table-900x60': () => project('s6-table', { 'criteria.md': CRITERIA('ux_heavy: true\n'), 'handoff.md': `# Handoff\n\n## 6. Exercised\n${['|' + 'a|'.repeat(60), '|' + '-|'.repeat(60), ...Array.from({ length: 900 }, () => '|' + 'x|'.repeat(60))].join('\n')}\n` }).eng,
  // The worst §6 still parsed: marks at the bounds, a 1,024-pipe table, plain text up to 1,000 lines / 128 KB.
  // One line of nested ordered lists (`1. 1. 1. …`, 60 KB): remark read it in minutes and overflowed its stack at 4,000.
  'ux-s6-20k-ordered-markers-one-line': () => project('s6-ordered', { 'criteria.md': CRITERIA('ux_heavy: true\n'), 'handoff.md': `# Handoff\n\n## 6. Exercised\n${'1. '.repeat(20_000)}x\n` }).eng,
  'ux-s6-2k-paren-ordered-markers-one-line': () => project('s6-paren', { 'criteria.md': CRITERIA('ux_heavy: true\n'), 'handoff.md': `# Handoff\n\n## 6. Exercised\n${'1) '.repeat(2_000)}x\n` }).eng,
  'ux-s6-at-bounds': () => project('s6-bounds', { 'criteria.md': CRITERIA('ux_heavy: true\n'), 'handoff.md': `# Handoff\n\n## 6. Exercised\n${[...Array.from({ length: 4 }, () => '- ' + '*_a'.repeat(512)), '', '|' + 'a|'.repeat(8), '|' + '-|'.repeat(8), ...Array.from({ length: 111 }, () => '|' + 'x|'.repeat(8)), '', ...Array.from({ length: 870 }, () => 'a '.repeat(60))].join('\n')}\n` }).eng,
  // Files git reads for the diff, and the ref files read for the base: named before git runs, never its timeout or gigabytes.
  'git-gitattributes-fifo': () => gitFile('git-attr-fifo', '.gitattributes', 'fifo'),
  'git-engagement-gitattributes-fifo': () => gitFile('git-eng-attr-fifo', 'engagement/.gitattributes', 'fifo'),
  'git-info-attributes-fifo': () => gitFile('git-info-attr-fifo', '.git/info/attributes', 'fifo'),
  'git-info-attributes-dev-zero': () => gitFile('git-info-attr-zero', '.git/info/attributes', 'zero'),
  'git-alternates-fifo': () => gitFile('git-alt-fifo', '.git/objects/info/alternates', 'fifo'),
  'git-alternates-dev-zero': () => gitFile('git-alt-zero', '.git/objects/info/alternates', 'zero'),
  'git-base-ref-fifo': () => gitFile('git-ref-fifo', '.git/refs/heads/main', 'fifo'),
  'git-base-ref-dev-zero': () => gitFile('git-ref-zero', '.git/refs/heads/main', 'zero'),
  'git-shallow-fifo': () => gitFile('git-shallow-fifo', '.git/shallow', 'fifo'),
  'git-grafts-dev-zero': () => gitFile('git-grafts-zero', '.git/info/grafts', 'zero'),
  'git-commondir-100mb': () => gitFile('git-commondir-big', '.git/commondir', 100 * 1024 * 1024),
  'git-packed-refs-400mb': () => gitFile('git-packed-big', '.git/packed-refs', 400 * 1024 * 1024),
  'git-base-ref-200mb': () => gitFile('git-ref-big', '.git/refs/heads/main', 200 * 1024 * 1024),
  // The rest of test/security/git-files.test.ts's files: each named before git runs.
  'git-commit-graph-fifo': () => gitFile('git-cgraph-fifo', '.git/objects/info/commit-graph', 'fifo'),
  'git-head-ref-fifo': () => gitFile('git-head-ref-fifo', '.git/refs/heads/feature', 'fifo'),
  'git-base-tag-fifo': () => gitFile('git-tag-fifo', '.git/refs/tags/main', 'fifo'),
  'git-base-bare-name-fifo': () => gitFile('git-bare-name-fifo', '.git/main', 'fifo'),
  'git-grafts-fifo': () => gitFile('git-grafts-fifo', '.git/info/grafts', 'fifo'),
  'git-config-worktree-fifo': () => gitFile('git-cwt-fifo', '.git/config.worktree', 'fifo'),
  'git-shallow-dev-zero': () => gitFile('git-shallow-zero', '.git/shallow', 'zero'),
  'git-packed-refs-dev-zero': () => gitFile('git-packed-zero', '.git/packed-refs', 'zero'),
  'git-commondir-dev-zero': () => gitFile('git-commondir-zero', '.git/commondir', 'zero'),
  'git-info-attributes-proc-pagemap': () => {
    const eng = hostileGitProject('git-pagemap', {});
    fs.mkdirSync(path.join(eng, '..', '.git/info'), { recursive: true });
    fs.symlinkSync('/proc/self/pagemap', path.join(eng, '..', '.git/info/attributes'));
    return eng;
  },
  'git-head-200mb': () => gitFile('git-head-big', '.git/HEAD', 200 * 1024 * 1024),
  'git-shallow-100mb': () => gitFile('git-shallow-big', '.git/shallow', 100 * 1024 * 1024),
  'git-info-attributes-50mb': () => gitFile('git-info-attr-big', '.git/info/attributes', 50 * 1024 * 1024),
  'git-gitattributes-50mb': () => gitFile('git-attr-big', '.gitattributes', 50 * 1024 * 1024),
  'git-engagement-gitattributes-50mb': () => gitFile('git-eng-attr-big', 'engagement/.gitattributes', 50 * 1024 * 1024),
  // No default base in the files: the loose refs git would list are checked, and one is a FIFO.
  'git-loose-ref-fifo-no-base': () => {
    const eng = hostileGitProject('git-trunk-fifo', {}, 'trunk');
    spawnSync('mkfifo', [path.join(eng, '..', '.git/refs/heads/zzz')]);
    return eng;
  },
  // A linked work tree whose common folder holds the FIFO.
  'git-worktree-common-info-attributes-fifo': () => {
    const eng = hostileGitProject('git-wt-main', {});
    const tree = path.join(work, 'git-wt-linked');
    git(path.dirname(eng), 'worktree', 'add', '-q', '-b', 'feature2', tree, 'feature');
    fs.mkdirSync(path.join(eng, '..', '.git/info'), { recursive: true });
    spawnSync('mkfifo', [path.join(eng, '..', '.git/info/attributes')]);
    return path.join(tree, 'engagement');
  },
  // The untracked files danger-scan reads (recommended): an excludes file or .gitignore that is a FIFO, and far too many files.
  'git-excludes-file-fifo': () => {
    const eng = hostileGitProject('git-excludes-fifo', {});
    const fifo = path.join(path.dirname(eng), '.git', 'excludes');
    spawnSync('mkfifo', [fifo]);
    git(path.dirname(eng), 'config', 'core.excludesFile', fifo);
    return eng;
  },
  'git-gitignore-fifo': () => {
    const eng = hostileGitProject('git-gitignore-fifo', {});
    spawnSync('mkfifo', [path.join(path.dirname(eng), 'db', '.gitignore')].map((f) => (fs.mkdirSync(path.dirname(f), { recursive: true }), f)));
    return eng;
  },
  'git-30k-untracked-files-of-1mb-total-each-op': () => {
    const eng = hostileGitProject('git-untracked-many', {});
    const dir = path.dirname(eng);
    for (let i = 0; i < 30_000; i++) write(path.join(dir, 'gen', String(i % 100), `f${i}.sql`), `DROP TABLE t${i};\n`);
    for (let i = 0; i < 20; i++) write(path.join(dir, 'big', `b${i}.sql`), `DELETE FROM t;\n${'x'.repeat(1024 * 1024 - 100)}\n`);
    return eng;
  },
  // A change that adds 60 MB of data lines (just under git's 64 MB output limit) beside one force push.
  'git-60mb-text-diff': () => {
    const p = project('git-big-diff', { 'handoff.md': '# Handoff\n' });
    git(p.dir, 'init', '-q', '-b', 'main');
    git(p.dir, 'add', '-A');
    git(p.dir, 'commit', '-qm', 'base');
    git(p.dir, 'checkout', '-qb', 'feature');
    const rows = Array.from({ length: 300_000 }, (_, k) => `row ${k} some text content for the diff line here ok\n`).join('');
    for (let i = 0; i < 4; i++) write(path.join(p.dir, 'data', `f${i}.txt`), rows);
    write(path.join(p.dir, 'scripts', 'cleanup.sh'), '#!/bin/sh\ngit push --force origin main\n');
    git(p.dir, 'add', '-A');
    git(p.dir, 'commit', '-qm', 'data');
    return p.eng;
  },
  // test/rules/engagement/handoff-paths-illustrations.test.ts: illustration words, each introducing paths or not, 20,000 times on one line.
  'handoff-line-of-20k-illustrations': () =>
    project('illustrations', {
      'handoff.md': `# Handoff\n\n## 2. Deliverables\n${'e.g. \`src/a.ts\`, rogue \`src/b.ts\` is forbidden; placeholder \`src/c.ts\`; \`src/e.ts\` '.repeat(20_000)}template: ${'\`src/d.ts\`, '.repeat(20_000)}\n`,
    }).eng,
  'handoff-line-of-40k-ticked-paths': () => project('ticked-line', { 'handoff.md': `# Handoff\n\n${'\`src/a\` src/b '.repeat(40_000)}\n` }).eng,
  // One handoff line of 1.5 million bare paths (`src/b`), in a minimal engagement and in the clean L example.
  'handoff-line-of-1500k-bare-paths': () => project('bare-paths', { 'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\n${'src/b '.repeat(1_500_000)}\n` }).eng,
  'handoff-line-of-1500k-bare-paths-clean-l': () => cleanL('bare-paths-l', 'handoff.md', (t) => `${t}\n${'src/b '.repeat(1_500_000)}\n`),
  // One paragraph of 50,000 lines, each ending in a phrase's first word in bold and opening with its second; a line of 200,000 unpaired emphasis runs.
  'recommended-slot-language-paragraph-of-50k-split-phrases': () => project('slot-para', { 'handoff.md': `# Handoff\n\n${'the **last**\nattempt, '.repeat(50_000)}\n` }).eng,
  'recommended-slot-language-line-of-200k-emphasis-runs': () => project('slot-runs', { 'handoff.md': `# Handoff\n\n${'*a _b '.repeat(100_000)}last round\n` }).eng,
  // Link syntax left open 100,000 times: each `]` is answered from tables built once per paragraph.
  'recommended-slot-language-100k-unclosed-links': () => project('slot-links', { 'handoff.md': `# Handoff\n\n${'[a](b'.repeat(50_000)} ${'![c]((d'.repeat(50_000)} the last round\n` }).eng,
  // Long runs of options between a tool and its subcommand, continued lines and statement starts in a script.
  'danger-scan-option-runs-and-continued-lines': () =>
    project('danger-runs', {
      'specs/a.sql': `${[
        ...['pnpm -r ', 'npm --filter x ', 'yarn workspace x ', 'git -C d ', 'twine -a ', 'kubectl --context c -n ', 'helm -n prod '].map((s) => s.repeat(Math.ceil(60_000 / s.length))),
        `npm${' '.repeat(60_000)}-w x`,
        ...Array.from({ length: 3_000 }, () => 'git push \\'),
        ...Array.from({ length: 3_000 }, () => 'DROP'),
        ...Array.from({ length: 2 }, () => `${'ALTER TABLE t ALTER COLUMN c '.repeat(3_000)}\\`),
        'DROP '.repeat(10_000),
        'end',
      ].join('\n')}\n`,
    }).eng,
  'recommended-slot-language-line-of-8k-phrases': () => project('slot-line', { 'handoff.md': `# Handoff\n\n${'slot 1 of 3 last attempt round 1 of 3 '.repeat(8000)}\n` }).eng,
  'yaml-alias-bomb': () => project('bomb', { 'criteria.md': CRITERIA().replace('tools_required: [node, git]\n', `${BOMB}tools_required: *i\n`) }).eng,
  // Runs before a line separator (U+2028, which `.` does not match, so a pattern ending `(.*)$` fails and gives back the
  // run, retrying from each character of it): numbered headings, task fields and list lines, heartbeat titles.
  'blank-runs-before-line-separators': () => {
    const run = `${'\t'.repeat(100_000)}x\u2028y`;
    return project('blank-separators', {
      'handoff.md': `# Handoff\n\n## 1.${run}\n- ${run}\n`,
      'tasks/INDEX.md': `# Tasks\n\n- ${run}\n1. ${run}\n`,
      'tasks/t1.md': `# T1\n\nowner: dev\nid:${run}\nwave: **${run}\nfiles:\n- ${run}\n`,
    }).eng;
  },
  'validation-log-heartbeat-title-runs': () => ({
    target: project('heartbeat-runs', { 'validation-log.md': `# Validation log\n\n## Heartbeat — ${'-'.repeat(100_000)} x\n\n## Heartbeat Phase${'\t'.repeat(100_000)}\u2028\n` }).eng,
    args: ['--override-checks', 'heartbeat-staleness'],
  }),
  // One word of 140,000 Russian stems in a report of a later round; 70,000 preflight overrides left open while a tool fails.
  'executor-report-word-of-140k-stems': () =>
    project('stem-word', { iteration: '2\n', 'executor-reports/dev-backend-engineer.md': `# Report\n\n## Iteration 2\n\n${'подключ'.repeat(140_000)} x\n` }).eng,
  'criteria-70k-open-preflight-overrides': () => project('open-overrides', { 'criteria.md': `${CRITERIA().replace('[node, git]', '[node, no-such-tool]')}${'<!--preflight:'.repeat(70_000)}\n` }).eng,
  // Runs of slashes inside a graph output and dash words in a handoff trace's evidence cell.
  'graph-output-of-200k-slashes': () => {
    const file = path.join(work, 'graph-slashes.md');
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: s\n\nNODES:\n  N1   domain=d   output=out${'/'.repeat(200_000)}x   status=pending\n  N2   domain=d   output=out${'/'.repeat(200_000)}x   status=pending\n\nEDGES:\n  N1 → N2\n\nWAVES:\n  WAVE 1 : [N1]\n  WAVE 2 : [N2]\n\`\`\`\n`);
    return file;
  },
  'handoff-trace-evidence-of-300k-dash-words': () =>
    project('trace-dashes', { 'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\n## 3. Criteria trace\n| # | Status | Evidence |\n|---|---|---|\n| 1 | ✅ | ${'a-'.repeat(300_000)} |\n` }).eng,
  'heading-100k-spaces': () => project('heading', { 'handoff.md': `# Handoff\n\n#${' '.repeat(100_000)}x\n` }).eng,
  'heading-100k-spaces-hash': () => project('heading2', { 'handoff.md': `# Handoff\n\n# a${' '.repeat(100_000)}#x\n` }).eng,
  // Suppression comments and frontmatter entries by the thousand, well and badly written.
  'suppressions-100k-openings': () =>
    project('sup-open', { 'handoff.md': `# Handoff\n\n${'<!-- engagement-lint-disable '.repeat(3500)}\n${'<!-- engagement-lint-x -->'.repeat(4000)}\n<!-- engagement-lint-${'a'.repeat(100_000)} -->\n<!--${' '.repeat(100_000)}\n` }).eng,
  'suppressions-7k-directives': () =>
    project('sup-many', { 'handoff.md': `# Handoff\n\n${'<!-- engagement-lint-disable whitelist -- r -->'.repeat(2500)}\n${'<!-- engagement-lint-enable slot-language -->'.repeat(3000)}\n${'<!-- engagement-lint-disable-next-line handoff-pathz -- r -->'.repeat(1600)}\n` }).eng,
  // test/suppress.test.ts: 20,000 stray disable/enable pairs, then 20,000 next-line suppressions, every 20th over a missing path.
  'suppressions-20k-pairs-20k-next-lines': () =>
    project('sup-pairs', {
      'handoff.md': `# Handoff\n\n${'<!-- engagement-lint-disable slot-language -- quoted -->\n<!-- engagement-lint-enable handoff-paths -->\n'.repeat(20_000)}${Array.from({ length: 20_000 }, (_, i) => `<!-- engagement-lint-disable-next-line handoff-paths -- archived run -->\n${i % 20 ? 'see the output' : `see \`out/missing${i}.txt\``}\n`).join('')}`,
    }).eng,
  'suppressions-5k-frontmatter-entries': () =>
    project('sup-fm', { 'criteria.md': CRITERIA(`engagement-lint-disable: [${Array.from({ length: 5000 }, (_, i) => `{k${i}: x}`).join(', ')}]\n`) }).eng,
  '200k-headings': () => project('headings', { 'handoff.md': `# Handoff\n\n${'## 1. Goal\n'.repeat(200_000)}` }).eng,
  // Lines, not bytes: a run walks each line several times, so the line cap refuses these whole.
  'acceptance-log-4m-blank-lines': () => project('blank4m', { 'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n### Verdict: ACCEPT\n${'\n'.repeat(4_000_000)}` }).eng,
  'acceptance-log-15m-cr-lines': () => project('cr15m', { 'acceptance-log.md': `# Acceptance log\r## Iteration 1\r${'\r'.repeat(15_000_000)}` }).eng,
  // Fifteen reports just under the byte cap: no file is over a limit, the target's text as a whole is (48 MiB).
  '15-reports-of-15mb': () => {
    const line = `## Iteration 1\n${`- crit-1: checked \`src/a.ts\` with \`npm test\` ✅ **done** | x | ${'words '.repeat(30)}\n`.repeat(50)}`;
    const report = `# dev\n${line.repeat(Math.floor((15 * 1024 * 1024) / line.length))}`;
    return project('fifteen', Object.fromEntries(Array.from({ length: 15 }, (_, i) => [`executor-reports/dev-${i}.md`, report]))).eng;
  },
  'handoff-249k-blank-lines': () => project('blank249k', { 'handoff.md': `# Handoff\n\n## 1. Goal\n${'\n'.repeat(249_000)}` }).eng,
  // 20,000 paths git truncated in §1 and 20,000 full paths below: each tail is looked up, not compared with every path.
  'handoff-20k-truncated-stat-paths': () =>
    project('truncated', { 'handoff.md': `# Handoff\n\n## 1. Diff summary\n${Array.from({ length: 20_000 }, (_, i) => ` .../deep/m${i}/x.ts | 2 +-\n`).join('')}\n## 2. Notes\n${Array.from({ length: 20_000 }, (_, i) => `- lib/deep/n${i}/x.ts\n`).join('')}` }).eng,
  '100k-table-rows': () => project('table', { 'handoff.md': `# Handoff\n\n## 6. Files\n| a | b |\n|---|---|\n${'| x | y |\n'.repeat(100_000)}` }).eng,
  'verdict-50k-spaces': () =>
    project('verdict', {
      'acceptance-log.md': `# Acceptance log\n\nVerdict:${' '.repeat(50_000)}x\n**Verdict**${' '.repeat(50_000)}:\n### Verdict:${'\u00a0'.repeat(100_000)}x\n### **Verdict: ${'Verdict: '.repeat(20_000)}\n`,
      'validation-log.md': `# Validation\n\nVERDICT${' '.repeat(50_000)}PASS x\n`,
    }).eng,
  'frontmatter-key-50k-spaces': () => project('fmkey', { 'criteria.md': CRITERIA(`tools_required${' '.repeat(50_000)}x\nsize${' '.repeat(50_000)}\n`) }).eng,
  'gitdir-100k-spaces': () => {
    const p = project('gitdir-spaces');
    write(path.join(p.dir, '.git'), `gitdir:${' '.repeat(100_000)}x`);
    return p.eng;
  },
  'gitdir-5000-chars': () => {
    const p = project('gitdir-long');
    write(path.join(p.dir, '.git'), `gitdir: ${'a/'.repeat(2500)}\n`);
    return p.eng;
  },
  'graph-40k-edges-one-node': () => {
    const nodes = Array.from({ length: 40_000 }, (_, i) => `  N${i + 2}   domain=x   output=out/${i + 2}.md   status=pending`).join('\n');
    const edges = Array.from({ length: 40_000 }, (_, i) => `  N1 → N${i + 2}`).join('\n');
    const file = path.join(work, 'graph.md');
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: big\n\nNODES:\n  N1   domain=x   output=out/1.md   status=pending\n${nodes}\n\nEDGES:\n${edges}\n\nWAVES:\n  WAVE 1 : [N1]\n\`\`\`\n`);
    return file;
  },
  // One EDGES line of 600,000 edges, and 200,000 lines of seven: read to 64 KiB a line and 100,000 edges (were 660 MB).
  'graph-edge-line-600k-edges': () => {
    const file = path.join(work, 'graph-edge-line.md');
    write(file, `# plan\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n  N1 domain=a output=x status=pending\n  N2 domain=a output=y status=pending\n\nEDGES:\n  N1${' → N2 → N1'.repeat(300_000)}\n\nWAVES:\n  WAVE 1 : [N1]\n  WAVE 2 : [N2]\n\`\`\`\n`);
    return file;
  },
  'graph-200k-edge-lines-of-seven': () => {
    const file = path.join(work, 'graph-edge-lines.md');
    write(file, `# plan\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n  N1 domain=a output=x status=pending\n  N2 domain=a output=y status=pending\n\nEDGES:\n${'  N1 → N2 → N1 → N2 → N1 → N2 → N1 → N2\n'.repeat(200_000)}\nWAVES:\n  WAVE 1 : [N1]\n  WAVE 2 : [N2]\n\`\`\`\n`);
    return file;
  },
  'graph-3000-edges-back-to-one': () => {
    // A chain N0 → … → N2999 and an edge from every node back to N0: 2,999 cycles of up to 3,000 edges.
    const n = 3000;
    const nodes = Array.from({ length: n }, (_, i) => `  N${i}   domain=x   output=out/${i}.md   status=pending`).join('\n');
    const chain = Array.from({ length: n - 1 }, (_, i) => `  N${i} → N${i + 1}`).join('\n');
    const back = Array.from({ length: n - 1 }, (_, i) => `  N${i + 1} → N0`).join('\n');
    const file = path.join(work, 'graph-back.md');
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: back\n\nNODES:\n${nodes}\n\nEDGES:\n${chain}\n${back}\n\nWAVES:\n  WAVE 1 : [N0]\n\`\`\`\n`);
    return file;
  },
  'handoff-80k-missing-paths': () =>
    project('missing-paths', { 'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\n## 6. Files\n${Array.from({ length: 80_000 }, (_, i) => `- \`src/missing/dir${i % 100}/file${i}.ts\`\n`).join('')}` }).eng,
  // §4a quotes against a report line of 400 KB: one quote of 8,000 words, then 2,000 citations of 5 words.
  'cross-val-quote-8000-words': () =>
    project('quote-long', {
      'executor-reports/notes.md': `# notes\n${'x '.repeat(200_000)}\n`,
      'handoff.md': `# Handoff\n\n## 4. Executor reports\n### 4a. Cross-validation table\n| a | b |\n|---|---|\n| x | notes.md L2: "${Array.from({ length: 8_000 }, (_, i) => (i % 5 === 4 ? 'y' : 'x')).join(' ')}" |\n`,
    }).eng,
  'cross-val-2000-citations-of-400kb': () =>
    project('quote-many', {
      'executor-reports/notes.md': `# notes\n${Array.from({ length: 50_000 }, (_, i) => `w${i}`).join(' ')}\n`,
      'handoff.md': `# Handoff\n\n## 4. Executor reports\n### 4a. Cross-validation table\n| a | b |\n|---|---|\n${Array.from({ length: 2_000 }, (_, i) => `| x | notes.md L2: "q${i} w1 w2 w3 w${i}" |\n`).join('')}`,
    }).eng,
  'validation-log-17MB': () => {
    const p = project('big', {});
    const line = 'the reviewer says: user to verify later\n';
    write(path.join(p.eng, 'validation-log.md'), line.repeat(Math.ceil((17 * 1024 * 1024) / line.length)));
    return p.eng;
  },
  'fifo-in-engagement': () => {
    const p = project('fifo');
    fs.rmSync(path.join(p.eng, 'handoff.md'));
    spawnSync('mkfifo', [path.join(p.eng, 'handoff.md')]);
    spawnSync('mkfifo', [path.join(p.eng, 'acceptance-log.md')]);
    return p.eng;
  },
  'danger-scan-repeated-keywords': () =>
    project('danger', {
      'specs/a.sql': `${'ALTER TABLE '.repeat(20_000)}\n${'DELETE FROM x '.repeat(20_000)}\n`,
      'specs/b.py': ' def down('.repeat(30_000),
      'handoff.md': `# Handoff\n\n${'git push '.repeat(30_000)}\n${'- '.repeat(200_000)}\n`,
    }).eng,
  // One operation per line, 200,000 times; then every operation on each of 50,000 lines, and DELETEs without WHERE.
  'danger-scan-200k-drop-table-lines': () => project('drop-lines', { 'handoff.md': `# Handoff\n\n${'DROP TABLE users;\n'.repeat(200_000)}` }).eng,
  'danger-scan-50k-lines-of-every-operation': () =>
    project('every-op', {
      'handoff.md': `# Handoff\n\n${'DROP TABLE a; TRUNCATE TABLE b; DELETE FROM c; git push --force; git reset --hard; rm -rf /; kubectl delete ns prod; vercel --prod; npm publish; terraform destroy; alembic downgrade\n'.repeat(50_000)}`,
      'specs/wipe.sql': 'DELETE FROM users;\n'.repeat(100_000),
    }).eng,
  // 14 MB of cited paths on one line (1.8 million citations): read up to the citation limit.
  'handoff-14mb-line-of-cited-paths': () => project('cited-line', { 'handoff.md': `# Handoff\n\n${'\`src/a\` '.repeat(1_800_000)}\n` }).eng,
  // One line of 12 MB: ALTER TABLE a million times, never the rest of any statement the patterns read across a gap.
  'danger-scan-12mb-line-of-alter-table': () => project('alter-line', { 'handoff.md': `# Handoff\n\n${'ALTER TABLE '.repeat(1_000_000)}\n` }).eng,
  // About 41 MB of text dense with dangerous operations (each file under the 16 MiB read limit), in prose, in code
  // blocks, in executor reports, in specs scripts and in a git diff (was 5.6–9.5 s and up to 537 MB).
  'danger-dense-15mb-prose-handoff': () => project('dense-prose', { 'handoff.md': `# Handoff\n\n${denseOps(15, 'prose')}` }).eng,
  'danger-dense-15mb-fenced-handoff': () => project('dense-fenced', { 'handoff.md': `# Handoff\n\n${denseOps(15, 'fenced')}` }).eng,
  // Every mention set aside (negated, considered and rejected): none counts toward the hits kept, so all are read.
  'danger-dense-15mb-negated-prose': () =>
    project('dense-negated', { 'handoff.md': `# Handoff\n\n${'We did not run `git push --force` here. We considered `DROP TABLE legacy;` but did not run it.\n'.repeat(170_000)}` }).eng,
  'danger-dense-41-reports-of-1mb': () =>
    project('dense-reports', Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`executor-reports/r${i}.md`, `# Report ${i}\n\n${denseOps(1, i % 2 ? 'fenced' : 'prose')}`]))).eng,
  'danger-dense-41mb-mixed': () =>
    project('dense-mixed', {
      'handoff.md': `# Handoff\n\n${denseOps(15, 'prose')}`,
      'deploy-log.md': denseOps(10, 'fenced'),
      'specs/wipe.sql': denseOps(6, 'code'),
      ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`executor-reports/r${i}.md`, denseOps(1, i % 2 ? 'fenced' : 'prose')])),
    }).eng,
  // size-drift's reading of git's diff (recommended): a file of 200,000 lines, and 5,000 files against a §1 of long lines.
  'size-drift-200k-line-diff': () => {
    const eng = hostileGitProject('diff-200k-lines', {});
    const dir = path.dirname(eng);
    write(path.join(dir, 'big.txt'), 'x\n'.repeat(200_000));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'big');
    return eng;
  },
  'handoff-s1-long-lines-5000-file-diff': () => {
    const eng = hostileGitProject('diff-5000-files', {});
    const dir = path.dirname(eng);
    for (let i = 0; i < 5000; i++) write(path.join(dir, 'src', `m${i % 50}`, `f${i}.py`), 'x = 1\n');
    const s1 = [' '.repeat(100_000), 'src/a.py '.repeat(12_000), '.:'.repeat(50_000), `+/- 2 files: ${'`src/` '.repeat(15_000)}`, '.../'.repeat(25_000), `- ${'src/m1/'.repeat(12_000)}f1.py`];
    write(path.join(eng, 'handoff.md'), `# Handoff\n\n## 1. Diff summary\n${s1.join('\n')}\n`);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'many');
    return eng;
  },
  // handoff-sections (recommended): a §1 path of 50,000 folders, and §2 items naming it and a longer one.
  'handoff-s1-path-of-50k-folders': () => {
    const deep = `${'a/'.repeat(50_000)}x.py`;
    return project('s1-deep-path', {
      'handoff.md': `# Handoff\n\n## 1. Diff summary\n${deep} | 4 ++--\n${deep.replace(/a\/$/, '')} | 2 +-\n\n89c5a7c feat\n\n## 2. Deliverables\n- \`${deep}\` — deep\n- \`b/${deep}\` — deeper\n`,
    }).eng;
  },
  // A 16 MB path whose first folder exists (`src/src/…`): resolved folder by folder it was 4 million folders
  // kept (600–840 MB); a path longer than any file system holds is missing at once.
  'handoff-line-of-4m-src-segments-src-exists': () => {
    const { dir, eng } = project('src-segments', { 'handoff.md': `# Handoff\n\n## 1. Diff summary\n- src/a.ts\n${'src/'.repeat(4_000_000)}\n` });
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    write(path.join(dir, 'src', 'a.ts'), 'export {};\n');
    return eng;
  },
  // preflight (recommended): runs of the intake block's words in criteria.md.
  'criteria-intake-block-word-runs': () =>
    project('intake-block-runs', {
      'criteria.md': CRITERIA('', ['BLOCKED at intake until '.repeat(4_000), `BLOCKED at intake until ${' '.repeat(100_000)}available`, `BLOCKED at intake ${'~'.repeat(100_000)}`, `BLOCKED at intake until x available ${'not '.repeat(25_000)}resolved`, ' '.repeat(100_000)].map((l) => `- ${l}\n`).join('')),
    }).eng,
  // size-drift (recommended): runs of a promotion's words in scope-sync.md's Auto-promote section.
  'scope-sync-promotion-word-runs': () =>
    project('promotion-runs', {
      'scope-sync.md': `# Scope sync\n## Auto-promote\n${['S → M '.repeat(20_000), ' '.repeat(100_000), 'promoted to '.repeat(10_000), 'AUTO-PROMOTE size '.repeat(6_000), 'повышен до '.repeat(10_000), '. '.repeat(50_000)].join('\n')}\n`,
    }).eng,
  // executor-iteration-structure (recommended): a REJECT's rework list as long runs of task numbers and labels.
  'acceptance-log-rework-line-runs': () =>
    project('rework-runs', {
      iteration: '2\n',
      'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\ncrit-2 failed.\nRework: ${'t09 '.repeat(25_000)}\n${'Rework: '.repeat(12_500)}\n${'Rework:\n'.repeat(20_000)}Rework:${' '.repeat(100_000)}x\n`,
      'executor-reports/dev.md': '# dev\n\n## Iteration 1\nDone.\n',
    }).eng,
  // handoff-paths (recommended): a §1 line of wildcard runs read as patterns.
  'handoff-s1-glob-runs': () =>
    project('s1-glob-runs', { 'handoff.md': `# Handoff\n\n## 1. Diff summary\n+/- 1 file: ${'design-system/icons/a*'.repeat(20_000)} ${'engagement/*'.repeat(10_000)}\n` }).eng,
  // handoff-sections (recommended): §1 prose naming 20,000 paths, a run of backticks and a deep path, against §2.
  'handoff-s1-prose-20k-paths': () =>
    project('s1-prose-paths', {
      'handoff.md': `# Handoff\n\n## 1. Diff summary\n src/a.py | 2 +-\n 1 file changed, 1 insertion(+)\n\nUnchanged: ${Array.from({ length: 20_000 }, (_, i) => `src/m${i}/a.py`).join(', ')}\nNote ${'`'.repeat(100_000)}\n${'a/'.repeat(50_000)}\n\n## 2. Deliverable manifest\n- \`src/m19999/a.py\` — kept\n- \`src/extra.py\` — new\n`,
    }).eng,
  // slot-language (recommended): runs of the marketing and contest words around phrases, criteria phrases, and spaces after a phrase.
  'slot-language-product-word-runs': () =>
    project('slot-product-runs', {
      'criteria.md': CRITERIA('', `- ${'final round '.repeat(20_000)}\n`),
      'handoff.md': `# Handoff\n\n${'email '.repeat(20_000)}${'contest '.repeat(20_000)}${'the last chance '.repeat(5000)}\n\n${'round 1 of 2 of the photo contest '.repeat(5000)}${'раунд 1 из 2 конкурса '.repeat(5000)}\n\nwe are on the last attempt\n`,
    }).eng,
  'slot-language-phrase-then-100k-spaces': () => project('slot-phrase-spaces', { 'handoff.md': `# Handoff\n\nThis is the last chance${' '.repeat(100_000)}x\n` }).eng,
  'danger-dense-41mb-git-diff': () => denseGit('dense-git', false),
  'danger-dense-41mb-git-diff-no-git': () => ({ target: denseGit('dense-nogit', false), args: ['--no-git'] }),
  'danger-dense-untracked-files': () => denseGit('dense-untracked', true),
  // Patterns built at run time, found by collecting every RegExp the CLI builds on real folders and checking each:
  // a migration of U+2028s, each a line start to a multiline `^` whose blanks `[^\S\n]*` ran to the run's end;
  'danger-migration-of-200k-line-separators': () =>
    project('migration-ls', { 'specs/001_drop.sql': `DROP TABLE users;\n${'\u2028'.repeat(200_000)}x\n`, 'handoff.md': '# Handoff\n\n## 1. Goal\nDrop the users table: see specs/001_drop.sql.\n' }).eng,
  // a consilium finding heading whose blanks after the dash end at U+2028, given back one by one;
  'consilium-finding-heading-200k-tabs': () =>
    cleanL('consilium-tabs', 'consilium-summary.md', (t) => t.replace('\n### 1. ', `\n### 4. **MAJOR** — ${'\t'.repeat(200_000)}\u2028\nFound by: a, b (2 reviewers)\n\n### 1. `)),
  // 20,000 `Judge:` lines, each a name of its own: the hand-over to the judge by name was one pattern of them all, too
  // large to build (49 s, 967 MB, and binary-verdict's internal error quoting the 3.5 MB pattern).
  'human-directive-20k-judges': () =>
    cleanL('judges', 'human-directive.md', (t) => `${t}\n${Array.from({ length: 20_000 }, (_, i) => `Judge: N${letters(i)} S${letters(i)}\n`).join('')}`),
  // glued Russian stems, each read to the run's end by an unbounded ending: «изменени» (a delta line), «заказчик» (a hand-over).
  'handoff-s7-glued-delta-and-party-stems': () =>
    cleanL('glued-stems', 'handoff.md', (t) => t.replace('\n### 7c.', `\n- с${'изменени'.repeat(60_000)}\n- ж${'заказчик'.repeat(60_000)}\n\n### 7c.`)),
  // test/rules/engagement/director-verdict.test.ts: naive-layer catches by the thousand, all but one ruled on, each on its own line.
  'director-verdict-2000-naive-catches': () => naiveCatches('naive-2000', 2_000),
  'director-verdict-1000-naive-catches-compat': () => ({ target: naiveCatches('naive-1000', 1_000), preset: 'compat' }),
  'consilium-repeated-markers': () =>
    project('consilium', {
      'consilium-summary.md': `## Findings\n### 1. **MAJOR** — x\n${'Found by: x '.repeat(20_000)}${'('.repeat(10_000)}\n## Disagreements\n**[CROSS-FAMILY]** ${'a='.repeat(50_000)}\n`,
      'acceptance-log.md': `## Iteration 2\n${'- x '.repeat(300_000)}SUSTAINED\n`,
    }).eng,
  'contract-markdown-200k-spaces': () => {
    const file = path.join(work, 'contract', 'delegation-contract.md');
    const sp = ' '.repeat(200_000);
    write(file, `**Autonomous**:\n- ${'Word '.repeat(40_000)}\n- a${sp}→ b c\n**Halt conditions**:\n- x${sp}y\n**Defaults**:\n- Others${sp}(x${sp}\n**Team Structure**:\n- a${'('.repeat(100_000)}${' '.repeat(100_000)}\n`);
    return file;
  },
  // Under the contract's 131,072-character cap: nested items whose 40k tabs end at a line separator, a Halt conditions line in emphasis over 40k stops and stars.
  'contract-nested-items-and-emphasis-runs': () => {
    const file = path.join(work, 'contract-nested-items', 'delegation-contract.md');
    const tabs = '\t'.repeat(40_000);
    write(file, `**Halt conditions**:\n*x${'.*'.repeat(20_000)}y*\n- Stop.\n**Team Structure**:\n    - ${tabs}\u2028x\n**Autonomous**:\n- a\n      - ${tabs}\u2028x\n`);
    return file;
  },
  // A rendering whose FileModification qualifiers are 100k blanks, then long runs of the halves' words; its opening line a long run of «контракт».
  'contract-half-words-and-opening-runs': () => {
    const file = path.join(work, 'contract-halves', 'delegation-contract.md');
    const item = (q) => `- FileModification (${q}x): a`;
    write(file, `${'контракт '.repeat(12_000)}${'контракта делегировани'.repeat(4_000)}\n\n**Autonomous**:\n${[' '.repeat(100_000), 'build '.repeat(20_000), 'temp files '.repeat(10_000)].map(item).join('\n')}\n**Defaults**:\n- Others: AskBefore\n`);
    return file;
  },
  // A handoff of 100k-character runs of production deploy and secret rotation commands' words (danger-scan, recommended).
  'danger-deploy-and-secret-word-runs': () =>
    project('deploy-runs', {
      'handoff.md': `${['make deploy ', '`./deploy.sh ', './scripts/deploy.sh prod', 'git push heroku ', 'git push origin x ', 'ENV=production ', ' prod', 'kamal deploy -d ', 'vault kv -a x ', 'heroku config:set ', '`', ' #'].map((s) => `${s.repeat(Math.ceil(100_000 / s.length))}\n`).join('')}${' '.repeat(100_000)}\n`,
    }).eng,
  // test/rules/engagement/danger-scan-storage.test.ts: 100k-character runs of image push, Redis flush, bucket delete, namespace and
  // repository delete words and `commit <hash>` lines, then a `git log` entry whose message is 20,000 indented lines (recommended).
  'danger-storage-and-log-word-runs': () =>
    project('storage-runs', {
      'handoff.md': `${['docker push ', 'docker -a ', 'FLUSHALL ', 'redis-cli -h ', 'x:1> ', '--recursive ', 'aws s3 rm ', 'gsutil -m rm ', 'kubectl delete ns ', 'kubectl --context prod-', 'gh repo delete ', 'commit a1b2c3d4e5f60718293a4b5c6d7e8f9012345678 '].map((s) => `${s.repeat(Math.ceil(100_000 / s.length))}\n`).join('')}commit a1b2c3d4e5f60718293a4b5c6d7e8f9012345678\nAuthor: A <a@x>\n\n${'    docker push acme/api\n'.repeat(20_000)}`,
    }).eng,
  // Long runs a handoff's §1, §4a and reports may hold: removal words and backticks in §1, a code span of 50k words, a
  // §4a row of 4,000 citations whose quotes hold opening marks, a report line of first-dispatch words (recommended).
  'engagement-inner-quotes-and-removals-runs': () =>
    project('inner-quotes-runs', {
      'handoff.md': `# Handoff\n## 1. Diff summary\n${'removed '.repeat(20_000)}\n${'`'.repeat(100_000)}\n${'removed `a/b.ts`, '.repeat(5_000)}\n\`src/${'a '.repeat(50_000)}b.md\`\n### 4a. Cross-validation table\n| C | A | B |\n|---|---|---|\n| x | ${'dev-backend.md L6: "a {"b '.repeat(4000)} | |\n`,
      'executor-reports/dev-backend.md': `# dev-backend\n## Iteration 2\n${'not a first dispatch; joined in '.repeat(4000)}\n`,
      iteration: '2\n',
    }).eng,
  // An S engagement in round 2 whose human directive is runs of its go-ahead, refusal and verdict words (iteration-budget).
  'iteration-budget-directive-word-runs': () =>
    project('directive-runs', {
      'criteria.md': CRITERIA().replace('size: L', 'size: S'),
      iteration: '2\n',
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-07-11 18:00\n\n### Verdict: REJECT\nReason: crit-1 not met.\n',
      'human-directive.md': `# Human directive — hostile — iteration 1\n\nDecision: DIRECTED_VERDICT\n\n${[' '.repeat(100_000), 'rework '.repeat(15_000), 'one more round allowed '.repeat(5_000), 'ещё одна итерация '.repeat(6_000), 'REJECT, '.repeat(12_000), '- Directed verdict: REJECT — '.repeat(4_000), 'no more than '.repeat(8_000)].join('\n')}\n`,
    }).eng,
  // An ACCEPTed L engagement whose handoff §11 holds 20,000 deferrals and a 100k-character one, against a scope-sync.md of 20,000 waivers sharing their words (binary-verdict).
  'binary-verdict-s11-deferral-runs': () =>
    project('s11-runs', {
      'handoff.md': `# Handoff\n\n## 11. Known deferrals\n${Array.from({ length: 20_000 }, (_, i) => `- crit-${(i % 4) + 1} window reset steady: justified by explicit user waiver ${i}`).join('\n')}\n- ${'deferred window reset '.repeat(4_600)}\n`,
      'scope-sync.md': `# Scope sync\n${Array.from({ length: 20_000 }, (_, i) => `- window reset steady holds, user waiver ${i}`).join('\n')}\n`,
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-07-11 18:00\n\n### Verdict: ACCEPT\n',
      iteration: '1\n',
    }).eng,
  // A flat validation-outputs/ of 300,000 empty files: listed to 100,000 entries, said, each read without JSON.parse's exception (was 6 s, 590 MB).
  // Eight outputs each just under the JSON reader's 1,000,000 objects and arrays: their parsed values, kept for the
  // run, were 530 MB; the target's files now share a budget of 2,000,000, and the outputs past it are not read.
  'validation-outputs-8-files-of-980k-containers': () => {
    const p = project('json-heavy', { 'validation-log.md': `# Validation log\n${Array.from({ length: 8 }, (_, i) => `### v${i}\nverdict: approved\n`).join('')}` });
    fs.mkdirSync(path.join(p.eng, 'validation-outputs'));
    const body = `{"verdict":"PASS","methodology":"x","findings":[${Array(490_000).fill('{"a":[0]}').join(',')}]}`;
    for (let i = 0; i < 8; i++) fs.writeFileSync(path.join(p.eng, 'validation-outputs', `v${i}-iter-1-2026.json`), body);
    return p.eng;
  },
  'validation-outputs-300k-empty-files': () => {
    const p = project('flat-outputs');
    fs.mkdirSync(path.join(p.eng, 'validation-outputs'));
    for (let i = 0; i < 300_000; i++) fs.writeFileSync(path.join(p.eng, 'validation-outputs', `v${i}-iter-1-2026.json`), '');
    return p.eng;
  },
  // An ACCEPT's round with a 1.5 MB line of sentences opening with a check and never naming "yourself", and one of
  // 80-character gaps before it: each try reads 80 characters at most (binary-verdict).
  'binary-verdict-check-yourself-runs': () =>
    project('bv-yourself', {
      'acceptance-log.md': `# Acceptance log\n## Iteration 1\n${'. Please check '.repeat(100_000)}\n${`. verify ${'x'.repeat(70)} `.repeat(20_000)}yourself\n\n### Verdict: ACCEPT\n`,
    }).eng,
  // §11's last entry a 12 MB line of clause breaks, or of criterion mentions (binary-verdict read each clause and mention: 3.1 GB, 21 s).
  'binary-verdict-s11-12mb-paren-line': () =>
    project('s11-paren', { 'handoff.md': `# Handoff\n\n## 11. Known deferrals\n- crit-1 later: team busy\n\n${'('.repeat(12_000_000)}\n`, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-07-11 18:00\n\n### Verdict: ACCEPT\n', iteration: '1\n' }).eng,
  'binary-verdict-s11-12mb-crit-mentions': () =>
    project('s11-mentions', { 'handoff.md': `# Handoff\n\n## 11. Known deferrals\n- ${'crit-1, '.repeat(1_500_000)}\n`, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-07-11 18:00\n\n### Verdict: ACCEPT\n', iteration: '1\n' }).eng,
  // A handoff whose cited paths are 100k-character runs of backslashes, `a\\`, `src\\` and spaces or `|` before a --stat line's bar (handoff-paths, ux-screens).
  'handoff-paths-backslash-and-stat-runs': () =>
    project('backslash-runs', {
      'handoff.md': `# Handoff\n\n## 1. Diff summary\n src/a${' '.repeat(100_000)}b.ts | 4 ++\n src/a.ts ${' |'.repeat(50_000)} 4\n\n## 6. Exercised\n- ${'\\'.repeat(100_000)}\n- ${'a\\'.repeat(50_000)}\n- \`${'src\\'.repeat(25_000)}x.ts\`\n- screens\\a.png${'.'.repeat(100_000)}\n`,
    }).eng,
  // A scratch file of subgoal words and blanks by the ten thousand (epiphany-scratch-subgoals).
  'epiphany-scratch-subgoal-word-runs': () =>
    epiphany('scratch-runs', { 'scratch.md': ['# ' + 'подцель '.repeat(12_000), 'Подцель' + ' '.repeat(100_000) + 'x', '**Subgoal' + ' '.repeat(100_000) + '**', '# ' + 'notes '.repeat(15_000), '# ' + ' '.repeat(100_000) + 'Подцель 1'].join('\n') + '\n' }),
  // A team rendering whose authority statement is one sentence of 10,000 asides, then of 8,000 commas.
  'contract-authority-10k-asides': () => {
    const file = path.join(work, 'contract-asides', 'delegation-contract.md');
    const team = fs.readFileSync(path.join(root, 'examples/contracts/pass-team-rendering.md'), 'utf8');
    write(file, `${team}\n**Authority transition**: Approval will not ${'(x) replace '.repeat(10_000)}${'not, replaces, '.repeat(8_000)}\n`);
    return file;
  },
  // One wave of 10,000 nodes whose outputs are globs, each in a folder of its own: none clash, and none may be compared with all the others.
  'graph-10k-glob-outputs-one-wave': () => {
    const n = 10_000;
    const nodes = Array.from({ length: n }, (_, i) => `  N${i + 1}   domain=x   output=src/m${i + 1}/*.ts   status=pending`).join('\n');
    const file = path.join(work, 'graph-globs.md');
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: globs\n\nNODES:\n${nodes}\n\nEDGES:\n\nWAVES:\n  WAVE 1 : [${Array.from({ length: n }, (_, i) => `N${i + 1}`).join(' ∥ ')}]\n\`\`\`\n`);
    return file;
  },
  // One wave of 4,000 nodes, node i writing a/ repeated i times then f.ts (16 MB): every output is below the folders of the ones before it.
  'graph-4000-nested-outputs-one-wave': () => {
    const n = 4000;
    const nodes = Array.from({ length: n }, (_, i) => `  N${i + 1}   domain=core   output=${'a/'.repeat(i + 1)}f.ts   status=pending`).join('\n');
    const file = path.join(work, 'graph-nested-outputs.md');
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: nested\n\nNODES:\n${nodes}\n\nEDGES:\n\nWAVES:\n  WAVE 1 : [${Array.from({ length: n }, (_, i) => `N${i + 1}`).join(' ∥ ')}]\n\`\`\`\n`);
    return file;
  },
  // One wave of 7,500 nodes whose outputs are up to 1,980 folders deep (a/ repeated (i mod 1980) + 1 times, then fI.ts; 15 MB).
  'graph-7500-deep-outputs-one-wave': () => {
    const n = 7500;
    const nodes = Array.from({ length: n }, (_, i) => `  N${i + 1}   domain=core   output=${'a/'.repeat(((i + 1) % 1980) + 1)}f${i + 1}.ts   status=pending`).join('\n');
    const file = path.join(work, 'graph-deep-outputs.md');
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: deep\n\nNODES:\n${nodes}\n\nEDGES:\n\nWAVES:\n  WAVE 1 : [${Array.from({ length: n }, (_, i) => `N${i + 1}`).join(' ∥ ')}]\n\`\`\`\n`);
    return file;
  },
  'graph-4000-char-block-lines': () => {
    const evil = Array.from({ length: 200 }, (_, i) => `${['A', '[', 'a', 'N1 ->'][i % 4]}${' '.repeat(3990)}x # y`).join('\n');
    const file = path.join(work, 'graph-lines.md');
    write(file, `DELEGATED GRAPH: x\nNODES:\n${evil}\nAGENT SUBGRAPH — N1\n${evil}\nIMPLEMENTED GRAPH: x\nWAVE 1\n${evil}\nRETURN: N1\n${evil}`);
    return file;
  },
  // Thousands of findings in one file: each must be located without reading the file again.
  'trace-30k-steps-missing-fields': () =>
    project('trace-steps', { 'criteria.md': CRITERIA('ux_heavy: true\n'), 'iteration': '1\n', 'traces/iter-1/a.json': JSON.stringify({ flow: 'a', iteration: 1, steps: Array.from({ length: 30_000 }, () => ({ action: 'click' })) }, null, 1) }).eng,
  'trace-verdict-key-14k-times': () =>
    project('trace-keys', { 'criteria.md': CRITERIA('ux_heavy: true\n'), 'iteration': '1\n', 'traces/iter-1/a.json': `{"flow": "a", "iteration": 1, "steps": [{"action": "x", ${'"verdict": "FAIL", '.repeat(14_000)}"verdict": "FAIL"}]}` }).eng,
  // A captured_at of 1M `Z` runs broken by a NUL: the trailing-`Z` trim starts once per run, not once per `Z`.
  'trace-captured-at-1m-z-runs': () =>
    project('trace-zz', { 'criteria.md': CRITERIA('ux_heavy: true\n'), 'iteration': '1\n', 'traces/iter-1/a.json': JSON.stringify({ flow: 'a', iteration: 1, captured_at: `${'Z'.repeat(1_000_000)}\u0000Z`, steps: [] }) }).eng,
  '20k-logged-validators-2k-outputs': () =>
    project('validators', {
      'validation-log.md': Array.from({ length: 20_000 }, (_, i) => `### code-reviewer-${i}\nverdict: approved\n`).join(''),
      ...Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`validation-outputs/code-reviewer-${i}-x.json`, '{"verdict": "maybe"}'])),
    }).eng,
  'acceptance-log-20k-rejected-rounds': () =>
    project('rounds', { 'acceptance-log.md': Array.from({ length: 20_000 }, (_, i) => `## Iteration ${i + 1}\n### Verdict: REJECT\n- crit-${i} failed: traces/iter-1/x${i}.json\n`).join('') }).eng,
  // A wave of 5,000 tasks: one shared file (12.5 million overlapping pairs), then disjoint files (12.5 million pairs to rule out).
  '5000-same-wave-tasks-one-file': () => project('wave-shared', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`tasks/T${i}.md`, `---\nid: T${i}\nowner: dev\nwave: 1\nfiles: [src/f${i}.ts, src/shared.ts]\n---\n# T${i}\n`]))).eng,
  '5000-same-wave-tasks-disjoint': () => project('wave-disjoint', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`tasks/T${i}.md`, `---\nid: T${i}\nowner: dev\nwave: 1\nfiles: [src/f${i}.ts, src/d${i}/]\n---\n# T${i}\n`]))).eng,
  '5000-task-files-one-id': () => project('one-id', Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`tasks/T${i}.md`, `---\nid: T1\nowner: dev\nwave: ${i}\nfiles: [src/f${i}.ts]\n---\n# T${i}\n`]))).eng,
  // Graphs of thousands of nodes: every AGENT SUBGRAPH and RETURN, a wave line repeated, a chain of waves.
  'graph-2500-subgraphs-and-returns': () => graphFile('graph-blocks', 2500, (i) => `  N${i} → N${i + 1}\n`, (i) => `  WAVE ${i} : [N${i}]\n`, true),
  'graph-6000-subgraphs-and-returns': () => graphFile('graph-blocks-6k', 6000, (i) => `  N${i} → N${i + 1}\n`, (i) => `  WAVE ${i} : [N${i}]\n`, true),
  'graph-wave-of-1000-listed-50-times': () => graphFile('graph-wide', 10_000, () => '', (i) => (i <= 50 ? `  WAVE 1 : [${Array.from({ length: 1000 }, (_, k) => `N${k + 1}`).join(' ∥ ')}]\n` : '')),
  // One IMPLEMENTED GRAPH wave per node: a search of the waves so far per WAVE line is quadratic.
  'graph-implemented-100k-waves': () => {
    const file = path.join(work, 'graph-impl-waves.md');
    const waves = Array.from({ length: 100_000 }, (_, k) => `WAVE ${k + 1} — w\n  N${k + 1} status=done output=f${k + 1}.ts\n`).join('');
    write(file, `# Graph\n\nDELEGATED GRAPH: x\n\nNODES:\n  N1   domain=backend   output=f1.ts   status=pending\n\nWAVES:\n  WAVE 1 : [N1]\n\nIMPLEMENTED GRAPH: x\n${waves}\nVERDICT : matches\n`);
    return file;
  },
  // 50 tasks in a row, each closed by its IMPLEMENTED GRAPH and padded to 800 lines: linted task by task, each over the whole file's lines.
  'graph-50-tasks-of-800-lines': () => {
    const file = path.join(work, 'graph-tasks.md');
    const task = (t) =>
      `DELEGATED GRAPH: t${t}\nNODES:\n  N1   domain=backend   output=out/${t}.md   status=pending\nWAVES:\n  WAVE 1 : [N1]\n\nRETURN: N1\n  STATUS : done\n  OUTPUT : out/${t}.md\n  IMPLEMENTED GRAPH : a → b\n  VERIFY_RESULT : pass\n  SUMMARY : Done. It works. Tested.\n\nIMPLEMENTED GRAPH: t${t}\nWAVE 1 — w\n  N1 status=done output=out/${t}.md verify=pass\nFAILURES : none\nEVOLUTIONS : none\nOFF-SCRIPT : none\nGAPS : none\nVERDICT : matches\n${'notes\n'.repeat(780)}`;
    write(file, `# Graph\n\n${Array.from({ length: 50 }, (_, t) => task(t + 1)).join('\n')}`);
    return file;
  },
  // Lines just under the graph's 4,000-character cap whose blanks or rule run ends at a `\r` or a letter (headers, TASK steps, waves).
  'graph-capped-lines-blank-runs': () => {
    const file = path.join(work, 'graph-capped-runs.md');
    const pad = (head, run, tail) => head + run.repeat(Math.floor((3990 - head.length) / run.length)) + tail;
    const sub = [pad('AGENT SUBGRAPH:', ' \t', ':\rx'), pad('AGENT SUBGRAPH ', '=', 'x'), 'TASK', pad('- ', '\t', '\rx'), pad('1. ', '\t', '\rx'), pad('TASK', '\t', 'x')].join('\n');
    const impl = `IMPLEMENTED GRAPH: x\n${pad('WAVE 1 -', '\t', '\r-')}\n${pad('wave 1', '\t', '\r-')}\n`;
    write(file, `# Graph\n\n${Array.from({ length: 60 }, () => `\`\`\`\n${sub}\n\`\`\`\n\n${impl}\n`).join('')}`);
    return file;
  },
  // A pre-done node whose output is a 200k run of quotes and stars before a letter (graph-pre-done's marks around a bare name).
  'graph-pre-done-output-quote-run': () => {
    const file = path.join(work, 'graph-pre-done-quotes.md');
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n  N1   domain=backend   output=x${'*'.repeat(200_000)}x   status=pre-done\n\nWAVES:\n  WAVE 1 : [N1]\n\`\`\`\n`);
    return file;
  },
  'graph-10k-chain-10k-waves': () => graphFile('graph-chain', 10_000, (i) => `  N${i} → N${i + 1}\n`, (i) => `  WAVE ${i} : [N${i}]\n`),
  'graph-2500-readers-of-one-shared-output': () => {
    const ids = Array.from({ length: 2500 }, (_, k) => k + 1);
    const file = path.join(work, 'graph-shared-output.md');
    const block = (i) => `\n\`\`\`\nAGENT SUBGRAPH — N${i} part\nWHY          : because\nINPUTS       : shared.md\nOUTPUT       : shared.md\nMETHOD       : x\nSUBGRAPH     : a → b\nVERIFY       : true\nCONSTRAINTS  : none\nTASK\n1. Do.\nRETURN:\n  STATUS : done | failed | evolved\n\`\`\`\n`;
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n${ids.map((i) => `  N${i}   domain=backend   output=shared.md   status=pending\n`).join('')}\nEDGES:\n\nWAVES:\n${ids.map((i) => `  WAVE ${i} : [N${i}]\n`).join('')}\`\`\`\n${ids.map(block).join('')}`);
    return file;
  },
  'graph-wave-numbered-90000000': () => {
    const file = path.join(work, 'graph-wave-number.md');
    write(file, `# Graph\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n  N1   domain=backend   output=out/1.md   status=pending\n  N2   domain=backend   output=out/2.md   status=pending\n\nEDGES:\n  N1 → N2\n\nWAVES:\n  WAVE 1 : [N1]\n  WAVE 90000000 : [N2]\n\`\`\`\n`);
    return file;
  },
  // Epiphany state folders and contracts with thousands of keys, ids and branches.
  'epiphany-100k-branches-100k-bad-evidence': () =>
    epiphany('big-state', {
      'branches.json': `[${Array.from({ length: 100_000 }, (_, i) => `{"id": "b-${i}", "hypothesis": "h ${i}", "status": "active", "objective": "latency"}`).join(',\n')}]`,
      'evidence.jsonl': Array.from({ length: 100_000 }, (_, i) => `{"id": "ev-${i}", "branch": "b-x${i}", "kind": "weird", "result": "pass", "time": "2026-03-02T11:05:00Z"}\n`).join(''),
    }),
  'epiphany-40k-evidence-one-id': () => epiphany('ev-one-id', { 'evidence.jsonl': '{"id":"e"}\n'.repeat(40_000) }),
  // Chosen branches whose objectives hold a 100k run of stops before a letter (epiphany-one-chosen's punctuation around a name).
  'epiphany-chosen-objective-stop-runs': () =>
    epiphany('chosen-stops', { 'branches.json': `{"branches":[${[0, 1].map((i) => `{"id":"b${i}","status":"chosen","objective":"o${'.'.repeat(100_000)}${i}"}`).join(',')}]}` }),
  'epiphany-20k-chosen-branches': () =>
    epiphany('chosen', {
      'branches.json': `{"branches":[${Array.from({ length: 20_000 }, (_, i) => `{"id":"b${i}","status":"chosen","objective":"o${i}"}`).join(',')}]}`,
      'evidence.jsonl': Array.from({ length: 20_000 }, (_, i) => `{"id":"e${i}","branch":"z"}\n`).join(''),
    }),
  // Past the YAML size limit (a finding, no parse) and just within it (parsed).
  'epiphany-branches-5900-500kb': () =>
    epiphany('branches-500kb', { 'branches.json': `[${Array.from({ length: 5900 }, (_, i) => `{"id": "b-${i}", "hypothesis": "h ${i}", "status": "active", "objective": "latency"}`).join(',\n')}]` }),
  'epiphany-map-13k-keys': () => epiphany('map-keys-13k', { 'map.yaml': Array.from({ length: 13_000 }, (_, i) => `k${i}: 1\n`).join('') }),
  'epiphany-map-40k-keys': () => epiphany('map-keys', { 'map.yaml': Array.from({ length: 40_000 }, (_, i) => `k${i}: 1\n`).join('') }),
  'epiphany-map-16k-keys-16k-items': () =>
    epiphany('map-items', { 'map.yaml': `${Array.from({ length: 16_000 }, (_, i) => `k${i}: 1\n`).join('')}accepted_design:\n${Array.from({ length: 16_000 }, (_, i) => `  - d${i}\n`).join('')}` }),
  'contract-4500-how-much-keys': () => {
    const file = path.join(work, 'contract-keys-4500', 'c.dc.yaml');
    write(file, `task: t\nmode: Solo\nwho: { kind: Solo, confirmed: true }\nwhat: [Exploration]\nhow_much:\n${Array.from({ length: 4_500 }, (_, i) => `  D${i}: AskBefore\n`).join('')}  Exploration: Autonomous\nhalt_conditions: []\nexploration: { depth: 1, breadth: 1, drift_action: halt }\ncalibration:\n  outcome: withdrawn\n  calibrated: [${Array.from({ length: 4_500 }, (_, i) => `D${i}`).join(', ')}]\n`);
    return file;
  },
  'contract-20k-how-much-keys': () => {
    const file = path.join(work, 'contract-keys', 'c.dc.yaml');
    write(file, `task: t\nmode: Solo\nwho: { kind: Solo, confirmed: true }\nwhat: [Exploration]\nhow_much:\n${Array.from({ length: 20_000 }, (_, i) => `  D${i}: AskBefore\n`).join('')}  Exploration: Autonomous\nhalt_conditions: []\nexploration: { depth: 1, breadth: 1, drift_action: halt }\ncalibration:\n  outcome: withdrawn\n  calibrated: [${Array.from({ length: 20_000 }, (_, i) => `D${i}`).join(', ')}]\n`);
    return file;
  },
  // Nesting the YAML parsers recurse into, and documents past the YAML size limit.
  'epiphany-map-branches-nested-50k': () => epiphany('nested', { 'map.yaml': `objectives: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`, 'branches.json': `[${'['.repeat(50_000)}${']'.repeat(50_000)}]` }),
  'contract-json-nested-50k': () => {
    const file = path.join(work, 'contract-nested', 'c.dc.json');
    write(file, `{"task": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`);
    return file;
  },
  'frontmatter-nested-50k': () => project('fm-nested', { 'criteria.md': CRITERIA(`deep: ${'['.repeat(50_000)}${']'.repeat(50_000)}\n`) }).eng,
  // JSON: a validator output of 15 MB of brackets (JSON.parse builds every level), and one whose verdict is nested past what JSON.stringify can write.
  'validation-output-nested-7.5m': () =>
    project('vo-deep', { 'validation-log.md': '# Validation log\n\n### deep\nVerdict: PASS\n', 'validation-outputs/deep-iter-1.json': `${'['.repeat(7_500_000)}${']'.repeat(7_500_000)}` }).eng,
  'validation-output-verdict-nested-100k': () =>
    project('vo-verdict', { 'validation-log.md': '# Validation log\n\n### deep\nVerdict: PASS\n', 'validation-outputs/deep-iter-1.json': `{"verdict": ${'['.repeat(100_000)}${']'.repeat(100_000)}, "methodology": "m"}` }).eng,
  'contract-json-8mb': () => {
    const file = path.join(work, 'contract-big', 'c.dc.json');
    const halt = Array.from({ length: 130_000 }, (_, i) => `    { "condition": "ScopeCreep ${i}", "action": "escalate" }`).join(',\n');
    write(file, `{\n  "task": "t",\n  "mode": "Solo",\n  "who": { "kind": "Solo", "confirmed": true },\n  "what": ["Exploration"],\n  "how_much": { "Exploration": "Autonomous" },\n  "halt_conditions": [\n${halt}\n  ]\n}\n`);
    return file;
  },
  // Merge keys (read in YAML contracts) expand anchored maps: eleven levels, each merging the one before nine times.
  'contract-yaml-merge-bomb': () => {
    const file = path.join(work, 'contract-merge', 'c.dc.yaml');
    const levels = [`x0: &x0 {${Array.from({ length: 10 }, (_, i) => `k${i}: ${i}`).join(', ')}}`, ...Array.from({ length: 10 }, (_, i) => `x${i + 1}: &x${i + 1} {<<: [${Array(9).fill(`*x${i}`).join(', ')}], l${i + 1}: ${i + 1}}`)];
    write(file, `task: t\nmode: Solo\nwho: {kind: Solo, confirmed: true}\n${levels.join('\n')}\nwhat: [Exploration]\nhow_much: {Exploration: Autonomous}\n`);
    return file;
  },
  'contract-markdown-6mb': () => {
    const file = path.join(work, 'contract-big-md', 'delegation-contract.md');
    write(file, fs.readFileSync(path.join(root, 'examples/contracts/pass-team-rendering.md'), 'utf8').replace('(I\'ll stop and escalate):\n', `(I'll stop and escalate):\n${'- ScopeCreep: an agent finds work outside its focus\n'.repeat(120_000)}`));
    return file;
  },
  'epiphany-map-6mb': () => epiphany('map-big', { 'map.yaml': `constraints:\n${'  - No new runtime dependencies in module X\n'.repeat(140_000)}` }),
  // An ignores glob of many stars (picomatch's regex backtracks polynomially) against long file names.
  'config-ignores-10-stars': () => {
    const p = project('ignores-stars', Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`${'a'.repeat(200)}${i}`, 'x\n'])));
    write(path.join(p.dir, '.engagement-lint.yaml'), `ignores:\n  - "engagement/${'*a'.repeat(10)}*b"\n`);
    return p.eng;
  },
  // Brace alternatives over the limit of characters (240 entries × 256 alternatives of ~500): refused as a config error.
  'config-ignores-braces-of-long-patterns': () => {
    const p = project('ignores-braces', Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`${'a'.repeat(150)}${i}.md`, 'x\n'])));
    write(path.join(p.dir, '.engagement-lint.yaml'), `ignores:\n${Array.from({ length: 240 }, (_, i) => `  - "${'{a,b}'.repeat(8)}${'x'.repeat(480)}${i}"\n`).join('')}`);
    return { target: p.eng, exits: [2] };
  },
  // Just within it: 16,000 characters of many-star alternatives, each matched against long names.
  'config-ignores-16k-chars-of-stars': () => {
    const p = project('ignores-stars-16k', Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`${'a'.repeat(200)}${i}.md`, 'x\n'])));
    write(path.join(p.dir, '.engagement-lint.yaml'), `ignores:\n${Array.from({ length: 31 }, (_, i) => `  - "**/${'{a,b}'.repeat(2)}${'*a'.repeat(60)}*b${i}"\n`).join('')}`);
    return p.eng;
  },
  'tools-metachar-names': () => project('meta', { 'criteria.md': CRITERIA().replace('[node, git]', '["$(touch /tmp/x)", "a;b", "`id`", "node|cat"]') }).eng,
  // A target glob whose braces expand to a million patterns: refused (exit 2) before any is matched.
  'glob-braces-million': () => ({ target: path.join(work, 'x{1..1000}{1..1000}'), exits: [2] }),
  // test/glob.test.ts: target globs with a segment of 19 stars (picomatch's regex backtracks polynomially) over names of 200 and 61 characters.
  'glob-target-19-stars': () => ({ target: path.join(starNames(), `${STARS}*b`), exits: [2] }),
  'glob-target-globstar-19-stars-folders': () => ({ target: path.join(starNames(), `**/${STARS}*b/`) }),
  'glob-target-brace-of-19-stars': () => ({ target: path.join(starNames(), `{x,${STARS}*c}`), exits: [2] }),
  // test/security/git-includes.test.ts: what the config includes, named before git runs.
  'git-config-include-fifo': () => gitConfigured('inc-fifo', () => `[include]\n\tpath = ${outsideFifo('fifo')}\n`),
  'git-config-include-symlink-dev-zero': () =>
    gitConfigured('inc-zero-link', (dir) => {
      fs.symlinkSync('/dev/zero', path.join(dir, 'zero'));
      return `[include]\n\tpath = ${path.join(dir, 'zero')}\n`;
    }),
  'git-config-include-dev-zero': () => gitConfigured('inc-zero', () => '[include]\n\tpath = /dev/zero\n'),
  'git-config-include-17mb': () =>
    gitConfigured('inc-big', (dir) => {
      fs.writeFileSync(path.join(dir, 'big'), '');
      fs.truncateSync(path.join(dir, 'big'), 17 * 1024 * 1024);
      return `[include]\n\tpath = ${path.join(dir, 'big')}\n`;
    }),
  'git-config-include-home-fifo': () => ({ target: gitConfigured('inc-home', () => '[include]\n\tpath = ~/gitconfig-fifo\n'), env: { HOME: path.dirname(outsideFifo('home/gitconfig-fifo')) } }),
  'git-config-include-relative-fifo': () =>
    gitConfigured('inc-relative', (dir) => {
      spawnSync('mkfifo', [path.join(dir, '.git', 'inc.config')]);
      return '[include]\n\tpath = inc.config\n';
    }),
  'git-config-includeif-quoted-fifo': () =>
    gitConfigured('inc-if', (dir) => `[IncludeIf "gitdir:${dir}/"]\n  PATH   =   "${outsideFifo('my dir/inc.config')}"   ; a comment\n`),
  'git-config-worktree-include-fifo': () => gitConfigured('inc-worktree', () => `[include]\n\tpath = ${outsideFifo('fifo')}\n`, 'config.worktree'),
  'git-config-include-chain-of-10-to-fifo': () =>
    gitConfigured('inc-chain', (dir) => {
      for (let k = 1; k < 10; k++) write(path.join(dir, 'chain', `c${k}`), `[include]\n\tpath = ${k === 9 ? outsideFifo('fifo') : `c${k + 1}`}\n`);
      return `[include]\n\tpath = ${path.join(dir, 'chain', 'c1')}\n`;
    }),
  'git-config-include-dotdot-past-symlink-fifo': () =>
    gitConfigured('inc-dotdot', (dir) => {
      fs.mkdirSync(path.join(dir, 'evil', 'sub'), { recursive: true });
      spawnSync('mkfifo', [path.join(dir, 'evil', 'fifo')]);
      fs.symlinkSync(path.join(dir, 'evil', 'sub'), path.join(dir, '.git', 'lnk'));
      return '[include]\n\tpath = lnk/../fifo\n';
    }),
  'git-config-include-loop': () =>
    gitConfigured('inc-loop', (dir) => {
      write(path.join(dir, 'loop', 'a.config'), '[include]\n\tpath = b.config\n');
      write(path.join(dir, 'loop', 'b.config'), '[include]\n\tpath = a.config\n\tpath = a.config\n');
      return `[include]\n\tpath = ${path.join(dir, 'loop', 'a.config')}\n`;
    }),
  // One include.path value of each filler, in a config just under the 1 MB looked through (the unit test reads 4 MB of each).
  'git-config-1mb-include-value-of-spaces': () => includeValueOf('inc-spaces', ' '),
  'git-config-1mb-include-value-of-quotes': () => includeValueOf('inc-quotes', '"'),
  'git-config-1mb-include-value-of-brackets': () => includeValueOf('inc-brackets', '['),
  'git-config-1mb-include-value-of-backslashes': () => includeValueOf('inc-backslashes', '\\'),
  'git-config-1mb-include-value-of-comments': () => includeValueOf('inc-comments', '\t;'),
  // A repository config of 16 MiB holding one include.path value (was 9.6 s and 700 MB of parsing).
  'git-config-16mb-include-value': () => {
    const eng = hostileGitProject('git-config-16mb-include', {});
    fs.writeFileSync(path.join(eng, '..', '.git', 'config'), `[core]\n\trepositoryformatversion = 0\n[include]\n\tpath = ${'a'.repeat(16 * 1024 * 1024 - 100)}\n`);
    return eng;
  },
  // An engagement 1,900 folders deep: config lookup reads each folder above it once (was 8–11 s: some twenty lstats a folder, the kernel walking the whole path for each).
  'config-lookup-1900-folders-deep': () => project(path.join(...Array(1900).fill('d'))).eng,
  // 30 pre-done nodes whose outputs are 256 brace alternatives under src/**, over 10,000 files (was 28 s).
  'graph-pre-done-30-brace-globs-10k-files': () => {
    const dir = path.join(work, 'brace-globs');
    for (let i = 0; i < 10_000; i++) write(path.join(dir, 'src', `m${i % 20}`, `p${i % 50}`, `f${i}.ts`), 'x');
    const B = '{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p}';
    const nodes = Array.from({ length: 30 }, (_, i) => `  N${i + 1}   domain=ops   output=src/**/${B}${B}.x${i}   status=pre-done\n`).join('');
    const waves = Array.from({ length: 30 }, (_, i) => `  WAVE ${i + 1} : [N${i + 1}]\n`).join('');
    write(path.join(dir, 'plan.md'), `# plan\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n${nodes}\nEDGES:\n\nWAVES:\n${waves}\`\`\`\n`);
    return path.join(dir, 'plan.md');
  },
  // 8,000 nodes in one wave, each output 256 brace alternatives under src/** (was 16 s and 528 MB).
  'graph-same-wave-8000-brace-outputs': () => {
    const B = '{a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p}';
    const nodes = Array.from({ length: 8000 }, (_, i) => `  N${i + 1}   domain=ops   output=src/**/${B}${B}.x${i}   status=pending\n`).join('');
    const wave = `  WAVE 1 : [${Array.from({ length: 8000 }, (_, i) => `N${i + 1}`).join(' ∥ ')}]\n`;
    const file = path.join(work, 'same-wave-braces.md');
    write(file, `# plan\n\n\`\`\`\nDELEGATED GRAPH: x\n\nNODES:\n${nodes}\nEDGES:\n\nWAVES:\n${wave}\`\`\`\n`);
    return file;
  },
  // One AGENT SUBGRAPH asking for 2,000 brace globs, its RETURN giving 2,000 files in reverse order (was 30 s: every file against every glob).
  'graph-return-2000-brace-globs': () => {
    const globs = Array.from({ length: 2000 }, (_, i) => `o/k${i}/{a,b}.ts`);
    const files = globs.map((_, i) => `o/k${1999 - i}/a.ts`);
    // A hundred to a line, the rest as continuation lines, as a long field is written.
    const lines = (xs, indent) => Array.from({ length: xs.length / 100 }, (_, k) => xs.slice(k * 100, k * 100 + 100).join(' ')).join(`\n${' '.repeat(indent)}`);
    const sub = `AGENT SUBGRAPH — N1 x\nWHY          : w\nINPUTS       : none\nOUTPUT       : ${lines(globs, 15)}\nMETHOD       : m\nSUBGRAPH     : a → b\nVERIFY       : v\nCONSTRAINTS  : c\nTASK\n1. t\nRETURN:\n  STATUS : done | failed | evolved\n`;
    const ret = `RETURN: N1\n  STATUS            : done\n  OUTPUT            : ${lines(files, 22)}\n  IMPLEMENTED GRAPH : a → b\n  VERIFY_RESULT     : pass\n  SUMMARY           : Done. It works. Tested.\n`;
    const file = path.join(work, 'return-brace-globs.md');
    write(file, `DELEGATED GRAPH: m\nNODES:\n  N1  domain=api  output=o/  status=pending\nEDGES:\n  none\nWAVES:\n  WAVE 1 : [N1]\n\n${sub}\n${ret}`);
    return file;
  },
  // Three targets of one repository whose root .gitattributes, just under 1 MB of patterns, holds git for its
  // whole timeout on each target's change of 8,000 files: waited once, not once per target (was 30 s).
  'git-gitattributes-1mb-three-targets': () => {
    const { dir, targets } = engagementsInOneRepository('git-attr-three', ['e1', 'e2', 'e3']);
    for (const t of ['e1', 'e2', 'e3']) for (let i = 0; i < 8000; i++) write(path.join(dir, t, 'src', `d${i % 80}`, `f${i}.ts`), 'x\n');
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'change');
    let attributes = '';
    for (let i = 0; attributes.length < 1024 * 1024 - 64; i++) attributes += `*.k${i}a*b diff\n`;
    write(path.join(dir, '.gitattributes'), attributes);
    return { target: targets };
  },
  // Twenty engagements of one repository whose changes add 18 MB of SQL together: past what one diff of all their
  // projects may hold (16 MiB), so that run is stopped and each project is diffed alone, within git's own limit.
  'git-20-projects-18mb-shared-diff': () => {
    const names = Array.from({ length: 20 }, (_, i) => `e${String(i + 1).padStart(2, '0')}`);
    const { dir, targets } = engagementsInOneRepository('git-shared-18mb', names);
    for (const t of names) write(path.join(dir, t, 'db', 'load.sql'), `${`INSERT INTO t VALUES (${'1, '.repeat(20)}1);\n`.repeat(13_000)}DROP TABLE t;\n`);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'change');
    return { target: targets, perTarget: true };
  },
  // Five engagements of one repository, one holding a .gitignore that is a FIFO deep in its tree (no check before git
  // sees it): the one listing of their untracked files waits for git's timeout, then each project is listed alone.
  'git-5-projects-deep-gitignore-fifo': () => {
    const { dir, targets } = engagementsInOneRepository('git-shared-fifo', ['e1', 'e2', 'e3', 'e4', 'e5']);
    fs.mkdirSync(path.join(dir, 'e3', 'db', 'deep'), { recursive: true });
    spawnSync('mkfifo', [path.join(dir, 'e3', 'db', 'deep', '.gitignore')]);
    return { target: targets };
  },
  // A .gitattributes that is a FIFO two folders below the project, beside a changed file: git's to open, it holds git for its 10 s timeout (little CPU), and the check says the change was not scanned.
  'git-deep-gitattributes-fifo': () => {
    const eng = hostileGitProject('git-deep-attr-fifo', {});
    const deep = path.join(path.dirname(eng), 'db', 'deep');
    write(path.join(deep, 'drop.sql'), 'DROP TABLE users;\n');
    git(path.dirname(eng), 'add', '-A');
    git(path.dirname(eng), 'commit', '-qm', 'change');
    spawnSync('mkfifo', [path.join(deep, '.gitattributes')]);
    return eng;
  },
  // A `**` target glob over 90,000 files in 9,000 folders holding two engagements (test/glob.test.ts: which folders are entered).
  'glob-globstar-90k-files': () => {
    const dir = path.join(work, 'glob-90k');
    for (let f = 0; f < 9000; f++) for (let i = 0; i < 10; i++) write(path.join(dir, 'big', `a${f % 10}`, `b${Math.floor(f / 10) % 10}`, `c${Math.floor(f / 100) % 10}`, `d${Math.floor(f / 1000)}`, `f${i}.ts`), 'x');
    for (const k of [3, 7]) project(path.join('glob-90k', 'big', `a${k}`));
    return path.join(dir, 'big', '**', 'engagement');
  },
  // 20,000 agents in the ledger and 20,000 Acceptor lines: each acceptor is looked up in an index of the authors (was 12 s).
  'acceptance-author-20k-authors-x-20k-acceptors': () =>
    project('aa', {
      'events.jsonl': Array.from({ length: 20_000 }, (_, i) => `{"type":"handoff_submitted","agent":"agent-${i}"}\n`).join(''),
      'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n${'Acceptor: dev-manager\n'.repeat(20_000)}### Verdict: ACCEPT\n`,
    }).eng,
  // The same through 20,000 Author lines in handoff.md.
  'acceptance-author-20k-handoff-authors-x-20k-acceptors': () =>
    project('aa2', {
      'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n${Array.from({ length: 20_000 }, (_, i) => `Author: writer-${i}\n`).join('')}`,
      'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n${'Acceptor: dev-manager\n'.repeat(20_000)}### Verdict: ACCEPT\n`,
    }).eng,
  // A directed verdict over 2,000 (and 5,000) iteration sections: the directive's decisions are read once per document (was 6.4 s and 41 s).
  'iteration-budget-directed-2000-sections': () =>
    project('ib', {
      iteration: '9\n',
      'human-directive.md': `# Human directive — x — iteration 1\n\nDecision: DIRECTED_VERDICT\n\n${Array.from({ length: 2000 }, (_, i) => `## Iteration ${i + 1}\nRework crit-1.\n`).join('')}`,
    }).eng,
  'iteration-budget-directed-5000-sections': () =>
    project('ib5', {
      iteration: '9\n',
      'human-directive.md': `# Human directive — x — iteration 1\n\nDecision: DIRECTED_VERDICT\n\n${Array.from({ length: 5000 }, (_, i) => `## Iteration ${i + 1}\nRework crit-1.\n`).join('')}`,
    }).eng,
  // 2,000 failed criteria under an ACCEPT and 20,000 §11 lines: §11 and scope-sync.md are read once, each criterion looked up (was 32 s).
  'binary-verdict-2000-failed-x-20k-s11-lines': () =>
    project('bv', {
      'handoff.md': `# Handoff\n\n## 3. Criteria trace\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n${Array.from({ length: 2000 }, (_, i) => `| ${i + 1} | thing ${i} | ❌ | none |\n`).join('')}\n## 11. Known deferrals\n${Array.from({ length: 20_000 }, (_, i) => `- item number ${i} later: team busy\n`).join('')}`,
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: ACCEPT\n',
    }).eng,
  // The same with the 2,000 failures in the log's ACCEPT round and 20,000 lines of scope-sync.md.
  'binary-verdict-2000-log-failures-x-20k-scope-sync': () =>
    project('bv2', {
      'handoff.md': `# Handoff\n\n## 11. Known deferrals\n${Array.from({ length: 20_000 }, (_, i) => `- item number ${i} later: team busy\n`).join('')}`,
      'scope-sync.md': `# Scope sync\n\n${Array.from({ length: 20_000 }, (_, i) => `- item number ${i} deferred: team busy\n`).join('')}`,
      'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n${Array.from({ length: 2000 }, (_, i) => `- crit-${i + 1} ❌\n`).join('')}### Verdict: ACCEPT\n`,
    }).eng,
  // An events.jsonl line nested 7.9 million (and 3 million) arrays deep: refused as nested past 1,000 levels, with a finding (835 MB before the ledger was read with parseJson).
  'events-jsonl-line-nested-7.9m': () =>
    project('ev', {
      'events.jsonl': `{"type":"handoff_submitted","agent":"x","deep":${'['.repeat(7_900_000)}${']'.repeat(7_900_000)}}\n`,
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\nAcceptor: dev-manager\n### Verdict: ACCEPT\n',
    }).eng,
  'events-jsonl-line-nested-3m': () =>
    project('ev3', {
      'events.jsonl': `{"type":"handoff_submitted","agent":"x","deep":${'['.repeat(3_000_000)}${']'.repeat(3_000_000)}}\n`,
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\nAcceptor: dev-manager\n### Verdict: ACCEPT\n',
    }).eng,
  // 20,000 Decision lines: each is placed from its line, not by counting from the start (was 30 s; the compat preset reads them too).
  'human-directive-20k-decision-lines': () =>
    project('hd', {
      'human-directive.md': `# Human directive\n\n${'Decision: PROCEED_TO_VERDICT\n'.repeat(20_000)}`,
      'consilium-summary.md': '# Consilium\n',
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: ACCEPT\n',
    }).eng,
  'human-directive-20k-decision-lines-compat': () => ({
    target: project('hd-compat', {
      'human-directive.md': `# Human directive\n\n${'Decision: PROCEED_TO_VERDICT\n'.repeat(20_000)}`,
      'consilium-summary.md': '# Consilium\n',
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: ACCEPT\n',
    }).eng,
    preset: 'compat',
  }),
  // 120,000 Decision lines and nothing else: each rule reads the directive's decisions once (was 4.0 s).
  'hd-120k-decisions': () => project('hd-120k-decisions', { 'human-directive.md': `# Human directive\n\n${'Decision: PROCEED_TO_VERDICT\n'.repeat(120_000)}` }).eng,
  // A criteria-trace list item of millions of clause separators, and one of half a million history asides: each read once.
  'binary-verdict-list-item-of-2m-separators': () =>
    project('bv-separators', { 'handoff.md': `# Handoff\n\n## 3. Criteria trace\n- crit-1: ${'x — '.repeat(2_000_000)}\n`, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: ACCEPT\n' }).eng,
  'binary-verdict-list-item-of-500k-histories': () =>
    project('bv-histories', { 'handoff.md': `# Handoff\n\n## 3. Criteria trace\n- crit-1: ✅ ${'(was ❌) '.repeat(500_000)}\n`, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: ACCEPT\n' }).eng,
  // A 15 MB trace of 5 million `{}` steps: past 1,000,000 objects and arrays a JSON file is a finding, not built (was 2.6 GB, then a crash).
  'trace-of-5m-empty-steps': () => {
    const eng = cleanL('trace-5m', 'criteria.md', (t) => t);
    write(path.join(eng, 'traces/iter-2/huge.json'), `{"flow":"a","iteration":2,"steps":[${Array(5_000_000).fill('{}').join(',')}]}`);
    return eng;
  },
  // Lists handed to a call as arguments overflowed the stack: 130,000 paths on a §1 line (compat), 200,000 tagged items in §7c.
  'handoff-s1-line-of-130k-paths-compat': () => ({
    target: cleanL('s1-130k', 'handoff.md', (t) => t.replace(/^(## 1\..*\n)/m, `$1Changed files: ${Array.from({ length: 130_000 }, (_, i) => `a/${i}.ts`).join(' ')}\n`)),
    preset: 'compat',
  }),
  'handoff-200k-tagged-items-outside-concerns': () => cleanL('tagged-200k', 'handoff.md', (t) => t.replace(/^(### 7c\..*\n)/m, `$1${'- [crit-2] x\n'.repeat(200_000)}`)),
  // An acceptance-log line of 40,000 SUSTAINED markers (was minutes: each looked on to the line's end).
  'acceptance-log-line-of-40k-sustained': () => cleanL('sustained-line', 'acceptance-log.md', (t) => `${t}\n- finding 1: ${'SUSTAINED, '.repeat(40_000)}\n`),
  // 100,000 labels whose value does not read: each is passed at once, not searched on through its 4 KB window (was 2.4 s).
  'hd-100k-decisions-without-value': () => project('hd-no-value', { 'human-directive.md': `# Human directive\n\n${'Decision: -\n'.repeat(100_000)}` }).eng,
  // The same with an accepted round and each Decision line in its own `## Iteration N` section.
  'hd-120k-decisions-in-iterations': () =>
    project('hd-120k-iter', {
      'human-directive.md': `# Human directive\n\n${Array.from({ length: 120_000 }, (_, i) => `## Iteration ${i + 1}\nDecision: PROCEED_TO_VERDICT\n`).join('')}`,
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: ACCEPT\n',
    }).eng,
  // 40,000 dated REJECT rounds, each with a go-ahead (was 3.6 s, 608 MB).
  'acceptance-log-40k-dated-rejects-with-go-aheads': () =>
    project('al', {
      iteration: '9\n',
      'acceptance-log.md': Array.from({ length: 40_000 }, (_, i) => `## Iteration ${i + 1} — 2026-06-04 10:00\n### Verdict: REJECT\nThe user approved another round.\n`).join(''),
    }).eng,
  // 140,000 go-aheads that place no round, each one more round: counted in a loop, not spread into one call (was an internal error).
  'iteration-budget-140k-unplaced-go-aheads': () =>
    project('ga', { iteration: '9\n', 'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\n\n${'The user approved another round.\n'.repeat(140_000)}` }).eng,
  // 20,000 loop-to-intake lines in one section of scope-sync.md: the section is read once, not once per line (was 290 s, 4 GB).
  'repeating-blocker-20k-loop-records-in-one-section': () =>
    project('rb', {
      iteration: '3\n',
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\n- crit-1: export drops rows\n\n## Iteration 2\n### Verdict: REJECT\n- crit-1: export still drops rows\n',
      'scope-sync.md': `# Scope sync\n\n## Loops\n${Array.from({ length: 20_000 }, (_, i) => `- loop-to-intake done for item ${i} in round 1\n`).join('')}`,
    }).eng,
  // 40,000 repeating REJECT rounds and 20,000 loop-to-intake records: each repeat finds its record by a search, not a scan of all (was 5.7 s).
  'repeating-blocker-40k-repeats-x-20k-records': () =>
    project('rb2', {
      iteration: '9\n',
      'acceptance-log.md': Array.from({ length: 40_000 }, (_, i) => `## Iteration ${i + 1} — 2026-06-04 10:00\n### Verdict: REJECT\nThe user approved another round.\n`).join(''),
      'scope-sync.md': `# Scope sync\n\n## Loops\n${Array.from({ length: 20_000 }, (_, i) => `- loop-to-intake done for item ${i} in round 1\n`).join('')}`,
    }).eng,
  // A path named only to say it is absent: the words before each citation are read in a bounded window.
  'handoff-paths-100k-negations-5k-negated-paths': () =>
    project('hp-neg', {
      'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\n${'no '.repeat(33_000)}\`src/a.ts\`\n\n${Array.from({ length: 5000 }, (_, i) => `no \`src/m${i}/\``).join(' ')}\n\nno${' '.repeat(100_000)}\`src/b.ts\`\n`,
    }).eng,
  // A monorepo folder citing 15,000 paths as git prints them, up with ../ into the repository, and out of it.
  'handoff-paths-monorepo-15k-work-tree-paths': () => {
    const top = path.join(work, 'hp-mono');
    write(path.join(top, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    const eng = path.join(top, 'services', 'billing', 'engagement');
    write(path.join(eng, 'criteria.md'), CRITERIA());
    write(path.join(eng, 'handoff.md'), `# Handoff\n\n## 1. Goal\nDo it.\n\n${Array.from({ length: 5000 }, (_, i) => `- \`packages/p${i}/a.ts\`, \`../../packages/q${i}/b.ts\` and \`../../../../../../x${i}\``).join('\n')}\n`);
    return eng;
  },
  // 48,000 negated citations in a monorepo folder, each after a long window of markup, negations or CJK: each window
  // is read from its end, the whole of it only when the walk back needs it (was 2.8–3.7 s for 50,000).
  'handoff-paths-monorepo-48k-negated-long-windows': () => {
    const top = path.join(work, 'hp-mono-neg');
    write(path.join(top, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    fs.mkdirSync(path.join(top, 'src'), { recursive: true });
    const eng = path.join(top, 'services', 'billing', 'engagement');
    write(path.join(eng, 'criteria.md'), CRITERIA());
    const shapes = [(i) => `${'`'.repeat(230)} no \`src/m${i}/\``, (i) => `${'нет без не ни '.repeat(10)}без изменений в \`src/r${i}/\``, (i) => `${'見'.repeat(80)} no changes to \`src/c${i}/a.ts\``, (i) => `${'(no '.repeat(60)}\`src/p${i}/\``];
    const lines = Array.from({ length: 48_000 }, (_, i) => shapes[i % 4](i));
    write(path.join(eng, 'handoff.md'), `# Handoff\n\n## 1. Goal\nDo it.\n\n${lines.slice(0, 24_000).join('\n')}\n\n${Array.from({ length: 6 }, (_, j) => lines.slice(24_000 + j * 4000, 24_000 + (j + 1) * 4000).join(' ')).join('\n')}\n`);
    return eng;
  },
  // 40,000 existing folders of the work tree each cited once (half from the top, half as ../../): the project is
  // asked once whether it holds their first folder, and each folder of the work tree is listed once (was 3.4 s).
  'handoff-paths-monorepo-40k-cited-folders': () => {
    const top = path.join(work, 'hp-mono-40k');
    write(path.join(top, '.git', 'HEAD'), 'ref: refs/heads/main\n');
    for (let i = 0; i < 40_000; i++) for (let k = 0; k < 5; k++) write(path.join(top, 'pkgs', `p${i}`, `f${k}.ts`), '');
    const eng = path.join(top, 'services', 'billing', 'engagement');
    write(path.join(eng, 'criteria.md'), CRITERIA());
    write(path.join(eng, 'handoff.md'), `# Handoff\n\n## 1. Goal\nDo it.\n\n${Array.from({ length: 40_000 }, (_, i) => (i % 2 ? `- \`pkgs/p${i}/missing.ts\`` : `- \`../../pkgs/p${i}/missing.ts\``)).join('\n')}\n`);
    return eng;
  },
  // A last round named again and again, and a round number far after its phrase: the look back at an earlier round stays bounded.
  'slot-language-past-rounds-and-spaces': () =>
    project('sl-past', {
      iteration: '3\n',
      'handoff.md': `# Handoff\n\n${'в последнем раунде (итерация '.repeat(40_000)}\n\n${'in the last round, '.repeat(50_000)}${' '.repeat(1_000_000)}\n\nпоследний раунд${' '.repeat(1_000_000)}(2\n`,
    }).eng,
  // One 15 MB paragraph holding one slot phrase: only the lines around a candidate are rendered (was 467 MB).
  'slot-language-15mb-paragraph-one-phrase': () =>
    project('sl', { 'scope-sync.md': `# Scope sync\n\n${`${'hello world sunny '.repeat(217)}\n`.repeat(3800)}one round left\n` }).eng,
  // Unclosed link openings among slot words, 15 MB on one line and over 240,000 lines of one paragraph: every window of
  // the paragraph is worth reading, and rendered whole each took 1.2 GB (its link tables per character); now in pieces.
  'slot-language-15mb-line-of-unclosed-links-before-last': () => project('sl-line', { 'handoff.md': '[ last '.repeat(2_142_857) }).eng,
  'slot-language-240k-lines-of-unclosed-links-before-last': () => project('sl-lines', { 'handoff.md': `${'[ last '.repeat(8)}\n`.repeat(240_000) }).eng,
  // 10,000 commented-out DROPs then a real one: comments are no hits, each read once.
  'danger-sql-10k-comment-drops-then-real': () => project('dsc', { 'specs/m.sql': `${'-- DROP TABLE old;\n'.repeat(10_000)}DROP TABLE users;\n` }).eng,
  // Lines of 35,000 negated DROPs and 15,000 quoted payloads, a real DROP after them: each search starts past the last.
  'danger-line-of-set-aside-drops-then-real': () =>
    project('dls', { 'handoff.md': `# Handoff\n\n## 12. Operations\n${'we did not run DROP TABLE a, '.repeat(35_000)}then ran DROP TABLE b; on prod\n${"The injection test input `x'; DROP TABLE users; --` is rejected ".repeat(15_000)}\n` }).eng,
  // 10,000 Flyway undo migrations beside their versioned ones: the folder is indexed by version once (was 19.8 s).
  'danger-flyway-10k-undo-pairs': () => {
    const { eng } = project('dfw');
    for (let i = 0; i < 10_000; i++) {
      write(path.join(eng, 'specs', 'migrations', `U${i}__x.sql`), `DROP TABLE t${i};\nALTER TABLE t${i} DROP COLUMN c;\n`);
      write(path.join(eng, 'specs', 'migrations', `V${i}__x.sql`), `CREATE TABLE t${i} (id int);\nALTER TABLE t${i} ADD COLUMN c int;\n`);
    }
    return eng;
  },
  // A 16 MB SQL line of seven operations then 2 million comments: its code is worked out once (was 4.8 s, 591 MB).
  // A script line of 8 `git push`, 8 `terraform apply` and 8 `kubectl delete ns`, each before 300,000 tabs and a flag out
  // of reach: the blanks are taken whole, not a 300-character window tried from each (was 13 s).
  'danger-push-destroy-delete-after-300k-tabs': () =>
    project('dpush', { 'specs/deploy.sql': `${`git push${'\t'.repeat(300_000)}& -f `.repeat(8)}${`terraform apply${'\t'.repeat(300_000)}| -destroy `.repeat(8)}${`kubectl delete ns${'\t'.repeat(300_000)}| --namespace prod `.repeat(8)}\n` }).eng,
  // A bulk delete call opened before 200,000 blanks and never closed: its blank runs were split every way (was 19 s).
  'danger-delete-many-then-200k-blanks': () => project('delete-many', { 'specs/m.sql': `db.users.deleteMany(${' '.repeat(200_000)}x\n` }).eng,
  'danger-sql-16mb-line-ops-and-comments': () =>
    project('dol', { 'specs/m.sql': `DROP TABLE t; TRUNCATE TABLE u; DELETE FROM v; ALTER TABLE w DROP COLUMN c; ALTER TABLE x ALTER COLUMN y TYPE int; DROP DATABASE d; DROP SCHEMA s;${' /* a */'.repeat(2_000_000)}\n` }).eng,
  // A drop against a scope-sync.md of 100,000 OK entries naming tables in words (10 MB), and one entry of hostile runs
  // (repeated verbs, 5,000 backticks, 20,000 `a_`): each entry is read once, token by token.
  'danger-ok-prose-100k-entries-naming-tables': () =>
    project('dok', {
      'specs/m.sql': 'DROP TABLE reporting.weekly_goals;\n',
      'scope-sync.md': `# Scope sync\n\n## Dangerous-op user OK — 2026-06-03 10:12\n${Array.from({ length: 100_000 }, (_, i) => `- sql-drop-table — user: "drop weekly_goals_${i}, \`reporting.weekly_goals_${i}\`, keep the t_${i} table"; not wg_x${i}.`).join('\n')}\n- sql-drop-table — user: "drop drop drop ${'the '.repeat(20_000)}\`${'`'.repeat(5000)}${'a_'.repeat(20_000)} drop weekly_goals_2019"\n`,
    }).eng,
  // 40,000 SQL files naming an operation in a comment: each hit's file is found in a map (was 4.5 s).
  'danger-sql-40k-files-comment-ops': () => {
    const { eng } = project('dcf');
    const ops = ['DROP TABLE a', 'TRUNCATE TABLE b', 'DELETE FROM c', 'ALTER TABLE d DROP COLUMN e', 'DROP SCHEMA f'];
    for (let i = 0; i < 40_000; i++) write(path.join(eng, 'specs', `d${i % 200}`, `m${i}.sql`), `SELECT 1; -- ${ops[i % 5]}${i};\n`);
    return eng;
  },
  // 20,000 files of one name in the git diff and 20,000 others of that name in §1's --stat: each side is
  // matched against the other through an index (was 17 s for notebooks, 11.8 s for plain files).
  'size-drift-notebooks-20k-one-name': () => sameNameDiff('same-nb', 'x.ipynb', false),
  'size-drift-notebooks-20k-one-name-exact': () => sameNameDiff('same-nb-exact', 'x.ipynb', true),
  'size-drift-s1-20k-one-name': () => sameNameDiff('same-ts', 'index.ts', false),
  // Symlink farms in the work tree, cited through: a chain of 39 folder links, a folder linking to itself and two
  // linking to each other (paths up to 60 links deep, past the kernel's 40), 20,000 links each to a folder of its own.
  'handoff-paths-symlink-chain-40k-cited': () =>
    symlinkFarm('farm-chain', (top) => {
      for (let k = 0; k < 5; k++) write(path.join(top, 'd39', `f${k}.ts`), '');
      for (let k = 38; k >= 0; k--) fs.symlinkSync(`d${k + 1}`, path.join(top, `d${k}`));
    }, (i) => `d${i % 39}/f${i % 50}.ts`, 40_000),
  'handoff-paths-symlink-loops-40k-cited': () =>
    symlinkFarm('farm-loop', (top) => {
      fs.symlinkSync('.', path.join(top, 'loop'));
      fs.mkdirSync(path.join(top, 'a', 'b'), { recursive: true });
      fs.symlinkSync('../..', path.join(top, 'a', 'b', 'up'));
      fs.symlinkSync('../a', path.join(top, 'a', 'b', 'c'));
    }, (i) => (i % 2 ? `${'loop/'.repeat(1 + (i % 60))}m${i}.ts` : `${'a/b/up/a/b/c/'.repeat(1 + (i % 12))}z${i}.ts`), 40_000),
  // Shapes an outside tester found past the bounds (each was 10–300 s of CPU): a regex retried at every position of a
  // long run of digits, keyword fragments, blanks or brackets, in the files and fields named.
  'size-drift-s1-line-of-200k-digits': () => ({ target: project('s1-digits', { 'handoff.md': `# Handoff\n\n## 1. Diff summary\n${'1'.repeat(200_000)}\n` }).eng, preset: 'compat' }),
  'handoff-any-section-line-of-200k-digits': () => project('any-digits', { 'handoff.md': `# Handoff\n\n## 1. Goal\nx\n\n${'1'.repeat(200_000)}\n` }).eng,
  'repeating-blocker-criterion-header-fragments': () =>
    project('rb-header', {
      iteration: '3\n',
      'acceptance-log.md': `# Acceptance log\n\n${[1, 2].map((n) => `## Iteration ${n}\n### Verdict: REJECT\n| ${'критери'.repeat(1500)}r${'k'.repeat(1500)}crit0 | reason |\n|---|---|\n| crit-1 | fails |\n`).join('\n')}`,
    }).eng,
  'frontmatter-65k-blank-lines-in-three-files': () =>
    ({ target: project('fm-blank', Object.fromEntries(['criteria.md', 'handoff.md', 'acceptance-log.md'].map((f) => [f, `---\n${'\t\n'.repeat(65_000)}---\n# x\n`]))).eng, preset: 'compat' }),
  'task-fields-100k-spaces-and-brackets': () =>
    project('task-fields', {
      'tasks/T1.md': `---\nid: T1\nowner: dev\nwave: 1\n---\n# T1\n\n- files: a${' '.repeat(100_000)}b\n`,
      'tasks/T2.md': `---\nid: T2\nowner: dev\nwave: 1\n---\n# T2\n\n- files: a${']'.repeat(100_000)}b\n`,
      'tasks/T3.md': `---\nid: T3\nwave: 1\nfiles: [src/a.ts]\n---\n# T3\n\n- owner: a${' '.repeat(100_000)}b\n`,
    }).eng,
  'handoff-s3-row-of-100k-spaces': () => project('s3-row', { 'handoff.md': `# Handoff\n\n## 3. Criteria trace\n| # | Criterion | Status | Evidence |\n|---|---|---|---|\n|${' '.repeat(100_000)}x\n` }).eng,
  'precheck-green-s7a-jq-and-verdict-runs': () =>
    project('s7a-runs', { 'handoff.md': `# Handoff\n\n## 7. Self-acceptance\n### 7a. Pre-check\nengagement-lint output:\n${'jq '.repeat(100_000)}\nverdict:${' '.repeat(100_000)}x\n` }).eng,
  'human-directive-title-of-cyrillic-fragments': () =>
    project('hd-title', { 'human-directive.md': `# Human directive — ${'итераци'.repeat(30_000)}\n\nDecision: PROCEED_TO_VERDICT\n`, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n### Verdict: ACCEPT\n' }).eng,
  // The clean L example with one file changed as an outside tester did: §4a and tasks/INDEX.md tables built to cost per row and per cell.
  // 225,000 §4a rows of two phantom quotes and a resolved DIVERGE: read once for both §4a rules, findings past 500 counted (was 12–13.5 s, 750 MB).
  'cross-val-s4a-225k-rows': () =>
    cleanL('s4a-rows', 'handoff.md', (t) => t.replace('| MATCH |', `| MATCH |\n${Array.from({ length: 225_000 }, (_, i) => `| c${i} | a.md L1: "x" | b.md L2: "y" | DIVERGE → resolved by ${i} |`).join('\n')}`)),
  // One §4a row of 1.57 million cells: a row is read to 1,000 cells (was 3.95 s, 430 MB).
  'cross-val-s4a-row-of-1.5m-cells': () => cleanL('s4a-cells', 'handoff.md', (t) => t.replace('| MATCH |', `${'| DIVERGE '.repeat(1_570_000)}|`)),
  // A tasks/INDEX.md line of 2.6 million `| t01 ` cells (was 5–6 s, 870 MB).
  'tasks-index-row-of-2.6m-cells': () => cleanL('index-cells', 'tasks/INDEX.md', (t) => `${t}\n${'| t01 '.repeat(2_600_000)}|\n`),
  'cross-val-s4a-cell-of-slash-tilde': () =>
    project('s4a-slash', { 'executor-reports/dev.md': '# dev\n\n## Iteration 1\nDone.\n', 'handoff.md': `# Handoff\n\n## 4. Executor reports\n### 4a. Cross-validation table\n| a | b |\n|---|---|\n| x | ${'/~'.repeat(50_000)} |\n` }).eng,
  // A line of operations set aside (given to another team; temporary tables dropped by their script): each is read
  // in a window of its line, and a qualifier looked for to 2,000 characters, not to the line's end (was 20 s).
  'danger-other-team-publish-1mb-line': () =>
    project('other-team', { 'handoff.md': `# Handoff\n\n## 12. Ops\n${'Publishing the package (`twine upload dist/*`) is not part of this engagement — the release team runs it. '.repeat(15_000)}\n` }).eng,
  'danger-temp-table-pairs-8mb-line': () =>
    project('temp-pairs', { 'handoff.md': `# Handoff\n\n## 12. Ops\n${'The query builds `CREATE TEMP TABLE tmp_r AS x` and ends with `DROP TABLE tmp_r;` ok. '.repeat(100_000)}\n` }).eng,
  // Two nodes of one wave whose CONSTRAINTS each name 4,000 files and share one: pairs found through an index of one
  // side's files, not compared 16 million times (was 6 s).
  'graph-constraints-4000-files-each-one-shared': () => {
    const files = (p) => Array.from({ length: 400 }, (_, k) => Array.from({ length: 10 }, (_, i) => `${p}${k * 10 + i}/x.ts`).join(', ')).join(',\n               ');
    const sub = (id, p) => `AGENT SUBGRAPH: ${id}\n═══\nWHY          : w\nINPUTS       : none\nOUTPUT       : ${p}0/x.ts\nMETHOD       : m\nSUBGRAPH     : a → b\nVERIFY       : npm test\nCONSTRAINTS  : touch ${files(p)}, package.json\n\nTASK\n────\n- do it\n`;
    const file = path.join(work, 'graph-constraints', 'run.md');
    write(file, `DELEGATED GRAPH: g\nNODES:\n  N1  domain=http  output=src/h0/x.ts  status=pending\n  N2  domain=db  output=src/d0/x.ts  status=pending\nEDGES:\n  none\nWAVES:\n  WAVE 1 : [N1 ∥ N2]\n\n${sub('N1', 'src/h')}\n${sub('N2', 'src/d')}`);
    return file;
  },
  // Many files of short lines, each within the line and byte caps: a target reads 300,000 lines at most (was 7–8 s and 525–725 MB).
  'engagement-12-files-of-248k-lines': () =>
    project('lines-12', {
      ...Object.fromEntries(['handoff.md', 'acceptance-log.md', 'scope-sync.md', 'consilium-summary.md', 'validation-log.md', 'plan.md'].map((f) => [f, `# x\n\n## 1. Diff summary\n${'- a\n'.repeat(248_000)}`])),
      ...Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`executor-reports/dev${i}.md`, `# dev\n\n## Iteration 1\n${'- a\n'.repeat(248_000)}`])),
    }).eng,
  'engagement-40-reports-of-248k-lines': () => project('lines-40', Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`executor-reports/dev${i}.md`, `# dev\n\n## Iteration 1\n${'- a\n'.repeat(248_000)}`]))).eng,
  'handoff-paths-symlink-wide-20k-links': () =>
    symlinkFarm('farm-wide', (top) => {
      for (let i = 0; i < 20_000; i++) {
        fs.mkdirSync(path.join(top, 'real', `r${i}`), { recursive: true });
        fs.symlinkSync(`real/r${i}`, path.join(top, `s${i}`));
      }
    }, (i) => `s${i}/a.ts`, 20_000),
  // One handoff line of 6 million backtick spans, none a path: nothing is kept per span; with an illustration
  // word (and a `\`) the line is weighed only up to MAX_LINE_CANDIDATES of them.
  'handoff-paths-line-of-3m-backtick-pairs': () => project('tick-pairs', { 'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\n${'`a`` '.repeat(3_100_000)}\n` }).eng,
  'handoff-paths-illustration-line-of-3m-backtick-pairs': () => project('tick-pairs-eg', { 'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\ne.g. \\ ${'`a`` '.repeat(3_100_000)}\n` }).eng,
  // A criteria.md frontmatter of 15 MB, one tools_required flow list: over the YAML limit, read line by line, its list capped.
  'criteria-tools-required-flow-list-2.6m-items': () => project('tools-flow', { 'criteria.md': CRITERIA().replace('[node, git]', `[${'node, '.repeat(2_600_000)}git]`) }).eng,
  // 90 task files of 3,000 `files:` items each (every file under the YAML limit): each item is located after the one
  // before it, not by a scan from the field's line (16 s before).
  'tasks-90-files-of-3k-block-list-items': () =>
    project(
      'task-lists',
      Object.fromEntries(
        Array.from({ length: 90 }, (_, i) => [
          `tasks/t${i + 10}-x.md`,
          `---\nid: t${i + 10}-x\nowner: dev-backend-engineer\nwave: 1\nfiles:\n${Array.from({ length: 3000 }, (_, k) => `  - src/shared/file-number-${String(i * 3000 + k).padStart(6, '0')}.ts`).join('\n')}\ncrit_refs: [crit-1]\n---\n# t\n`,
        ]),
      ),
    ).eng,
  // One wave of 60,000 nodes on one line: every check is linear in nodes, but each costs tens of microseconds per node.
  'graph-one-wave-of-60k-nodes': () => {
    const ids = Array.from({ length: 60_000 }, (_, k) => `N${k + 1}`);
    const file = path.join(work, 'flat-60k.md');
    write(file, `\`\`\`\nDELEGATED GRAPH: flat\n\nNODES:\n${ids.map((id, k) => `  ${id} domain=d output=o/f${k + 1}.md status=pending\n`).join('')}\nEDGES:\n\nWAVES:\n  WAVE 1 : [${ids.join(' ∥ ')}]\n\`\`\`\n`);
    return file;
  },
  // A branches.json of 100,000 open branches, one per line (9 MB).
  'epiphany-100k-branches': () =>
    epiphany('epi-branches', { 'branches.json': `{"branches": [\n${Array.from({ length: 100_000 }, (_, k) => JSON.stringify({ id: `b-${k}`, hypothesis: `hypothesis ${k} of a flaky checkout`, objective: 'latency', status: 'open' })).join(',\n')}\n]}\n` }),
  // Disables left open by the ten thousand over thousands of findings: each finding is credited to the innermost, and
  // each outer one noted as shadowed once, not once per finding.
  'handoff-30k-open-disables-over-3k-findings': () =>
    project('open-disables', { 'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\n${Array.from({ length: 30_000 }, (_, i) => `<!-- engagement-lint-disable handoff-paths -- r${i} -->`).join('\n')}\n${Array.from({ length: 3_000 }, (_, j) => `- see \`src/missing/f${j}.ts\``).join('\n')}\n` }).eng,
  'handoff-8k-open-disables-of-all-rules-over-8k-findings': () =>
    project('open-disables-all', { 'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\n${Array.from({ length: 8_000 }, (_, i) => `<!-- engagement-lint-disable -- r${i} -->`).join('\n')}\n${Array.from({ length: 8_000 }, (_, j) => `- see \`src/missing/f${j}.ts\``).join('\n')}\n` }).eng,
  // Bare disables, then enables each naming another rule: each enable ends the disables for its rule alone.
  'handoff-20k-bare-disables-then-5k-named-enables': () =>
    project('bare-then-named', { 'handoff.md': `# Handoff\n\n## 1. Goal\nDo it.\n\n${'<!-- engagement-lint-disable -- r -->'.repeat(20_000)}\n${Array.from({ length: 5_000 }, (_, i) => `<!-- engagement-lint-enable ${i % 2 ? 'handoff-paths' : 'slot-language'} -->`).join('\n')}\n- see \`src/missing/f.ts\`, the last attempt\n` }).eng,
  // A counter of 15 million digits: told from a counter by its length, never converted or copied whole.
  'iteration-counter-15m-digits': () => project('iter-digits', { iteration: `${'2'.repeat(15_000_000)}\n`, 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\n' }).eng,
};

/** A git work tree that `plant` fills with symlinks, holding an engagement whose handoff cites `cite(i)` for i below n. */
function symlinkFarm(dirName, plant, cite, n) {
  const top = path.join(work, dirName);
  write(path.join(top, '.git', 'HEAD'), 'ref: refs/heads/main\n');
  plant(top);
  const eng = path.join(top, 'services', 'billing', 'engagement');
  write(path.join(eng, 'criteria.md'), CRITERIA());
  write(path.join(eng, 'handoff.md'), `# Handoff\n\n## 1. Goal\nDo it.\n\n${Array.from({ length: n }, (_, i) => `- \`${cite(i)}\``).join('\n')}\n`);
  return eng;
}

/** A git project whose feature branch adds 20,000 files `n{i}/<name>`, and whose §1 --stat names 20,000 others of that name (`exact`: the same ones, in reverse order). */
function sameNameDiff(dirName, name, exact) {
  const N = 20_000;
  const p = project(dirName, { 'handoff.md': '# Handoff\n' });
  git(p.dir, 'init', '-q', '-b', 'main');
  git(p.dir, 'add', '-A');
  git(p.dir, 'commit', '-qm', 'base');
  git(p.dir, 'checkout', '-qb', 'feature');
  for (let i = 0; i < N; i++) write(path.join(p.dir, `n${i}`, name), '{"cells":[{"cell_type":"code","source":["a=1\\n"]}]}\n');
  const stat = Array.from({ length: N }, (_, i) => ` ${exact ? `n${N - 1 - i}` : `zz${i}`}/${name} | 5 +++++\n`).join('');
  write(path.join(p.eng, 'handoff.md'), `# Handoff\n\n## 1. Diff summary\n${stat} ${N} files changed, ${5 * N} insertions(+)\n`);
  git(p.dir, 'add', '-A');
  git(p.dir, 'commit', '-qm', 'files');
  return p.eng;
}

/** `i` written in the letters a–z, so that every `i` gives a word of its own (a name has no digits). */
function letters(i) {
  let out = '';
  do {
    out = String.fromCharCode(97 + (i % 26)) + out;
    i = Math.floor(i / 26);
  } while (i > 0);
  return out;
}

function run(target, preset = 'recommended', env = {}, extra = []) {
  // The recommended preset by default: its rules read more of each folder than the reference checks do. A case may name several targets.
  const args = [bin, ...[target].flat(), '--all-checks', '--preset', preset, '--json', ...extra];
  // Killing /usr/bin/time on the timeout would leave the linter running: `timeout` inside it kills the linter itself
  // (--foreground: not its own group, so it lives to reap the linter and time still reports what the killed run used).
  // spawnSync's own timeout stays as a backstop.
  const opts = { encoding: 'utf8', maxBuffer: 1 << 30, timeout: (timeoutS + 10) * 1000, killSignal: 'SIGKILL', env: { ...process.env, ...env } };
  const limited = hasTimeout ? ['timeout', '--foreground', '--signal=KILL', String(timeoutS), process.execPath, ...args] : [process.execPath, ...args];
  const t0 = process.hrtime.bigint();
  const r = hasTime ? spawnSync('/usr/bin/time', ['-f', '%U %S %M', ...limited], opts) : spawnSync(limited[0], limited.slice(1), opts);
  const secs = Number(process.hrtime.bigint() - t0) / 1e9;
  const [user, sys, rssKb] = hasTime ? (r.stderr ?? '').trim().split('\n').pop().split(' ').map(Number) : [NaN, NaN, NaN];
  const cpu = hasTime ? user + sys : secs;
  const killed = r.error?.code === 'ETIMEDOUT' || r.signal === 'SIGKILL' || (hasTimeout && r.status === 137);
  return { secs, cpu, rssMb: rssKb / 1024, status: r.status, timedOut: killed, stderr: r.stderr };
}

console.log(`bin: ${path.relative(process.cwd(), bin) || bin}; node ${process.version}; limits ${LIMIT_S} s, ${LIMIT_MB} MB`);
let bad = 0;
for (const [name, make] of Object.entries(cases)) {
  if (only && !only.split(',').includes(name)) continue;
  // A case gives its target, or the target with the exit codes it must end with (else 0 or 1), a preset, an environment, more arguments.
  const made = make();
  // `perTarget`: a case of many targets, each of them heavy, is held to the CPU limit for each target.
  const { target, exits = [0, 1], preset, env, args, perTarget = false } = typeof made === 'string' ? { target: made } : made;
  const r = run(target, preset, env, args);
  const cpuLimit = LIMIT_S * (perTarget ? [target].flat().length : 1);
  const over = r.timedOut || r.cpu > cpuLimit || r.rssMb > LIMIT_MB || !exits.includes(r.status);
  if (over) bad++;
  const state = r.timedOut ? `killed after ${timeoutS} s` : `exit ${r.status}`;
  const internal = /internal error/i.test(r.stderr ?? '') ? ' (internal error)' : '';
  console.log(`${over ? 'OVER' : 'ok  '}  ${name.padEnd(28)} ${(r.secs * 1000).toFixed(0).padStart(7)} ms wall ${(r.cpu * 1000).toFixed(0).padStart(7)} ms cpu  ${r.rssMb.toFixed(0).padStart(5)} MB  ${state}${internal}`);
}
// Memory over many big targets in one run: each thread holds one target at a time, so eight of them may take no more
// than one does on each thread at once (the main thread and a worker per further core), with a margin for the reports.
const MANY = 8;
const MANY_MARGIN = 1.15;
if (!only || only.split(',').includes('many-big-targets')) {
  const one = cleanL('many-big-1', 'handoff.md', (t) => t + tabletDeferrals());
  const targets = [one];
  for (let i = 2; i <= MANY; i++) {
    const dir = path.join(work, `many-big-${i}`);
    fs.cpSync(path.dirname(one), dir, { recursive: true });
    targets.push(path.join(dir, 'engagement'));
  }
  const lanes = Math.min(MANY, os.availableParallelism());
  const single = run(one);
  const all = run(targets);
  const limitMb = single.rssMb * lanes * MANY_MARGIN;
  // CPU as one target's times eight: linear in the targets (the one target may be over 2 s itself).
  const limitCpu = single.cpu * MANY * MANY_MARGIN;
  const over = all.timedOut || all.rssMb > limitMb || all.cpu > limitCpu || ![0, 1].includes(all.status);
  if (over) bad++;
  console.log(`${over ? 'OVER' : 'ok  '}  many-big-targets: one ${single.rssMb.toFixed(0)} MB, ${MANY} in one run ${all.rssMb.toFixed(0)} MB on ${lanes} threads (limit ${limitMb.toFixed(0)} MB), ${(all.cpu * 1000).toFixed(0)} ms cpu (limit ${(limitCpu * 1000).toFixed(0)}), exit ${all.status}`);
}

// rm -rf first: node's recursive rmSync overflows its stack on the 1,900-folder-deep input.
if (process.argv.includes('--keep')) console.log(`inputs kept in ${work}`);
else if (spawnSync('rm', ['-rf', work]).status !== 0) fs.rmSync(work, { recursive: true, force: true });
console.log(bad ? `${bad} input(s) over the limits` : 'every input within the limits');
process.exitCode = bad ? 1 : 0;
