import fs from 'node:fs';
import path from 'node:path';
import { UsageError, detectKind, resolveTarget } from '@engagement-lint/core/runner';
import { packs } from '@engagement-lint/rules';
import { glob } from './glob.js';

const GLOB_CHARS = /[*?[\]{}!]/;

/**
 * Expands paths and globs into targets, in the order given, without
 * duplicates. A glob that matches nothing is a usage error.
 */
export async function expandTargets(args: string[], cwd = process.cwd()): Promise<string[]> {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (p: string) => {
    const abs = path.resolve(cwd, p);
    if (!seen.has(abs)) {
      seen.add(abs);
      out.push(abs);
    }
  };
  for (const arg of args) {
    if (!GLOB_CHARS.test(arg) || fs.existsSync(path.resolve(cwd, arg))) {
      add(arg);
      continue;
    }
    const dirsOnly = arg.endsWith('/');
    const matches = await glob(dirsOnly ? arg.slice(0, -1) : arg, { cwd, dirsOnly });
    if (!matches.length) throw new UsageError(`no target matches ${arg}`);
    // A glob may also match files of no kind (a README beside contracts): those are left out, not errors.
    let kept = 0;
    for (const m of matches.sort()) {
      if (await lintable(path.resolve(cwd, m))) {
        add(m);
        kept++;
      }
    }
    if (!kept) throw new UsageError(`no target matches ${arg} (only files that are no engagement, contract, graph or Epiphany target)`);
  }
  return out;
}

/** Folders always are (an engagement at least); files only when their kind can be told. */
async function lintable(abs: string): Promise<boolean> {
  try {
    const stat = fs.statSync(abs);
    return stat.isDirectory() || (await detectKind(abs, stat, packs)) !== undefined;
  } catch {
    return false;
  }
}

/**
 * The checks lintTarget makes before reading anything, made for every target up front: a missing
 * or unrecognisable target is a usage error before any output is written.
 */
export async function checkTargets(targets: string[], kind?: string, cwd = process.cwd()): Promise<void> {
  for (const abs of targets) {
    const rel = path.relative(cwd, abs);
    await resolveTarget(abs, rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? abs : rel, packs, kind);
  }
}
