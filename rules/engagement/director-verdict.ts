import {
  followsProtocol,
  acceptanceIterationBlock,
  consiliumSignalsOf,
  defineRule,
  directorMarkerCounts,
  type ConsiliumSignals,
  type DirectorMarkerCounts,
  type EngagementModel,
  type Finding,
} from '@engagement-lint/core/kit';

const KINDS: Array<{ key: keyof ConsiliumSignals & keyof DirectorMarkerCounts; signal: string; one: string; markers: string }> = [
  { key: 'convergent', signal: 'convergent findings', one: 'convergent finding', markers: 'SUSTAINED/OVERRULED' },
  { key: 'disagreements', signal: 'cross-family disagreements', one: 'cross-family disagreement', markers: 'SIDED WITH/SPLIT' },
  { key: 'naive', signal: 'naive-layer catches', one: 'naive-layer catch', markers: 'REAL/FALSE_POSITIVE' },
  { key: 'tooClean', signal: 'too-clean flags', one: 'too-clean reviewer', markers: 'ACKNOWLEDGED' },
];

export default defineRule<EngagementModel>({
  id: 'director-verdict',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: true,
  summary: 'the director adjudicated every consilium signal in the verdict',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A director who copies the consilium's conclusion without ruling on each signal is
rubber-stamping. Every signal of consilium-summary.md needs an explicit marker in the verdict.

Signals: under \`## Findings\`, \`### N. **SEV** — issue\` blocks whose \`Found by: … (K reviewers)\`
has K ≥ 2; under \`## Disagreements\`, \`**[CROSS-FAMILY]** a=x vs b=y\` lines; under
\`## Naive-layer catches\`, \`- **SEV**: issue\` lines; under \`## Suspicious-too-clean flags\`, the
roles in "Reviewer(s) returned 0 findings: a, b".

Markers, counted in the verdict block of the current iteration (the \`## Iteration <counter>\`
section of acceptance-log.md, else the whole log; a missing counter means iteration 1, and the
counter is read as the reference's Python \`int()\` reads it, so \`+2\` is iteration 2 and one
\`int()\` refuses names no section, so the whole log is read): SUSTAINED/OVERRULED on a \`- <finding>: …\` item (or opening the line after it) per convergent
finding, each marker counted (\`- finding-1: SUSTAINED, finding-2: OVERRULED\` adjudicates two),
SIDED WITH x or SPLIT per disagreement, REAL or FALSE_POSITIVE per naive catch,
ACKNOWLEDGED per too-clean role. fail when any kind has fewer markers than signals. As in the
reference, section titles are case-sensitive and a finding heading needs the em dash (\`—\`) that
consilium-synth writes.

Every marker is matched in capitals only, as the protocol writes them: lowercase \`sustained\`,
\`sided with\`, \`split\`, \`real\` or \`acknowledged\` is prose ("a real risk", "split the PR"),
not a ruling, under both presets.

Skips at size S (no director phase), without consilium-summary.md, or without acceptance-log.md.`,
  divergences: [
    {
      protocol: 'adjudicating remaining signals with explicit markers (SUSTAINED/OVERRULED, SIDED WITH X, REAL/FALSE_POSITIVE, ACKNOWLEDGED)',
      compat: 'A SUSTAINED or OVERRULED marker in bold (`- finding-1: **SUSTAINED**`) does not count, as the reference counts them (bold REAL and ACKNOWLEDGED do).',
      recommended: 'Emphasis around a marker is decoration: `**SUSTAINED**` counts like `SUSTAINED`.',
    },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when the consilium raised nothing to adjudicate',
      files: {
        'consilium-summary.md': '',
        'acceptance-log.md': '### Verdict: ACCEPT',
      },
    },
    {
      status: 'fail',
      title: 'reads a missing counter as iteration 1, and a non-integer one as the whole log',
      files: {
        'consilium-summary.md': `## Naive-layer catches
- **LOW**: label truncates`,
        'acceptance-log.md': '## Iteration 1',
      },
    },
    {
      status: 'skip',
      title: 'skips at size S, without the consilium and without the acceptance log',
      files: {},
    },
  ],
  check({ model, options }) {
    if (model.tier === 'S') return { status: 'skip', detail: 'S-tier has no director phase; verdict completeness check N/A' };
    const consilium = model.consilium;
    if (!consilium) return { status: 'skip', detail: 'consilium-summary.md not present; run consilium-synth.py first' };
    const log = model.acceptanceLog;
    if (!log) return { status: 'skip', detail: "acceptance-log.md not present; director hasn't written verdict yet" };

    // A missing counter means iteration 1; one int() refuses names no `## Iteration` section, so the whole log is read.
    // Read as the reference's int() reads it (`+2` is 2) under both presets: iteration-counter judges the form.
    const counter = model.iteration;
    const n = counter.present ? counter.int : 1;
    const block = n === undefined ? undefined : acceptanceIterationBlock(log, n);
    const range = block ?? { start: 1, end: log.lines.length };
    const where = block ? `\`## Iteration ${n}\` of acceptance-log.md` : 'acceptance-log.md';
    const signals = consiliumSignalsOf(consilium);
    // The protocol reading: a marker in bold (`- finding-1: **SUSTAINED**`) is that marker.
    const protocol = followsProtocol(options);
    const markers = directorMarkerCounts(log.linesOf(range).map((l) => (protocol ? l.text.replace(/\*\*|__/g, '') : l.text)));

    const issues: string[] = [];
    const marks: string[] = [];
    const findings: Finding[] = [];
    for (const k of KINDS) {
      const want = signals[k.key].length;
      if (!want) continue;
      const got = markers[k.key];
      if (got >= want) {
        marks.push(`${k.signal}: ${Math.min(got, want)}/${want} adjudicated`);
        continue;
      }
      issues.push(`${k.signal}: ${want} signals, only ${got} ${k.markers} markers in verdict`);
      findings.push(log.at(range.start, `${where} adjudicates ${got} of ${want} ${k.signal} (needs ${k.markers} for each)`));
      for (const s of signals[k.key]) findings.push(consilium.at(s.line, `${k.one} needing ${/^[AEIOU]/.test(k.markers) ? 'an' : 'a'} ${k.markers} marker: ${s.label}`, 1, 'info'));
    }
    if (issues.length) {
      return {
        status: 'fail',
        detail: issues.join('; '),
        fix: 'Mark each consilium signal in the verdict: SUSTAINED/OVERRULED for convergent findings, SIDED WITH <reviewer> or SPLIT for cross-family disagreements, REAL/FALSE_POSITIVE for naive-layer catches, ACKNOWLEDGED for too-clean flags.',
        findings,
      };
    }
    return { status: 'pass', detail: marks.length ? `all consilium signals adjudicated (${marks.join(', ')})` : 'all consilium signals adjudicated (consilium raised none)' };
  },
});
