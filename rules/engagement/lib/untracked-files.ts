// The project's files that git neither tracks nor ignores: a new migration or script is in no diff
// until it is added, so danger-scan (under the protocol) reads them as it reads specs/tasks scripts.
import { list, NOT_TEXT_NAME, plural, type EngagementModel, type TextFile, type UntrackedListing } from '@engagement-lint/core/kit';
import { isOwnReport } from './own-reports.js';

/** Untracked files read at most, their bytes in all, and one file's bytes: past these the rest is named as not scanned. */
export const UNTRACKED_READ = 500;
export const UNTRACKED_TOTAL_BYTES = 8 * 1024 * 1024;
export const UNTRACKED_FILE_BYTES = 1024 * 1024;

/** The rule's `untracked` option: false turns the scan of untracked files off (it is on by default). */
export function untrackedOption(ruleOptions: Record<string, unknown>): boolean {
  const raw = ruleOptions['danger-scan'];
  return !(raw !== null && typeof raw === 'object' && (raw as Record<string, unknown>)['untracked'] === false);
}

export interface UntrackedFiles {
  files: Array<{ file: string; src: TextFile }>;
  /** Why the untracked files were not all scanned, when they were not. */
  gap?: string;
}

/**
 * The untracked text files outside the engagement folder (its own files are read as the protocol
 * says: handoff.md, deploy-log.md, specs/tasks scripts), read within the caps. Binary kinds, files
 * that are no clean text are passed over, as git's diff passes over binary files, and so are
 * engagement-lint's own reports (own-reports.ts). A symlink is not followed (it may lead anywhere):
 * named as not scanned, so one leading to a dangerous script is never a silent pass.
 * `listed`: git's listing (SystemAccess.gitUntracked), asked for beside the diff. Undefined when git gave no list.
 */
export async function untrackedFiles(model: EngagementModel, listed: Promise<UntrackedListing | undefined>): Promise<UntrackedFiles | undefined> {
  const listing = await listed;
  if (!listing) return undefined;
  if (listing.problem) return { files: [], gap: `the untracked files were not listed: ${listing.problem}` };
  const own = `${model.relDir}/`;
  const candidates = listing.paths.filter((p) => !p.startsWith(own) && !NOT_TEXT_NAME.test(p));
  const files: UntrackedFiles['files'] = [];
  const unread: string[] = [];
  const links: string[] = [];
  let bytes = 0;
  for (const p of candidates) {
    if (files.length >= UNTRACKED_READ || bytes >= UNTRACKED_TOTAL_BYTES) {
      unread.push(p);
      continue;
    }
    const read = model.fs.readCleanText(p, UNTRACKED_FILE_BYTES);
    if (!read && model.fs.isSymlink(p)) links.push(p);
    else if (read && 'tooLarge' in read) unread.push(`${p} (${(read.tooLarge / 1024 / 1024).toFixed(1)} MiB)`);
    // A report an earlier run left (engagement-lint.sarif) quotes the operations; it performs none.
    else if (read && !isOwnReport(p, read.text)) {
      files.push({ file: p, src: read });
      bytes += read.bytes;
    }
  }
  const more = listing.more;
  if (!unread.length && !links.length && !more) return { files };
  const notRead = unread.length ? `${plural(unread.length, 'untracked file')} not scanned (over ${UNTRACKED_FILE_BYTES / 1024 / 1024} MiB, or past the first ${UNTRACKED_READ} files or ${UNTRACKED_TOTAL_BYTES / 1024 / 1024} MiB): ${list(unread, 5)}` : '';
  const notFollowed = links.length ? `${plural(links.length, 'untracked symlink')} not followed: ${list(links, 5)}` : '';
  const notListed = more ? `${plural(more, 'more untracked file')} not listed` : '';
  return { files, gap: [notRead, notFollowed, notListed].filter(Boolean).join('; ') };
}
