// A suppression stays visible in the CI formats: SARIF marks what it silenced as suppressed in
// source, GitHub and JUnit name it with its reason, and the run's verdict is unchanged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AjvModule from 'ajv-draft-04';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, repoRoot } from './cli-helpers.js';

const made: string[] = [];
afterAll(() => made.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

// ajv-draft-04 is CommonJS: under NodeNext the class is the module's `default` property.
const ajv = new AjvModule.default({ allErrors: true, strict: false });
ajv.addFormat('uri', (s: string) => URL.canParse(s));
ajv.addFormat('uri-reference', (s: string) => URL.canParse(s, 'file:///base/') && !/\s|%(?![0-9A-Fa-f]{2})/.test(s));
ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
const validate = ajv.compile(JSON.parse(fs.readFileSync(path.join(repoRoot, 'test/fixtures/sarif-schema-2.1.0.json'), 'utf8')));

/** clean-S with a dangerous line under a bare disable (line 17), so that danger-scan's finding (line 18) is suppressed. */
function project(): string {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'el-sup-ci-'));
  made.push(dir);
  fs.cpSync(path.join(repoRoot, 'examples/clean-S'), dir, { recursive: true });
  const handoff = path.join(dir, 'engagement/handoff.md');
  const text = fs.readFileSync(handoff, 'utf8').replace('## 5. Validation log\n', '## 5. Validation log\n<!-- engagement-lint-disable -- legacy notes -->\n- ran `DROP TABLE users;` on prod\n');
  fs.writeFileSync(handoff, text);
  expect(text.split('\n')[16]).toBe('<!-- engagement-lint-disable -- legacy notes -->');
  return dir;
}

const run = (dir: string, args: string[]) => cli(['engagement', '--no-git', ...args], { cwd: dir, env: { GITHUB_WORKSPACE: dir } });

describe('suppressions in CI formats', () => {
  it('the suppressions check names each suppression with its place, what it silenced and its reason, as a notice that fails nothing', () => {
    const dir = project();
    const r = run(dir, ['--json']);
    expect(r.code).toBe(0);
    const s = r.json.checks.find((c: { name: string }) => c.name === 'suppressions');
    expect(s.status).toBe('pass');
    expect(s.detail).toBe('1 suppression, with a reason: engagement/handoff.md:17 (legacy notes)');
    expect(s.findings).toEqual([{ file: 'engagement/handoff.md', line: 17, column: 1, message: 'suppression of all rules silences danger-scan (1 finding); reason: legacy notes', severity: 'info' }]);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'danger-scan').suppressed).toEqual([expect.objectContaining({ line: 18, severity: 'error', reason: 'legacy notes' })]);
  });

  it('SARIF names a suppressed finding in a note-level tool notification at its place, with the reason, and opens no alert for it', () => {
    const dir = project();
    const r = run(dir, ['-f', 'sarif']);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(validate(doc), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // Code scanning opens every result as an alert, whatever its `suppressions` say.
    expect(doc.runs[0].results).toEqual([]);
    const invocation = doc.runs[0].invocations[0];
    expect(invocation.executionSuccessful).toBe(true);
    expect(invocation.toolExecutionNotifications).toHaveLength(1);
    expect(invocation.toolExecutionNotifications[0]).toMatchObject({
      level: 'note',
      associatedRule: { id: 'danger-scan' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'engagement/handoff.md' }, region: { startLine: 18 } } }],
    });
    expect(invocation.toolExecutionNotifications[0].message.text).toMatch(/^suppressed \(legacy notes\): sql-drop-table: DROP TABLE/);
  });

  it('without the suppression the same finding is a result again', () => {
    const dir = project();
    const handoff = path.join(dir, 'engagement/handoff.md');
    fs.writeFileSync(handoff, fs.readFileSync(handoff, 'utf8').replace('<!-- engagement-lint-disable -- legacy notes -->\n', '\n'));
    const r = run(dir, ['-f', 'sarif']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.runs[0].results).toMatchObject([{ ruleId: 'danger-scan', level: 'error' }]);
    expect(doc.runs[0].invocations[0].toolExecutionNotifications).toBeUndefined();
  });

  it('a suppressed finding in an ignored file is named nowhere', () => {
    const dir = project();
    fs.writeFileSync(path.join(dir, '.engagement-lint.yaml'), 'ignores: [engagement/handoff.md]\n');
    expect(JSON.parse(run(dir, ['-f', 'sarif']).stdout).runs[0].invocations[0].toolExecutionNotifications).toBeUndefined();
    const json = run(dir, ['--json']).json;
    expect(json.checks.find((c: { name: string }) => c.name === 'danger-scan').suppressed).toBeUndefined();
  });

  it('GitHub annotations name the suppression in a notice at its comment', () => {
    const dir = project();
    const r = run(dir, ['-f', 'github']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('::notice file=engagement/handoff.md,line=17,col=1,title=suppressions::suppression of all rules silences danger-scan (1 finding); reason: legacy notes\n');
  });

  it('JUnit keeps the pass and shows the suppression and the finding it silenced in the output', () => {
    const dir = project();
    const r = run(dir, ['-f', 'junit']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('<failure');
    expect(r.stdout).toMatch(/<testcase classname="engagement" name="danger-scan"[^>]*>\s*<system-out>SUPPRESSED engagement\/handoff\.md:18:8 sql-drop-table: [^<]*\(reason: legacy notes\)<\/system-out>/);
    expect(r.stdout).toMatch(/<testcase classname="engagement" name="suppressions"[^>]*>\s*<system-out>engagement\/handoff\.md:17:1 suppression of all rules silences danger-scan \(1 finding\); reason: legacy notes<\/system-out>/);
  });
});

describe('inline suppressions turned off', () => {
  it('--no-inline-config: the suppressed finding fails the run again, the suppression is a warning, and the receipt tells the run apart', () => {
    const dir = project();
    const honoured = run(dir, ['--json']);
    const r = run(dir, ['--json', '--no-inline-config']);
    expect(r.code).toBe(1);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'danger-scan').status).toBe('fail');
    const s = r.json.checks.find((c: { name: string }) => c.name === 'suppressions');
    expect(s).toMatchObject({ status: 'warn', detail: 'inline suppressions are off: 1 suppression not honoured' });
    expect(s.findings).toEqual([{ file: 'engagement/handoff.md', line: 17, column: 1, message: "suppression of all rules not honoured: inline suppressions are off (--no-inline-config or the config's noInlineConfig)", severity: 'warning' }]);
    expect(r.json.receipt.config_sha256).not.toBe(honoured.json.receipt.config_sha256);
  });

  it('the config key noInlineConfig does the same, and --print-config shows it with the hash a receipt of that run carries', () => {
    const dir = project();
    fs.writeFileSync(path.join(dir, '.engagement-lint.yaml'), 'noInlineConfig: true\n');
    const r = run(dir, ['--json']);
    expect(r.code).toBe(1);
    expect(r.json.checks.find((c: { name: string }) => c.name === 'suppressions').status).toBe('warn');
    const printed = JSON.parse(cli(['--print-config', 'engagement', '--no-git'], { cwd: dir, env: { GITHUB_WORKSPACE: dir } }).stdout);
    expect(printed.inlineConfig).toBe(false);
    expect(printed.sha256).toBe(r.json.receipt.config_sha256);
    fs.writeFileSync(path.join(dir, '.engagement-lint.yaml'), 'noInlineConfig: "yes"\n');
    const bad = run(dir, ['--json']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe('engagement-lint: .engagement-lint.yaml:1:17 noInlineConfig must be true or false\n');
  });
});
