/** Loading of graph transcripts. */
import path from 'node:path';
import { ProjectFs } from '../../io/project-fs.js';
import { rootFor, type LoadedTarget, type LoadOptions } from '../../target.js';
import { GraphModel } from './model.js';

/** Loads a graph transcript; every read goes through a ProjectFs confined to the root. */
export function loadGraphTarget(abs: string, opts: LoadOptions = {}): LoadedTarget {
  const root = rootFor(abs);
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
