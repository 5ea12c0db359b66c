import { afterAll, describe, expect, it } from 'vitest';
import rule from '../../../rules/contract/contract-markdown-defaults.js';
import { DEFAULTS, cleanupContracts, forms, posIn, rendering, runContract, soloContract } from './helpers.js';

afterAll(cleanupContracts);

describe('contract-markdown-defaults', () => {
  it('passes a rendering with both default lines', async () => {
    const r = await runContract(rule, 'delegation-contract.md', rendering({ Autonomous: ['Exploration: read'], Defaults: DEFAULTS }));
    expect(r.status).toBe('pass');
  });

  it('accepts other wordings for the remaining domains', async () => {
    for (const others of ['All other domains: ask-before', 'Everything else: ask before', 'The rest — ask-before']) {
      const r = await runContract(rule, 'delegation-contract.md', rendering({ Defaults: ['Exploration: autonomous', others] }));
      expect(r.status, others).toBe('pass');
    }
  });

  it('fails a rendering without a Defaults section, pointing after the last section', async () => {
    const text = rendering({ Autonomous: ['Exploration: read'], 'Ask before': ['External (AlwaysAsk): push'] });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('the rendering has no **Defaults** section');
    expect(r.findings[0]).toMatchObject({ line: posIn(text, 'External (AlwaysAsk)').line + 1, column: 1 });
  });

  it('fails a Defaults section missing the line for the other domains, at its header', async () => {
    const text = rendering({ Autonomous: ['Exploration: read'], Defaults: ['Exploration: autonomous'] });
    const r = await runContract(rule, 'delegation-contract.md', text);
    expect(r.status).toBe('fail');
    expect(r.detail).toBe('**Defaults** has no line for Others');
    expect(r.findings[0]).toMatchObject(posIn(text, '**Defaults**'));
  });

  it('skips JSON and YAML contracts', async () => {
    for (const f of forms(soloContract())) expect((await runContract(rule, f.name, f.text)).status).toBe('skip');
  });

  it('skips an empty markdown file without crashing', async () => {
    const r = await runContract(rule, 'delegation-contract.md', '');
    expect(r.status).toBe('skip');
  });
});
