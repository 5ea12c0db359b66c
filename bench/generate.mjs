// Generates realistic L engagements for benchmarks: criteria, a long handoff,
// executor reports, tasks, validation outputs, traces, screens, consilium,
// adjudicated acceptance log. Deterministic for a given seed.
//   node bench/generate.mjs <out-dir> [--count N] [--scale K] [--png-kb KB]
import fs from 'node:fs';
import path from 'node:path';

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const WORDS = 'the invoice service validates currency totals before persisting rows and the export job reads them in batches while the dashboard renders a summary card per customer with filters for period status and region so operators can reconcile payments quickly'.split(' ');
const sentence = (r, n = 14) => {
  const w = Array.from({ length: n }, () => WORDS[Math.floor(r() * WORDS.length)]);
  return w.join(' ').replace(/^./, (c) => c.toUpperCase()) + '.';
};
const para = (r, n) => Array.from({ length: n }, () => sentence(r)).join(' ');
// Smallest valid PNG (1x1), padded with a tEXt-free trailing chunk-sized comment is not needed: size via IDAT repeat.
const PNG_1x1 = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5d6c4a20000000049454e44ae426082', 'hex');

const SPECIALISTS = ['dev-backend-engineer', 'dev-frontend-engineer', 'dev-tech-architect', 'dev-qa-engineer', 'dev-devops-engineer', 'dev-data-engineer', 'ui-designer', 'dev-security-engineer'];
const VALIDATORS = ['code-reviewer', 'test-reviewer', 'security-auditor', 'accessibility-validator', 'performance-validator', 'ux-review', 'documentation-reviewer', 'anti-pattern-detector', 'peer-opus', 'codex-blind'];

