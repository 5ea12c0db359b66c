import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import AjvModule from 'ajv-draft-04';
import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../rules/engagement/criteria-frontmatter.js';
import { lintTarget } from '../../packages/core/src/lint.js';
import { FINGERPRINT_KEY, formatSarif, withoutLineNumbers } from '../../packages/core/src/format/sarif.js';
import { packs } from '@engagement-lint/rules';
import { cleanupTrees, fakeSystem, makeEngagement } from '../helpers.js';
import { check, finding, meta, report, REPO } from './helpers.js';

afterAll(cleanupTrees);

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The OASIS SARIF 2.1.0 schema (errata01), vendored: see test/fixtures/README.md.
const schemaFile = path.join(repoDir, 'test/fixtures/sarif-schema-2.1.0.json');

// ajv-draft-04 is CommonJS: under NodeNext the class is the module's `default` property.
const ajv = new AjvModule.default({ allErrors: true, strict: false });
ajv.addFormat('uri', (s: string) => URL.canParse(s));
// A URI reference resolves against a base and holds no raw spaces or stray '%'.
ajv.addFormat('uri-reference', (s: string) => URL.canParse(s, 'file:///base/') && !/\s|%(?![0-9A-Fa-f]{2})/.test(s));
ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')));

type Json = any;
function sarif(...args: Parameters<typeof formatSarif>): Json {
  const text = formatSarif(...args);
  const doc = JSON.parse(text);
  const ok = validate(doc);
  expect(ok, JSON.stringify(validate.errors, null, 2)).toBe(true);
  return doc;
}

const RULES = [meta('criteria-frontmatter', { examples: [{ status: 'pass', files: { 'criteria.md': '---\nsize: S\n---' } }, { status: 'fail', files: { 'criteria.md': '```\nno fm\n```' } }] }), meta('handoff-sections', { statuses: ['pass', 'warn', 'skip'] }), meta('skipped-rule')];

