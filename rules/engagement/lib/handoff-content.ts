/**
 * What the protocol asks of some handoff sections' content, beyond their headings: §1 comes first ("The first
 * section is ALWAYS the diff") and holds git's own output at M and L ("required (full git stat)", at L "+
 * commits"), §11 is not left empty at M and L ("required (or "None")"), §2 names no changed file §1 does not
 * list (other sections "do not redefine what changed"), and §4 lists every executor report
 * ("- {specialist-name} — `executor-reports/{specialist}.md`").
 */
import { citedPaths, MAX_FINDINGS, diffStatLine, diffSummaryChanges, markdownStem, nameStatusPaths, plainTitle, renameSides, scalarText, truncatedTail, type EngagementModel, type Finding, type MarkdownDoc, type Section, type Tier } from '@engagement-lint/core/kit';
import { namesWhole } from './whole-name.js';

export interface ContentProblem {
  finding: Finding;
  /** The problem in a few words, for the check's detail. */
  detail: string;
  /** How to fix it, for the check's fix. */
  fix?: string;
  /** A heading with no number standing before §1, which the missing-section check may report already. */
  unnumbered?: boolean;
}

/** Blockquote marks and a list marker before a line's own text (a pasted stat may sit in either). */
const LINE_LEAD = /^(?:>[ \t]?){0,8}(?:[-*+][ \t]+)?/;
/** `git diff --stat`'s (or `--shortstat`'s) summary: `5 files changed, 101 insertions(+), 2 deletions(-)`. */
const STAT_SUMMARY = /^\d+ files? changed(?:,|$)/;
/** A `git diff --numstat` line: added, removed (`-` for a binary file), then the path. */
const NUMSTAT = /^(?:\d+|-)\t(?:\d+|-)\t\S/;
/** A `git diff` command line, with or without a prompt (`$ git diff --name-only main..HEAD`). */
const DIFF_COMMAND = /^(?:\$[ \t]?)?git[ \t]+diff\b/;
/**
 * A commit as `git log` lists it: `--oneline` (`89c5a7c feat: x`), its `--graph` (`* 89c5a7c (HEAD -> main) x`)
 * or the long form's `commit <hash>`. A short hash has a digit: a word of hex letters (`defaced`) is none.
 */
const COMMIT_LINE = /^(?:[*|/\\][ \t]{0,4}){0,8}(?:commit[ \t]+)?`?([0-9a-f]{7,40})`?(?![0-9A-Za-z])(?:[ \t]+\S|$)/;

/** What §1 holds of git's output: a listing of every file (`--stat` and its kin), and commits. */
function gitOutput(doc: MarkdownDoc, s1: Section): { listing: boolean; commits: boolean } {
  let listing = false;
  let commits = false;
  let diffCommand = false;
  for (const { text } of doc.linesOf(s1, { skipComments: true })) {
    const body = text.trim().replace(LINE_LEAD, '');
    if (DIFF_COMMAND.test(body)) diffCommand = true;
    else if (diffStatLine(body) || STAT_SUMMARY.test(body) || NUMSTAT.test(body) || nameStatusPaths(body) || (diffCommand && !/\s/.test(body) && pathOf(body) !== undefined)) listing = true;
    else {
      const c = COMMIT_LINE.exec(body);
      if (c && /\d/.test(c[1]!)) commits = true;
    }
    if (listing && commits) break;
  }
  return { listing, commits };
}

/** A handoff's own title, when its first heading is no H1 (`## Handoff — iteration 2`): no section. */
const HANDOFF_TITLE = /^(?:handoff|hand-off|хэндофф|хендофф|передача)(?![\p{L}])/iu;
/**
 * A paragraph of metadata (`**Iteration:** 2`) over a `---` meant as a rule: markdown makes it a setext heading,
 * yet its text is a label and a value, no section's title.
 */
const METADATA_LINE = /^(?:\*\*|__)?\p{L}[\p{L}\p{N} _/-]{0,40}:(?:\*\*|__)?\s/u;

