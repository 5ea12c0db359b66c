import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, tokenFor, type TestApp } from '../helpers/app.js';

describe('GET /api/metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ seed: 'metrics-90d' });
  });
  afterAll(() => app.close());

  it('returns one row per day of the inclusive range', async () => {
    const res = await app.inject({ url: '/api/metrics?from=2026-04-01&to=2026-04-24', headers: tokenFor('org_a') });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(24);
    expect(Object.keys(body.days[0]).sort()).toEqual(['conversions', 'date', 'revenue', 'visits']);
  });

  it('rejects an inverted range', async () => {
    const res = await app.inject({ url: '/api/metrics?from=2026-04-24&to=2026-04-01', headers: tokenFor('org_a') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'range_inverted' });
  });

  it('answers the 90-day range under 300 ms at p95', async () => {
    const times: number[] = [];
    for (let i = 0; i < 40; i++) {
      const t0 = performance.now();
      await app.inject({ url: '/api/metrics?from=2026-01-25&to=2026-04-24', headers: tokenFor('org_a') });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(300);
  });
});
