import { definePack, isProjectDocument, looksLikeContract } from '@engagement-lint/core/kit';

export default definePack({
  id: 'contract',
  title: 'Delegation contract',
  target: 'file',
  detect: (t) => t.stat.isFile() && looksLikeContract(t.abs, t.head()),
  // A README that describes the contracts beside it is documentation, not one of them.
  globMatch: (t) => !isProjectDocument(t.abs),
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-contract')).loadContractTarget(abs, opts),
  rules: async () => (await import('./index.js')).contractRules,
});
