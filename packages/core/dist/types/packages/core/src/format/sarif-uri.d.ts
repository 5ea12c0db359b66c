import type { RepoPath } from './paths.js';
export declare const SRCROOT = "%SRCROOT%";
export interface ArtifactLocation {
    uri: string;
    uriBaseId?: string;
    description?: {
        text: string;
    };
}
/**
 * The artifact location of a path. A name holding U+FFFD may stand for bytes that are no UTF-8
 * (Node.js decodes names as UTF-8 text): its own bytes, found in its folder's listing, are
 * percent-encoded, so that the uri names the file and not one called U+FFFD. Where they cannot be
 * found (the file is gone, or two names decode alike) the uri keeps U+FFFD and says so.
 */
export declare function artifactLocation(p: RepoPath): ArtifactLocation;
/** A name's bytes percent-encoded as encodeURIComponent encodes UTF-8, byte by byte (so also bytes that are no UTF-8). */
export declare function encodeName(bytes: Uint8Array): string;
