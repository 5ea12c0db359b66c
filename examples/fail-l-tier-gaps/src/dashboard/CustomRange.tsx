import { useState } from 'react';
import type { DateRange } from './date-range.js';

/** Two date inputs; the range is applied only when it is valid, so the URL never holds an inverted range. */
export function CustomRange(props: { value: DateRange; onChange(r: DateRange): void }) {
  const [draft, setDraft] = useState(props.value);
  const invalid = draft.from > draft.to;
  return (
    <form className="custom-range" onSubmit={(e) => { e.preventDefault(); if (!invalid) props.onChange(draft); }}>
      <label>С <input type="date" data-testid="range-from" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} /></label>
      <label>По <input type="date" data-testid="range-to" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} /></label>
      {invalid && <p role="alert">Дата начала позже даты конца</p>}
      <button type="submit" data-testid="range-apply" disabled={invalid}>Показать</button>
    </form>
  );
}
