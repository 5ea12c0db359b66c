import path from 'node:path';
import { GIT_HAND_BYTES, type AttributeFile } from './git-files.js';
import { boundedText } from './io/bounded-file.js';
import { thousands } from './util.js';

/** Pattern-against-path tests past which git is not asked for the patch: about a second of git's time. */
export const MAX_ATTRIBUTE_TESTS = 10_000_000;
/**
 * The patterns of attribute files: lines not blank, not a comment, not a macro definition. The lookup
 * has checked each file (a regular file within GIT_HAND_BYTES), so each is read whole.
 */
export function attributePatterns(files: readonly AttributeFile[]): number {
  let n = 0;
  for (const { file } of files) {
    const text = boundedText(file, GIT_HAND_BYTES) ?? '';
    for (let at = 0; at < text.length; ) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      let i = at;
      while (i < end && (text[i] === ' ' || text[i] === '\t' || text[i] === '\r')) i++;
      if (i < end && text[i] !== '#' && !text.startsWith('[attr]', i)) n++;
      at = end + 1;
    }
  }
  return n;
}

/**
 * Why git's patch is not asked for: matching `patterns` against each of `changed` files passes
 * MAX_ATTRIBUTE_TESTS (git 2.39 cannot skip it). The files are named relative to `workTree`.
 */
export function attributesTooCostly(files: readonly AttributeFile[], patterns: number, changed: number, workTree: string | undefined): string | undefined {
  if (patterns * changed <= MAX_ATTRIBUTE_TESTS) return undefined;
  const names = files.map(({ file }) => (workTree ? path.relative(workTree, file) : file)).join(', ');
  return `git would match the ${thousands(patterns)} attribute patterns of ${names} against each of the ${thousands(changed)} changed files (over ${thousands(MAX_ATTRIBUTE_TESTS)} tests)`;
}
