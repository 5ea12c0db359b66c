import { outsideTiers, acceptanceRounds, blockerSimilarity, defineRule, plural, type AcceptanceBlocker, type EngagementModel, type Finding, type MarkdownDoc } from '@engagement-lint/core/kit';

/** Reject reasons at least this similar are the same blocker (the protocol's 70%). */
export const SAME_BLOCKER_SIMILARITY = 0.7;
const LOOP_RECORD = /loop[- ]to[- ]intake|agency-intake/i;
/** The director's rejection for a skipped loop is not itself a record of one. */
const NOT_A_RECORD = /skipped|not escalated/i;

function sameBlocker(a: AcceptanceBlocker, b: AcceptanceBlocker): string | undefined {
  const crit = a.crits.find((c) => b.crits.includes(c));
  if (crit !== undefined) return `crit-${crit}`;
  const sim = blockerSimilarity(a.text, b.text);
  return sim >= SAME_BLOCKER_SIMILARITY ? `${Math.round(sim * 100)}% similar reason` : undefined;
}

function loopRecord(docs: Array<MarkdownDoc | undefined>): string | undefined {
  for (const doc of docs) {
    if (!doc) continue;
    for (const { line, text } of doc.bodyLines()) if (LOOP_RECORD.test(text) && !NOT_A_RECORD.test(text)) return `${doc.rel}:L${line}`;
  }
  return undefined;
}

