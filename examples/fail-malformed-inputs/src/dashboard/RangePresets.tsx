import { presetRange, type DateRange, type PresetId } from './date-range.js';

const PRESETS: Array<{ id: PresetId; label: string }> = [
  { id: 'week', label: 'Неделя' },
  { id: 'month', label: 'Месяц' },
  { id: 'quarter', label: 'Квартал' },
];

export function RangePresets(props: { value: DateRange; today: Date; onChange(r: DateRange): void }) {
  return (
    <div role="group" aria-label="Период" className="range-presets">
      {PRESETS.map((p) => {
        const range = presetRange(p.id, props.today);
        const active = range.from === props.value.from && range.to === props.value.to;
        return (
          <button key={p.id} type="button" data-testid={`preset-${p.id}`} aria-pressed={active} onClick={() => props.onChange(range)}>
            {p.label}
          </button>
        );
      })}
    </div>
  );
}
