import { definePack } from '@engagement-lint/core/kit';

export default definePack({
  id: 'epiphany',
  title: 'Epiphany state',
  target: 'folder',
  detect: (t) => t.exists('state/map.yaml'),
  load: async (abs, opts) => (await import('@engagement-lint/core/kit-epiphany')).loadEpiphanyTarget(abs, opts),
  mainFile: ['state', 'map.yaml'],
  rules: async () => (await import('./index.js')).epiphanyRules,
});
