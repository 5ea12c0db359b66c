import fs from 'node:fs';
import type { Listing } from './entries.js';

const ASCII_ONLY = /^[\x20-\x7e]*$/;

/** An ASCII name with its letters' case swapped, when it has a letter; else undefined. */
function swapCase(name: string): string | undefined {
  if (!ASCII_ONLY.test(name) || !/[A-Za-z]/.test(name)) return undefined;
  return name.replace(/[A-Za-z]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));
}

/**
 * Whether a folder's file system tells names apart by case, learnt from one of its entries (one lstat per
 * folder). A name its whole listing lacks is then missing without asking the path: a handoff citing
 * 60,000 missing files in one folder costs one lstat, not 60,000.
 */
export class FolderCase {
  /** Per folder: true when it tells case, false when not, undefined when no entry could tell. */
  private readonly told = new Map<string, boolean | undefined>();

  constructor(private readonly absOf: (norm: string) => string) {}

  /**
   * Whether `norm`, missing from `parent`'s listing, is missing: the listing is whole, the name is ASCII (no
   * Unicode normalisation can make it another name) and the folder tells case.
   */
  tells(parent: string, listing: Listing | null | undefined, norm: string): boolean {
    if (!listing || listing.cut || !ASCII_ONLY.test(norm)) return false;
    if (!this.told.has(parent)) this.told.set(parent, this.learn(parent, listing));
    return this.told.get(parent) === true;
  }

  private learn(parent: string, listing: Listing): boolean | undefined {
    let swapped: string | undefined;
    for (const e of listing.entries) {
      const n = swapCase(e.name);
      if (n !== undefined && !listing.byName.has(n)) {
        swapped = n;
        break;
      }
    }
    if (swapped === undefined) return undefined;
    try {
      return !fs.lstatSync(this.absOf(parent === '' ? swapped : `${parent}/${swapped}`), { throwIfNoEntry: false });
    } catch {
      return undefined;
    }
  }
}
