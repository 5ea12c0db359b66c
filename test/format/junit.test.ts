import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import rule from '../../rules/engagement/criteria-frontmatter.js';
import { lintTarget } from '../../packages/core/src/lint.js';
import { formatJunit } from '../../packages/core/src/format/junit.js';
import { formatStylish } from '../../packages/core/src/format/stylish.js';
import { cleanupTrees, fakeSystem, makeEngagement } from '../helpers.js';
import { check, finding, report, REPO, XML_INVALID } from './helpers.js';

afterAll(cleanupTrees);

type Json = any;

function parse(xml: string): Json {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml).not.toMatch(XML_INVALID);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    htmlEntities: true,
    parseTagValue: false,
    trimValues: false,
    isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name),
  });
  return parser.parse(xml).testsuites;
}

const byName = (suite: Json, name: string) => suite.testcase.find((t: Json) => t.name === name);

describe('formatJunit', () => {
  const mixed = report(
    [
      check('criteria-frontmatter', {
        status: 'fail',
        detail: 'criteria.md frontmatter lacks: domain',
        fix: 'Add domain.',
        findings: [finding('engagement/criteria.md', 4, 'missing key `domain`', { column: 2 }), finding('engagement/criteria.md', 5, 'missing key `size`')],
        ms: 1.5,
      }),
      check('handoff-sections', { status: 'warn', detail: 'handoff §7 is thin', findings: [finding('engagement/handoff.md', 30, 'only 1 concern')], ms: 0.5 }),
      check('validator-outputs', { status: 'skip', detail: 'no validator outputs yet', ms: 0 }),
      check('crashed', { status: 'fail', detail: 'internal error in crashed: boom', internal_error: true, ms: 0 }),
      check('iteration-counter', { status: 'pass', detail: 'counter is 2', ms: 1 }),
    ],
    { checks_run: 5 },
  );

  it('writes one testsuite per target with counts, and totals on testsuites', () => {
    const other = report([check('criteria-frontmatter', { status: 'fail', detail: 'criteria.md is missing' })], { target: path.join(REPO, 'other') });
    const doc = parse(formatJunit([mixed, other], { base: REPO }));
    expect(doc).toMatchObject({ name: 'engagement-lint', tests: '6', failures: '2', errors: '1', skipped: '1' });
    expect(doc.testsuite).toHaveLength(2);
    const [one, two] = doc.testsuite;
    expect(one).toMatchObject({ name: path.relative(REPO, mixed.target), tests: '5', failures: '1', errors: '1', skipped: '1', time: '0.003' });
    expect(two).toMatchObject({ name: 'other', tests: '1', failures: '1', errors: '0', skipped: '0' });
    expect(two.time).toBeUndefined();
    expect(one.properties.property).toEqual([
      { name: 'kind', value: 'engagement' },
      { name: 'tier', value: 'M' },
      { name: 'tool', value: 'engagement-lint 0.1.0' },
    ]);
    // classname names the target, so two targets' testcases stay apart.
    const label = path.relative(REPO, mixed.target);
    expect(one.testcase.map((t: Json) => [t.classname, t.name])).toEqual([
      [label, 'criteria-frontmatter'],
      [label, 'handoff-sections'],
      [label, 'validator-outputs'],
      [label, 'crashed'],
      [label, 'iteration-counter'],
    ]);
    expect(two.testcase.map((t: Json) => t.classname)).toEqual(['other']);
  });

  it('puts findings, fix and docs into a failure', () => {
    const suite = parse(formatJunit([mixed], { base: mixed.root })).testsuite[0];
    const failure = byName(suite, 'criteria-frontmatter').failure;
    expect(failure.message).toBe('criteria.md frontmatter lacks: domain');
    expect(failure.type).toBe('check');
    expect(failure['#text'].split('\n')).toEqual([
      'engagement/criteria.md:4:2 missing key `domain`',
      'engagement/criteria.md:5:1 missing key `size`',
      'Fix: Add domain.',
      'Docs: https://github.com/engagement-lint/engagement-lint/blob/main/docs/rules/criteria-frontmatter.md',
    ]);
    expect(byName(suite, 'criteria-frontmatter').time).toBe('0.002');
  });

  it('keeps one finding per line of a failure: a line feed in a file name is shown as an escape', () => {
    const r = report([check('whitelist', { status: 'fail', detail: 'rogue', findings: [finding('engagement/evil\nname.md', 1, 'rogue entry')] })]);
    const suite = parse(formatJunit([r], { base: REPO })).testsuite[0];
    expect(byName(suite, 'whitelist').failure['#text'].split('\n')[0]).toMatch(/evil\\x0aname\.md:1:1 rogue entry$/);
  });

  it('marks skips as skipped, internal errors as errors, warnings as passing with output', () => {
    const suite = parse(formatJunit([mixed])).testsuite[0];
    expect(byName(suite, 'validator-outputs').skipped).toEqual({ message: 'no validator outputs yet' });
    const crashed = byName(suite, 'crashed');
    expect(crashed.failure).toBeUndefined();
    expect(crashed.error).toMatchObject({ message: 'internal error in crashed: boom', type: 'internal_error' });
    const warn = byName(suite, 'handoff-sections');
    expect(warn.failure).toBeUndefined();
    expect(warn.skipped).toBeUndefined();
    expect(warn['system-out']).toContain('WARN: handoff §7 is thin');
    expect(warn['system-out']).toContain('engagement/handoff.md:30:1 only 1 concern');
    expect(warn['system-out'].split('\n')).toHaveLength(3);
    const pass = byName(suite, 'iteration-counter');
    expect(Object.keys(pass).sort()).toEqual(['classname', 'name', 'time']);
  });

  it('escapes markup, and shows control characters and what XML 1.0 cannot hold as escapes', () => {
    const nasty = 'a <b> & "c" \'d\'\u0000\u0007\u001B\uFFFE\uD800 ]]> end\n\tnext';
    const kept = 'a <b> & "c" \'d\'\\x00\\x07\\x1b\\ufffe\\ud800 ]]> end\n\tnext';
    const r = report(
      [
        check('criteria-frontmatter', { status: 'fail', detail: nasty, fix: `fix ${nasty}`, findings: [finding('engagement/<x>&.md', 1, nasty)] }),
        check('skipper', { status: 'skip', detail: nasty }),
      ],
      { target: path.join(REPO, 'eng "q" <&>') },
    );
    const xml = formatJunit([r], { base: REPO });
    const suite = parse(xml).testsuite[0];
    expect(suite.name).toBe('eng "q" <&>');
    const failure = byName(suite, 'criteria-frontmatter').failure;
    // Line breaks and tabs in attributes survive as character references.
    expect(failure.message).toBe(kept);
    expect(failure['#text']).toContain(`engagement/<x>&.md:1:1 ${kept}`);
    expect(failure['#text']).toContain(`Fix: fix ${kept}`);
    expect(byName(suite, 'skipper').skipped.message).toBe(kept);
    expect(xml).not.toContain(']]>');
  });

  it('names suites, testcase classnames and findings relative to the base folder', () => {
    const r = report([check('a', { status: 'fail', findings: [finding('engagement/criteria.md', 2, 'bad')] })], { root: path.join(REPO, 'clients'), target: path.join(REPO, 'clients', 'engagement') });
    const suite = parse(formatJunit([r], { base: REPO })).testsuite[0];
    expect(suite.name).toBe('clients/engagement');
    expect(byName(suite, 'a').classname).toBe('clients/engagement');
    expect(byName(suite, 'a').failure['#text']).toMatch(/^clients\/engagement\/criteria\.md:2:1 bad$/m);
  });

  it('names a target and findings outside the base folder relative to it, as stylish does', () => {
    const root = path.join(path.dirname(REPO), 'el-format-ex');
    const r = report([check('a', { status: 'fail', detail: 'bad', findings: [finding('graphs/fail-compare.md', 158, 'bad', { column: 23 })] })], { root, target: path.join(root, 'graphs', 'fail-compare.md') });
    const base = path.join(REPO, 'proj');
    const suite = parse(formatJunit([r], { base })).testsuite[0];
    const label = path.join('..', '..', 'el-format-ex', 'graphs', 'fail-compare.md');
    expect(suite.name).toBe(label);
    expect(byName(suite, 'a').classname).toBe(label);
    expect(byName(suite, 'a').failure['#text']).toMatch(new RegExp(`^${label.replace(/[.\\/]/g, '\\$&')}:158:23 bad$`, 'm'));
    // The same text stylish shows for the target and the finding.
    const stylish = formatStylish([r, report([check('b')], { target: base })], { colorLevel: 0, cwd: base });
    expect(stylish.split('\n')).toContain(label);
    expect(stylish).toContain(`${label}:158:23  bad`);
  });

  it('stays valid for no targets and a target without checks', () => {
    expect(parse(formatJunit([]))).toMatchObject({ tests: '0', failures: '0' });
    const suite = parse(formatJunit([report([])])).testsuite[0];
    expect(suite).toMatchObject({ tests: '0', failures: '0', errors: '0', skipped: '0' });
    expect(suite.testcase).toBeUndefined();
  });

  it('formats a real lint run of an engagement', async () => {
    const dir = makeEngagement({ 'criteria.md': '# no frontmatter\n' });
    const lint = await lintTarget(dir, { packs, rules: [rule], system: fakeSystem() });
    const suite = parse(formatJunit([lint], { base: path.dirname(dir) })).testsuite[0];
    expect(suite).toMatchObject({ name: 'engagement', tests: '1', failures: '1' });
    const failure = byName(suite, 'criteria-frontmatter').failure;
    expect(failure.message).toBe('criteria.md has no frontmatter');
    expect(failure['#text']).toMatch(/^engagement\/criteria\.md:1:1 no `---` frontmatter block/m);
  });
});

