/** What handoff §1 (the diff summary) says was changed: the files it lists, however it lists them. */
import type { MarkdownDoc, SectionReading } from '../markdown/document.js';
import { LetterRegex } from '../letters.js';
import { pushAll, trimChars } from '../util.js';

/** What §1 says was done to a file. */
export type ChangeKind = 'added' | 'modified' | 'removed';

export interface ChangedFile {
  path: string;
  /** The §1 line that lists it. */
  line: number;
  /**
   * What §1 says was done to it, when it says: a name-status letter (`D` removed; a rename's old
   * path removed, its new one added, as git without rename detection lists them), the label over its
   * list ("Removed files:", "Created files:"), or the verb leading its line ("Deleted `x`").
   */
  kind?: ChangeKind;
  /**
   * Its `--stat` count shows lines removed and none added (`| 12 ------`, a binary's `Bin 120 -> 0 bytes`):
   * the file was deleted, or only cut. The text cannot tell which; whether the file exists can.
   */
  onlyRemovedLines?: true;
  /** The lines its table row's delta cell says were added (`+60 −5`, `+3 lines`; `−5` alone adds none). */
  addedLines?: number;
}

/** A list item's marker (`-`, `*`, `+`, `1.`) and the space after it. */
const LIST_MARKER = /^(?:[-*+]|\d+[.)])\s+/;
/** A `git diff --stat` count after the `|`: `4 ++--`, `12`, or a binary file's `Bin 0 -> 10 bytes`. */
const STAT_COUNT = /^(?:\d+(?:\s+[-+]+)?|Bin\b.*)$/;
/**
 * A `git diff --stat` line (`src/a.ts | 4 ++--`, ` docs/Release Notes.md | 2 +-`): the name as git writes
 * it, unquoted up to the first `|` (spaces, a rename's `{a => b}`, a cut `.../x.ts` included), where it
 * starts, and the count after the `|`; undefined for any other line. Index scans: a run of spaces stays linear.
 */
export function diffStatLine(text: string): { path: string; at: number; count: string } | undefined {
  const bar = text.indexOf('|');
  if (bar <= 0) return undefined;
  const count = text.slice(bar + 1).trim();
  if (!STAT_COUNT.test(count)) return undefined;
  const head = text.slice(0, bar);
  const path = head.trim();
  return path === '' ? undefined : { path, at: head.length - head.trimStart().length, count };
}
/** A `--stat` count with lines removed and none added: `12 ------`, or a binary file emptied (`Bin 120 -> 0 bytes`). */
const STAT_ONLY_REMOVED = /^(?:\d+\s+-+|Bin\s+\d+\s+->\s+0\s+bytes)$/;
/**
 * A `git diff --summary` line (also under `--stat --summary`): `create mode 100644 a.ts`, `delete mode
 * 100644 a.ts`, `mode change 100644 => 100755 a.sh`, `rewrite a.ts (80%)`, `rename a.ts => b.ts (90%)`,
 * `copy a.ts => b.ts (75%)`: the word, then the path or the rename as git writes it.
 */
