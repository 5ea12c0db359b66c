import { afterAll, describe } from 'vitest';
import rule from '../../../rules/engagement/validator-output-freshness.js';
import { cleanupTrees } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const out = (name: string) => ({ [`validation-outputs/${name}`]: '{"verdict": "approved"}' });
const stale = (n: number) => ({ file: 'engagement/iteration', line: 1, column: 1, message: `iteration is ${n} but no validation-outputs/*.json carries -iter-${n}- in its name` });

ruleTester(rule, {
  valid: [
    { name: 'no counter', status: 'skip', files: out('code-reviewer-iter-1-a.json'), detail: exactly('iter counter missing — first iteration') },
    { name: 'an unparseable counter', status: 'skip', files: { iteration: 'two', ...out('x-iter-1-a.json') }, detail: exactly('iter counter unparseable') },
    { name: 'iteration 1', status: 'skip', files: { iteration: '1\n', ...out('x-iter-1-a.json') }, detail: exactly('iter=1, freshness only meaningful from iter 2+') },
    { name: 'no outputs, never promoted by --mode ready', status: 'skip', files: { iteration: '2' }, options: { mode: 'ready' }, detail: exactly('validation-outputs/ missing') },
    { name: 'no output files', status: 'skip', files: { iteration: '2', 'validation-outputs/notes.txt': 'x' }, detail: exactly('no validator output files') },
    { name: 'compat: a counter written `+3`, read as Python int() reads it', files: { iteration: '+3', ...out('code-reviewer-iter-3-b.json') }, detail: exactly('validator outputs include iter-3 files') },
    { name: 'recommended: a counter written `+3` is no plain number', status: 'skip', files: { iteration: '+3', ...out('code-reviewer-iter-3-b.json') }, options: { preset: 'recommended' }, detail: exactly('iter counter unparseable') },
    { name: 'an output carrying the current iteration', files: { iteration: '3', ...out('code-reviewer-iter-2-a.json'), ...out('code-reviewer-iter-3-b.json') }, detail: exactly('validator outputs include iter-3 files') },
    { name: 'a tag whose closing dash opens the next one', files: { iteration: '3', ...out('x-iter-2-iter-3-t.json') }, detail: exactly('validator outputs include iter-3 files') },
    { name: 'garbage outputs and a directory named like an output', files: { iteration: '2', 'validation-outputs/x-iter-2-a.json': Buffer.from([0, 0xff]), 'validation-outputs/dir-iter-1-.json/': '' } },
  ],
  invalid: [
    {
      name: 'every output from an earlier iteration, at most five listed',
      files: { iteration: '3', ...Object.assign({}, ...[1, 2, 3, 4, 5, 6].map((k) => out(`v${k}-iter-${(k % 2) + 1}-t.json`))) },
      detail: /^iter=3 but all validator-outputs are from prior iterations: v1-iter-2-t\.json, .*\(\+1 more\)$/,
      findings: [stale(3)],
      fix: exactly('Re-run the validators for iteration 3; capture the new outputs as validation-outputs/{validator}-iter-3-{timestamp}.json.'),
    },
    // Only names that carry an earlier -iter-N- are "from prior iterations"; the detail says what is missing.
    {
      name: 'outputs of a later iteration are not called prior',
      files: { iteration: '2', ...out('v1-iter-1-t.json'), ...out('v-iter-12-t.json') },
      detail: exactly('iter=2 but no validation-outputs/*.json carries -iter-2- in its name: v-iter-12-t.json, v1-iter-1-t.json'),
      findings: [stale(2)],
    },
    {
      name: 'the -iter-N- marker is needed, not just the number somewhere in the name',
      files: { iteration: '2', ...out('code-reviewer-2.json'), ...out('code-reviewer-iter-2.json') },
      detail: exactly('iter=2 but no validation-outputs/*.json carries -iter-2- in its name: code-reviewer-2.json, code-reviewer-iter-2.json'),
      findings: [stale(2)],
      // The run is there under a name that tags it another way: the fix is a rename, not a re-run.
      fix: exactly("Rename code-reviewer-iter-2.json to carry -iter-2- as validation-outputs/{validator}-iter-2-{timestamp}.json (the tag is read exactly); re-run the validators for iteration 2 only if it is not iteration 2's run."),
    },
    {
      name: 'outputs tagged for the iteration in other forms are named in the fix, outputs of other iterations are not',
      files: { iteration: '2', ...out('a_iter-2_t.json'), ...out('b-iter2-t.json'), ...out('c-iter-1-t.json'), ...out('d-iter-12.json') },
      detail: exactly('iter=2 but no validation-outputs/*.json carries -iter-2- in its name: a_iter-2_t.json, b-iter2-t.json, c-iter-1-t.json, d-iter-12.json'),
      findings: [stale(2)],
      fix: exactly("Rename a_iter-2_t.json, b-iter2-t.json to carry -iter-2- as validation-outputs/{validator}-iter-2-{timestamp}.json (the tag is read exactly); re-run the validators for iteration 2 only if they are not iteration 2's run."),
    },
    {
      name: 'a zero-padded tag is not the counter: -iter-02- is not -iter-2-',
      files: { iteration: '2', ...out('code-reviewer-iter-02-final.json') },
      detail: exactly('iter=2 but no validation-outputs/*.json carries -iter-2- in its name: code-reviewer-iter-02-final.json'),
      findings: [stale(2)],
      fix: /^Rename code-reviewer-iter-02-final\.json to carry -iter-2- /,
    },
    {
      name: 'a zero-padded tag under --preset recommended too',
      files: { iteration: '2', ...out('code-reviewer-iter-02-final.json'), ...out('code-reviewer-iter-01-final.json') },
      options: { preset: 'recommended' },
      detail: exactly('iter=2 but no validation-outputs/*.json carries -iter-2- in its name: code-reviewer-iter-01-final.json, code-reviewer-iter-02-final.json'),
      findings: [stale(2)],
    },
  ],
});

