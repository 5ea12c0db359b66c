import { pushAll, abortedAt, acceptanceRounds, awaitingNextRound, captureProblem, defineRule, notAFileMessage, effectiveUxHeavy, isCaptureName, iterationFolderNumber, list, mdastListItemRefs, plural, probeCitedEvidence, type DirEntry, type EngagementModel, type Finding, type MarkdownDoc, type Section } from '@engagement-lint/core/kit';
import { backslashedWords, citedKind, protocolCitations, withSlashes } from './lib/cited-path-reading.js';
import { currentIteration, loggedByProtocol } from './lib/logged-validators.js';
import { correctedNote, currentRound, unsureRound } from './lib/round-in-force.js';

const EVIDENCE = /(?:^|\/)(?:screens|traces)\//;
/** A screen capture: the protocol asks for Playwright screens, not a format; PNG, JPEG and WebP all count. */
/** Criteria that ask for both themes ("in light and dark themes", «в светлой и тёмной темах»): then one theme is not enough. «светл… и тёмн» is found from « и тёмн», read back (linear on a long word). */
const BOTH_THEMES = /\bboth themes\b|\b(?:light|dark) and (?:light|dark)\b|\bdark mode and light mode\b|обе(?:их)? тем| и т[её]мн(?<=светл[а-яё]* и т[её]мн)| и светл(?<=т[её]мн[а-яё]* и светл)/i;
/** A single theme named in §6 ("one theme", "dark only", "single-theme", "no light theme"); productHasOneTheme judges what it is said of. */
const ONE_THEME = /\b(?:one|single|only one)[- ]theme\b|\b(?:dark|light)[- ]only\b|\bonly (?:a |the )?(?:dark|light) theme\b|\bno (?:dark|light) theme\b|\bthe only theme\b|одн[аоуи]\w* тем/gi;
/** What a one-theme statement must be said of: the product ("the product has", "a single-theme app") or what exists ("there is no light theme"). */
const PRODUCT_SUBJECT = /\b(?:product|app|application|ui|site|website|interface|design|dashboard|extension|game|tool|service|frontend|client)s?\b|\bthere(?:['’]s| is| are)\b|\bexists?\b|\b(?:has|have) no\b|продукт|приложени|интерфейс|сайт|сервис/i;
/** A negation before the statement in its clause ("this is not a single-theme app"). */
const NEGATION = /\b(?:not|never|no longer|nor|neither|cannot)\b|n['’]t\b|(?:^|[^а-яё])(?:не|нет)(?![а-яё])/i;
/** Capture verbs: "one theme was captured" says what this round holds, not what the product has. */
const CAPTURED = /\b(?:captured|capturing|screenshotted|recorded|taken|covered|tested|exercised)\b|сн[яи]т|заснят|записан/gi;
/** How near a capture verb makes a theme phrase its object ("only one theme was captured"). */
const CAPTURE_REACH = 16;
/** Clause edges: sentence punctuation before a blank or the end, and a spaced dash. */
const CLAUSE_END = /[.;:!?](?=\s|$)|\s[—–]\s/;
/** Longest §6 read as markdown: remark takes ~0.5 ms a line, and more for long paragraphs. */
const MAX_EXERCISED_LINES = 1000;
const MAX_EXERCISED_CHARS = 128 * 1024;
/** The examples' captures: a WebP file's first twelve bytes (\`RIFF\`, a size, \`WEBP\`), all printable. */
const WEBP = 'RIFF0000WEBP';

/**
 * The findings' messages for a detail, each once: a message said of several files (four captures that
 * are no images) names how many and which, so the summary is never one sentence repeated.
 */
function summarised(findings: readonly Finding[], documents: ReadonlyArray<string | undefined>): string {
  const groups = new Map<string, string[]>();
  for (const f of findings) {
    const files = groups.get(f.message);
    if (files) files.push(f.file);
    else groups.set(f.message, [f.file]);
  }
  const parts = [...groups].map(([message, files]) => {
    const named = [...new Set(files)].filter((file) => !documents.includes(file));
    if (!named.length) return message;
    const shown = named.map((file) => file.replace(/^.*?\bscreens\//, 'screens/'));
    return `${message} (${named.length > 1 ? `${named.length} files: ` : ''}${list(shown, 3)})`;
  });
  return `${parts.slice(0, 3).join('; ')}${parts.length > 3 ? ` (+${parts.length - 3} more)` : ''}`;
}

export default defineRule<EngagementModel>({
  id: 'ux-screens',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'UX-heavy work hands over screen captures, and every §6 bullet cites a real screens/ or traces/ path',
  statuses: ['pass', 'fail', 'skip'],
  docs: `UX validation artefacts are part of the handoff, never deferred to the user.
By \`ux_heavy\` in criteria.md:

- \`true\`: the current iteration (the \`iteration\` counter, 1 when absent; skip when the
  counter is there but unparseable, \`iteration: 2\` or empty, or unreadable, a folder, or absent
  while screens/ or acceptance-log.md holds a later round, as executor-iteration-structure skips:
  the current iteration cannot be told)
  has Playwright captures under \`screens/<iteration>/<theme>/\` (PNG, JPEG or
  WebP: the protocol names no format; the iteration folder may be named
  \`iter-N\`, \`iteration-N\` or \`N\`; captures lying directly in
  \`screens/<iteration>/\` lack their theme folder). A capture is an image by its first bytes,
  whatever its extension says: an empty file, a text file or another format named \`.png\` is a
  finding at that file and counts for nothing, as does a FIFO or a link out of the project named
  like one (up to 2,000 captures are opened; past that, names count). And every
  top-level bullet (or table body row) of handoff \`## 6. Exercised\` cites at least one
  \`screens/…\` or \`traces/…\` file that exists (engagement-relative or
  \`engagement/…\`), as inline code, a link or a bare path (punctuation closing a sentence
  after a bare path, \`see screens/1/a.png.\`, is not part of it), a reference-style link whose
  definition is in §6 (\`[trace][w]\` with \`[w]: traces/…\`; one defined outside §6 is not
  read), or a path in inline HTML (\`<a href="traces/…">\`, read as handoff-paths reads the line);
  a line anchor (\`#L12\`, \`#L12-L20\`, \`:12\`, \`:12:5\`, \`:L2\`) is read off as handoff-paths
  reads it, and a path written with Windows separators (\`engagement\\traces\\iter-2\\x.json\`) is read
  with \`/\` as handoff-paths reads it under \`--preset recommended\` — prose alone can
  be hallucinated, and a bullet citing only a folder (\`engagement/screens/\`)
  names no verifiable artefact. The bullets are read from the section's mdast (remark is
  loaded only for this section, only when this rule runs); a §6 of more than
  1,000 lines or 128 KB, or one nesting quotes or lists more than 32 levels deep, is a failure of its own, not a parse;
  so is one in a shape the markdown parser reads in quadratic time: more than 1,024 emphasis,
  strikethrough or bracket marks in one paragraph or item, 4,096 such marks (or code, HTML and
  escape marks) in the section, 1,024 table pipes, or 2,048 words after one paragraph's first \`[\`.
  And validation-log.md logs a \`### ux-review\` run (numbered, \`### 5. ux-review\`, or in code or
  emphasis marks, as validator-outputs reads the log under the recommended preset) ("ux-review validator in
  validation-log. Missing any of these on submission = handoff INCOMPLETE"). In a log kept by
  \`## Iteration N\` blocks it must be logged under the current iteration's block, in any form (a heading,
  a bullet, a table row; a reused output is cited there): a ux-review logged only under an earlier
  iteration fails at its heading ("Stale = regenerate").
- \`minor\`: at least one capture (an image, as above) anywhere under \`screens/\`; §6 Exercised is required at
  size L ("required if \`ux_heavy: minor | true\`"), and wherever it is written each of its
  bullets cites real evidence as above ("prose alone is reject-worthy").
- \`false\`: skip.

A recorded auto-promote raises the level criteria.md declares: an
\`AUTO-PROMOTE: ux_heavy → true\` (or \`→ minor\`) line in handoff.md (§7c) or
scope-sync.md — "produce screens/traces accordingly … Don't quietly skip
screens just because intake said ux_heavy: false". The level never drops, so a
line saying ux_heavy stays false does not undo the promotion; the detail names
where it was recorded. A demotion scope-sync.md records as made (\`ux_heavy: true →
minor\`; not one proposed, refused or negated) leaves the work held to the level it
demotes from: "Lead may promote false → minor → true via scope-sync.md; never demote".

skip before handoff.md is written: the artefacts are due on submission. The
protocol defines ux_heavy: true as "Playwright screens both themes" (minor is the
"single theme" level) and mandates its artefacts ("Missing any of these on
submission = handoff INCOMPLETE"), so captures of one theme fail, unless a §6 line says the
product has one theme ("the product has one theme", "a single-theme app", "dark only: there is
no light theme", "the app ships only the light theme" …): there is no other theme to capture, and
the detail names the line. The statement is read clause by clause: it must be said of the product
(or of what exists), with no negation before it ("this is not a single-theme app") and no capture
verb beside it ("only one theme was captured in this iteration" says what the round holds). They
fail whatever §6 says when criteria.md itself asks for both ("in light and dark
themes", "both themes", «в светлой и тёмной темах»). The theme folder itself is required.

Tiers: S, M and L — \`ux_heavy\` is orthogonal to size.

Between rounds — the latest verdict REJECTs round r, the counter is r + 1 and handoff.md is
still round r's — round r + 1's artefacts are not due yet: it skips.`,
  examples: [
    {
      status: 'pass',
      title: 'theme captures for the current iteration and a §6 bullet citing one',
      files: {
        'criteria.md': `---
ux_heavy: true
---`,
        'iteration': '2',
        'handoff.md': `## 6. Exercised
- Export: \`screens/iter-2/dark/export.webp\``,
        'screens/iter-2/dark/export.webp': WEBP,
        'screens/iter-2/light/export.webp': WEBP,
        'validation-log.md': '### ux-review',
      },
    },
    {
      status: 'fail',
      title: 'the captures cover one theme only',
      files: {
        'criteria.md': `---
ux_heavy: true
---`,
        'iteration': '2',
        'handoff.md': `## 6. Exercised
- Export: \`screens/iter-2/dark/export.webp\``,
        'screens/iter-2/dark/export.webp': WEBP,
        'validation-log.md': '### ux-review',
      },
    },
    {
      status: 'fail',
      title: 'a "capture" that holds text is no screen capture',
      files: {
        'criteria.md': `---
ux_heavy: true
---`,
        'iteration': '2',
        'handoff.md': `## 6. Exercised
- Export: \`screens/iter-2/dark/export.png\``,
        'screens/iter-2/dark/export.png': 'TODO: capture the export dialog',
        'screens/iter-2/light/export.webp': WEBP,
        'validation-log.md': '### ux-review',
      },
    },
    {
      status: 'fail',
      title: 'minor: passes with one screenshot, fails with none',
      files: {
        'criteria.md': `---
ux_heavy: minor
---`,
        'handoff.md': '',
      },
    },
    {
      status: 'skip',
      title: 'skips for ux_heavy false and before the handoff',
      files: {
        'criteria.md': `---
ux_heavy: true
---`,
      },
    },
  ],
  async check({ model }) {
    const { level: ux, declared, promoted, demoted } = effectiveUxHeavy(model);
    const promotedNote = promoted
      ? ` (ux_heavy auto-promoted to ${ux} at ${promoted.where}; criteria.md says ${declared})`
      : demoted
        ? ` (held to ux_heavy: ${ux}: ${demoted.where} demotes it to ${demoted.to}, which the protocol never allows: "never demote"; criteria.md says ${declared})`
        : '';
    if (ux === 'false') return { status: 'skip', detail: 'ux_heavy is false; no UX artefacts required' };
    const handoff = model.handoff;
    if (!handoff) return { status: 'skip', detail: 'handoff.md not written yet; UX artefacts are due on submission', missingArtefact: true };
    // The user ended the engagement ("sanity checks skipped under abort flag"): no round's UX artefacts are due.
    const aborted = abortedAt(model);
    if (aborted) return { status: 'skip', detail: `engagement aborted by the user (latest verdict ABORTED at ${aborted}): no UX artefacts are due` };
    const waiting = awaitingNextRound(model);
    if (waiting) return { status: 'skip', detail: `between rounds: round ${waiting.round} was REJECTed (${waiting.at}) and handoff.md is still its own; round ${waiting.round + 1}'s UX artefacts are due with its handoff` };
    const s6 = handoff.section(6, 'protocol');
    // Without §6, findings point where it belongs, as handoff-sections does: the next numbered section, else the end.
    const s6At = s6?.heading.line ?? handoff.numberedSections('protocol').find((s) => (s.number ?? 0) > 6)?.heading.line ?? Math.max(1, handoff.lines.length);
    const anchor = (message: string) => handoff.at(s6At, message);
    const findings: Finding[] = [];
    const images = imagesAmong(model, findings);

    if (ux === 'minor') {
      const pngs = images(model.walk('screens', (e) => e.kind !== 'dir' && isCaptureName(e.name)));
      if (!pngs.length) findings.push(anchor('no screenshot under screens/ for a ux_heavy: minor engagement'));
      // §6 is "required if ux_heavy: minor | true" at L, and wherever it is written its bullets cite evidence.
      if (s6) pushAll(findings, (await exercisedFindings(model, handoff, s6)));
      else if (model.tier === 'L') findings.push(anchor('handoff.md has no `## 6. Exercised` section, required at size L for ux_heavy: minor'));
      if (!findings.length) return { status: 'pass', detail: `ux_heavy: minor with ${plural(pngs.length, 'screenshot')} under screens/${s6 ? '; every §6 bullet cites real evidence' : ''}${promotedNote}` };
      return {
        status: 'fail',
        detail: `ux_heavy: minor evidence incomplete${promotedNote}: ${findings.map((f) => f.message).slice(0, 3).join('; ')}${findings.length > 3 ? ` (+${findings.length - 3} more)` : ''}`,
        fix: 'Capture one screenshot per touched surface into screens/iter-<N>/<theme>/ and make every §6 bullet cite the real screens/ or traces/ file it rests on.',
        findings,
      };
    }

    // "screens/{iteration}/" needs the counter: one there but unread or unparseable names no iteration,
    // and reading it as 1 would judge an old round's captures (as executor-iteration-structure, it skips).
    const counter = model.iteration;
    const unread = model.unreadable(model.rel('iteration'));
    if (unread) return { status: 'skip', detail: `iteration counter unreadable (${unread.message}; see iteration-counter): the current iteration's captures cannot be told` };
    if (counter.present && counter.value === undefined) return { status: 'skip', detail: 'iteration counter unparseable (see iteration-counter): the current iteration\'s captures cannot be told' };
    // No counter: iteration 1, unless the engagement went past it (screens/ or acceptance-log.md hold a later
    // round): then the current round cannot be told, and iteration 1's captures are not this round's.
    if (!counter.present) {
      const folders = (model.list('screens') ?? []).map((e) => (e.kind === 'dir' ? (iterationFolderNumber(e.name) ?? 0) : 0));
      // Rounds as markdown renders their headings: `Iteration 2` underlined with `---` too.
      const later = [...folders, ...acceptanceRounds(model.acceptanceLog, 'protocol').map((r) => r.n)].reduce((a, b) => Math.max(a, b), 0);
      if (later > 1) return { status: 'skip', detail: `no iteration counter (see iteration-counter), yet the engagement reached iteration ${later}: the current iteration's captures cannot be told` };
    }
    const unsure = unsureRound(model);
    if (unsure) return { status: 'skip', detail: unsure };
    // A counter out of step with the log is iteration-counter's failure: the round the log is in is the current one.
    const [iteration, roundNote] = [currentRound(model) ?? 1, correctedNote(model)];
    const iterDirs = (model.list('screens') ?? []).filter((e) => e.kind === 'dir' && iterationFolderNumber(e.name) === iteration);
    let captures = 0;
    const themes = new Set<string>();
    for (const dir of iterDirs) {
      for (const e of model.list(`screens/${dir.name}`) ?? []) {
        const inTheme = e.kind === 'dir' ? images(model.walk(`screens/${dir.name}/${e.name}`, (f) => f.kind !== 'dir' && isCaptureName(f.name))).length : 0;
        if (inTheme) themes.add(e.name);
        if (e.kind === 'dir') captures += inTheme;
        else if (e.kind === 'file' && isCaptureName(e.name)) findings.push({ file: e.rel, line: 1, column: 1, message: `capture lies outside a theme folder; move it to screens/${dir.name}/<theme>/` });
      }
    }
    if (!captures) findings.unshift(anchor(`no screen capture (PNG, JPEG or WebP) under screens/iter-${iteration}/<theme>/ for the current iteration ${iteration}`));

    if (!s6) findings.push(handoff.at(s6At, 'handoff.md has no `## 6. Exercised` section, mandatory for ux_heavy: true'));
    else pushAll(findings, (await exercisedFindings(model, handoff, s6)));

    const screensAndExercised = findings.length > 0;
    // Read as validator-outputs reads the log under the protocol: `### 1. ux-review` and `` ### `ux-review` `` log the run too.
    const logged = model.validationLog ? loggedByProtocol(model, model.validationLog) : [];
    const uxReviews = logged.filter((v) => v.name.startsWith('ux-review'));
    // A log kept by `## Iteration N` blocks must log this iteration's ux-review there (a reused output is cited there too):
    // an earlier iteration's review says nothing of the screens changed since.
    const current = model.validationLog && uxReviews.length ? currentIteration(model, model.validationLog, logged) : undefined;
    // Logged there in any form counts (a heading, a bullet, a table row, a bold line): only its absence makes the review stale.
    const loggedNow = (c: NonNullable<typeof current>) =>
      c.validators.some((v) => v.name.startsWith('ux-review')) || c.sections.some((sec) => model.validationLog!.linesOf(sec).some((l) => /(?<![\w-])ux-review(?![\w])/.test(l.text)));
    const stale = current && !loggedNow(current) ? uxReviews.at(-1) : undefined;
    const noUxReview = !uxReviews.length || stale !== undefined;
    if (stale) {
      findings.push(stale.doc.at(stale.line, `ux-review is logged (here) but not under ## Iteration ${current!.n}, the current iteration: its review predates this iteration's screens; log this iteration's ux-review run under ## Iteration ${current!.n}`, stale.column));
    } else if (noUxReview) {
      findings.push(model.validationLog ? model.validationLog.at(1, 'validation-log.md logs no ux-review run, mandatory for ux_heavy: true') : model.at('validation-log.md', 1, 'no validation-log.md with a ux-review run, mandatory for ux_heavy: true'));
    }

    if (findings.length) {
      // The fix names what is missing: the captures and §6, the ux-review run, or both.
      const fixes = [
        screensAndExercised ? `Capture the touched screens with Playwright into screens/iter-${iteration}/<theme>/ and make every §6 bullet cite the real screens/ or traces/ file it rests on.` : '',
        noUxReview ? 'Run the ux-review validator on the captures and log its run in validation-log.md under a `### ux-review` heading.' : '',
      ];
      return {
        status: 'fail',
        detail: `ux_heavy: true evidence incomplete${promotedNote}${roundNote}: ${summarised(findings, [handoff.rel, model.validationLog?.rel])}`,
        fix: fixes.filter(Boolean).join(' '),
        findings,
      };
    }
    if (themes.size === 1) {
      const [only] = themes;
      const said = s6 ? handoff.linesOf(s6).find((l) => productHasOneTheme(l.text)) : undefined;
      // criteria.md asking for both themes settles what a reader would otherwise have to judge.
      const asked = model.criteria?.bodyLines().find((l) => BOTH_THEMES.test(l.text));
      if (asked) {
        return {
          status: 'fail',
          detail: `${plural(captures, 'capture')} for iteration ${iteration}, all in one theme (${only}), but criteria.md asks for both themes (${model.criteria!.rel}:L${asked.line})${promotedNote}${roundNote}`,
          fix: `Capture the other theme into screens/iter-${iteration}/<theme>/: criteria.md asks for it.`,
          findings: [anchor(`captures for iteration ${iteration} cover one theme (${only}); criteria.md line ${asked.line} asks for both`), model.criteria!.at(asked.line, 'this criterion asks for both themes')],
        };
      }
      if (said) return { status: 'pass', detail: `${plural(captures, 'capture')} for iteration ${iteration}, all in one theme (${only}), which §6 says is the product's only theme (${handoff.rel}:L${said.line}); every §6 bullet cites real evidence${promotedNote}${roundNote}` };
      // "both themes" defines the level and its artefacts are mandated: one theme unexplained is an incomplete handoff.
      return {
        status: 'fail',
        detail: `${plural(captures, 'capture')} for iteration ${iteration}, all in one theme (${only}); ux_heavy: true asks for both themes${promotedNote}${roundNote}`,
        fix: `Capture the other theme into screens/iter-${iteration}/<theme>/, or say in §6 that the product has one theme.`,
        findings: [anchor(`captures for iteration ${iteration} cover one theme (${only}); ux_heavy: true asks for both`)],
      };
    }
    return { status: 'pass', detail: `${plural(captures, 'capture')} in ${plural(themes.size, 'theme')} for iteration ${iteration}; every §6 bullet cites real evidence${promotedNote}${roundNote}` };
  },
});

/**
 * Whether a §6 line says the product has one theme: a one-theme phrase in a clause about the product
 * or what exists, with no negation before it in the clause ("this is not a single-theme app") and no
 * capture verb beside it ("only one theme was captured in this iteration" is about the round). Each
 * clause is read once: linear in the line.
 */
export function productHasOneTheme(line: string): boolean {
  for (const clause of line.split(CLAUSE_END)) {
    if (!clause || !PRODUCT_SUBJECT.test(clause)) continue;
    const negated = clause.search(NEGATION);
    const verbs = [...clause.matchAll(CAPTURED)].map((m) => [m.index!, m.index! + m[0].length] as const);
    let v = 0;
    for (const m of clause.matchAll(ONE_THEME)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (negated >= 0 && negated < start) break;
      // Both in text order: one walk along the verbs.
      while (v < verbs.length && verbs[v]![1] < start - CAPTURE_REACH) v++;
      if (v < verbs.length && verbs[v]![0] <= end + CAPTURE_REACH) continue;
      return true;
    }
  }
  return false;
}

/** Captures opened to check their signature in one run; past that, a capture counts by its name. */
const MAX_CAPTURES_OPENED = 2000;

/**
 * The captures among `entries` that are images (PNG, JPEG or WebP by their bytes), with a finding
 * at each that is not: an empty file or a text file named \`home.png\` is no evidence.
 */
function imagesAmong(model: EngagementModel, findings: Finding[]): (entries: DirEntry[]) => DirEntry[] {
  let opened = 0;
  return (entries) =>
    entries.filter((e) => {
      // A FIFO, a device or a link out of the project named like a capture is none, and is said to be none.
      if (e.kind !== 'file') {
        findings.push({ file: e.rel, line: 1, column: 1, message: `capture ${notAFileMessage(e)}; not counted as a capture` });
        return false;
      }
      if (opened >= MAX_CAPTURES_OPENED) return true;
      opened++;
      const problem = captureProblem(model.fs, e.rel);
      if (problem) findings.push({ file: e.rel, line: 1, column: 1, message: `capture ${problem}` });
      return !problem;
    });
}

/** The deepest nesting of quotes and lists a §6 line may open; real bullets nest two or three. */
const MAX_EXERCISED_NESTING = 32;

/**
 * The quote and list levels a line opens at least: its leading `>`, bullet and ordered markers (`1.`, `1)`: one to nine
 * digits, as CommonMark's), and its indentation four columns a level (a loop: no regex over the run).
 */
function nestingOf(text: string): number {
  let levels = 0;
  let columns = 0;
  const blankAt = (j: number) => text[j] === ' ' || text[j] === '\t';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === ' ') columns++;
    else if (c === '\t') columns += 4;
    else if (c === '>' || ((c === '-' || c === '*' || c === '+') && blankAt(i + 1))) levels++;
    else {
      let j = i;
      while (j < text.length && j - i < 9 && text[j]! >= '0' && text[j]! <= '9') j++;
      if (j === i || (text[j] !== '.' && text[j] !== ')') || !blankAt(j + 1)) break;
      levels++;
      i = j;
    }
  }
  return levels + Math.floor(columns / 4);
}

/**
 * Findings on handoff §6: each item (a list item, or a table's body row) cites a screens/ or traces/
 * file that exists — "prose alone is reject-worthy because it can be hallucinated". A §6 too long to
 * parse is a finding of its own.
 */
async function exercisedFindings(model: EngagementModel, handoff: MarkdownDoc, s6: Section): Promise<Finding[]> {
  const lines = s6.end - s6.start + 1;
  const chars = handoff.lines.slice(s6.start - 1, s6.end).reduce((n, l) => n + l.length + 1, 0);
  if (lines > MAX_EXERCISED_LINES || chars > MAX_EXERCISED_CHARS) {
    return [handoff.at(s6.heading.line, `§6 Exercised has ${lines} lines (${Math.round(chars / 1024)} KB), more than the ${MAX_EXERCISED_LINES} lines or ${MAX_EXERCISED_CHARS / 1024} KB its bullets are read from; list one bullet per exercised control and cite the evidence files`)];
  }
  // remark slows past linear and its tree outgrows the stack on thousands of nested quotes or lists.
  for (const { line: n, text } of handoff.linesOf(s6, { skipFenced: true })) {
    const depth = nestingOf(text);
    if (depth > MAX_EXERCISED_NESTING) return [handoff.at(n, `§6 Exercised nests quotes or lists ${depth} levels deep here, more than the ${MAX_EXERCISED_NESTING} its bullets are read from; write one flat bullet per exercised control`)];
  }
  let root: Awaited<ReturnType<MarkdownDoc['mdast']>>;
  try {
    root = await handoff.mdast(s6);
  } catch (e) {
    // The parser refuses a text it would read super-linearly (marks crowded into a paragraph, thousands of them, a huge table): a finding, as the limits above.
    if (!(e instanceof Error && e.name === 'MarkdownRefused')) throw e;
    const line = (e as Error & { line?: number }).line ?? s6.heading.line;
    return [handoff.at(line, `§6 Exercised has ${e.message} by this line, too many for its bullets to be read; list one bullet per exercised control and cite the evidence files`)];
  }
  const items = mdastListItemRefs(root);
  if (!items.length) return [handoff.at(s6.heading.line, '§6 Exercised has no bullets; write one per exercised control with its evidence path')];
  const more = moreItemRefs(model, handoff, root);
  const findings: Finding[] = [];
  for (const item of items) {
    const refs = [...item.refs, ...(more.get(`${item.line}:${item.column}`) ?? [])].map(withSlashes).filter((r) => EVIDENCE.test(r.text));
    if (!refs.length) {
      findings.push(handoff.at(item.line, '§6 bullet cites no screens/ or traces/ path', item.column));
      continue;
    }
    const found = refs.map((r) => citedKind(model, r.text));
    if (found.includes('file')) continue;
    if (found.includes('folder')) {
      const folders = refs.filter((_, k) => found[k] === 'folder');
      findings.push(handoff.at(folders[0]!.line, `§6 bullet cites only the folder ${folders.map((r) => `\`${r.text}\``).join(', ')}; cite the capture or trace file it rests on`, folders[0]!.column));
    } else findings.push(handoff.at(refs[0]!.line, `§6 bullet cites ${refs.map((r) => `\`${r.text}\``).join(', ')}, ${refs.length === 1 ? 'which does not exist' : 'none of which exists'}`, refs[0]!.column));
  }
  return findings;
}

type Ref = { text: string; line: number; column: number };
type Node = { type: string; identifier?: string; url?: string; value?: string; children?: Node[]; position?: { start: { line: number; column: number }; end: { line: number; column: number } } };

/**
 * Citations of each §6 item (keyed `line:column`, as mdastListItemRefs places items) that
 * mdastListItemRefs does not read: a reference-style link (`[trace][w]`) through its definition in
 * §6 (`[w]: traces/…`), and the paths inside inline HTML (`<a href="traces/…">`) as the shared
 * citation reading of handoff-paths reads that line.
 */
function moreItemRefs(model: EngagementModel, handoff: MarkdownDoc, root: unknown): Map<string, Ref[]> {
  const walk = (n: Node, f: (n: Node) => void) => {
    f(n);
    for (const c of n.children ?? []) walk(c, f);
  };
  const definitions = new Map<string, string>();
  // The first definition of a label wins, as CommonMark resolves it.
  walk(root as Node, (n) => void (n.type === 'definition' && n.identifier && n.url && !definitions.has(n.identifier) && definitions.set(n.identifier, n.url)));
  // Read once per line range: a line may hold thousands of HTML tags.
  const read = new Map<string, Ref[]>();
  const readLines = (start: number, end: number) => {
    const key = `${start}:${end}`;
    if (!read.has(key)) read.set(key, protocolCitations(model, probeCitedEvidence(model, handoff, { protocol: true, range: { start, end } })).cited.map((c) => ({ text: c.path, line: c.line, column: c.column })));
    return read.get(key)!;
  };
  const out = new Map<string, Ref[]>();
  for (const child of (root as Node).children ?? []) {
    if (child.type !== 'list' && child.type !== 'table') continue;
    // A table's first row is its header.
    for (const item of child.type === 'table' ? (child.children ?? []).slice(1) : (child.children ?? [])) {
      const refs: Ref[] = [];
      walk(item, (n) => {
        if (!n.position) return;
        const { start, end } = n.position;
        const url = (n.type === 'linkReference' || n.type === 'imageReference') && n.identifier ? definitions.get(n.identifier) : undefined;
        if (url) refs.push({ text: url, ...start });
        // A bare path written with `\` (`Evidence: engagement\traces\iter-2\x.json`), which mdastListItemRefs reads only with `/`.
        if (n.type === 'text' && n.value?.includes('\\')) for (const text of backslashedWords(n.value)) refs.push({ text, ...start });
        if (n.type !== 'html') return;
        const inside = (c: { line: number; column: number }) => (c.line > start.line || c.column >= start.column) && (c.line < end.line || c.column < end.column);
        pushAll(refs, readLines(start.line, end.line).filter(inside));
      });
      const at = item.position?.start;
      if (refs.length && at) out.set(`${at.line}:${at.column}`, refs);
    }
  }
  return out;
}
