import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * sha256 over every entry below `dir` (hidden ones and `.git/` included):
 * paths, kinds, modes, sizes, mtimes and bytes. Equal before and after a run
 * means the run wrote nothing there.
 */
export function treeHash(dir: string): string {
  const hash = crypto.createHash('sha256');
  const visit = (d: string) => {
    for (const name of fs.readdirSync(d).sort()) {
      const abs = path.join(d, name);
      const st = fs.lstatSync(abs);
      hash.update(`${path.relative(dir, abs)}\0${st.mode}\0${st.size}\0${st.mtimeMs}\0`);
      if (st.isSymbolicLink()) hash.update(fs.readlinkSync(abs));
      else if (st.isDirectory()) visit(abs);
      else if (st.isFile()) hash.update(fs.readFileSync(abs));
    }
  };
  visit(dir);
  return hash.digest('hex');
}