const SUMMARY_LINE = /^(?:(create|delete)\s+mode\s+\d{6}|mode\s+change\s+\d{6}\s+=>\s+\d{6}|(rewrite|rename|copy))\s+(\S.*)$/;
/** `text` without a `--summary` line's closing similarity score (`a => b (90%)`); an index scan, so a run of spaces stays linear. */
function withoutSimilarity(text: string): string {
  const open = text.lastIndexOf(' (');
  return open > 0 && /^ \(\d{1,3}%\)$/.test(text.slice(open)) ? text.slice(0, open) : text;
}
/** A line opening with a name-status letter as its own token: M, A, D, T with one path; R or C (with a score) with two. */
const NAME_STATUS_LEAD = /^(?:[MADT]|[RC]\d{0,3})\s/;
/** `+3 files: a, b`, `- 1 file: c`, `+/- 4 files changed: …`: a count of files, then the list after the colon. */
const FILE_COUNT_LIST = /^(?:\+\/-|[-+~±])?\s*\d+\s+files?\b[^:]*:(.*)$/i;
/** A label that opens a list of changed files (`Changed files:`, `### Created files`), with the paths after its colon. */
const FILES_LABEL = new LetterRegex(String.raw`^(?:(?:changed|created|modified|added|deleted|removed|new|touched|edited|updated)\s+files?|files?\s+(?:changed|touched|modified|edited|updated)|(?:изменены|изменённые|измененные|затронутые|новые|добавлены|добавленные|созданы|созданные|удалены|удалённые|удаленные)\s+файлы|файлы\s+(?:изменены|затронуты|созданы|добавлены))(?:\s*\([^)]*\))?\s*(?::(.*))?$`, 'iu');
/** A line that says it changed what follows (`Updated src/a.py and src/b.py`, `Modified \`src/a.py\`.`). */
const CHANGE_VERB = new LetterRegex(String.raw`^(?:(?:updated|changed|modified|edited|touched|added|created|removed|deleted|renamed|moved|rewrote|rewritten|refactored|fixed|patched|new\s+files?)\b|(?:изменен|изменён|изменил|обновлен|обновлён|обновил|добавлен|добавил|создан|создал|удален|удалён|удалил|исправлен|исправил|переименован|перенес|перенёс|новый\s+файл|новые\s+файлы)[\p{L}]{0,3}(?![\p{L}]))(.*)$`, 'iu');
/** A word that takes a change back (`src/a.py is unchanged`, `did not touch src/`): such a line names no change. */
const NEGATED = new LetterRegex(String.raw`\b(?:un(?:changed|touched|modified)|not|no|none|never|without|nothing)\b|n't\b|(?<![\p{L}])(?:не|без|ни)(?![\p{L}])`, 'iu');

/** Words saying a listed file was left as it was (in Russian «без изменений», «не менялся», «не изменён»). */
const UNCHANGED = /\b(?:un(?:changed|touched|modified)|not (?:been )?(?:modified|changed|touched|edited)|no changes?|reviewed only|read[- ]only)\b|(?<![а-яё])(?:без\s{1,3}изменени[йя]|не\s{1,3}(?:изменял|изменён|изменен|менял|трогал|правил|тронут)[а-яё]{0,4})(?![а-яё])/i;

const QUOTES = '`\'"*_';
const TRAILING = `${QUOTES},;:.)`;

/** A token as a path: backticks, quotes and trailing punctuation removed; undefined when it is no path (a delta `+30/-2` or a size `(12.5` has no letter). */
function pathToken(token: string): string | undefined {
  const t = trimChars(token, QUOTES, TRAILING);
  return /[/.]/.test(t) && !/\s/.test(t) && /\p{L}/u.test(t) ? t : undefined;
}

/**
 * A line of `git diff --name-only` (one path with a folder or an extension: `src/a.ts`, `README.md`);
 * undefined for a URL, a revision range (`main..HEAD`) or a word.
 */
function barePath(body: string): string | undefined {
  const p = pathToken(body);
  return p && !p.includes('://') && !p.includes('..') && (p.includes('/') || /\.[A-Za-z][\w-]*$/.test(p)) ? p : undefined;
}

/** The paths of a comma- or space-separated list (`src/a.ts, \`src/b.ts\``). */
const pathList = (text: string) => text.split(/[\s,;]+/).map(pathToken).filter((p): p is string => p !== undefined);

/**
 * The paths of a name-status line (`M src/a.ts`, `R100 old.ts new.ts`): a status letter with one
 * path, or a rename or copy with two, and nothing else; undefined for any other line ("A new endpoint
 * was added" is prose). Of its tokens, those that are paths (a `/` or a `.`).
 */
export function nameStatusPaths(text: string): string[] | undefined {
  return nameStatusEntries(text)?.map((e) => e.path);
}

/** The kind a name-status letter gives each of its paths (a copy's source is left as it was). */
const LETTER_KINDS: Record<string, Array<ChangeKind | undefined>> = { A: ['added'], M: ['modified'], T: ['modified'], D: ['removed'], R: ['removed', 'added'], C: [undefined, 'added'] };

