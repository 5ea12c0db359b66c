/** The tasks/ manifest, INDEX.md, in any case: an `index.md` is the manifest misnamed, no task. */
export declare const isTaskManifest: (name: string) => boolean;
/**
 * A markdown file by its name: `.md` in any case, as a case-insensitive file system or an editor
 * writes it (`dev-qa.MD`). `exactCase` takes `.md` alone, as the reference's glob lists a folder on a
 * case-sensitive file system (the compat reading). A name's stem keeps its case either way.
 */
export declare const isMarkdownName: (name: string, exactCase?: boolean) => boolean;
/** A markdown file's name without its `.md` extension, in any case (`dev-qa.MD` → `dev-qa`). */
export declare const markdownStem: (name: string) => string;
/**
 * A lead's own executor report by its name (`lead.md`, `dev-lead.md`, `content_lead.md`): the protocol has every lead
 * and specialist write one, and the sizing table counts specialists.
 */
export declare const isLeadReportName: (name: string) => boolean;
/** A screenshot capture by its name: PNG, JPEG or WebP, in any case (the protocol names no format). */
export declare const isCaptureName: (name: string) => boolean;
/**
 * The project an engagement folder belongs to, where its reads are confined: the folder's parent, or
 * for one in a grouping folder the parent of that. Shared by the model and `--ledger`, so the ledger
 * is never written through a folder the reads would refuse.
 */
export declare function engagementProjectRoot(dir: string): string;
