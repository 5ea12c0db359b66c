import { pushAll } from '@engagement-lint/core/kit';
import { caseTwinNote, epiphanyCaseTwins, defineRule, EPIPHANY_EVIDENCE_KINDS, EPIPHANY_EVIDENCE_RESULTS, list, MAX_FINDINGS, validateEpiphany, plural, pluralWord, type EpiphanyIssue, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EARLY_BRANCHES, EARLY_MAP, EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';
import { keptLessons } from './lib/rejected-paths.js';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-evidence-lines',
  pack: 'epiphany',
  summary: 'Each line of state/evidence.jsonl is a JSON object matching schemas/epiphany-evidence.schema.json, ids unique',
  statuses: ['pass', 'fail', 'warn', 'skip'],
  docs: `run_verify, compare_branches and backtrack append one JSON object per
verification or decision. Each line carries at least \`id\`, \`branch\` (a
branches.json id, or null), \`kind\` (${EPIPHANY_EVIDENCE_KINDS.join(', ')}),
\`result\` (${EPIPHANY_EVIDENCE_RESULTS.join(', ')}) and \`time\` (ISO 8601). Every line
is parsed on its own: a malformed line is reported with its line number and the
other lines still count for the rules that read evidence. Ids are unique, since
the map cites evidence by id. A file that is not valid UTF-8 (or holds NUL bytes)
fails at its first bad byte, and the line holding it counts as malformed: its text
is not what was written. A line that looks like part of an object written over
several lines says so, and the first one that JSON Lines wants each object on
one line. A repeated id is counted as a duplicate, apart from malformed lines.
A \`branch\` that names no branch of branches.json warns at its line (checked
when branches.json parses into a list of branches, or does not exist at all):
the evidence is about a branch the state does not know; beside malformed lines
it stays a warning. Without branches.json every line naming a branch warns,
whatever rejected_paths keeps: the steps that write evidence about a branch
write branches.json too. The
findings a report shows (the first 500, in line order) are built; the rest are
counted. Blank lines are ignored; the detail counts lines, not problems. A
line holding several objects (\`{...}{...}\`, an append that lost its line
break) or a list of them (\`[{...}]\`) is malformed, and says so. A file over
the read limit (16 MiB, or 250,000 lines) is not read and fails; its fix is to
move older lines to an archive file, not to rewrite them. A \`branch\` that
names no branch of branches.json is not reported when a \`rejected_paths\`
entry of map.yaml names it by key (\`branch: b-2\`): the branch was pruned after
backtrack, its lesson kept in the map. Skips when the file does not exist yet
or is empty.`,
  audit: [
    { source: "run_verify … Allowed writes: • state/evidence.jsonl • state/branches.json", enforced: "warns on an evidence line whose branch is not a branch of branches.json, or that names a branch when branches.json does not exist: the two files are written together" },
    { source: "Checks may include: tests, lints, benchmark deltas, invariant checks, coherence review against state/map.yaml, simplicity review", enforced: "fails on an evidence line that is not a JSON object with id, branch, a known kind and result, and time, and on repeated ids; other lines still count" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes on the clean example',
      files: {
        'state/evidence.jsonl': EVIDENCE,
        'state/branches.json': BRANCHES,
        'state/map.yaml': MAP,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'fail',
      title: 'reports missing keys and a branch of the wrong type',
      files: {
        'state/evidence.jsonl': `${EVIDENCE}{"id": "ev-8", "branch": 14, "kind": "tests", "result": "pass", "summary": "golden queries again after the rebase"}\n`,
        'state/branches.json': BRANCHES,
      },
    },
    {
      status: 'warn',
      title: 'warns at a line whose branch names no branch of branches.json',
      files: {
        'state/evidence.jsonl': `${EVIDENCE}{"id": "ev-8", "branch": "b-nightly", "kind": "tests", "result": "pass", "time": "2026-03-02T15:00:00Z", "summary": "nightly job green"}\n`,
        'state/branches.json': BRANCHES,
      },
    },
    {
      status: 'skip',
      title: 'skips when evidence.jsonl does not exist yet (nothing verified)',
      files: {
        'state/map.yaml': EARLY_MAP,
        'state/branches.json': EARLY_BRANCHES,
        'state/scratch.md': SCRATCH,
      },
    },
  ],
  async check({ model }) {
    const evidence = await model.evidence();
    const file = model.rel('evidence.jsonl');
    if (!evidence) return { status: 'skip', detail: `${file} does not exist yet (nothing verified)`, missingArtefact: true };
    const at = (line: number, message: string, column = 1) => model.at('evidence.jsonl', line, message, column);
    if (evidence.errors.length) {
      // Over the read limit the file is well formed as far as anyone knows: what helps is making it smaller.
      const tooLarge = evidence.file.problems.some((p) => p.kind === 'too-large');
      return {
        status: 'fail',
        detail: `${file} cannot be read: ${evidence.errors[0]!.message}`,
        fix: tooLarge
          ? 'Bring evidence.jsonl under the limit the finding names: move older lines to an archive file beside it (say state/evidence-archive.jsonl, which no rule reads), keeping the lines whose ids map.yaml cites and those about open or chosen branches.'
          : 'Make evidence.jsonl a readable regular file: UTF-8 text, one JSON object per line.',
        findings: evidence.errors.map((e) => at(e.line, e.message, e.column)),
      };
    }
    // Lines, not issues: a line repeating a key is both an entry and a malformed line.
    const total = evidence.lineCount;
    if (total === 0) return { status: 'skip', detail: `${file} is empty (nothing verified yet)` };
    // What is wrong with each line, found cheaply; a finding's message and column are built only
    // for the lines a report shows (MAX_FINDINGS), so 100,000 bad lines cost a count, not 100,000 findings.
    const issuesAt = new Map<number, EpiphanyIssue[]>();
    // Loops rather than spreads and slices: each of these may hold 100,000 lines.
    for (const list of [evidence.encoding, evidence.malformed]) {
      for (const e of list) {
        const known = issuesAt.get(e.line);
        if (known) known.push(e);
        else issuesAt.set(e.line, [e]);
      }
    }
    // Per line, in arrays indexed by line number: a file may hold 100,000 lines, and hash maps and
    // sets of that size cost more than the check's own work; walked in order, no sort is needed.
    let size = evidence.file.lines.length + 2;
    for (const e of [...evidence.encoding, ...evidence.malformed]) size = Math.max(size, e.line + 1);
    const entryAt: Array<(typeof evidence.entries)[number] | undefined> = new Array<undefined>(size).fill(undefined);
    for (const e of evidence.entries) entryAt[e.line] = e;
    const repeatOf = new Map<number, { id: string; first: number }>();
    for (const [id, lines] of evidence.byId) for (let k = 1; k < lines.length; k++) repeatOf.set(lines[k]!.line, { id, first: lines[0]!.line });
    const BAD = 1;
    const UNKNOWN_BRANCH = 2;
    const marks = new Uint8Array(size);
    let badCount = 0;
    const markBad = (line: number) => {
      if (!(marks[line]! & BAD)) badCount++;
      marks[line]! |= BAD;
    };
    // A line holding the file's first invalid UTF-8 or NUL byte is damaged, whatever it parses as.
    for (const line of issuesAt.keys()) markBad(line);
    for (const line of repeatOf.keys()) markBad(line);
    for (const entry of evidence.entries) if (!entry.schemaValid) markBad(entry.line);
    // A branch no branch of branches.json has: checked only when branches.json parses into a list of branches.
    const branches = await model.branches();
    let unknownCount = 0;
    let twinOf: (id: string) => string | undefined = () => undefined;
    // Branches pruned after backtrack whose lesson map.yaml keeps (`branch: b-2` in rejected_paths).
    const pruned = new Set<string>();
    // No branches.json at all: every branch evidence names is one the state does not hold.
    if (!branches) {
      for (const entry of evidence.entries) {
        if (typeof entry.branch === 'string' && entry.branch !== '') {
          marks[entry.line]! |= UNKNOWN_BRANCH;
          unknownCount++;
        }
      }
    } else if (branches.parsed && !branches.notAList) {
      const known = new Set<string>();
      for (const b of branches.list) if (b.id !== undefined) known.add(b.id);
      twinOf = epiphanyCaseTwins(known);
      let lessons: Set<string> | undefined;
      for (const entry of evidence.entries) {
        // An empty branch is the schema's finding ("must not be empty"), not an unknown branch.
        if (typeof entry.branch === 'string' && entry.branch !== '' && !known.has(entry.branch)) {
          lessons ??= keptLessons(await model.map());
          if (lessons.has(entry.branch)) {
            pruned.add(entry.branch);
            continue;
          }
          marks[entry.line]! |= UNKNOWN_BRANCH;
          unknownCount++;
        }
      }
    }
    const unknownBranchAt = (line: number) => (marks[line]! & UNKNOWN_BRANCH) !== 0;
    const errorsOf = async (line: number): Promise<Finding[]> => {
      const out = (issuesAt.get(line) ?? []).map((e) => at(e.line, e.message, e.column));
      const entry = entryAt[line];
      if (entry && !entry.schemaValid) {
        for (const err of await validateEpiphany('evidence', entry.value, `line ${line}`)) out.push(at(line, err.path.length ? `line ${line}: ${err.message}` : err.message, evidence.columnOf(entry, err.path[0] as string | undefined)));
      }
      const repeat = repeatOf.get(line);
      // At the id itself: the value is what repeats, the key is on every line.
      if (repeat) out.push(at(line, `line ${line}: evidence id ${repeat.id} is used again (first on line ${repeat.first})`, evidence.columnOf(entry!, 'id', 'value')));
      return out;
    };
    // Beside failing lines an unknown branch stays a warning: reports show it as one.
    const warningOf = (line: number): Finding => {
      const entry = entryAt[line]!;
      const name = entry.branch!;
      // `"branch": "null"` is the word in quotes: JSON's null (no quotes) ties evidence to no branch.
      const why = name.trim().toLowerCase() === 'null' ? `: "${name}" in quotes is a name; write null without quotes for evidence about no branch` : caseTwinNote([name], twinOf);
      const message = branches
        ? `line ${line}: branch ${name} is not a branch of ${model.rel('branches.json')}${why}`
        : `line ${line}: names branch ${name}, but ${model.rel('branches.json')} does not exist (the steps that write evidence about a branch write branches.json too)${why}`;
      const finding = at(line, message, evidence.columnOf(entry, 'branch'));
      return failing ? { ...finding, severity: 'warning' } : finding;
    };
    const byColumn = (a: Finding, b: Finding) => a.column - b.column;
    const failing = badCount > 0;
    const shownMarks = failing ? BAD | UNKNOWN_BRANCH : BAD;
    const shown: Finding[] = [];
    // Past the findings shown, each line counts what it is known to hold without building it; a
    // line against the schema holds at least one finding.
    let notShown = 0;
    let countIsFloor = false;
    for (let line = 1; line < size; line++) {
      if (!(marks[line]! & shownMarks)) continue;
      if (shown.length >= MAX_FINDINGS) {
        const entry = entryAt[line];
        notShown += (issuesAt.get(line)?.length ?? 0) + (repeatOf.has(line) ? 1 : 0) + (unknownBranchAt(line) ? 1 : 0) + (entry && !entry.schemaValid ? 1 : 0);
        countIsFloor ||= entry !== undefined && !entry.schemaValid;
        continue;
      }
      pushAll(shown, [...(await errorsOf(line)), ...(unknownBranchAt(line) ? [warningOf(line)] : [])].sort(byColumn));
    }
    if (failing) {
      // A line that only repeats an id is well formed: the detail counts it apart, as a duplicate.
      const malformed: number[] = [];
      for (let line = 1; line < size; line++) if (marks[line]! & BAD && (issuesAt.has(line) || entryAt[line]?.schemaValid === false)) malformed.push(line);
      const duplicates = [...repeatOf.keys()].sort((a, b) => a - b);
      const lineList = (lines: number[]) => `line ${lines.slice(0, 10).join(', ')}${lines.length > 10 ? ', ...' : ''}`;
      const parts = [
        malformed.length ? `${malformed.length} of ${plural(total, 'line')} malformed (${lineList(malformed)})` : '',
        duplicates.length ? `${malformed.length ? plural(duplicates.length, 'line repeats', 'lines repeat') : `${duplicates.length} of ${plural(total, 'line')} ${pluralWord(duplicates.length, 'repeats', 'repeat')}`} an earlier evidence id (${lineList(duplicates)})` : '',
      ].filter(Boolean);
      return {
        status: 'fail',
        detail: `${file}: ${parts.join('; ')}`,
        fix: `Rewrite each reported line as one JSON object with id, branch, kind, result and time; give every line its own id.${evidence.multiLineParts ? ' Write each object on a single line (JSON Lines), not pretty-printed over several.' : ''}${evidence.encoding.length ? ' Save the file as UTF-8 text.' : ''}`,
        findings: shown,
        ...(notShown ? { findingsTotal: shown.length + notShown, findingsTotalIsFloor: countIsFloor } : {}),
      };
    }
    if (unknownCount) {
      const warnings: Finding[] = [];
      for (let line = 1; line < size && warnings.length < MAX_FINDINGS; line++) if (unknownBranchAt(line)) warnings.push(warningOf(line));
      return {
        status: 'warn',
        detail: `${file}: ${plural(unknownCount, 'line names a branch', 'lines name branches')} ${branches ? 'that branches.json does not have' : 'but branches.json does not exist'}`,
        fix: branches
          ? 'Name the branch by its id in branches.json (or null for evidence about no branch), or add the missing branch to branches.json.'
          : 'Write state/branches.json with the branches the evidence names (each with id, hypothesis and status), or write null as the branch of evidence about no branch.',
        findings: warnings,
        ...(unknownCount > warnings.length ? { findingsTotal: unknownCount } : {}),
      };
    }
    const prunedText = pruned.size ? `; lines about ${plural(pruned.size, 'pruned branch', 'pruned branches')} (${list([...pruned], 3)}) whose lesson map.yaml keeps count as known` : '';
    return { status: 'pass', detail: `${plural(total, 'evidence line')}, each a well-formed object${prunedText}` };
  },
});
