// Generates docs/rules/<id>.md and the rule tables (docs/rules/README.md and
// the README's rule list) from rule metadata, and the report schema's list of
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
