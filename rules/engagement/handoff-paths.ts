import { defineRule, distinctCitedPaths, followsProtocol, list, probeCitedEvidence, type CitationProbe, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

/**
 * The protocol reading of where a cited path lives: the handoff template writes evidence relative
 * to the engagement folder (`executor-reports/{specialist}.md`, `traces/iter-2/x.json line 45-52`),
 * so a path missing at the project root that exists under the engagement folder is found.
 * Returns the probe without those, and how many distinct paths were found that way.
 */
export function withEngagementRelative(model: EngagementModel, probe: CitationProbe): CitationProbe & { inEngagement: number } {
  const found = new Map<string, boolean>();
  for (const c of probe.missing) if (!found.has(c.path)) found.set(c.path, model.fs.probe(model.rel(c.path)) === 'exists');
  const missing = probe.missing.filter((c) => !found.get(c.path));
  return { ...probe, missing, inEngagement: [...found.values()].filter(Boolean).length };
}

export default defineRule<EngagementModel>({
  id: 'handoff-paths',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  requiredWhenReady: true,
  summary: 'every path handoff.md cites exists',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A handoff that cites evidence which does not exist is a phantom claim. Cited paths are
backtick-quoted strings and bare paths starting \`engagement/\`, \`src/\`, \`tests/\`, \`app/\`,
\`lib/\`, \`scripts/\`, \`hooks/\`, \`agents/\` or \`skills/\` (word characters, \`.\`, \`/\` and
\`-\`, not preceded by a word character or \`/\`), anywhere in the file, code blocks and frontmatter
included. As in handoff-precheck.py:

- illustration lines are skipped: e.g., for example, например, такие как, (do) not create,
  forbidden, запрещ, rogue, placeholder, out-of-whitelist, and \`template\` / \`шаблон\` followed by
  a space, \`-\` or \`:\` (a cited \`src/templates/\` folder is still checked);
- candidates holding \`://\`, \`http:\`, \`{ }\`, \`< >\`, \`...\`, \`*\`, \`?\` or \`$ARGUMENTS\`, a
  space, no \`/\`, or starting with \`#\` are ignored, and so is the future archive
  \`engagement-archived/\`;
- a \`:45\` / \`:45-52\` line suffix and a leading \`./\` are stripped; nothing else is, so a bare
  path ending a sentence (\`see src/a.ts.\`) cites \`src/a.ts.\` — put paths in backticks.

Paths resolve against the project root (the engagement folder's parent). A path that leaves the
project root is reported as such and never probed. Under \`--preset recommended\` a path missing at
the project root that exists relative to the engagement folder (\`executor-reports/dev.md\`,
\`traces/iter-1/x.json:12-18\`, as the protocol's handoff template writes them) is found too.

Skips while handoff.md is not written; \`--mode ready\` turns that skip into a failure.`,
  examples: [
    {
      status: 'pass',
      title: 'media types, N/A and API routes are not cited files',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '- `src/api.ts` answers `/health` and `/api/items` with `application/json`',
        '../src/api.ts': 'x',
      },
    },
    {
      status: 'fail',
      title: 'an absolute path with a file extension is still reported outside the root',
      options: {"preset": "recommended"},
      files: {
        'handoff.md': '- `/etc/app.conf`',
      },
    },
    {
      status: 'skip',
      title: 'skips while handoff.md is missing, and fails that skip in --mode ready',
      files: {},
    },
  ],
  divergences: [
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'A bare path ending a sentence keeps the full stop (`see src/format.ts.` cites `src/format.ts.`, which does not exist), and so does punctuation inside backticks (`src/b.ts,`).',
      recommended: 'Trailing `.`, `,`, `;`, `:`, `!`, `)` and `]` are sentence punctuation, not part of the path.',
    },
    {
      protocol: 'handoff-paths — every path cited in handoff.md exists on disk (delegates to handoff-paths-check.py).',
      compat: 'Any backticked string with a `/` is a cited path: `application/json`, `N/A`, `and/or` and API routes such as `/health` or `/api/items` fail as missing files (an absolute route as a path outside the project root).',
      recommended: 'Media types (`type/subtype`), slash words (`N/A`, `and/or`, `I/O`) and absolute paths or routes whose last segment has no file extension name no file and are not cited paths.',
    },
    {
      protocol: '- {specialist-name} — `executor-reports/{specialist}.md`',
      compat: 'Cited paths resolve against the project root only: `executor-reports/dev.md` or `traces/iter-1/x.json:12-18`, written relative to the engagement folder as the handoff template writes them, fail as missing.',
      recommended: 'A path missing at the project root that exists relative to the engagement folder is found; the detail says how many were read that way.',
    },
  ],
  check({ model, options }) {
    const doc = model.handoff;
    if (!doc) return { status: 'skip', detail: 'handoff.md not yet written', missingArtefact: true };
    const protocol = followsProtocol(options);
    const probe = probeCitedEvidence(model, doc, { protocol });
    const { missing, outside, distinct, inEngagement } = protocol ? withEngagementRelative(model, probe) : { ...probe, inEngagement: 0 };
    const relative = inEngagement ? ` (${inEngagement} of them relative to ${model.rel('')}/)` : '';
    if (!missing.length && !outside.length) return { status: 'pass', detail: `${distinct} cited paths exist${relative}` };
    const findings: Finding[] = [
      ...missing.map((c) => doc.at(c.line, `cited path \`${c.path}\` does not exist`, c.column)),
      ...outside.map((c) => doc.at(c.line, `cited path \`${c.path}\` resolves outside the project root; not checked`, c.column)),
    ].sort((a, b) => a.line - b.line || a.column - b.column);
    const parts = [
      ...(missing.length ? [`missing paths: ${list(distinctCitedPaths(missing))}`] : []),
      ...(outside.length ? [`paths outside the project root: ${list(distinctCitedPaths(outside))}`] : []),
    ];
    return {
      status: 'fail',
      detail: parts.join('; '),
      fix: `Create the cited files, correct the paths (they resolve from the project root, the engagement folder's parent${protocol ? `, or else from the engagement folder ${model.rel('')}/` : ''}), or remove claims whose evidence does not exist.`,
      findings,
    };
  },
});
