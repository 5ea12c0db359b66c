/**
 * binary-verdict's one warning, shared by its test files (each covers every status the rule declares): before the
 * round's verdict, handoff §11 defers an in-scope criterion of criteria.md on no justification the protocol accepts.
 */
export const PENDING_S11_CASE = {
  name: 'before any verdict, §11 defers an in-scope criterion on no accepted justification: a warning',
  status: 'warn' as const,
  files: {
    'criteria.md': '---\nsize: M\n---\n# Criteria\n## Done when\n- crit-1: the export holds 10k rows\n- crit-2: the window resets after an hour\n',
    'handoff.md': '# Handoff — iteration 1\n## 11. Known deferrals\n- crit-2 window reset: deferred to next sprint, the team is busy.\n',
  },
  findings: [{ file: 'engagement/handoff.md', line: 3, column: 3, message: /^§11 Known deferrals defers crit-2 \("the window resets after an hour"\), in scope by criteria\.md, without a justification the protocol accepts: / }],
};
