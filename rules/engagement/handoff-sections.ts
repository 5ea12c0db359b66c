import { handoffContent } from './lib/handoff-content.js';
import { englishTitle, holdsAnother, holdsTitle } from './lib/handoff-titles.js';
import { HANDOFF_SECTIONS, titledAsAnother, defineRule, diffSummaryChanges, renameSides, groupBy, namedPaths, PathsByEnding, truncatedTail, effectiveUxHeavy, followsProtocol, type EngagementModel, type Finding, type MarkdownDoc, type SectionReading, plainTitle, protocolNumbered } from '@engagement-lint/core/kit';

const SECTIONS = HANDOFF_SECTIONS;

/** The criteria.md of an S engagement for the examples. */
const smallCriteria = (ux: string) => `---
engagement: demo
domain: dev
size: S
ux_heavy: ${ux}
tools_required: []
---
# Acceptance criteria

## Done when
- tests pass
`;



/** A path with a `src/` segment that has a file after it (`src/x.ts`, `packages/a/src/b.ts`). */
const isSrcPath = (p: string) => /(?:^|\/)src\/[^/\s]/.test(p);
/** A §1 path that is or touches one: either side of a --stat rename counts (`{lib => src}/a.ts`). */
const isSrcChange = (p: string) => renameSides(p).some((side) => isSrcPath(side.trim()));

/**
 * Whether §1 shows a changed `src/` file: `why` names the first (`src/a.ts at line 5`). A path git's
 * --stat truncated (`.../api/cursor.ts`) is the full path another line of the handoff names with that
 * tail. One that no line names: under the protocol, `unresolved`; as the reference reads the
 * handoff, a mention of `src/` anywhere in it requires §9.
 */
function srcChange(doc: MarkdownDoc, reading: SectionReading, protocol: boolean): { why: string } | { unresolved?: { path: string; line: number } } {
  const changes = diffSummaryChanges(doc, reading, (c) => isSrcChange(c.path));
  const src = changes.find((c) => isSrcChange(c.path));
  if (src) return { why: `${src.path} at line ${src.line}` };
  const truncated = changes.filter((c) => truncatedTail(c.path) !== undefined);
  if (!truncated.length) return {};
  const named = new PathsByEnding(namedPaths(doc), isSrcPath);
  let unresolved: { path: string; line: number } | undefined;
  for (const c of truncated) {
    const full = named.ending(truncatedTail(c.path)!);
    if (full.marked) return { why: `${c.path} at line ${c.line} (${full.marked[0]}, named in full at line ${full.marked[1]})` };
    if (!full.any) unresolved ??= c;
  }
  if (!unresolved || protocol) return { unresolved };
  const mention = doc.lines.findIndex((l) => SRC_MENTION.test(l));
  return mention >= 0 ? { why: `${unresolved.path} at line ${unresolved.line}, truncated by git, with src/ mentioned at line ${mention + 1}` } : {};
}
/** `src/` as a path segment in any line (the reference's reading of the whole handoff). */
const SRC_MENTION = /(?:^|[^\w.-])src\//;

/** Every heading the protocol reading numbers (`## 3)`, `### 3.`, `## Section 3`), by number, with its level and plain title. */
function protocolHeadings(doc: MarkdownDoc): Map<number, Array<{ line: number; level: number; title: string }>> {
  const out = new Map<number, Array<{ line: number; level: number; title: string }>>();
  for (const h of doc.headings) {
    const p = protocolNumbered(h.text);
    if (!p) continue;
    const same = out.get(p.n);
    if (same) same.push({ line: h.line, level: h.level, title: plainTitle(p.title) });
    else out.set(p.n, [{ line: h.line, level: h.level, title: plainTitle(p.title) }]);
  }
  return out;
}

/** Why a heading of section `n` at another level than 2 is not read, and how to write it. */
const levelNote = (level: number, n: number, title: string) => `this heading is level ${level} (\`${'#'.repeat(level)}\`) where the other sections are level 2; write it \`## ${n}. ${title}\``;

/**
 * The sections this engagement needs, each conditional one with its condition, as the fix says them: built
 * from the same list the findings are, so the fix never calls a section it reports missing unneeded.
 */
