/** Loading of contract files. */
export { contractFormatOf, looksLikeContract, looksLikeContractMarkdown } from './detect.js';
import path from 'node:path';
import { ProjectFs } from '../../io/project-fs.js';
import { rootFor, type LoadedTarget, type LoadOptions } from '../../target.js';
import { ContractModel } from './model.js';

/** Loads a contract file; finding paths are relative to `rootFor(abs)`. */
export function loadContractTarget(abs: string, opts: LoadOptions = {}): LoadedTarget & { fs: ProjectFs } {
  const root = rootFor(abs);
  const fs = new ProjectFs(root, opts);
  const rel = path.relative(root, abs).split(path.sep).join('/');
  const model = new ContractModel(rel, fs.read(rel));
  return { model, fs, root, filesRead: () => fs.filesRead().map((f) => f.rel) };
}
