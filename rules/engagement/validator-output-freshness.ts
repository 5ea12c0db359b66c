import { abortedAt, awaitingNextRound, defineRule, outputIterationTags, followsProtocol, list, validationOutputFiles, type EngagementModel } from '@engagement-lint/core/kit';
import { correctedNote, currentRound, unsureRound } from './lib/round-in-force.js';

/**
 * The `-iter-<N>-` tags of an output name, as written: the check looks for the text `-iter-<counter>-`,
 * so `-iter-02-` is not iteration 2's tag. validator-outputs reads a validator's iteration through it
 * too, so the two rules never disagree on which iteration an output is of.
 */
export default defineRule<EngagementModel>({
  id: 'validator-output-freshness',
  pack: 'engagement',
  tiers: ['L'],
  compat: true,
  summary: 'from iteration 2 on, validators were re-run for the current iteration',
  statuses: ['pass', 'fail', 'skip'],
  docs: `After a REJECT the lead reworks and must run the validators again. Outputs named only for
earlier iterations mean the rework was handed over on stale evidence.

From iteration 2 on (the \`engagement/iteration\` counter), at least one
\`validation-outputs/*.json\` must carry \`-iter-<counter>-\` in its name
(\`code-reviewer-iter-2-20260507T1115.json\`; \`-iter-02-\` is not \`-iter-2-\`); else fail. Skips before iteration 2, when the
counter is missing or not an integer, and when there are no output files yet (validator-outputs
reports those). Under the recommended preset a \`-preliminary-\` file does not count: it is an
adversary's Pass 1, run on a copy without the handoff or the validation outputs, not a validator's
run on the reworked iteration. Between rounds (the last verdict a REJECT, the counter already raised
for the next round, and handoff.md still the rejected round's) it skips: the next round's validators
run on its rework, which has not started. When the latest verdict of acceptance-log.md is the user's
\`### Verdict: ABORTED\` it skips too, naming that line: the engagement is closed ("sanity checks
skipped under abort flag"), and no round's validators are due. Whether each validator logged under the current
\`## Iteration N\` of validation-log.md left an output of that iteration is validator-outputs'
check under the recommended preset: one current output here is enough.`,
  examples: [
    {
      status: 'pass',
      title: 'passes when an output carries the current iteration',
      files: {
        'iteration': '3',
        'validation-outputs/code-reviewer-iter-3-b.json': '{"verdict": "approved"}',
      },
    },
    {
      status: 'fail',
      title: 'needs the -iter-N- marker, not just the number somewhere in the name',
      files: {
        'iteration': '2',
        'validation-outputs/code-reviewer-iter-2.json': '{"verdict": "approved"}',
      },
    },
    {
      status: 'skip',
      title: 'skips without outputs, and is never promoted by --mode ready',
      options: {"mode": "ready"},
      files: {
        'iteration': '2',
      },
    },
  ],
  divergences: [
    {
      protocol: 'Auto-promote is retroactive: … validators applicable to new tier MUST run before handoff. … Reuse rules (each strictly stale-checked): … validator outputs if artefact unchanged',
      compat: 'One `-iter-<counter>-` output file is enough, whichever validator wrote it.',
      recommended: 'Not changed: the protocol lets a validator\'s output be reused while its artefact is unchanged, and which artefacts changed since the last run is not in the folder. A validator the log records under the current `## Iteration N` without an output of that iteration (nor a reused one cited in its block) is validator-outputs\' finding, at every tier, not reported here again.',
    },
    {
      protocol: 'each role runs Pass 1 in subprocess on a CURATED copy of engagement/ that physically excludes handoff.md, acceptance-log.md, consilium-summary.md, human-directive.md, and validation-outputs/. Pass 1 writes preliminary findings. … {role}-iter-N-preliminary-{ts}.json (Pass 1) … {role}-iter-N-{ts}.json (Pass 2 final)',
      compat: 'Any file carrying `-iter-<counter>-` counts, so adversary Pass-1 files (`peer-opus-iter-3-preliminary-….json`) alone make iteration 3 fresh while every validator output is from iteration 2.',
      recommended: 'A `-preliminary-` file does not count: at least one validator or final adversary output must carry `-iter-<counter>-`.',
    },
    {
      protocol: 'Lead increments it before submitting handoff; director increments on REJECT.',
      compat: 'The counter alone decides: right after a REJECT, when the director has raised it and no rework has started, the rejected round\'s outputs fail as stale.',
      recommended: 'Between rounds (the last verdict a REJECT, the counter raised, handoff.md still the rejected round\'s) it skips: the next round\'s validators run on its rework.',
    },
    {
      protocol: 'Floor-holder writes stub acceptance-log.md with `### Verdict: ABORTED` + verbatim user quote + state snapshot. Run python ~/.claude/scripts/engagement-archive.py --reason aborted (sanity checks skipped under abort flag).',
      compat: 'An engagement the user aborted during a rework (the counter raised by the REJECT, then the ABORTED stub) fails: the rejected round\'s outputs read as stale.',
      recommended: 'When the latest verdict is ABORTED it skips, naming the stub\'s line: the engagement is closed and no round\'s validators are due.',
    },
  ],
  check({ model, options }) {
    const counter = model.iteration;
    if (!counter.present) return { status: 'skip', detail: 'iter counter missing — first iteration' };
    // The reference reads the counter with Python's int() (`+2` is 2); the protocol reading takes plain digits.
    const unsure = followsProtocol(options) ? unsureRound(model) : undefined;
    if (unsure) return { status: 'skip', detail: unsure };
    // Recommended: a counter out of step with the log is iteration-counter's failure; the round the log is in is judged.
    const n = followsProtocol(options) ? currentRound(model) : counter.int;
    if (n === undefined) return { status: 'skip', detail: 'iter counter unparseable' };
    const note = followsProtocol(options) ? correctedNote(model) : '';
    if (n < 2) return { status: 'skip', detail: `iter=${n}, freshness only meaningful from iter 2+` };
    // The user ended the engagement ("sanity checks skipped under abort flag"): no validator run of round n is due.
    const aborted = followsProtocol(options) ? abortedAt(model) : undefined;
    if (aborted) return { status: 'skip', detail: `engagement aborted by the user (latest verdict ABORTED at ${aborted}): no iteration-${n} validator run is due` };
    // The director raises the counter on REJECT: until round n's rework starts, no validator can have run on it.
    const waiting = followsProtocol(options) ? awaitingNextRound(model) : undefined;
    if (waiting) return { status: 'skip', detail: `between rounds: round ${waiting.round} was REJECTed (${waiting.at}) and handoff.md is still its own; round ${n}'s validators run on its rework` };
    const files = validationOutputFiles(model);
    if (!files) return { status: 'skip', detail: 'validation-outputs/ missing' };
    if (!files.length) return { status: 'skip', detail: 'no validator output files' };
    // A Pass-1 preliminary reads a copy without the handoff: it is no run over the reworked iteration.
    const preliminary = (name: string) => followsProtocol(options) && /-preliminary-/i.test(name);
    const current = (name: string) => outputIterationTags(name).includes(String(n));
    if (files.some((f) => !preliminary(f.name) && current(f.name))) {
      return { status: 'pass', detail: `validator outputs include iter-${n} files${note}` };
    }
    const onlyPreliminary = files.some((f) => current(f.name));
    // Beside a current preliminary, the outputs that could have counted; otherwise every output.
    const others = (onlyPreliminary ? files.filter((f) => !preliminary(f.name)) : files).map((f) => f.name);
    // "From prior iterations" only when every name says so: `x-iter-2.json` (no trailing dash) or `x-iter-5-…` is not.
    const prior = others.every((name) => {
      const tags = outputIterationTags(name);
      return tags.length > 0 && tags.every((k) => Number(k) < n);
    });
    const shown = list(others, 5);
    // An output whose name says iteration n another way (`x-iter-2.json`, `x_iter-02_t.json`) is a run to rename, not to repeat.
    const nearly = others.filter((name) => nearTag(name, n));
    return {
      status: 'fail',
      detail: `${onlyPreliminary
        ? `iter=${n} but its only outputs are adversary Pass-1 preliminaries; ${others.length ? `validator and final outputs ${prior ? 'are from prior iterations' : `do not carry -iter-${n}-`}: ${shown}` : 'there is no validator or final output'}`
        : prior
          ? `iter=${n} but all validator-outputs are from prior iterations: ${shown}`
          : `iter=${n} but no validation-outputs/*.json carries -iter-${n}- in its name: ${shown}`}${note}`,
      fix: nearly.length
        ? `Rename ${list(nearly, 5)} to carry -iter-${n}- as validation-outputs/{validator}-iter-${n}-{timestamp}.json (the tag is read exactly); re-run the validators for iteration ${n} only if ${nearly.length === 1 ? 'it is' : 'they are'} not iteration ${n}'s run.`
        : `Re-run the validators for iteration ${n}; capture the new outputs as validation-outputs/{validator}-iter-${n}-{timestamp}.json.`,
      findings: [model.at('iteration', 1, `iteration is ${n} but no validation-outputs/*.json${onlyPreliminary ? ' other than a -preliminary- one' : ''} carries -iter-${n}- in its name`)],
    };
  },
});

/** Whether an output name tags iteration `n` in a form the check does not read: `-iter-2.json`, `_iter-2_`, `-iter-02-`, `-iter2-`. */
function nearTag(name: string, n: number): boolean {
  return [...name.matchAll(/[-_.]iter[-_]?(\d+)/gi)].some((m) => Number(m[1]) === n);
}