/** nameStatusPaths with what the letter says was done to each path. */
function nameStatusEntries(text: string): Array<{ path: string; kind?: ChangeKind }> | undefined {
  const trimmed = text.trim();
  // The letter first, and at most one token more than a line may hold: a long line of prose is not split to learn it is none.
  if (!NAME_STATUS_LEAD.test(trimmed)) return undefined;
  const parts = trimmed.split(/\s+/, 4);
  if (parts.length !== (/^[RC]/.test(parts[0]!) ? 3 : 2)) return undefined;
  const kinds = LETTER_KINDS[parts[0]!.charAt(0)]!;
  return parts.slice(1).flatMap((token, i) => {
    const path = pathToken(token);
    const kind = kinds[i];
    return path === undefined ? [] : [kind ? { path, kind } : { path }];
  });
}

/** Words of a label or a leading verb saying files were removed, or added; any other change modified them (a move says neither). */
const REMOVED_WORD = /\b(?:removed|deleted)\b|(?<![\p{L}])удал/iu;
/** Held by every line REMOVED_WORD matches: a search without Unicode case folding, thirty times cheaper over a long section. */
const MAY_SAY_REMOVED = /removed|deleted|удал/i;
const ADDED_WORD = /\b(?:created|added|new)\b|(?<![\p{L}])(?:созда|добав|нов[ыо])/iu;
const MOVED_WORD = /^(?:renamed|moved|переименов|перен[её]с)/iu;
function kindOfWords(words: string): ChangeKind | undefined {
  if (MOVED_WORD.test(words)) return undefined;
  return REMOVED_WORD.test(words) ? 'removed' : ADDED_WORD.test(words) ? 'added' : 'modified';
}

/**
 * Both sides of a rename as `git diff --stat` writes it (`web/src/{Old.tsx => New.tsx}`, `a.css => b.css`;
 * a §1 path may be one, kept as written for messages), the path itself otherwise. Index scans, not a regex: a line of braces stays linear.
 */
