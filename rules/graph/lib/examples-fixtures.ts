/**
 * The demo transcript that graph rule examples share: a DELEGATED GRAPH of three nodes (N0
 * pre-done, N1 api, N2 web), the AGENT SUBGRAPH and RETURN of N1 and N2, then the IMPLEMENTED
 * GRAPH. An example puts the blocks together and states only what it changes.
 */

/** The DELEGATED GRAPH's header and nodes. */
export const NODES = `DELEGATED GRAPH: demo
NODES:
  N0  domain=docs  output=docs/spec.md  status=pre-done
  N1  domain=api   output=src/api.ts    status=pending
  N2  domain=web   output=web/app.ts    status=pending`;

/** The DELEGATED GRAPH's nodes and edges, without its WAVES. */
export const NODES_AND_EDGES = `${NODES}
EDGES:
  N0 → N2   (N2 reads the spec)
  N1 -> N2`;

export const DELEGATED = `${NODES_AND_EDGES}
WAVES:
  WAVE 1 : [N0 ∥ N1]  — base
  WAVE 2 : [N2]       — client`;

export const N1_SUBGRAPH = `AGENT SUBGRAPH — N1 api
WHY          : the client needs an endpoint to call
INPUTS       : none
OUTPUT       : src/api.ts
METHOD       : Design Thinking §2 §6
SUBGRAPH     : GET /items → list → json
VERIFY       : npm test -- api
CONSTRAINTS  : touch only src/api.ts
TASK
1. Write the handler.
2. Test it.
RETURN:
  STATUS  : done | failed | evolved
  SUMMARY : <3-5 sentences>`;

export const N1_RETURN = `RETURN: N1
  STATUS            : done
  OUTPUT            : src/api.ts
  IMPLEMENTED GRAPH : GET /items → list → json
  VERIFY_RESULT     : pass
  SUMMARY           : Added the handler. It lists items as JSON. The test covers an empty list.`;

export const N2_SUBGRAPH = `AGENT SUBGRAPH — N2 web
WHY          : users see the items in the browser
INPUTS       : docs/spec.md (N0), src/api.ts (N1)
OUTPUT       : web/app.ts
METHOD       : Design Thinking §2
SUBGRAPH     : fetch /items → render list
VERIFY       : npm test -- web
CONSTRAINTS  : touch only web/app.ts
TASK
1. Fetch and render.
RETURN:
  STATUS : done | failed | evolved`;

export const N2_RETURN = `RETURN: N2
  STATUS            : done
  OUTPUT            : web/app.ts
  IMPLEMENTED GRAPH : fetch /items → render list
  VERIFY_RESULT     : pass
  SUMMARY           : The page fetches the items. It renders them as a list. Errors show a banner.`;

/** The delegated graph, then each node's subgraph and its return, in protocol order. */
export const DELEGATION = [DELEGATED, N1_SUBGRAPH, N1_RETURN, N2_SUBGRAPH, N2_RETURN] as const;

/** The IMPLEMENTED GRAPH as far as wave 1 (N0 and N1); an example adds N2 its way. */
export const IMPLEMENTED_WAVE_1 = `IMPLEMENTED GRAPH: demo
WAVE 1 — base
  N0  status=pre-done  output=docs/spec.md  verify=not run
  N1  status=done      output=src/api.ts    verify=pass`;

/** The closing lists of an IMPLEMENTED GRAPH with nothing to report. */
export const NOTHING_TO_REPORT = `FAILURES   : none
EVOLUTIONS : none
OFF-SCRIPT : none
GAPS       : none`;

/** A transcript file: a heading, then the blocks, a blank line between two. */
export const transcript = (...blocks: string[]) => ['# Transcript', ...blocks].join('\n\n');
