/** Libraries loaded on first use: they are not on the start-up path. */
type YamlModule = typeof import('yaml');
export declare function loadYamlLibrary(): Promise<YamlModule>;
export interface AjvValidator {
    (data: unknown): boolean;
    errors?: Array<{
        instancePath: string;
        keyword: string;
        params: Record<string, unknown>;
        message?: string;
    }> | null;
}
export type AjvInstance = {
    compile(schema: object): AjvValidator;
};
/** A new ajv instance (draft-07) with the given options. */
export declare function newAjv(options: object): Promise<AjvInstance>;
export {};
