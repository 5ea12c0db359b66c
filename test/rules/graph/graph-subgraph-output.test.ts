import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-subgraph-output.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_PLAN, at, edit, lineOf, survivesDegenerate, tree } from './graph-helpers.js';

const other = edit(BASE, ['OUTPUT       : web/app.ts', 'OUTPUT       : web/main.ts']);

const returned = edit(BASE, ['OUTPUT            : web/app.ts', 'OUTPUT            : web/main.ts']);
ruleTester(rule, {
  valid: [
    { name: "each subgraph asks for its node's output", files: tree(BASE), detail: /^4 OUTPUT fields of AGENT SUBGRAPH and RETURN blocks match what was delegated$/ },
    { name: 'the same output written differently', files: tree(edit(BASE, ['OUTPUT       : src/api.ts', 'OUTPUT       : ./src/api.ts (new file)'])) },
  ],
  invalid: [
    {
      name: 'the subgraph asks for another file, naming the node line',
      files: tree(other),
      detail: '1 AGENT SUBGRAPH block asks for another output than the node declares',
      findings: [
        at(lineOf(other, 'OUTPUT       : web/main.ts'), 16, `AGENT SUBGRAPH N2 asks for OUTPUT web/main.ts but node N2 (line ${lineOf(other, '  N2  domain=web')}) declares output=web/app.ts`),
        // The worker built what the node declares, not what its subgraph asked for.
        at(lineOf(other, 'OUTPUT            : web/app.ts'), 23, `RETURN N2 gives OUTPUT web/app.ts but its AGENT SUBGRAPH (line ${lineOf(other, 'AGENT SUBGRAPH — N2')}) asked for OUTPUT web/main.ts`),
      ],
    },
    {
      name: 'a RETURN gives another OUTPUT than its AGENT SUBGRAPH asked for, at the RETURN\'s OUTPUT',
      files: tree(returned),
      detail: '1 RETURN gives another OUTPUT than its AGENT SUBGRAPH asked for',
      findings: [at(lineOf(returned, 'OUTPUT            : web/main.ts'), 23, `RETURN N2 gives OUTPUT web/main.ts but its AGENT SUBGRAPH (line ${lineOf(returned, 'AGENT SUBGRAPH — N2')}) asked for OUTPUT web/app.ts`)],
    },
    { name: 'no DELEGATED GRAPH', status: 'skip', files: tree(NO_PLAN) },
  ],
});

describe('graph-subgraph-output on degenerate input', () => {
  survivesDegenerate(rule);
});

/** N1 delegated as the folder src/api/; its RETURN lists the files it wrote. */
const folder = edit(BASE, ['output=src/api.ts ', 'output=src/api/   '], ['OUTPUT       : src/api.ts', 'OUTPUT       : src/api/']);
const GIVEN = 'OUTPUT            : src/api.ts';
const refined = edit(folder, [GIVEN, 'OUTPUT            : src/api/items.ts, src/api/index.ts']);
const outside = edit(folder, [GIVEN, 'OUTPUT            : src/api/items.ts, src/server.ts']);
const prefix = edit(folder, [GIVEN, 'OUTPUT            : src/apix/items.ts']);

/** N1 delegated as the glob src/api/*.ts; its RETURN lists the files it wrote. */
const globbed = (glob: string, given: string) =>
  edit(BASE, ['output=src/api.ts ', `output=${glob}   `], ['OUTPUT       : src/api.ts', `OUTPUT       : ${glob}`], [GIVEN, `OUTPUT            : ${given}`]);
const globRefined = globbed('src/api/*.ts', 'src/api/items.ts, src/api/index.ts');
const globOutside = globbed('src/api/*.ts', 'src/api/items.ts, src/api/items.test.js');
const braceRefined = globbed('src/{api,cli}/*.ts', 'src/api/items.ts, src/cli/main.ts');
const wideBraces = globbed('src/{a,b,c,d,e}{a,b,c,d,e}/*.ts', 'src/ab/items.ts');

ruleTester(rule, {
  valid: [
    { name: 'a RETURN lists the files it wrote inside the folder asked for', files: tree(refined), detail: /^4 OUTPUT fields of AGENT SUBGRAPH and RETURN blocks match what was delegated$/ },
    { name: 'a RETURN lists the files the glob asked for matches', files: tree(globRefined), detail: /^4 OUTPUT fields of AGENT SUBGRAPH and RETURN blocks match what was delegated$/ },
    { name: "a RETURN lists files matching the glob's brace alternatives", files: tree(braceRefined) },
  ],
  invalid: [
    {
      name: 'a RETURN lists a file the glob asked for does not match',
      files: tree(globOutside),
      findings: [at(lineOf(globOutside, 'src/api/items.test.js'), 23, `RETURN N1 gives OUTPUT src/api/items.ts, src/api/items.test.js but its AGENT SUBGRAPH (line ${lineOf(globOutside, 'AGENT SUBGRAPH — N1')}) asked for OUTPUT src/api/*.ts`)],
    },
    {
      // 25 alternatives: past the 16 a refinement is matched against, the glob must be given as written.
      name: 'a glob of more than 16 brace alternatives is answered only as written',
      files: tree(wideBraces),
      findings: [at(lineOf(wideBraces, 'OUTPUT            : src/ab/items.ts'), 23, /^RETURN N1 gives OUTPUT src\/ab\/items\.ts but its AGENT SUBGRAPH/)],
    },
    {
      name: 'a RETURN lists a file outside the folder asked for',
      files: tree(outside),
      findings: [at(lineOf(outside, 'src/server.ts'), 23, `RETURN N1 gives OUTPUT src/api/items.ts, src/server.ts but its AGENT SUBGRAPH (line ${lineOf(outside, 'AGENT SUBGRAPH — N1')}) asked for OUTPUT src/api/`)],
    },
    {
      name: 'a folder whose name only starts like the one asked for',
      files: tree(prefix),
      findings: [at(lineOf(prefix, 'src/apix/items.ts'), 23, `RETURN N1 gives OUTPUT src/apix/items.ts but its AGENT SUBGRAPH (line ${lineOf(prefix, 'AGENT SUBGRAPH — N1')}) asked for OUTPUT src/api/`)],
    },
  ],
});

// Outputs written in backticks are quoted in messages as the paths alone.
const ticked = edit(BASE, ['output=web/app.ts ', 'output=`web/app.ts` '], ['OUTPUT       : web/app.ts', 'OUTPUT       : `web/main.ts`']);

ruleTester(rule, {
  valid: [],
  invalid: [
    {
      name: 'outputs written in backticks are named without them',
      files: tree(ticked),
      findings: [
        at(lineOf(ticked, 'OUTPUT       : `web/main.ts`'), 16, `AGENT SUBGRAPH N2 asks for OUTPUT web/main.ts but node N2 (line ${lineOf(ticked, '  N2  domain=web')}) declares output=web/app.ts`),
        at(lineOf(ticked, 'OUTPUT            : web/app.ts'), 23, `RETURN N2 gives OUTPUT web/app.ts but its AGENT SUBGRAPH (line ${lineOf(ticked, 'AGENT SUBGRAPH — N2')}) asked for OUTPUT web/main.ts`),
      ],
    },
  ],
});
