/**
 * The rule tester of every pack: a case is a small tree of files written to a
 * temp folder, loaded through the rule's pack descriptor (as the CLI loads a
 * target) and run through the engine; `valid`/`invalid` lists assert the
 * status and, for invalid cases, each finding's file, position and message.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packOf } from '@engagement-lint/rules';
import { runRules } from '../packages/core/src/engine.js';
import type { Rule, RuleExample } from '../packages/core/src/rule.js';
import type { CheckResult, Finding, ProbeResult, RunOptions, Status, SystemAccess } from '../packages/core/src/types.js';

/** Paths to contents; a path ending in `/` is a folder, and `{ symlinkTo }` a symbolic link (dangling or not). */
export type Tree = Record<string, string | Buffer | { symlinkTo: string }>;

const made: string[] = [];

/** Writes files into a fresh temp folder (a key ending in `/` is an empty folder); returns its path. */
export function writeTree(tree: Tree, root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-'))): string {
  made.push(root);
  for (const [rel, content] of Object.entries(tree)) {
    const abs = path.join(root, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    if (rel.endsWith('/')) fs.mkdirSync(abs, { recursive: true });
    else if (typeof content === 'object' && 'symlinkTo' in content) fs.symlinkSync(content.symlinkTo, abs);
    else fs.writeFileSync(abs, content);
  }
  return root;
}

export function cleanupTrees() {
  for (const d of made.splice(0)) fs.rmSync(d, { recursive: true, force: true });
}

export function options(over: Partial<RunOptions> = {}): RunOptions {
  return { mode: 'progress', preset: 'compat', now: new Date('2026-11-30T12:00:00Z'), ruleOptions: {}, extraWhitelist: [], explain: false, ...over };
}

/** A system whose probes answer from a table and whose environment is given. */
export function fakeSystem(opts: { probes?: Record<string, ProbeResult>; env?: string[]; diff?: string; untracked?: { paths: string[]; more?: number; problem?: string } } = {}): SystemAccess & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    calls,
    async probe(command, args) {
      calls.push([command, ...args]);
      return opts.probes?.[[command, ...args].join(' ')] ?? opts.probes?.[command] ?? { ok: false, reason: 'missing' };
    },
    hasEnv: (name) => (opts.env ?? []).includes(name),
    gitDiff: async () => opts.diff,
    ...(opts.untracked ? { gitUntracked: async () => ({ more: 0, ...opts.untracked! }) } : {}),
  };
}

/** Where a pack's target sits in a case's tree when the case names none. */
const DEFAULT_TARGET: Record<string, string> = { engagement: 'engagement', epiphany: '.', contract: 'contract.dc.yaml', graph: 'graph.md' };

export interface Case {
  name?: string;
  /**
   * Files relative to the target folder (engagement: `../x` lands in the
   * project root) or, for a file pack, to the folder holding the target.
   */
  files: Tree;
  /** A file pack's target file among `files`; a folder pack's folder name (engagement: `engagement`). */
  target?: string;
  options?: Partial<RunOptions>;
  system?: SystemAccess;
}

export interface ExpectedFinding {
  /** Project-relative path, as reported. */
  file?: string;
  line?: number;
  column?: number;
  /** A substring of the message, or a pattern it matches. */
  message?: string | RegExp;
  /** The finding's own severity (`warning` beside a failing check); omitted: not checked. */
  severity?: Finding['severity'];
}

export interface InvalidCase extends Case {
  /** Default `fail`. */
  status?: Exclude<Status, 'pass'>;
  /** Every finding, in order (omitted: not checked). */
  findings?: ExpectedFinding[];
  detail?: string | RegExp;
  /** The result's fix hint: a substring or a pattern. */
  fix?: string | RegExp;
}

export interface ValidCase extends Case {
  /** Default `pass`; a rule that has nothing to check may skip. */
  status?: 'pass' | 'skip';
  detail?: string | RegExp;
}

/** Writes `c.files`, loads the target through the rule's pack and runs the rule alone. */
export async function lint(rule: Rule, c: Case): Promise<CheckResult> {
  const pack = packOf(rule.pack);
  if (!pack) throw new Error(`rule ${rule.id}: no pack ${rule.pack}`);
  const target = c.target ?? DEFAULT_TARGET[pack.id] ?? '.';
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-'));
  let abs: string;
  if (pack.target === 'folder') {
    abs = path.join(root, target);
    fs.mkdirSync(abs, { recursive: true });
    writeTree(c.files, abs);
    made.push(root);
  } else {
    writeTree(c.files, root);
    abs = path.join(root, target);
  }
  const loaded = await pack.load(abs);
  const [result] = await runRules([rule], loaded.model, options(c.options), c.system ?? fakeSystem());
  // A rule that reads after the others is left out of the report when it passes: absent means pass.
  if (!result && rule.readsAfterOthers) return { name: rule.id, status: 'pass', detail: 'left out of the report: passed', findings: [] };
  if (!result) throw new Error(`rule ${rule.id} gave no result`);
  return result;
}