export function renameSides(path: string): string[] {
  const arrow = path.indexOf(' => ');
  if (arrow < 0) return [path];
  const open = path.lastIndexOf('{', arrow);
  const close = path.indexOf('}', arrow);
  if (open < 0 || close < 0) return [path.slice(0, arrow), path.slice(arrow + 4)];
  const [pre, post] = [path.slice(0, open), path.slice(close + 1)];
  // `{ => x}` (a file moved into a folder) leaves an empty side: `a//b` reads as `a/b`.
  const side = (inner: string) => `${pre}${inner}${post}`.replace(/\/\//g, '/');
  return [side(path.slice(open + 1, arrow)), side(path.slice(arrow + 4, close))];
}
/**
 * The paths of a `git diff --summary` line with what it says was done to each (a rename's old path
 * removed and its new one added, a copy's source left as it was, as a name-status line gives them);
 * undefined for any other line.
 */
function summaryEntries(body: string): Array<{ path: string; kind?: ChangeKind }> | undefined {
  const m = SUMMARY_LINE.exec(body);
  if (!m) return undefined;
  const word = m[1] ?? m[2];
  const rest = withoutSimilarity(m[3]!.trim());
  const kinds: Array<ChangeKind | undefined> = word === 'create' ? ['added'] : word === 'delete' ? ['removed'] : word === 'rename' ? ['removed', 'added'] : word === 'copy' ? [undefined, 'added'] : ['modified'];
  const sides = renameSides(rest);
  // A rename or a copy names two paths, any other line one: anything else is prose.
  if (sides.length !== kinds.length) return undefined;
  const out: Array<{ path: string; kind?: ChangeKind }> = [];
  sides.forEach((side, i) => {
    const path = pathToken(side.trim());
    const kind = kinds[i];
    if (path !== undefined) out.push(kind ? { path, kind } : { path });
  });
  return out.length === sides.length ? out : undefined;
}

/** The path an item of a changed-files list names first (`- \`src/a.ts\` — new helper`). */
function itemPath(item: string): string | undefined {
  const t = item.trim();
  const close = t.indexOf('`', 1);
  return pathToken(t.startsWith('`') && close > 0 ? t.slice(1, close) : t.split(/\s+/)[0]!);
}

/** A table cell of a line delta: `+60 −5`, `+60/-5`, `+3 lines`, `−5` (no lines added), in any of the three minus signs. */
const DELTA_CELL = /^(?:\+\s{0,2}(\d{1,7})(?:\s{0,3}[/,]?\s{0,3}[-−–]\s{0,2}\d{1,7})?|[-−–]\s{0,2}\d{1,7})(?:\s{1,3}(?:lines?|LOC|строк[аи]?))?$/i;
/** A table cell of a name-status letter: `M`, `A`, `D`, `T`, `R100`, `C75`. */
const LETTER_CELL = /^(?:[MADT]|[RC]\d{0,3})$/;
/** A table cell saying in a word what was done to the row's file (`Modified`, `New file`, «Создан»). */
const KIND_CELL = /^(?:(?:created|added|new|modified|changed|updated|edited|removed|deleted|renamed|moved)(?:\s{1,3}files?)?|new\s{1,3}files?|(?:изменен|изменён|обновлен|обновлён|добавлен|создан|удален|удалён|переименован|перенесен|перенесён|нов)[а-яё]{0,3}(?:\s{1,3}файл[а-яё]{0,2})?)$/i;
/** Past this many cells a row is no list of files: its cells are not read one by one. */
const MAX_CELLS = 40;

/**
 * A cell's path: the code span it opens with (`` `src/a.ts` (new) ``), or the whole cell written bare. A bare
 * one needs an extension, a closing slash or two slashes (`N/A`, `and/or` are words); undefined for any other cell.
 */
function cellPath(cell: string): string | undefined {
  const close = cell.startsWith('`') ? cell.indexOf('`', 1) : -1;
  const p = pathToken(close > 0 ? cell.slice(1, close) : cell);
  if (!p || p.includes('://') || p.includes('..') || /[()]/.test(p)) return undefined;
  const ext = /\.[A-Za-z][\w-]{0,9}$/.test(p);
  return (close > 0 ? p.includes('/') || ext : ext || p.endsWith('/') || /\/[^/]*\//.test(p)) ? p : undefined;
}

/**
 * The files a table row lists (`| M | \`src/a.py\` | +60 −5 |`), read as a list item is: its first cell when that
 * is a path, else every cell that is one (a rename's two); with what its letter or word cell says was done to them
 * and the lines its delta cell says were added.
 */
function tableRowEntries(row: string): Array<{ path: string; kind?: ChangeKind; addedLines?: number }> {
  const cells = row.trim().slice(1).split('|', MAX_CELLS).map((c) => c.trim());
  const first = pathToken(cells[0] ?? '');
  const paths = first ? [first] : cells.map(cellPath).filter((p): p is string => p !== undefined);
  if (!paths.length) return [];
  let kinds: Array<ChangeKind | undefined> = [];
  let added: number | undefined;
  for (const cell of cells) {
    const plain = trimChars(cell, QUOTES, QUOTES);
    const delta = added === undefined ? DELTA_CELL.exec(plain) : null;
    if (delta) added = delta[1] === undefined ? 0 : Number(delta[1]);
    else if (!kinds.length && (LETTER_CELL.test(plain) || KIND_CELL.test(plain))) {
      const letters = LETTER_CELL.test(plain) ? LETTER_KINDS[plain.charAt(0)]! : undefined;
      // A letter's kinds go to its paths in turn (a rename's old path removed, its new one added); a word's to every path.
      kinds = letters ? (letters.length === paths.length ? letters : paths.map(() => (letters.length === 1 ? letters[0] : undefined))) : paths.map(() => kindOfWords(plain));
    }
  }
  return paths.map((path, i) => ({ path, ...(kinds[i] ? { kind: kinds[i] } : {}), ...(added !== undefined && paths.length === 1 ? { addedLines: added } : {}) }));
}

/** A fence line (```, ~~~) or a table row: no line of prose, so the label over a list reaches past it. */
const NOT_PROSE = /^(?:`{3}|~{3}|\|)/;

/**
 * The files handoff §1 lists as changed, in order, each with its line: `--stat` lines
 * (` path | 4 ++`), name-status lines (`M path`, `R100 old new`), `--summary` lines (`delete mode
 * 100644 path`, `rename old => new (90%)`), `+N files: a, b` lists, the list
 * after a "Changed / Created / Modified files:" or "Files touched:" label, a sentence led by a verb
 * of change ("Updated `src/a.py`") unless it takes the change back ("is unchanged"), table rows
 * naming a path (`| M | \`src/a.py\` | +60 −5 |`: its letter or word cell gives the kind, its `+N −M`
 * cell the added lines), and list items that open with a path (`- \`src/a.ts\` — new helper`).
 * A path named in another sentence ("the helper `src/x.ts` is described, not changed") is no change.
 * Each file's `kind` is what its letter, its line's verb or the label over its list says (a label,
 * or a verb line naming no file such as "Deleted:", holds for the lines below it up to the next line
 * of prose). With `stopAt`, the list ends at the first file it accepts.
 */
export function diffSummaryChanges(doc: MarkdownDoc, reading: SectionReading, stopAt?: (c: ChangedFile) => boolean): readonly ChangedFile[] {
  // Five rules ask for the same list; a long pasted --stat is read once.
  const cached = changesRead[reading].get(doc);
  if (cached && stopAt) {
    const i = cached.findIndex(stopAt);
    return i < 0 ? cached : cached.slice(0, i + 1);
  }
  if (cached) return cached;
  const changes = readChanges(doc, reading, stopAt);
  // A list read to its end is the whole list, whether or not it was asked with a stop.
  if (!stopAt || !changes.length || !stopAt(changes[changes.length - 1]!)) changesRead[reading].set(doc, changes);
  return changes;
}

const changesRead: Record<SectionReading, WeakMap<MarkdownDoc, readonly ChangedFile[]>> = { reference: new WeakMap(), protocol: new WeakMap() };

function readChanges(doc: MarkdownDoc, reading: SectionReading, stopAt: ((c: ChangedFile) => boolean) | undefined): ChangedFile[] {
  const section = doc.section(1, reading);
  if (!section) return [];
  const out: ChangedFile[] = [];
  // What the label (or verb line) over the current list says was done to its files.
  let listed: ChangeKind | undefined;
  for (const { line, text } of doc.linesOf(section)) {
    const trimmed = text.trim();
    const item = LIST_MARKER.exec(trimmed);
    const body = item ? trimmed.slice(item[0].length) : trimmed;
    const paths: Array<{ path: string; kind?: ChangeKind; onlyRemovedLines?: true; addedLines?: number }> = [];
    // The kind of a line's own paths: the list's unless the line says otherwise.
    let kind = listed;
    const stat = diffStatLine(body);
    const summary = summaryEntries(body);
    const entries = summary ?? nameStatusEntries(body);
    const counted = FILE_COUNT_LIST.exec(trimmed);
    const label = FILES_LABEL.exec(body.replace(/^#+\s*/, '').replace(/\*\*|__/g, '').trim());
    // A line led by a verb of change that does not take it back.
    const led = label || counted ? undefined : CHANGE_VERB.exec(body);
    const verb = led && !NEGATED.test(body) ? led : undefined;
    if (stat) paths.push({ path: stat.path, ...(STAT_ONLY_REMOVED.test(stat.count) ? { onlyRemovedLines: true as const } : {}) });
    else if (entries) pushAll(paths, entries);
    else if (counted) pushAll(paths, pathList(counted[1]!).map((path) => ({ path })));
    else if (label) {
      // The label's words before any note in parentheses ("Created files (`wc -l`):").
      listed = kind = kindOfWords(label[0].slice(0, label[0].search(/[(:]|$/)));
      pushAll(paths, pathList(label[1] ?? '').map((path) => ({ path })));
    }
    // A sentence led by a verb of change names the files it changed, unless it takes that back.
    else if (verb) {
      kind = kindOfWords(body.slice(0, body.length - verb.at(-1)!.length));
      pushAll(paths, pathList(verb.at(-1)!).map((path) => ({ path })));
      // "Deleted:" or "Removed the following files:" over a list: its items are removed.
      listed = paths.length ? undefined : kind;
    }
    // A row or an item that says its file did not change ("— unchanged, reviewed only") lists no change.
    else if (UNCHANGED.test(body)) continue;
    // A table of the diff summary lists files as a list does: a row naming a path names a changed one.
    else if (body.startsWith('|')) pushAll(paths, tableRowEntries(body));
    // A list in the diff summary lists files: an item that opens with a path names a changed one.
    else if (item) paths.push({ path: itemPath(body) ?? '' });
    // `git diff --name-only` pasted raw: a line that is a path and nothing else.
    else if (!/\s/.test(body)) paths.push({ path: barePath(body) ?? '' });
    // A line of prose naming no file ends the list a label opened; an item, a blank or a fence does not.
    if (!item && trimmed !== '' && !label && !verb && !NOT_PROSE.test(trimmed) && !paths.some((p) => p.path)) listed = undefined;
    for (const p of paths) {
      if (!p.path) continue;
      const k = p.kind ?? kind;
      out.push({ path: p.path, line, ...(k ? { kind: k } : {}), ...(p.onlyRemovedLines ? { onlyRemovedLines: true as const } : {}), ...(p.addedLines !== undefined ? { addedLines: p.addedLines } : {}) });
      // A caller that needs one such file reads no further: §1 may paste a long --stat.
      if (stopAt?.(out[out.length - 1]!)) return out;
    }
  }
  return out;
}

/** A word of removal before the paths it removed ("removed `a`", "deleted the file src/b.py", «удалён `c`»), and a colon or "the file" after it. */
const REMOVAL_LEAD = new LetterRegex(String.raw`(?<![\p{L}])(?:removed|deleted|удал[её]н[аоы]?|удалил[аи]?)(?![\p{L}])[ \t]{0,3}:?[ \t]{0,3}(?:(?:the[ \t]{1,3})?(?:files?|файлы?)[ \t]{0,3}:?[ \t]{0,3})?`, 'giu');
/** The same after a path: "`a` (removed)", "`a` — deleted", "`a` was removed". */
const REMOVAL_AFTER = new LetterRegex(String.raw`[ \t]{0,3}(?:[(:—–-][ \t]{0,3})?(?:(?:was|were|is|are|has[ \t]{1,3}been|have[ \t]{1,3}been)[ \t]{1,3})?(?:removed|deleted|удал[её]н[аоы]?)(?![\p{L}])`, 'iuy');
/** A negation right before the word of removal ("not removed", «не удалён»). */
const NOT_BEFORE = /(?:(?<![A-Za-z])not|n't|(?<![A-Za-z])never|(?<![а-яё])не)[ \t]{1,3}$/i;
/** What joins the paths of one removal ("removed `a`, `b` and `c`"). */
const JOIN = new LetterRegex(String.raw`[ \t]{0,3}(?:,[ \t]{0,3}(?:and[ \t]{1,3})?|&[ \t]{0,3}|and[ \t]{1,3}|и[ \t]{1,3})`, 'iuy');

/** The path token starting at `at` (in backticks, or up to a blank, `,`, `;` or bracket) and where it ends; undefined when it is no path. */
function tokenAt(text: string, at: number): { path: string; end: number } | undefined {
  let end: number;
  let raw: string;
  if (text[at] === '`') {
    end = text.indexOf('`', at + 1);
    if (end < 0) return undefined;
    raw = text.slice(at + 1, end++);
  } else {
    end = at;
    while (end < text.length && !/[\s,;()[\]]/.test(text[end]!)) end++;
    raw = text.slice(at, end);
  }
  const path = pathToken(raw);
  return path === undefined ? undefined : { path: path.replace(/^\.\//, ''), end };
}

/**
 * The paths any line of handoff §1 says were removed in a sentence of its own: a word of removal right
 * before them ("+/- 2 files: modified `a` (+1), removed `src/old.py` (-12, dead code)", "removed `a`, `b` and
 * `c`"), not negated, or right after a backticked path ("`src/old.py` (removed)", "`x` was deleted"). What
 * diffSummaryChanges reads of a line (its labels, letters and leading verbs) it does not repeat.
 */
export function removalsSaidIn(doc: MarkdownDoc, reading: SectionReading): Array<{ path: string; line: number }> {
  const section = doc.section(1, reading);
  const out: Array<{ path: string; line: number }> = [];
  for (const { line, text } of section ? doc.linesOf(section) : []) {
    if (!MAY_SAY_REMOVED.test(text) || !REMOVED_WORD.test(text)) continue;
    // Each regex chosen for the line once: choosing scans the line.
    const [lead, join] = [REMOVAL_LEAD.for(text), JOIN.for(text)];
    lead.lastIndex = 0;
    for (let m = lead.exec(text); m; m = lead.exec(text)) {
      if (NOT_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      // The paths of a list, one after another (bounded: a line may be long).
      for (let t = tokenAt(text, m.index + m[0].length), k = 0; t && k < 200; k++) {
        out.push({ path: t.path, line });
        join.lastIndex = t.end;
        const j = join.exec(text);
        t = j ? tokenAt(text, t.end + j[0].length) : undefined;
      }
    }
    const after = REMOVAL_AFTER.for(text);
    // Each code span in turn, its closing backtick never read as the next one's opening.
    for (let open = text.indexOf('`'); open >= 0; ) {
      const t = tokenAt(text, open);
      const close = text.indexOf('`', open + 1);
      if (close < 0) break;
      after.lastIndex = close + 1;
      if (t && after.test(text)) out.push({ path: t.path, line });
      open = text.indexOf('`', close + 1);
    }
  }
  return out;
}

/**
 * The tail git's `--stat` keeps of a path too long for its width (`.../api/cursor.ts` → `/api/cursor.ts`);
 * undefined for a whole path. The folders it cut are unknown: the path may or may not be under `src/`.
 */
export function truncatedTail(path: string): string | undefined {
  return path.startsWith('...') && path.length > 3 ? path.slice(3) : undefined;
}

/** The paths `doc` names in full anywhere (a token with a `/`), each with the first line naming it. */
export function namedPaths(doc: MarkdownDoc): Map<string, number> {
  const out = new Map<string, number>();
  doc.lines.forEach((text, i) => {
    if (!text.includes('/')) return;
    for (const token of text.split(/[\s,;()[\]|]+/)) {
      const p = pathToken(token);
      if (p && p.includes('/') && !p.startsWith('...') && !p.includes('://') && !out.has(p)) out.set(p, i + 1);
    }
  });
  return out;
}

/**
 * Full paths (namedPaths) looked up by how they end, for git's truncated `--stat` tails: the paths
 * reversed and sorted, so those ending with a tail are one range, found by binary search; a sparse
 * table gives the first marked path of a range in document order. Linear-logarithmic however many
 * tails and paths a handoff holds (comparing each tail with each path is quadratic).
 */
export class PathsByEnding {
  private readonly rev: string[];
  private readonly byRank: Array<[string, number]>;
  /** table[k][i]: the least document index of a marked path among sorted entries i .. i + 2^k - 1 (Infinity for none). */
  private readonly table: Float64Array[] = [];

  constructor(named: Map<string, number>, marked: (path: string) => boolean) {
    const entries = [...named];
    const order = entries.map((_, i) => i).sort((a, b) => (reversed(entries[a]![0]) < reversed(entries[b]![0]) ? -1 : 1));
    this.rev = order.map((i) => reversed(entries[i]![0]));
    this.byRank = entries;
    let level = Float64Array.from(order, (i) => (marked(entries[i]![0]) ? i : Infinity));
    this.table.push(level);
    for (let w = 1; 2 * w <= order.length; w *= 2) {
      const prev = level;
      level = new Float64Array(prev.length - w);
      for (let i = 0; i < level.length; i++) level[i] = Math.min(prev[i]!, prev[i + w]!);
      this.table.push(level);
    }
  }

  /** Whether some path longer than `tail` ends with it, and the first such marked path in document order with its line. */
  ending(tail: string): { any: boolean; marked?: [string, number] } {
    const rt = reversed(tail);
    let lo = this.firstWhere((r) => r >= rt);
    const hi = this.firstWhere((r) => r > rt && !r.startsWith(rt));
    if (lo < hi && this.rev[lo] === rt) lo++;
    if (lo >= hi) return { any: false };
    const k = Math.floor(Math.log2(hi - lo));
    const first = Math.min(this.table[k]![lo]!, this.table[k]![hi - 2 ** k]!);
    return { any: true, ...(Number.isFinite(first) ? { marked: this.byRank[first]! } : {}) };
  }

  /** The first sorted index whose reversed path satisfies `pred` (monotonic over the sorted order). */
  private firstWhere(pred: (r: string) => boolean): number {
    let lo = 0;
    let hi = this.rev.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (pred(this.rev[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

const reversed = (s: string) => [...s].reverse().join('');
