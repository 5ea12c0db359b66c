import path from 'node:path';
import { definePack, isContractFileName, isProjectDocument, looksLikeContract, type TargetProbe } from '@engagement-lint/core/kit';

/** The protocol's names of a contract file, looked up by name where a folder is too big to list. */
const CONTRACT_FILES = ['delegation-contract.yaml', 'delegation-contract.yml', 'delegation-contract.json', 'delegation-contract.md'];

/** Files of an Epiphany `state/` folder named itself (an engagement's are checked for every folder). */
const STATE_FILES = ['map.yaml', 'branches.json', 'evidence.jsonl', 'scratch.md'];

/** Whether a folder holds another kind's files: an engagement's, an `engagement/` or `state/` folder, or is an Epiphany `state/`. */
const holdsOtherKind = (t: TargetProbe) =>
  ['criteria.md', 'handoff.md', 'engagement', 'state'].some((name) => t.exists(name)) || (path.basename(t.abs) === 'state' && STATE_FILES.some((name) => t.isFile(name)));

/** The protocol's names first, in their order, then the others by name: a refusal names them the same way every time. */
const rank = (name: string) => {
  const at = CONTRACT_FILES.indexOf(name.toLowerCase());
  return at < 0 ? CONTRACT_FILES.length : at;
};
const inOrder = (a: string, b: string) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The contract files a folder holds, by the names a contract file is known by without reading it
 * (isContractFileName: `*.dc.json`, `*.dc.yaml`, `*.dc.yml`, `delegation-contract.{yaml,yml,json,md}`),
 * when it holds no other kind's files. Such a folder, named as a target, stands for its contract,
 * as a project folder stands for its engagement. A file counts as the probe's `isFile` says: a
 * symbolic link only where it leads inside the root the target is read from.
 * A folder of more entries than the probe lists (MAX_PROBE_ENTRIES) is not decided by its listing:
 * a second contract could be past the part seen, so only the protocol's own names are looked up
 * there, and a `*.dc.json` among thousands of other files leaves the folder what it was (an engagement).
 */
function contractsIn(t: TargetProbe): string[] {
  if (!t.stat.isDirectory() || holdsOtherKind(t)) return [];
  const names = t.entries();
  if (names === undefined) return CONTRACT_FILES.filter((name) => t.isFile(name));
  return names.filter((name) => isContractFileName(name) && t.isFile(name)).sort(inOrder);
}

export default definePack({
  id: 'contract',
  title: 'Delegation contract',
  target: 'file',
  detect: (t) => (t.stat.isFile() ? looksLikeContract(t.abs, t.head()) : contractsIn(t).length > 0),
  // A README that describes the contracts beside it is documentation, not one of them. A folder a glob
  // matches (`services/*`) stands for its one contract, as when it is named; one of several is left to
  // the contract files in it, which a glob reaching them names (`services/*/*.dc.yaml`).
  globMatch: (t) => (t.stat.isFile() ? !isProjectDocument(t.abs) : contractsIn(t).length === 1),
  filesIn: contractsIn,
  // A folder holding one contract is that contract; with several, none is chosen (the folder is refused: name the file).
  resolve: (t) => {
    const found = contractsIn(t);
    return found.length === 1 ? path.join(t.abs, found[0]!) : t.abs;
  },
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-contract')).loadContractTarget(abs, opts),
  rules: async () => (await import('./index.js')).contractRules,
});
