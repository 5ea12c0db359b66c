import { definePack } from '@engagement-lint/core/kit';

export default definePack({
  id: 'epiphany',
  title: 'Epiphany state',
  target: 'folder',
  detect: (t) => t.exists('state/map.yaml'),
  load: async (abs) => (await import('@engagement-lint/core/kit-epiphany')).loadEpiphanyTarget(abs),
  mainFile: ['state', 'map.yaml'],
  rules: async () => (await import('./index.js')).epiphanyRules,
});
