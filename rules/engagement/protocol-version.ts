import { defineRule, frontmatterKeyLine, jsonText, type EngagementModel } from '@engagement-lint/core/kit';

/** The protocol version this tool implements, and the oldest it still reads. */
export const CURRENT_PROTOCOL = 4;
export const MIN_SUPPORTED_PROTOCOL = 3;

export default defineRule<EngagementModel>({
  id: 'protocol-version',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: false,
  summary: 'criteria.md pins a protocol version this tool supports (or pins none)',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `\`protocol_version\` in the criteria.md frontmatter pins the engagement to the
protocol it was created under. The protocol's versioning section says what a
checker does with it:

- ${CURRENT_PROTOCOL} (current): pass.
- absent: pass — the field is optional; the engagement is simply not pinned.
- ${MIN_SUPPORTED_PROTOCOL} (older but still supported): warn — old rules apply where they differ; migrate at the next safe break.
- below ${MIN_SUPPORTED_PROTOCOL}: fail — "engagement uses obsolete protocol; run engagement-migrate".
- above ${CURRENT_PROTOCOL}: fail — the engagement was written for a newer protocol than this tool knows; update engagement-lint.
- anything that is not an integer (\`v4\`, \`4.1\`, a list): fail.

A quoted \`"4"\` reads as 4. skip when criteria.md is missing or its frontmatter
does not parse (criteria-frontmatter reports that).

Tiers: S, M and L — the version decides which rules apply at every size.`,
  examples: [
    {
      status: 'pass',
      files: {
        'criteria.md': `---
---`,
      },
    },
    {
      status: 'fail',
      files: {
        'criteria.md': `---
protocol_version: 2
---`,
      },
    },
    {
      status: 'warn',
      title: 'warns on the older supported version with a migrate hint',
      files: {
        'criteria.md': `---
protocol_version: 3
---`,
      },
    },
    {
      status: 'skip',
      title: 'skips without criteria.md or readable frontmatter; reads broken YAML line by line',
      files: {},
    },
  ],
  check({ model }) {
    const doc = model.criteria;
    const data = model.frontmatter;
    if (!doc || !data) return { status: 'skip', detail: 'criteria.md or its frontmatter is missing or unreadable; version not checked' };
    if (!('protocol_version' in data) || data['protocol_version'] === null || data['protocol_version'] === '') {
      return { status: 'pass', detail: `protocol_version not pinned (optional); current rules (v${CURRENT_PROTOCOL}) apply` };
    }
    const raw = data['protocol_version'];
    const at = frontmatterKeyLine(doc, 'protocol_version') ?? { line: 1, column: 1 };
    const finding = (message: string) => [doc.at(at.line, message, at.column)];
    const text = typeof raw === 'string' ? raw.trim() : raw;
    const version = typeof text === 'number' ? text : typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(version)) {
      const shown = typeof raw === 'object' ? jsonText(raw) : String(raw);
      return {
        status: 'fail',
        detail: `protocol_version must be an integer, found \`${shown}\``,
        fix: `Set \`protocol_version: ${CURRENT_PROTOCOL}\` (or the integer version the engagement was created under).`,
        findings: finding(`protocol_version \`${shown}\` is not an integer`),
      };
    }
    if (version === CURRENT_PROTOCOL) return { status: 'pass', detail: `protocol_version ${version} is current` };
    if (version > CURRENT_PROTOCOL) {
      return {
        status: 'fail',
        detail: `protocol_version ${version} is newer than this tool supports (current ${CURRENT_PROTOCOL}); engagement-lint is out of date`,
        fix: 'Update engagement-lint to a release that knows this protocol version.',
        findings: finding(`protocol_version ${version} is newer than the supported ${CURRENT_PROTOCOL}`),
      };
    }
    if (version < MIN_SUPPORTED_PROTOCOL) {
      return {
        status: 'fail',
        detail: `engagement uses obsolete protocol; run engagement-migrate (protocol_version ${version}, minimum supported ${MIN_SUPPORTED_PROTOCOL})`,
        fix: `Run engagement-migrate to bring the engagement to protocol ${CURRENT_PROTOCOL}, then set \`protocol_version: ${CURRENT_PROTOCOL}\`.`,
        findings: finding(`protocol_version ${version} is below the minimum supported ${MIN_SUPPORTED_PROTOCOL}`),
      };
    }
    return {
      status: 'warn',
      detail: `protocol_version ${version} is older than current ${CURRENT_PROTOCOL}; old rules apply where they differ`,
      fix: `Migrate to protocol ${CURRENT_PROTOCOL} at the next safe break (engagement-migrate) and set \`protocol_version: ${CURRENT_PROTOCOL}\`.`,
      findings: finding(`protocol_version ${version} is supported but not current (${CURRENT_PROTOCOL})`),
    };
  },
});
