import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/preflight.js';
import { check, cleanupTrees, criteria, fakeSystem } from '../../helpers.js';

afterAll(cleanupTrees);

const ok = { ok: true, code: 0 };
const withTools = (tools: string, body?: string) => criteria({ tools_required: tools }, body);

describe('preflight', () => {
  it('passes an empty list without probing anything', async () => {
    const sys = fakeSystem();
    const r = await check(rule, { 'criteria.md': withTools('[]') }, { system: sys });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/empty/);
    expect(sys.calls).toEqual([]);
  });

  it('probes --version tools without a shell and passes when they answer', async () => {
    const sys = fakeSystem({ probes: { 'node --version': ok, 'git --version': ok, 'bun --version': ok, 'gh --version': ok } });
    const r = await check(rule, { 'criteria.md': withTools('[node, git, bun, gh]') }, { system: sys });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('all 4 tools reachable: node, git, bun, gh');
    expect(sys.calls).toEqual([['node', '--version'], ['git', '--version'], ['bun', '--version'], ['gh', '--version']]);
  });

  it('probes docker, postgres and redis with their own commands', async () => {
    const sys = fakeSystem({ probes: { 'docker info': ok, pg_isready: ok, 'redis-cli ping': ok } });
    const r = await check(rule, { 'criteria.md': withTools('[docker, postgres, redis]') }, { system: sys });
    expect(r.status).toBe('pass');
    expect(sys.calls).toEqual([['docker', 'info'], ['pg_isready'], ['redis-cli', 'ping']]);
  });

  it('falls back to python playwright; `python` is probed as `python --version` only, as in the reference', async () => {
    const sys = fakeSystem({ probes: { 'python -m playwright --version': ok, 'python --version': ok } });
    const r = await check(rule, { 'criteria.md': withTools('[playwright, python]') }, { system: sys });
    expect(r.status).toBe('pass');
    expect(sys.calls).toEqual([
      ['playwright', '--version'],
      ['python', '--version'],
      ['python', '-m', 'playwright', '--version'],
    ]);
    const only3 = await check(rule, { 'criteria.md': withTools('[python]') }, { system: fakeSystem({ probes: { 'python3 --version': ok } }) });
    expect(only3.status).toBe('fail');
    expect(only3.detail).toBe('failed tools: python (`python` not found)');
  });

  it('matches tool names exactly, as the reference does: `Docker` and `db` have no check', async () => {
    const sys = fakeSystem({ probes: { 'docker info': ok, pg_isready: ok } });
    const r = await check(rule, { 'criteria.md': withTools('[Docker, db]') }, { system: sys });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('failed tools: Docker (no check defined), db (no check defined)');
    expect(sys.calls).toEqual([]);
  });

  it('reads a scalar tools_required as no list and passes, as the reference does', async () => {
    for (const scalar of ['none', 'docker, node', 'mystery-tool']) {
      const sys = fakeSystem();
      const r = await check(rule, { 'criteria.md': withTools(scalar) }, { system: sys });
      expect(r.status, scalar).toBe('pass');
      expect(r.detail).toMatch(/^tools_required is not a list/);
      expect(sys.calls).toEqual([]);
    }
  });

  it('fails a missing, a timed-out and an exiting probe, with the line of each block-list item', async () => {
    const sys = fakeSystem({ probes: { 'docker info': { ok: false, reason: 'timeout' }, 'node --version': { ok: false, reason: 'exit', code: 3 } } });
    const text = '---\nengagement: demo\ndomain: dev\nsize: M\nux_heavy: false\ntools_required:\n  - docker\n  - node\n  - git\n---\n# C\n';
    const r = await check(rule, { 'criteria.md': text }, { system: sys });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^failed tools: docker \(.*did not answer within 10 s\), node \(.*exited with code 3\), git \(`git` not found\)$/);
    expect(r.fix).toMatch(/override/);
    expect(r.findings.map((f) => [f.file, f.line, f.column])).toEqual([
      ['engagement/criteria.md', 7, 5],
      ['engagement/criteria.md', 8, 5],
      ['engagement/criteria.md', 9, 5],
    ]);
    expect(r.findings[0]!.message).toMatch(/docker/);
  });

  it('never runs an unknown tool name, shell metacharacters or not', async () => {
    const sys = fakeSystem({ probes: { node: ok } });
    const r = await check(rule, { 'criteria.md': withTools('["node; touch x", "$(reboot)", constructor, mystery-tool]') }, { system: sys });
    expect(r.status).toBe('fail');
    expect(r.detail).toContain('node; touch x (no check defined)');
    expect(r.detail).toContain('$(reboot) (no check defined)');
    expect(r.detail).toContain('constructor (no check defined)');
    expect(r.detail).toContain('mystery-tool (no check defined)');
    expect(sys.calls).toEqual([]);
    expect(r.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 6 });
  });

  it('checks env tools by presence in the environment, .env or .env.local of the project root', async () => {
    const files = {
      'criteria.md': withTools('[openai-key, anthropic-key, yandex-tokens]'),
      '../.env': '# secrets\nANTHROPIC_API_KEY=sk-not-read\n',
      '../.env.local': 'YANDEX_METRIKA_TOKEN=\n',
    };
    const sys = fakeSystem({ env: ['OPENAI_API_KEY'] });
    const r = await check(rule, files, { system: sys });
    expect(r.status).toBe('pass');
    expect(sys.calls).toEqual([]);
    expect(r.detail).not.toContain('sk-not-read');

    // Like the reference, only `NAME=` at the start of a line counts: not `export NAME=`, not indented.
    const exported = await check(rule, { 'criteria.md': withTools('[anthropic-key]'), '../.env': 'export ANTHROPIC_API_KEY=x\n  ANTHROPIC_API_KEY=y\n' });
    expect(exported.status).toBe('fail');
    expect(exported.findings[0]).toMatchObject({ file: 'engagement/criteria.md', line: 6 });

    const none = await check(rule, { 'criteria.md': withTools('[openai-key, yandex-tokens]') }, { system: fakeSystem() });
    expect(none.status).toBe('fail');
    expect(none.detail).toContain('openai-key (OPENAI_API_KEY not set');
    expect(none.detail).toContain('yandex-tokens (YANDEX_OAUTH_TOKEN / YANDEX_DIRECT_TOKEN');
  });

  it('passes a failing tool when criteria.md documents an intake override', async () => {
    const body = '# C\n<!-- preflight: postgres status=PASS\n  override: runs in compose, reached over the compose network -->\n';
    const r = await check(rule, { 'criteria.md': withTools('[postgres]', body) }, { system: fakeSystem() });
    expect(r.status).toBe('pass');
    expect(r.detail).toMatch(/preflight failed for postgres, but criteria.md documents an intake override/);

    const noPass = await check(rule, { 'criteria.md': withTools('[postgres]', '<!-- preflight: postgres status=FAIL override -->\n') }, { system: fakeSystem() });
    expect(noPass.status).toBe('fail');
  });

  it('fails when criteria.md is missing; reads broken YAML line by line; passes without frontmatter', async () => {
    const missing = await check(rule, {});
    expect(missing.status).toBe('fail');
    expect(missing.detail).toMatch(/criteria\.md is missing/);
    const broken = await check(rule, { 'criteria.md': '---\nengagement: Billing: fix\ntools_required: [mystery-tool]\n---\n' });
    expect(broken.status).toBe('fail');
    expect(broken.detail).toMatch(/mystery-tool/);
    const bare = await check(rule, { 'criteria.md': '# Criteria\n' });
    expect(bare.status).toBe('pass');
    expect(bare.detail).toMatch(/no frontmatter/);
  });

  it('does not crash on binary criteria.md or a binary .env', async () => {
    const r = await check(rule, { 'criteria.md': Buffer.from([0xff, 0xfe, 0, 0, 1, 2]), '../.env': Buffer.from([0, 0xff, 0x80]) });
    expect(['pass', 'fail']).toContain(r.status);
    const env = await check(rule, { 'criteria.md': withTools('[openai-key]'), '../.env': Buffer.from([0, 0xff, 0x80]) });
    expect(env.status).toBe('fail');
  });
});
