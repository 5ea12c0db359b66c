import type { ProjectFs } from '../io/project-fs.js';
/**
 * Why a file named like a screen capture is not one (empty, text, another format), or undefined
 * for a PNG, JPEG or WebP whatever its extension says (a `.png` saved as JPEG is still a capture).
 */
export declare function captureProblem(fsys: ProjectFs, rel: string): string | undefined;
