import { invisibleNamed, defineRule, graphMiscasedWord, graphCutSkip, graphSkip, GRAPH_IMPL_STATUSES, plural, pluralWord, type Finding, type GraphModel } from '@engagement-lint/core/kit-graph';
import { DELEGATED, IMPLEMENTED_WAVE_1, N1_RETURN, N1_SUBGRAPH, N2_SUBGRAPH, NOTHING_TO_REPORT, transcript } from './lib/examples-fixtures.js';

/** N2's RETURN says failed; the IMPLEMENTED GRAPH below gives it status=done anyway. */
const N2_FAILED = `RETURN: N2
  STATUS            : failed
  OUTPUT            : web/app.ts
  VERIFY_RESULT     : fail: render list shows nothing
  SUMMARY           : The page fetches the items. Rendering throws on an empty list. The test fails.
  FAILURE_REASON    : the list component crashes on an empty response`;

/**
 * Lines of the two failed RETURNs that make a node FAILED (a failure, then the
 * failure of its retry), or undefined. An evolved RETURN starts the count again:
 * its re-spawn may fail once and be retried (§ Evolution).
 */
function failedTwice(model: GraphModel, id: string): [number, number] | undefined {
  let first: number | undefined;
  for (const r of model.returnsFor(id)) {
    const status = model.returnStatus(r);
    if (status === 'evolved') first = undefined;
    else if (status === 'failed') {
      if (first !== undefined) return [first, r.line];
      first = r.line;
    }
  }
  return undefined;
}

