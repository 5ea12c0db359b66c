import { pushAll, dangerOpApprovedIds, diffSummaryChanges, excerptAround, LetterRegex, MAX_FINDINGS, dangerOpNoOk, dangerOpOkEntries, dangerOpOkLines, defineRule, DELETE_STATEMENT_LINES, followsProtocol, list, plural, negatedOperation, parseUnifiedDiffText, type EngagementModel, type Finding } from '@engagement-lint/core/kit';
import { fileLines, readOn, type Lines } from './lib/danger-lines.js';
import { commitMessageLine, commitSubject, inShellBlock, inTestFileBlock, mentionOnly, notDoneAfter, notThisChange } from './lib/danger-mentions.js';
import { entriesWithAnswers, russianRefusal, withLabelsRead } from './lib/danger-answers.js';
import { deployScriptPathOnly, deployWordsOnly, formWhat, MAYBE, namesCommand, notTheSpecsOp, OP_BY_ID, OPS, ormCallOnly, PROTOCOL_OPS } from './lib/danger-ops.js';
import { DELETE_STATEMENT, everywhereOp, HITS_PER_OPERATION, runLines, runsOf, runsOfFile, scan, scanText, scanEmptyDowngrades, scanOverLines, scanStatementDeletes, scanStatementDropColumns, SQL_TRUNCATE, type Hit, type Run, type Sink, type Src } from './lib/danger-statements.js';
import { flywayVersionedLines, rollsBackOwnColumn, rollsBackOwnTable, undoesVersioned } from './lib/migration-rollback.js';
import { dropWhat } from './lib/danger-objects.js';
import { droppedBy, knownWords, okScope, outOfScope, scopeReason, SCOPED_OPS, type Dropped, type OkScope } from './lib/danger-ok-tables.js';
import { documentGroups, dropsOwnTempTables } from './lib/danger-temp-tables.js';
import { outsideSqlComments, sqlCode, SQL_FILE } from './lib/danger-sql-comments.js';
import { injectionPayload } from './lib/danger-payloads.js';
import { untrackedFiles, untrackedOption } from './lib/untracked-files.js';
import { ownReportsInDiff } from './lib/own-reports.js';
import { BULK_DELETE, DANGER_DIVERGENCES, DANGER_DOCS, EXCERPT } from './lib/danger-meta.js';
import { silentConsent } from './lib/danger-silence.js';
import { okFormFindings } from './lib/danger-ok-form.js';

export { HITS_PER_OPERATION };

/** Hits of one operation set aside (see the sink in check) past which it is not looked for further. */
const SET_ASIDE_PER_OPERATION = 10 * HITS_PER_OPERATION;

/** Files whose lines are prose, where an operation's word may be an ordinary word. */
const PROSE_FILE = /\.(?:md|mdx|markdown|txt|rst)$/i;
/** A test's file: its teardown deletes the test database's rows (`afterEach(() => prisma.user.deleteMany())`). */
const TEST_FILE = /(?:^|\/)(?:tests?|__tests__|e2e)\/|(?:^|\/)(?:test_[^/]*|[^/]*_test\.[a-z]+|[^/]*\.(?:test|spec)\.[a-z]+|conftest\.py)$/i;
/**
 * The statements a test's file runs on its own database (`pg.execute("TRUNCATE orders_archive")` in a fixture's
 * teardown): not the real data the protocol's classes guard. A file in a migrations folder still counts, under
 * tests/ too: a migration is what ships a schema change.
 */
const TEST_DATABASE_OPS = new Set(['sql-drop-table', 'sql-drop-column', 'sql-truncate', 'sql-delete-without-where', 'sql-alter-column-lossy']);
const inMigrationFolder = (file: string) => file.split('/').slice(0, -1).some((d) => /migrat|alembic|flyway|liquibase/i.test(d));
const testDatabaseFile = (file: string) => TEST_FILE.test(file) && !inMigrationFolder(file);


/** The hit's line, trimmed; a longer one is cut around the match, so the words that matched are shown. */
const excerpt = (h: Hit): string => excerptAround(h.text, h.column - 1, h.length ?? 0, EXCERPT);


/** Characters on each side of a hit found again on its line that its prose is read in (a clause, a code span, the words naming a payload). */
const PROSE_WINDOW = 400;

/** Characters a DELETE statement is read on for its WHERE. */
const STATEMENT_CHARS = 2000;

/** Whether the DELETE on a hit's line goes on, before a `;` or a blank line, to a WHERE on a later line (a Redis FLUSHALL has none). */
function whereFollows(hit: Hit, lines: Lines): boolean {
  if (hit.text.includes(';', hit.column - 1) || formWhat(hit) !== undefined) return false;
  const s = readOn(lines, hit.line, hit.column - 1, { lines: DELETE_STATEMENT_LINES, chars: STATEMENT_CHARS });
  // In SQL a WHERE inside a comment guards nothing: each line below is read as code (comments blanked, columns kept).
  return s.parts.slice(1).some((p) => /\bWHERE\b/i.test(SQL_FILE.test(hit.file) ? (sqlCode(lines, p.line) ?? '').slice(p.from, p.from + p.length) : s.text.slice(p.at, p.at + p.length)));
}

