/** Readings of a document worked out once per document and section reading: several rules ask the same one. */
import type { MarkdownDoc, SectionReading } from './document.js';

export function perDocument<T>(read: (doc: MarkdownDoc, reading: SectionReading) => T): (doc: MarkdownDoc, reading: SectionReading) => T {
  const caches: Record<SectionReading, WeakMap<MarkdownDoc, T>> = { reference: new WeakMap(), protocol: new WeakMap() };
  return (doc, reading) => {
    const cache = caches[reading];
    if (cache.has(doc)) return cache.get(doc)!;
    const value = read(doc, reading);
    cache.set(doc, value);
    return value;
  };
}
