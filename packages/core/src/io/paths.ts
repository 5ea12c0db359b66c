import path from 'node:path';

/** Whether `child` is `parent` or lies below it (both absolute and resolved the same way). */
export function pathInside(child: string, parent: string): boolean {
  return child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
}
