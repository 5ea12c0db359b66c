// What the §4a rules report of a table of any length: findings and detail lists built only as far as a
// report shows them, the rest counted, so 200,000 rows do not build 200,000 messages.
import { MAX_FINDINGS, type Finding } from '@engagement-lint/core/kit';

/**
 * Findings added in line order, several to a line, to be sorted by line and column: every finding of a line
 * is built while fewer than MAX_FINDINGS came before that line, so the first MAX_FINDINGS of the sorted
 * list (all a report shows) are always among those built, whatever their columns.
 */
export class LineOrderFindings {
  readonly built: Finding[] = [];
  total = 0;
  private line = -1;
  private before = 0;

  add(line: number, finding: () => Finding): void {
    if (line !== this.line) [this.line, this.before] = [line, this.total];
    this.total++;
    if (this.before < MAX_FINDINGS) this.built.push(finding());
  }
}

/**
 * Characters of a detail's list kept: twice the 2,000 a report shows of a detail, so the detail shown is the
 * one the whole list gives (it is cut inside the list either way).
 */
const LIST_CHARS = 4000;

/** The items of a list a detail names (`L12 (contract)`, joined with `, `), counted all, kept up to LIST_CHARS. */
export class DetailList {
  readonly items: string[] = [];
  count = 0;
  private chars = 0;

  add(item: () => string): void {
    this.count++;
    if (this.chars > LIST_CHARS) return;
    const s = item();
    this.items.push(s);
    this.chars += s.length + 2;
  }

  toString(): string {
    return this.items.join(', ');
  }
}
