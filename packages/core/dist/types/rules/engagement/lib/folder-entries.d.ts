/** The top-level entries of an engagement folder: what the whitelist allows, and what tells a folder is an engagement (pack.ts). */
/** Top-level entries the protocol allows in engagement/ (the reference's whitelist). */
export declare const ENGAGEMENT_WHITELIST: ReadonlySet<string>;
/** Optional top-level files the protocol's tree lists that the reference's whitelist lacks. */
export declare const PROTOCOL_OPTIONAL: ReadonlySet<string>;
