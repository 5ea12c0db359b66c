import fs from 'node:fs';
import path from 'node:path';
import { definePack } from '@engagement-lint/core/kit';

export default definePack({
  id: 'epiphany',
  title: 'Epiphany state',
  target: 'folder',
  detect: (t) => t.stat.isDirectory() && fs.existsSync(path.join(t.abs, 'state', 'map.yaml')),
  load: async (abs) => (await import('@engagement-lint/core/kit-epiphany')).loadEpiphanyTarget(abs),
  mainFile: ['state', 'map.yaml'],
  rules: async () => (await import('./index.js')).epiphanyRules,
});
