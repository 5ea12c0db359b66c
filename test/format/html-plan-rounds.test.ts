import { afterAll, describe, expect, it } from 'vitest';
import { EngagementModel } from '../../packages/core/src/model/engagement.js';
import { visualData } from '../../packages/core/src/format/html/visual.js';
import { cleanupTrees, criteria, makeEngagement } from '../helpers.js';

afterAll(cleanupTrees);

describe('the HTML plan view reads each round\'s verdict as the verdict rules do', () => {
  it('shows a verdict written in a legacy form, with its blockers', () => {
    const dir = makeEngagement({
      'criteria.md': criteria(),
      'acceptance-log.md': '# Acceptance log\n\n## Iteration 1\n\n**REJECTED** — crit-2: export drops rows\n\n## Iteration 2\n\n## Verdict\nACCEPT — all criteria met\n',
    });
    const rounds = visualData(new EngagementModel(dir), [], [], 'plan').plan!.rounds;
    expect(rounds).toEqual([
      { n: 1, line: 3, verdict: 'REJECTED — crit-2: export drops rows', blockers: ['crit-2: export drops rows'] },
      { n: 2, line: 7, verdict: 'ACCEPT — all criteria met', blockers: [] },
    ]);
  });
});
