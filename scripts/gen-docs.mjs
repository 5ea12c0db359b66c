// Generates docs/rules/<id>.md, the rule tables (docs/rules/README.md and
// the README's rule list) and the protocol audit's counts (docs/protocol-audit.md
// and the README's totals) from rule metadata, and the report schema's list of
// kinds from the pack registry. `--check` fails when the
// committed files differ, so the docs cannot drift from the code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const { builtinRules, packs, ruleDocFile, renderRuleTable, GENERATED_NOTE } = await import(path.join(root, 'packages/core/dist/index.js'));

const outputs = new Map();
const docsDir = path.join(root, 'docs/rules');
for (const rule of builtinRules) outputs.set(path.join(docsDir, `${rule.id}.md`), ruleDocFile(rule, packs));
outputs.set(path.join(docsDir, 'README.md'), `# Rules\n\n${GENERATED_NOTE}\n\n${renderRuleTable(builtinRules, '', packs)}`);

const readmePath = path.join(root, 'README.md');
const readme = fs.readFileSync(readmePath, 'utf8');
const start = '<!-- rules:start -->';
const end = '<!-- rules:end -->';
const a = readme.indexOf(start);
const b = readme.indexOf(end);
if (a < 0 || b < a) {
  console.error('README.md lacks the <!-- rules:start --> / <!-- rules:end --> markers');
  process.exit(1);
}
outputs.set(readmePath, `${readme.slice(0, a + start.length)}\n${renderRuleTable(builtinRules, 'docs/rules/', packs)}${readme.slice(b)}`);

// The protocol audit's counts (docs/protocol-audit.md and the README's totals) are the reference checks' metadata.
const reference = builtinRules.filter((r) => r.pack === 'engagement' && r.compat === true);
const keptOf = (r) => (r.divergences ?? []).filter((a) => /^Not changed\b/.test(a.recommended)).length;
const auditPath = path.join(root, 'docs/protocol-audit.md');
const audit = fs.readFileSync(auditPath, 'utf8');
const [ca, cb] = [audit.indexOf('<!-- audit-counts:start -->'), audit.indexOf('<!-- audit-counts:end -->')];
if (ca < 0 || cb < ca) {
  console.error('docs/protocol-audit.md lacks the <!-- audit-counts:start --> / <!-- audit-counts:end --> markers');
  process.exit(1);
}
const countRows = reference.map((r) => {
  const n = r.divergences?.length ?? 0;
  return `| [${r.id}](rules/${r.id}.md) | ${n} | ${n - keptOf(r)} | ${keptOf(r)} |`;
});
const countTable = ['| check | disagreements | changed under recommended | kept as the reference does |', '|---|---|---|---|', ...countRows].join('\n');
outputs.set(auditPath, `${audit.slice(0, ca)}<!-- audit-counts:start -->\n${countTable}\n${audit.slice(cb)}`);
const total = reference.reduce((n, r) => n + (r.divergences?.length ?? 0), 0);
const keptTotal = reference.reduce((n, r) => n + keptOf(r), 0);
const withAny = reference.filter((r) => r.divergences?.length).length;
const totals = /(\d+)(\s+)places(\s+)in(\s+)(\d+)(\s+)of(\s+)the(\s+)21(\s+)checks,(\s+)(\d+)(\s+)of(\s+)them(\s+)followed(\s+)\(the(\s+)other(\s+)(\d+)(\s+)are(\s+)kept/;
const readmeNow = outputs.get(readmePath);
if (!totals.test(readmeNow)) {
  console.error("README.md lacks the protocol audit's totals sentence (\"N places in N of the 21 checks, N of them followed (the other N are kept\")");
  process.exit(1);
}
outputs.set(
  readmePath,
  readmeNow.replace(totals, (...m) => `${total}${m[2]}places${m[3]}in${m[4]}${withAny}${m[6]}of${m[7]}the${m[8]}21${m[9]}checks,${m[10]}${total - keptTotal}${m[12]}of${m[13]}them${m[14]}followed${m[15]}(the${m[16]}other${m[17]}${keptTotal}${m[19]}are${m[20]}kept`),
);

// The report schema's list of kinds is the registry's.
const reportSchemaPath = path.join(root, 'schemas/report.schema.json');
const kindLine = /("kind": \{ "enum": )\[[^\]]*\]/;
const reportSchema = fs.readFileSync(reportSchemaPath, 'utf8');
if (!kindLine.test(reportSchema)) {
  console.error('schemas/report.schema.json lacks the "kind": { "enum": [...] } line');
  process.exit(1);
}
outputs.set(reportSchemaPath, reportSchema.replace(kindLine, (_, head) => `${head}${JSON.stringify(packs.map((p) => p.id)).replace(/,/g, ', ')}`));

// The config schema's `rules` properties: one per built-in rule, with its options' schema, so
// editors complete rule names and options. Custom rule ids still pass through additionalProperties.
const schemaPath = path.join(root, 'schemas/config.schema.json');
const schema = JSON.parse(fs.readFileSync(schemaPath, 'utf8'));
const level = { $ref: '#/definitions/level' };
const setting = (rule) =>
  rule.options
    ? {
        description: rule.summary,
        oneOf: [level, { type: 'array', minItems: 1, maxItems: 2, items: [level, rule.options] }, { type: 'object', properties: { level, options: rule.options }, additionalProperties: false }],
      }
    : { description: rule.summary, $ref: '#/definitions/settingWithoutOptions' };
schema.definitions.settingWithoutOptions = {
  oneOf: [level, { type: 'array', minItems: 1, maxItems: 1, items: [level] }, { type: 'object', properties: { level }, additionalProperties: false }],
};
schema.properties.rules.properties = Object.fromEntries(builtinRules.map((r) => [r.id, setting(r)]));
outputs.set(schemaPath, `${JSON.stringify(schema, null, 2)}\n`);

const stale = [];
const known = new Set(outputs.keys());
for (const f of fs.existsSync(docsDir) ? fs.readdirSync(docsDir) : []) {
  const abs = path.join(docsDir, f);
  if (f.endsWith('.md') && !known.has(abs)) stale.push(`${path.relative(root, abs)} (no such rule)`);
}
for (const [file, text] of outputs) {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
  if (current !== text) stale.push(path.relative(root, file));
}
if (check) {
  if (stale.length) {
    console.error(`rule docs are stale: ${stale.join(', ')}\nrun \`npm run docs\` and commit the result`);
    process.exit(1);
  }
  console.log(`rule docs up to date (${builtinRules.length} rules)`);
} else {
  fs.mkdirSync(docsDir, { recursive: true });
  for (const f of stale.filter((s) => s.endsWith('(no such rule)'))) fs.rmSync(path.join(root, f.replace(/ \(no such rule\)$/, '')));
  for (const [file, text] of outputs) fs.writeFileSync(file, text);
  console.log(`wrote docs for ${builtinRules.length} rules`);
}
