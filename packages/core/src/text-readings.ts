/**
 * Readings of texts by the text itself, for files that may repeat one line thousands of times: each distinct
 * text is read once. Past `cap` distinct texts no more are kept, so a file of distinct lines costs a lookup
 * per line and no more memory.
 */
export class TextReadings<T> {
  private readonly kept = new Map<string, T>();
  /** The text asked last and its reading: a run of one repeated line is answered without hashing each copy. */
  private lastText: string | undefined;
  private lastValue: T | undefined;

  constructor(private readonly cap = 1024) {}

  /** The reading of `text`: kept, or `read` now (a reader gives one text one reading: the first is kept). */
  of(text: string, read: (text: string) => T): T {
    if (this.lastText === text) return this.lastValue as T;
    let value: T;
    if (this.kept.has(text)) value = this.kept.get(text)!;
    else {
      value = read(text);
      if (this.kept.size >= this.cap) return value;
      this.kept.set(text, value);
    }
    this.lastText = text;
    this.lastValue = value;
    return value;
  }
}