export default defineRule<EngagementModel>({
  id: 'repeating-blocker',
  pack: 'engagement',
  tiers: ['M', 'L'],
  compat: false,
  summary: 'Two consecutive REJECTs on the same blocker went back to intake',
  statuses: ['pass', 'fail', 'skip'],
  docs: `The protocol's mechanical loop-to-intake trigger: when acceptance-log.md shows
iteration N REJECT and iteration N+1 REJECT with the same blocker, the lead
must stop rework and route the criterion back to agency-intake ("criteria are
wrong, not the work"). Otherwise the director rejects with *loop-to-intake
skipped — repeating blocker not escalated*.

Rounds are the \`## Iteration N\` sections of acceptance-log.md, their verdict
the first \`Verdict:\` line inside. A REJECT round's blockers are the reason
after \`REJECT —\`, \`Blocker:\` / \`Reason:\` lines, and the list items under a
sub-heading about blockers, reasons, issues or the verdict (all list items of
the round when there is none of those). Two blockers are the same when they
name the same \`crit-N\`, or when their texts are at least 70% similar (word
overlap, Dice coefficient).

A loop-to-intake record is a line of scope-sync.md or validation-log.md naming
\`loop-to-intake\` or \`agency-intake\` (not one saying it was skipped). With a
repeat and no record: fail, with a finding on the repeated blocker. skip
without acceptance-log.md or before two consecutive REJECT rounds exist.

Tiers: M and L — the trigger is about the director's rework loop; S has no
director phase (a REJECT there goes straight to the human directive). Outside those tiers (\`--all-checks\`,
\`--override-checks\`) it skips: the requirement does not exist there.`,
  examples: [
    {
      status: 'pass',
      title: 'passes consecutive REJECTs on different blockers',
      files: {
        'acceptance-log.md': `## Iteration 1
### Verdict: REJECT
## Iteration 2
### Verdict: REJECT`,
      },
    },
    {
      status: 'fail',
      title: 'fails the same crit-N twice without loop-to-intake, at the repeated blocker',
      files: {
        'acceptance-log.md': `# Acceptance log

## Iteration 1

### Verdict: REJECT
- crit-2: export drops rows over 10k
## Iteration 2
### Verdict: REJECT
- crit-2: the export is still truncated`,
      },
    },
    {
      status: 'skip',
      title: '{ id: \'repeating-blocker\', pack: \'engagement\', tiers: [ \'M\', \'L\' ], compat: false, summary: \'Two consecutive REJECTs on the same blocker went back to intake\', statuses: [ \'pass\', \'fail\', \'skip\' ], docs: \'The protocol\\\'s mechanical loop-to-intake trigger: when acceptance-log.md shows\\niteration N REJECT and iteration N+1 REJECT with the same blocker, the lead\\nmust stop rework and route the criterion back to agency-intake ("criteria are\\nwrong, not the work"). Otherwise the director rejects with *loop-to-intake\\nskipped — repeating blocker not escalated*.\\n\\nRounds are the `## Iteration N` sections of acceptance-log.md, their verdict\\nthe first `Verdict:` line inside. A REJECT round\\\'s blockers are the reason\\nafter `REJECT —`, `Blocker:` / `Reason:` lines, and the list items under a\\nsub-heading about blockers, reasons, issues or the verdict (all list items of\\nthe round when there is none of those). Two blockers are the same when they\\nname the same `crit-N`, or when their texts are at least 70% similar (word\\noverlap, Dice coefficient).\\n\\nA loop-to-intake record is a line of scope-sync.md or validation-log.md naming\\n`loop-to-intake` or `agency-intake` (not one saying it was skipped). With a\\nrepeat and no record: fail, with a finding on the repeated blocker. skip\\nwithout acceptance-log.md or before two consecutive REJECT rounds exist.\\n\\nTiers: M and L — the trigger is about the director\\\'s rework loop; S has no\\ndirector phase (a REJECT there goes straight to the human directive). Outside those tiers (`--all-checks`,\\n`--override-checks`) it skips: the requirement does not exist there.\', examples: { pass: \'## Iteration 1\\n### Verdict: REJECT\\n- crit-2: export drops rows\\n## Iteration 2\\n### Verdict: REJECT\\n- crit-4: filters ignore locale\', fail: \'## Iteration 1\\n### Verdict: REJECT\\n- crit-2: export drops rows\\n## Iteration 2\\n### Verdict: REJECT\\n- crit-2: export still drops rows\' }, check: [Function check] } skips at S',
      files: {
        'criteria.md': `---
size: S
---`,
      },
    },
  ],
  check({ model }) {
    const off = outsideTiers(model, ['M', 'L'], 'the loop-to-intake trigger (S: a REJECT goes to the human directive, no auto-loop)');
    if (off) return off;
    const log = model.acceptanceLog;
    if (!log) return { status: 'skip', detail: 'acceptance-log.md not written yet' };
    const rounds = acceptanceRounds(log);
    const findings: Finding[] = [];
    let pairs = 0;
    for (let k = 1; k < rounds.length; k++) {
      const [prev, cur] = [rounds[k - 1]!, rounds[k]!];
      if (!prev.verdict?.word.startsWith('REJECT') || !cur.verdict?.word.startsWith('REJECT')) continue;
      pairs++;
      for (const b of cur.blockers) {
        for (const a of prev.blockers) {
          const why = sameBlocker(a, b);
          if (!why) continue;
          findings.push(log.at(b.line, `iteration ${cur.n} repeats the blocker of iteration ${prev.n} (L${a.line}, ${why})`, b.column));
          break;
        }
      }
    }
    if (!pairs) return { status: 'skip', detail: `no two consecutive REJECT rounds (${plural(rounds.length, 'round')} logged)` };
    if (!findings.length) return { status: 'pass', detail: `${plural(pairs, 'consecutive REJECT pair')}, no repeated blocker` };
    const record = loopRecord([model.scopeSync, model.validationLog]);
    if (record) return { status: 'pass', detail: `repeated blocker escalated: loop-to-intake recorded at ${record}` };
    return {
      status: 'fail',
      detail: `loop-to-intake skipped — repeating blocker not escalated (${findings.length === 1 ? 'one blocker repeats' : `${findings.length} blockers repeat`})`,
      fix: 'Stop rework on that criterion: dispatch agency-intake with criteria.md, acceptance-log.md and the repeating blocker, and record the loop-to-intake (and any criteria edit) in scope-sync.md.',
      findings,
    };
  },
});
