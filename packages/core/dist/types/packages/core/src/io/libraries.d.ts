/** Libraries loaded on first use: they are not on the start-up path. */
type YamlModule = Record<string, unknown>;
/** The yaml library itself; every parse goes through io/yaml.ts, which holds a text to the limits first. */
export declare function loadYamlLibrary(): Promise<YamlModule>;
/** One error of a failed ajv validation. */
export interface AjvError {
    instancePath: string;
    keyword: string;
    params: Record<string, unknown>;
    message?: string;
}
/** A compiled schema: true when the data conforms, else `errors` says why. */
export interface AjvValidator {
    (data: unknown): boolean;
    errors?: AjvError[] | null;
}
export type AjvInstance = {
    compile(schema: object): AjvValidator;
};
/** A new ajv instance (draft-07) with the given options. */
export declare function newAjv(options: object): Promise<AjvInstance>;
export {};
