import { describe } from 'vitest';
import rule from '../../../rules/graph/graph-compare-failures.js';
import { ruleTester } from '../../rule-tester.js';
import { BASE, NO_IMPL, at, edit, lineOf, nthLineOf, survivesDegenerate, tree } from './graph-helpers.js';

const IMPL_N1 = '  N1  status=done      output=src/api.ts    verify=pass';
const FAILED_N1 = '  N1  status=failed    output=src/api.ts    verify=fail';
const FAILURES = 'FAILURES   : none';
const N1_DONE = 'RETURN: N1\n  STATUS            : done';
/** BASE with N1's last RETURN failed, as it is for a node the IMPLEMENTED GRAPH marks failed. */
const N1_FAILS = edit(BASE, [N1_DONE, 'RETURN: N1\n  STATUS            : failed\n  FAILURE_REASON    : timeout']);

const unlisted = edit(N1_FAILS, [IMPL_N1, FAILED_N1]);
const wrongList = edit(BASE, [FAILURES, 'FAILURES : [N2, N7]']);
const badStatus = edit(BASE, [IMPL_N1, '  N1  status=skipped  output=src/api.ts'], ['  N2  status=done      output=web/app.ts', '  N2  output=web/app.ts']);
const noLine = edit(BASE, [`${FAILURES}\n`, '']);
const CASED_N1 = '  N1  status=Done      output=src/api.ts    verify=pass';
const casedDone = edit(BASE, [IMPL_N1, CASED_N1]);
/** status=FAILED is read as failed, so FAILURES listing N1 agrees with it: only the case is a finding. */
const CASED_FAILED_N1 = '  N1  status=FAILED    output=src/api.ts    verify=fail';
const casedFailed = edit(N1_FAILS, [IMPL_N1, CASED_FAILED_N1], [FAILURES, 'FAILURES : [N1]']);
const listLine = lineOf(wrongList, 'FAILURES : [');

ruleTester(rule, {
  valid: [
    { name: 'nothing failed and FAILURES says none', files: tree(BASE), detail: /^no node failed and FAILURES says none$/ },
    { name: 'nothing failed and FAILURES says none in German', files: tree(edit(BASE, [FAILURES, 'FAILURES : keine'])), detail: /^no node failed and FAILURES says none$/ },
    { name: 'FAILURES lists the failed node', files: tree(edit(N1_FAILS, [IMPL_N1, FAILED_N1], [FAILURES, 'FAILURES : [N1]'])), detail: /lists the 1 failed node/ },
  ],
  invalid: [
    {
      name: 'a failed node FAILURES leaves out, at both lines',
      files: tree(unlisted),
      detail: /^FAILURES disagrees with the node statuses \(2 findings\): 1 node has status=failed$/,
      findings: [
        at(lineOf(unlisted, FAILED_N1), FAILED_N1.indexOf('status=') + 1, `N1 has status=failed here, but FAILURES (line ${lineOf(unlisted, FAILURES)}) does not list it`),
        at(lineOf(unlisted, FAILURES), 1, `FAILURES does not list N1, which has status=failed at line ${lineOf(unlisted, FAILED_N1)}`),
      ],
    },
    {
      name: 'FAILURES lists a node that did not fail, or is not implemented',
      files: tree(wrongList),
      findings: [
        at(listLine, 'FAILURES : ['.length + 1, `FAILURES lists N2, but line ${lineOf(wrongList, '  N2  status')} gives it status=done`),
        at(lineOf(wrongList, '  N2  status'), 3, `N2 has status=done here, yet FAILURES (line ${listLine}) lists it`),
        at(listLine, 'FAILURES : [N2, '.length + 1, `FAILURES lists N7, which the IMPLEMENTED GRAPH (line ${lineOf(wrongList, 'IMPLEMENTED GRAPH: demo')}) does not contain`),
        at(lineOf(wrongList, 'IMPLEMENTED GRAPH: demo'), 1, `the IMPLEMENTED GRAPH has no node N7, yet FAILURES (line ${listLine}) lists it`),
      ],
    },
    {
      name: 'an unknown or missing node status, under a headline naming the statuses, not FAILURES',
      files: tree(badStatus),
      detail: /^2 nodes have no valid status \(done, pre-done or failed\)$/,
      findings: [
        at(lineOf(badStatus, 'status=skipped'), '  N1  '.length + 1, 'N1 has status=skipped; expected done, pre-done or failed'),
        at(lineOf(badStatus, '  N2  output=web/app.ts'), 3, 'N2 has no status= in the IMPLEMENTED GRAPH'),
      ],
    },
    {
      name: 'status=Done fails with a note that the status words are lower case',
      files: tree(casedDone),
      detail: /^1 node has a status not in lower case$/,
      fix: /status=done, pre-done or failed \(lower case\)/,
      findings: [at(lineOf(casedDone, CASED_N1), CASED_N1.indexOf('status=') + 1, 'N1 has status=Done; the status words are lower case: did you mean done?')],
    },
    {
      name: 'status=FAILED is read as failed (FAILURES lists it), and fails for its case alone',
      files: tree(casedFailed),
      detail: /^1 node has a status not in lower case$/,
      findings: [at(lineOf(casedFailed, CASED_FAILED_N1), CASED_FAILED_N1.indexOf('status=') + 1, 'N1 has status=FAILED; the status words are lower case: did you mean failed?')],
    },
    {
      name: 'no FAILURES line',
      files: tree(noLine),
      findings: [at(lineOf(noLine, 'IMPLEMENTED GRAPH: demo'), 1, /no FAILURES line/)],
    },
    { name: 'no IMPLEMENTED GRAPH', status: 'skip', files: tree(NO_IMPL) },
  ],
});

