import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runRules } from '../packages/core/src/engine.js';
import { EngagementModel } from '../packages/core/src/model/engagement.js';
import type { Rule } from '../packages/core/src/rule.js';
import type { CheckResult, ProbeResult, RunOptions, SystemAccess } from '../packages/core/src/types.js';

export type Tree = Record<string, string | Buffer>;

const made: string[] = [];

/** Writes files into a fresh temp folder; returns its path. */
export function writeTree(tree: Tree, root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-'))): string {
  made.push(root);
  for (const [rel, content] of Object.entries(tree)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (rel.endsWith('/')) fs.mkdirSync(abs, { recursive: true });
    else fs.writeFileSync(abs, content);
  }
  return root;
}

/** A project with an `engagement/` folder; keys are engagement-relative, `../x` lands in the project root. */
export function makeEngagement(files: Tree): string {
  const tree: Tree = {};
  for (const [rel, content] of Object.entries(files)) tree[path.posix.join('engagement', rel)] = content;
  const root = writeTree(tree);
  fs.mkdirSync(path.join(root, 'engagement'), { recursive: true });
  return path.join(root, 'engagement');
}

export function cleanupTrees() {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

export function options(over: Partial<RunOptions> = {}): RunOptions {
  return { mode: 'progress', preset: 'compat', now: new Date('2026-11-30T12:00:00Z'), ruleOptions: {}, extraWhitelist: [], explain: false, ...over };
}

/** A system whose probes answer from a table and whose environment is given. */
export function fakeSystem(opts: { probes?: Record<string, ProbeResult>; env?: string[]; diff?: string } = {}): SystemAccess & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    async probe(command, args) {
      calls.push([command, ...args]);
      return opts.probes?.[[command, ...args].join(' ')] ?? opts.probes?.[command] ?? { ok: false, reason: 'missing' };
    },
    hasEnv: (name) => (opts.env ?? []).includes(name),
    gitDiff: async () => opts.diff,
  };
}

/** Runs one rule on an engagement folder built from `files`. */
export async function check(rule: Rule, files: Tree, over: { options?: Partial<RunOptions>; system?: SystemAccess } = {}): Promise<CheckResult> {
  const dir = makeEngagement(files);
  const model = new EngagementModel(dir);
  const [result] = await runRules([rule], model, options(over.options), over.system ?? fakeSystem());
  return result!;
}

/** Minimal valid criteria.md for a tier. */
export function criteria(fm: Record<string, string> = {}, body = '# Acceptance criteria\n\n## Done when\n- tests pass\n'): string {
  const data = { engagement: 'demo', domain: 'dev', size: 'M', ux_heavy: 'false', tools_required: '[]', ...fm };
  return `---\n${Object.entries(data).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n${body}`;
}
