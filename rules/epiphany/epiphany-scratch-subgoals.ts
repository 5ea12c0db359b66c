import { oneSpaced, blockingProblem, defineRule, scratchHeadings, scratchTextLines, type EpiphanyModel, type Heading, type ScratchTextLine } from '@engagement-lint/core/kit-epiphany';
import { MAP, BRANCHES, EVIDENCE } from './lib/examples-fixtures.js';

/**
 * A heading that names a subgoal: the word alone (`# Subgoal`), or followed by `:`, a dash, an
 * arrow, a number or a one-letter label (`## Sub-goal 2 - x`, `# Sub goal A: x`, `# Subgoal → x`),
 * or by a bracketed note and one of those marks (`## Subgoal (step 12): x`); or the
 * label form anywhere, the word followed by `:` or a number (`## Current subgoal: x`, `## Next
 * sub-goal #2`). "Subgoal <plain word>..." (`## Subgoal checks`, `Subgoal status`) is a section of
 * the current subgoal, and a heading that only mentions the word (`## Notes on the subgoal`) is no subgoal.
 * The Russian word, «подцель», is read the same way (`## Подцель 1: …`, `## Текущая подцель: …`).
 */
const WORD = '(?:sub[\\s-]?goal|подцель)';
/** The word not inside another (`\b` is ASCII-only, so it would not bound «подцель»). */
const AT_WORD = `(?<![\\p{L}\\p{N}_])${WORD}`;
const LETTER = '[a-zа-яё]';
/** A short note in brackets after the word (`Subgoal (step 12): x`): bounded, so no scan runs on. */
const NOTE = '\\([^()]{0,40}\\)';
/** What sets a subgoal's name off from the word: `:`, a dash or an arrow (`Subgoal → x`). */
const SEP = '[:\\-—–→⇒]';
const SUBGOAL_START = new RegExp(`^${WORD}(?:$|\\s*${SEP}|\\s*#?\\d|\\s+${LETTER}(?:$|\\s*[:\\-—–→⇒.)])|\\s*${NOTE}\\s*(?:$|${SEP}))`, 'iu');
const SUBGOAL_LABEL = new RegExp(`${AT_WORD}\\s*(?::|#?\\d|[→⇒]|${NOTE}\\s*[:—–→⇒])`, 'iu');
/** Emphasis and code marks around a label (`**Subgoal:** x`) are no part of its words. */
const plainText = (text: string) => text.replace(/[*_`]+/g, '').trim();
const isSubgoal = (text: string) => {
  const plain = plainText(text);
  return SUBGOAL_START.test(plain) || SUBGOAL_LABEL.test(plain);
};
/**
 * A subgoal written as a line of its own at the left margin: a line wholly in bold or italics
 * read as a heading (`**Subgoal: x**`, `__Current subgoal 2__`), or a label line, "Subgoal"
 * with a capital, an optional number or letter, then `:` or a dash set off by a blank
 * (`Subgoal: x`, `**Subgoal:** x`, `Sub-goal 2 - x`, `Current subgoal: x`). A lower-case
 * "subgoal:" there is more likely a wrapped sentence; "Subgoal 2 is slow" or "Subgoal-level
 * notes" label nothing; list items, quotes and indented lines are never read.
 */
const LEAD = '(?:(?:current|next|new|active|текущая|следующая|новая|активная) )?';
const SUBGOAL_LINE = new RegExp(`^${LEAD}(?:sub[ -]?goal|подцель)(?: ?#?\\d+| ${LETTER})?(?: ?${NOTE})?(?::| ?[—–→⇒]| -(?: |$))`, 'iu');
const EMPHASIS = ['**', '__', '*', '_'];
const wholeEmphasis = (line: string) => EMPHASIS.some((m) => line.length > 2 * m.length && line.startsWith(m) && line.endsWith(m));
/** Blanks of any kind count as one space, so the line patterns need no unbounded quantifier. */
function isSubgoalLine(line: ScratchTextLine): boolean {
  if (wholeEmphasis(line.text)) return isSubgoal(line.text);
  const plain = oneSpaced(plainText(line.text));
  return /^\p{Lu}/u.test(plain) && SUBGOAL_LINE.test(plain);
}
/** A subgoal heading that names no subgoal of its own (`## Subgoal`, `# Current subgoal 2:`): the line under it says which. */
const BARE_SUBGOAL = new RegExp(`^${LEAD}(?:sub[ -]?goal|подцель)(?: ?#?\\d+)?(?: ?${NOTE})? ?:?$`, 'iu');
/** A setext underline, which ends a heading on the line above it. */
const UNDERLINE = /^ {0,3}(?:=+|-+)[ \t]*$/;

/**
 * Subgoal label lines, less one written under a bare subgoal heading with only blank lines
 * between (`## Current subgoal:` then `Subgoal: x`): that line names the heading's subgoal, not a second.
 */
function subgoalLines(lines: string[], textLines: ScratchTextLine[], subgoalHeadings: Heading[]): Heading[] {
  const bare = new Set(subgoalHeadings.filter((h) => BARE_SUBGOAL.test(oneSpaced(plainText(h.text)))).map((h) => h.line));
  const out: Heading[] = [];
  for (const l of textLines) {
    if (!isSubgoalLine(l)) continue;
    // Back over blank lines to the line above: each walk stops at the previous label at the latest, so all walks are linear.
    let i = l.line - 2;
    while (i >= 0 && lines[i]!.trim() === '') i--;
    const above = i >= 1 && UNDERLINE.test(lines[i]!) ? i : i + 1; // a setext heading's text is the line above its underline
    if (i >= 0 && bare.has(above)) continue;
    out.push({ level: 0, text: l.text, line: l.line });
  }
  return out;
}

/** The number or letter a subgoal heading carries (`Subgoal 2: x`, `Sub-goal B - x`), lower-cased. */
const SUBGOAL_NUMBER = new RegExp(`${AT_WORD}\\s*#?(\\d+)|${AT_WORD}\\s+(${LETTER})(?=$|[\\s:\\-—–.)])`, 'iu');
const labelOf = (text: string) => {
  const m = SUBGOAL_NUMBER.exec(plainText(text));
  return m ? (m[1] ?? m[2]!).toLowerCase() : undefined;
};

/**
 * The kinds of note think_subgoal allows ("temporary decomposition • open questions • candidate
 * checks • local reasoning that may be wrong"), and close variants, as words joined by one blank.
 */
const SCRATCH_SECTION = /^(?:(?:temporary |temp |task |subgoal )?decomposition|(?:open )?questions?|(?:candidate )?checks?|local reasoning(?: that)?(?: (?:may|might|could) be wrong)?)$/;
/**
 * Headings that name a kind of note rather than a subject (`# Notes`, `# Next steps`, `# Log`),
 * in English and Russian, the allowed kinds' Russian names among them: the one subgoal's notes
 * sorted under a generic title, as the allowed kinds are, not a second problem.
 */
const NOTE_SECTIONS = new Set([
  'notes', 'note', 'scratch', 'scratchpad', 'log', 'work log', 'worklog', 'journal', 'next steps', 'next step', 'next', 'todo', 'to do', 'todos',
  'action items', 'plan', 'steps', 'findings', 'observations', 'facts', 'results', 'ideas', 'hypotheses', 'hypothesis', 'assumptions', 'risks',
  'options', 'context', 'background', 'summary', 'status', 'problem', 'goal', 'done', 'blockers', 'references', 'links', 'misc', 'other',
  'заметки', 'примечания', 'черновик', 'лог', 'журнал', 'следующие шаги', 'дальше', 'план', 'шаги', 'находки', 'наблюдения', 'факты', 'результаты',
  'идеи', 'гипотезы', 'допущения', 'риски', 'контекст', 'итоги', 'статус', 'проблема', 'цель', 'вопросы', 'открытые вопросы', 'проверки',
  'возможные проверки', 'декомпозиция', 'рассуждения',
]);
/** A roman numeral short enough to number a section (`II. Open questions`). */
const ROMAN = /^[ivx]{1,4}$/;
/**
 * A heading naming one of those kinds: a section of the one subgoal's scratch, not a subject of
 * its own. Case, emphasis, punctuation, emoji and numbering (`1.`, `2.3`, `A)`, `IV.`, a count
 * after it) are no part of the name.
 */
function isScratchSection(text: string): boolean {
  const words = plainText(text).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  let from = 0;
  let to = words.length;
  while (from < to && /^\d+$/.test(words[from]!)) from++;
  if (to - from > 1 && (words[from]!.length === 1 || ROMAN.test(words[from]!))) from++;
  while (to > from && /^\d+$/.test(words[to - 1]!)) to--;
  const name = words.slice(from, to).join(' ');
  return SCRATCH_SECTION.test(name) || NOTE_SECTIONS.has(name);
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** `n` as an ordinal: words up to tenth, then 11th, 21st, 22nd, 23rd, 111th. */
function ordinal(n: number): string {
  if (n <= ORDINALS.length) return ORDINALS[n - 1]!;
  const teen = Math.floor(n / 10) % 10 === 1;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Subgoal headings, a repeat of an earlier one's number or letter (`## Subgoal 2 checks` under `# Subgoal 2: x`) being a section of it. */
function distinctSubgoals(named: Heading[]): Heading[] {
  const labels = new Set<string>();
  return named.filter((h) => {
    const label = labelOf(h.text);
    if (label === undefined) return true;
    if (labels.has(label)) return false;
    labels.add(label);
    return true;
  });
}

export default defineRule<EpiphanyModel>({
  id: 'epiphany-scratch-subgoals',
  pack: 'epiphany',
  summary: 'state/scratch.md holds headings for one subgoal only',
  statuses: ['pass', 'warn', 'skip'],
  docs: `think_subgoal: "Use state/scratch.md for one bounded problem only. Scope it
to one subgoal." Subgoal headings are headings, at any level, that name a
subgoal: "Subgoal" (or "Sub-goal", "Sub goal") as the whole heading, or followed
by \`:\`, a dash, an arrow, a number or a one-letter label ("Subgoal: ...", "Sub-goal 2 -
...", "Sub goal A: ...", "Subgoal → ..."), or by a short note in brackets and then
\`:\`, a dash or an arrow ("Subgoal (step 12): ..."), or labelling one anywhere in
the heading ("Current subgoal: ...", "Next sub-goal 3"); the Russian word is read the same way
("Подцель 1: ...", "Текущая подцель: ..."). "Subgoal" followed by a plain word ("Subgoal
checks", "Subgoal done when", "Subgoal status") heads a section of the current
subgoal, as does a heading repeating an earlier subgoal's number or letter ("Subgoal 2
checks" under "Subgoal 2: ..."), and a heading that only mentions the word ("Notes on the subgoal") is
no subgoal either. Both heading forms count: \`# Title\` (in a list item or a
block quote too, \`> # Subgoal: x\`) and a line underlined with \`===\` or
\`---\`. A line of its own at the left margin marks a subgoal too, as a heading
does: a line wholly in bold or italics that would name one as a heading
(\`**Subgoal: x**\`, \`*Current subgoal 2*\`), or a label line starting
"Subgoal" (capitalised; or "Current subgoal", "Next subgoal"), an optional
number or letter and bracketed note, then \`:\`, an arrow or a dash set off by a blank (\`Subgoal: x\`,
\`**Subgoal:** x\`, \`Sub-goal 2 - x\`). A "Subgoal:" inside a list item, a block
quote, an indented line or a sentence is no marker, nor is "Subgoal 2 is slow";
a label line under a heading that only says "Subgoal" (\`## Current subgoal:\`,
blank lines between) names that heading's subgoal, not a second one. More than
one subgoal heading or line warns, at each
after the first, whether side by side or nested (a nested one may be the "temporary
decomposition" the action allows). When the file names no subgoal, each level-1
heading counts as a subject of its own, and more than one of those warns too.
A level-1 heading that names a kind of note the action allows ("temporary
decomposition, open questions, candidate checks, local reasoning that may be
wrong"), or a generic kind of note ("Notes", "Next steps", "Log", "TODO", "Findings", "Ideas",
"Plan", "Status", "Context", "Summary" and the like, and their Russian names: "Заметки",
"Следующие шаги", "Открытые вопросы"), is a section of the one subgoal's scratch, not a subject: "Temporary
decomposition", "Open questions", "Candidate checks", "Local reasoning" and close
variants ("Decomposition", "Open question", "Questions", "Candidate check",
"Checks", "Local reasoning (may be wrong)"), in any case, with emphasis,
punctuation and numbering ignored ("1. Open questions:", "**B) Candidate
checks**"). A heading that only begins with such a name ("Open questions about
the cache") is still a subject.
Finish the first subgoal, promote or delete its notes, then start the next.
Headings inside code fences, HTML comments and frontmatter are ignored. Skips
when there is no scratch file; warns when a folder or special file stands under
its name, or when the file cannot be read (too large, no permission, a symlink
loop), since its subgoals then go unchecked.`,
  audit: [
    { source: 'Scope it to one subgoal.', enforced: 'warns on more than one subgoal heading, side by side or nested, and on several level-1 headings when none names a subgoal, leaving out headings that name the notes the action allows (open questions, candidate checks, ...) or a generic kind of note (Notes, Next steps, Log, ...); the spec asks for a warning, scratch being disposable' },
    { source: 'Purpose: Use state/scratch.md for one bounded problem only.', enforced: 'the same check' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes one subgoal with sections of its own ("Subgoal checks", "Subgoal status")',
      files: {
        'state/scratch.md': `# Current subgoal: cold tenants
## Subgoal checks
## Subgoal status`,
      },
    },
    {
      status: 'pass',
      title: 'passes a scratch without headings',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': MAP,
        'state/scratch.md': `- just a note
`,
      },
    },
    {
      status: 'warn',
      title: 'warns on a second subgoal heading, at that heading',
      files: {
        'state/scratch.md': `## Current subgoal: cold tenants
## Sub-goal: flaky ingest`,
      },
    },
    {
      status: 'warn',
      title: 'reads headings underlined with === or ---',
      files: {
        'state/scratch.md': `Subgoal: cold tenants
=====================

Subgoal: flaky ingest
---------------------`,
      },
    },
    {
      status: 'warn',
      title: 'counts a subgoal written as a bold line or a "Subgoal:" line as a heading',
      files: {
        'state/scratch.md': `**Subgoal: why does test_users race?**
- fixture order

Subgoal: speed up the suite
- measure -n 8`,
      },
    },
    {
      status: 'warn',
      title: 'counts level-1 headings when no heading says subgoal',
      files: {
        'state/scratch.md': `# Cold tenants
# Flaky ingest`,
      },
    },
    {
      status: 'pass',
      title: 'passes level-1 headings that name the notes think_subgoal allows, which are sections, not subgoals',
      files: {
        'state/scratch.md': `Why does the loader stall on files over 2 GB?

# Temporary decomposition
# Open questions
# Candidate checks`,
      },
    },
    {
      status: 'pass',
      title: 'passes one subject with level-1 "Notes" and "Next steps" sections',
      files: {
        'state/scratch.md': `# Why is the nightly backup 3x larger?
# Notes
# Next steps`,
      },
    },
    {
      status: 'skip',
      title: 'skips when there is no scratch file',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': MAP,
      },
    },
  ],
  async check({ model }) {
    const doc = await model.scratch();
    const file = model.rel('scratch.md');
    if (!doc) return model.scratchUnreadable() ?? { status: 'skip', detail: `${file} does not exist (scratch is disposable)` };
    // A file whose text was not read at all (too large, no permission, a loop) holds no heading we saw: saying "no subgoal" would be false.
    const notRead = blockingProblem(doc.file);
    if (notRead) {
      return {
        status: 'warn',
        detail: `${file} could not be read (${notRead.message}), so its subgoals were not checked`,
        fix: 'Keep scratch.md a small, readable text file.',
        findings: [doc.at(1, `scratch.md not read: ${notRead.message}`)],
      };
    }
    const headings = scratchHeadings(doc);
    const subgoalHeadings = headings.filter((h) => isSubgoal(h.text));
    // Label lines (`**Subgoal: x**`, `Subgoal: x`) mark subgoals as headings do.
    const marked = [...subgoalHeadings, ...subgoalLines(doc.lines, scratchTextLines(doc), subgoalHeadings)].sort((a, b) => a.line - b.line);
    const named = distinctSubgoals(marked);
    // Without a subgoal heading each level-1 heading is a subject, unless it only heads one of the notes think_subgoal allows.
    const subgoals: Heading[] = named.length ? named : headings.filter((h) => h.level === 1 && !isScratchSection(h.text));
    if (subgoals.length > 1) {
      const titles = subgoals.map((h) => `"${h.text}" (line ${h.line})`);
      return {
        status: 'warn',
        detail: `${file} holds ${subgoals.length} subgoals: ${titles.slice(0, 5).join(', ')}${titles.length > 5 ? ', ...' : ''}`,
        fix: 'Keep scratch to the current subgoal: promote verified findings of the others to map.yaml and delete the rest.',
        findings: subgoals.slice(1).map((h, i) => doc.at(h.line, `${ordinal(i + 2)} subgoal ${h.level === 0 ? 'line' : 'heading'} "${h.text}" in scratch (first: "${subgoals[0]!.text}", line ${subgoals[0]!.line})`)),
      };
    }
    return { status: 'pass', detail: subgoals.length ? `${file} is scoped to one subgoal: "${subgoals[0]!.text}"` : `${file} names no subgoal heading` };
  },
});
