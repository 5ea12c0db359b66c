/**
 * `s` with control characters made visible. Tabs stay; line feeds stay unless
 * `oneLine` (a line of terminal output, where a line feed could forge the
 * lines after it).
 */
export declare function escapeControls(s: string, opts?: {
    oneLine?: boolean;
}): string;