function needs(size: string, ux: string, required: ReadonlyArray<{ n: number; when?: string }>): string {
  // The S template folds the criteria trace into §2.
  const named = required.map(({ n, when }) => `§${n} ${n === 2 && size === 'S' ? 'Deliverables (criteria trace inline)' : SECTIONS[n]!.title}${when ? ` (since ${when})` : ''}`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` : named.join('');
  return `Size ${size} with ux_heavy=${ux} needs ${list}`;
}

export default defineRule<EngagementModel>({
  id: 'handoff-sections',
  pack: 'engagement',
  tiers: ['M', 'L'],
  recommendedTiers: ['S', 'M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'handoff.md has every numbered section its tier requires',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `The director reads handoff.md section by section; a missing section is a question the lead
did not answer. Sections are level-2 headings \`## N. Title\`.

- size S: §1 Diff summary, §2 Deliverable…, §5 Validation log, §7 Self-acceptance.
- size M/L: §1, §2, §3 Criteria trace, §4 Executor reports, §5, §7, §8 Deploy…, §11 Known deferrals;
  plus §9 Docs diff when handoff §1 lists a changed \`src/\` file (either side of a rename:
  \`R100 lib/a.ts src/a.ts\`, or \`{lib => src}/a.ts\` as \`--stat\` writes it); plus §6 Exercised when
  \`ux_heavy\` is minor or true.

Only §1, the source of truth for what changed, decides whether \`src/\` was touched, and only the
files it lists as changed count: \`--stat\` lines (\` src/a.ts | 4 ++--\`), name-status lines
(\`M src/a.ts\`, \`R100 src/a.ts src/b.ts\`), \`git diff --name-only\` output (a line that is a path
and nothing else), file-count lists (\`+2 files: src/a.ts, src/b.ts\`), the
list after a "Changed files:", "Created files:", "Modified files:" or "Files touched:" label (or
added, deleted, removed, new, edited, updated), a sentence led by a verb of change ("Updated
\`src/a.py\` and \`src/b.py\`", "Changed src/a.py to fix rounding") unless it takes the change
back ("src/a.py is unchanged", "did not touch"), table rows naming the path in a cell (\`| M | src/a.ts | +60 −5 |\`), and list
items that open with the path (\`- src/a.ts — new helper\`). A path in another sentence ("the helper \`src/round.ts\` is described, not changed") and a
sentence such as "no src/ files were touched" elsewhere do not require §9 (the reference tool fires
on any mention of \`src/\` anywhere).

A \`--stat\` path git cut to fit its width (\`.../pagination/cursor.ts\`) is the file another line of
the handoff names in full with that tail (\`src/features/orders/pagination/cursor.ts\` in §2). When no
line does, whether it is under \`src/\` cannot be told: under the recommended preset the check warns
at that line while §9 is missing; under compat, a mention of \`src/\` anywhere in the handoff then
requires §9, as the reference reads it. Skips while handoff.md is not written; \`--mode ready\` turns that
skip into a failure.

A required section whose title stands under another number (\`## 3. Validation log\` in an S
handoff, where the S template's gaps were closed up) is still missing, and the finding is at that
heading, naming the number it needs. So is one written without its number (\`## Diff summary\`):
the finding is at that heading and says to number it. So is one written at another heading level
than the other sections (\`### 7. Self-acceptance\` among \`## N.\` headings), in either preset: the
finding is at it (its title may be spelled otherwise or translated, as the recommended preset reads
titles) and names its level; compat's message suggests \`--preset recommended\` only for a heading
that preset reads as the section (\`## 7) Self-acceptance\`).

Under the recommended preset a section is found by its number however its heading is written
(\`## 1)\`, \`## §1\`, a translated title); a title that names another section is a numbering slip and
fails, and an English title that is not the protocol's (\`## 8. Open questions\`) warns: it may hold
other content than the section's. "Self acceptance" (a blank or another dash for the hyphen) is §7's
own title spelled otherwise, and does not warn; nor does a title holding the protocol's anywhere
(\`## 1. Resumen del diff (Diff summary)\`). A title is English when it is written in ASCII and holds no word of
another language: Spanish, Portuguese, French, Italian or German function words (\`de\`, \`del\`, \`und\`), the
words their section titles are made of (\`Cambios\`, \`Entregables\`, \`Riepilogo\`), or endings English words
do not have (\`-cion\`, \`-cao\`, \`-zione\`, \`-ierung\`), so \`## 1. Resumen de cambios\` and \`## 1. Cambios\`, accents
dropped, are translations like \`## 1. Сводка изменений\`. A translated title naming another section's English
title (\`## 1. Resumen (Validation log)\`) warns too.

Under the recommended preset it also reads what some sections hold:

- fail when a numbered section stands above §1 ("The first section is ALWAYS the diff"), at §1's heading,
  and when a heading with no number stands there as a section of its own (\`## TL;DR\` and a sentence over
  \`## 1. Diff summary\`), at that heading, naming it: a summary belongs in the handoff's sections. Such a
  heading is one at the numbered sections' level (\`##\` for \`## 1.\`, \`#\` for \`# 1.\`; setext ones too)
  with some text under it. Not one: the document's title (its first heading when an H1, or one naming the
  handoff, \`## Handoff — iteration 2\`), a heading above the sections' level or deeper than it, one with
  nothing under it, a metadata line over a \`---\` rule (\`**Iteration:** 2\`), and headings in fences or
  comments; metadata lines and quotes under the title are no sections. A required section written
  without its number above §1 is reported once, as such;
- warn when a numbered section after §1 stands below a higher-numbered one (\`## 7.\` under \`## 8.\`), at
  its heading, naming the section it follows: "Schemas are fixed", though the protocol spells out only §1's
  place, so the order of the others is a warning;
- fail at size M or L of a \`domain: dev\` engagement when §1 holds no git listing of the files: a
  \`--stat\` line (\` src/a.ts | 4 ++--\`), its summary (\`5 files changed, …\`), \`--numstat\` or
  \`--name-status\` lines, or paths under a \`git diff --name-only\` command line, fenced, indented or bare
  ("required (full git stat)"; a one-line \`+/- N files\` summary is the S form); at size L also when
  it lists no commit (\`git log --oneline\` lines: a short hash and a subject), "full git stat +
  commits". Other domains list created, modified and removed files instead, and are not read;
- fail at size M or L when §11 Known deferrals is there but empty: it is "required (or 'None')";
  \`None\`, \`- None\` or a heading \`## 11. Known deferrals — None\` answer it;
- warn at a §2 list item that opens with a path (\`- src/jobs/cleanup.py — …\`, or a markdown link to it,
  \`- [cleanup job](src/jobs/cleanup.py)\`, whose target is the path) that §1 names
  nowhere: §1 "is the source of truth for what changed", and the other sections "do not
  redefine what changed". A path §1 names in its file list or anywhere in its prose, in any cited form
  ("Unchanged since iteration 1: \`prototype/index.html\`", bare, written with \`\\\`), is accounted
  for: the manifest ("{artefact path} — {short description}") may list a deliverable this round left
  as it was. Only items that open with a path are read, not paths in prose; items
  saying the file is unchanged, the engagement's own files and a §1 with no file list are left out;
- warn at size M or L at §4's heading for each \`executor-reports/*.md\` §4 does not name (by the
  specialist's name or the report's file; its §4a table does not count), as the template lists
  each: "- {specialist-name} — \`executor-reports/{specialist}.md\`".`,
  examples: [
    {
      status: 'pass',
      title: 'an S handoff of ux_heavy minor work needs §6 Exercised',
      options: {"preset": "compat"},
      files: {
        'criteria.md': `---
size: S
ux_heavy: minor
---`,
        'handoff.md': `## 1. Diff summary
## 2. Deliverable manifest
## 5. Validation log
## 7. Self-acceptance`,
      },
    },
    {
      status: 'fail',
      title: 'an S handoff of ux_heavy minor work needs §6 Exercised',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': smallCriteria('minor'),
        'handoff.md': `# Handoff
## 1. Diff summary
- x
## 2. Deliverable manifest
- x
## 5. Validation log
- x
## 7. Self-acceptance
- x
`,
      },
    },
    {
      status: 'warn',
      title: 'warns on an English title other than the protocol\'s, under the recommended preset',
      options: {"preset": "recommended"},
      files: {
        'criteria.md': smallCriteria('false'),
        'handoff.md': `# Handoff
## 1. Diff summary
- x
## 2. Background
- x
## 5. Validation log
- x
## 7. Self-acceptance
- x
`,
      },
    },
    {
      status: 'skip',
      title: 'skips while handoff.md is missing, and fails that skip in --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'handoff.md — lead\'s summary for the director (sections 1–11)',
      compat: 'A section title decorated with an emoji or emphasis (`## 1. 📦 Diff summary`, `## 7. **Self-acceptance rehearsal**`) does not start with the template title and fails as mis-titled.',
      recommended: 'A numbered heading is read however it is written: `## 1) …`, `## 1: …`, `## 1 — …`, `## §1 …`, `## Section 1 — …`, in emphasis or after an emoji (and at the shallowest heading level that has them when no level-2 heading does). The number says which section it is; a reworded or translated title (`## 1. Сводка изменений`, `## 1. Resumen de cambios`, `## 1. Resumen del diff (Diff summary)`) is that section, a title naming another section fails as mis-titled, and an English title other than the protocol\'s (`## 8. Open questions`) warns.',
    },
    {
      protocol: "For size: S engagements, this 5-line shape is acceptable as handoff.md … Director still runs handoff-precheck.py — schema-aware checks know about size: S and don't demand the larger-tier sections.",
      compat: 'handoff-sections runs at M and L only: an S handoff without its minimum sections (§1, §2, §5, §7) is never checked.',
      recommended: 'It runs at S too, asking for the S minimum.',
    },
    {
      protocol: '| Handoff §8 Deploy log | N/A | only if deploy crossed | required |',
      compat: '§8 Deploy log is required at M whether or not anything was deployed.',
      recommended: 'At M, §8 is required only when deploy-log.md exists (the deploy boundary was crossed); at L it is always required.',
    },
    {
      protocol: '| Handoff §6 Exercised | only if `ux_heavy: minor | true` | only if `ux_heavy: minor | true` | required if `ux_heavy: minor | true` |',
      compat: 'At S, §6 Exercised is never required.',
      recommended: 'At S, §6 is required when ux_heavy is minor or true, as at M and L.',
    },
    {
      protocol: 'Either ux_heavy was misclassified at intake → state explicitly "AUTO-PROMOTE: ux_heavy → true (UI files touched in diff §1)" and produce screens/traces accordingly.',
      compat: "§6 follows criteria.md's `ux_heavy` alone, as the reference reads it.",
      recommended: 'A recorded auto-promote (handoff §7c or scope-sync.md) raises the level §6 follows, as ux-screens and trace-schema read it.',
    },
    {
      protocol: 'The first section is ALWAYS the diff.',
      compat: 'Sections are found wherever they stand: §1 after §2, or a `## TL;DR` above §1, passes.',
      recommended: 'A numbered section above §1 fails, at §1\'s heading; an unnumbered heading at the sections\' level holding text above §1 (`## TL;DR`), the title aside, fails at that heading.',
    },
    {
      protocol: '| Handoff §1 Diff summary | **single line OK** ("+/- N files") | required (full git stat) | required (full git stat + commits) |',
      compat: 'Any §1 under its heading passes, a one-line summary at M or L included.',
      recommended: 'At M and L of a dev engagement, §1 without git\'s listing of the files (`--stat`, its summary line, `--numstat`, `--name-status`, or paths under a `git diff --name-only` line) fails; at L, so does one listing no commit.',
    },
    {
      protocol: '| Handoff §11 Known deferrals | optional | required (or "None") | required (or "None") |',
      compat: 'A §11 heading with nothing under it passes.',
      recommended: 'At M and L an empty §11 fails; "None" answers it.',
    },
    {
      protocol: 'This section is the **source of truth** for what changed. All other sections describe WHY and HOW WELL — they do not redefine what changed.',
      compat: '§2 may name changed files §1 does not list.',
      recommended: 'A §2 item opening with a path §1 names nowhere (neither in its file list nor in its prose) warns at that item.',
    },
    {
      protocol: '## 4. Executor reports\n- {specialist-name} — `executor-reports/{specialist}.md`',
      compat: '§4 is not compared with executor-reports/.',
      recommended: 'At M and L, each report in executor-reports/ that §4 (its §4a table aside) does not name warns at §4\'s heading.',
    },
  ],
  check({ model, options }) {
    const protocol = followsProtocol(options);
    const reading: SectionReading = protocol ? 'protocol' : 'reference';
    const doc = model.handoff;
    if (!doc) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    const size = model.tier;
    // Under the protocol a recorded auto-promote raises the level, as ux-screens reads it.
    const { level: ux, promoted } = effectiveUxHeavy(model, protocol);
    const deployed = !protocol || size === 'L' || model.fs.probe(model.rel('deploy-log.md')) === 'exists';
    // `when`: the condition that makes a section required, said in the fix beside it.
    const required: Array<{ n: number; why?: string; when?: string }> = (size === 'S' ? [1, 2, 5, 7] : [1, 2, 3, 4, 5, 7, ...(deployed ? [8] : []), 11]).map((n) => ({
      n,
      ...(n === 8 && size === 'M' && protocol ? { when: 'deploy-log.md exists' } : {}),
    }));
    // A path git's --stat truncated (`.../api/cursor.ts`) whose folders no other mention of it shows.
    let unresolved: { path: string; line: number } | undefined;
    if (size !== 'S') {
      const docs = srcChange(doc, reading, protocol);
      if ('why' in docs) required.push({ n: 9, why: `mandatory at size ${size} when §1 lists src/ changes, e.g. ${docs.why}`, when: '§1 lists src/ changes' });
      else unresolved = docs.unresolved;
    }
    if ((size !== 'S' || protocol) && ux !== 'false') required.push({ n: 6, why: `required for ux_heavy=${ux}${promoted ? `, auto-promoted at ${promoted.where}` : ''}`, when: `ux_heavy=${ux}${promoted ? ', auto-promoted' : ''}` });
    required.sort((a, b) => a.n - b.n);

    const numbered = doc.numberedSections(reading);
    type Numbered = (typeof numbered)[number];
    // Each number's sections, and the numbered sections by plain title, each read once: a handoff may hold
    // 200,000 headings, and every missing section looks through them.
    const byNumber = groupBy(numbered, (s) => s.number);
    let byTitle: Map<string, Numbered[]> | undefined;
    /** The first section titled as `re` reads that another number than `n` holds. */
    const numberedOtherwise = (n: number, re: RegExp): Numbered | undefined => {
      byTitle ??= groupBy(numbered, (s) => (s.number === undefined ? undefined : plainTitle(s.title)));
      let first: Numbered | undefined;
      for (const [title, list] of byTitle) {
        if (!re.test(title)) continue;
        const s = list.find((x) => x.number !== n);
        if (s && (!first || s.heading.line < first.heading.line)) first = s;
      }
      return first;
    };
    // Headings by the number the protocol reading gives them, read once, when a section is found missing.
    let nearMisses: Map<number, Array<{ line: number; level: number; title: string }>> | undefined;
    // The lines of the headings the protocol reading takes as sections: compat's hint names that preset only for those.
    let protocolLines: Set<number> | undefined;
    const missing: string[] = [];
    /** Required sections found under another number, as `## 3.` → `## 5.`. */
    const renumber: string[] = [];
    const findings: Finding[] = [];
    // Under the protocol reading: sections found by number whose English title is not the protocol's.
    const retitled: Finding[] = [];
    for (const { n, why } of required) {
      const spec = SECTIONS[n]!;
      const same = byNumber.get(n) ?? [];
      // The protocol reading: a decorated title (`📦 Diff summary`, `**Diff summary**`) is still that
      // title, and so is a translated or reworded one (`## 1. Сводка изменений`): the number says which
      // section it is, unless the title is another section's (a numbering slip).
      // The protocol's title anywhere in it (`## 1. Resumen del diff (Diff summary)`) is that title too.
      if (same.some((s) => (protocol ? (spec.loose ?? spec.re).test(plainTitle(s.title)) || holdsTitle(plainTitle(s.title), n) : spec.re.test(s.title)))) continue;
      if (protocol && same.some((s) => !titledAsAnother(s.title, n))) {
        // An English title about something else ("## 8. Open questions"), or one naming another section's title
        // (`## 1. Resumen (Validation log)`), may hide the section's content: said, as a warning. A translated one
        // (`## 1. Resumen de cambios`, accents dropped or not) is the section.
        const other = same.find((s) => !titledAsAnother(s.title, n) && (englishTitle(plainTitle(s.title)) || holdsAnother(plainTitle(s.title), n)));
        if (other) retitled.push(doc.at(other.heading.line, `§${n} is titled "${plainTitle(other.title)}", not "${spec.title}": a title other than the protocol's may hold other content; title it "${spec.title}" or say why it differs`, undefined, 'warning'));
        continue;
      }
      const label = `§${n} ${spec.title}${why ? ` (${why})` : ''}`;
      missing.push(label);
      if (same.length) {
        findings.push(doc.at(same[0]!.heading.line, `§${n} is titled "${same[0]!.title}" but must start with "${spec.title}"`));
      } else {
        // A heading the reference's `## N. Title` misses but the protocol reading takes (`## 3)`, `### 3.`): at it, saying so.
        // A heading is taken for §n by its title as the protocol reading takes one: the section's own, a spelling
        // of it (`Self acceptance`) or a translation; a numbered step with another English title is none.
        const isTitle = (t: string) => (spec.loose ?? spec.re).test(t) || holdsTitle(t, n) || (!englishTitle(t) && !titledAsAnother(t, n) && !holdsAnother(t, n));
        const nearMiss = protocol ? undefined : (nearMisses ??= protocolHeadings(doc)).get(n)?.find((h) => isTitle(h.title));
        const next = numbered.find((s) => (s.number ?? 0) > n);
        // The section's own title under another number (`## 3. Validation log` for §5, the S template's gaps closed up): at it.
        const misnumbered = nearMiss ? undefined : numberedOtherwise(n, spec.re);
        // Under the protocol reading, the section written at another heading level than the others (`### 11. Known deferrals`): at it.
        const leveled = protocol && !misnumbered ? doc.headings.find((h) => h.level !== 2 && protocolNumbered(h.text)?.n === n && isTitle(plainTitle(protocolNumbered(h.text)!.title))) : undefined;
        if (leveled) {
          findings.push(doc.at(leveled.line, `missing section \`## ${n}. ${spec.title}\`${why ? ` (${why})` : ''}: ${levelNote(leveled.level, n, spec.title)}`));
          continue;
        }
        let unnumbered: (typeof doc.headings)[number] | undefined;
        if (misnumbered) {
          missing[missing.length - 1] = `${label} (found misnumbered as \`## ${misnumbered.number}.\` at line ${misnumbered.heading.line})`;
          renumber.push(`\`## ${misnumbered.number}.\` → \`## ${n}.\``);
          findings.push(doc.at(misnumbered.heading.line, `"${plainTitle(misnumbered.title)}" is §${n}, but this heading numbers it ${misnumbered.number}: section numbers are the template's, gaps included, so write it \`## ${n}. ${plainTitle(misnumbered.title)}\``));
        } else if (nearMiss) {
          // Recommended reads `## 3)` but not a `### 7.` among level-2 sections: the hint names it only when true.
          const read = (protocolLines ??= new Set(doc.numberedSections('protocol').map((s) => s.heading.line))).has(nearMiss.line);
          const note = read ? `the heading here is not read as §${n} (write it \`## ${n}. ${spec.title}\`, or lint with --preset recommended, which reads it)` : nearMiss.level !== 2 ? levelNote(nearMiss.level, n, spec.title) : `the heading here is not read as §${n} (write it \`## ${n}. ${spec.title}\`)`;
          findings.push(doc.at(nearMiss.line, `missing section \`## ${n}. ${spec.title}\`${why ? ` (${why})` : ''}: ${note}`));
        }
        else if ((unnumbered = doc.headings.find((h) => h.level === 2 && !protocolNumbered(h.text) && spec.re.test(plainTitle(h.text)))))
          // The section's title with no number (`## Diff summary`): sections are found by their number, so at it, saying so.
          findings.push(doc.at(unnumbered.line, `missing section \`## ${n}. ${spec.title}\`${why ? ` (${why})` : ''}: the heading \`## ${plainTitle(unnumbered.text)}\` here has no section number; write it \`## ${n}. ${plainTitle(unnumbered.text)}\``));
        else findings.push(doc.at(next?.heading.line ?? Math.max(1, doc.lines.length), `missing section \`## ${n}. ${spec.title}\`${why ? ` (${why})` : ''}`));
      }
    }
    // Whether §1's truncated path is under src/ cannot be told: §9 may be owed, which is said as a warning.
    if (unresolved && !byNumber.has(9)) {
      retitled.push(
        doc.at(
          unresolved.line,
          `§1 lists \`${unresolved.path}\`, a path git's --stat cut short, and no other line of the handoff names it in full: whether it is under src/ (which makes §9 Docs diff mandatory) cannot be told; name the file in full (in §2, or paste \`git diff --stat=200\` or \`--name-status\`), or add \`## 9. Docs diff\``,
          undefined,
          'warning',
        ),
      );
    }
    const present = `${size === 'S' ? 'S-tier minimum sections' : 'all required sections'} present (size=${size}, ux_heavy=${ux})`;
    // Under the protocol, what some sections hold: failures where its text is clear, warnings where a reading can only suggest.
    const content = protocol ? handoffContent(model, doc, size) : { fails: [], warns: [] };
    // A heading already reported as a section written without its number is not reported again as one before §1.
    const reported = new Set(findings.map((f) => f.line));
    content.fails = content.fails.filter((p) => !p.unnumbered || !reported.has(p.finding.line));
    const warnings = [...retitled, ...content.warns.map((p) => p.finding)];
    if (!missing.length && !content.fails.length && warnings.length) {
      const truncatedWarn = unresolved && !byNumber.has(9) ? 1 : 0;
      const titled = retitled.length - truncatedWarn;
      return {
        status: 'warn',
        detail: [present, titled ? `${titled} under another English title` : '', truncatedWarn ? `§1 lists ${unresolved!.path}, truncated by git: §9 Docs diff may be required` : '', ...content.warns.map((p) => p.detail)].filter(Boolean).join('; '),
        fix: [
          titled ? 'Title each numbered section as the protocol does (`## 8. Deploy log`); a translated title is fine.' : '',
          truncatedWarn ? 'Name the truncated file in full in §1 or §2, or add `## 9. Docs diff`.' : '',
          // Each kind of warning's fix, once.
          ...new Set(content.warns.map((p) => p.fix ?? '')),
        ]
          .filter(Boolean)
          .join(' '),
        findings: warnings.sort((a, b) => a.line - b.line),
      };
    }
    if (!missing.length && !content.fails.length) return { status: 'pass', detail: present };
    return {
      status: 'fail',
      detail: [missing.length ? `${size === 'S' ? 'S-tier missing minimum sections' : 'missing sections'}: ${missing.join(', ')}` : '', ...content.fails.map((p) => p.detail)].filter(Boolean).join('; '),
      fix: [
        renumber.length ? `Renumber the misnumbered headings (${renumber.join(', ')}): section numbers are the template's, gaps included.` : '',
        // Sections missing outright, besides those only misnumbered.
        renumber.length === missing.length
          ? ''
          : `${needs(size, ux, required)}; add the missing ones as \`## N. Title\` headings${size === 'S' ? '.' : '; write "N/A — <reason>" or "None" when a section has nothing to report.'}`,
        ...content.fails.map((p) => p.fix ?? ''),
      ]
        .filter(Boolean)
        .join(' '),
      findings: [...findings, ...content.fails.map((p) => p.finding), ...warnings].sort((a, b) => a.line - b.line),
    };
  },
});