export function generateEngagement(projectDir, { seed = 1, scale = 1, pngBytes = 0, tools = ['node', 'git'] } = {}) {
  const r = rng(seed);
  const eng = path.join(projectDir, 'engagement');
  const w = (rel, text) => {
    const abs = path.join(projectDir, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  };
  const crits = Array.from({ length: 8 }, (_, i) => `crit-${i + 1}`);
  const srcFiles = Array.from({ length: 30 }, (_, i) => `src/billing/module-${String(i + 1).padStart(2, '0')}.ts`);
  for (const f of srcFiles) w(f, `export const value = ${Math.floor(r() * 1000)};\n`);
  w('tests/billing.test.ts', 'test("billing", () => {});\n');

  w('engagement/criteria.md', `---\nengagement: billing-${seed}\ncreated: 2026-11-02\ndomain: dev\nsize: L\nux_heavy: true\ntools_required: [${tools.join(', ')}]\nprotocol_version: 4\n---\n# Acceptance criteria — billing-${seed} — 2026-11-02\n\n## Scope\n${para(r, 4)}\n\n## Done when\n${crits.map((c) => `- ${sentence(r, 10)}`).join('\n')}\n\n## Explicitly out of scope\n- ${sentence(r, 8)}\n`);
  w('engagement/iteration', '2\n');
  const reportLines = {};
  for (const s of SPECIALISTS) {
    const claim = `${s} claim: returns 201 with id and name for invoice ${seed}`;
    const lines = [`# ${s} executor report`, '', '## Iteration 1 — 2026-11-03 10:00', '', '### Criteria acknowledgement', `- Addresses crit-${1 + SPECIALISTS.indexOf(s)} (criteria.md Done when)`, '', '### What was done', `- ${claim}`];
    reportLines[s] = lines.length;
    const target = 10_000 * scale;
    while (lines.join('\n').length < target / 2) lines.push(`- ${para(r, 2)}`);
    lines.push('', '## Iteration 2 — 2026-11-05 09:00', '', '### What changed since iter-1', `- ${sentence(r)}`);
    while (lines.join('\n').length < target) lines.push(`- ${para(r, 2)}`);
    w(`engagement/executor-reports/${s}.md`, lines.join('\n') + '\n');
  }
  const tasks = SPECIALISTS.map((s, i) => ({ id: `T${i + 1}`, owner: s, wave: i < 3 ? 1 : 2, files: [srcFiles[i * 3], srcFiles[i * 3 + 1]], crit: crits[i] }));
  for (const t of tasks) w(`engagement/tasks/${t.id}.md`, `---\nid: ${t.id}\nowner: ${t.owner}\nwave: ${t.wave}\nfiles: [${t.files.join(', ')}]\ncrit_refs: [${t.crit}]\n---\n# ${t.id}\n\n${para(r, 3)}\n`);
  w('engagement/tasks/INDEX.md', `# Tasks\n\n## Wave 1\n${tasks.filter((t) => t.wave === 1).map((t) => `- ${t.id} — owner: ${t.owner} — crit_refs: [${t.crit}]`).join('\n')}\n\n## Wave 2\n${tasks.filter((t) => t.wave === 2).map((t) => `- ${t.id} — owner: ${t.owner} — crit_refs: [${t.crit}]`).join('\n')}\n`);

  const outputs = [];
  let n = 0;
  while (outputs.length < 30) {
    const v = VALIDATORS[n % VALIDATORS.length];
    const name = `${v}-iter-${n < VALIDATORS.length ? 2 : 1}-2026110${5 + (n % 3)}T1${n % 10}0000.json`;
    const body = { validator: v, verdict: 'approved', methodology: 'static review of the diff plus targeted runs', findings: Array.from({ length: 26 * scale }, (_, k) => ({ id: `F-${k}`, severity: 'low', note: sentence(r, 16) })) };
    w(`engagement/validation-outputs/${name}`, JSON.stringify(body, null, 2));
    outputs.push(name);
    n++;
  }
  w('engagement/validation-log.md', `# Validation log\n\n## Heartbeat — Phase validate — completed 2026-11-05 12:00:00\n- iteration: 2\n\n${VALIDATORS.map((v) => `### ${v}\n- verdict: approved\n- ${para(r, 2)}\n`).join('\n')}`);
  const flows = Array.from({ length: 10 }, (_, i) => `flow-${i + 1}`);
  for (const f of flows) {
    w(`engagement/traces/iter-2/${f}.json`, JSON.stringify({ flow: f, iteration: 2, captured_at: '2026-11-05T11:00:00Z', steps: Array.from({ length: 6 * scale }, (_, k) => ({ action: 'click', selector: `[data-test=step-${k}]`, expected: sentence(r, 6), observed: sentence(r, 6), verdict: 'PASS' })) }, null, 2));
  }
  const screens = ['dashboard', 'invoice-list', 'invoice-detail', 'filters'];
  const png = pngBytes > PNG_1x1.length ? Buffer.concat([PNG_1x1, Buffer.alloc(pngBytes - PNG_1x1.length)]) : PNG_1x1;
  for (const theme of ['dark', 'light']) for (const s of screens) w(`engagement/screens/iter-2/${theme}/${s}.png`, png);
  for (const k of ['user-spec', 'tech-spec', 'research-verdict', 'code-research']) w(`engagement/specs/${k}.md`, `# ${k}\n\n${para(r, 50 * scale)}\n`);
  w('engagement/plan.md', `# Engagement plan\n\n## Phases / waves\n1. Wave 1 — foundations\n2. Wave 2 — features\n\n${para(r, 10 * scale)}\n`);
  w('engagement/scope-sync.md', `# Scope sync\n\n## Criteria frozen as of\n2026-11-02 10:00\n\n${para(r, 6)}\n`);
  w('engagement/deploy-log.md', `# Deploy log\n\n${para(r, 6)}\n`);
  w('engagement/docs-diff.md', `# Docs diff\n\n${para(r, 6)}\n`);
  w('engagement/consilium-summary.md', `# Consilium summary\n\n## Findings\n\n### 1. **HIGH** — rounding of totals\nFound by: peer-opus, codex-blind (2 reviewers)\n\n## Disagreements\n\n- **[CROSS-FAMILY]** peer-opus=approve vs codex-blind=rework\n\n## Naive-layer catches\n\n- **LOW**: missing aria-label on filter button\n\n## Suspicious-too-clean flags\n\nReviewer(s) returned 0 findings: haiku-scoped\n`);
  w('engagement/human-directive.md', '# Human directive\n\nDecision: PROCEED_TO_VERDICT\n');
  w('engagement/acceptance-log.md', `# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT\nReason: crit-3 totals rounding wrong.\n\n## Iteration 2\n\n- Finding 1 (rounding): SUSTAINED — fixed in ${srcFiles[2]}\n- Disagreement peer-opus vs codex-blind: SIDED WITH peer-opus\n- Naive catch aria-label: REAL\n- haiku-scoped: ACKNOWLEDGED\n\nEvidence: \`engagement/traces/iter-2/flow-1.json\`, \`${srcFiles[0]}\`\n\n### Verdict: ACCEPT\n`);
  w('engagement/events.jsonl', Array.from({ length: 20 }, (_, i) => JSON.stringify({ ts: `2026-11-0${2 + (i % 4)}T10:00:00Z`, event: i % 2 ? 'phase' : 'validator_run', n: i })).join('\n') + '\n');

  const quotes = SPECIALISTS.slice(0, 2).map((s) => `| POST /api/invoices | ${s}.md L${reportLines[s]}: "${s} claim: returns 201 with id and name for invoice ${seed}" | MATCH |`);
  const handoff = [
    `# Handoff — iteration 2 — billing-${seed} — 2026-11-05 12:00`,
    '', '## 1. Diff summary (PRIMARY)', '', '```', ...srcFiles.map((f) => ` ${f} | ${Math.floor(r() * 40) + 1} ++++`), ` ${srcFiles.length} files changed, 640 insertions(+), 120 deletions(-)`, '```',
    '', '## 2. Deliverable manifest', ...srcFiles.slice(0, 10).map((f) => `- \`${f}\` — ${sentence(r, 6)}`),
    '', '## 3. Criteria trace', '| # | Criterion | Status | Evidence |', '|---|---|---|---|', ...crits.map((c, i) => `| ${i + 1} | ${c} | ✅ | \`${srcFiles[i]}\` |`),
    '', '## 4. Executor reports', ...SPECIALISTS.map((s) => `- ${s} — \`engagement/executor-reports/${s}.md\``),
    '', '### 4a. Cross-validation table', '| Contract | Claim A | Verdict |', '|---|---|---|', ...quotes,
    '', '## 5. Validation log', ...VALIDATORS.map((v) => `- ${v}: approved`),
    '', '## 6. Exercised', ...flows.map((f, i) => `- Ran ${f} → all steps passed → evidence \`engagement/traces/iter-2/${f}.json\`, \`engagement/screens/iter-2/dark/${screens[i % 4]}.png\``),
    '', '## 7. Self-acceptance', '', '### 7b. Concerns', `1. [crit-3] ${sentence(r)} — fixed since iter-1`, `2. [crit-5] ${sentence(r)}`, `3. [scope-creep] ${sentence(r)}`, '', `Delta vs iter-1: ${sentence(r)}`,
    '', '## 8. Deploy log', '- See `engagement/deploy-log.md`',
    '', '## 9. Docs diff', '- See `engagement/docs-diff.md`',
    '', '## 10. Iteration counter', 'Current round: 2. Prior round(s): 1.',
    '', '## 11. Known deferrals', '- None',
  ];
  while (handoff.join('\n').length < 25_000 * scale) handoff.splice(handoff.indexOf('## 3. Criteria trace') - 1, 0, `${para(r, 3)}`, '');
  w('engagement/handoff.md', handoff.join('\n') + '\n');
  return eng;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: node bench/generate.mjs <out-dir> [--count N] [--scale K] [--png-kb KB] [--tools a,b,c]');
    process.exit(2);
  }
  const arg = (name, dflt) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? Number(process.argv[i + 1]) : dflt;
  };
  const count = arg('--count', 1);
  for (let i = 1; i <= count; i++) {
    const dir = count === 1 ? out : path.join(out, `e${String(i).padStart(4, '0')}`);
    const t = process.argv.indexOf('--tools');
    const tools = t > 0 ? process.argv[t + 1].split(',') : undefined;
    generateEngagement(dir, { seed: i, scale: arg('--scale', 1), pngBytes: arg('--png-kb', 0) * 1024, ...(tools ? { tools } : {}) });
  }
  console.log(`generated ${count} engagement(s) in ${out}`);
}
