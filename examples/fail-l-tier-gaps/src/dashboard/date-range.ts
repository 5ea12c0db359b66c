export interface DateRange {
  from: string; // YYYY-MM-DD, inclusive
  to: string;
}

export type PresetId = 'week' | 'month' | 'quarter';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utc = (y: number, m: number, day: number) => new Date(Date.UTC(y, m, day));

export function startOfQuarter(today: Date): Date {
  const m = today.getUTCMonth();
  return utc(today.getUTCFullYear(), m - (m % 3), 1);
}

/** Preset ranges end today; «Квартал» starts on the first day of the current calendar quarter. */
export function presetRange(preset: PresetId, today: Date): DateRange {
  switch (preset) {
    case 'week':
      return { from: iso(utc(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 6)), to: iso(today) };
    case 'month':
      return { from: iso(utc(today.getUTCFullYear(), today.getUTCMonth(), 1)), to: iso(today) };
    case 'quarter':
      return { from: iso(startOfQuarter(today)), to: iso(today) };
  }
}
