import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/heartbeat-staleness.js';
import { check, criteria } from '../../helpers.js';
import { ruleTester, type Tree } from '../../rule-tester.js';

const LOG = 'engagement/validation-log.md';
const NOW = new Date('2026-11-30T12:00:00Z');
const pad = (n: number) => String(n).padStart(2, '0');
/** The protocol's zone-less stamp, `minutesAgo` before NOW, in UTC (how the rule reads a zone-less time, whatever the machine's zone). */
const stamp = (minutesAgo: number) => {
  const d = new Date(NOW.getTime() - minutesAgo * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
const beat = (phase: string, minutesAgo: number) => `## Heartbeat — Phase ${phase} — completed ${stamp(minutesAgo)}\n- iteration: 1\n- next phase: x\n`;
/** A case of an engagement of `size` whose validation log is `log`, linted at NOW. */
const at = (size: string, log: string, extra: Tree = {}) => ({ files: { 'criteria.md': criteria({ size }), 'validation-log.md': log, ...extra }, options: { now: NOW } });

ruleTester(rule, {
  valid: [
    ...([
      ['S', 4],
      ['M', 14],
      ['L', 29],
    ] as const).map(([size, age]) => ({
      name: `size ${size} with a heartbeat ${age} min old`,
      ...at(size, `# Validation log\n\n${beat('deliver', age)}\n### code-reviewer\n- verdict: approved\n`),
      detail: new RegExp(`completed ${age} min ago`),
    })),
    { name: 'the latest time wherever it sits', ...at('S', `${beat('plan', 50)}\n${beat('deliver', 3)}\n## Heartbeat — Phase validate — completed 2026-11-30 10:00:00 UTC\n`), detail: /Phase deliver/ },
    { name: 'ahead by less than the widest time-zone gap', ...at('S', '## Heartbeat — Phase validate — completed 2026-12-01 13:00:00 UTC\n'), detail: /^last heartbeat \(Phase validate, L1\) is dated 25 h 0 min ahead of now, which a time zone explains \(a time written without a zone is read as UTC\): not stale$/ },
    { name: 'an explicit zone', ...at('M', '## Heartbeat — Phase validate — completed 2026-11-30 14:50:00 +03:00\n'), detail: /10 min ago/ },
    { name: 'a zone written UTC+3', ...at('M', '## Heartbeat — Phase validate — completed 2026-11-30 14:50:00 UTC+3\n'), detail: /10 min ago/ },
    // Without a zone, 3 h ahead is a heartbeat written just now at UTC+03:00, and 2 h 58 min ahead one of 2 min ago there.
    ...['2026-11-30 15:00:00', '2026-11-30 14:58:00'].map((time) => ({ name: `a zoneless time ahead by what a zone explains: ${time}`, ...at('S', `## Heartbeat — Phase validate — completed ${time}\n`), detail: /ahead of now, which a time zone explains/ })),
    { name: 'no heartbeats', status: 'skip', ...at('M', '# Validation log\n\n### code-reviewer\n') },
    { name: 'no validation log', status: 'skip', files: {}, options: { now: NOW } },
    { name: 'a closed engagement', status: 'skip', ...at('M', beat('handoff', 600), { 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n' }), detail: /closed \(ACCEPT\)/ },
    // A verdict in a legacy form closes it too.
    { name: 'an engagement closed by a bold `**ACCEPTED**`', status: 'skip', ...at('M', beat('handoff', 600), { 'acceptance-log.md': '## Iteration 1\n**ACCEPTED** — all criteria met\n' }), detail: /closed \(ACCEPTED\)/ },
    { name: 'an engagement closed under a bare `## Verdict` heading', status: 'skip', ...at('M', beat('handoff', 600), { 'acceptance-log.md': '## Iteration 1\n## Verdict\nACCEPT\n' }), detail: /closed \(ACCEPT\)/ },
    { name: 'an empty validation log', status: 'skip', ...at('M', '') },
    { name: 'a binary validation log', status: 'skip', files: { 'validation-log.md': Buffer.from([0, 0xff, 0x0a, 0x23, 0x23, 0x20]) }, options: { now: NOW } },
  ],
  invalid: [
    {
      name: 'a zoneless time 2 h 10 min ahead: in any zone that puts it in the past, 50 min old',
      status: 'warn',
      ...at('S', '## Heartbeat — Phase plan — completed 2026-11-30 14:10:00\n'),
      detail: 'last heartbeat (Phase plan, L1) is dated 2 h 10 min ahead of now, written without a zone: in the nearest zone that puts it in the past (UTC+03:00) it completed 50 min ago, over the 5-min limit for size S: engagement presumed stalled',
      findings: [{ file: LOG, line: 1, column: 1, message: 'latest heartbeat is at least 50 min old in any zone that puts it in the past (limit 5 min at size S)' }],
    },
    {
      name: 'a zone written by its name (MSK): 50 min old',
      status: 'warn',
      ...at('S', '## Heartbeat — Phase plan — completed 2026-11-30 14:10:00 MSK\n'),
      findings: [{ file: LOG, line: 1, column: 1, message: 'latest heartbeat is 50 min old (limit 5 min at size S)' }],
    },
    ...([
      ['S', 6, 5],
      ['M', 16, 15],
      ['L', 31, 30],
    ] as const).map(([size, age, limit]) => ({
      name: `size ${size} with a heartbeat ${age} min old`,
      status: 'warn' as const,
      ...at(size, `# Validation log\n\n${beat('deliver', age)}`),
      detail: new RegExp(`${age} min ago, over the ${limit}-min limit for size ${size}: engagement presumed stalled`),
      findings: [{ file: LOG, line: 3, column: 1, message: `latest heartbeat is ${age} min old (limit ${limit} min at size ${size})` }],
    })),
    ...([
      [185, '3 h 5 min'],
      [3 * 1440 + 7, '3 days'],
    ] as const).map(([age, said]) => ({
      name: `a silence of ${said}`,
      status: 'warn' as const,
      ...at('M', beat('deliver', age)),
      detail: `completed ${said} ago`,
      findings: [{ file: LOG, line: 1, column: 1, message: `latest heartbeat is ${said} old (limit 15 min at size M)` }],
    })),
    {
      name: 'a heartbeat further ahead than any time zone',
      status: 'warn',
      ...at('M', '## Heartbeat — Phase plan — completed 2026-12-02 12:00:00 UTC\n'),
      detail: 'last heartbeat (Phase plan, L1) is 2 days in the future, more than any time zone explains: staleness cannot be judged',
      findings: [{ file: LOG, line: 1, column: 1, message: 'latest heartbeat is 2 days in the future' }],
    },
    {
      name: 'no heartbeat with a readable time',
      status: 'warn',
      ...at('M', '## Heartbeat — Phase plan — completed sometime yesterday\n## Heartbeat — Phase x — completed 2026-02-31 10:00:00\n'),
      detail: 'no heartbeat carries a readable `completed YYYY-MM-DD HH:MM:SS` time; staleness cannot be judged',
      findings: [
        { file: LOG, line: 1, column: 1, message: 'heartbeat without a readable completion time' },
        { file: LOG, line: 2, column: 1, message: 'heartbeat without a readable completion time' },
      ],
    },
  ],
});

describe('heartbeat-staleness selection', () => {
  it('is opt-in', () => {
    expect(rule.optIn).toBe(true);
  });
});

/** Runs `fn` with Node's local time zone set to `tz` (Node re-reads process.env.TZ), restoring it after. */
async function inZone<T>(tz: string, fn: () => Promise<T>): Promise<T> {
  const saved = process.env.TZ;
  process.env.TZ = tz;
  try {
    return await fn();
  } finally {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  }
}

// A lead's heartbeat log (validation-log.md of an M engagement), newest first.
const judgeLog = (nextPhase: string) =>
  '# Validation log — invoice-pdf-export\n\n' +
  `## Heartbeat — Phase handoff — completed 2026-05-14 14:48:02\n- iteration: 1\n- artefacts updated: engagement/handoff.md, engagement/iteration\n- next phase: ${nextPhase}\n\n` +
  '## Heartbeat — Phase validate — completed 2026-05-14 14:31:47\n- iteration: 1\n- next phase: handoff\n\n' +
  '## Heartbeat — Phase plan — completed 2026-05-14 10:52:09\n- iteration: 1\n- next phase: deliver\n\n' +
  '## Iteration 1\n\n### code-reviewer\n- Verdict: approved_with_suggestions\n';
const ZONES = ['UTC', 'Europe/Moscow', 'America/New_York', 'Pacific/Kiritimati'];

describe('heartbeat-staleness reads zone-less times as UTC, whatever the machine zone', () => {
  for (const tz of ZONES) {
    it(`TZ=${tz}: 14:48:02 is 6 min before 14:55Z`, async () => {
      const r = await inZone(tz, () => check(rule, { 'criteria.md': criteria({ size: 'M' }), 'validation-log.md': judgeLog('consilium') }, { options: { now: new Date('2026-05-14T14:55:00Z') } }));
      expect(r.status).toBe('pass');
      expect(r.detail).toBe('last heartbeat (Phase handoff) completed 6 min ago, within 15 min');
    });
    it(`TZ=${tz}: 14:48:02 is 72 min before 16:00Z`, async () => {
      const r = await inZone(tz, () => check(rule, { 'criteria.md': criteria({ size: 'M' }), 'validation-log.md': judgeLog('consilium') }, { options: { now: new Date(Date.UTC(2026, 4, 14, 16, 0, 0)) } }));
      expect(r.status).toBe('warn');
      expect(r.detail).toMatch(/completed 71 min ago, over the 15-min limit/);
    });
  }
});

describe('heartbeat-staleness after the lead\'s "next phase: done"', () => {
  const files = (extra: Tree = {}) => ({ 'criteria.md': criteria({ size: 'M' }), 'validation-log.md': judgeLog('done (consilium and acceptance are the manager\'s)'), 'consilium-summary.md': '# Consilium summary\n', ...extra });
  const late = { options: { now: new Date('2026-05-14T16:00:00Z') } };
  it('skips while the engagement waits for consilium, the human judge and the verdict', async () => {
    for (const tz of ZONES) {
      const r = await inZone(tz, () => check(rule, files(), late));
      expect(r.status).toBe('skip');
      expect(r.detail).toMatch(/^the lead's last heartbeat \(Phase handoff, L3\) says next phase: done/);
    }
  });
  it('counts the silence again once that iteration is rejected (the lead owes rework)', async () => {
    const r = await check(rule, files({ 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT — crit-3 glyphs missing\n' }), late);
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/presumed stalled/);
  });
  // The REJECT at 16:20 ended the wait; the lead's silence before it was no stall.
  const rejectedAt1620 = { 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1 — 2026-05-14 16:20\n\n### Verdict: REJECT\nReason: crit-2 not met.\n' };
  it('measures the silence from a REJECT logged after the last heartbeat', async () => {
    const r = await check(rule, files(rejectedAt1620), { options: { now: new Date('2026-05-14T16:30:00Z') } });
    expect(r.status).toBe('pass');
    expect(r.detail).toBe('the REJECT of iteration 1 (acceptance-log.md L5) was logged 10 min ago, after the last heartbeat (Phase handoff, L3): within 15 min');
  });
  it('reads a REJECT written in a legacy form (a bold `**REJECTED**`, an H2 `## Verdict: REJECT`)', async () => {
    for (const verdict of ['**REJECTED** — crit-2 not met.', '## Verdict: REJECT\nReason: crit-2 not met.']) {
      const r = await check(rule, files({ 'acceptance-log.md': `# Acceptance log\n\n## Iteration 1 — 2026-05-14 16:20\n\n${verdict}\n` }), { options: { now: new Date('2026-05-14T16:30:00Z') } });
      expect(r.status, verdict).toBe('pass');
      expect(r.detail, verdict).toBe('the REJECT of iteration 1 (acceptance-log.md L5) was logged 10 min ago, after the last heartbeat (Phase handoff, L3): within 15 min');
    }
  });
  it('warns once the REJECT is older than the limit with no heartbeat since', async () => {
    const r = await check(rule, files(rejectedAt1620), { options: { now: new Date('2026-05-14T16:40:00Z') } });
    expect(r.status).toBe('warn');
    expect(r.detail).toBe('the REJECT of iteration 1 (acceptance-log.md L5) was logged 20 min ago, after the last heartbeat (Phase handoff, L3), and no heartbeat since: over the 15-min limit for size M: engagement presumed stalled');
    expect(r.findings?.[0]).toMatchObject({ line: 3, message: 'no heartbeat since the REJECT of iteration 1, 20 min ago (limit 15 min at size M)' });
  });
  it('a REJECT logged before the last heartbeat leaves the heartbeat as the start', async () => {
    const r = await check(rule, { ...files(), 'validation-log.md': judgeLog('deliver'), 'acceptance-log.md': '## Iteration 1 — 2026-05-14 14:00\n### Verdict: REJECT — crit-2\n' }, late);
    expect(r.status).toBe('warn');
    expect(r.detail).toMatch(/^last heartbeat \(Phase handoff, L3\) completed 71 min ago/);
  });
  it('a REJECT of an earlier iteration does not end the exemption', async () => {
    const log = judgeLog('done').replace('## Heartbeat — Phase handoff — completed 2026-05-14 14:48:02\n- iteration: 1', '## Heartbeat — Phase handoff — completed 2026-05-14 14:48:02\n- iteration: 2');
    const r = await check(rule, { 'criteria.md': criteria({ size: 'M' }), 'validation-log.md': log, 'acceptance-log.md': '## Iteration 1\n### Verdict: REJECT — crit-3\n## Iteration 2\n' }, late);
    expect(r.status).toBe('skip');
  });
});

// The latest verdict closes the engagement, in a round or not: the abort stub is often appended after the rounds, and a
// bare `### Verdict` heading over the verdict reads as the bare `## Verdict` does.
describe('heartbeat-staleness after the latest verdict in any form', () => {
  ruleTester(rule, {
    valid: [
      { name: 'an engagement closed under a bare `### Verdict` heading', status: 'skip', ...at('M', beat('handoff', 600), { 'acceptance-log.md': '## Iteration 1\n### Verdict\nACCEPT\n' }), detail: /^engagement closed \(ACCEPT\)/ },
      ...[
        '# Acceptance log\n\nUser, verbatim:\n> stop, close it\n\n### Verdict: ABORTED\nState: wave 1 done, no handoff.\n',
        '# Acceptance log\n\n## Iteration 1\n### Verdict: REJECT\n- crit-2\n\n## Aborted — 2026-11-30 02:00\n### Verdict\nABORTED\n> stop, close it\n',
      ].map((log) => ({
        name: `an engagement the user aborted, the stub outside the rounds: ${JSON.stringify(log.slice(-40))}`,
        status: 'skip' as const,
        ...at('M', beat('build', 600), { 'acceptance-log.md': log }),
        detail: /^engagement closed \(ABORTED at acceptance-log\.md L\d+: the user aborted it\); heartbeats have stopped by design$/,
      })),
    ],
    invalid: [
      {
        name: 'an ACCEPT of round 1 followed by a REJECT is no closed engagement',
        status: 'warn',
        ...at('M', beat('build', 600), { 'acceptance-log.md': '## Iteration 1\n### Verdict: ACCEPT\n\n### Verdict: REJECT — the ACCEPT above was withdrawn\n' }),
        detail: /presumed stalled/,
      },
    ],
  });
});