const skippedAndUnlisted = edit(unlisted, ['  N2  status=done      output=web/app.ts', '  N2  status=skipped   output=web/app.ts']);
/** N1's RETURN says failed behind an emoji, as VERDICT's words may be decorated; the IMPLEMENTED GRAPH still says done. */
const emojiFailed = edit(BASE, ['RETURN: N1\n  STATUS            : done', 'RETURN: N1\n  STATUS            : ❌ failed\n  FAILURE_REASON    : timeout']);

/** N1's RETURN is a bare `done`, a failed return; the IMPLEMENTED GRAPH says done. */
const bareDone = edit(BASE, [BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2')), 'RETURN: N1\ndone\n\n']);

ruleTester(rule, {
  invalid: [
    {
      name: 'a bare RETURN (`done` alone) is a failed return',
      files: tree(bareDone),
      findings: [at(lineOf(bareDone, IMPL_N1), IMPL_N1.indexOf('status=') + 1, `N1's last RETURN (line ${lineOf(bareDone, 'RETURN: N1')}) is bare (a failed return), but the IMPLEMENTED GRAPH shows status=done and FAILURES does not list it`)],
    },
    {
      name: 'an invalid status beside a FAILURES disagreement: each named in the headline',
      files: tree(skippedAndUnlisted),
      detail: /^1 node has no valid status \(done, pre-done or failed\); FAILURES disagrees with the node statuses \(2 findings\): 1 node has status=failed$/,
    },
    {
      name: 'a RETURN whose STATUS is decorated (`❌ failed`) is read as failed',
      files: tree(emojiFailed),
      findings: [at(lineOf(emojiFailed, IMPL_N1), IMPL_N1.indexOf('status=') + 1, `N1's last RETURN (line ${lineOf(emojiFailed, 'RETURN: N1')}) says failed, but the IMPLEMENTED GRAPH shows status=done and FAILURES does not list it`)],
    },
  ],
});

describe('graph-compare-failures on degenerate input', () => {
  survivesDegenerate(rule);
});
const SUB_N1 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N1'), BASE.indexOf('RETURN: N1'));
const FAILED_RETURN = 'RETURN: N1\n  STATUS : failed\n  FAILURE_REASON : timeout\n\n';
/** N1 fails, its retry fails too, and the IMPLEMENTED GRAPH still reports it done. */
const failedTwiceDone = edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_RETURN}${SUB_N1}`], ['RETURN: N1\n  STATUS            : done', `${FAILED_RETURN}RETURN: N1\n  STATUS            : done`]);
const doneVerifyFail = edit(BASE, [IMPL_N1, '  N1  status=done      output=src/api.ts    verify=fail']);
const STATUS_COL = IMPL_N1.indexOf('status=') + 1;

ruleTester(rule, {
  valid: [
    { name: 'a node that failed once and passed on its retry', files: tree(edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_RETURN}${SUB_N1}`])) },
    { name: 'a node that failed twice, marked failed and listed', files: tree(edit(failedTwiceDone, [IMPL_N1, FAILED_N1], [FAILURES, 'FAILURES   : [N1]'])) },
  ],
  invalid: [
    {
      name: 'a node that failed twice reported done, at its line and at FAILURES',
      files: tree(failedTwiceDone),
      findings: [
        at(lineOf(failedTwiceDone, IMPL_N1), STATUS_COL, `N1 has status=done here, but its RETURNs at lines ${lineOf(failedTwiceDone, 'RETURN: N1')} and ${lineOf(failedTwiceDone, 'RETURN: N1', lineOf(failedTwiceDone, 'RETURN: N1'))} both failed; a node that fails twice is FAILED`),
        at(lineOf(failedTwiceDone, FAILURES), 1, `FAILURES does not list N1, which failed twice (RETURNs at lines ${lineOf(failedTwiceDone, 'RETURN: N1')} and ${lineOf(failedTwiceDone, 'RETURN: N1', lineOf(failedTwiceDone, 'RETURN: N1'))})`),
      ],
    },
    {
      name: 'status=done with verify=fail on the same line, at verify=',
      files: tree(doneVerifyFail),
      detail: /^1 node is done with a failing verify=$/,
      findings: [at(lineOf(doneVerifyFail, '  N1  status=done'), IMPL_N1.indexOf('verify=') + 1, 'N1 has status=done but verify=fail; a node whose VERIFY fails is not done')],
    },
  ],
});


