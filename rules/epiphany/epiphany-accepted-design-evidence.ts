import { defineRule, epiphanyId, plural, type EpiphanyModel, type Finding } from '@engagement-lint/core/kit-epiphany';
import { BRANCHES, EVIDENCE, SCRATCH } from './examples-fixtures.js';

/** Evidence ids cited by an accepted_design entry (`evidence: ev-1` or a list). */
function cited(value: unknown): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const ev = (value as Record<string, unknown>)['evidence'];
  const list = Array.isArray(ev) ? ev : [ev];
  return list.map(epiphanyId).filter((x): x is string => x !== undefined);
}

export default defineRule<EpiphanyModel>({
  id: 'epiphany-accepted-design-evidence',
  pack: 'epiphany',
  summary: 'Every accepted_design entry of state/map.yaml cites an id present in state/evidence.jsonl',
  statuses: ['pass', 'warn', 'fail', 'skip'],
  docs: `"Information moves from scratch to map only if it survives verification."
An \`accepted_design\` entry must say which verification it survived: its
\`evidence\` key names one or more ids of state/evidence.jsonl lines. An entry with
no citation, or whose ids are all absent from evidence.jsonl, is a guess written
as settled architecture and warns (it may have been promoted by "repeated re-use
without contradiction", which leaves no evidence line). An entry whose cited
lines all record \`fail\` or \`reject\` fails: its own citation shows it did not
survive verification. Skips when the map does not parse or has no accepted
design yet.`,
  audit: [
    { source: 'Information moves from scratch to map only if it survives verification, comparison, or repeated re-use without contradiction.', enforced: 'fails an accepted_design entry whose cited evidence all records fail or reject; warns on one that cites nothing or only unknown ids' },
    { source: 'Do not write guesses as settled architecture.', enforced: 'the same check: an accepted design with no passing evidence warns' },
  ],
  examples: [
    {
      status: 'pass',
      title: 'still finds cited ids when other evidence lines are malformed',
      files: {
        'state/evidence.jsonl': '{"id":"ev-2","branch":"b-1","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}',
        'state/map.yaml': `accepted_design:
  - text: x
    evidence: ev-2`,
      },
    },
    {
      status: 'fail',
      title: 'fails when the cited evidence only failed: the citation shows it did not survive verification',
      files: {
        'state/evidence.jsonl': '{"id":"ev-1","branch":"b-1","kind":"tests","result":"fail","time":"2026-03-02T10:00:00Z"}',
        'state/map.yaml': `accepted_design:
  - text: x
    evidence: ev-1`,
      },
    },
    {
      status: 'warn',
      title: 'warns on ids absent from evidence.jsonl, at the evidence key',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': '{"id":"ev-1","branch":"b-1","kind":"tests","result":"pass","time":"2026-03-02T10:00:00Z"}',
        'state/map.yaml': `accepted_design:
  - text: x
    evidence: [ev-8, ev-9]
`,
        'state/scratch.md': SCRATCH,
      },
    },
    {
      status: 'skip',
      title: 'skips without accepted design, or when the map does not parse',
      files: {
        'state/branches.json': BRANCHES,
        'state/evidence.jsonl': EVIDENCE,
        'state/map.yaml': `accepted_design: [
`,
        'state/scratch.md': SCRATCH,
      },
    },
  ],
  async check({ model }) {
    const map = await model.map();
    const file = model.rel('map.yaml');
    if (!map) return { status: 'skip', detail: `${file} is missing`, missingArtefact: true };
    if (!map.parsed) return { status: 'skip', detail: `${file} does not parse (epiphany-map-keys reports why)` };
    const items = map.items('accepted_design');
    if (items.length === 0) return { status: 'skip', detail: `${file} has no accepted_design entries yet` };
    const evidence = await model.evidence();
    const byId = evidence?.byId ?? new Map();
    const findings: Finding[] = [];
    // Whether an id has a line that neither fails nor rejects, decided once per id.
    const survives = new Map<string, boolean>();
    const idSurvives = (id: string): boolean => {
      const known = survives.get(id);
      if (known !== undefined) return known;
      const yes = ((byId.get(id) ?? []) as Array<{ result?: string }>).some((e) => e.result !== 'fail' && e.result !== 'reject');
      survives.set(id, yes);
      return yes;
    };
    let contradicted = 0;
    for (const item of items) {
      const ids = cited(item.value);
      const label = item.text ? `"${item.text.length > 50 ? `${item.text.slice(0, 47)}...` : item.text}"` : `accepted_design[${item.index}]`;
      if (ids.length === 0) {
        findings.push(model.at('map.yaml', item.line, `accepted design ${label} cites no evidence`, item.column));
        continue;
      }
      const found = ids.filter((id) => byId.has(id));
      const missing = ids.filter((id) => !byId.has(id));
      if (found.length === 0) {
        const why = evidence ? `not in ${evidence.file.rel}` : `${model.rel('evidence.jsonl')} is missing`;
        const pos = map.positionOf(['accepted_design', item.index, 'evidence']);
        findings.push(model.at('map.yaml', pos.line, `accepted design ${label} cites ${missing.join(', ')}, ${why}`, pos.column));
        continue;
      }
      const survived = found.some(idSurvives);
      if (!survived) {
        contradicted++;
        const pos = map.positionOf(['accepted_design', item.index, 'evidence']);
        findings.push(model.at('map.yaml', pos.line, `accepted design ${label} cites only evidence that records fail or reject (${found.join(', ')})`, pos.column));
      }
    }
    if (findings.length) {
      return {
        status: contradicted ? 'fail' : 'warn',
        detail: `${findings.length} of ${plural(items.length, 'accepted_design entry lacks', 'accepted_design entries lack')} passing evidence in evidence.jsonl`,
        fix: 'Cite the evidence.jsonl id that verified each entry (`evidence: ev-7`), or move the entry back to scratch until it is verified.',
        findings,
      };
    }
    const which = items.length === 1 ? 'the accepted_design entry cites' : `all ${items.length} accepted_design entries cite`;
    return { status: 'pass', detail: `${which} evidence present in evidence.jsonl` };
  },
});