export default defineRule<GraphModel>({
  id: 'graph-compare-failures',
  pack: 'graph',
  summary: 'FAILURES lists exactly the implemented nodes with status=failed, and every status is done, pre-done or failed',
  statuses: ['pass', 'fail', 'skip'],
  docs: `A node that failed twice is FAILED: downstream nodes proceed without its output
and say so. FAILURES is the one line the next reader looks at, so it must name
exactly the nodes whose IMPLEMENTED GRAPH line says \`status=failed\`, no more and
no fewer. A node status other than done, pre-done or failed cannot be gated on.
The words are lower case, as the protocol writes them: \`status=Done\` fails with a
note saying so, and is read as done by the other checks.
Each difference is reported at the node line and at the FAILURES line. The RETURNs
are read too: a node whose RETURN failed and whose retry failed again (with no
evolution between) is FAILED, so a status other than failed for it fails, as
does a node given \`status=done\` with a failing \`verify=\`. Such a node left out of the
IMPLEMENTED GRAPH is FAILED all the same ("Second failure: mark FAILED, add to FAILURES"):
FAILURES must list it, and it fails at FAILURES, naming the node and both RETURNs' lines, when
it does not; listed there, it passes though no row shows it. "Do not trust a
worker's own 'pass'" holds for the coordinator's summary too: a node whose last
RETURN says failed, or is bare (\`done\` alone, or \`STATUS : done\` and no other field: a failed return), with no later RETURN of a re-spawn saying done or evolved, but that
the IMPLEMENTED GRAPH shows with another status fails, at its node line, naming
the RETURN's line. The reverse fails too: a node the IMPLEMENTED GRAPH gives
\`status=failed\` whose last RETURN says done (with a VERIFY_RESULT that does not
fail), and which has not failed twice, records a failure no RETURN reported, so
it was never retried; and \`status=failed\` with a passing \`verify=\` contradicts
itself. A node with no RETURN in the transcript is not compared. A note after a
value, set off by a blank, is no part of it, nor is a mark such as \`✅\` or \`❌\`
after it: \`status=failed (twice)\` is failed. A mark beside a node id (\`❌ N1\`, \`N1 ❌\`) leaves the row N1's.`,
  audit: [
    { source: "Second failure: mark FAILED, add to FAILURES.", enforced: "fails when FAILURES does not list exactly the implemented nodes with status=failed" },
    { source: "N1 status=done|pre-done|failed output=... verify=...", enforced: "any other implemented status fails, as does one not in lower case (`status=Done`), and so does status=done with verify=fail or status=failed with verify=pass" },
    { source: "A node that fails twice is FAILED", enforced: "fails when a node with two failed RETURNs in a row (no evolution between) is not status=failed, at its line and, unless listed, at FAILURES; when the IMPLEMENTED GRAPH leaves it out, at FAILURES unless listed there" },
    { source: "Compare every RETURN's IMPLEMENTED GRAPH with its SUBGRAPH (§9). Do not trust a worker's own \"pass\"", enforced: "fails when a node's last RETURN says failed but the IMPLEMENTED GRAPH gives it another status, or its last RETURN says done but the IMPLEMENTED GRAPH gives it status=failed, at the node line" },
  ],
  examples: [
    {
      status: 'pass',
      title: 'passes when FAILURES lists the failed node',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo
  N1  status=failed    output=src/api.ts    verify=fail
FAILURES : [N1]`,
      },
    },
    {
      status: 'fail',
      title: 'fails on an unknown or missing node status',
      files: {
        'graph.md': `DELEGATED GRAPH: demo
IMPLEMENTED GRAPH: demo
  N1  status=skipped  output=src/api.ts
  N2  output=web/app.ts    verify=pass
FAILURES   : none`,
      },
    },
    {
      status: 'fail',
      title: "fails when a node's last RETURN says failed but the IMPLEMENTED GRAPH shows it done",
      files: {
        'graph.md': transcript(DELEGATED, N1_SUBGRAPH, N1_RETURN, N2_SUBGRAPH, N2_FAILED, `${IMPLEMENTED_WAVE_1}\nWAVE 2 — client\n  N2  status=done      output=web/app.ts    verify=pass\n${NOTHING_TO_REPORT}\nVERDICT    : matches`),
      },
    },
    {
      status: 'skip',
      title: 'skips without an IMPLEMENTED GRAPH',
      files: {
        'graph.md': 'DELEGATED GRAPH: demo',
      },
    },
  ],
  check({ model }) {
    const skip = graphSkip(model, { delegated: true, implemented: true });
    if (skip) return skip;
    const cut = graphCutSkip(model, 'FAILURES');
    if (cut) return cut;
    const impl = model.implemented!;
    const list = impl.failures;
    const findings: Finding[] = [];
    const here = list ? { line: list.field.line, column: list.field.column, what: `FAILURES (line ${list.field.line})` } : { line: impl.line, column: 1, what: `the IMPLEMENTED GRAPH (line ${impl.line}), which has no FAILURES line,` };
    const listed = model.listed(list);
    const failed = impl.nodes.filter((n) => n.status?.value.trim().toLowerCase() === 'failed');
    // Counted apart for the headline: an unreadable status, a verify= against the status, or a failure no RETURN
    // reported is no disagreement with FAILURES.
    let invalid = 0;
    let miscased = 0;
    let verifyFails = 0;
    let verifyPasses = 0;
    let unreported = 0;
    for (const n of impl.nodes) {
      const s = n.status?.value.trim().toLowerCase();
      if (s === undefined) {
        invalid++;
        findings.push(model.at(n.line, `${n.id} has no status= in the IMPLEMENTED GRAPH`, n.column));
      } else if (!(GRAPH_IMPL_STATUSES as readonly string[]).includes(s)) {
        invalid++;
        findings.push(model.at(n.line, `${n.id} has status=${n.status!.value}; expected done, pre-done or failed`, n.status!.column));
      } else {
        // Read as meant below and by the other rules; the protocol writes the words in lower case, as a RETURN's STATUS.
        const written = n.status!.value.trim();
        const note = graphMiscasedWord(written, GRAPH_IMPL_STATUSES, 'status');
        if (note) {
          miscased++;
          findings.push(model.at(n.line, `${n.id} has status=${written}; ${note}`, n.status!.column));
        }
      }
      // The coordinator's own verify= on the line: a done node whose VERIFY fails is not done, as in a RETURN.
      if (s === 'done' && n.verify && /^[\s`*"']*fail/i.test(n.verify.value)) {
        verifyFails++;
        findings.push(model.at(n.line, `${n.id} has status=done but verify=${n.verify.value}; a node whose VERIFY fails is not done`, n.verify.column));
      }
      // The reverse contradiction: a failed node whose own verify= passes.
      if (s === 'failed' && n.verify && /^[\s`*"']*pass/i.test(n.verify.value) && !/fail/i.test(n.verify.value)) {
        verifyPasses++;
        findings.push(model.at(n.line, `${n.id} has status=failed but verify=${n.verify.value}; a node whose VERIFY passes did not fail`, n.verify.column));
      }
      if (s === 'failed') {
        // The reverse of lastFailedReturn: the summary records a failure the node's last RETURN did not report,
        // so no retry ever ran. A done RETURN whose VERIFY_RESULT fails is a failure the coordinator may record;
        // a node that failed twice is FAILED whatever a later spawn said (graph-retry reports that spawn).
        const rs = model.returnsFor(n.id);
        const last = rs[rs.length - 1];
        if (last && model.returnStatus(last) === 'done' && !/^[\s`*"']*fail/i.test(last.fields['VERIFY_RESULT']?.value ?? '') && !failedTwice(model, n.id)) {
          unreported++;
          findings.push(model.at(n.line, `${n.id} has status=failed here, but its last RETURN (line ${last.line}) says done; a node is FAILED only when it fails and its retry fails too`, n.status!.column));
        }
      }
      if (s === undefined || s === 'failed') continue;
      const twice = failedTwice(model, n.id);
      if (twice) {
        findings.push(model.at(n.line, `${n.id} has status=${n.status!.value} here, but its RETURNs at lines ${twice[0]} and ${twice[1]} both failed; a node that fails twice is FAILED`, n.status!.column));
        if (!listed.has(n.id)) findings.push(model.at(here.line, `FAILURES does not list ${n.id}, which failed twice (RETURNs at lines ${twice[0]} and ${twice[1]})`, here.column));
        continue;
      }
      // The worker's last word is a failure: the summary's done (and verify=pass) is the coordinator's claim, not a RETURN's.
      const last = model.lastFailedReturn(n.id);
      if (last) {
        findings.push(model.at(n.line, `${n.id}'s last RETURN (line ${last.line}) ${model.saysFailed(last)}, but the IMPLEMENTED GRAPH shows status=${n.status!.value}${listed.has(n.id) ? '' : ' and FAILURES does not list it'}`, n.status!.column));
      }
    }
    for (const n of failed) {
      if (listed.has(n.id)) continue;
      findings.push(model.at(n.line, `${n.id} has status=failed here, but ${here.what} does not list it`, n.status!.column));
      findings.push(model.at(here.line, `FAILURES does not list ${n.id}, which has status=failed at line ${n.line}`, here.column));
    }
    for (const item of list?.items ?? []) {
      const e = model.entry(item.value);
      const id = e.kind === 'node' ? e.id : e.kind === 'file' ? e.node : undefined;
      if (e.kind === 'text') {
        findings.push(model.at(item.line, `FAILURES entry "${invisibleNamed(item.value.slice(0, 40), true)}" is not a node id`, item.column));
        continue;
      }
      if (!id) continue;
      const n = model.implNode(id);
      if (!n) {
        // A node that failed twice belongs in FAILURES whether or not the IMPLEMENTED GRAPH lists it.
        if (model.node(id) && failedTwice(model, id)) continue;
        findings.push(model.at(item.line, `FAILURES lists ${id}, which the IMPLEMENTED GRAPH (line ${impl.line}) does not contain`, item.column));
        findings.push(model.at(impl.line, `the IMPLEMENTED GRAPH has no node ${id}, yet FAILURES (line ${item.line}) lists it`));
      } else if (n.status?.value.trim().toLowerCase() !== 'failed') {
        findings.push(model.at(item.line, `FAILURES lists ${id}, but line ${n.line} gives it status=${n.status?.value ?? '(none)'}`, item.column));
        findings.push(model.at(n.line, `${id} has status=${n.status?.value ?? '(none)'} here, yet FAILURES (line ${item.line}) lists it`, n.column));
      }
    }
    // "Second failure: mark FAILED, add to FAILURES": a node that failed twice is FAILED even where the IMPLEMENTED GRAPH leaves it out.
    let omitted = 0;
    let omittedListed = 0;
    for (const n of model.plan(model.delegated!).declared()) {
      if (model.implNode(n.id)) continue;
      const twice = failedTwice(model, n.id);
      if (!twice) continue;
      if (listed.has(n.id)) {
        omittedListed++;
        continue;
      }
      omitted++;
      findings.push(model.at(here.line, `FAILURES does not list ${n.id}, which failed twice (RETURNs at lines ${twice[0]} and ${twice[1]}), and the IMPLEMENTED GRAPH (line ${impl.line}) leaves it out`, here.column));
    }
    if (!list && !failed.length && !omittedListed) findings.push(model.at(impl.line, 'the IMPLEMENTED GRAPH has no FAILURES line (write `FAILURES : none`)'));
    if (findings.length) {
      const disagreements = findings.length - invalid - miscased - verifyFails - verifyPasses - unreported - omitted;
      const headline = [
        invalid ? `${plural(invalid, 'node has', 'nodes have')} no valid status (done, pre-done or failed)` : '',
        miscased ? `${plural(miscased, 'node has a status', 'nodes have statuses')} not in lower case` : '',
        verifyFails ? `${plural(verifyFails, 'node is', 'nodes are')} done with a failing verify=` : '',
        verifyPasses ? `${plural(verifyPasses, 'node is', 'nodes are')} failed with a passing verify=` : '',
        unreported ? `${plural(unreported, 'node is', 'nodes are')} failed though the last RETURN says done` : '',
        omitted ? `${plural(omitted, 'node')} failed twice but ${pluralWord(omitted, 'is', 'are')} in neither the IMPLEMENTED GRAPH nor FAILURES` : '',
        disagreements ? `FAILURES disagrees with the node statuses (${plural(disagreements, 'finding')}): ${plural(failed.length, 'node has', 'nodes have')} status=failed` : '',
      ];
      return {
        status: 'fail',
        detail: headline.filter(Boolean).join('; '),
        fix: 'List in FAILURES exactly the nodes with status=failed (write `FAILURES : none` when none failed), give every node status=done, pre-done or failed (lower case), give status=failed to a node whose last RETURN failed (or re-spawn it and record its RETURN) and to no node whose last RETURN says done, and write verify= as the status has it.',
        findings,
      };
    }
    const twiceSaid = omittedListed ? `FAILURES lists the ${plural(omittedListed, 'node')} that failed twice` : '';
    if (!failed.length && omittedListed) return { status: 'pass', detail: `no node has status=failed; ${twiceSaid}` };
    return { status: 'pass', detail: failed.length ? `FAILURES lists the ${plural(failed.length, 'failed node')}${omittedListed ? `; ${twiceSaid}` : ''}` : 'no node failed and FAILURES says none' };
  },
});