describe('names from the checked tree in JUnit', () => {
  it('a CR is shown as \\x0d, not as a character reference a reader turns back into a CR', () => {
    const r = report([check('whitelist', { status: 'fail', detail: 'out-of-whitelist entries: cr\rx.md', findings: [finding('engagement/cr\rx.md', 1, '`cr\rx.md` is outside')] })], { target: path.join(REPO, 'cr\rdir') });
    const xml = formatJunit([r], { base: REPO });
    expect(xml).not.toContain('&#13;');
    const suite = parse(xml).testsuite[0];
    expect(suite.name).toBe('cr\\x0ddir');
    const failure = byName(suite, 'whitelist').failure;
    expect(failure.message).toBe('out-of-whitelist entries: cr\\x0dx.md');
    expect(failure['#text']).toContain('engagement/cr\\x0dx.md:1:1 `cr\\x0dx.md` is outside');
  });

  it('workflow commands are broken by character references: the names read back as they are, with nothing inserted', () => {
    const r = report([check('epiphany-map-keys', { status: 'fail', detail: '::error::forged', fix: 'see ##[add-mask]x', findings: [finding('map.yaml', 15, 'key')] })], { root: path.join(REPO, '::team::a'), target: path.join(REPO, '::team::a') });
    const xml = formatJunit([r], { base: REPO });
    expect(xml).not.toContain('\u2060');
    expect(xml).toContain('<testsuite name="&#58;:team::a"');
    // No line of the document, printed to a CI log, starts a command.
    for (const line of xml.split('\n')) {
      expect(line.trimStart().startsWith('::')).toBe(false);
      expect(line).not.toContain('##[');
    }
    const suite = parse(xml).testsuite[0];
    expect(suite.name).toBe('::team::a');
    const failure = byName(suite, 'epiphany-map-keys').failure;
    expect(failure.message).toBe('::error::forged');
    expect(failure['#text'].split('\n')).toEqual(['::team::a/map.yaml:15:1 key', 'Fix: see ##[add-mask]x', expect.stringMatching(/^Docs: /)]);
  });
});