/** Runs several rules on an already loaded model. */
export async function runAll(rules: Rule[], model: unknown, over: Partial<RunOptions> = {}): Promise<CheckResult[]> {
  return runRules(rules, model, options(over), fakeSystem());
}

function expectMessage(got: string, want: string | RegExp, where: string) {
  if (typeof want === 'string') expect(got, where).toContain(want);
  else expect(got, where).toMatch(want);
}

/** Asserts an invalid case's status, detail and findings on a result. */
export function expectInvalid(r: CheckResult, c: InvalidCase) {
  expect(r.internal_error, r.detail).toBeUndefined();
  expect(r.status, r.detail).toBe(c.status ?? 'fail');
  if (c.detail !== undefined) expectMessage(r.detail, c.detail, 'detail');
  if (c.fix !== undefined) expectMessage(r.fix ?? '', c.fix, 'fix');
  if (!c.findings) return;
  expect(r.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`)).toHaveLength(c.findings.length);
  c.findings.forEach((want, i) => {
    const got = r.findings[i]!;
    const where = `finding ${i + 1}: ${got.file}:${got.line}:${got.column} ${got.message}`;
    if (want.file !== undefined) expect(got.file, where).toBe(want.file);
    if (want.line !== undefined) expect(got.line, where).toBe(want.line);
    if (want.column !== undefined) expect(got.column, where).toBe(want.column);
    if (want.message !== undefined) expectMessage(got.message, want.message, where);
    if (want.severity !== undefined) expect(got.severity, where).toBe(want.severity);
  });
}

/** The statuses each rule's cases in this test file return, over all its ruleTester calls. */
const statusesInFile = new Map<string, Set<Status>>();

/** Registers one test per case: valid cases pass (or skip) without findings, invalid ones return their status and findings. */
export function ruleTester(rule: Rule, cases: { valid?: ValidCase[]; invalid?: InvalidCase[] }) {
  afterAll(cleanupTrees);
  describe(rule.id, () => {
    let covered = statusesInFile.get(rule.id);
    if (!covered) {
      const all = (covered = new Set<Status>());
      statusesInFile.set(rule.id, all);
      // Runs after the whole file is collected, so it sees the cases of every call (compat and recommended).
      it(`returns every status it declares (${rule.statuses.join(', ')}), and no other`, () => {
        expect([...all].filter((s) => !rule.statuses.includes(s as never)), 'statuses returned but not declared').toEqual([]);
        expect(rule.statuses.filter((s) => !all.has(s)), 'declared statuses without a case').toEqual([]);
      });
    }
    for (const c of cases.valid ?? []) covered.add(c.status ?? 'pass');
    for (const c of cases.invalid ?? []) covered.add(c.status ?? 'fail');
    (cases.valid ?? []).forEach((c, i) => {
      it(`valid: ${c.name ?? i + 1}`, async () => {
        const r = await lint(rule, c);
        expect(r.internal_error, r.detail).toBeUndefined();
        expect(r.status, r.detail).toBe(c.status ?? 'pass');
        if (c.detail !== undefined) expectMessage(r.detail, c.detail, 'detail');
        expect(r.findings).toEqual([]);
      });
    });
    (cases.invalid ?? []).forEach((c, i) => {
      it(`invalid: ${c.name ?? i + 1}`, async () => expectInvalid(await lint(rule, c), c));
    });
  });
}

/** Runs one of a rule's metadata examples. */
export function lintExample(rule: Rule, ex: RuleExample): Promise<CheckResult> {
  const o = ex.options ?? {};
  return lint(rule, {
    files: ex.files,
    ...(ex.target ? { target: ex.target } : {}),
    options: { ...(o.preset ? { preset: o.preset } : {}), ...(o.mode ? { mode: o.mode } : {}), ...(o.now ? { now: new Date(o.now) } : {}), ...(o.ruleOptions ? { ruleOptions: o.ruleOptions } : {}) },
  });
}
