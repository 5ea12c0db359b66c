import { abortedAt, acceptedRange, citationsCut, defineRule, engagementRelativeHint, distinctCitedPaths, followsProtocol, list, probeCitedEvidence, withEngagementRelative, writesVerdictAccept, type EngagementModel, type Finding } from '@engagement-lint/core/kit';
import { namedAsAbsent, withWorkTree } from './lib/work-tree-citations.js';
import { backslashedNote, notPathsNote, protocolCitations } from './lib/cited-path-reading.js';

export default defineRule<EngagementModel>({
  id: 'acceptance-log-paths',
  pack: 'engagement',
  tiers: ['L'],
  compat: true,
  summary: 'every path an accepted acceptance-log.md cites exists',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Once the director writes \`Verdict: ACCEPT\`, the acceptance log is the record the engagement
is archived with; evidence it cites must exist. The paths are extracted exactly as for
handoff-paths (backtick-quoted and bare project paths, illustration lines ignored) and resolve
against the project root; a path leaving the root is reported and never probed. Under
\`--preset recommended\`, as in handoff-paths, a path missing at the project root that exists
relative to the engagement folder (\`traces/iter-1/x.json\`) is found too, a monorepo folder's paths
are looked up in the git work tree around it and a path named only as absent ("no \`src/\` change")
is no evidence (both as in handoff-paths), a line range written
with an en or em dash (\`src/a.ts:18–26\`, \`:18—26\`) is stripped like \`:18-26\`, so are a GitHub
line anchor (\`src/a.ts#L45-L52\`), an \`L\` line reference (\`copy.md:L2\`), a section anchor
(\`validation-log.md#ux-review\`) and the line of a \`file:line:column\` position, a git ref
(\`origin/main\`) or a slash name with no file extension rooted nowhere is no path, and an
illustration word skips only the paths it introduces (\`e.g. src/foo.ts\`), not its whole line.

Skips while acceptance-log.md is missing or does not contain the text \`Verdict: ACCEPT\`
yet (\`### Verdict: ACCEPT\`, \`Verdict: ACCEPTED\`; a bold \`**Verdict:** ACCEPT\` does not count, as
in handoff-precheck.py). The blank after \`Verdict:\` is any space verdict-canonical reads in the
canonical line (a tab, a no-break space, several spaces), under either preset: a \`### Verdict:
ACCEPT\` that check passes always has its evidence checked here. That skip means "not applicable
yet", not a missing artefact. Under
\`--preset recommended\` the ACCEPT is read as verdict-canonical and binary-verdict read verdicts,
in every form verdict-canonical recognises (an H2 \`## Verdict: ACCEPT\`, an emphasised
\`### Verdict: **ACCEPT**\`, a legacy \`**ACCEPTED**\` opening a line, \`Verdict ACCEPTED\` without a
colon, the line under a bare \`## Verdict\` or \`### Verdict\` heading count too: an ACCEPT the tool
recognises has its evidence checked), and only the
\`## Iteration N\` round (an \`Iteration N\` underlined with \`---\` too) whose verdict is the last ACCEPT is checked, from its heading up to the next
\`## Iteration\` heading: another H2 inside the round (\`## Criteria checked\`) does not end it. A log
whose latest verdict is ABORTED (the user ended the engagement) and that holds no ACCEPT skips,
saying so: no evidence was accepted, and none is coming.`,
  examples: [
    {
      status: 'pass',
      title: 'passes when the evidence of an accepted log exists',
      files: {
        'acceptance-log.md': `### Verdict: ACCEPT
- evidence \`engagement/validation-outputs/cr-iter-1-x.json\``,
        'validation-outputs/cr-iter-1-x.json': '{}',
      },
    },
    {
      status: 'fail',
      title: 'fails with the phantom evidence paths and their lines',
      files: {
        'acceptance-log.md': `Verdict: ACCEPTED
Checked engagement/traces/iter-1/checkout.json and \`../outside.md\`.`,
      },
    },
    {
      status: 'skip',
      title: 'skips without acceptance-log.md, and stays a skip in --mode ready',
      options: {"mode": "ready"},
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'acceptance-log.md # director, append-only — One section per iteration.',
      compat: 'Once any `Verdict: ACCEPT` is written, every path cited anywhere in the log must exist, so a file an earlier REJECT iteration cited (and that was rightly deleted since) fails the ACCEPT. Only that text makes the log accepted (the blank after `Verdict:` may be any space, a no-break space too, as verdict-canonical reads it): `### Verdict: **ACCEPT**` or a legacy `**ACCEPTED**` leaves it unchecked.',
      recommended: 'Only the citations of the accepted iteration (the `## Iteration N` round whose verdict is the last ACCEPT, from its heading up to the next `## Iteration` heading, so an H2 inside it such as `## Criteria checked` or `## Verdict: ACCEPT` does not end it; the whole log when it has no iteration sections) are the evidence the engagement is accepted on. The ACCEPT is read as the verdict rules read it, in every form verdict-canonical recognises (`## Verdict: ACCEPT`, `### Verdict: **ACCEPT**`, a legacy `**ACCEPTED**`). Earlier iterations are history. Citations are read as handoff-paths reads them under this preset.',
    },
    {
      protocol: 'Evidence: traces/iter-2/quarter-preset.json line 45-52, screens/iter-2/dark/dashboard-quarter.png',
      compat: 'Cited evidence paths resolve against the project root only: `traces/iter-1/x.json`, written relative to the engagement folder as the protocol\'s own examples write evidence, is phantom evidence.',
      recommended: 'A path missing at the project root that exists relative to the engagement folder is found, as in handoff-paths.',
    },
    {
      protocol: 'Every agency engagement lives in an engagement/ directory under the project working directory … Evidence: traces/iter-2/quarter-preset.json',
      compat: 'In a monorepo folder (`services/billing/engagement`), evidence cited from the repository\'s top or as `../../packages/…` is phantom or outside the project root; a path named only as absent ("no `src/` change") is phantom evidence.',
      recommended: 'As in handoff-paths: such paths are looked up in the git work tree around the project (probed, never read, no probe leaving it), and a path a negation governs with only words of absence or place between them cites no evidence.',
    },
  ],
  check({ model, options }) {
    const doc = model.acceptanceLog;
    if (!doc) return { status: 'skip', detail: 'acceptance-log.md not yet written' };
    const protocol = followsProtocol(options);
    // Compat: the text `Verdict: ACCEPT`, as the reference, its blank read as verdict-canonical reads the canonical line's
    // (`### Verdict:` and a no-break space passes there, so its evidence is checked here). Recommended: the ACCEPT
    // verdict as the verdict rules read it, and its round.
    if (!protocol && !writesVerdictAccept(doc.text)) return { status: 'skip', detail: 'acceptance-log.md has no `Verdict: ACCEPT` yet' };
    // Recommended: rounds as markdown renders their headings (`Iteration 2` over `---` too).
    const range = protocol ? acceptedRange(doc, 'protocol') : undefined;
    if (protocol && !range) {
      // The user's abort closes the engagement with no ACCEPT: no evidence was accepted, and none is coming.
      const aborted = abortedAt(model);
      if (aborted) return { status: 'skip', detail: `engagement aborted by the user (latest verdict ABORTED at ${aborted}): no ACCEPT, so no accepted evidence to check` };
      return { status: 'skip', detail: writesVerdictAccept(doc.text) ? 'acceptance-log.md has no iteration with an ACCEPT verdict yet' : 'acceptance-log.md has no `Verdict: ACCEPT` yet' };
    }
    const shared = probeCitedEvidence(model, doc, { protocol, ...(range ? { range } : {}) });
    // Read as handoff-paths reads its citations: `#L45` anchors, `file:line:column`, git refs.
    const probe = protocol ? protocolCitations(model, shared) : { ...shared, refs: [], names: [], kube: [] };
    const inProject = protocol ? withEngagementRelative(model, probe) : { ...probe, inEngagement: 0 };
    // As handoff-paths reads them: a monorepo folder's paths in its git work tree, and a path named only as absent is no evidence.
    const read = protocol ? withWorkTree(model, inProject) : { ...inProject, inRepository: 0 };
    const absent = protocol ? namedAsAbsent(doc) : () => false;
    const { outside, distinct, inEngagement } = read;
    const missing = read.missing.filter((c) => !absent(c));
    const scope = range?.n !== undefined ? ` (iteration ${range.n}, the accepted one)` : '';
    const relative = inEngagement ? `, ${inEngagement} of them relative to ${model.rel('')}/` : '';
    const cut = citationsCut(doc, shared);
    if (!missing.length && !outside.length) {
      if (cut) return { status: 'fail', detail: `${distinct} cited evidence paths exist${scope}${cut.detail}`, fix: 'Cite the evidence each accepted claim rests on, not every path of the change.', findings: [cut.finding] };
      // Compat reads no path written with `\`, as the reference: the detail names them rather than hide them.
      const unread = backslashedNote(shared, 'unread');
      return { status: 'pass', detail: distinct ? `${distinct} cited evidence paths exist${relative}${scope}${notPathsNote(probe)}${unread}` : `no evidence paths cited${scope}${unread}` };
    }
    // Compat fails such a path, as the reference does, but says where the file is.
    const hint = engagementRelativeHint(model);
    const findings: Finding[] = [
      ...missing.map((c) => doc.at(c.line, `phantom evidence: \`${c.path}\` does not exist${protocol ? '' : hint(c.path)}`, c.column)),
      ...outside.map((c) => doc.at(c.line, `cited path \`${c.path}\` resolves outside the project root: evidence lies inside the project, and a path outside it is not looked at`, c.column)),
      ...(cut ? [cut.finding] : []),
    ].sort((a, b) => a.line - b.line || a.column - b.column);
    const parts = [
      ...(missing.length ? [`phantom evidence paths: ${list(distinctCitedPaths(missing))}`] : []),
      ...(outside.length ? [`paths outside the project root: ${list(distinctCitedPaths(outside))}`] : []),
    ];
    return {
      status: 'fail',
      detail: parts.join('; ') + backslashedNote(shared, 'unread') + (cut?.detail ?? ''),
      fix: `Point each accepted claim at evidence that exists (paths resolve from the project root${protocol ? `, or else from the engagement folder ${model.rel('')}/` : ''}), or restore the missing artefacts before archiving.`,
      findings,
    };
  },
});
