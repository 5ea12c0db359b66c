/** What an engagement's file names say they are, read the same by the model and the rules. */

/** The tasks/ manifest, INDEX.md, in any case: an `index.md` is the manifest misnamed, no task. */
export const isTaskManifest = (name: string) => name.toUpperCase() === 'INDEX.MD';

/** A screenshot capture by its name: PNG, JPEG or WebP, in any case (the protocol names no format). */
export const isCaptureName = (name: string) => /\.(?:png|jpe?g|webp)$/i.test(name);