export default defineRule<EngagementModel>({
  id: 'danger-scan',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,

  summary: 'every dangerous operation in the change has the user\'s OK in scope-sync.md',
  statuses: ['pass', 'fail', 'warn'],
  options: { type: 'object', properties: { untracked: { type: 'boolean', description: 'under the recommended preset, scan the files git neither tracks nor ignores (default true)' } }, additionalProperties: false },
  docs: DANGER_DOCS,
  examples: [
    { status: 'pass', title: 'passes when nothing dangerous is found, saying what was scanned', files: { 'handoff.md': '' } },
    { status: 'fail', title: 'counts an id wherever its exact text appears in scope-sync.md, as the reference does', files: { 'specs/m.sql': 'DELETE FROM sessions;', 'scope-sync.md': '' } },
    {
      status: 'fail',
      title: 'under the recommended preset, an id named outside the `## Dangerous-op user OK` heading is no OK',
      options: { preset: 'recommended' },
      files: { 'specs/m.sql': 'DROP TABLE legacy_sessions;', 'scope-sync.md': '- Q: is sql-drop-table fine?' },
    },
    {
      status: 'fail',
      title: 'under the recommended preset, a negation of something else in the sentence does not hide an operation that ran',
      options: { preset: 'recommended' },
      files: { 'handoff.md': '## 12. Operations run\nSince the branch was not shared with anyone, we ran git push --force origin main.\nNo rollback was needed: we never ran terraform destroy.' },
    },
    {
      status: 'fail',
      title: 'under the recommended preset, `vercel deploy --prod` recorded only in deploy-log.md is a production deploy that needs the user\'s OK',
      options: { preset: 'recommended' },
      files: { 'handoff.md': '## 8. Deploy log\nSee deploy-log.md.', 'deploy-log.md': '- 2026-06-11 16:40 — production — `npx vercel deploy --prod --yes`' },
    },
    {
      status: 'fail',
      title: 'under the recommended preset, a DROP TABLE broken over two lines and a publish with options before it are operations too',
      options: { preset: 'recommended' },
      files: { 'handoff.md': '## 12. Operations run\n```sql\nDROP\n  TABLE legacy_export;\n```\n```sh\npnpm --filter @acme/csv publish --no-git-checks\n```' },
    },
    {
      status: 'fail',
      title: 'under the recommended preset, an entry recording only the user\'s silence is no OK: silence is not consent',
      options: { preset: 'recommended' },
      files: { 'specs/m.sql': 'DROP TABLE legacy_sessions;', 'scope-sync.md': '## Dangerous-op user OK — 2026-06-04 09:12\n- sql-drop-table: the user was told on 2026-06-04 and did not object within 24 h.\n- Backup verified: snapshot restored on staging.' },
    },
    {
      status: 'warn',
      title: 'under the recommended preset, an OK under a heading with no timestamp stands, with a warning',
      options: { preset: 'recommended' },
      files: { 'specs/m.sql': 'DROP TABLE legacy_sessions;', 'scope-sync.md': '## Dangerous-op user OK\n- sql-drop-table: user (chat 09:10): "Yes, drop it."\n- Backup verified: snapshot restored on staging.' },
    },
  ],
  divergences: DANGER_DIVERGENCES,
  async check({ model, system, options }) {
    const protocol = followsProtocol(options);
    // Asked first, so git runs while the handoff is read; the untracked files are listed beside the diff, not after it.
    const pendingDiff = system.gitDiff(model.projectRoot);
    const pendingUntracked = protocol && untrackedOption(options.ruleOptions) ? system.gitUntracked?.(model.projectRoot) : undefined;
    // Not awaited when the diff fails: a rejection then is no unhandled one.
    pendingUntracked?.catch(() => undefined);
    // Files are scanned on the lines that hold an operation's word; the diff (short) line by line.
    type ScannedFile = { file: string; src: { readonly text: string; readonly lines: string[] } };
    const scanned: string[] = [];
    const handoff = model.handoff;
    const docFiles: ScannedFile[] = handoff ? [{ file: handoff.rel, src: handoff }] : [];
    if (handoff) scanned.push('handoff.md');
    // deploy-log.md is where the protocol records a deploy (§8 points to it): a production deploy
    // written only there needs the user's OK as much as one written in the handoff.
    const deployLog = protocol ? model.doc('deploy-log.md') : undefined;
    if (deployLog) {
      docFiles.push({ file: deployLog.rel, src: deployLog });
      scanned.push('deploy-log.md');
    }
    // A specialist's report of what it ran ("ran DELETE FROM orders_daily on prod") is the operation's
    // record when the handoff leaves it out: read like handoff.md.
    const reports = protocol ? model.executorReports() : [];
    for (const r of reports) docFiles.push({ file: r.rel, src: r });
    if (reports.length) scanned.push(plural(reports.length, 'executor report'));
    const proseDocs = [handoff, deployLog, ...reports];
    const diff = await pendingDiff;
    let brokenLink: string | undefined;
    // Every operation needs a word MAYBE finds, and a statement read over several lines starts on one
    // (DELETE, def down): a hunk without any is read past, with no line of it built.
    const parsed = diff ? parseUnifiedDiffText(diff, (hunk) => MAYBE.test(hunk)) : undefined;
    let diffLines: Src[] = [];
    if (parsed) {
      // Every line of the diff's hunks, as the reference scans the whole diff: added, removed and context.
      diffLines = protocol ? parsed.added : [...parsed.added, ...(parsed.context ?? []), ...(parsed.removed ?? []).map((r) => ({ ...r, removed: true }))];
      // A report of an earlier run committed with the change quotes operations in its rule help; it runs none.
      const reports = ownReportsInDiff(model, [...parsed.added, ...(parsed.removed ?? [])], new Set(parsed.newFiles));
      if (reports.size) diffLines = diffLines.filter((l) => !reports.has(l.file));
      // Files moved or linked into the change are read whole, at their new path: a rename's hunks hold no line it kept.
      const readWhole = new Set(parsed.readWhole);
      const linked = new Set(parsed.linksRead);
      const moved = new Set((parsed.moved ?? []).filter((f) => readWhole.has(f) && !linked.has(f)));
      const read = [...(moved.size ? [`${plural(moved.size, 'renamed or copied file')} read whole`] : []), ...(linked.size ? [`${plural(linked.size, 'symlink')} read as the file${linked.size === 1 ? ' it leads' : 's they lead'} to`] : [])];
      scanned.push(read.length ? `git diff (${read.join(', ')})` : 'git diff');
    } else if (diff === '') {
      // git ran and the project matches its base: a clean diff, not a missing one. With the base branch itself
      // checked out (work committed on main, a CI run on a push to main) there is no change to diff: said, since
      // such work is in no diff, but no warning, which every run on the base branch would repeat.
      const onBase = protocol ? await system.gitOnBase?.(model.projectRoot) : undefined;
      scanned.push(onBase ? `git diff: none, as the base branch ${onBase} itself is checked out (work committed on it is in no diff against it; --base <the commit before the work> scans it)` : 'git diff: no changes against the base branch');
    } else {
      brokenLink = system.gitProblem?.(model.projectRoot);
      // A base named outright with no repository around: said, as the user asked for a diff that cannot be.
      const unused = brokenLink ? undefined : system.gitBaseUnused?.(model.projectRoot);
      scanned.push(brokenLink ? `no git diff available: ${brokenLink}` : unused !== undefined ? `no git diff available: --base ${unused} was given, but no git repository holds the project` : 'no git diff available');
    }
    // A .git link that cannot be followed, or a repository file git would block or drown on, hides the change: not scanned, whatever the base.
    // An empty diff in a shallow clone may only mean the base's history is missing: the problem still stands.
    const baseProblem = parsed
      ? undefined
      : brokenLink
        ? { blocking: true, detail: `git was not run on the project (${brokenLink}): the change was not scanned`, fix: 'Repair or remove what is named (a `.git` link needs a `gitdir:` line naming the repository folder; a file of the repository must be a regular file within its limit), then lint again.' }
        : system.gitBaseProblem?.(model.projectRoot, diff === undefined);
    const scripts = ['specs', 'tasks'].flatMap((d) => model.walk(d, (e) => e.kind === 'file' && /\.(?:py|sql)$/.test(e.name)));
    const scriptFiles: ScannedFile[] = [];
    for (const e of scripts) {
      const file = model.fs.read(e.rel);
      if (file) scriptFiles.push({ file: e.rel, src: file });
    }
    scanned.push(`${scripts.length} specs/tasks scripts`);
    // A new file git does not track yet is part of the change too (git status lists it); the diff does not show it.
    const untracked = pendingUntracked && diff !== undefined ? await untrackedFiles(model, pendingUntracked) : undefined;
    const untrackedNames = new Set(untracked?.files.map((f) => f.file));
    if (untracked) {
      pushAll(scriptFiles, untracked.files);
      scanned.push(plural(untracked.files.length, 'untracked file'));
    }
    const ops = protocol ? PROTOCOL_OPS : OPS;
    const proseDocByRel = new Map(proseDocs.flatMap((doc) => (doc ? [[doc.rel, doc] as const] : [])));
    const prose = (h: Src) => proseDocByRel.get(h.file)?.isFenced(h.line) === false;
    // "Gmail and Outlook truncate long subject lines" is English, not SQL: in prose, TRUNCATE needs its statement's shape.
    const proseLine = (h: Src) => prose(h) || (!proseDocByRel.has(h.file) && PROSE_FILE.test(h.file));
    // A file's lines, for reading a statement past its first line: a scanned file's own, else those the diff adds.
    const files = [...docFiles, ...scriptFiles];
    // A file read whole is not read again in the diff: the lines the diff shows of it are the file's (a removed line aside).
    const whole = new Set(files.map((f) => f.file));
    const changed = diffLines.filter((l) => l.removed || !whole.has(l.file));
    const diffRuns = runsOf(changed);
    const views = new Map<string, Lines>();
    // Each file's source and diff runs by name, so a hit's file is found without a scan of every file.
    const fileByName = new Map<string, ScannedFile>();
    for (const f of files) if (!fileByName.has(f.file)) fileByName.set(f.file, f);
    const runsByFile = new Map<string, Run[]>();
    for (const r of diffRuns) (runsByFile.get(r.file) ?? runsByFile.set(r.file, []).get(r.file)!).push(r);
    const statements = (file: string): Lines => {
      let view = views.get(file);
      if (view) return view;
      const f = fileByName.get(file);
      view = f ? fileLines(f.src.lines, f.src.text) : runLines(runsByFile.get(file) ?? []);
      views.set(file, view);
      return view;
    };
    // A Flyway undo migration's versioned migration, each folder listed and each file read once.
    const versionedOf = flywayVersionedLines(model);
    const undoesOwnVersion = (h: Hit) => {
      if (h.id !== 'sql-drop-table' && h.id !== 'sql-drop-column') return false;
      const up = versionedOf(h.file);
      return up !== undefined && undoesVersioned(h.id, statements(h.file), h.line, h.text, up);
    };
    // A migration's downgrade dropping the column its upgrade adds is its rollback, the protocol's safe case; so is a
    // Flyway undo migration dropping what its versioned migration creates.
    const ownRollback = (h: Hit) => !h.removed && ((h.id === 'sql-drop-column' && rollsBackOwnColumn(statements(h.file), h.line, h.text)) || (h.id === 'sql-drop-table' && rollsBackOwnTable(statements(h.file), h.line, h.text)) || undoesOwnVersion(h));
    // A temporary table the same script creates (a file, a document's code block, a prose line) holds no kept data.
    const groups = new Map<string, (n: number) => number>();
    const groupOf = (file: string) => {
      const doc = proseDocByRel.get(file);
      const g = groups.get(file) ?? (doc ? documentGroups(doc.lines, (n) => doc.isFenced(n)) : PROSE_FILE.test(file) ? (n: number) => n : () => 0);
      groups.set(file, g);
      return g;
    };
    const tempDrop = (h: Hit) => h.id === 'sql-drop-table' && !h.removed && dropsOwnTempTables(statements(h.file), h.line, h.column, h.text, groupOf(h.file), SQL_FILE.test(h.file));
    // A migration tool's or ORM's call is code: in prose it is a mention, in a test it tears down the test's own database,
    // also quoted in a document's code block that names a test's file (`# tests/conftest.py`).
    const testBlocks = new Map<string, Map<number, boolean>>();
    const testBlock = (h: Hit) => {
      const doc = proseDocByRel.get(h.file);
      if (!doc?.isFenced(h.line)) return false;
      const memo = testBlocks.get(h.file) ?? testBlocks.set(h.file, new Map()).get(h.file)!;
      return inTestFileBlock((n) => doc.line(n), h.line, memo, (p) => TEST_FILE.test(p));
    };
    const ormElsewhere = (h: Hit) => (proseLine(h) || TEST_FILE.test(h.file) || testBlock(h)) && ormCallOnly(h);
    // A statement in a test's file, or quoted in a block naming one, is the test's own database's setup or teardown.
    const dataBlocks = new Map<string, Map<number, boolean>>();
    const testDatabase = (h: Hit) => {
      if (!TEST_DATABASE_OPS.has(h.id)) return false;
      if (testDatabaseFile(h.file)) return true;
      const doc = proseDocByRel.get(h.file);
      if (!doc?.isFenced(h.line)) return false;
      const memo = dataBlocks.get(h.file) ?? dataBlocks.set(h.file, new Map()).get(h.file)!;
      return inTestFileBlock((n) => doc.line(n), h.line, memo, testDatabaseFile);
    };
    const truncateVerb = (h: Hit) => h.id === 'sql-truncate' && proseLine(h) && !SQL_TRUNCATE.for(h.text).test(h.text);
    // "scripts/deploy.sh now supports production" is a sentence: a deploy in a script's or a runner's words counts in code or a code span.
    const deployWords = (h: Hit) => proseLine(h) && deployWordsOnly(h);
    // What git prints, pasted into a document or a prose file: a `git log` line's subject, or a message line of its
    // default format (below `commit <hash>` and its header), names what a commit did.
    const logMemos = new Map<string, Map<number, boolean>>();
    const messageLine = (h: Hit) => !h.removed && commitMessageLine((n) => statements(h.file).get(n), h.line, logMemos.get(h.file) ?? logMemos.set(h.file, new Map()).get(h.file)!);
    const pastedLog = (h: Hit) => (proseDocByRel.has(h.file) || PROSE_FILE.test(h.file)) && (commitSubject(h.text, h.column - 1) || messageLine(h));
    // A deploy script's path alone on its line is run in code and in a shell's code block, and named anywhere else
    // (a file list, a text block): a `git diff --stat` line or `scripts/deploy-prod.sh:3` is read as no command at all.
    const shellBlocks = new Map<string, Map<number, boolean>>();
    const shellLine = (h: Hit) => {
      const doc = proseDocByRel.get(h.file);
      if (!doc) return !PROSE_FILE.test(h.file);
      const memo = shellBlocks.get(h.file) ?? shellBlocks.set(h.file, new Map()).get(h.file)!;
      return doc.isFenced(h.line) && inShellBlock((n) => doc.line(n), h.line, memo);
    };
    const scriptNamed = (h: Hit) => deployScriptPathOnly(h) && !shellLine(h);
    // A security audit's injection payload quoted in prose (`x'; DROP TABLE users; --`) is data its test sends.
    const payload = (h: Hit) => TEST_DATABASE_OPS.has(h.id) && proseLine(h) && injectionPayload(h.text, h.column - 1, h.column - 1 + (h.length ?? 0));
    // A hit found again past one set aside on its line is judged on a window of its line around it: a line of many
    // set-aside matches is read once, not once per match. The first hit of a line is judged on the whole line.
    const windowed = (h: Hit): Hit => {
      if (h.text.length <= 2 * PROSE_WINDOW) return h;
      const from = Math.max(0, h.column - 1 - PROSE_WINDOW);
      return { ...h, text: h.text.slice(from, h.column - 1 + (h.length ?? 0) + PROSE_WINDOW), column: h.column - from };
    };
    const keep = (found: Hit, again: boolean) => {
      const h = again ? windowed(found) : found;
      // A negation reads the same in any prose: "Never run `git push --force` on main" in a changed runbook runs nothing.
      return !pastedLog(h) && !scriptNamed(h) && !(proseLine(h) && (negatedOperation(h.text, h.column - 1, h.column - 1 + (h.length ?? 0)) || notDoneAfter(h.text, h.column - 1, h.column - 1 + (h.length ?? 0)))) && !(prose(h) && (mentionOnly(h.text, h.column - 1, h.column - 1 + (h.length ?? 0), () => (h.removed ? undefined : statements(h.file).get(h.line + 1))) || notThisChange(h.text, h.column - 1, h.column - 1 + (h.length ?? 0)))) && !(h.id === 'sql-delete-without-where' && !ormCallOnly(h) && whereFollows(found, statements(h.file))) && !truncateVerb(h) && !deployWords(h) && !notTheSpecsOp(h) && !ownRollback(h) && !tempDrop(found) && !ormElsewhere(h) && !testDatabase(h) && !payload(h);
    };

    // Each hit is judged as it is found, and an operation kept HITS_PER_OPERATION times is looked for no further,
    // anywhere: a folder dense with operations costs a bounded number of hits, whatever its size.
    const hits: Hit[] = [];
    const seen = new Set<string>();
    const counts = new Map<string, number>();
    const kept = (id: string) => counts.get(id) ?? 0;
    const filesOf = new Map<string, Set<string>>();
    // Hits set aside (negated, a mention, a rollback, a WHERE below) are judged one by one too: past
    // SET_ASIDE_PER_OPERATION of them the operation is not looked for further, and the check warns so.
    const setAside = new Map<string, number>();
    const sink: Sink = {
      full: (id) => kept(id) >= HITS_PER_OPERATION || (setAside.get(id) ?? 0) >= SET_ASIDE_PER_OPERATION,
      add(found, asIs, again = false) {
        if (sink.full(found.id)) return undefined;
        // A SQL file's comment runs nothing: the operation is looked for in its line's code, and the hit moves there or is none.
        const op = protocol && !asIs && !found.removed && SQL_FILE.test(found.file) ? OP_BY_ID.get(found.id) : undefined;
        // Found again on its line, it is looked for in the code from its own place on, not from the line's start.
        const inCode = (code: string) => {
          if (!again) return (op!.re instanceof LetterRegex ? op!.re.for(code) : op!.re).exec(code);
          const g = everywhereOp(op!);
          const re = g instanceof LetterRegex ? g.for(code) : g;
          re.lastIndex = found.column - 1;
          return re.exec(code);
        };
        const h = op ? outsideSqlComments(found, statements(found.file), inCode) : found;
        // No hit at all, so not counted among those set aside: a file of commented-out statements leaves the cap to real ones.
        if (!h) return undefined;
        const key = `${h.id}|${h.file}|${h.line}|${h.removed ? '-' : ''}`;
        if (seen.has(key)) return undefined;
        if (protocol && !asIs && !keep(h, again)) {
          // Each counts, on one line too: a line of 100,000 mentions set aside is not read to its end in windows.
          setAside.set(h.id, (setAside.get(h.id) ?? 0) + 1);
          // The rest of the line may still run it ("… is rejected; then we ran DROP TABLE accounts;"): looked for past this match.
          return Math.max(found.column - 1 + (found.length ?? 0), h.column - 1 + (h.length ?? 0));
        }
        seen.add(key);
        // Read to its end, a DELETE is not judged by its line; a form the protocol adds to a class says what it does.
        hits.push(protocol ? { ...h, what: formWhat(h) ?? (h.id === 'sql-delete-without-where' ? DELETE_STATEMENT : h.id === 'sql-drop-table' ? dropWhat(h.text.slice(h.column - 1), h.what) : h.what) } : h);
        counts.set(h.id, kept(h.id) + 1);
        (filesOf.get(h.id) ?? filesOf.set(h.id, new Set()).get(h.id)!).add(h.file);
        return undefined;
      },
    };
    // In the reference's order: handoff.md, the diff, the scripts; each line by line first, as the reference reads.
    for (const f of docFiles) scanText(f.file, f.src.text, ops, sink);
    scan(changed, ops, sink);
    for (const f of scriptFiles) scanText(f.file, f.src.text, ops, sink);
    if (protocol) {
      // Statements and commands written over several lines: DELETEs and DROP COLUMNs on every line, the rest in code
      // only (a prose line's words run on by chance); then empty downgrades.
      const codeRuns = (f: ScannedFile): Run[] => {
        const doc = proseDocByRel.get(f.file);
        if (doc) return runsOfFile(f.file, f.src.lines, (n) => doc.isFenced(n));
        return PROSE_FILE.test(f.file) ? [] : runsOfFile(f.file, f.src.lines);
      };
      const sources = [
        ...docFiles.map((f) => ({ all: runsOfFile(f.file, f.src.lines), code: () => codeRuns(f) })),
        { all: diffRuns, code: () => runsOf(changed.filter((l) => !proseLine(l))) },
        ...scriptFiles.map((f) => ({ all: runsOfFile(f.file, f.src.lines), code: () => codeRuns(f) })),
      ];
      for (const source of sources) {
        scanStatementDeletes(source.all, sink);
        scanStatementDropColumns(source.all, sink);
        scanOverLines(source.code(), ops, sink);
      }
      // A diff run reaches its file's end when no line of the file is shown after it: git shows context after a change.
      const last = new Map<string, { line: number; added: boolean }>();
      for (const [lines, added] of [[parsed?.added ?? [], true], [parsed?.context ?? [], false]] as const) {
        for (const l of lines) if (l.line >= (last.get(l.file)?.line ?? 0)) last.set(l.file, { line: l.line, added });
      }
      const diffEnds = (run: Run) => {
        const end = last.get(run.file);
        return end !== undefined && end.added && end.line === run.first + run.texts.length - 1;
      };
      for (const source of sources) scanEmptyDowngrades(source.all, sink, source.all === diffRuns ? diffEnds : undefined);
    }
    const deleted = parsed?.deletedFiles ?? [];
    if (deleted.length >= BULK_DELETE) {
      hits.push({ file: deleted[0]!, line: 1, text: '', id: 'fs-bulk-delete', column: 1, what: `${deleted.length} files deleted in this change (${list(deleted, 5)})` });
    } else if (protocol && !parsed && handoff) {
      // No diff to read: §1, "the source of truth for what changed", says what was deleted (name-status `D` lines, a Removed files: list).
      // A rename's old name is no file deleted (`R087 a.ts b.ts`), as git's own diff does not count it.
      const renamed = (line: number) => /^\s*[RC]\d{0,3}\s/.test(handoff.line(line));
      const removed = [...new Map(diffSummaryChanges(handoff, 'protocol').filter((c) => c.kind === 'removed' && !renamed(c.line)).map((c) => [c.path, c])).values()];
      if (removed.length >= BULK_DELETE) {
        const at = removed[0]!;
        hits.push({ file: handoff.rel, line: at.line, text: handoff.line(at.line), id: 'fs-bulk-delete', column: 1, what: `${removed.length} files deleted in this change, as handoff §1 lists them (${list(removed.map((c) => c.path), 5)})` });
      }
    }
    // A change that could not be diffed is not a clean one; nor is one with files too large to diff as text.
    const notText = parsed?.notText ?? [];
    // Files moved or linked into the change and not read (an entry may count many past a cap).
    const notWhole = parsed?.notReadWhole ?? [];
    const count = (notes: typeof notWhole) => notes.reduce((n, e) => n + (e.count ?? 1), 0);
    const unread = [...setAside].filter(([id, n]) => n >= SET_ASIDE_PER_OPERATION && kept(id) < HITS_PER_OPERATION).map(([id]) => id).sort();
    const gaps = [
      ...(notText.length ? [{ detail: `${list(notText, 5)}: git gave ${notText.length === 1 ? 'it' : 'them'} as binary, and ${notText.length === 1 ? 'it is' : 'they are'} over 16 MiB, so ${notText.length === 1 ? 'it was' : 'they were'} not scanned as text`, fix: 'Keep files over 16 MiB that are no binary kind out of the change (or scan them by hand): their lines were not read.' }] : []),
      ...(unread.length ? [{ detail: `${unread.join(', ')} set aside ${SET_ASIDE_PER_OPERATION} times (negated or only mentioned in prose, a rollback, a WHERE below) and not looked for further`, fix: 'Check the rest of the files named in the findings by hand, or trim the repeated mentions: past that many an operation is not looked for.' }] : []),
      ...(notWhole.length ? [{ detail: `${plural(count(notWhole), 'file')} moved or linked into the change not scanned: ${notWhole.slice(0, 5).map((n) => `${n.file} ${n.why}`).join('; ')}${notWhole.length > 5 ? `; and ${count(notWhole.slice(5))} more` : ''}`, fix: 'Make each symlink of the change lead to a regular file inside the repository (or commit the file itself in its place), or scan what is named by hand: its lines were not read.' }] : []),
      ...(untracked?.gap ? [{ detail: untracked.gap, fix: 'Commit the untracked files that belong to the change (the diff then shows them), ignore the rest in .gitignore, or scan them by hand: their lines were not read.' }] : []),
    ];
    // What the repository or the change itself keeps from the scan (a file git must not read, a diff too large or
    // too slow, a file too large to read as text) could hide an operation there: fail closed, with the way out named
    // in the fix. A clone without its base (a shallow CI checkout) only warns.
    const blocked = baseProblem?.blocking === true || notText.length > 0;
    const unscanned = baseProblem
      ? { status: blocked ? ('fail' as const) : ('warn' as const), detail: baseProblem.detail, fix: baseProblem.fix }
      : gaps.length
        ? { status: blocked ? ('fail' as const) : ('warn' as const), detail: gaps.map((g) => g.detail).join('; '), fix: gaps.map((g) => g.fix).join(' ') }
        : undefined;
    if (!hits.length) return unscanned ? { ...unscanned, detail: `${unscanned.detail}; no dangerous operations in ${scanned.filter((s) => !s.startsWith('no git diff available') && !s.startsWith('git diff:')).join(', ')}` } : { status: 'pass', detail: `no dangerous operations detected (${scanned.join(', ')})` };

    const ids = [...new Set(hits.map((h) => h.id))].sort();
    const named = dangerOpApprovedIds(model, ids);
    // The protocol's OK is an entry under `## Dangerous-op user OK — <timestamp>` naming the operation by
    // its id or its command; compat takes the id anywhere in scope-sync.md.
    // An entry that names the operation but refuses it ("user REFUSED", "No — do not deploy") is no OK.
    const okLines = protocol ? dangerOpOkLines(model) : undefined;
    const names = (id: string, e: ReadonlyArray<{ text: string }>) => e.some((l) => l.text.includes(id)) || namesCommand(id, e.map((l) => l.text));
    const opIds = [...new Set([...ids, ...OP_BY_ID.keys()])];
    // The user's answer may stand below the item naming the operation, as an entry of its own.
    const entries = okLines ? entriesWithAnswers(dangerOpOkEntries(okLines), (e) => opIds.some((id) => names(id, e))) : [];
    const naming = (id: string) => entries.filter((e) => names(id, e));
    const refusedAt = new Map<string, { line: number; kind: 'refusal' | 'question' | 'not-user' | 'condition' | 'silence'; words?: string }>();
    // An entry recording only the user's silence is no OK ("Silence is NOT consent"); said so over "no answer yet".
    // An entry naming the operation by its command ("- `fly deploy --prod`: user answered \"Not now\"") has its answer
    // read as after the id.
    const namesAnyOp = (text: string) => opIds.some((id) => names(id, [{ text }]));
    const noOk = (entry: Array<{ line: number; text: string }>) => {
      const e = withLabelsRead(entry, namesAnyOp);
      const no = dangerOpNoOk(e);
      if (no && no.kind !== 'question') return no;
      // «ни в коем случае», «давай не будем», «против», «не удаляйте»: refusals holding no «нет».
      const refused = russianRefusal(e);
      if (refused !== undefined) return { line: refused, kind: 'refusal' as const };
      const silent = silentConsent(e);
      return silent ? { line: silent.line, kind: 'silence' as const, words: silent.words } : no;
    };
    const grantedBy = new Map<string, Array<Array<{ line: number; text: string }>>>();
    // An OK naming the tables (columns) it grants dropping, in SQL, a code span or its words, grants those, never one it keeps.
    const scopes = new Map<string, OkScope>();
    const droppedOf = new Map<Hit, Dropped[]>();
    const dropped = (h: Hit) => droppedOf.get(h) ?? droppedOf.set(h, droppedBy(h, () => statements(h.file))).get(h)!;
    let known: Set<string> | undefined;
    const knownNames = () => (known ??= knownWords(hits.filter((h) => SCOPED_OPS.has(h.id)).flatMap(dropped)));
    const approved = protocol
      ? new Set(
          ids.filter((id) => {
            const named = naming(id);
            const granted = named.filter((e) => noOk(e) === undefined);
            if (!granted.length && named.length) refusedAt.set(id, noOk(named[0]!)!);
            if (granted.length) grantedBy.set(id, granted);
            const scope = granted.length && SCOPED_OPS.has(id) ? okScope(id, granted, knownNames()) : undefined;
            if (scope) scopes.set(id, scope);
            return granted.length > 0;
          }),
        )
      : named;
    /** What a granted drop drops that its OK does not grant (none when what it drops cannot be read). */
    const outside = (h: Hit) => {
      const scope = scopes.get(h.id);
      return scope ? outOfScope(scope, dropped(h)) : [];
    };
    const open = hits.filter((h) => !approved.has(h.id) || outside(h).length > 0);
    // An OK that stands may still lack what the protocol asks of it (its timestamp, a backup): warned of.
    const scopeDoc = protocol && grantedBy.size ? model.scopeSync : undefined;
    const form = scopeDoc ? okFormFindings(scopeDoc, grantedBy) : { findings: [], notes: [], fix: '' };
    const formDetail = form.notes.map((n) => `; ${n}`).join('');
    // Beside a failing check, a warning says it is one.
    const formWarnings = form.findings.map((f) => ({ ...f, severity: 'warning' as const }));
    if (!open.length) {
      const detail = `${plural(hits.length, 'dangerous op')} found, each named in scope-sync.md${protocol ? ' under a `## Dangerous-op user OK` heading, by its id or its command' : ''} (${ids.join(', ')})${formDetail}`;
      const noted = form.findings.length ? { findings: unscanned?.status === 'fail' ? formWarnings : form.findings } : {};
      if (unscanned) return { ...unscanned, detail: `${unscanned.detail}; ${detail}`, ...noted, ...(form.findings.length ? { fix: `${unscanned.fix} ${form.fix}` } : {}) };
      return form.findings.length ? { status: 'warn', detail, findings: form.findings, fix: form.fix } : { status: 'pass', detail };
    }
    const scopeSync = model.scopeSync;
    // A folder or an oversized file under that name: its OK could not be looked for.
    const unreadable = protocol && model.unreadable(model.rel('scope-sync.md'))?.message;
    const reason = (id: string): string => {
      const refused = refusedAt.get(id);
      if (refused?.kind === 'question') return `; the \`## Dangerous-op user OK\` entry naming it only asks the user (scope-sync.md line ${refused.line}), with no answer, which is no OK`;
      if (refused?.kind === 'not-user') return `; the \`## Dangerous-op user OK\` entry naming it says the user was not asked (scope-sync.md line ${refused.line}): an OK given in the user's place is no user OK, and silence is not consent`;
      if (refused?.kind === 'silence') return `; the \`## Dangerous-op user OK\` entry naming it records the user's silence ("${refused.words}", scope-sync.md line ${refused.line}), not the user's words: silence is not consent, so it is no OK`;
      if (refused?.kind === 'condition') return `; the \`## Dangerous-op user OK\` entry naming it grants it only on another's sign-off, approval or review not recorded as given (scope-sync.md line ${refused.line}), which is no OK yet`;
      if (refused !== undefined) return `; the \`## Dangerous-op user OK\` entry naming it refuses it (scope-sync.md line ${refused.line}), which is no OK`;
      if (protocol && okLines !== undefined && !named.has(id)) return `; the \`## Dangerous-op user OK\` section names neither the id ${id} nor ${OP_BY_ID.has(id) ? 'the command' : 'the operation'}`;
      if (unreadable) return `; scope-sync.md could not be read (${unreadable}), so no user OK was found`;
      if (!scopeSync || !named.has(id)) return '; no user OK in scope-sync.md';
      const n = scopeSync.lines.findIndex((l) => l.includes(id));
      return `; scope-sync.md names it only outside a \`## Dangerous-op user OK — <timestamp>\` section (line ${n + 1}), which is no OK`;
    };
    const otherTable = (h: Hit) => scopeReason(scopes.get(h.id)!, outside(h));
    // Worked out once per operation, not per finding.
    const reasons = new Map<string, string>();
    const elsewhere = (id: string): string => reasons.get(id) ?? reasons.set(id, reason(id)).get(id)!;
    // Messages only for the findings a report shows.
    const findings: Finding[] = open.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column)).slice(0, MAX_FINDINGS).map((h) => ({
      file: h.file,
      line: h.line,
      column: h.column,
      message: `${h.id}: ${h.what}${h.text ? ` — "${excerpt(h)}"` : ''}${h.removed ? ' (a line the diff removes)' : ''}${untrackedNames.has(h.file) ? ' (an untracked file: git does not show it in the diff)' : ''}${approved.has(h.id) ? otherTable(h) : elsewhere(h.id)}`,
    }));
    const openIds = [...new Set(open.map((h) => h.id))].sort();
    const more = openIds.filter((id) => sink.full(id));
    const inOne = more.filter((id) => filesOf.get(id)!.size === 1);
    const across = more.filter((id) => filesOf.get(id)!.size > 1);
    const notFurther = [
      ...(inOne.length ? [`${inOne.join(', ')} found ${HITS_PER_OPERATION} times in one file and not looked for further there`] : []),
      ...(across.length ? [`${across.join(', ')} found ${HITS_PER_OPERATION} times in all and not looked for further`] : []),
    ];
    return {
      status: 'fail',
      detail: `dangerous ops without user OK: ${openIds.join(', ')}${notFurther.map((n) => `; ${n}`).join('')}${unscanned ? `; ${unscanned.detail}` : ''}${formDetail}`,
      findingsTotal: open.length + form.findings.length,
      fix: `Surface each operation to the user via the director; record the OK in scope-sync.md under \`## Dangerous-op user OK — <timestamp>\` naming the operation id${protocol ? ' or the command itself' : ''}, or remove the operation.${form.fix ? ` ${form.fix}` : ''}`,
      findings: [...findings, ...formWarnings].slice(0, MAX_FINDINGS),
    };
  },
});
