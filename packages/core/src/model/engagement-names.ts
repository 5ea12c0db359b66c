/** What an engagement's file names say they are, read the same by the model and the rules. */
import path from 'node:path';

/** The tasks/ manifest, INDEX.md, in any case: an `index.md` is the manifest misnamed, no task. */
export const isTaskManifest = (name: string) => name.toUpperCase() === 'INDEX.MD';

/**
 * A markdown file by its name: `.md` in any case, as a case-insensitive file system or an editor
 * writes it (`dev-qa.MD`). `exactCase` takes `.md` alone, as the reference's glob lists a folder on a
 * case-sensitive file system (the compat reading). A name's stem keeps its case either way.
 */
export const isMarkdownName = (name: string, exactCase = false) => (exactCase ? name.endsWith('.md') : /\.md$/i.test(name));

/** A markdown file's name without its `.md` extension, in any case (`dev-qa.MD` → `dev-qa`). */
export const markdownStem = (name: string) => name.replace(/\.md$/i, '');

/**
 * A lead's own executor report by its name (`lead.md`, `dev-lead.md`, `content_lead.md`): the protocol has every lead
 * and specialist write one, and the sizing table counts specialists.
 */
export const isLeadReportName = (name: string) => /(?:^|[-_])lead$/i.test(markdownStem(name));

/** A screenshot capture by its name: PNG, JPEG or WebP, in any case (the protocol names no format). */
export const isCaptureName = (name: string) => /\.(?:png|jpe?g|webp)$/i.test(name);

/** Folders that hold engagements: a cross-domain secondary (`engagement-secondary/{domain}/`) and a closed one (`engagement-archived/{run}/`). */
const GROUPING_FOLDERS = new Set(['engagement-secondary', 'engagement-archived']);

/**
 * The project an engagement folder belongs to, where its reads are confined: the folder's parent, or
 * for one in a grouping folder the parent of that. Shared by the model and `--ledger`, so the ledger
 * is never written through a folder the reads would refuse.
 */
export function engagementProjectRoot(dir: string): string {
  const parent = path.dirname(path.resolve(dir));
  return GROUPING_FOLDERS.has(path.basename(parent)) && path.dirname(parent) !== parent ? path.dirname(parent) : parent;
}