/**
 * The headings standing before §1 as sections of their own (`## TL;DR` over `## 1. Diff summary`): at the numbered
 * sections' level, unnumbered (a numbered one is {@link diffFirst}'s), holding some text. Not one: the document's
 * title (its first heading when an H1, or one naming the handoff), a heading above that level (a title or a heading
 * the sections sit under, `# Iteration 2`), a deeper one (a part of the title's preamble), a heading with nothing
 * under it, and a setext heading that is a metadata line over a rule. Fenced and commented headings are no headings.
 */
function unnumberedFirst(doc: MarkdownDoc, s1: Section): ContentProblem[] {
  const level = s1.heading.level;
  const numbered = new Set(doc.numberedSections('protocol').map((s) => s.heading.line));
  const out: ContentProblem[] = [];
  const before = doc.headingsIn('protocol').filter((h) => h.line < s1.heading.line);
  // The findings a report shows, at most: a handoff may hold 200,000 headings above §1.
  for (let i = 0; i < before.length && out.length < MAX_FINDINGS; i++) {
    const h = before[i]!;
    if (h.level !== level || numbered.has(h.line)) continue;
    const title = plainTitle(h.text);
    if (i === 0 && (h.level === 1 || HANDOFF_TITLE.test(title))) continue;
    if (h.underline !== undefined && METADATA_LINE.test(h.text.trim())) continue;
    const body = doc.sectionOf(h, 'protocol');
    if (!doc.linesOf({ start: body.start, end: Math.min(body.end, s1.heading.line - 1) }, { skipComments: true }).some(({ text }) => /[\p{L}\p{N}]/u.test(text))) continue;
    const shown = `${'#'.repeat(h.level)} ${title}`;
    out.push({
      finding: doc.at(h.line, `\`${shown}\` (line ${h.line}) stands before §1 Diff summary (line ${s1.heading.line}): "The first section is ALWAYS the diff"; move it below §1, or what it says into §1`),
      detail: `a section stands before §1 Diff summary (\`${shown}\` at line ${h.line})`,
      unnumbered: true,
      fix: `Start the handoff's sections with \`${'#'.repeat(level)} 1. Diff summary\`: a summary or note above it belongs in §1 or a later section (the document's title and metadata lines may stay above it).`,
    });
  }
  return out;
}

/** §1 first among the sections: "The first section is ALWAYS the diff". */
function diffFirst(doc: MarkdownDoc): ContentProblem[] {
  const s1 = doc.section(1, 'protocol');
  if (!s1) return [];
  const first = doc.numberedSections('protocol')[0];
  const out = unnumberedFirst(doc, s1);
  if (!first || first.heading.line >= s1.heading.line) return out;
  return [
    {
      finding: doc.at(s1.heading.line, `§1 Diff summary stands after §${first.number} ${plainTitle(first.title)} (line ${first.heading.line}): "The first section is ALWAYS the diff"; move §1 above every other section`),
      detail: `§1 Diff summary is not the first section (§${first.number} is, at line ${first.heading.line})`,
      fix: 'Move `## 1. Diff summary` above every other section: the director reads it first.',
    },
    ...out,
  ];
}

/**
 * The numbered sections in the template's order (§1 is diffFirst's): one that stands after a higher-numbered one is
 * said, as a warning ("Schemas are fixed", though only §1's place is spelled out). A heading read as another section's
 * misnumbering is the missing-section check's.
 */
function sectionOrder(doc: MarkdownDoc): ContentProblem[] {
  const out: ContentProblem[] = [];
  let highest: Section | undefined;
  for (const s of doc.numberedSections('protocol')) {
    if (s.number === undefined || doc.section(s.number, 'protocol')?.heading.line !== s.heading.line) continue;
    if (highest && s.number > 1 && s.number < highest.number! && out.length < MAX_FINDINGS) {
      out.push({
        finding: doc.at(s.heading.line, `§${s.number} ${plainTitle(s.title)} stands after §${highest.number} ${plainTitle(highest.title)} (line ${highest.heading.line}): the template's sections run from §1 to §11 in order; move it above`, undefined, 'warning'),
        detail: `sections out of the template's order (§${s.number} after §${highest.number})`,
        fix: "Put the numbered sections in the template's order, §1 to §11.",
      });
    }
    if (!highest || s.number > highest.number!) highest = s;
  }
  return out;
}

