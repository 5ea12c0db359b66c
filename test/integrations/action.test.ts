// The JavaScript Action as the runner starts it: `node <action>/packages/cli/dist/action.cjs` from
// the committed files (a `git archive` of HEAD, nothing installed or built), in the workspace, with
// the inputs as INPUT_* variables named the runner's way (upper case, hyphens kept).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { repoRoot } from '../cli-helpers.js';
import { archiveHead, readmeBlock, TAG, tempDir } from './release.js';

const work = tempDir('action');
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const actionDir = archiveHead(work);
const action = YAML.parse(fs.readFileSync(path.join(actionDir, 'action.yml'), 'utf8'));
const gitEnv = { GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' };

/** A workspace holding one example project, committed on main (and checked out as a CI clone when `shallow`). */
function workspace(example: string, name: string, opts: { shallow?: boolean; under?: string } = {}): string {
  const src = path.join(work, `${name}-src`);
  const project = path.join(src, opts.under ?? '');
  fs.cpSync(path.join(repoRoot, 'examples', example), project, { recursive: true });
  fs.rmSync(path.join(project, 'expected.json'), { force: true });
  const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, env: { ...process.env, ...gitEnv }, stdio: 'ignore' });
  git(src, 'init', '-q', '-b', 'main');
  git(src, 'add', '-A');
  git(src, 'commit', '-qm', 'engagement');
  if (!opts.shallow) return src;
  const ws = path.join(work, name);
  git(work, 'clone', '-q', '--depth', '1', `file://${src}`, ws);
  // actions/checkout on a pull request: the merge commit only, no branch of the base.
  git(ws, 'update-ref', '-d', 'refs/remotes/origin/main');
  return ws;
}

/** Runs the action's `main` with node, as `runs.using: node20` does. */
function runAction(ws: string, inputs: Record<string, string>, extraEnv: Record<string, string> = {}) {
  const output = path.join(work, `${path.basename(ws)}-output`);
  const summary = path.join(work, `${path.basename(ws)}-summary.md`);
  fs.writeFileSync(output, '');
  fs.writeFileSync(summary, '# earlier step\n');
  const env: Record<string, string> = { PATH: process.env['PATH']!, HOME: process.env['HOME'] ?? work, GITHUB_ACTIONS: 'true', CI: 'true', GITHUB_WORKSPACE: ws, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, ...extraEnv };
  // Every declared input arrives, with its default when the workflow leaves it out.
  for (const [name, spec] of Object.entries<{ default?: string }>(action.inputs)) env[`INPUT_${name.toUpperCase()}`] = inputs[name] ?? spec.default ?? '';
  const r = spawnSync(process.execPath, [path.join(actionDir, action.runs.main)], { cwd: ws, env, encoding: 'utf8' });
  const outputs = Object.fromEntries(fs.readFileSync(output, 'utf8').trim().split('\n').filter(Boolean).map((l) => l.split(/=(.*)/s).slice(0, 2)));
  return { ...r, outputs, summary: fs.readFileSync(summary, 'utf8') };
}

/** The `with:` of the README workflow's engagement-lint step. */
function readmeWorkflow() {
  const workflow = YAML.parse(readmeBlock('yaml', 'uses: engagement-lint/engagement-lint@'));
  const steps: Array<{ uses?: string; with?: Record<string, unknown> }> = Object.values<{ steps: typeof steps }>(workflow.jobs)[0]!.steps;
  return { workflow, steps, lint: steps.find((s) => s.uses?.startsWith('engagement-lint/engagement-lint@'))! };
}

