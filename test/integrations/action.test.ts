import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { repoRoot } from '../cli-helpers.js';

const entry = path.join(repoRoot, 'packages/cli/dist/action.cjs');

function runAction(inputs: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'el-action-'));
  const output = path.join(dir, 'output');
  const summary = path.join(dir, 'summary.md');
  fs.writeFileSync(output, '');
  fs.writeFileSync(summary, '# earlier step\n');
  const env: Record<string, string> = { ...(process.env as Record<string, string>), GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: repoRoot, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, NO_COLOR: '1' };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const r = spawnSync(process.execPath, [entry], { cwd: repoRoot, env, encoding: 'utf8' });
  const outputs = Object.fromEntries(fs.readFileSync(output, 'utf8').trim().split('\n').filter(Boolean).map((l) => l.split(/=(.*)/s).slice(0, 2)));
  return { ...r, outputs, summary: fs.readFileSync(summary, 'utf8'), dir };
}

describe('GitHub Action', () => {
  it('action.yml declares the documented inputs and outputs and runs the bundled entry point', () => {
    const action = YAML.parse(fs.readFileSync(path.join(repoRoot, 'action.yml'), 'utf8'));
    expect(Object.keys(action.inputs)).toEqual(expect.arrayContaining(['paths', 'format', 'fail-on', 'sarif-file']));
    expect(Object.keys(action.outputs)).toEqual(expect.arrayContaining(['status', 'fail-count', 'sarif-file']));
    expect(JSON.stringify(action.runs)).toContain('packages/cli/dist/action.cjs');
  });

  it('a failing engagement: annotations, outputs, step summary, SARIF file, exit 1', () => {
    const sarif = path.join(os.tmpdir(), `el-action-${process.pid}.sarif`);
    const r = runAction({ paths: 'examples/fail-rogue-files/engagement', 'sarif-file': sarif });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^::error file=examples\/fail-rogue-files\/engagement\/notes\.md,line=1,col=1,title=whitelist::/m);
    expect(r.outputs).toMatchObject({ status: 'fail', 'fail-count': '1', 'sarif-file': sarif });
    expect(r.summary.startsWith('# earlier step\n')).toBe(true);
    expect(r.summary).toMatch(/whitelist/);
    const log = JSON.parse(fs.readFileSync(sarif, 'utf8'));
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation).toMatchObject({ uriBaseId: '%SRCROOT%' });
    expect(log.runs[0].results[0].locations[0].physicalLocation.artifactLocation.uri).toMatch(/^examples\/fail-rogue-files\/engagement\//);
    fs.rmSync(sarif, { force: true });
  });

  it('a passing engagement exits 0 with status pass; an invalid fail-on is exit 2', () => {
    const ok = runAction({ paths: 'examples/clean-S/engagement', 'sarif-file': '' });
    expect(ok.status).toBe(0);
    expect(ok.outputs).toMatchObject({ status: 'pass', 'fail-count': '0' });
    expect(ok.stdout).not.toMatch(/^::error/m);
    const bad = runAction({ paths: 'examples/clean-S/engagement', 'fail-on': 'sometimes', 'sarif-file': '' });
    expect(bad.status).toBe(2);
    expect(bad.stdout).toMatch(/^::error title=engagement-lint::fail-on must be error or warning/m);
  });
});
