/** A domain the user answered in the calibration history, then left out of how_much. */
import { afterAll } from 'vitest';
import rule from '../../../rules/contract/contract-calibration-state.js';
import { ruleTester } from '../../rule-tester.js';
import { cleanupContracts, formCase, forms, soloContract } from './helpers.js';

afterAll(cleanupContracts);

/** Strategy answered (ProposeThenChoose), then dropped from `what`, `how_much` and `calibrated`: the answer is lost. */
function dropStrategy(calibratedList: boolean): Record<string, any> {
  const c = soloContract();
  c['what'] = c['what'].filter((d: string) => d !== 'Strategy');
  delete c['how_much'].Strategy;
  if (calibratedList) c['calibration'].calibrated = c['calibration'].calibrated.filter((d: string) => d !== 'Strategy');
  else delete c['calibration'].calibrated;
  return c;
}

/** Strategy answered, then skipped (not applicable): it has no response to keep. */
const answeredThenSkipped = dropStrategy(true);
answeredThenSkipped['calibration'].skipped = ['Strategy'];

/** Strategy answered, then taken out of `domains`: reported as an answer outside the domains, once. */
const answeredOutsideDomains = dropStrategy(true);
answeredOutsideDomains['calibration'].domains = answeredOutsideDomains['calibration'].domains.filter((d: string) => d !== 'Strategy');

const MESSAGE = 'history answers Strategy (line LINE: ProposeThenChoose) but how_much gives it no response; the last answer is its response';

ruleTester(rule, {
  valid: [...forms(answeredThenSkipped).map((f) => ({ name: `an answered domain later skipped keeps no response (${f.format})`, ...formCase(f) }))],
  invalid: [
    ...[true, false].flatMap((list) =>
      forms(dropStrategy(list)).map((f) => {
        const at = f.at('history', 'ProposeThenChoose');
        // The message names the line the answer's entry starts on: its `{` in JSON, its `- domain:` in YAML.
        const entry = at.line - (f.format === 'json' ? 3 : 2);
        return {
          name: `an answered domain dropped from how_much fails, ${list ? 'left out of the calibrated list' : 'with no calibrated list'} (${f.format})`,
          ...formCase(f),
          detail: /^1 calibration-state problem: history answers Strategy/,
          findings: [{ file: f.name, ...at, message: MESSAGE.replace('LINE', String(entry)) }],
        };
      }),
    ),
    ...forms(answeredOutsideDomains).map((f) => ({
      name: `an answered domain outside calibration.domains is reported as that, not again as dropped (${f.format})`,
      ...formCase(f),
      findings: [{ file: f.name, ...f.at('history', 'Strategy'), message: 'history answers a question about Strategy, which is not in calibration.domains' }],
    })),
    { name: 'a contract without calibration state', status: 'skip' as const, ...formCase(forms((() => { const c = soloContract(); delete c['calibration']; return c; })())[0]!), findings: [] },
  ],
});