describe('formatSarif', () => {
  const mixed = report([
    check('criteria-frontmatter', {
      status: 'fail',
      detail: 'criteria.md frontmatter lacks: domain',
      fix: 'Add domain to the criteria.md frontmatter.',
      findings: [finding('engagement/criteria.md', 4, 'missing required frontmatter key `domain`', { column: 3, endLine: 5, endColumn: 2 })],
    }),
    check('handoff-sections', { status: 'warn', detail: 'handoff.md has no §7', findings: [finding('engagement/handoff.md', 12, 'section 7 is empty')] }),
    check('skipped-rule', { status: 'skip', detail: 'nothing to check' }),
    check('custom-rule', { status: 'fail', detail: 'custom problem without a place' }),
    check('passing-rule', { status: 'pass' }),
  ]);

  it('is valid SARIF 2.1.0 with one run and the driver GitHub needs', () => {
    const doc = sarif([mixed], { rules: RULES, packs, repoRoot: REPO });
    expect(doc.version).toBe('2.1.0');
    expect(doc.$schema).toMatch(/sarif-schema-2\.1\.0\.json$/);
    expect(doc.runs).toHaveLength(1);
    const driver = doc.runs[0].tool.driver;
    expect(driver).toMatchObject({ name: 'engagement-lint', version: '0.1.0' });
    expect(driver.informationUri).toMatch(/^https:\/\//);
    expect(doc.runs[0].automationDetails).toEqual({ id: 'engagement-lint/' });
    expect(doc.runs[0].originalUriBaseIds['%SRCROOT%'].uri).toBe(pathToFileURL(REPO).href + '/');
  });

  it('describes every rule that ran, passing and skipped ones included, from its metadata', () => {
    const doc = sarif([mixed], { rules: RULES, packs, repoRoot: REPO });
    const rules = doc.runs[0].tool.driver.rules;
    expect(rules.map((r: Json) => r.id)).toEqual(['criteria-frontmatter', 'handoff-sections', 'skipped-rule', 'custom-rule', 'passing-rule']);
    const cf = rules[0];
    expect(cf.shortDescription.text).toBe('criteria-frontmatter summary');
    expect(cf.fullDescription.text).toBe('Why criteria-frontmatter exists.');
    expect(cf.help.text).toContain('Why criteria-frontmatter exists.');
    // The fail example holds a ``` fence, so the help uses a longer one.
    expect(cf.help.markdown).toContain('````markdown\n```\nno fm\n```\n````');
    expect(cf.helpUri).toBe('https://github.com/engagement-lint/engagement-lint/blob/main/docs/rules/criteria-frontmatter.md');
    expect(cf.defaultConfiguration.level).toBe('error');
    expect(cf.properties).toMatchObject({ pack: 'engagement', tiers: ['S', 'M', 'L'] });
    expect(rules[1].defaultConfiguration.level).toBe('warning');
    // A rule without metadata still gets an id and its docs link.
    expect(rules[3]).toMatchObject({ id: 'custom-rule', helpUri: expect.stringContaining('custom-rule') });
  });

  it('emits one result per finding of failing and warning checks, with levels, fix, region and ruleIndex', () => {
    const doc = sarif([mixed], { rules: RULES, packs, repoRoot: REPO });
    const { results, tool } = doc.runs[0];
    expect(results.map((r: Json) => [r.ruleId, r.level])).toEqual([
      ['criteria-frontmatter', 'error'],
      ['handoff-sections', 'warning'],
      ['custom-rule', 'error'],
    ]);
    for (const r of results) expect(tool.driver.rules[r.ruleIndex].id).toBe(r.ruleId);
    const [first, second] = results;
    expect(first.message.text).toBe('missing required frontmatter key `domain`\nFix: Add domain to the criteria.md frontmatter.');
    expect(first.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'engagement/criteria.md', uriBaseId: '%SRCROOT%' },
      region: { startLine: 4, startColumn: 3, endLine: 5, endColumn: 2 },
    });
    expect(second.message.text).toBe('section 7 is empty');
    expect(second.locations[0].physicalLocation.region).toEqual({ startLine: 12, startColumn: 1 });
    expect(first.partialFingerprints[FINGERPRINT_KEY]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('lowers a level to the severity a finding declares, never raises it', () => {
    const r = report([
      check('criteria-frontmatter', { status: 'fail', findings: [finding('engagement/a.md', 1, 'hint', { severity: 'info' }), finding('engagement/a.md', 2, 'real')] }),
      check('handoff-sections', { status: 'warn', findings: [finding('engagement/b.md', 1, 'loud', { severity: 'error' })] }),
    ]);
    const levels = sarif([r], { rules: RULES, packs, repoRoot: REPO }).runs[0].results.map((x: Json) => x.level);
    expect(levels).toEqual(['note', 'error', 'warning']);
  });

  it('places a failing check without findings at the target main file, line 1', () => {
    const doc = sarif([mixed], { rules: RULES, packs, repoRoot: REPO });
    const custom = doc.runs[0].results.find((r: Json) => r.ruleId === 'custom-rule');
    expect(custom.message.text).toBe('custom problem without a place');
    expect(custom.locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: 'engagement/criteria.md', uriBaseId: '%SRCROOT%' },
      region: { startLine: 1, startColumn: 1 },
    });
  });

  it('makes finding paths relative to the repository root, not the project root', () => {
    const root = path.join(REPO, 'work', 'client a');
    const r = report([check('criteria-frontmatter', { status: 'fail', findings: [finding('engagement/criteria #1.md', 2, 'bad')] })], { root });
    const doc = sarif([r], { rules: RULES, packs, repoRoot: REPO });
    const loc = doc.runs[0].results[0].locations[0].physicalLocation.artifactLocation;
    expect(loc).toEqual({ uri: 'work/client%20a/engagement/criteria%20%231.md', uriBaseId: '%SRCROOT%' });
    expect(decodeURIComponent(loc.uri)).toBe('work/client a/engagement/criteria #1.md');
  });

  it('uses an absolute file URI without uriBaseId for files outside the repository', () => {
    const outside = path.join(path.dirname(REPO), 'elsewhere');
    const r = report([check('criteria-frontmatter', { status: 'fail', findings: [finding('engagement/criteria.md', 3, 'bad')] })], { root: outside });
    const doc = sarif([r], { rules: RULES, packs, repoRoot: REPO });
    const loc = doc.runs[0].results[0].locations[0].physicalLocation.artifactLocation;
    expect(loc).toEqual({ uri: pathToFileURL(path.join(outside, 'engagement/criteria.md')).href });
  });

  it('keeps fingerprints when only line numbers change, and changes them when the problem changes', () => {
    const at = (line: number, message: string) =>
      report([check('criteria-frontmatter', { status: 'fail', findings: [finding('engagement/criteria.md', line, message, { column: line })] })]);
    const print = (r: ReturnType<typeof at>) => sarif([r], { rules: RULES, packs, repoRoot: REPO }).runs[0].results[0].partialFingerprints[FINGERPRINT_KEY];
    const before = print(at(4, 'duplicate key `size` (first on line 2)'));
    expect(print(at(40, 'duplicate key `size` (first on line 38)'))).toBe(before);
    expect(print(at(4, 'duplicate key `domain` (first on line 2)'))).not.toBe(before);
    const elsewhere = report([check('criteria-frontmatter', { status: 'fail', findings: [finding('engagement/handoff.md', 4, 'duplicate key `size` (first on line 2)')] })]);
    expect(print(elsewhere)).not.toBe(before);
  });

  it('tells identical problems in one file apart', () => {
    const r = report([check('criteria-frontmatter', { status: 'fail', findings: [finding('engagement/a.md', 1, 'same'), finding('engagement/a.md', 9, 'same')] })]);
    const prints = sarif([r], { rules: RULES, packs, repoRoot: REPO }).runs[0].results.map((x: Json) => x.partialFingerprints[FINGERPRINT_KEY]);
    expect(new Set(prints).size).toBe(2);
  });

  it('strips line references only', () => {
    expect(withoutLineNumbers('see line 12, lines 3-5 and criteria.md:7:2 or L9')).toBe('see line #, line # and criteria.md:# or L#');
    expect(withoutLineNumbers('section 7 lists 3 items')).toBe('section 7 lists 3 items');
  });

  it('reports internal errors as tool notifications, not alerts', () => {
    const r = report([check('criteria-frontmatter', { status: 'fail', detail: 'internal error in criteria-frontmatter: boom', internal_error: true })]);
    const run = sarif([r], { rules: RULES, packs, repoRoot: REPO }).runs[0];
    expect(run.results).toEqual([]);
    expect(run.invocations[0].executionSuccessful).toBe(false);
    expect(run.invocations[0].toolExecutionNotifications[0]).toMatchObject({ level: 'error', message: { text: expect.stringContaining('boom') }, associatedRule: { id: 'criteria-frontmatter', index: 0 } });
  });

  it('takes an automation id and a receipt', () => {
    const run = sarif([mixed], { rules: RULES, packs, repoRoot: REPO, automationId: 'engagement-lint/billing/', receipt: { files: ['engagement/criteria.md'], sha: 'abc' } }).runs[0];
    expect(run.automationDetails.id).toBe('engagement-lint/billing/');
    expect(run.properties.receipt).toEqual({ files: ['engagement/criteria.md'], sha: 'abc' });
    const receipt = { sha256: 'f'.repeat(64), files: 3, tool_version: '0.1.0', config_sha256: '0'.repeat(64) };
    expect(sarif([report([check('a')], { receipt })], { rules: [], packs, repoRoot: REPO, receipt }).runs[0].properties.receipt).toEqual(receipt);
  });

  it('merges several targets into one run with one descriptor per rule', () => {
    const other = report([check('criteria-frontmatter', { status: 'fail', findings: [finding('other/criteria.md', 2, 'bad')] })], { target: path.join(REPO, 'other') });
    const run = sarif([mixed, other], { rules: RULES, packs, repoRoot: REPO }).runs[0];
    expect(run.tool.driver.rules.filter((r: Json) => r.id === 'criteria-frontmatter')).toHaveLength(1);
    expect(run.results.filter((r: Json) => r.ruleId === 'criteria-frontmatter').map((r: Json) => r.locations[0].physicalLocation.artifactLocation.uri)).toEqual([
      'engagement/criteria.md',
      'other/criteria.md',
    ]);
  });

  it('stays valid for no targets and for degenerate findings', () => {
    expect(sarif([], { rules: [], packs, repoRoot: REPO }).runs[0].results).toEqual([]);
    const r = report([check('odd', { status: 'warn', findings: [{ file: '', line: 0, column: -3, message: '' }] })]);
    const res = sarif([r], { rules: [], packs, repoRoot: REPO }).runs[0].results[0];
    expect(res.locations[0].physicalLocation.region).toEqual({ startLine: 1, startColumn: 1 });
    expect(res.message.text).toBe('odd holds');
  });

  it('is checked against a schema that rejects broken logs', () => {
    const good = JSON.parse(formatSarif([mixed], { rules: RULES, packs, repoRoot: REPO }));
    expect(validate(good)).toBe(true);
    const broken = (edit: (d: Json) => void) => {
      const d = structuredClone(good);
      edit(d);
      return validate(d);
    };
    expect(broken((d) => (d.runs[0].results[0].level = 'fatal'))).toBe(false);
    expect(broken((d) => (d.runs[0].results[0].locations[0].physicalLocation.region.startLine = 0))).toBe(false);
    expect(broken((d) => (d.runs[0].originalUriBaseIds['%SRCROOT%'].uri = 'not a uri'))).toBe(false);
    expect(broken((d) => delete d.runs[0].tool.driver.name)).toBe(false);
  });

  it('formats a real lint run of an engagement', async () => {
    const dir = makeEngagement({ 'criteria.md': '---\nengagement: x\nsize: S\n---\n# Criteria\n' });
    const projectRoot = path.dirname(dir);
    const lint = await lintTarget(dir, { packs, rules: [rule], system: fakeSystem() });
    expect(lint.status).toBe('fail');
    const run = sarif([lint], { rules: [rule], packs, repoRoot: path.dirname(projectRoot) }).runs[0];
    const base = path.basename(projectRoot);
    expect(run.results.map((r: Json) => [r.locations[0].physicalLocation.artifactLocation.uri, r.locations[0].physicalLocation.region.startLine])).toEqual([
      [`${base}/engagement/criteria.md`, 4],
      [`${base}/engagement/criteria.md`, 4],
      [`${base}/engagement/criteria.md`, 4],
    ]);
    expect(run.results[0].message.text).toContain('Fix: Add domain, ux_heavy, tools_required');
    expect(run.tool.driver.rules[0].shortDescription.text).toBe(rule.summary);
  });
});

