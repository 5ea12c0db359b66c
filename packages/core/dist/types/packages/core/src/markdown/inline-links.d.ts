/**
 * Which characters of `text` are link syntax and render as nothing (1), undefined when none is (no
 * `[` or `<`, or none making a link). A link's text and an image's alt text are kept; its brackets,
 * destination, title and label are not. A link inside another's text leaves the outer one literal, as
 * CommonMark reads it.
 */
export declare function linkSyntax(text: string): Uint8Array | undefined;
/**
 * Whether a paragraph's line is a link reference definition on one line, `[label]: url "title"`:
 * markdown renders it as nothing. Read with indexOf, not a regex over the blanks: linear.
 */
export declare function isDefinition(line: string): boolean;
