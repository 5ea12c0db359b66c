import path from 'node:path';
import { definePack, type TargetProbe } from '@engagement-lint/core/kit';

/** The `state/` folder itself, named in place of the folder that holds it (the protocol's paths are `state/map.yaml` and so on). */
const isStateFolder = (t: TargetProbe) => path.basename(t.abs) === 'state' && t.isFile('map.yaml') && !t.exists('criteria.md');

export default definePack({
  id: 'epiphany',
  title: 'Epiphany state',
  target: 'folder',
  detect: (t) => t.exists('state/map.yaml') || isStateFolder(t),
  resolve: (t) => (isStateFolder(t) ? path.dirname(t.abs) : t.abs),
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-epiphany')).loadEpiphanyTarget(abs, opts),
  mainFile: ['state', 'map.yaml'],
  rules: async () => (await import('./index.js')).epiphanyRules,
});
