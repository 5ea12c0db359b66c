import { definePack, looksLikeContract } from '@engagement-lint/core/kit';

export default definePack({
  id: 'contract',
  title: 'Delegation contract',
  target: 'file',
  detect: (t) => t.stat.isFile() && looksLikeContract(t.abs, t.head()),
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-contract')).loadContractTarget(abs, opts),
  rules: async () => (await import('./index.js')).contractRules,
});
