// The files a repository's config includes (`[include] path`, `[includeIf "…"] path`), looked at
// before git runs: git reads each of them as it reads the config, so a FIFO there holds git until
// its timeout and /dev/zero or a huge file fills its memory. An include may lead anywhere (a
// ~/.gitconfig-work is ordinary); what it leads to must be a regular file of a bounded size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { specialKind } from './util.js';
import { lstatOrUndefined, statOrUndefined } from './io/paths.js';
import { readBounded, sizeText } from './io/bounded-file.js';
import { MAX_FILE_BYTES } from './io/text.js';

/** How deep git follows includes (its own limit: past it git stops with an error, reading nothing more). */
export const MAX_INCLUDE_DEPTH = 10;
/** Included files looked at, at most, and their bytes read in all: past either the includes are a problem. */
const MAX_INCLUDED_FILES = 100;
const MAX_INCLUDED_BYTES = 4 * 1024 * 1024;
/**
 * Largest config looked through for its includes, and largest included file: configs are a few
 * lines, and reading one value of 16 MiB character by character took seconds and gigabytes.
 */
const MAX_PARSED_CONFIG = 1024 * 1024;
/** The prefixes git is commonly built with, for `%(prefix)/` (a path git makes relative to its own install). */
const GIT_PREFIXES = ['/usr', '/usr/local', '/opt/homebrew', '/opt/local'];

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\v' || c === '\f';
const isAlpha = (c: string) => (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
const isKeyChar = (c: string) => isAlpha(c) || (c >= '0' && c <= '9') || c === '-';

/**
 * The values of `include.path` and `includeIf.<condition>.path` in a config file's text, in order,
 * parsed as git parses a config (config.c): one pass over the characters, no regular expression.
 * Section and key names are case-insensitive; `[section "sub"]` and the old `[section.sub]` both
 * name a subsection; a value may be quoted, escaped, continued with a backslash and followed by a
 * `;` or `#` comment. Every includeIf is taken, whatever its condition (it may hold). At a line git
 * refuses, git stops with an error: the values before it are those git would have followed.
 */
export function includePaths(text: string): string[] {
  const found: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  // git reads "\r\n" as "\n"; the end of the text as a last "\n".
  const next = (): string => {
    if (i >= text.length) {
      i++;
      return '\n';
    }
    const c = text[i++]!;
    if (c === '\r' && text[i] === '\n') {
      i++;
      return '\n';
    }
    return c;
  };
  const atEnd = () => i > text.length;
  let section = '';
  let comment = false;
  for (;;) {
    const c = next();
    if (c === '\n') {
      if (atEnd()) return found;
      comment = false;
      continue;
    }
    if (comment || isSpace(c)) continue;
    if (c === '#' || c === ';') {
      comment = true;
      continue;
    }
    if (c === '[') {
      const header = sectionHeader(next);
      if (header === undefined) return found;
      section = header;
      continue;
    }
    if (!isAlpha(c)) return found;
    let key = c.toLowerCase();
    let k = next();
    while (!atEnd() && isKeyChar(k)) {
      key += k.toLowerCase();
      k = next();
    }
    while (k === ' ' || k === '\t') k = next();
    if (k === '\n') continue; // A key with no `=`: a boolean, no path to include.
    if (k !== '=') return found;
    const value = configValue(next);
    if (value === undefined) return found;
    if (key === 'path' && (section === 'include' || section.startsWith('includeif.'))) found.push(value);
  }
}

/** A section header after its `[`, lowercased, its subsection after a dot (`includeif.gitdir:~/work/`); undefined when git refuses it. */
function sectionHeader(next: () => string): string | undefined {
  let name = '';
  for (;;) {
    let c = next();
    if (c === ']') return name;
    if (c === '\n') return undefined;
    if (isSpace(c)) {
      while (isSpace(c)) {
        if (c === '\n') return undefined;
        c = next();
      }
      if (c !== '"') return undefined;
      let sub = '';
      for (;;) {
        c = next();
        if (c === '\n') return undefined;
        if (c === '"') break;
        if (c === '\\') {
          c = next();
          if (c === '\n') return undefined;
        }
        sub += c;
      }
      return next() === ']' ? `${name}.${sub}` : undefined;
    }
    if (!isKeyChar(c) && c !== '.') return undefined;
    name += c.toLowerCase();
  }
}

/** A value after its `=`, up to its line's end, as git reads it; undefined when git refuses it (an open quote, an unknown escape). */
function configValue(next: () => string): string | undefined {
  let value = '';
  let quote = false;
  let comment = false;
  let spaces = 0;
  for (;;) {
    let c = next();
    if (c === '\n') return quote ? undefined : value;
    if (comment) continue;
    if (isSpace(c) && !quote) {
      if (value) spaces++;
      continue;
    }
    if (!quote && (c === ';' || c === '#')) {
      comment = true;
      continue;
    }
    value += ' '.repeat(spaces);
    spaces = 0;
    if (c === '\\') {
      c = next();
      if (c === '\n') continue;
      const escaped = ({ t: '\t', b: '\b', n: '\n', '\\': '\\', '"': '"' } as Record<string, string>)[c];
      if (escaped === undefined) return undefined;
      value += escaped;
      continue;
    }
    if (c === '"') {
      quote = !quote;
      continue;
    }
    value += c;
  }
}

/** A user's home folder as getpwnam gives it, from /etc/passwd (or the running user's own). */
function userHome(user: string): string | undefined {
  try {
    const self = os.userInfo();
    if (self.username === user) return self.homedir;
  } catch {
    // No passwd entry for the running user: looked up in the file like any other.
  }
  const passwd = readBounded('/etc/passwd', MAX_FILE_BYTES);
  if (!passwd || !('text' in passwd)) return undefined;
  for (const line of passwd.text.split('\n')) {
    const fields = line.split(':');
    if (fields[0] === user && fields.length >= 7) return fields[5];
  }
  return undefined;
}

/**
 * The files an include's value names, as git resolves it (interpolate_path): `~/` is $HOME, `~user/`
 * that user's home, `%(prefix)/` git's install prefix (each common one, since which git runs is not
 * known here), a relative path is relative to the folder of the config file naming it; joined as
 * text, never normalized (`..` after a symlink is the kernel's to resolve). A string
 * instead when the path cannot be resolved here but might be by git; [] when git could not either.
 */
export function includeTargets(value: string, configFile: string): string[] | string {
  if (!value) return [];
  if (value.startsWith('%(prefix)/')) return GIT_PREFIXES.map((p) => `${p}/${value.slice('%(prefix)/'.length)}`);
  let expanded = value;
  if (value.startsWith('~')) {
    const slash = value.indexOf('/');
    const user = slash < 0 ? value.slice(1) : value.slice(1, slash);
    const rest = slash < 0 ? '' : value.slice(slash);
    const home = user ? userHome(user) : process.env['HOME'];
    // No $HOME: git stops with an error. An unknown user may still be known to git (through NSS).
    if (home === undefined) return user ? `${configFile} includes ${value}, whose user's home folder is not known here` : [];
    expanded = home + rest;
  }
  // Joined, not normalized, as git joins it: `link/../x` is where the kernel takes it, past the symlink.
  return [path.isAbsolute(expanded) ? expanded : `${path.dirname(configFile)}/${expanded}`];
}

/**
 * What git would meet reading `target`, included by `configFile`: followed through symlinks, it must
 * be a regular file of at most `cap` bytes (a missing one git passes over, a folder it refuses
 * without reading). Its text when it is one; read with bounds, through one descriptor that no
 * FIFO holds.
 */
function includedFile(configFile: string, target: string, cap: number): { text: string } | { problem: string } | undefined {
  const st = statOrUndefined(target);
  if (!st || st.isDirectory()) return undefined;
  const said = `${configFile} includes ${target}, which is`;
  if (!st.isFile()) {
    const link = lstatOrUndefined(target)?.isSymbolicLink() ? `a symlink to ${realpathOrTarget(target)}, ` : '';
    return { problem: `${said} ${link}${specialKind(st)}` };
  }
  if (st.size > cap) return { problem: `${said} ${sizeText(st.size)}, over the limit of ${sizeText(cap)}` };
  const read = readBounded(target, cap);
  if (!read) return undefined;
  if ('problem' in read) return { problem: `${configFile} includes ${target}: ${read.problem}` };
  // A file of /proc says it is empty, yet reads on and on: git would read it whole.
  if (st.size === 0 && read.text.length > 0) return { problem: `${said} a file that reads past its size of 0 bytes (such as one of /proc)` };
  return read;
}

function realpathOrTarget(file: string): string {
  try {
    return fs.realpathSync(file);
  } catch {
    return file;
  }
}

/**
 * Why git must not read the config files `configFiles` (each already looked at: regular, at most
 * `cap` bytes): a file one of them includes, or one included by that one, down to git's depth, that
 * is a FIFO, a socket, a device, over `cap` or endless to read, named with the file including it.
 * Breadth first, each file read once (a loop of includes ends there), at most MAX_INCLUDED_FILES
 * files and MAX_INCLUDED_BYTES in all.
 */
export function includesProblem(configFiles: readonly string[], cap: number = MAX_FILE_BYTES): string | undefined {
  const seen = new Set<string>();
  let level: Array<{ file: string; text: string }> = [];
  for (const file of configFiles) {
    if (seen.has(file)) continue;
    seen.add(file);
    const read = readBounded(file, cap);
    if (read && 'problem' in read) return read.problem;
    if (read) level.push({ file, text: read.text });
  }
  let files = 0;
  let bytes = 0;
  for (let depth = 1; depth <= MAX_INCLUDE_DEPTH && level.length; depth++) {
    const nextLevel: Array<{ file: string; text: string }> = [];
    for (const { file, text } of level) {
      // Most configs include nothing: not parsed at all.
      if (!/include/i.test(text)) continue;
      if (text.length > MAX_PARSED_CONFIG) return `${file} is ${sizeText(text.length)} and names includes, over the ${sizeText(MAX_PARSED_CONFIG)} a config is looked through for them`;
      for (const value of includePaths(text)) {
        const targets = includeTargets(value, file);
        if (typeof targets === 'string') return targets;
        for (const target of targets) {
          if (seen.has(target)) continue;
          seen.add(target);
          if (++files > MAX_INCLUDED_FILES) return `${file} is one of over ${MAX_INCLUDED_FILES} config files included for git to read`;
          const read = includedFile(file, target, Math.min(cap, MAX_PARSED_CONFIG));
          if (read && 'problem' in read) return read.problem;
          if (!read) continue;
          bytes += read.text.length;
          if (bytes > MAX_INCLUDED_BYTES) return `${file} includes ${target}, past ${sizeText(MAX_INCLUDED_BYTES)} of included config for git to read`;
          nextLevel.push({ file: target, text: read.text });
        }
      }
    }
    level = nextLevel;
  }
  return undefined;
}
