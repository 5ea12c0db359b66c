/** A table row of a contract rendering's section read as an item: which cell holds the domain, which the response. */
import { leadingName } from './markdown-items.js';
import { SECTION_RESPONSE } from './markdown-lines.js';
import { RESPONSE_BY_SQUASH, squash } from './vocabulary.js';

type Cell = { text: string; col: number };

/** Whether a cell is a domain name and nothing else (`External`, `FileModification (durable)`). */
function domainCell(c: Cell): boolean {
  const lead = leadingName({ line: 0, col: c.col, content: c.text });
  return lead?.domain !== undefined && lead.rest.trim() === '';
}

/**
 * The content an item reads from a table row, and the column it starts at. A header row naming a
 * `Domain` column (any position) makes that cell the row's label, and a `Response` column's cell its
 * qualifier: `| Action | Domain |` rows read as `Domain: action`. Without one, a response section's
 * row whose first cell is no domain is read by the cell that is exactly a domain name; else the
 * first cell is the label. A `Domain` cell is meant as a domain: one that names none is reported, not
 * read as an action of no domain. **Halt conditions** rows are a trigger, then its action.
 */
export function tableRowItem(header: Cell[], cells: Cell[], section: string): { content: string; col: number; domainCell?: boolean } | undefined {
  const first = cells[0];
  if (!first) return undefined;
  const others = (skip: number[]) => cells.filter((_, i) => !skip.includes(i)).map((c) => c.text).filter(Boolean);
  if (section === 'Halt conditions') {
    const rest = others([0]);
    return { content: rest.length ? `${first.text} → ${rest.join(' — ')}` : first.text, col: first.col };
  }
  const column = (name: string) => header.findIndex((h) => squash(h.text) === name || squash(h.text) === `${name}s`);
  const d = column('domain');
  const r = column('response');
  let at = d >= 0 && cells[d]?.text ? d : -1;
  if (at < 0 && d < 0 && SECTION_RESPONSE[section] && !domainCell(first)) at = cells.findIndex((c, i) => i > 0 && domainCell(c));
  if (at < 0) at = 0;
  const label = cells[at]!;
  const response = r >= 0 && r !== at ? cells[r]?.text : undefined;
  const rest = others(response ? [at, r] : [at]);
  return { content: `${label.text}${response ? ` (${response})` : ''}${rest.length ? `: ${rest.join(' — ')}` : ''}`, col: label.col, ...(at === d ? { domainCell: true } : {}) };
}

/**
 * Whether a table row gives a domain its response: the header names a `Domain` or `Response` column, or
 * the row holds a cell that is a domain name alone and another that is a response (`| External | Autonomous |`).
 */
export function domainTable(header: Cell[], cells: Cell[]): boolean {
  if (header.some((h) => ['domain', 'domains', 'response', 'responses'].includes(squash(h.text)))) return true;
  const at = cells.findIndex(domainCell);
  return at >= 0 && cells.some((c, i) => i !== at && RESPONSE_BY_SQUASH.has(squash(c.text)));
}