describe('between rounds: round 1 REJECTed, the counter raised to 2, no rework yet', () => {
  const between = { iteration: '2', ...out('code-reviewer-iter-1-a.json'), 'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT — crit-2\n', 'handoff.md': '# Handoff — iteration 1\n\n## 1. Diff summary\n' };
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: round 2\'s validators are not due before its rework',
        status: 'skip',
        files: between,
        options: { preset: 'recommended' },
        detail: /^between rounds: round 1 was REJECTed \(engagement\/acceptance-log\.md:L5\) and handoff\.md is still its own; round 2's validators run on its rework$/,
      },
    ],
    invalid: [
      { name: 'compat: the reference reads the counter alone', files: between, detail: /^iter=2 but all validator-outputs are from prior iterations/, findings: [stale(2)] },
      {
        name: 'recommended: once round 2\'s handoff is written, its validators are due',
        files: { ...between, 'handoff.md': '# Handoff — iteration 2\n\n## 1. Diff summary\n' },
        options: { preset: 'recommended' },
        detail: /^iter=2 but all validator-outputs are from prior iterations/,
        findings: [stale(2)],
      },
    ],
  });
});

describe('--preset recommended: adversary Pass-1 preliminaries', () => {
  const recommended = { preset: 'recommended' as const };
  const onlyPreliminary = { iteration: '3', ...out('code-reviewer-iter-2-20260509T1040.json'), ...out('peer-opus-iter-2-20260509T1110.json'), ...out('peer-opus-iter-3-preliminary-20260509T1100.json') };
  ruleTester(rule, {
    valid: [
      { name: 'compat: a preliminary file carrying the iteration is enough', files: onlyPreliminary, detail: exactly('validator outputs include iter-3 files') },
      { name: 'recommended: a final output of the iteration beside its preliminary', files: { ...onlyPreliminary, ...out('peer-opus-iter-3-20260509T1130.json') }, options: recommended },
    ],
    invalid: [
      {
        name: 'recommended: only preliminaries carry the current iteration',
        files: onlyPreliminary,
        options: recommended,
        detail: exactly('iter=3 but its only outputs are adversary Pass-1 preliminaries; validator and final outputs are from prior iterations: code-reviewer-iter-2-20260509T1040.json, peer-opus-iter-2-20260509T1110.json'),
        findings: [{ file: 'engagement/iteration', line: 1, column: 1, message: 'iteration is 3 but no validation-outputs/*.json other than a -preliminary- one carries -iter-3- in its name' }],
      },
      {
        name: 'recommended: a current preliminary beside an untagged output, which is not called prior',
        files: { iteration: '3', ...out('code-reviewer-iter-3.json'), ...out('peer-opus-iter-3-preliminary-20260509T1100.json') },
        options: recommended,
        detail: exactly('iter=3 but its only outputs are adversary Pass-1 preliminaries; validator and final outputs do not carry -iter-3-: code-reviewer-iter-3.json'),
      },
      {
        name: 'recommended: preliminaries alone',
        files: { iteration: '3', ...out('peer-opus-iter-3-preliminary-20260509T1100.json') },
        options: recommended,
        detail: exactly('iter=3 but its only outputs are adversary Pass-1 preliminaries; there is no validator or final output'),
      },
    ],
  });
});

