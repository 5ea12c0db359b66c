import { ProjectFs } from '../io/project-fs.js';
import type { PathProbe } from '../io/entries.js';
export interface EnclosingWorkTree {
    /** Absolute path of the work tree (the folder holding `.git`). */
    root: string;
    /** The project root relative to it, with `/` (`services/billing`); never empty. */
    prefix: string;
    /**
     * Whether a path relative to the work tree exists: probed through a ProjectFs confined to it,
     * so neither `..` nor a symlink leads a probe out of the work tree. Nothing is read.
     */
    probe(rel: string): PathProbe;
    /** A project-relative path (`../../packages/money/x.ts`) relative to the work tree, or undefined when it leaves it. */
    fromProject(rel: string): string | undefined;
}
/**
 * The work tree holding the project of `projectFs` above the project root, found as config lookup
 * finds the project (the nearest folder upward holding `.git`, no git run); undefined when the
 * project root holds `.git` itself, when no folder above does, or when only the filesystem root does
 * (a repository of the whole disk is none a project's citations are read in).
 */
export declare function enclosingWorkTree(projectFs: ProjectFs): EnclosingWorkTree | undefined;
