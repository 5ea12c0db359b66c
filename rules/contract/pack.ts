import path from 'node:path';
import { definePack, isProjectDocument, looksLikeContract, type TargetProbe } from '@engagement-lint/core/kit';

/** The names a contract file is known by without reading it (a `*.dc.json` needs a listing to find). */
const CONTRACT_FILES = ['delegation-contract.yaml', 'delegation-contract.yml', 'delegation-contract.json', 'delegation-contract.md'];

/**
 * The contract files a folder holds by those names, when it holds no other kind's files: an
 * engagement's criteria.md or handoff.md, an `engagement/` or an Epiphany `state/` folder. Such a
 * folder, named as a target, stands for its contract, as a project folder stands for its engagement.
 */
function contractsIn(t: TargetProbe): string[] {
  if (!t.stat.isDirectory() || ['criteria.md', 'handoff.md', 'engagement', 'state'].some((name) => t.exists(name))) return [];
  return CONTRACT_FILES.filter((name) => t.isFile(name));
}

export default definePack({
  id: 'contract',
  title: 'Delegation contract',
  target: 'file',
  detect: (t) => (t.stat.isFile() ? looksLikeContract(t.abs, t.head()) : contractsIn(t).length > 0),
  // A README that describes the contracts beside it is documentation, not one of them; a folder a
  // glob matches is left to the contract files in it.
  globMatch: (t) => t.stat.isFile() && !isProjectDocument(t.abs),
  filesIn: contractsIn,
  // A folder holding one contract is that contract; with several, none is chosen (the folder is refused: name the file).
  resolve: (t) => {
    const found = contractsIn(t);
    return found.length === 1 ? path.join(t.abs, found[0]!) : t.abs;
  },
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-contract')).loadContractTarget(abs, opts),
  rules: async () => (await import('./index.js')).contractRules,
});
