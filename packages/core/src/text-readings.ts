/**
 * Readings of texts by the text itself, for files that may repeat one line thousands of times: each distinct
 * text is read once. Past `cap` distinct texts no more are kept, so a file of distinct lines costs a lookup
 * per line and no more memory.
 */
export class TextReadings<T> {
  private readonly kept = new Map<string, T>();

  constructor(private readonly cap = 1024) {}

  /** The reading of `text`: kept, or `read` now (a reader gives one text one reading: the first is kept). */
  of(text: string, read: (text: string) => T): T {
    if (this.kept.has(text)) return this.kept.get(text)!;
    const value = read(text);
    if (this.kept.size < this.cap) this.kept.set(text, value);
    return value;
  }
}
