import { LRUCache } from 'lru-cache';
import { queryDailyMetrics } from './metrics-query.js';
import type { DailyMetrics } from './metrics.js';

// Past days never change once the nightly import has run; only today is live.
const cache = new LRUCache<string, DailyMetrics[]>({ max: 500, ttl: 60_000 });

export async function cachedDailyMetrics(orgId: string, from: string, to: string): Promise<DailyMetrics[]> {
  const key = `${orgId}:${from}:${to}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const days = await queryDailyMetrics(orgId, from, to);
  cache.set(key, days);
  return days;
}
