/** Names of specialists and validators as whole words of a text. */
/** Whether `text` holds `name` as a whole name (`dev-qa-engineer`, not `dev-qa-engineer-2`); an empty name is held by none. */
export declare function namesWhole(text: string, name: string): boolean;
