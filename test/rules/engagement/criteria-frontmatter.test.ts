import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/criteria-frontmatter.js';
import { EngagementModel } from '../../../packages/core/src/model/engagement.js';
import { criteria, makeEngagement } from '../../helpers.js';
import { lint, ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

const CRIT = 'engagement/criteria.md';
const missingKeys = (line: number) => ['domain', 'ux_heavy', 'tools_required'].map((k) => ({ file: CRIT, line, column: 1, message: `missing required frontmatter key \`${k}\`` }));
const bomCrlf = '\uFEFF' + criteria().split('\n').slice(0, 7).join('\r\n');
const lineByLine = '---\nengagement: Billing: fix rounding\ndomain: dev\nsize: L\nux_heavy: "true"\ntools_required:\n  - node\n  - git\n---\n';

ruleTester(rule, {
  valid: [
    { name: 'every required key', files: { 'criteria.md': criteria() }, detail: 'frontmatter has every required key' },
    { name: 'a BOM, CRLF and a closing fence at end of file without newline', files: { 'criteria.md': bomCrlf } },
    {
      name: 'compat: invalid YAML with every key found line by line passes, as the reference reads it, naming the YAML error',
      files: { 'criteria.md': lineByLine },
      detail: /^frontmatter has every required key \(read line by line: not valid YAML, incomplete explicit mapping pair.* at line 2\)$/,
    },
    {
      name: 'compat: a size written twice (after a promotion) passes',
      files: { 'criteria.md': criteria().replace('size: M', 'size: S\nsize: M') },
      detail: /read line by line: not valid YAML, duplicated mapping key/,
    },
  ],
  invalid: [
    {
      name: 'a required key spelled otherwise is pointed at, saying to rename it',
      files: { 'criteria.md': '---\nengagement: x\ndomain: dev\nSize: M\nux-heavy: false\ntools_required: []\n---\n# Criteria\n' },
      detail: 'criteria.md frontmatter lacks: size, ux_heavy',
      findings: [
        { file: CRIT, line: 4, column: 1, message: exactly('missing required frontmatter key `size`: `Size` here is another key (keys are read exactly as written); rename it `size`') },
        { file: CRIT, line: 5, column: 1, message: exactly('missing required frontmatter key `ux_heavy`: `ux-heavy` here is another key (keys are read exactly as written); rename it `ux_heavy`') },
      ],
    },
    {
      name: 'a required key misspelled is pointed at as a near miss; a key too far from any is not',
      files: { 'criteria.md': '---\nengagement: x\ndomian: dev\nsize: M\nux_heavy: false\ntool_required: []\nreviewers: [anna]\n---\n# Criteria\n' },
      detail: 'criteria.md frontmatter lacks: domain, tools_required',
      findings: [
        { file: CRIT, line: 3, column: 1, message: exactly('missing required frontmatter key `domain`: `domian` here looks like a misspelling of it, and is another key (keys are read exactly as written); rename it `domain`') },
        { file: CRIT, line: 6, column: 1, message: exactly('missing required frontmatter key `tools_required`: `tool_required` here looks like a misspelling of it, and is another key (keys are read exactly as written); rename it `tools_required`') },
      ],
    },
    {
      name: 'a missing key with no near miss is said at the end of the frontmatter',
      files: { 'criteria.md': '---\nengagement: x\ndomain: dev\nsize: M\nux_heavy: false\nowner: anna\n---\n# Criteria\n' },
      detail: 'criteria.md frontmatter lacks: tools_required',
      findings: [{ file: CRIT, line: 7, column: 1, message: exactly('missing required frontmatter key `tools_required`') }],
    },
    { name: 'criteria.md missing', files: {}, detail: 'criteria.md is missing', findings: [{ file: 'engagement', line: 1, column: 1, message: 'criteria.md is missing from the engagement folder' }] },
    { name: 'no frontmatter', files: { 'criteria.md': '# Criteria\n' }, detail: 'criteria.md has no frontmatter', findings: [{ file: CRIT, line: 1, column: 1, message: 'no `---` frontmatter block at the top of criteria.md' }] },
    {
      name: 'a frontmatter block after a blank line, said where it is',
      files: { 'criteria.md': '\n---\nengagement: x\ncreated: 2026-06-01\ndomain: dev\nsize: S\ntools_required: []\n---\n# Criteria\n' },
      detail: "criteria.md's frontmatter does not start on line 1 (line 2)",
      findings: [{ file: CRIT, line: 2, column: 1, message: 'the `---` frontmatter block starts at line 2: it must open the file, so 1 blank line before it makes it text; its keys were not read (and the run took tier M)' }],
    },
    {
      name: 'the missing keys, at the line of the closing fence',
      files: { 'criteria.md': '---\nengagement: x\nsize: S\n---\n' },
      detail: 'criteria.md frontmatter lacks: domain, ux_heavy, tools_required',
      findings: missingKeys(4),
    },
    {
      name: 'invalid YAML with keys missing fails, the YAML error located first',
      files: { 'criteria.md': '---\nengagement: x\nsize: [S\n---\n' },
      detail: 'criteria.md frontmatter lacks: domain, ux_heavy, tools_required',
      // the flow collection is still open at the closing fence
      findings: [{ file: CRIT, line: 4, column: 1, message: 'invalid YAML: unexpected end of the stream within a flow collection' }, ...missingKeys(4)],
    },
    {
      name: 'recommended: invalid YAML with every key warns',
      status: 'warn',
      files: { 'criteria.md': lineByLine },
      options: { preset: 'recommended' },
      detail: /not valid YAML .*read line by line/,
      findings: [{ file: CRIT, line: 2, column: 1, message: /^invalid YAML: incomplete explicit mapping pair/ }],
    },
  ],
});

describe('criteria-frontmatter fixtures and model', () => {
  it('the BOM/CRLF fixture ends on its closing fence, without a newline', () => {
    expect(bomCrlf.endsWith('---')).toBe(true);
  });
  it('keys read line by line from invalid YAML still set the tier', () => {
    const model = new EngagementModel(makeEngagement({ 'criteria.md': lineByLine }));
    expect([model.tier, model.uxHeavy, model.toolsRequired]).toEqual(['L', 'true', ['node', 'git']]);
  });
  it('keys read line by line may be named like Object.prototype members', () => {
    const odd = '---\nengagement: Billing: fix rounding\n__proto__: [x]\nconstructor: y\nsize: L\n---\n';
    const model = new EngagementModel(makeEngagement({ 'criteria.md': odd }));
    expect(model.frontmatter).toMatchObject({ size: 'L', constructor: 'y' });
    expect(Object.keys(model.frontmatter!)).toEqual(['engagement', '__proto__', 'constructor', 'size']);
    expect(model.tier).toBe('L');
  });
  it('a list or a mapping is no size or UX level (the reference reads `[L]` as another value: M); a scalar of another type is read as written', () => {
    const read = (fm: Record<string, string>) => {
      const model = new EngagementModel(makeEngagement({ 'criteria.md': criteria(fm) }));
      return [model.tier, model.uxHeavy];
    };
    expect(read({ size: '[L]', ux_heavy: '[true]' })).toEqual(['M', 'false']);
    expect(read({ size: '{S: 1}', ux_heavy: '{minor: 1}' })).toEqual(['M', 'false']);
    expect(read({ size: "'L'", ux_heavy: 'true' })).toEqual(['L', 'true']);
    // The template's values exactly: `s` and `Minor` are other values (YAML's `True` is the boolean true).
    expect(read({ size: 's', ux_heavy: 'Minor' })).toEqual(['M', 'false']);
    expect(read({ size: ' L ', ux_heavy: 'True' })).toEqual(['L', 'true']);
  });
});

describe('--preset recommended', () => {
  const CRIT = 'engagement/criteria.md';
  const recommended = { preset: 'recommended' as const };
  const xl = { 'criteria.md': criteria({ size: 'XL' }) };
  const implWithoutSpec = { 'criteria.md': criteria({ sdd: 'impl' }) };
  const LEAF = 'engagement-archived/2026-05-01-x-spec/primary';
  const techSpec = (status: string) => `---\nfeature: x\n${status}approved_by: agency-intake 2026-05-02\n---\n# Tech spec\n`;
  const impl = (specFrom: string, extra: Record<string, string> = {}) => ({ 'criteria.md': criteria({ sdd: 'impl', spec_from: specFrom }), ...extra });
  const approved = impl(LEAF, { [`../${LEAF}/specs/tech-spec.md`]: techSpec('status: approved\n') });
  const specRun = (front: string) => ({ 'criteria.md': criteria({ sdd: 'spec' }), 'specs/tech-spec.md': `---\nfeature: x\n${front}---\n# Tech spec\n` });

  ruleTester(rule, {
    valid: [
      { name: 'compat: a size outside S | M | L', files: xl },
      { name: 'compat: sdd: impl without spec_from', files: implWithoutSpec },
      { name: 'recommended: sdd: impl with spec_from, its tech spec approved', files: approved, options: recommended, detail: 'frontmatter has every required key' },
      { name: 'recommended: sdd: impl with spec_from, an archive leaf without a tech spec', files: impl(LEAF, { [`../${LEAF}/criteria.md`]: '# c\n' }), options: recommended },
      // The reference does not read spec_from.
      { name: 'compat: spec_from naming no folder', files: impl('engagement-archived/2026-06-03-csv-export/primary') },
      { name: 'compat: spec_from whose tech spec is a draft', files: impl(LEAF, { [`../${LEAF}/specs/tech-spec.md`]: techSpec('status: draft\n') }) },
      { name: 'recommended: a spec run delivering its tech spec as a draft', files: specRun('status: draft\n'), options: recommended, detail: 'frontmatter has every required key' },
      // An archived spec run after intake approved it for the impl run.
      { name: 'recommended: a spec run whose tech spec intake approved (approved_by set)', files: specRun('status: approved\napproved_by: agency-intake 2026-05-02\n'), options: recommended },
      { name: 'compat: a spec run whose tech spec approves itself', files: specRun('status: approved\n') },
    ],
    invalid: [
      {
        name: 'recommended: a size outside S | M | L warns at its key',
        status: 'warn',
        files: xl,
        options: recommended,
        detail: 'criteria.md frontmatter values outside the protocol template: size: XL',
        findings: [{ file: CRIT, line: 4, column: 1, message: '`size: XL` is not one of S | M | L; it is read as M' }],
      },
      {
        name: 'recommended: a list or a mapping for size warns, named as written, and reads as M',
        status: 'warn',
        files: { 'criteria.md': criteria({ size: '[L]', ux_heavy: '{true: 1}' }) },
        options: recommended,
        detail: 'criteria.md frontmatter values outside the protocol template: size: ["L"], ux_heavy: {"true":1}',
        findings: [
          { file: CRIT, line: 4, column: 1, message: '`size: ["L"]` is not one of S | M | L; it is read as M' },
          { file: CRIT, line: 5, column: 1, message: '`ux_heavy: {"true":1}` is not one of false | minor | true; it is read as false' },
        ],
      },
      {
        name: 'recommended: a lower-case size warns, read as M like any other value',
        status: 'warn',
        files: { 'criteria.md': criteria({ size: 's' }) },
        options: recommended,
        findings: [{ file: CRIT, line: 4, column: 1, message: '`size: s` is not one of S | M | L; it is read as M' }],
      },
      {
        name: 'recommended: sdd: impl without spec_from fails',
        files: implWithoutSpec,
        options: recommended,
        detail: 'criteria.md frontmatter: `sdd: impl` without `spec_from`',
        findings: [{ file: CRIT, line: 7, column: 1, message: '`sdd: impl` needs `spec_from:` (the archive leaf holding the approved specs)' }],
      },
      // P:226 "REQUIRED when sdd: impl — the archive leaf holding the approved specs".
      {
        name: 'recommended: spec_from naming a folder that does not exist fails at spec_from',
        files: impl('engagement-archived/2026-06-03-csv-export/primary', { [`../${LEAF}/specs/tech-spec.md`]: techSpec('status: approved\n') }),
        options: recommended,
        detail: 'criteria.md frontmatter: `spec_from` engagement-archived/2026-06-03-csv-export/primary does not exist',
        findings: [{ file: CRIT, line: 8, column: 1, message: '`spec_from: engagement-archived/2026-06-03-csv-export/primary` does not exist (resolved against the project root)' }],
      },
      {
        name: 'recommended: spec_from leaving the project root is refused',
        files: impl('../../etc'),
        options: recommended,
        detail: 'criteria.md frontmatter: `spec_from` leads outside the project root',
        findings: [{ file: CRIT, line: 8, column: 1, message: '`spec_from: ../../etc` leads outside the project root; not checked' }],
      },
      {
        name: 'recommended: a draft tech spec under spec_from fails (P:254 "tech-spec (status: approved …)")',
        files: impl(LEAF, { [`../${LEAF}/specs/tech-spec.md`]: techSpec('status: draft\n') }),
        options: recommended,
        detail: `criteria.md frontmatter: the tech spec of \`spec_from\` (${LEAF}/specs/tech-spec.md) is not approved`,
        findings: [{ file: CRIT, line: 8, column: 1, message: `the tech spec ${LEAF}/specs/tech-spec.md has \`status: draft\`; an impl run needs \`status: approved\`` }],
      },
      {
        name: 'recommended: a tech spec without status under spec_from fails',
        files: impl(LEAF, { [`../${LEAF}/specs/tech-spec.md`]: techSpec('') }),
        options: recommended,
        findings: [{ file: CRIT, line: 8, column: 1, message: `the tech spec ${LEAF}/specs/tech-spec.md has no \`status\`; an impl run needs \`status: approved\`` }],
      },
      {
        name: 'recommended: an approved tech spec under spec_from without approved_by fails (P:254 "approved_by set by intake")',
        files: impl(LEAF, { [`../${LEAF}/specs/tech-spec.md`]: '---\nfeature: x\nstatus: approved\n---\n' }),
        options: recommended,
        detail: `criteria.md frontmatter: the tech spec of \`spec_from\` (${LEAF}/specs/tech-spec.md) names no approver`,
        findings: [{ file: CRIT, line: 8, column: 1, message: `the tech spec ${LEAF}/specs/tech-spec.md is \`status: approved\` without \`approved_by\`; intake sets it when it approves` }],
      },
      {
        name: 'recommended: a spec run whose tech spec approves itself fails at its status (P:256 "status: approved on a tech-spec is written only by intake")',
        files: specRun('status: approved\n'),
        options: recommended,
        detail: 'criteria.md frontmatter: specs/tech-spec.md of an `sdd: spec` engagement approves itself',
        findings: [{ file: 'engagement/specs/tech-spec.md', line: 3, column: 1, message: 'a spec run\'s tech spec is `status: approved` with no `approved_by`: only intake approves it, when it opens the impl engagement' }],
      },
    ],
  });
});

// Over the YAML size limit the frontmatter is a finding, never a parse: its keys are still read line by line.
describe('criteria-frontmatter: a tools_required list past the YAML size limit', () => {
  it('names the size at line 2 and still finds every key', async () => {
    const text = criteria({ tools_required: `[${'node, '.repeat(200_000)}git]` });
    const size = text.slice(text.indexOf('\n') + 1, text.indexOf('\n---\n', 4)).length + '---\n\n---\n'.length;
    const r = await lint(rule, { files: { 'criteria.md': text }, options: { preset: 'recommended' } });
    expect(r.status).toBe('warn');
    expect(r.findings.map((f) => [f.line, f.message])).toEqual([[2, `frontmatter is ${size} characters, over the 131072 limit; not parsed as YAML`]]);
    // compat reads the keys line by line and passes, naming why, as the reference does.
    const compat = await lint(rule, { files: { 'criteria.md': text } });
    expect(compat.status).toBe('pass');
    expect(compat.detail).toContain(`frontmatter is ${size} characters, over the 131072 limit`);
  });
});

