/**
 * `given` is `asked` with folders refined into what was written inside them: each given path is
 * an asked one or lies inside an asked folder, and each asked output is given or has a path given
 * inside it (`src/dark/` answered by `src/dark/a.css, src/dark/b.css`). A glob asked for is answered by
 * the files it matches (`tests/*.test.ts` by `tests/csv.test.ts`).
 */
export declare function graphRefinesOutput(asked: string, given: string): boolean;
/**
 * Whether every output `asked` names is in `given` (an INPUTS list, which may pass other outputs too):
 * named itself, or by a path given inside it (a folder) or matching it (a glob).
 */
export declare function graphOutputAnswered(asked: string, given: string): boolean;
