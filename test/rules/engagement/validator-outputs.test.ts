import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/validator-outputs.js';
import { check, cleanupTrees } from '../../helpers.js';

afterAll(cleanupTrees);

const log = (...names: string[]) => `# Validation log\n\n### Phase 6a\nprose\n\n${names.map((n) => `### ${n}\nverdict: approved\n`).join('\n')}`;
const out = (name: string, body: unknown = { verdict: 'approved' }) => ({ [`validation-outputs/${name}`]: typeof body === 'string' ? body : JSON.stringify(body, null, 2) });

describe('validator-outputs', () => {
  it('skips without validation-log.md, and fails under --mode ready', async () => {
    expect((await check(rule, {})).detail).toBe('validation-log.md not present');
    const r = await check(rule, {}, { options: { mode: 'ready' } });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('REQUIRED in --mode ready: validation-log.md not present');
  });

  it('skips when the log names no lowercase validator (prose headings do not count), promoted under --mode ready', async () => {
    const files = { 'validation-log.md': '# Log\n### Phase 6a\n### Transport note\n## code-reviewer\n' };
    const r = await check(rule, files);
    expect(r.status).toBe('skip');
    expect(r.detail).toBe('no validators logged yet');
    expect((await check(rule, files, { options: { mode: 'ready' } })).status).toBe('fail');
  });

  it('passes when every validator has a valid output', async () => {
    const r = await check(rule, {
      'validation-log.md': log('code-reviewer — iter 1', 'security-auditor', 'peer-opus'),
      ...out('code-reviewer-iter-1-20260506.json', { verdict: 'APPROVED' }),
      ...out('security-auditor-iter-1-20260506.json', { status: 'clean', metrics: { methodology: 'OWASP ASVS 4.0' } }),
      ...out('peer-opus-iter-1-20260506.json', { verdict: 'satisfied' }),
      ...out('peer-opus-iter-1-preliminary-20260506.json', { findings: [] }),
    });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('3 validators, 4 output files, all valid JSON with verdict + methodology');
  });

  it('fails when validation-outputs/ is missing, at each logged validator', async () => {
    const r = await check(rule, { 'validation-log.md': log('code-reviewer', 'skeptic') });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('2 validators logged but engagement/validation-outputs/ missing entirely — runs unverifiable');
    expect(r.findings.map((f) => f.line)).toEqual([6, 9]);
  });

  it('fails for a required validator without output, warns when only optional ones are missing', async () => {
    const fail = await check(rule, { 'validation-log.md': log('code-reviewer', 'skeptic'), ...out('code-reviewer-iter-1-a.json') });
    expect(fail.status).toBe('fail');
    expect(fail.detail).toBe('required validators logged without output file: skeptic');
    expect(fail.findings[0]).toMatchObject({ file: 'engagement/validation-log.md', line: 9, column: 5 });

    const warn = await check(rule, { 'validation-log.md': log('code-reviewer', 'test-reviewer'), ...out('code-reviewer-iter-1-a.json') });
    expect(warn.status).toBe('warn');
    expect(warn.detail).toMatch(/^optional validators logged without output file: test-reviewer/);
  });

  it('fails on invalid JSON at its line, and on a JSON array, without crashing', async () => {
    const r = await check(rule, {
      'validation-log.md': log('code-reviewer', 'skeptic'),
      ...out('code-reviewer-iter-1-a.json', '{\n  "verdict": "approved",\n  oops\n}'),
      ...out('skeptic-iter-1-a.json', '[1, 2]'),
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('unparseable JSON: code-reviewer-iter-1-a.json, skeptic-iter-1-a.json');
    const bad = r.findings.find((f) => f.file.endsWith('code-reviewer-iter-1-a.json'))!;
    expect(bad.line).toBe(3);
    expect(r.findings.find((f) => f.file.endsWith('skeptic-iter-1-a.json'))!.message).toMatch(/found an array/);
  });

  it('fails on a missing or unknown verdict, locating the verdict value', async () => {
    const r = await check(rule, {
      'validation-log.md': log('code-reviewer', 'skeptic'),
      ...out('code-reviewer-iter-1-a.json', { summary: 'ok' }),
      ...out('skeptic-iter-1-a.json', { findings: [], verdict: 'looks fine' }),
    });
    expect(r.status).toBe('fail');
    expect(r.detail).toBe(`missing 'verdict' (or 'status') field: code-reviewer-iter-1-a.json; invalid verdict values: skeptic-iter-1-a.json: verdict="looks fine"`);
    expect(r.findings.find((f) => f.file.endsWith('skeptic-iter-1-a.json'))).toMatchObject({ line: 3, column: 3 });
  });

  it('reads Python-written NaN / Infinity values and never takes a list for a verdict (reference parity)', async () => {
    const py = await check(rule, {
      'validation-log.md': log('performance-validator'),
      ...out('performance-validator-iter-1-a.json', '{"verdict": "pass", "methodology": "Lighthouse 12", "metrics": {"lcp": NaN, "cls": -Infinity, "note": "NaN here is text"}}'),
    });
    expect(py.status).toBe('pass');
    const list = await check(rule, { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-iter-1-a.json', { verdict: ['approved'] }) });
    expect(list.status).toBe('fail');
    expect(list.detail).toBe('invalid verdict values: code-reviewer-iter-1-a.json: verdict=["approved"]');
  });

  it('falls back to status when verdict is empty, as the reference does', async () => {
    const r = await check(rule, { 'validation-log.md': log('code-reviewer'), ...out('code-reviewer-iter-1-a.json', { verdict: '', status: 'pass' }) });
    expect(r.status).toBe('pass');
  });

  it('warns when a numerical validator declares no methodology; adversaries are exempt', async () => {
    const r = await check(rule, {
      'validation-log.md': log('accessibility-validator', 'codex-blind'),
      ...out('accessibility-validator-iter-1-a.json', { verdict: 'pass', metrics: 'none' }),
      ...out('codex-blind-iter-1-a.json', { verdict: 'rework_required', validator: 'codex-blind' }),
    });
    expect(r.status).toBe('warn');
    expect(r.detail).toBe("missing 'methodology' field (formula/standard): accessibility-validator-iter-1-a.json");
  });

  it('reports a broken output even when an optional validator is missing', async () => {
    const r = await check(rule, { 'validation-log.md': log('code-reviewer', 'test-reviewer'), ...out('code-reviewer-iter-1-a.json', '') });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/unparseable JSON: code-reviewer-iter-1-a\.json; optional validators logged without output file: test-reviewer/);
  });

  it('survives an empty log, empty and binary outputs', async () => {
    expect((await check(rule, { 'validation-log.md': '' })).status).toBe('skip');
    const r = await check(rule, { 'validation-log.md': log('code-reviewer'), 'validation-outputs/code-reviewer-x.json': Buffer.from([0, 159, 146, 150]) });
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/unparseable JSON/);
  });
});
