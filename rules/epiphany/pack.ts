import path from 'node:path';
import { definePack, type TargetProbe } from '@engagement-lint/core/kit';

/**
 * Whether a folder holds Epiphany state files besides map.yaml: branches.json or evidence.jsonl
 * (an engagement never has these), so a state folder that lost its map is still linted as one
 * and told the map is missing.
 */
const stateFilesIn = (t: TargetProbe, dir: string) => t.isFile(`${dir}branches.json`) || t.isFile(`${dir}evidence.jsonl`);

/**
 * An engagement's own files: a folder holding one is an engagement (or an engagement's part), whatever
 * scratch notes it keeps under `state/`.
 */
const engagementFiles = (t: TargetProbe) => t.exists('criteria.md') || t.exists('handoff.md');

/**
 * scratch.md where the protocol keeps it, in a `state/` folder, with no engagement's files beside:
 * the controller may think through a subgoal (think_subgoal) before its first update_map, so a
 * state folder may hold scratch.md alone. A scratch.md elsewhere is any notes folder's.
 */
const scratchIn = (t: TargetProbe, dir: string) => t.isFile(`${dir}scratch.md`) && !engagementFiles(t);

/** The `state/` folder itself, named in place of the folder that holds it (the protocol's paths are `state/map.yaml` and so on). */
const isStateFolder = (t: TargetProbe) => path.basename(t.abs) === 'state' && (t.isFile('map.yaml') || stateFilesIn(t, '') || scratchIn(t, '')) && !t.exists('criteria.md');

export default definePack({
  id: 'epiphany',
  title: 'Epiphany state',
  target: 'folder',
  detect: (t) => t.exists('state/map.yaml') || stateFilesIn(t, 'state/') || scratchIn(t, 'state/') || isStateFolder(t),
  resolve: (t) => (isStateFolder(t) ? path.dirname(t.abs) : t.abs),
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-epiphany')).loadEpiphanyTarget(abs, opts),
  mainFile: ['state', 'map.yaml'],
  rules: async () => (await import('./index.js')).epiphanyRules,
});
