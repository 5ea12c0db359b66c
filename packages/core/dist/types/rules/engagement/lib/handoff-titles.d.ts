/**
 * Whether a plain title is English: ASCII letters only, and no word of another language's (`Resumen de cambios`,
 * `Cambios`, `Zusammenfassung` are not; `Background`, `Open questions` are).
 */
export declare function englishTitle(title: string): boolean;
/** Whether a title holds section `n`'s English title anywhere: `Resumen del diff (Diff summary)` is §1's. */
export declare const holdsTitle: (title: string, n: number) => boolean;
/** Whether a title holds another section's English title anywhere (`Resumen (Validation log)` for §1), and not its own. */
export declare const holdsAnother: (title: string, n: number) => boolean;
