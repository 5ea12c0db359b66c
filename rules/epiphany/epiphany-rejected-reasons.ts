import { defineRule, plural, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EARLY_BRANCHES, EARLY_MAP, EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';
import { mapUnread } from './lib/unread.js';

/** A reason that is the template's stand-in, not a reason: TODO, TBD, N/A, `?`, `...`, `<reason>`, `{why}`. */
const PLACEHOLDER_REASON = /^\s{0,8}(?:TBD|TODO|FIXME|XXX|n\/?a|none|\?+|\.{3}|…|<[^<>]{0,80}>|\{[^{}]{0,80}\})\s{0,8}[.:!]?\s{0,8}$/i;
const hasReason = (v: unknown) => typeof v === 'string' && v.trim() !== '' && !PLACEHOLDER_REASON.test(v);
/** What is wrong with the reason of an object that lacks a usable one. */
const lack = (o: Record<string, unknown> | undefined) =>
  !o || !('reason' in o)
    ? 'no reason'
    : typeof o['reason'] === 'string'
      ? o['reason'].trim() === '' ? 'an empty reason' : `a placeholder for a reason (\`${o['reason'].trim()}\`)`
      : o['reason'] === null ? 'an empty reason (null)' : 'a reason that is not text';

export default defineRule<EpiphanyModel>({
  id: 'epiphany-rejected-reasons',
  pack: 'epiphany',
  summary: 'Every rejected_paths entry of the map and every rejected branch records why (a non-empty reason)',
  statuses: ['pass', 'fail', 'skip'],
  docs: `backtrack: "Record why the branch was rejected." A rejected path without a
reason teaches nothing and invites the next attempt down the same road. Each
\`rejected_paths\` entry of state/map.yaml must be an object with a non-empty
\`reason\` (a bare sentence has none), and each branch of state/branches.json with
\`status: rejected\` must carry a non-empty \`reason\` (\`null\` is none). A reason that is only
the template's stand-in (\`TODO\`, \`TBD\`, \`N/A\`, \`?\`, \`...\`, \`<reason>\`) records nothing and counts as none. A file that is missing,
does not parse or is not in the published shape (a map that is no mapping, a
\`rejected_paths\` that is no list, branches not written as a list) is left out
(its own rule reports it), and the detail says so; skips when nothing has
been rejected yet.`,
  audit: [
    { source: "Record why the branch was rejected.", enforced: "fails on a rejected branch or a rejected_paths entry without a non-empty reason" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when the rejected path and the rejected branch each give a reason',
      files: {
        'state/map.yaml': MAP,
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'pass',
      title: 'still checks the branches when the map does not parse, and says the map was not checked',
      files: {
        'state/map.yaml': MAP.replace('note: b-plan-cache chosen and verified;', 'note: b-plan-cache: chosen and verified;'),
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'fail',
      title: 'fails on a rejected path written as a bare sentence',
      files: {
        'state/map.yaml': MAP.replace('  - text: Precompute every result nightly\n    reason: The index grows 40x and breaks the memory constraint (ev-2)\n    branch: b-precompute', '  - Precompute every result nightly'),
        'state/branches.json': BRANCHES,
      },
    },
    {
      status: 'skip',
      title: 'skips when nothing has been rejected yet',
      files: {
        'state/map.yaml': EARLY_MAP,
        'state/branches.json': EARLY_BRANCHES,
      },
    },
  ],
  async check({ model }) {
    const [map, branches] = await Promise.all([model.map(), model.branches()]);
    const findings: Finding[] = [];
    const notes: string[] = [];
    let checked = 0;
    const rejectedPaths = map?.parsed ? map.sectionProblem('rejected_paths') : undefined;
    // A rejected_paths section in another shape is epiphany-map-schema's finding: its entries are not read here.
    if (rejectedPaths) notes.push(`${model.rel('map.yaml')}: rejected_paths ${rejectedPaths.message}`);
    if (map?.parsed) {
      for (const item of map.items('rejected_paths')) {
        checked++;
        const v = item.value;
        const obj = v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
        if (obj && hasReason(obj['reason'])) continue;
        const label = item.text ? `"${item.text}"` : `rejected_paths[${item.index}]`;
        const pos = obj && 'reason' in obj ? map.positionOf(['rejected_paths', item.index, 'reason']) : item;
        // A sentence may say why ("… because the repo tripled"), but the schema's reason is a field of its own.
        const bare = typeof v === 'string' ? ' (a bare sentence: write it as an entry with `text:` and `reason:`)' : '';
        findings.push(model.at('map.yaml', pos.line, `rejected path ${label} has ${lack(obj)}${bare}`, pos.column));
      }
    } else {
      notes.push(map ? mapUnread(model.rel('map.yaml'), map) : `${model.rel('map.yaml')} is missing`);
    }
    if (branches?.notAList) notes.push(`${model.rel('branches.json')} is not a list of branches`);
    if (branches?.parsed) {
      for (const b of branches.list.filter((x) => x.status === 'rejected')) {
        checked++;
        if (hasReason(b.reason)) continue;
        const obj = b.value as Record<string, unknown>;
        const pos = 'reason' in obj ? branches.positionOf([...b.path, 'reason']) : branches.positionOf([...b.path, 'status']);
        findings.push(model.at('branches.json', pos.line, `rejected branch ${b.id ?? `#${b.index + 1}`} has ${lack(obj)}`, pos.column));
      }
    } else {
      notes.push(`${model.rel('branches.json')} ${branches ? 'does not parse' : 'does not exist yet'}`);
    }
    const left = notes.length ? ` (not checked: ${notes.join('; ')})` : '';
    if (findings.length) {
      return {
        status: 'fail',
        detail: `${plural(findings.length, 'rejected path or branch', 'rejected paths or branches')} without a reason${left}`,
        fix: 'Give each rejected_paths entry and each rejected branch a `reason`: what was tried and what evidence killed it.',
        findings,
      };
    }
    if (checked === 0) return { status: 'skip', detail: `nothing rejected yet${left}` };
    return { status: 'pass', detail: `${checked === 1 ? 'the rejected path or branch records' : `all ${checked} rejected paths and branches record`} a reason${left}` };
  },
});
