import { Sparkline } from './Sparkline.js';

export interface KpiCardProps {
  id: 'visits' | 'conversions' | 'rate' | 'revenue';
  title: string;
  value: string;
  deltaPct: number;
  daily: number[];
}

export function KpiCard({ id, title, value, deltaPct, daily }: KpiCardProps) {
  const up = deltaPct >= 0;
  return (
    <section className="kpi-card" data-testid={`kpi-${id}`} aria-labelledby={`kpi-${id}-title`}>
      <h3 id={`kpi-${id}-title`} className="muted">{title}</h3>
      <p className="kpi-card__value">{value}</p>
      <p className={up ? 'kpi-card__delta--up' : 'kpi-card__delta--down'}>
        {up ? '▲' : '▼'} {Math.abs(deltaPct).toFixed(1)}% к прошлому периоду
      </p>
      <Sparkline values={daily} aria-hidden />
    </section>
  );
}
