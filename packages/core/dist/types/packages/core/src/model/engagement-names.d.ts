/** What an engagement's file names say they are, read the same by the model and the rules. */
/** The tasks/ manifest, INDEX.md, in any case: an `index.md` is the manifest misnamed, no task. */
export declare const isTaskManifest: (name: string) => boolean;
/** A screenshot capture by its name: PNG, JPEG or WebP, in any case (the protocol names no format). */
export declare const isCaptureName: (name: string) => boolean;