describe('SARIF from the CLI over every kind of target', () => {
  it('is valid against the official schema, with a rule entry per result and the receipts', async () => {
    const { cli } = await import('../cli-helpers.js');
    const out = path.join(fs.mkdtempSync(path.join((await import('node:os')).tmpdir(), 'el-sarif-')), 'all.sarif');
    const targets = ['fail-rogue-files/engagement', 'fail-phantom-evidence/engagement', 'contracts/fail-team.dc.yaml', 'graphs/fail-compare.md', 'epiphany/fail-map'].map((t) => path.join(repoDir, 'examples', t));
    const r = cli([...targets, '--format', `sarif=${out}`, '--no-git', '--preset', 'recommended']);
    expect(r.code).toBe(1);
    const doc = JSON.parse(fs.readFileSync(out, 'utf8'));
    expect(validate(doc), JSON.stringify(validate.errors, null, 2)).toBe(true);
    const run = doc.runs[0];
    const ruleIds = new Set(run.tool.driver.rules.map((x: { id: string }) => x.id));
    for (const res of run.results) {
      expect(ruleIds.has(res.ruleId)).toBe(true);
      expect(run.tool.driver.rules[res.ruleIndex].id).toBe(res.ruleId);
      expect(res.locations[0].physicalLocation.region.startLine).toBeGreaterThanOrEqual(1);
    }
    const ids = run.results.map((x: { ruleId: string }) => x.ruleId);
    expect(ids).toContain('whitelist');
    for (const pack of ['contract-', 'graph-', 'epiphany-']) expect(ids.some((id: string) => id.startsWith(pack)), pack).toBe(true);
    const uris = run.results.map((x: { locations: Array<{ physicalLocation: { artifactLocation: { uri: string } } }> }) => x.locations[0]!.physicalLocation.artifactLocation.uri);
    expect(uris.every((u: string) => u.startsWith('examples/'))).toBe(true);
    expect(run.properties.receipt.receipts).toHaveLength(5);
  });
});

