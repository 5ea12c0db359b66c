import { defineRule, EPIPHANY_MAP_KEYS, validateEpiphany, plural, sentenceReadAsKey, type EpiphanyModel, type EpiphanySchemaError } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EVIDENCE, MAP, SCRATCH } from './lib/examples-fixtures.js';
import { mapUnread } from './lib/unread.js';

const quoted = (s: string) => JSON.stringify(s.length > 60 ? `${s.slice(0, 57)}...` : s);

/**
 * An entry without `text` that is a sentence YAML split at its `: ` (`- Latency: p95 under 200 ms`)
 * is said as such: "lacks the required key `text`" does not tell the writer what went wrong.
 */
function splitSentence(e: EpiphanySchemaError, data: Partial<Record<string, unknown>>): string | undefined {
  const [section, index] = e.path;
  if (e.keyword !== 'required' || e.path.length !== 2 || typeof section !== 'string' || typeof index !== 'number') return undefined;
  const list = data[section];
  const split = Array.isArray(list) ? sentenceReadAsKey(list[index]) : undefined;
  if (!split) return undefined;
  const whole = split.value === '' ? `${split.key}:` : `${split.key}: ${split.value}`;
  return `${section}[${index}] reads as the key ${quoted(split.key)}${split.value === '' ? ' with no value' : ` with the value ${quoted(split.value)}`}: YAML splits a sentence at ": "; quote the entry (- ${quoted(whole)}) or write it as \`text: ...\``;
}

export default defineRule<EpiphanyModel>({
  id: 'epiphany-map-schema',
  pack: 'epiphany',
  summary: 'Each section of state/map.yaml has the shape published in schemas/epiphany-map.schema.json',
  statuses: ['pass', 'fail', 'skip'],
  docs: `Rules that read the map (accepted design, rejected paths) need its sections
in a known shape. \`objectives\`, \`constraints\` and \`invariants\` are lists of
sentences or of objects with \`text\`; \`accepted_design\` entries are sentences or
objects with \`text\` and \`evidence\` (one evidence id or a list);
\`rejected_paths\` entries are sentences or objects with \`text\`, \`reason\` and the
\`branch\`/\`branches\` they close; \`current_status\` is a sentence or a mapping. An
empty section is allowed. Sections are matched after the key normalisation of
epiphany-map-keys; unknown keys are left to that rule. Skips when map.yaml is
missing, does not parse or is not a mapping. A state folder with no map.yaml
before the first update_map (only scratch.md, branches.json or evidence.jsonl)
skips as "not written yet", as epiphany-map-keys does; a map.yaml missing
otherwise (no state file at all, or a \`map.yml\` in its place) is reported by
epiphany-map-keys, and the skip points there.`,
  audit: [
    { source: "Purpose: Write stable understanding into state/map.yaml.", enforced: "fails when a section does not have the published shape (schemas/epiphany-map.schema.json)" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'accepts empty sections and tolerated key spellings (a map at the start of the work)',
      files: {
        'state/map.yaml': `objectives:
  - id: latency
    text: Bring p95 latency of /search below 200 ms for the largest tenant
constraints: []
invariants:
accepted design: []
rejected-paths: []
current-status: diagnosing; profiling /search on the largest tenant
`,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'fail',
      title: 'fails on a section of the wrong type, at its key',
      files: {
        'state/map.yaml': MAP.replace('constraints:\n  - No new runtime dependencies\n  - The public /search response format does not change', 'constraints: No new runtime dependencies, and the /search response format does not change'),
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'skip',
      title: 'skips when map.yaml is not written yet (no update_map so far)',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/scratch.md': SCRATCH,
      },
    },
  ],
  async check({ model }) {
    const map = await model.map();
    const file = model.rel('map.yaml');
    if (!map) {
      // As epiphany-map-keys decides: before the first update_map it skips too, so the skip points nowhere.
      const notYet = !model.mapLookalikes().length && (model.scratchOnly() || model.beforeFirstMap());
      return { status: 'skip', detail: notYet ? `${file} not written yet (no update_map so far)` : `${file} is missing (epiphany-map-keys reports it)`, missingArtefact: true };
    }
    if (!map.parsed) return { status: 'skip', detail: `${mapUnread(file, map)} (epiphany-map-keys reports it)` };
    const errors = await validateEpiphany('map', map.data);
    if (errors.length === 0) {
      const present = EPIPHANY_MAP_KEYS.filter((k) => k in map.data);
      return { status: 'pass', detail: `${plural(present.length, 'map section')} ${present.length === 1 ? 'matches' : 'match'} the schema` };
    }
    const messages = errors.map((e) => splitSentence(e, map.data) ?? e.message);
    return {
      status: 'fail',
      detail: `${file}: ${plural(new Set(errors.map((e) => e.path[0] ?? '')).size, 'section')} off the schema (${plural(errors.length, 'problem')}), first: ${messages[0]!}`,
      fix: 'Reshape the reported entries as schemas/epiphany-map.schema.json describes (lists of sentences or of objects with `text`).',
      findings: errors.map((e, k) => {
        const pos = map.positionOf(e.path);
        return model.at('map.yaml', pos.line, messages[k]!, pos.column);
      }),
    };
  },
});
