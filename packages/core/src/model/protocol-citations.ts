/** The protocol reading of a cited path (kept apart so citation probing needs nothing else). */
import type { CitedPath } from '../markdown/citations.js';

/** Backticked `type/subtype` media types name no file. */
const MEDIA_TYPE = /^(?:application|text|image|audio|video|font|multipart|model|message)\/[\w.+-]+$/i;
/** Slash words of prose (`N/A`, `and/or`, `I/O`). */
const SLASH_WORD = /^(?:n\/a|and\/or|i\/o|w\/o|tcp\/ip|read\/write|on\/off|yes\/no|true\/false|pass\/fail)$/i;
/**
 * A list of file extensions joined by slashes (`.tsx/.jsx/.vue`, `*.ts/*.tsx`): kinds of files, none of them one.
 * Each is a short run of letters and digits, and the list does not open with a dot-folder of tools
 * (`.github/.env`, `.husky/.gitignore`, `.vscode/.x`): those stay paths.
 */
const EXTENSION_LIST = /^(?!\.(?:github|husky|vscode|docker|config|env|ssh|git|idea|cache|local|aws|kube|npm|yarn|cargo|venv|circleci|gitlab)\/)(?:\*?\.[A-Za-z0-9]{1,6}\/){1,50}\*?\.[A-Za-z0-9]{1,6}$/i;
/** An absolute path or API route whose last segment has no file extension (`/health`, `/api/items`). */
const ROUTE = /^\/[^.]*$/;
/** Sentence punctuation a path never ends with. */
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', ')', ']']);

/**
 * A line range written with an en or em dash (`:18–26`, `:18—26`), as typeset text and translations
 * write ranges: the shared reading strips only the hyphen form `:18-26`.
 */
const DASHED_LINE_RANGE = /:\d+[–—]\d+$/;

function trimPunctuation(p: string): string {
  let end = p.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(p[end - 1]!)) end--;
  return p.slice(0, end);
}

/**
 * The protocol reading of one citation: "every path cited in handoff.md
 * exists on disk" is about files, so media types, slash words, API
 * routes and lists of extensions (`.tsx/.jsx`) are not citations, and a sentence's punctuation is not part of the
 * path, nor is a line range written with a dash (`:18–26`). Undefined when the candidate names no file.
 */
export function protocolCitation(c: CitedPath): CitedPath | undefined {
  const raw = c.raw.trim();
  if (MEDIA_TYPE.test(raw) || SLASH_WORD.test(raw) || ROUTE.test(raw) || EXTENSION_LIST.test(raw)) return undefined;
  const path = trimPunctuation(c.path).replace(DASHED_LINE_RANGE, '');
  if (!path.includes('/') || path.endsWith('/.')) return undefined;
  return path === c.path ? c : { ...c, path };
}