describe("--preset recommended: one validator's missing output of the current iteration is validator-outputs' finding", () => {
  afterAll(cleanupTrees);
  // proj8's shape: security-auditor logged under ## Iteration 3 without an iter-3 file, code-reviewer re-run.
  const files = {
    iteration: '3\n',
    'validation-log.md': '## Iteration 3\n\n### code-reviewer\n- Verdict: approved\n\n### security-auditor\n- Ran in chat, output file to follow\n',
    ...out('code-reviewer-iter-2-a.json'),
    ...out('code-reviewer-iter-3-b.json'),
    ...out('security-auditor-iter-2-a.json'),
  };
  ruleTester(rule, {
    valid: [{ name: 'recommended: one current output is enough here (validator-outputs names the validator that left none)', files, options: { preset: 'recommended' }, detail: exactly('validator outputs include iter-3 files') }],
  });
});

// The user aborted during the rework: the floor-holder's stub closes the log, handoff.md is still round 1's.
describe('the user aborted the engagement during round 2', () => {
  const abortStub = '## Iteration 2\n\n### Verdict: ABORTED\n\n> «Stop, the rebrand is cancelled.» — CEO, chat\n\nState snapshot: no iteration-2 handoff was written.\n';
  const aborted = { iteration: '2', ...out('code-reviewer-iter-1-a.json'), 'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n\n### Verdict: REJECT — crit-2\n\n${abortStub}`, 'handoff.md': '# Handoff — iteration 1\n\n## 1. Diff summary\n' };
  ruleTester(rule, {
    valid: [
      {
        name: 'recommended: no round-2 validator run is due once the user aborted, and the stub is named',
        status: 'skip',
        files: aborted,
        options: { preset: 'recommended' },
        detail: exactly('engagement aborted by the user (latest verdict ABORTED at engagement/acceptance-log.md:L9): no iteration-2 validator run is due'),
      },
    ],
    invalid: [
      { name: 'compat: the reference reads the counter alone, aborted or not', files: aborted, detail: /^iter=2 but all validator-outputs are from prior iterations/, findings: [stale(2)] },
      {
        name: 'recommended: an ABORTED verdict that a later REJECT follows closes nothing',
        files: { ...aborted, 'acceptance-log.md': `# Acceptance log\n\n## Iteration 1\n\n### Verdict: ABORTED\n\n## Iteration 2\n\n### Verdict: REJECT — crit-2\n`, 'handoff.md': '# Handoff — iteration 3\n\n## 1. Diff summary\n', iteration: '3' },
        options: { preset: 'recommended' },
        detail: /^iter=3 but all validator-outputs are from prior iterations/,
        findings: [stale(3)],
      },
    ],
  });
});
