// One wrong iteration counter is one failure: under the protocol reading the checks of "the current iteration" judge
// the round acceptance-log.md is in when the counter is past its ACCEPT or behind its rounds, and skip when the log
// leaves two rounds open. Compat keeps the reference's reading: every check reads the counter as written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { lintTarget } from '../../../packages/core/src/lint.js';
import { engagementRules } from '../../../rules/engagement/index.js';
import { fakeSystem } from '../../helpers.js';
import { repoRoot } from '../../cli-helpers.js';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'el-counter-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
let made = 0;

/** clean-L (round 1 REJECT, round 2 ACCEPT, handoff titled iteration 2) with its counter set to `counter`, its log edited by `log`. */
async function lintWith(counter: string, preset: 'recommended' | 'compat', log: (text: string) => string = (t) => t) {
  const project = path.join(work, `p${made++}`);
  fs.cpSync(path.join(repoRoot, 'examples/clean-L'), project, { recursive: true });
  const engagement = path.join(project, 'engagement');
  fs.writeFileSync(path.join(engagement, 'iteration'), `${counter}\n`);
  const logFile = path.join(engagement, 'acceptance-log.md');
  fs.writeFileSync(logFile, log(fs.readFileSync(logFile, 'utf8')));
  return { engagement, ...(await lintAt(engagement, preset)) };
}

async function lintAt(engagement: string, preset: 'recommended' | 'compat') {
  const report = await lintTarget(engagement, { packs, rules: engagementRules, preset, allChecks: true, now: new Date('2026-06-04T12:00:00Z'), system: fakeSystem({ probes: { node: { ok: true, code: 0 }, git: { ok: true, code: 0 } } }) });
  const status = (name: string) => report.checks.find((c) => c.name === name);
  return { failing: report.checks.filter((c) => c.status === 'fail').map((c) => c.name), status };
}

/** The round-2 verdict turned into a REJECT: the log then leaves round 2 (its rework) or round 3 open. */
const round2Rejected = (t: string) => t.replace('### Verdict: ACCEPT', '### Verdict: REJECT');

describe('a wrong iteration counter', () => {
  it('is the one clean-L failure under recommended when it is behind the log or past its ACCEPT', async () => {
    for (const counter of ['1', '3', '5']) {
      const r = await lintWith(counter, 'recommended');
      expect(r.failing, `counter ${counter}`).toEqual(['iteration-counter']);
    }
  });

  it('leaves the checks of the current round judging the log\'s round, and says so', async () => {
    const r = await lintWith('5', 'recommended');
    expect(r.status('validator-output-freshness')!.status).toBe('pass');
    expect(r.status('validator-output-freshness')!.detail).toContain("iteration 2, the round acceptance-log.md is in: the counter's 5 fails iteration-counter");
    expect(r.status('ux-screens')!.detail).toContain("the counter's 5 fails iteration-counter");
  });

  it('is read as written under compat, as the reference reads it', async () => {
    const r = await lintWith('5', 'compat');
    expect(r.failing).toEqual(expect.arrayContaining(['iteration-counter', 'validator-output-freshness']));
  });

  it('is kept when it is ahead of a log that accepted nothing: the log may lack the rounds in between', async () => {
    const r = await lintWith('5', 'recommended', round2Rejected);
    expect(r.failing).toEqual(expect.arrayContaining(['iteration-counter', 'validator-output-freshness']));
    expect(r.status('validator-output-freshness')!.detail).toContain('iter=5');
  });

  it('is kept when the handoff\'s title names its round too: the log may be the one wrong', async () => {
    const { engagement } = await lintWith('1', 'recommended');
    const handoff = path.join(engagement, 'handoff.md');
    fs.writeFileSync(handoff, fs.readFileSync(handoff, 'utf8').replace('# Handoff — iteration 2', '# Handoff — iteration 1'));
    const r = await lintAt(engagement, 'recommended');
    expect(r.status('validator-output-freshness')!.detail).toBe('iter=1, freshness only meaningful from iter 2+');
  });

  it('is kept when the handoff\'s title names its round in Russian', async () => {
    for (const title of ['# Хэндофф — итерация 1', '# Handoff — раунд 1']) {
      const { engagement } = await lintWith('1', 'recommended');
      const handoff = path.join(engagement, 'handoff.md');
      fs.writeFileSync(handoff, fs.readFileSync(handoff, 'utf8').replace('# Handoff — iteration 2', title));
      const r = await lintAt(engagement, 'recommended');
      expect(r.status('validator-output-freshness')!.detail, title).toBe('iter=1, freshness only meaningful from iter 2+');
      expect(r.status('iteration-counter')!.detail, title).toContain("handoff.md's title (iteration 1)");
    }
  });

  it('skips the checks of the current round when the log leaves two rounds open', async () => {
    // Behind a log whose round 2 was REJECTed, under a handoff titled iteration 2: round 2's rework, or round 3.
    const r = await lintWith('1', 'recommended', round2Rejected);
    expect(r.failing).toContain('iteration-counter');
    for (const name of ['ux-screens', 'validator-output-freshness', 'self-acceptance-delta', 'executor-iteration-structure']) {
      expect(r.status(name)!.status, name).toBe('skip');
      expect(r.status(name)!.detail, name).toContain('iteration 2 or 3 (see iteration-counter): the current round cannot be told');
    }
  });
});
