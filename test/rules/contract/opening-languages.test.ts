/**
 * A rendering may open in its user's language and keep the protocol's English section labels
 * («Вот контракт делегирования для этой задачи:»): that line is the contract's opening line as the
 * English one is, for where the contract starts and for the contract shown again after its choices.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MD, cleanupContracts, loadContract } from './helpers.js';

afterAll(cleanupContracts);

const OPTIONS = 'Options:\n1. **Approve** — apply this contract\n2. **Adjust** — I\'d like to change something\n3. **withdraw** — exit with partial contract (calibrated domains apply, uncalibrated use defaults)\n';
const body = (response: string) => `**${response}**:\n- FileModification: правлю \`Makefile\`\n\n**Defaults**:\n- Exploration: autonomous (read-only, inherently safe)\n- Others: ask-before\n`;

describe('an opening line in another language', () => {
  it('is the contract\'s opening line', () => {
    const text = `Заметки к задаче.\n\nВот контракт делегирования для этой задачи:\n\n${body('Autonomous')}`;
    expect(loadContract(MD, text).markdown?.intro).toEqual({ line: 3, column: 1 });
  });

  it('opens the contract shown again, after its choices or without them, which is the one read', () => {
    const text = `Вот контракт делегирования для этой задачи:\n\n${body('Autonomous')}\n${OPTIONS}\nПользователь: Adjust — правки Makefile только с вопросом.\n\nВот обновлённый контракт делегирования:\n\n${body('Ask before')}\n${OPTIONS}`;
    const m = loadContract(MD, text);
    expect(m.markdown?.renderings).toBe(2);
    expect((m.data as { how_much: unknown }).how_much).toEqual({ FileModification: 'AskBefore' });
    // With no choices between, the opening line before a repeated section starts the contract shown again.
    const again = loadContract(MD, `Вот контракт делегирования для этой задачи:\n\n${body('Autonomous')}\nВот обновлённый контракт делегирования:\n\n${body('Ask before')}`);
    expect([again.markdown?.renderings, (again.data as { how_much: unknown }).how_much, again.problems]).toEqual([2, { FileModification: 'AskBefore' }, []]);
  });

});
