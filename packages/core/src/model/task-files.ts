/** A `files` entry as a path or folder prefix: globs count as the folder before the first wildcard. */
function footprint(raw: string): { path: string; folder: boolean } {
  let p = raw.trim().replace(/^\.\//, '').replace(/\\/g, '/');
  const glob = p.search(/[*?[{]/);
  if (glob >= 0) return { path: p.slice(0, p.lastIndexOf('/', glob) + 1), folder: true };
  const folder = p.endsWith('/');
  p = p.replace(/\/+$/, '');
  return { path: folder ? `${p}/` : p, folder };
}

/** Two task `files` entries overlap: the same file, or one inside the other's folder. */
export function taskFilesOverlap(a: string, b: string): boolean {
  const fa = footprint(a);
  const fb = footprint(b);
  if (fa.path === '' || fb.path === '') return true; // a bare `*` claims everything
  if (!fa.folder && !fb.folder) return fa.path === fb.path;
  if (fa.folder && fb.path.startsWith(fa.path)) return true;
  if (fb.folder && fa.path.startsWith(fb.path)) return true;
  return fa.path === fb.path.replace(/\/$/, '') || fb.path === fa.path.replace(/\/$/, '');
}
