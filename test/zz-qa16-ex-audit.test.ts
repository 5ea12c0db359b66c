// Temporary audit (deleted after use): lints each example of the graph, epiphany and contract packs with every rule of its pack.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'vitest';
import { allRules, packOf } from '@engagement-lint/rules';
import { runRules } from '../packages/core/src/engine.js';
import { fakeSystem, options, writeTree, cleanupTrees } from './rule-tester.js';

const DEFAULT_TARGET: Record<string, string> = { epiphany: '.', contract: 'contract.dc.yaml', graph: 'graph.md' };
const ONLY = process.env.AUDIT_ONLY ? process.env.AUDIT_ONLY.split(',') : undefined;

it('audit', async () => {
  const rules = await allRules();
  const out: unknown[] = [];
  for (const rule of rules) {
    if (!['graph', 'epiphany', 'contract'].includes(rule.pack)) continue;
    if (ONLY && !ONLY.includes(rule.id)) continue;
    const packRules = rules.filter((r) => r.pack === rule.pack);
    const pack = packOf(rule.pack)!;
    for (const [i, ex] of (rule.examples ?? []).entries()) {
      const target = ex.target ?? DEFAULT_TARGET[pack.id] ?? '.';
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'el-'));
      let abs: string;
      if (pack.target === 'folder') { abs = path.join(root, target); fs.mkdirSync(abs, { recursive: true }); writeTree(ex.files, abs); }
      else { writeTree(ex.files, root); abs = path.join(root, target); }
      const o = ex.options ?? {};
      const loaded = await pack.load(abs);
      const res = await runRules(packRules, loaded.model, options({ ...(o.preset ? { preset: o.preset } : {}), ...(o.mode ? { mode: o.mode } : {}), ...(o.now ? { now: new Date(o.now) } : {}), ...(o.ruleOptions ? { ruleOptions: o.ruleOptions } : {}) }), fakeSystem());
      const own = res.find((r) => r.name === rule.id);
      const others = res.filter((r) => r.name !== rule.id && r.status !== 'pass' && r.status !== 'skip').map((r) => ({ rule: r.name, status: r.status, detail: r.detail, findings: r.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`) }));
      const skips = res.filter((r) => r.name !== rule.id && r.status === 'skip').map((r) => r.name);
      out.push({ rule: rule.id, n: i + 1, status: ex.status, got: own?.status ?? '(absent)', title: ex.title, lines: Object.values(ex.files).map((c) => String(c).split('\n').length), detail: own?.detail, findings: own?.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.message}`), others, skips, files: ex.files });
    }
  }
  fs.writeFileSync(process.env.AUDIT_OUT ?? '/tmp/qa16-ex/audit.json', JSON.stringify(out, null, 1));
  cleanupTrees();
}, 600_000);
