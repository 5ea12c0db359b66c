import type fs from 'node:fs';
import nodeFs from 'node:fs';
import path from 'node:path';
import { EngagementModel } from './model/engagement.js';
import type { ProjectFs } from './io/project-fs.js';
import type { TargetKind } from './types.js';

export interface LoadedTarget {
  model: unknown;
  /** The loader's file access, when it keeps one (reused for suppressions and receipts). */
  fs?: ProjectFs;
  /** Root that finding paths are relative to. */
  root: string;
  /** Project-relative paths of every file the rules read. */
  filesRead(): string[];
}

/**
 * Root that finding paths of a non-engagement target are relative to: the
 * working directory when the target lies inside it (usually the repository),
 * else the target's own folder.
 */
export function rootFor(abs: string, _isDir: boolean, cwd = process.cwd()): string {
  const back = path.relative(cwd, abs);
  if (!back.startsWith('..') && !path.isAbsolute(back)) return cwd;
  return path.dirname(abs);
}

/**
 * Guesses the kind of a target from its shape and, for files, its content.
 * The pack models load only when a file needs them.
 */
export async function detectKind(abs: string, stat: fs.Stats): Promise<TargetKind | undefined> {
  if (stat.isDirectory()) {
    if (nodeFs.existsSync(path.join(abs, 'state', 'map.yaml'))) return 'epiphany';
    return 'engagement';
  }
  if (!stat.isFile()) return undefined;
  const head = readHead(abs);
  if ((await import('./model/graph/index.js')).looksLikeGraph(abs, head)) return 'graph';
  if ((await import('./model/contract/index.js')).looksLikeContract(abs, head)) return 'contract';
  return undefined;
}

/** The first 64 KB of a file as text ('' when unreadable), enough to recognise a kind. */
function readHead(abs: string): string {
  let fd: number | undefined;
  try {
    fd = nodeFs.openSync(abs, 'r');
    const buf = Buffer.alloc(64 * 1024);
    const n = nodeFs.readSync(fd, buf, 0, buf.length, 0);
    return buf.subarray(0, n).toString('utf8').replace(/^\uFEFF/, '');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) nodeFs.closeSync(fd);
  }
}

export async function loadModel(kind: TargetKind, abs: string): Promise<LoadedTarget> {
  switch (kind) {
    case 'engagement': {
      const model = new EngagementModel(abs);
      return { model, fs: model.fs, root: model.projectRoot, filesRead: () => model.fs.filesRead().map((f) => f.rel) };
    }
    case 'epiphany':
      return (await import('./model/epiphany/index.js')).loadEpiphanyTarget(abs);
    case 'graph':
      return (await import('./model/graph/index.js')).loadGraphTarget(abs);
    case 'contract': {
      const contract = await import('./model/contract/index.js');
      await contract.loadContractYaml();
      return contract.loadContractTarget(abs);
    }
  }
}
