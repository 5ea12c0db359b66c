/** Libraries loaded on first use: they are not on the start-up path. */
type YamlModule = typeof import('yaml');

/** The yaml library itself; every parse goes through io/yaml.ts, which holds a text to the limits first. */
export function loadYamlLibrary(): Promise<YamlModule> {
  return import('yaml');
}

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
export type AjvInstance = { compile(schema: object): AjvValidator };

/** A new ajv instance (draft-07) with the given options. */
export async function newAjv(options: object): Promise<AjvInstance> {
  // ajv is CommonJS: its module object is the class, which also carries itself as `default`.
  const { default: ajv } = await import('ajv');
  return new ajv.default(options) as unknown as AjvInstance;
}
