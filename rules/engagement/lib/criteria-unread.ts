/**
 * criteria-owned's and criteria-trace-coverage's reading of a criteria.md that yields no criteria: the headings whose
 * bullets it holds, so a criteria list under a title neither reads (`## Definition of done`) is not passed over silently,
 * and the criteria sections holding no bullet or table row.
 */
import { criteriaSections, plainTitle, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';

const NO_BULLETS = 'criteria.md has no "Done when" / "Deliverables expected" bullets';

/** The headings over criteria.md's top-level bullets, in order, each once (`line` 0 for bullets before any heading). */
function bulletHeadings(doc: MarkdownDoc): Array<{ title: string; line: number }> {
  // Setext headings too, as criteriaSections reads them.
  const heads = doc.headingsIn('protocol');
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

/** The titles of criteria.md's criteria sections, quoted, with "section holds" or "sections hold" after them: called when none gave a criterion. */
function emptySections(doc: MarkdownDoc): string {
  const titles = criteriaSections(doc).map((s) => ({ title: plainTitle(s.title) }));
  return titles.length ? `its ${named(titles)} ${titles.length === 1 ? 'section holds' : 'sections hold'} no bullet or table row to read` : '';
}

/** The skip's detail: the criteria sections that hold nothing to read, and the titles of the sections holding top-level bullets, when criteria.md has any. */
export function noCriteriaDetail(doc: MarkdownDoc | undefined): string {
  const titles = doc ? bulletHeadings(doc) : [];
  const empty = doc ? emptySections(doc) : '';
  if (empty) return `${NO_BULLETS}: ${empty}${titles.length ? `; its bullets stand under ${named(titles)}, none of them a criteria section` : ''}`;
  if (!titles.length) return NO_BULLETS;
  return `${NO_BULLETS}: its bullets stand under ${named(titles)}, none of them a criteria section (title it "Done when", or label each criterion \`crit-N:\`)`;
}

/**
 * criteria-trace-coverage's failure when criteria.md names no criterion (nothing was read). With no criteria section
 * ("Done when", "Deliverables expected", «Критерии приёмки», "Acceptance criteria", "Acceptance"), the template's
 * `## Done when` is missing: the finding stands at the heading over criteria.md's first top-level bullets, else at
 * line 1. With criteria sections that hold no bullet or table row (empty, or prose), a finding stands at each
 * heading. Either way no §3 can be checked against the criteria.
 */
export function noCriteriaSection(doc: MarkdownDoc): { detail: string; findings: Finding[] } {
  const titles = bulletHeadings(doc);
  const sections = criteriaSections(doc);
  const elsewhere = titles.length ? ` (its bullets stand under ${named(titles)})` : '';
  if (sections.length) {
    return {
      detail: `criteria.md names no criterion: ${emptySections(doc)}${elsewhere}, so §3 cannot be checked against its criteria`,
      findings: sections.map((s) => doc.at(s.heading.line, `"${plainTitle(s.title).slice(0, 40)}" holds no bullet or table row to read: write each criterion under it as a bullet (\`- …\`) or a table row`)),
    };
  }
  const first = titles[0];
  return {
    detail: `criteria.md names no criterion: it has no "Done when" section${elsewhere}, so §3 cannot be checked against its criteria`,
    findings: [doc.at(first?.line || 1, `no "Done when" section: the criteria the director accepts against are listed under \`## Done when\`, one bullet each, or labelled \`crit-N:\`${first?.line ? `; "${first.title.slice(0, 40)}" is no criteria section` : ''}`)],
  };
}
