/**
 * criteria-owned's and criteria-trace-coverage's skip when criteria.md yields no criteria: the headings whose
 * bullets it holds, so a criteria list under a title neither reads (`## Definition of done`) is not skipped silently.
 */
import { plainTitle, type MarkdownDoc } from '@engagement-lint/core/kit';

const NO_BULLETS = 'criteria.md has no "Done when" / "Deliverables expected" bullets';

/** The skip's detail: the titles of the sections holding top-level bullets, when criteria.md has any. */
export function noCriteriaDetail(doc: MarkdownDoc | undefined): string {
  if (!doc) return NO_BULLETS;
  const heads = doc.headings;
  const titles = new Set<string>();
  let k = -1;
  // Items and headings both come in line order: the heading pointer only moves forward.
  for (const it of doc.listItems(undefined, { allMarkers: true })) {
    while (k + 1 < heads.length && heads[k + 1]!.line <= it.line) k++;
    if (it.text.length - it.text.trimStart().length < 2) titles.add(k >= 0 ? plainTitle(heads[k]!.text) : '(no heading)');
  }
  if (!titles.size) return NO_BULLETS;
  const named = [...titles].slice(0, 4).map((t) => `"${t.slice(0, 40)}"`).join(', ');
  return `${NO_BULLETS}: its bullets stand under ${named}${titles.size > 4 ? ', …' : ''}, none of them a criteria section (title it "Done when", or label each criterion \`crit-N:\`)`;
}
