// What the protocol asks of a user's OK beyond naming its operation, read where an OK grants an operation found:
// the OK sits "under ## Dangerous-op user OK — {timestamp}" (a heading with no date or time is warned of: the
// OK still stands, but when it was given is not recorded), and "Backup verification required for schema
// destruction + bulk delete" (an OK for a DROP TABLE / DROP COLUMN / TRUNCATE / DELETE without WHERE whose
// section records no backup is warned of: the protocol's reference on the backup's form is not part of it, so
// any backup, snapshot or dump the section records, not said to be missing, is taken for it; one the user's OK only
// asks for, «Да, но только после бэкапа», records none: such an OK stands, its backup condition a technical gate as "once CI
// is green" is, and is warned of as any OK with no backup recorded).
import { LetterRegex, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';

type Line = { line: number; text: string };

/** The OK heading's title, as the model reads it (numbering or an emoji before it aside). */
const OK_HEADING = /^[^\p{L}\p{N}]{0,12}(?:\d{1,4}(?:\.\d{1,4}){0,4}[.):]?[^\p{L}\p{N}]{0,12})?Dangerous[- ]op user OK\b/iu;
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]{0,6}\.?`;
const MONTH_RU = String.raw`(?:январ|феврал|март|апрел|ма[яй]|июн|июл|август|сентябр|октябр|ноябр|декабр)[\p{L}]{0,2}`;
/** A date or a time: 2026-06-04, 04.06.2026, 6/4/26, 09:12, June 4, 4 June, 4 июня. */
const TIMESTAMP = new LetterRegex(
  String.raw`\d{4}-\d{1,2}-\d{1,2}|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b\d{1,2}:\d{2}\b|\b${MONTH}\s{1,3}\d{1,2}\b|\b\d{1,2}\s{1,3}${MONTH}(?![\p{L}])|\b\d{1,2}\s{1,3}${MONTH_RU}(?![\p{L}])`,
  'iu',
);

/** The operations the protocol's backup rule covers: a schema destroyed, a table's rows deleted in bulk. */
export const BACKUP_OPS: ReadonlySet<string> = new Set(['sql-drop-table', 'sql-drop-column', 'sql-truncate', 'sql-delete-without-where']);
/** A backup recorded: backup, backed up, snapshot, a dump, a restore, point-in-time recovery; бэкап, резервная копия, снапшот, дамп. */
const BACKUP = new LetterRegex(
  String.raw`\b(?:back(?:ed)?[- ]?ups?|snapshots?|pg_dump(?:all)?|pg_basebackup|mysqldump|mongodump|dump(?:ed|s)?|restor(?:e|ed|able)|pitr|point[- ]in[- ]time)\b|(?:^|[^\p{L}])(?:бэкап|бекап|резервн[\p{L}]{0,4}\s{1,3}коп|снапшот|дамп|восстановл)`,
  'iu',
);
/** A backup said to be missing: "no backup", "without a snapshot", "backup: none", "not backed up", «без бэкапа». */
const NO_BACKUP = new LetterRegex(
  String.raw`\b(?:no|without|skip(?:ped|ping)?|never)\s{1,3}(?:(?:a|the|any)\s{1,3})?(?:back(?:ed)?[- ]?ups?|snapshots?|dumps?)\b|\b(?:back[- ]?ups?|snapshots?|dumps?)\b[^.;\n]{0,40}?\b(?:not|never|skipped|missing|none|n\/a)\b|\bnot\s{1,3}(?:been\s{1,3})?backed\s{1,3}up\b|(?:^|[^\p{L}])без\s{1,3}(?:бэкап|бекап|резервн|снапшот|дамп)|(?:^|[^\p{L}])(?:бэкап|бекап)[\p{L}]{0,3}\s{1,3}(?:не|нет)(?![\p{L}])`,
  'iu',
);

interface OkSection {
  line: number;
  text: string;
  end: number;
  start: number;
}

/**
 * A backup the user's OK only asks for ("Yes, but only after the backup", «Да, но только после бэкапа», "once a snapshot is
 * taken", «сначала сделайте дамп») records none: the words before it, read on the few characters before, make it a condition.
 */
const ASKED_BEFORE = new LetterRegex(
  String.raw`(?:\b(?:after|once|when|until|before|first|take|make|need)|(?:^|[^\p{L}])(?:после|сначала|когда|пока\s{1,3}не|как\s{1,3}только|сделайте|сделай|снимите|сними|нужен|нужна|нужно))(?:\s{1,3}(?:the|a|an|you|we|taking|making|fresh|full|полн[\p{L}]{0,3}|свеж[\p{L}]{0,3}|нов[\p{L}]{0,3})){0,2}\s{1,3}$`,
  'iu',
);
const BACKUP_ALL = new LetterRegex(BACKUP.source, 'giu');

/** Whether a line records a backup: a backup word the words before it do not ask for, and no word saying it is missing. */
function recordsBackup(text: string): boolean {
  if (NO_BACKUP.for(text).test(text)) return false;
  const re = BACKUP_ALL.for(text);
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const at = m.index + (/^[^\p{L}]/u.test(m[0]) ? 1 : 0);
    const before = text.slice(Math.max(0, at - 40), at);
    if (!ASKED_BEFORE.for(before).test(before)) return true;
  }
  return false;
}

function backupIn(lines: readonly Line[]): boolean {
  return lines.some((l) => recordsBackup(l.text));
}

/**
 * Warnings on the OKs granting operations found (each operation's granting entries, by id): a heading holding
 * a granting entry with no timestamp, and an operation of BACKUP_OPS whose every granting section records no
 * backup. The sections are read once each; the entries are looked up in them by line (binary search).
 */
export function okFormFindings(doc: MarkdownDoc, granted: ReadonlyMap<string, ReadonlyArray<readonly Line[]>>): { findings: Finding[]; notes: string[]; fix: string } {
  const sections: OkSection[] = doc.sections((h) => OK_HEADING.test(h.text), 'protocol').map((s) => ({ line: s.heading.line, text: s.heading.text, start: s.start, end: s.end }));
  const sectionOf = (line: number): OkSection | undefined => {
    let lo = 0;
    let hi = sections.length - 1;
    let found: OkSection | undefined;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (sections[mid]!.line <= line) (found = sections[mid]), (lo = mid + 1);
      else hi = mid - 1;
    }
    return found && line <= found.end ? found : undefined;
  };
  const backups = new Map<OkSection, boolean>();
  const backedUp = (s: OkSection) => backups.get(s) ?? backups.set(s, backupIn(doc.linesOf({ start: s.start, end: s.end }))).get(s)!;
  const undated = new Map<OkSection, string[]>();
  const findings: Array<Finding & { note: string }> = [];
  for (const [id, entries] of [...granted].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const secs = [...new Set(entries.map((e) => sectionOf(e[0]!.line)).filter((s): s is OkSection => s !== undefined))];
    for (const s of secs) {
      const title = OK_HEADING.exec(s.text);
      if (!TIMESTAMP.for(s.text).test(s.text.slice(title ? title[0].length : 0))) (undated.get(s) ?? undated.set(s, []).get(s)!).push(id);
    }
    if (BACKUP_OPS.has(id) && secs.length && !secs.some(backedUp)) {
      const at = entries[0]![0]!.line;
      findings.push({ file: doc.rel, line: at, column: 1, note: `${id} is granted with no backup verification recorded (scope-sync.md line ${at})`, message: `${id} is granted here, but its \`## Dangerous-op user OK\` section records no backup verification: "Backup verification required for schema destruction + bulk delete" (record the backup and how it was verified, e.g. "Backup verified: pg_dump restored into a scratch database, row counts equal")` });
    }
  }
  for (const [s, ids] of undated) {
    findings.push({ file: doc.rel, line: s.line, column: 1, note: `the OK heading granting ${ids.join(', ')} has no timestamp (scope-sync.md line ${s.line})`, message: `the \`## Dangerous-op user OK\` heading granting ${ids.join(', ')} has no timestamp: the protocol records the user's OK "under ## Dangerous-op user OK — {timestamp}" (add the date and time the user gave it)` });
  }
  findings.sort((a, b) => a.line - b.line);
  return {
    findings: findings.map(({ note: _, ...f }) => f),
    notes: findings.map((f) => f.note),
    fix: 'Write the date and time the user gave the OK in its heading (`## Dangerous-op user OK — 2026-06-04 09:12`), and, in the section of an OK for a dropped table or column or a bulk delete, the backup taken and how it was verified.',
  };
}