ruleTester(rule, {
  valid: [{ name: 'FAILURES lists the failed node with a dash note', files: tree(edit(N1_FAILS, [IMPL_N1, FAILED_N1], [FAILURES, 'FAILURES : [N1 — the API timed out twice]'])), detail: /lists the 1 failed node/ }],
  invalid: [],
});

// The brief's e2e node: its last RETURN says failed, yet the coordinator's summary shows it done, verify=pass, FAILURES none.
const E2E = BASE.replaceAll('N2', 'e2e');
const E2E_DONE = 'RETURN: e2e\n  STATUS            : done';
const E2E_FAILED = 'RETURN: e2e\n  STATUS            : failed\n  FAILURE_REASON    : the browser run timed out';
const IMPL_E2E = '  e2e  status=done      output=web/app.ts    verify=pass';
const e2eFailed = edit(E2E, [E2E_DONE, E2E_FAILED]);
const e2eListed = edit(e2eFailed, [FAILURES, 'FAILURES   : [e2e]']);
/** e2e failed, was re-spawned with the identical subgraph, and its retry returned done. */
const SUB_E2E = E2E.slice(E2E.indexOf('AGENT SUBGRAPH — e2e'), E2E.indexOf('RETURN: e2e'));
const e2eRetried = edit(E2E, [E2E_DONE, `${E2E_FAILED}\n  VERIFY_RESULT     : fail\n\n${SUB_E2E}${E2E_DONE}`]);

ruleTester(rule, {
  valid: [{ name: 'a node whose failed RETURN is followed by a done RETURN of its retry', files: tree(e2eRetried) }],
  invalid: [
    {
      name: "a node whose last RETURN failed, shown done in the IMPLEMENTED GRAPH, at the node line naming the RETURN's line",
      files: tree(e2eFailed),
      findings: [
        at(
          lineOf(e2eFailed, IMPL_E2E),
          IMPL_E2E.indexOf('status=') + 1,
          `e2e's last RETURN (line ${lineOf(e2eFailed, 'RETURN: e2e')}) says failed, but the IMPLEMENTED GRAPH shows status=done and FAILURES does not list it`,
        ),
      ],
    },
    {
      name: 'the same node listed in FAILURES but shown done: the RETURN finding does not claim it is unlisted',
      files: tree(e2eListed),
      findings: [
        at(lineOf(e2eListed, IMPL_E2E), IMPL_E2E.indexOf('status=') + 1, new RegExp(`^e2e's last RETURN \\(line ${lineOf(e2eListed, 'RETURN: e2e')}\\) says failed, but the IMPLEMENTED GRAPH shows status=done$`)),
        at(lineOf(e2eListed, 'FAILURES   : ['), 'FAILURES   : ['.length + 1, 'FAILURES lists e2e, but line'),
        at(lineOf(e2eListed, IMPL_E2E), 3, 'e2e has status=done here, yet FAILURES'),
      ],
    },
  ],
});

