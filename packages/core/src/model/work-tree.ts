/**
 * The git work tree a project sits in, when it is a folder of a larger repository (a monorepo's
 * `services/billing`, whose engagement is `services/billing/engagement`). git prints the paths of
 * `git diff --stat` from the work tree's top, and a change to a shared package of the same
 * repository is cited from the project as `../../packages/x`: both name files of the repository.
 */
import path from 'node:path';
import { projectRootOf } from '../config-lookup.js';
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

/** Per project file access: every engagement of a project shares one answer. */
const found = new WeakMap<ProjectFs, EnclosingWorkTree | null>();

/**
 * The work tree holding the project of `projectFs` above the project root, found as config lookup
 * finds the project (the nearest folder upward holding `.git`, no git run); undefined when the
 * project root holds `.git` itself, when no folder above does, or when only the filesystem root does
 * (a repository of the whole disk is none a project's citations are read in).
 */
export function enclosingWorkTree(projectFs: ProjectFs): EnclosingWorkTree | undefined {
  const known = found.get(projectFs);
  if (known !== undefined) return known ?? undefined;
  const tree = locate(projectFs);
  found.set(projectFs, tree ?? null);
  return tree;
}

function locate(project: ProjectFs): EnclosingWorkTree | undefined {
  const projectRoot = project.root;
  const root = projectRootOf(projectRoot);
  // projectRootOf stops at the filesystem root when no folder holds `.git`.
  if (root === projectRoot || path.dirname(root) === root) return undefined;
  const prefix = path.relative(root, projectRoot).split(path.sep).join('/');
  if (prefix === '' || prefix.startsWith('..') || path.isAbsolute(prefix)) return undefined;
  const fs = new ProjectFs(root);
  return {
    root,
    prefix,
    probe: (rel) => {
      const answer = fs.probe(rel);
      // The answer decides a verdict: the project's lint receipt holds it, apart from the project's own paths.
      project.noteProbe(`work-tree:${rel}`, answer);
      return answer;
    },
    fromProject: (rel) => {
      // Lexical, as ProjectFs reads `..`: the probe then refuses a symlink that leads out.
      const joined = path.posix.normalize(`${prefix}/${rel}`);
      return joined === '..' || joined.startsWith('../') || joined.startsWith('/') ? undefined : joined;
    },
  };
}
