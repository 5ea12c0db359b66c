import path from 'node:path';
import { detectPack, folderPacksHolding, lstatOrUndefined, projectRootOf, showLineFeeds, plural, targetProbe } from '@engagement-lint/core/runner';
import { packs } from '@engagement-lint/rules';

/** How far up from a file its target is looked for: past this many folders a file belongs to none (a bound on a path of thousands). */
const MAX_LEVELS_UP = 32;

/** The targets that hold the files named (--from-files), as words relative to `cwd`, in the order first met, and the files no target holds. */
export interface TargetsOfFiles {
  targets: string[];
  unheld: string[];
}

/**
 * The targets a hook's changed files belong to (--from-files): for each file, the nearest folder above it
 * that is a folder target (an engagement holding criteria.md, an Epiphany project holding state/); the file
 * itself when a file pack recognises it (a delegation contract, a graph transcript), beside its folder
 * target if it has one; else the nearest project folder holding an `engagement/` (a source file of the
 * change that engagement describes, whose danger-scan reads it). Never above the file's project (the
 * nearest folder holding .git). Each target once, however many of its files changed.
 */
export async function targetsOfFiles(words: string[], cwd = process.cwd()): Promise<TargetsOfFiles> {
  const targets: string[] = [];
  const unheld: string[] = [];
  const seen = new Set<string>();
  // Each folder's answer once: a hook passing 5,000 files of three engagements asks about a few folders.
  const holding = new Map<string, { folder?: string; project?: string }>();
  const add = (abs: string) => {
    if (seen.has(abs)) return;
    seen.add(abs);
    targets.push(path.relative(cwd, abs) || '.');
  };
  for (const word of words) {
    const abs = path.resolve(cwd, word);
    const stat = lstatOrUndefined(abs);
    const { folder, project } = holdersAbove(stat?.isDirectory() ? abs : path.dirname(abs), holding);
    if (folder) add(folder);
    let itself = false;
    if (stat?.isFile()) {
      try {
        itself = (await detectPack(abs, stat, packs))?.target === 'file';
      } catch {
        // A file that cannot be read as any kind is no target of its own.
      }
    }
    if (itself) add(abs);
    if (!folder && !itself && project) add(project);
    if (!folder && !itself && !project) unheld.push(word);
  }
  return { targets, unheld };
}

/** The nearest folder target at or above `start`, and the nearest project folder holding an engagement below any folder target, within its project. */
function holdersAbove(start: string, holding: Map<string, { folder?: string; project?: string }>): { folder?: string; project?: string } {
  const known = holding.get(start);
  if (known) return known;
  const root = projectRootOf(start);
  const found: { folder?: string; project?: string } = {};
  for (let dir = start, n = 0; n < MAX_LEVELS_UP; n++) {
    if (folderPacksHolding(dir, packs).length) {
      found.folder = dir;
      break;
    }
    if (!found.project && projectOfTarget(dir)) found.project = dir;
    const up = path.dirname(dir);
    if (dir === root || up === dir) break;
    dir = up;
  }
  holding.set(start, found);
  return found;
}

/** Whether a folder pack resolves `dir` to a folder below it holding its main file: a project folder standing for its target (an `engagement/`). */
function projectOfTarget(dir: string): boolean {
  const stat = lstatOrUndefined(dir);
  if (!stat?.isDirectory()) return false;
  const probe = targetProbe(dir, stat);
  return packs.some((p) => {
    if (p.target !== 'folder' || !p.resolve) return false;
    const at = p.resolve(probe);
    return at !== dir && folderPacksHolding(at, [p]).length > 0;
  });
}

/** The stderr line naming the files no target holds, the first few of them. */
export function unheldFilesLine(unheld: string[], anyTarget: boolean): string {
  const shown = `${unheld.slice(0, 3).map(showLineFeeds).join(', ')}${unheld.length > 3 ? `, and ${unheld.length - 3} more` : ''}`;
  const what = plural(unheld.length, 'file named belongs', 'files named belong');
  return `${anyTarget ? 'note' : 'nothing to lint'}: ${what} to no engagement, contract, graph or Epiphany target: ${shown}${anyTarget ? '; not linted' : ''}`;
}