/** §1's git output at M and L of a dev engagement (other domains list created, modified and removed files instead). */
function diffOutput(model: EngagementModel, doc: MarkdownDoc, size: Tier): ContentProblem[] {
  const s1 = doc.section(1, 'protocol');
  if (size === 'S' || !s1 || scalarText(model.frontmatter?.['domain'])?.trim() !== 'dev') return [];
  const { listing, commits } = gitOutput(doc, s1);
  const out: ContentProblem[] = [];
  if (!listing)
    out.push({
      finding: doc.at(s1.heading.line, `§1 holds no \`git diff --stat\` output: at size ${size} the protocol requires "full git stat" (a one-line summary is enough only at S); paste the raw output of \`git diff --stat {base}..HEAD\``),
      detail: `§1 Diff summary holds no git diff --stat output (required at size ${size})`,
      fix: 'Paste the raw output of `git diff --stat {base}..HEAD` into §1.',
    });
  if (size === 'L' && !commits)
    out.push({
      finding: doc.at(s1.heading.line, '§1 lists no commits: at size L the protocol requires "full git stat + commits"; paste the output of `git log --oneline {base}..HEAD`'),
      detail: '§1 Diff summary lists no commits (required at size L)',
      fix: 'Paste the output of `git log --oneline {base}..HEAD` into §1.',
    });
  return out;
}

/** A heading that says there is nothing to defer after its title (`Known deferrals — None`). */
const NONE_IN_TITLE = /(?:^|[\s:—–-])(?:none|n\/a|нет)\.?$/i;

/** §11 at M and L holds something: its deferrals, or "None". */
function deferralsAnswered(doc: MarkdownDoc, size: Tier): ContentProblem[] {
  const s11 = doc.section(11, 'protocol');
  if (size === 'S' || !s11) return [];
  // `## 11. Known deferrals: None` answers in its heading.
  if (NONE_IN_TITLE.test(plainTitle(s11.title))) return [];
  // Read in runs of lines, so the first line that says something ends the reading (a long §11 is not copied whole).
  for (let a = s11.start; a <= s11.end; a += 256) {
    if (doc.linesOf({ start: a, end: Math.min(s11.end, a + 255) }, { skipComments: true }).some(({ text }) => /[\p{L}\p{N}]/u.test(text))) return [];
  }
  return [
    {
      finding: doc.at(s11.heading.line, `§11 Known deferrals is empty: at size ${size} it is "required (or "None")"; list each deferral with its justification, or write "None"`),
      detail: '§11 Known deferrals is empty',
      fix: 'Write each deferral in §11 with what justifies it, or "None".',
    },
  ];
}

const QUOTES = '`\'"*_';
/**
 * A token as a path (`src/a.py`, `README.md`, `src/jobs/`), its quotes and a line suffix (`:31-36`) removed;
 * undefined for a word, a URL or a glob. Unquoted, a name with a slash and no extension (`N/A`, `and/or`) is
 * a word: only a backticked one (`` `src/jobs` ``) is a folder.
 */