// Entries written below an empty `FAILURES :`, one per line, bulleted or not.
const failedBelow = edit(N1_FAILS, [IMPL_N1, FAILED_N1], [FAILURES, 'FAILURES   :\n  - N1 (timed out twice)']);
const listedBelow = edit(BASE, [FAILURES, 'FAILURES   :\n  N7']);

ruleTester(rule, {
  valid: [{ name: 'a bulleted entry below an empty FAILURES line', files: tree(failedBelow), detail: /lists the 1 failed node/ }],
  invalid: [
    {
      name: 'an entry below an empty FAILURES line, at its own line',
      files: tree(listedBelow),
      findings: [
        at(lineOf(listedBelow, '  N7'), 3, `FAILURES lists N7, which the IMPLEMENTED GRAPH (line ${lineOf(listedBelow, 'IMPLEMENTED GRAPH: demo')}) does not contain`),
        at(lineOf(listedBelow, 'IMPLEMENTED GRAPH: demo'), 1, `the IMPLEMENTED GRAPH has no node N7, yet FAILURES (line ${lineOf(listedBelow, '  N7')}) lists it`),
      ],
    },
  ],
});

// The reverse of a failed RETURN shown done: a node marked failed whose last RETURN says done, and status=failed beside verify=pass.
const N2_ROW = '  N2  status=done      output=web/app.ts    verify=pass';
const N2_LISTED: [string, string] = [FAILURES, 'FAILURES   : [N2]'];
/** The tester's repro: N2 returned done and passed, yet the summary marks it failed with verify=pass and lists it. */
const failedVerifyPass = edit(BASE, [N2_ROW, '  N2  status=failed    output=web/app.ts    verify=pass'], N2_LISTED);
const failedVerifyFail = edit(BASE, [N2_ROW, '  N2  status=failed    output=web/app.ts    verify=fail'], N2_LISTED);
const N2_DONE = 'RETURN: N2\n  STATUS            : done';
const SUB_N2 = BASE.slice(BASE.indexOf('AGENT SUBGRAPH — N2'), BASE.indexOf('RETURN: N2'));
/** N2 fails once and its retry returns done: the summary's failed is still no RETURN's word. */
const retriedThenFailed = edit(failedVerifyFail, [N2_DONE, `RETURN: N2\n  STATUS            : failed\n  FAILURE_REASON    : timeout\n\n${SUB_N2}${N2_DONE}`]);
/** N2's RETURN says done, but its own VERIFY_RESULT fails: the coordinator may record the failure. */
const doneButFailing = edit(failedVerifyFail, ['  VERIFY_RESULT     : pass\n  SUMMARY           : The page', '  VERIFY_RESULT     : fail: web › renders\n  SUMMARY           : The page']);
const N2_FAILED_ROW = (text: string) => lineOf(text, '  N2  status=failed');
const N2_STATUS_COL = N2_ROW.indexOf('status=') + 1;
const lastDone = (text: string) => `N2 has status=failed here, but its last RETURN (line ${lineOf(text, 'RETURN: N2')}) says done; a node is FAILED only when it fails and its retry fails too`;
/** The transcript without N2's RETURN: only the summary speaks for N2. */
const noN2Return = failedVerifyFail.slice(0, failedVerifyFail.indexOf('RETURN: N2')) + failedVerifyFail.slice(failedVerifyFail.indexOf('IMPLEMENTED GRAPH: demo'));
const returnFailedVerifyPass = edit(failedVerifyPass, [N2_DONE, 'RETURN: N2\n  STATUS            : failed\n  FAILURE_REASON    : timeout']);

