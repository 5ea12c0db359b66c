// The sizing table counts LOC: a Jupyter notebook's added lines count as its code cells' source lines at
// most, not as the lines of JSON (metadata, outputs) git counts for the file.
import { afterAll } from 'vitest';
import rule, { NOT_MEASURED } from '../../../rules/engagement/size-drift.js';
import { cleanupTrees, criteria, fakeSystem } from '../../helpers.js';
import { ruleTester } from '../../rule-tester.js';
import { exactly } from './exactly.js';

afterAll(cleanupTrees);

const recommended = { preset: 'recommended' as const };
const compat = { preset: 'compat' as const };

/** An nbformat 4 notebook, written as Jupyter writes it (one JSON line per source or output line): `cells` code cells of `lines` lines each. */
const notebook = (cells: number, lines: number, outputLines: number) =>
  `${JSON.stringify(
    {
      cells: [
        { cell_type: 'markdown', metadata: {}, source: ['# Training\n', 'Time-based split.\n'] },
        ...Array.from({ length: cells }, (_, i) => ({
          cell_type: 'code',
          execution_count: i + 1,
          metadata: {},
          outputs: [{ output_type: 'stream', name: 'stdout', text: Array.from({ length: outputLines }, (_, k) => `out ${k}\n`) }],
          source: Array.from({ length: lines }, (_, k) => (k === lines - 1 ? `x_${k} = ${i}` : `x_${k} = ${i}\n`)),
        })),
      ],
      metadata: { kernelspec: { name: 'python3' } },
      nbformat: 4,
      nbformat_minor: 5,
    },
    null,
    1,
  )}\n`;
const jsonLines = (text: string) => text.split('\n').length - 1;
/** 90 lines of code in 709 lines of JSON. */
const SMALL = notebook(30, 3, 5);
/** 560 lines of code in 1259 lines of JSON. */
const LARGE = notebook(40, 14, 2);
const NB = 'notebooks/train.ipynb';

const lines = (n: number) => Array.from({ length: n }, (_, i) => `+line ${i}`);
/** A new file of `n` lines, as git diffs it. */
const added = (file: string, n: number) => [`diff --git a/${file} b/${file}`, 'new file mode 100644', 'index 0000000..1111111', '--- /dev/null', `+++ b/${file}`, `@@ -0,0 +1,${n} @@`, ...lines(n), ''].join('\n');
const handoff = (s1: string) => `# Handoff\n\n## 1. Diff summary\n${s1}\n\n## 2. Deliverable manifest\n- see §1\n`;
/** §1 as `git diff --stat` prints it: the notebook (`bar` after its count), a 20-line module and the summary. */
const stat = (nbLines: number, bar = '++++++++++', deletions = '') => handoff(`\`\`\`\n ${NB} | ${nbLines} ${bar}\n src/churn/train.py | 20 ++\n 2 files changed, ${nbLines + 20} insertions(+)${deletions}\n\`\`\``);
/** An M engagement with §1 `s1` and the notebook `nb` on disk at the project root. */
const project = (s1: string, nb?: string) => ({ 'criteria.md': criteria({ size: 'M' }), 'handoff.md': s1, ...(nb === undefined ? {} : { [`../${NB}`]: nb }) });
const note = (json: number, code: number) => `notebooks counted by their code cells' lines (${NB}: ${json} added lines of JSON read as ${code} lines of code)`;
const atSize = (why: string) => ({ file: 'engagement/criteria.md', line: 4, column: 1, message: `declared size M is below the observed L (${why})` });

ruleTester(rule, {
  valid: [
    {
      name: 'recommended: a notebook in §1\'s --stat counts its code cells\' lines, not its JSON',
      options: recommended,
      files: project(stat(jsonLines(SMALL)), SMALL),
      detail: exactly(`size=M matches observations (specialists=0, tasks=0, surfaces=0, files=2, added lines=110, deploy=no; ${NOT_MEASURED}; ${note(jsonLines(SMALL), 90)})`),
    },
    {
      name: 'recommended: the notebook in the git diff counts its code cells\' lines, and §1\'s summary with it',
      options: recommended,
      files: project(stat(jsonLines(SMALL)), SMALL),
      system: fakeSystem({ diff: [added(NB, jsonLines(SMALL)), added('src/churn/train.py', 20)].join('') }),
      detail: exactly(`size=M matches observations (specialists=0, tasks=0, surfaces=0, files=2, added lines=110, deploy=no; git diff: files=2, added lines=110; ${note(jsonLines(SMALL), 90)})`),
    },
    {
      name: 'recommended: a notebook in a `Created files:` list with its line count',
      options: recommended,
      files: project(handoff(`Created files:\n- \`${NB}\` — ${jsonLines(SMALL)} lines\n- \`src/churn/train.py\` — 20 lines`), SMALL),
      detail: /added lines=110, deploy=no; .*notebooks counted by their code cells' lines/,
    },
    { name: 'skips without criteria.md', status: 'skip', options: recommended, files: { [`../${NB}`]: SMALL } },
  ],
  invalid: [
    {
      name: 'recommended: a notebook with more code than the M cap is still L, with the note on how it was counted',
      options: recommended,
      files: project(stat(jsonLines(LARGE)), LARGE),
      detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: added lines=580 > M cap 500; ${note(jsonLines(LARGE), 560)}`),
      findings: [atSize('added lines=580 > M cap 500')],
    },
    {
      name: 'recommended: a notebook §1 names but that is not on disk is counted as §1 counts it',
      options: recommended,
      files: project(stat(jsonLines(SMALL))),
      detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: added lines=${jsonLines(SMALL) + 20} > M cap 500`),
    },
    {
      name: 'recommended: without git, a stat line that also removes lines gives no count of added lines: left as §1 counts it',
      options: recommended,
      files: project(stat(jsonLines(SMALL), '+++++++---', ', 40 deletions(-)'), SMALL),
      detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: added lines=${jsonLines(SMALL) + 20} > M cap 500`),
    },
    {
      name: 'recommended: a `.ipynb` that holds no notebook is counted as §1 counts it',
      options: recommended,
      files: project(stat(jsonLines(SMALL)), `${'{"a": 1}\n'.repeat(3)}`),
      detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: added lines=${jsonLines(SMALL) + 20} > M cap 500`),
    },
    {
      name: 'compat: a notebook counts its lines of JSON, as the reference counts them',
      options: compat,
      files: project(stat(jsonLines(SMALL)), SMALL),
      detail: exactly(`size drift: criteria.md size=M but observations indicate L; triggers: added lines=${jsonLines(SMALL) + 20} > M cap 500`),
    },
    {
      name: 'recommended: ux_heavy: true below L still warns, the notebook counted by its code',
      status: 'warn',
      options: recommended,
      files: { ...project(stat(jsonLines(SMALL)), SMALL), 'criteria.md': criteria({ size: 'M', ux_heavy: 'true' }) },
      detail: /^size=M with ux_heavy=true: .*added lines=110, .*notebooks counted by their code cells' lines/,
    },
  ],
});
