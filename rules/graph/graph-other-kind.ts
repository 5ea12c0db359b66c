import { contractRenderingLine, defineRule, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATION, IMPLEMENTED_WAVE_1, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

export default defineRule<GraphModel>({
  id: 'graph-other-kind',
  pack: 'graph',
  summary: 'A graph transcript holds no delegation contract rendering that the graph rules would pass over',
  statuses: ['pass', 'warn'],
  docs: `A file is linted as one kind. A markdown file holding Graph Protocol blocks is a graph
transcript, so a delegation contract rendered in the same file (its section labels —
**Autonomous**, **Report then act**, **Ask before**, **Halt conditions**, **Defaults** — with the phrase
"delegation contract", or three such labels) is not checked by the contract rules. This rule
says so, at the label that makes it a rendering, instead of letting the contract pass unseen:
lint the file again with \`--kind contract\`, or keep the contract in a file of its own.`,
  examples: [
    {
      status: 'pass',
      title: 'passes a transcript without a contract rendering',
      files: {
        'graph.md': transcript(...DELEGATION, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
        'docs/spec.md': '# Items API\n\nGET /items lists the items, newest first, as JSON.\n',
      },
    },
    {
      status: 'warn',
      title: 'warns at the label of a contract rendered in the transcript',
      files: {
        'graph.md': '# Delegation contract\n\n**Autonomous**\n- Exploration\n\n**Defaults**\n- FileModification: AskBefore\n\nDELEGATED GRAPH: demo\nNODES:\n  N1  domain=api  output=src/api.ts  status=pending\n',
      },
    },
  ],
  check({ model }) {
    const line = contractRenderingLine(model.file.text);
    if (line === undefined) return { status: 'pass', detail: 'no delegation contract rendering in the transcript' };
    const message = `a delegation contract is rendered in this graph transcript (from this label on); the contract rules did not check it: lint the file with --kind contract too, or keep the contract in a file of its own`;
    return {
      status: 'warn',
      detail: `${model.rel} also holds a delegation contract rendering (line ${line}), which only --kind contract checks`,
      fix: 'Run `engagement-lint <file> --kind contract` on the same file, or move the contract to a file of its own (e.g. delegation-contract.md).',
      findings: [{ ...model.at(line, message), severity: 'warning' }],
    };
  },
});
