/** Loading of graph transcripts. */
import path from 'node:path';
import { ProjectFs, type TextFile } from '../../io/project-fs.js';
import nodeFs from 'node:fs';
import { type LoadedTarget, type LoadOptions } from '../../target.js';
import { GraphModel } from './model.js';
import { GRAPH_MAX_NESTED } from './nested.js';

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
  return { model, fs, root, filesRead: () => fs.filesRead().filter((f) => f.problems.every((p) => p.kind !== 'not-a-file')).map((f) => f.rel), segments: () => segmentsOf(model, file, fs) };
}

/**
 * The parts linted one by one: each task (taskSegments), then each nested run of each, read as a
 * transcript of its own (GraphModel.nestedRun), so that its plan is checked against its own blocks.
 */
function segmentsOf(model: GraphModel, file: TextFile, fs: ProjectFs): Array<{ model: GraphModel; label: string }> | undefined {
  const tasks = taskSegments(model, file, fs);
  const parts = tasks ?? [{ model, label: 'the top-level run' }];
  const nested: Array<{ model: GraphModel; label: string }> = [];
  // Depth first, so a run nested in a nested run follows it; at most GRAPH_MAX_NESTED in all.
  const visit = (m: GraphModel) => {
    for (const run of m.nestedRuns) {
      const sub = nested.length < GRAPH_MAX_NESTED ? m.nestedRun(run) : undefined;
      if (!sub) return;
      nested.push({ model: sub, label: `nested run "${run.plan.name}" (lines ${run.line}–${run.endLine})` });
      visit(sub);
    }
  };
  for (const p of parts) visit(p.model);
  return nested.length ? [...parts, ...nested] : tasks;
}

/** At most this many tasks, and lines times tasks, are linted task by task; past that the file is linted whole (graph-parse says why). */
const MAX_TASKS = 50;
const MAX_SEGMENT_LINES = 2_000_000;

/**
 * A transcript of several tasks in a row (a DELEGATED GRAPH after the IMPLEMENTED GRAPH that closed
 * the one before): one model per task, each reading the file with the other tasks' lines blanked,
 * so that every line keeps its number.
 */
function taskSegments(model: GraphModel, file: TextFile, fs: ProjectFs): Array<{ model: GraphModel; label: string }> | undefined {
  const starts = model.taskStarts();
  const n = starts.length + 1;
  if (n < 2 || n > MAX_TASKS || n * file.lines.length > MAX_SEGMENT_LINES) return undefined;
  const cuts = [1, ...starts.map((t) => t.plan.line), file.lines.length + 1];
  return Array.from({ length: n }, (_, i) => {
    const [from, to] = [cuts[i]!, cuts[i + 1]!];
    const lines = file.lines.map((l, k) => (k + 1 >= from && k + 1 < to ? l : ''));
    return { model: new GraphModel({ ...file, lines, text: lines.join('\n') }, fs), label: `task ${i + 1} (lines ${from}–${to - 1})` };
  });
}
