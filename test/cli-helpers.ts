import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bin = path.join(repoRoot, 'packages/cli/bin/engagement-lint.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
  json?: any;
}

/** Spawns the built CLI (as a user would) without colour. */
export function cli(args: string[], opts: { cwd?: string; env?: Record<string, string | undefined>; timeout?: number } = {}): CliRun {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: undefined, ...opts.env };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: opts.cwd ?? repoRoot, env: env as NodeJS.ProcessEnv, encoding: 'utf8', timeout: opts.timeout ?? 30_000, maxBuffer: 256 * 1024 * 1024 });
  let json: unknown;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    json = undefined;
  }
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, json };
}

/** Every file below a folder with its bytes, for read-only assertions. */
export function snapshotTree(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const visit = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, e.name);
      if (e.isSymbolicLink()) out.set(abs, `link:${fs.readlinkSync(abs)}`);
      else if (e.isDirectory()) visit(abs);
      else if (e.isFile()) {
        const st = fs.statSync(abs);
        out.set(abs, `${fs.readFileSync(abs).toString('base64')}:${st.mtimeMs}`);
      } else out.set(abs, 'special');
    }
  };
  visit(dir);
  return out;
}
