/** Loading of graph transcripts. */
import path from 'node:path';
import { ProjectFs } from '../../io/project-fs.js';
import nodeFs from 'node:fs';
import { type LoadedTarget, type LoadOptions } from '../../target.js';
import { GraphModel } from './model.js';

/**
 * The folder a transcript's output paths are written from, whatever the working directory: the
 * repository holding it (the orchestrator runs in its working tree), else the transcript's folder.
 */
export function graphRootFor(abs: string): string {
  const dir = path.dirname(abs);
  for (let d = dir; ; d = path.dirname(d)) {
    if (nodeFs.existsSync(path.join(d, '.git'))) return d;
    if (path.dirname(d) === d) return dir;
  }
}

/** Loads a graph transcript; every read goes through a ProjectFs confined to the root. */
export function loadGraphTarget(abs: string, opts: LoadOptions = {}): LoadedTarget {
  const root = graphRootFor(abs);
  const fs = new ProjectFs(root, opts);
  const rel = path.relative(root, abs).split(path.sep).join('/');
  const file = fs.read(rel) ?? {
    rel,
    abs,
    text: '',
    lines: [],
    bytes: 0,
    problems: [{ kind: 'unreadable' as const, message: 'graph file not found' }],
  };
  const model = new GraphModel(file, fs);
  return { model, fs, root, filesRead: () => fs.filesRead().filter((f) => f.problems.every((p) => p.kind !== 'not-a-file')).map((f) => f.rel) };
}