function pathOf(token: string): string | undefined {
  if (!token.startsWith('`') && !/\.[A-Za-z][\w-]{0,9}[`'"*_,;:.)]*$|\/[`'"*_,;:.)]*$|\/[^/]*\//.test(token)) return undefined;
  let a = 0;
  let b = token.length;
  while (a < b && QUOTES.includes(token[a]!)) a++;
  while (b > a && (QUOTES + ',;:.)').includes(token[b - 1]!)) b--;
  const t = token.slice(a, b).replace(/^\.\//, '').replace(/(?::\d[\d,-]*|#L\d[\w-]*)$/, '');
  if (!t || /[\s*?]/.test(t) || t.includes('://') || !/\p{L}/u.test(t)) return undefined;
  return t.includes('/') || /\.[A-Za-z][\w-]{0,9}$/.test(t) ? t : undefined;
}

/** The paths an item opens with (`` `a.py`, `b.py` — tests ``), each with its column in `content`; none when it opens with a word. */
function leadingPaths(content: string): Array<{ path: string; at: number }> {
  const out: Array<{ path: string; at: number }> = [];
  let i = 0;
  for (let k = 0; k < 50; k++) {
    while (content[i] === ' ' || content[i] === '\t') i++;
    let start = i;
    let end: number;
    if (content[i] === '[') {
      // A markdown link (`[DateRange](src/dashboard/DateRange.tsx)`): its target is the path, its text only a name.
      // The `](` must close this bracket: `[x] src/a.ts — see [docs](…)` opens with a checkbox, no link.
      const target = content.indexOf('](', i + 1);
      const close = target < 0 || /[[\]]/.test(content.slice(i + 1, target)) ? -1 : content.indexOf(')', target + 2);
      if (close < 0) break;
      start = target + 2;
      end = close;
      i = close + 1;
    } else if (content[i] === '`') {
      const close = content.indexOf('`', i + 1);
      if (close < 0) break;
      end = i = close + 1;
    } else {
      while (i < content.length && !/[\s,;]/.test(content[i]!)) i++;
      end = i;
    }
    const path = pathOf(content.slice(start, end));
    if (!path) break;
    // The column of the path itself, inside its backticks.
    out.push({ path, at: content[start] === '`' ? start + 1 : start });
    // Another path follows after a comma, `and`, `&` or `+`; anything else ends the run.
    const join = /^[ \t]{0,3}(?:,[ \t]{0,3}(?:and[ \t]+)?|(?:and|&|\+)[ \t]+)/.exec(content.slice(i, i + 12));
    if (!join) break;
    i += join[0].length;
  }
  return out;
}

/** Words saying a §2 item names a file that did not change (context, not a deliverable). */
const UNCHANGED = /\b(?:un(?:changed|touched|modified)|not (?:been )?(?:modified|changed|touched|edited)|no changes?|reviewed only|read[- ]only|existing)\b/i;

/** Past this length a name is no path git lists (PATH_MAX is 4096), and reading its every tail would be quadratic. */
const MAX_PATH = 4096;
/** The folders of a path looked at, from its start: enough for any real tree, and a bound on a line of slashes. */
const MAX_DEPTH = 64;

/** §1's files, to look a §2 path up in: full paths with their tails, git's truncated tails, and their folders. */
class ListedFiles {
  private readonly full = new Set<string>();
  private readonly suffixes = new Set<string>();
  private readonly tails = new Set<string>();
  private readonly folders = new Set<string>();
  constructor(paths: Iterable<string>) {
    for (const listed of paths)
      for (const raw of renameSides(listed)) {
        const p = raw.trim().replace(/^\.\//, '');
        const tail = truncatedTail(p);
        if (tail !== undefined) {
          this.tails.add(tail.replace(/^\//, ''));
          continue;
        }
        this.full.add(p);
        if (p.length > MAX_PATH) continue;
        for (let s = p.indexOf('/'), k = 0; s >= 0 && k < MAX_DEPTH; s = p.indexOf('/', s + 1), k++) {
          this.suffixes.add(p.slice(s + 1));
          this.folders.add(p.slice(0, s));
        }
      }
  }

  /** Whether §1 lists `p`: the same path, one ending with it, one it ends with (written from another folder), a truncated tail it ends with, or, for a folder, a file under it. */
  has(p: string): boolean {
    const q = p.replace(/\/$/, '');
    if (this.full.has(q) || this.suffixes.has(q) || this.folders.has(q)) return true;
    for (let s = q.indexOf('/'), k = 0; s >= 0 && k < MAX_DEPTH && q.length <= MAX_PATH; s = q.indexOf('/', s + 1), k++) {
      const end = q.slice(s + 1);
      if (this.full.has(end) || this.tails.has(end)) return true;
    }
    return this.tails.has(q);
  }
}

/** Runs of text between spaces: the tokens of a line a path may be written as. */
const SPACES = /\s+/;

/**
 * Every path §1 names, listed as changed or not: in its prose ("Unchanged since iteration 1: `index.html`"),
 * backticked or bare, written with `\` or holding a space, as cited paths are read.
 */
function namedIn(doc: MarkdownDoc, s1: Section): string[] {
  const out = citedPaths(doc, s1, { engagementRoots: true, illustrations: 'introduced', spaces: true, windows: true, diffStat: true }).map((c) => c.path);
  for (const { text } of doc.linesOf(s1, { skipComments: true }))
    for (const token of text.split(SPACES)) {
      const p = token && pathOf(token);
      if (p) out.push(p);
    }
  return out;
}

/**
 * §2 items opening with a path §1 does not name: a warning, for §2 may name a file as context. The
 * manifest is "{artefact path} — {short description}" and may list a deliverable this round left as it
 * was: a path §1 names anywhere, in its file list or its prose, is accounted for.
 */
function manifestInDiff(model: EngagementModel, doc: MarkdownDoc): ContentProblem[] {
  const s2 = doc.section(2, 'protocol');
  const s1 = doc.section(1, 'protocol');
  if (!s2 || !s1) return [];
  const changes = diffSummaryChanges(doc, 'protocol');
  // No file list in §1 (a one-line summary): nothing to hold §2 to.
  if (!changes.length) return [];
  const listed = new ListedFiles([...changes.map((c) => c.path), ...namedIn(doc, s1)]);
  const out: ContentProblem[] = [];
  for (const item of doc.listItems(s2)) {
    if (UNCHANGED.test(item.content)) continue;
    for (const { path, at } of leadingPaths(item.content)) {
      // The engagement's own files (screens, traces) are evidence, not the diff.
      if (/^engagement(?:-[\w-]+)?\//.test(path) || path.startsWith(`${model.relDir}/`) || listed.has(path)) continue;
      out.push({
        finding: doc.at(
          item.line,
          `§2 lists \`${path}\`, which §1 does not: §1 is "the source of truth for what changed" and the other sections "do not redefine what changed"; add it to §1 if it changed, or say in §2 that it did not`,
          item.column + at,
          'warning',
        ),
        detail: `§2 lists ${path}, which §1 does not`,
        fix: 'List every changed file in §1 (the diff); §2 describes the deliverables §1 lists.',
      });
    }
  }
  return out;
}

/** A heading under §4 that is not its list of reports: the cross-validation table and the lead's duties. */
const NOT_REPORT_LIST = /^(?:4[ \t]*[a-z]|4-|cross[- ]?valid)/i;

/** Executor reports §4 does not name (by the specialist's name or the report's file), at M and L: a warning, as the template shows the list. */
function reportsListed(model: EngagementModel, doc: MarkdownDoc, size: Tier): ContentProblem[] {
  const s4 = doc.section(4, 'protocol');
  if (size === 'S' || !s4) return [];
  const reports = model.executorReports();
  if (!reports.length) return [];
  // §4's lines, without its §4a table (which quotes reports by name whether or not §4 lists them).
  const headings = new Map(doc.headingsIn('protocol').filter((h) => h.line >= s4.start && h.line <= s4.end).map((h) => [h.line, h]));
  const lines: string[] = [];
  let skipping = false;
  for (const { line, text } of doc.linesOf(s4, { skipComments: true })) {
    const h = headings.get(line);
    if (h) skipping = NOT_REPORT_LIST.test(plainTitle(h.text));
    if (!skipping) lines.push(text.toLowerCase());
  }
  const text = lines.join('\n');
  const out: ContentProblem[] = [];
  for (const r of reports) {
    const name = markdownStem(r.rel.slice(r.rel.lastIndexOf('/') + 1));
    if (!name || namesWhole(text, name.toLowerCase())) continue;
    out.push({
      finding: doc.at(s4.heading.line, `§4 Executor reports does not list executor-reports/${r.rel.slice(r.rel.lastIndexOf('/') + 1)}: the template lists each specialist's report ("- {specialist-name} — \`executor-reports/{specialist}.md\`"); add a line for ${name}`, undefined, 'warning'),
      detail: `§4 does not list executor-reports/${name}.md`,
      fix: 'List each executor report in §4 as `- {specialist-name} — executor-reports/{specialist}.md`.',
    });
  }
  return out;
}


/** The protocol's asks of the handoff's content: failures where it is clear, warnings where the text can only suggest. */
export function handoffContent(model: EngagementModel, doc: MarkdownDoc, size: Tier): { fails: ContentProblem[]; warns: ContentProblem[] } {
  return {
    fails: [...diffFirst(doc), ...diffOutput(model, doc, size), ...deferralsAnswered(doc, size)],
    warns: [...manifestInDiff(model, doc), ...reportsListed(model, doc, size), ...sectionOrder(doc)],
  };
}
