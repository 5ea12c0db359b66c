import type { FastifyInstance } from 'fastify';
import { cachedDailyMetrics } from './metrics-cache.js';
import { parseRange } from './range.js';

export interface DailyMetrics {
  date: string; // YYYY-MM-DD in the organisation's timezone
  visits: number;
  conversions: number;
  revenue: number; // roubles, two decimals
}

export interface MetricsResponse {
  from: string;
  to: string;
  days: DailyMetrics[];
}

/** GET /api/metrics?from=YYYY-MM-DD&to=YYYY-MM-DD — inclusive range, at most 366 days. */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { from?: string; to?: string } }>('/api/metrics', async (req, reply) => {
    const range = parseRange(req.query.from, req.query.to);
    if (!range.ok) return reply.code(400).send({ error: range.error });
    const days = await cachedDailyMetrics(req.user.orgId, range.from, range.to);
    const body: MetricsResponse = { from: range.from, to: range.to, days };
    return reply.header('Cache-Control', 'private, max-age=60').send(body);
  });
}
