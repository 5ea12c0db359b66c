/** A config key given twice, named in its error when it is a name: a config's other bytes are never echoed. */
/** What follows a duplicate-key error at `offset`: the key when it is a name, else nothing. */
export declare function repeatedKeyNamed(text: string, offset: number, container: 'object' | 'map'): string;