describe('names from the checked tree in SARIF', () => {
  it('a CR in a message is shown as \\x0d; the artifact URI percent-encodes it', () => {
    const r = report([check('whitelist', { status: 'fail', findings: [finding('engagement/cr\rx.md', 1, '`cr\rx.md` is outside the engagement whitelist')] })]);
    const result = sarif([r], { rules: [], packs, repoRoot: REPO }).runs[0].results[0];
    expect(result.message.text).toBe('`cr\\x0dx.md` is outside the engagement whitelist');
    expect(result.locations[0].physicalLocation.artifactLocation.uri).toBe('engagement/cr%0Dx.md');
  });

  it('a line feed in a file name is \\x0a in the message, as stylish shows it; the message keeps its own line breaks', () => {
    const r = report([
      check('whitelist', {
        status: 'fail',
        detail: 'out-of-whitelist entries: nl\nline.md',
        fix: 'Move it.',
        findings: [finding('engagement/nl\nline.md', 1, '`nl\nline.md` is outside the engagement whitelist')],
      }),
      check('handoff-sections', { status: 'fail', detail: 'rogue: nl\nline.md', findings: [finding('engagement/nl\nline.md', 2, '')] }),
    ]);
    const [first, second] = sarif([r], { rules: [], packs, repoRoot: REPO }).runs[0].results;
    expect(first.message.text).toBe('`nl\\x0aline.md` is outside the engagement whitelist\nFix: Move it.');
    expect(first.locations[0].physicalLocation.artifactLocation.uri).toBe('engagement/nl%0Aline.md');
    // A finding without a message carries its check's detail, the name on one line there too.
    expect(second.message.text).toBe('rogue: nl\\x0aline.md');
  });
});

