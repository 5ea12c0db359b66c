import { blockingProblem, defineRule, didYouMean, followsProtocol, frontmatterKeyLine, REQUIRED_CRITERIA_KEYS, fileProblems, plural, scalarText, valueText, type EngagementModel, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';

/** The values the protocol's template allows (`size: S | M | L`, `ux_heavy: false | minor | true`, `domain: …`). */
const ALLOWED: Record<string, string[]> = {
  size: ['S', 'M', 'L'],
  ux_heavy: ['false', 'minor', 'true'],
  domain: ['marketing', 'dev', 'design'],
};

/** Where the archive leaf holds the tech spec: the protocol's `specs/tech-spec.md` (P:165, P:253), or the leaf itself. */
const TECH_SPEC_FILES = ['specs/tech-spec.md', 'tech-spec.md'];

/**
 * `spec_from` of an SDD impl run: it must be set, lie inside the project, exist, and the tech spec it
 * holds (when it holds one) must be `status: approved` ("approved user-spec + tech-spec (status:
 * approved, …)"). Reads at most the two tech-spec files named above.
 */
function specFromProblems(model: EngagementModel, at: (key: string, message: string) => Finding): { finding: Finding; detail: string; fix: string } | undefined {
  const fm = model.frontmatter ?? {};
  if (scalarText(fm['sdd'])?.trim() !== 'impl') return undefined;
  const specFrom = valueText(fm['spec_from']).trim();
  if (!specFrom) return { finding: at('sdd', '`sdd: impl` needs `spec_from:` (the archive leaf holding the approved specs)'), detail: '`sdd: impl` without `spec_from`', fix: 'Add `spec_from: engagement-archived/<date>-<name>-spec/primary`.' };
  const leaf = model.fs.normalise(specFrom);
  const fix = 'Point `spec_from` at the archive leaf of the spec engagement (engagement-archived/<date>-<name>-spec/primary, relative to the project root), whose specs/tech-spec.md is `status: approved`.';
  if (leaf === undefined || model.fs.probe(leaf) === 'outside-root') return { finding: at('spec_from', `\`spec_from: ${specFrom}\` leads outside the project root; not checked`), detail: '`spec_from` leads outside the project root', fix };
  if (model.fs.probe(leaf) === 'missing') return { finding: at('spec_from', `\`spec_from: ${specFrom}\` does not exist (resolved against the project root)`), detail: `\`spec_from\` ${specFrom} does not exist`, fix };
  for (const name of TECH_SPEC_FILES) {
    const rel = leaf === '' ? name : `${leaf}/${name}`;
    if (model.fs.probe(rel) !== 'exists') continue;
    const spec = model.docAt(rel);
    if (!spec) continue;
    const status = scalarText(spec.frontmatter.data?.['status'])?.trim();
    if (status === 'approved' && approvedBy(spec)) return undefined;
    if (status === 'approved') return { finding: at('spec_from', `the tech spec ${rel} is \`status: approved\` without \`approved_by\`; intake sets it when it approves`), detail: `the tech spec of \`spec_from\` (${rel}) names no approver`, fix };
    const said = status ? `has \`status: ${status}\`` : 'has no `status`';
    return { finding: at('spec_from', `the tech spec ${rel} ${said}; an impl run needs \`status: approved\``), detail: `the tech spec of \`spec_from\` (${rel}) is not approved`, fix };
  }
  return undefined;
}

const approvedBy = (spec: MarkdownDoc) => valueText(spec.frontmatter.data?.['approved_by']).trim() !== '';

/**
 * An SDD spec run delivers its tech spec as `status: draft`: "status: approved on a tech-spec is
 * written only by intake when it opens {name}-impl" (with `approved_by`). An approved tech spec
 * without an approver in the engagement's own specs/ is the spec run approving itself.
 */
function selfApprovedSpec(model: EngagementModel): { finding: Finding; detail: string; fix: string } | undefined {
  if (scalarText(model.frontmatter?.['sdd'])?.trim() !== 'spec') return undefined;
  const spec = model.doc('specs/tech-spec.md');
  if (!spec || scalarText(spec.frontmatter.data?.['status'])?.trim() !== 'approved' || approvedBy(spec)) return undefined;
  const p = frontmatterKeyLine(spec, 'status') ?? { line: 1, column: 1 };
  return {
    finding: spec.at(p.line, 'a spec run\'s tech spec is `status: approved` with no `approved_by`: only intake approves it, when it opens the impl engagement', p.column),
    detail: 'specs/tech-spec.md of an `sdd: spec` engagement approves itself',
    fix: 'Deliver the tech spec as `status: draft`; intake sets `status: approved` and `approved_by` when it opens the impl engagement.',
  };
}

/** The protocol reading: values the template does not allow, and `spec_from` for an SDD impl run. */
function protocolProblems(model: EngagementModel): { fail?: { finding: Finding; detail: string; fix: string }; warn: Finding[] } {
  const doc = model.criteria!;
  const fm = model.frontmatter ?? {};
  const at = (key: string, message: string) => {
    const p = frontmatterKeyLine(doc, key) ?? { line: 1, column: 1 };
    return doc.at(p.line, message, p.column);
  };
  const warn: Finding[] = [];
  for (const [key, values] of Object.entries(ALLOWED)) {
    const v = valueText(fm[key]).trim();
    if (key in fm && !values.includes(v)) warn.push(at(key, `\`${key}: ${v}\` is not one of ${values.join(' | ')}${key === 'size' ? '; it is read as M' : key === 'ux_heavy' ? '; it is read as false' : ''}`));
  }
  const fail = specFromProblems(model, at) ?? selfApprovedSpec(model);
  return { ...(fail ? { fail } : {}), warn };
}

/** Keys compared for a near miss, at most: a hostile frontmatter may hold many thousands. */
const MAX_NEAR_MISS_KEYS = 1_000;

/** The first key that is no required key and reads as a typo of `k` (`tool_required`, `ux_heavvy`), if any. */
function nearMiss(keys: readonly string[], k: string): string | undefined {
  const required: readonly string[] = REQUIRED_CRITERIA_KEYS;
  return keys.slice(0, MAX_NEAR_MISS_KEYS).find((key) => key.length <= 2 * k.length && !required.includes(key) && didYouMean(key, [k]) === k);
}

export default defineRule<EngagementModel>({
  id: 'criteria-frontmatter',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'criteria.md exists and its YAML frontmatter carries every required key',
  statuses: ['pass', 'warn', 'fail'],
  docs: `Every other check reads the engagement's size, UX level and tools from the
frontmatter of \`criteria.md\`. Without it the tier silently falls back to M.
Required keys: ${REQUIRED_CRITERIA_KEYS.map((k) => `\`${k}\``).join(', ')} (\`protocol_version\` is optional).
A missing key is reported at the key that stands for it when there is one: spelled otherwise
(\`Size\`, \`ux-heavy\`) or a near miss (\`tool_required\`, \`domian\`: a few edits away, among the first
1,000 keys), else at the end of the frontmatter.
A UTF-8 BOM, CRLF line endings and a closing \`---\` without a final newline are all accepted.
A criteria.md that is there but cannot be read (no permission, a FIFO, over the size limit) fails
as that, naming the tier the run took without it, not as a file with no frontmatter.
Frontmatter that is not valid YAML (say \`engagement: Billing: fix rounding\`) has its keys read
line by line, as handoff-precheck.py reads them, so the other checks still see the size. A size
other than exactly \`S\`, \`M\` or \`L\` (\`s\`, \`Small\`) runs as M, and a UX level other than
\`false\`, \`minor\` or \`true\` as false.

Under \`--preset recommended\`, a value outside the template warns, and an SDD impl engagement
(\`sdd: impl\`) fails without \`spec_from\`, when \`spec_from\` (resolved against the project
root, the engagement folder's parent; a path leaving it is refused) does not exist, or when the
archive leaf holds a tech spec (\`specs/tech-spec.md\`, else \`tech-spec.md\`; only these two files
are read) whose frontmatter \`status\` is not \`approved\`, or is \`approved\` without \`approved_by\`. An
SDD spec engagement (\`sdd: spec\`) fails when its own \`specs/tech-spec.md\` is \`status: approved\`
without \`approved_by\`: the spec run delivers a draft, and intake approves it.`,
  examples: [
    {
      status: 'pass',
      title: 'passes with every required key',
      files: {
        'criteria.md': `---
engagement: demo
domain: dev
size: M
ux_heavy: false
tools_required: []
---`,
      },
    },
    {
      status: 'fail',
      title: 'fails without frontmatter',
      files: {
        'criteria.md': '',
      },
    },
    {
      status: 'warn',
      title: 'under the recommended preset, invalid YAML with every key warns; the keys read line by line still set the tier',
      options: { preset: 'recommended' },
      files: {
        'criteria.md': `---
engagement: Billing: fix rounding
domain: dev
size: L
ux_heavy: "true"
tools_required:
---`,
      },
    },
  ],
  divergences: [
    {
      protocol: 'size: S | M | L # see Engagement size tier … ux_heavy: false | minor | true … domain: marketing | dev | design',
      compat: 'Any value passes: `size: XL`, `size: s` or `size: small` silently runs as M, `ux_heavy: yes` as false.',
      recommended: 'A value outside the template warns at its key, saying how it is read.',
    },
    {
      protocol: 'Size is set by the secretary at intake and recorded in `criteria.md` frontmatter as `size: S | M | L`.',
      compat: 'Frontmatter that is not valid YAML passes when every required key is found line by line, as handoff-precheck.py reads it; the detail names the YAML error.',
      recommended: 'It warns at the YAML error: other tools reading the frontmatter as YAML would not see these keys.',
    },
    {
      protocol: '# spec_from: engagement-archived/{date}-{name}-spec/primary # REQUIRED when sdd: impl',
      compat: '`sdd: impl` without `spec_from` passes.',
      recommended: 'It fails: an impl engagement must name the approved specs it implements.',
    },
    {
      protocol: '# spec_from: engagement-archived/{date}-{name}-spec/primary # REQUIRED when sdd: impl — the archive leaf holding the approved specs',
      compat: '`spec_from` is not read: one naming an archive folder that does not exist (or lies outside the project) passes.',
      recommended: 'It fails at `spec_from` when the path, resolved against the project root, does not exist or leaves the project root.',
    },
    {
      protocol: 'impl | approved user-spec + tech-spec (status: approved, approved_by set by intake)',
      compat: 'A `spec_from` leaf whose specs/tech-spec.md is still `status: draft` passes.',
      recommended: 'It fails when the tech spec under `spec_from` (specs/tech-spec.md, else tech-spec.md) has a frontmatter `status` other than `approved`, or `approved` without `approved_by`.',
    },
    {
      protocol: 'status: approved on a tech-spec is written only by intake when it opens {name}-impl',
      compat: 'The tech spec of an `sdd: spec` engagement is not read: one that approves itself passes.',
      recommended: 'It fails at the tech spec\'s `status` when specs/tech-spec.md of an `sdd: spec` engagement is `status: approved` without `approved_by`.',
    },
  ],
  check({ model, options }) {
    const doc = model.criteria;
    const fix = 'Write criteria.md with a frontmatter block holding engagement, domain, size, ux_heavy and tools_required.';
    // A criteria.md that is there but could not be read (no permission, a FIFO, over the size limit)
    // has a frontmatter nobody read: say that, not "missing" or "no frontmatter".
    const file = doc?.file ?? model.fs.read(model.rel('criteria.md'));
    const unread = file && blockingProblem(file);
    if (file && unread) {
      return {
        status: 'fail',
        detail: `${file.rel} could not be read (${unread.message}): its frontmatter was not checked, and without its size the run took tier ${model.tier}`,
        fix: 'Make criteria.md a readable regular file within the size limit, then lint again.',
        findings: fileProblems(file),
      };
    }
    if (!doc) return { status: 'fail', detail: 'criteria.md is missing', fix, findings: [model.at('', 1, 'criteria.md is missing from the engagement folder')] };
    const fm = doc.frontmatter;
    if (!fm.present) {
      // A block pushed down by blank lines or a BOM-less heading is the common slip: say where it is.
      const lines = doc.lines;
      let first = 0;
      while (first < lines.length && first < 20 && lines[first]!.trim() === '') first++;
      const late = first > 0 && lines[first]?.trim() === '---' && lines.slice(first + 1, first + 200).some((l) => l.trim() === '---');
      const message = late
        ? `the \`---\` frontmatter block starts at line ${first + 1}: it must open the file, so ${plural(first, 'blank line')} before it ${first === 1 ? 'makes' : 'make'} it text; its keys were not read (and the run took tier ${model.tier})`
        : 'no `---` frontmatter block at the top of criteria.md';
      return { status: 'fail', detail: late ? `criteria.md's frontmatter does not start on line 1 (line ${first + 1})` : 'criteria.md has no frontmatter', fix, findings: [...fileProblems(doc.file), doc.at(late ? first + 1 : 1, message)] };
    }
    const missing = REQUIRED_CRITERIA_KEYS.filter((k) => !(k in (model.frontmatter ?? {})));
    const protocol = followsProtocol(options);
    if (fm.error && !missing.length && !protocol) {
      // handoff-precheck.py reads the keys line by line and passes: so does compat, saying what it read.
      return { status: 'pass', detail: `frontmatter has every required key (read line by line: not valid YAML, ${fm.error.message.replace(/^invalid YAML: /, '')} at line ${fm.error.line ?? 1})` };
    }
    if (fm.error && !missing.length) {
      return {
        status: 'warn',
        detail: `criteria.md frontmatter is not valid YAML (${fm.error.message}); its keys were read line by line`,
        fix: 'Correct the YAML between the `---` lines (quote values that hold `: `).',
        findings: [doc.at(fm.error.line, fm.error.message)],
      };
    }
    if (missing.length) {
      return {
        status: 'fail',
        detail: `criteria.md frontmatter lacks: ${missing.join(', ')}`,
        fix: `Add ${missing.join(', ')} to the criteria.md frontmatter.`,
        findings: [
          ...(fm.error ? [doc.at(fm.error.line, fm.error.message)] : []),
          ...missing.map((k) => {
            // A key spelled otherwise (`Size`, `ux-heavy`, `Tools_Required`), or a near miss (`tool_required`): at it, saying so.
            const keys = Object.keys(model.frontmatter ?? {});
            const twin = keys.find((key) => key !== k && key.toLowerCase().replace(/[-\s]/g, '_') === k);
            const near = twin === undefined ? nearMiss(keys, k) : undefined;
            const other = twin ?? near;
            const line = other === undefined ? -1 : doc.lines.slice(1, fm.endLine - 1).findIndex((l) => l.replace(/^\s+/, '').startsWith(`${other}:`));
            if (other === undefined || line === -1) return doc.at(fm.endLine, `missing required frontmatter key \`${k}\``);
            const what = twin !== undefined ? 'is another key' : 'looks like a misspelling of it, and is another key';
            return doc.at(line + 2, `missing required frontmatter key \`${k}\`: \`${other}\` here ${what} (keys are read exactly as written); rename it \`${k}\``);
          }),
        ],
      };
    }
    if (protocol) {
      const p = protocolProblems(model);
      if (p.fail) return { status: 'fail', detail: `criteria.md frontmatter: ${p.fail.detail}`, fix: p.fail.fix, findings: [p.fail.finding] };
      if (p.warn.length) return { status: 'warn', detail: `criteria.md frontmatter values outside the protocol template: ${p.warn.map((f) => f.message.split('`')[1]).join(', ')}`, fix: 'Use the template values: size S | M | L, ux_heavy false | minor | true, domain marketing | dev | design.', findings: p.warn };
    }
    return { status: 'pass', detail: 'frontmatter has every required key' };
  },
});