describe('GitHub Action', () => {
  it('is a JavaScript action whose main is a committed file: no install step', () => {
    expect(action.runs).toEqual({ using: 'node20', main: 'packages/cli/dist/action.cjs' });
    expect(fs.existsSync(path.join(actionDir, action.runs.main))).toBe(true);
    expect(fs.existsSync(path.join(actionDir, 'node_modules'))).toBe(false);
    expect(Object.keys(action.inputs)).toEqual(['paths', 'format', 'fail-on', 'sarif-file', 'preset', 'config', 'trust-config-code', 'inline-config', 'override-checks', 'all-checks', 'mode', 'base-ref']);
    expect(Object.keys(action.outputs)).toEqual(['status', 'fail-count', 'warn-count', 'sarif-file']);
  });

  it('the README workflow uses the release tag, checks out full history, and names only declared inputs', () => {
    const { steps, lint } = readmeWorkflow();
    expect(lint.uses).toBe(`engagement-lint/engagement-lint@${TAG}`);
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with).toMatchObject({ 'fetch-depth': 0 });
    for (const name of Object.keys(lint.with ?? {})) expect(Object.keys(action.inputs)).toContain(name);
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    for (const name of [...Object.keys(action.inputs), ...Object.keys(action.outputs)]) expect(readme).toContain(`\`${name}\``);
  });

  it('a failing engagement with the README inputs: annotations, outputs, step summary, SARIF, exit 1', () => {
    const ws = workspace('fail-rogue-files', 'failing');
    const inputs = Object.fromEntries(Object.entries(readmeWorkflow().lint.with ?? {}).map(([k, v]) => [k, String(v)]));
    const r = runAction(ws, inputs);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^::error file=engagement\/notes\.md,line=1,col=1,title=whitelist::/m);
    expect(r.outputs).toMatchObject({ status: 'fail', 'fail-count': '1', 'sarif-file': inputs['sarif-file'] });
    expect(r.summary.startsWith('# earlier step\n')).toBe(true);
    expect(r.summary).toMatch(/whitelist/);
    const log = JSON.parse(fs.readFileSync(path.join(ws, inputs['sarif-file']!), 'utf8'));
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation).toMatchObject({ uri: expect.stringMatching(/^engagement\//), uriBaseId: '%SRCROOT%' });
  });

  it('a clean engagement: exit 0, status pass; fail-on (INPUT_FAIL-ON) is read and checked', () => {
    const ws = workspace('clean-L', 'clean');
    const ok = runAction(ws, { 'sarif-file': '' });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.outputs).toMatchObject({ status: 'pass', 'fail-count': '0', 'warn-count': '0' });
    expect(ok.stdout).not.toMatch(/^::(error|warning)/m);
    const bad = runAction(ws, { 'fail-on': 'sometimes', 'sarif-file': '' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toMatch(/^::error title=engagement-lint::fail-on must be error or warning, not sometimes/m);
  });

  it('paths: a quoted path holding a space is one target, and an unclosed quote is one line of error', () => {
    const ws = workspace('clean-L', 'spaced', { under: 'my project' });
    const ok = runAction(ws, { paths: '"my project/engagement"', 'sarif-file': '' });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.outputs).toMatchObject({ status: 'pass', 'fail-count': '0' });
    const bad = runAction(ws, { paths: '"my project/engagement', 'sarif-file': '' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toMatch(/^::error title=engagement-lint::paths: the double quote at character 1 is never closed$/m);
  });

  it('inline-config false: a suppression in the checked tree silences nothing, and is annotated as not honoured', () => {
    const ws = workspace('clean-S', 'inline-off');
    const handoff = path.join(ws, 'engagement/handoff.md');
    fs.writeFileSync(handoff, fs.readFileSync(handoff, 'utf8').replace('## 5. Validation log\n', '## 5. Validation log\n<!-- engagement-lint-disable -- legacy notes -->\n- ran `DROP TABLE users;` on prod\n'));
    expect(runAction(ws, { 'sarif-file': '' }).status).toBe(0);
    const off = runAction(ws, { 'sarif-file': '', 'inline-config': 'false' });
    expect(off.status).toBe(1);
    expect(off.stdout).toMatch(/^::error file=engagement\/handoff\.md,line=18,.*title=danger-scan::/m);
    expect(off.stdout).toMatch(/^::warning file=engagement\/handoff\.md,line=17,.*title=suppressions::suppression of all rules not honoured/m);
    // As the toolkit's getBooleanInput reads it: `False` is false.
    const capital = runAction(ws, { 'sarif-file': '', 'inline-config': 'False' });
    expect(capital.status).toBe(1);
    expect(capital.stdout).toMatch(/title=suppressions::suppression of all rules not honoured/);
    const bad = runAction(ws, { 'sarif-file': '', 'inline-config': 'no' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toMatch(/^::error title=engagement-lint::inline-config must be true or false, not no/m);
    // A later step still reads an answer: the status is error, and the summary says the step could not lint.
    expect(bad.outputs).toEqual({ status: 'error' });
    expect(bad.summary).toBe('# earlier step\n### engagement-lint\n\nThe step could not lint: see its error annotation.\n');
  });

  it('override-checks, all-checks and mode choose the checks as the command line does: an opt-in rule runs when named', () => {
    const ws = workspace('clean-S', 'checks');
    const checks = (inputs: Record<string, string>) => {
      const r = runAction(ws, { 'sarif-file': '', format: 'json=report.json', ...inputs });
      expect(r.status, r.stdout).toBeLessThan(2);
      return JSON.parse(fs.readFileSync(path.join(ws, 'report.json'), 'utf8')).checks.map((c: { name: string }) => c.name) as string[];
    };
    const plain = checks({});
    expect(plain).not.toContain('heartbeat-staleness');
    expect(checks({ 'override-checks': 'heartbeat-staleness' })).toEqual([...plain, 'heartbeat-staleness']);
    expect(checks({ 'all-checks': 'True' }).length).toBeGreaterThan(plain.length);
    // handoff.md not written yet: a skip under progress, a failure under ready. Left empty, the input leaves
    // the config's mode standing; given, it wins.
    const unwritten = workspace('clean-S', 'unwritten');
    fs.rmSync(path.join(unwritten, 'engagement/handoff.md'));
    expect(runAction(unwritten, { 'sarif-file': '' }).status).toBe(0);
    expect(runAction(unwritten, { 'sarif-file': '', mode: 'ready' }).status).toBe(1);
    fs.writeFileSync(path.join(unwritten, '.engagement-lint.yml'), 'mode: ready\n');
    expect(runAction(unwritten, { 'sarif-file': '' }).status).toBe(1);
    expect(runAction(unwritten, { 'sarif-file': '', mode: 'progress' }).status).toBe(0);
    const bad = runAction(ws, { 'sarif-file': '', mode: 'finished' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toMatch(/^::error title=engagement-lint::mode must be progress or ready, not finished/m);
  });

  it('a warning of the run is an annotation, not a line of the raw log only', () => {
    const ws = workspace('clean-S', 'warned');
    const r = runAction(ws, { 'sarif-file': '', paths: '*' });
    expect(r.stdout).toMatch(/^::warning title=engagement-lint::"\*" also matched \d+ files? or folders? of no known kind, not linted: /m);
    expect(r.stderr).not.toMatch(/also matched/);
  });

  it('format and preset inputs: github is always there, another format needs its file, and an unknown preset is refused', () => {
    const ws = workspace('clean-S', 'inputs');
    const github = runAction(ws, { 'sarif-file': '', format: 'github' });
    expect(github.status).toBe(0);
    expect(github.outputs).toMatchObject({ status: 'pass' });
    const junit = runAction(ws, { 'sarif-file': '', format: 'junit=reports/el.xml, github' });
    expect(junit.status).toBe(0);
    expect(fs.readFileSync(path.join(ws, 'reports/el.xml'), 'utf8')).toMatch(/^<\?xml/);
    const stylish = runAction(ws, { 'sarif-file': '', format: 'stylish' });
    expect(stylish.status).toBe(2);
    expect(stylish.stdout).toBe('::error title=engagement-lint::format stylish needs a file in the Action, whose log carries the annotations: write stylish=engagement-lint.txt\n');
    // Standard output named as the file is the log too; and an empty paths input is said in the input's words.
    const toLog = runAction(ws, { 'sarif-file': '', format: 'json=-' });
    expect(toLog.status).toBe(2);
    expect(toLog.stdout).toBe('::error title=engagement-lint::format json needs a file in the Action, whose log carries the annotations: write json=engagement-lint.json\n');
    const none = runAction(ws, { 'sarif-file': '', paths: ' ' });
    expect(none.status).toBe(2);
    expect(none.stdout).toBe('::error title=engagement-lint::paths is empty: name the folders or files to lint (the default is engagement/)\n');
    // A near miss is named, as the CLI names it for --preset.
    for (const [preset, guess] of [['strict', ''], ['COMPAT', '; did you mean "compat"?'], ['Recommended', '; did you mean "recommended"?']]) {
      const bad = runAction(ws, { 'sarif-file': '', preset: preset! });
      expect(bad.status, preset).toBe(2);
      expect(bad.stdout).toBe(`::error title=engagement-lint::preset must be compat or recommended, not ${preset}${guess}\n`);
    }
  });

  it('a config input in the checkout sets levels and lists but loads no code, unless trust-config-code is true', () => {
    const ws = workspace('clean-S', 'config-code');
    const marker = path.join(work, 'config-code-ran');
    const module = path.join(ws, 'checks/pr-rule.mjs');
    fs.mkdirSync(path.join(ws, '.github'));
    fs.mkdirSync(path.join(ws, 'checks'));
    fs.writeFileSync(module, `import fs from 'node:fs';\nfs.writeFileSync(${JSON.stringify(marker)}, 'ran');\nexport default { id: 'pr-rule', pack: 'engagement', summary: 's', statuses: ['pass'], docs: 'd', check: () => ({ status: 'pass', detail: 'ok' }) };\n`);
    fs.writeFileSync(path.join(ws, '.github/engagement-lint.yml'), 'customRules: [../checks/pr-rule.mjs]\nwhitelist: [notes.md]\n');
    fs.writeFileSync(path.join(ws, 'engagement/notes.md'), 'notes\n');
    const inputs = { 'sarif-file': '', config: '.github/engagement-lint.yml' };
    const r = runAction(ws, inputs);
    expect(fs.existsSync(marker)).toBe(false);
    // Its whitelist applies: notes.md passes.
    expect(r.status).toBe(0);
    // Said as an annotation on the run's page.
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('::warning title=engagement-lint::.github/engagement-lint.yml is in the checkout under review, so the Action loads none of its customRules (set trust-config-code: true to load them; never on pull requests from forks, whose code would then run)\n');
    // A config outside the checkout (an earlier step's) naming a module in the checkout loads it no more.
    const outside = path.join(work, 'config-code-outside.yml');
    fs.writeFileSync(outside, `customRules: [${JSON.stringify(module)}]\nwhitelist: [notes.md]\n`);
    const o = runAction(ws, { 'sarif-file': '', config: outside });
    expect(fs.existsSync(marker)).toBe(false);
    expect(o.status).toBe(0);
    expect(o.stderr).toBe('');
    expect(o.stdout).toContain("::warning title=engagement-lint::custom rule module checks/pr-rule.mjs is in the checkout under review, so the Action does not load it (set the Action's trust-config-code: true to load code from the checkout; never on pull requests from forks)\n");
    const bad = runAction(ws, { ...inputs, 'trust-config-code': 'yes' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('::error title=engagement-lint::trust-config-code must be true or false, not yes\n');
    expect(fs.existsSync(marker)).toBe(false);
    // The workflow that opts in trusts the checkout's code: the module loads.
    const trusted = runAction(ws, { ...inputs, 'trust-config-code': 'true' });
    expect(trusted.stderr).toBe('');
    expect(trusted.status).toBe(0);
    expect(fs.readFileSync(marker, 'utf8')).toBe('ran');
  });

  it("a trusted custom rule's stray rejection or exception is an error annotation and exit 2, not a stack trace and exit 1", () => {
    const ws = workspace('clean-S', 'stray');
    fs.mkdirSync(path.join(ws, 'checks'));
    fs.writeFileSync(path.join(ws, '.engagement-lint.yml'), 'customRules: [./checks/stray.mjs]\n');
    const stray = (work: string) => {
      fs.writeFileSync(path.join(ws, 'checks/stray.mjs'), `export default { id: 'x-stray', pack: 'engagement', summary: 's', statuses: ['pass'], docs: 'd', check() { ${work}; return { status: 'pass', detail: 'ok' }; } };\n`);
      return runAction(ws, { 'sarif-file': '', config: '.engagement-lint.yml', 'trust-config-code': 'true' });
    };
    const rejected = stray('Promise.reject(new Error("oops"))');
    expect(rejected.status).toBe(2);
    expect(rejected.stderr).toBe('');
    expect(rejected.stdout.trim().split('\n').pop()).toBe('::error title=engagement-lint::a promise was rejected and never handled during the lint (Error: oops); a custom rule may start work without awaiting it');
    // No step summary saying pass either: the summary is written with the reports, which the error stopped; it says the step could not lint.
    const COULD_NOT = '# earlier step\n### engagement-lint\n\nThe step could not lint: see its error annotation.\n';
    expect(rejected.summary).toBe(COULD_NOT);
    expect(rejected.outputs.status).toBe('error');
    const thrown = stray('setTimeout(() => { throw new Error("boom"); }, 0)');
    expect(thrown.status).toBe(2);
    expect(thrown.stderr).toBe('');
    expect(thrown.stdout.trim().split('\n').pop()).toBe('::error title=engagement-lint::an exception nothing caught ended the lint (Error: boom); a custom rule may throw from a timer or a callback');
    expect(thrown.summary).toBe(COULD_NOT);
  });

  it('a config error names the config relative to the workspace, with file=, line= and col= so that GitHub annotates it', () => {
    const ws = workspace('clean-S', 'config-error');
    const message = 'unknown rule "whitelst" in rules; did you mean "whitelist"? (see `engagement-lint rules`)';
    fs.writeFileSync(path.join(ws, '.engagement-lint.yaml'), 'rules:\n  whitelst: warn\n');
    const r = runAction(ws, { 'sarif-file': '' });
    expect(r.status).toBe(2);
    expect(r.stdout).toBe(`::error file=.engagement-lint.yaml,line=2,col=3,title=engagement-lint::.engagement-lint.yaml:2:3 ${message}\n`);
    // A config outside the workspace cannot be annotated: named in full, with no file=.
    const outside = path.join(work, 'config-error-outside.yaml');
    fs.writeFileSync(outside, 'rules:\n  whitelst: warn\n');
    const o = runAction(ws, { 'sarif-file': '', config: outside });
    expect(o.status).toBe(2);
    expect(o.stdout).toBe(`::error title=engagement-lint::${outside}:2:3 ${message}\n`);
  });

  it('base-ref is checked as the CLI checks --base: a value starting with "-" is refused, a typo fails danger-scan, a SHA is diffed', () => {
    const ws = workspace('clean-S', 'base-ref');
    const option = runAction(ws, { 'sarif-file': '', 'base-ref': '--output=/tmp/x' });
    expect(option.status).toBe(2);
    expect(option.stdout).toBe('::error title=engagement-lint::base-ref needs a branch, tag or commit, which never starts with "-" (got "--output=/tmp/x")\n');
    const typo = runAction(ws, { 'sarif-file': '', 'base-ref': 'mian' });
    expect(typo.status).toBe(1);
    expect(typo.stdout).toMatch(/^::error title=danger-scan::.*the base mian names no commit of this repository/m);
    const sha = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ws, encoding: 'utf8' }).trim();
    expect(runAction(ws, { 'sarif-file': '', 'base-ref': sha }).outputs).toMatchObject({ status: 'pass' });
  });

  it('a GITHUB_OUTPUT that cannot be written is one line of its own, before any annotation', () => {
    const ws = workspace('clean-S', 'outputs');
    const notFolder = path.join(work, 'outputs-not-a-folder');
    fs.writeFileSync(notFolder, '');
    const r = runAction(ws, { 'sarif-file': '' }, { GITHUB_OUTPUT: path.join(notFolder, 'o') });
    expect(r.status).toBe(2);
    expect(r.stdout).toMatch(new RegExp(`^::error title=engagement-lint::cannot write the step outputs \\(GITHUB_OUTPUT\\) to ${notFolder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/o \\([^)]+\\)\n$`));
    expect(r.stdout).not.toMatch(/ENOENT|ENOTDIR|EEXIST/);
  });

  it('on a pull request in a shallow checkout, danger-scan warns with the fix; base-ref names the base', () => {
    const ws = workspace('clean-S', 'shallow', { shallow: true });
    const pr = runAction(ws, { 'sarif-file': '' }, { GITHUB_BASE_REF: 'main' });
    expect(pr.status).toBe(0);
    expect(pr.outputs).toMatchObject({ status: 'warn', 'warn-count': '1' });
    expect(pr.stdout).toMatch(/^::warning title=danger-scan::.*the base branch main.*fetch-depth: 0/m);
    const named = runAction(ws, { 'sarif-file': '', 'base-ref': 'release' }, { GITHUB_BASE_REF: 'main' });
    expect(named.stdout).toMatch(/^::warning title=danger-scan::.*the base branch release/m);
    // --fail-on warning turns the unscanned change into a failing step.
    expect(runAction(ws, { 'sarif-file': '', 'fail-on': 'warning' }, { GITHUB_BASE_REF: 'main' }).status).toBe(1);
  });
});
