import { useEffect, useState } from 'react';
import { fetchMetrics, summarise } from './api-client.js';
import { presetRange, type DateRange } from './date-range.js';
import { KpiCard } from './KpiCard.js';
import { RangePresets } from './RangePresets.js';
import { CustomRange } from './CustomRange.js';
import { ThemeToggle } from './ThemeToggle.js';
import { TrendChart } from './TrendChart.js';
import { readRange, writeRange } from './url-state.js';

export function Dashboard({ today = new Date() }: { today?: Date }) {
  const [range, setRange] = useState<DateRange>(() => readRange(window.location.search) ?? presetRange('week', today));
  const [data, setData] = useState<Awaited<ReturnType<typeof fetchMetrics>>>();

  useEffect(() => {
    writeRange(range);
    const ctrl = new AbortController();
    fetchMetrics(range, ctrl.signal).then(setData, () => setData(undefined));
    return () => ctrl.abort();
  }, [range]);

  const kpis = data ? summarise(data) : [];
  return (
    <main className="dashboard">
      <header>
        <h1>Аналитика</h1>
        <RangePresets value={range} today={today} onChange={setRange} />
        <CustomRange value={range} onChange={setRange} />
        <ThemeToggle />
      </header>
      <div className="kpi-grid">{kpis.map((k) => <KpiCard key={k.id} {...k} />)}</div>
      {data && <TrendChart days={data.days} />}
    </main>
  );
}