ruleTester(rule, {
  valid: [
    { name: 'a node whose done RETURN reports a failing VERIFY_RESULT, marked failed', files: tree(doneButFailing) },
    { name: 'a node marked failed and listed, with no RETURN in the transcript', files: tree(noN2Return) },
  ],
  invalid: [
    {
      name: 'status=failed with verify=pass for a node whose only RETURN says done: at verify= and at status=',
      files: tree(failedVerifyPass),
      detail: /^1 node is failed with a passing verify=; 1 node is failed though the last RETURN says done$/,
      findings: [
        at(N2_FAILED_ROW(failedVerifyPass), N2_ROW.indexOf('verify=') + 1, 'N2 has status=failed but verify=pass; a node whose VERIFY passes did not fail'),
        at(N2_FAILED_ROW(failedVerifyPass), N2_STATUS_COL, lastDone(failedVerifyPass)),
      ],
    },
    {
      name: 'status=failed for a node whose only RETURN says done, verify= aside',
      files: tree(failedVerifyFail),
      detail: /^1 node is failed though the last RETURN says done$/,
      findings: [at(N2_FAILED_ROW(failedVerifyFail), N2_STATUS_COL, lastDone(failedVerifyFail))],
    },
    {
      name: 'status=failed for a node whose retry returned done, naming the retry\'s RETURN',
      files: tree(retriedThenFailed),
      findings: [
        at(
          N2_FAILED_ROW(retriedThenFailed),
          N2_STATUS_COL,
          `N2 has status=failed here, but its last RETURN (line ${nthLineOf(retriedThenFailed, 'RETURN: N2', 2)}) says done; a node is FAILED only when it fails and its retry fails too`,
        ),
      ],
    },
    {
      name: 'status=failed with verify=pass for a node whose RETURN failed: at verify= only',
      files: tree(returnFailedVerifyPass),
      detail: /^1 node is failed with a passing verify=$/,
      findings: [at(N2_FAILED_ROW(returnFailedVerifyPass), N2_ROW.indexOf('verify=') + 1, 'N2 has status=failed but verify=pass; a node whose VERIFY passes did not fail')],
    },
  ],
});

// The tester's r1: N1 fails, its retry fails too, and the IMPLEMENTED GRAPH leaves N1 out (it is in GAPS).
const N1_DONE_BLOCK = BASE.slice(BASE.indexOf('RETURN: N1'), BASE.indexOf('AGENT SUBGRAPH — N2'));
const failedTwiceOmitted = edit(BASE, [SUB_N1, `${SUB_N1}${FAILED_RETURN}${SUB_N1}`], [N1_DONE_BLOCK, FAILED_RETURN], [`${IMPL_N1}\n`, ''], ['GAPS       : none', 'GAPS       : [N1]']);
const omittedListed = edit(failedTwiceOmitted, [FAILURES, 'FAILURES   : [N1]']);

ruleTester(rule, {
  valid: [{ name: 'a node that failed twice, left out of the IMPLEMENTED GRAPH and listed in FAILURES', files: tree(omittedListed), detail: /^no node has status=failed; FAILURES lists the 1 node that failed twice$/ }],
  invalid: [
    {
      name: 'a node that failed twice, left out of the IMPLEMENTED GRAPH and of FAILURES, at FAILURES naming both RETURNs',
      files: tree(failedTwiceOmitted),
      detail: /^1 node failed twice but is in neither the IMPLEMENTED GRAPH nor FAILURES$/,
      findings: [
        at(
          lineOf(failedTwiceOmitted, FAILURES),
          1,
          `FAILURES does not list N1, which failed twice (RETURNs at lines ${nthLineOf(failedTwiceOmitted, 'RETURN: N1', 1)} and ${nthLineOf(failedTwiceOmitted, 'RETURN: N1', 2)}), and the IMPLEMENTED GRAPH (line ${lineOf(failedTwiceOmitted, 'IMPLEMENTED GRAPH: demo')}) leaves it out`,
        ),
      ],
    },
  ],
});
