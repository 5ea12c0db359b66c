/** Libraries loaded on first use: they are not on the start-up path. (The yaml library: io/yaml.ts.) */
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