describe('SARIF uris of names that are not UTF-8', () => {
  // Node.js reads such a name as text with U+FFFD for its bad bytes; the uri carries the bytes themselves.
  const badName = (dir: string, ...bytes: number[]) => {
    const name = Buffer.concat([Buffer.from('bad'), Buffer.from(bytes), Buffer.from('.md')]);
    fs.writeFileSync(Buffer.concat([Buffer.from(`${dir}/`), name]), 'x\n');
    return name.toString('utf8');
  };
  const uriOf = (doc: Json, i = 0) => doc.runs[0].results[i].locations[0].physicalLocation.artifactLocation;

  it('percent-encodes the bytes of the name, not U+FFFD', () => {
    const dir = makeEngagement({ 'criteria.md': 'x\n' });
    const name = badName(dir, 0xff);
    expect(name).toBe('bad\uFFFD.md');
    const root = path.dirname(dir);
    const doc = sarif([report([check('whitelist', { status: 'fail', findings: [finding(`engagement/${name}`, 1, 'outside')] })], { root })], { rules: [], packs, repoRoot: root });
    expect(uriOf(doc)).toEqual({ uri: 'engagement/bad%FF.md', uriBaseId: '%SRCROOT%' });
    // Outside the repository root, as a file: URI.
    const away = sarif([report([check('whitelist', { status: 'fail', findings: [finding(`engagement/${name}`, 1, 'outside')] })], { root })], { rules: [], packs, repoRoot: REPO });
    expect(uriOf(away)).toEqual({ uri: `${pathToFileURL(dir).href}/bad%FF.md` });
  });

  it('tells apart two names that read alike, and a real U+FFFD is its own UTF-8 bytes', () => {
    const dir = makeEngagement({ 'criteria.md': 'x\n' });
    badName(dir, 0xfe);
    const real = 'bad\uFFFD\uFFFD.md';
    fs.writeFileSync(path.join(dir, real), 'x\n');
    badName(dir, 0xfe, 0xfe);
    const root = path.dirname(dir);
    const at = (name: string) => uriOf(sarif([report([check('whitelist', { status: 'fail', findings: [finding(`engagement/${name}`, 1, 'outside')] })], { root })], { rules: [], packs, repoRoot: root }));
    expect(at('bad\uFFFD.md').uri).toBe('engagement/bad%FE.md');
    // bad\xFE\xFE.md and the name holding two real U+FFFD read alike: which file is meant is not known.
    expect(at(real)).toEqual({ uri: 'engagement/bad%EF%BF%BD%EF%BF%BD.md', uriBaseId: '%SRCROOT%', description: { text: expect.stringContaining('bytes that are not UTF-8') } });
  });

  it('says so when the bytes cannot be read back (the file is gone), with a valid uri', () => {
    const r = report([check('whitelist', { status: 'fail', findings: [finding('engagement/gone\uFFFD.md', 1, 'outside')] })]);
    const loc = uriOf(sarif([r], { rules: [], packs, repoRoot: REPO }));
    expect(loc.uri).toBe('engagement/gone%EF%BF%BD.md');
    expect(loc.description.text).toMatch(/^the path holds bytes that are not UTF-8 and could not be read back/);
  });
});
