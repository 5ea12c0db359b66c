/**
 * criteria-owned's and criteria-trace-coverage's reading of a criteria.md that yields no criteria: the headings whose
 * bullets it holds, so a criteria list under a title neither reads (`## Definition of done`) is not passed over silently.
 */
import { criteriaHeading, plainTitle, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';

const NO_BULLETS = 'criteria.md has no "Done when" / "Deliverables expected" bullets';

/** The headings over criteria.md's top-level bullets, in order, each once (`line` 0 for bullets before any heading). */
function bulletHeadings(doc: MarkdownDoc): Array<{ title: string; line: number }> {
  const heads = doc.headings;
  const out = new Map<string, number>();
  let k = -1;
  // Items and headings both come in line order: the heading pointer only moves forward.
  for (const it of doc.listItems(undefined, { allMarkers: true })) {
    while (k + 1 < heads.length && heads[k + 1]!.line <= it.line) k++;
    const title = k >= 0 ? plainTitle(heads[k]!.text) : '(no heading)';
    if (it.text.length - it.text.trimStart().length < 2 && !out.has(title)) out.set(title, k >= 0 ? heads[k]!.line : 0);
  }
  return [...out].map(([title, line]) => ({ title, line }));
}

/** The titles, quoted, four at most. */
const named = (titles: Array<{ title: string }>) => `${titles.slice(0, 4).map((t) => `"${t.title.slice(0, 40)}"`).join(', ')}${titles.length > 4 ? ', …' : ''}`;

/** The skip's detail: the titles of the sections holding top-level bullets, when criteria.md has any. */
export function noCriteriaDetail(doc: MarkdownDoc | undefined): string {
  const titles = doc ? bulletHeadings(doc) : [];
  if (!titles.length) return NO_BULLETS;
  return `${NO_BULLETS}: its bullets stand under ${named(titles)}, none of them a criteria section (title it "Done when", or label each criterion \`crit-N:\`)`;
}

/**
 * criteria-trace-coverage's failure when criteria.md names no criterion (no bullets were read) and has no
 * criteria section either ("Done when", "Deliverables expected", «Критерии приёмки», "Acceptance criteria"):
 * the template's `## Done when` is missing, so no §3 can be checked against it. Undefined when such a section
 * is there (its criteria a table or prose: the skip names the headings). The finding stands at the heading over
 * criteria.md's first top-level bullets, else at line 1.
 */
export function noCriteriaSection(doc: MarkdownDoc): { detail: string; finding: Finding } | undefined {
  if (doc.sections(criteriaHeading).length) return undefined;
  const titles = bulletHeadings(doc);
  const first = titles[0];
  return {
    detail: `criteria.md names no criterion: it has no "Done when" section${titles.length ? ` (its bullets stand under ${named(titles)})` : ''}, so §3 cannot be checked against its criteria`,
    finding: doc.at(first?.line || 1, `no "Done when" section: the criteria the director accepts against are listed under \`## Done when\`, one bullet each, or labelled \`crit-N:\`${first?.line ? `; "${first.title.slice(0, 40)}" is no criteria section` : ''}`),
  };
}
