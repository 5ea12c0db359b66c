/**
 * Libraries loaded on first use (they are not on the start-up path). Bundled,
 * their CommonJS builds arrive under `default`; these unwrap it once.
 */
type YamlModule = typeof import('yaml');
let yaml: Promise<YamlModule> | undefined;

export function loadYamlLibrary(): Promise<YamlModule> {
  return (yaml ??= import('yaml').then((m) => ((m as { LineCounter?: unknown }).LineCounter ? m : (m as unknown as { default: YamlModule }).default)));
}

export interface AjvValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; params: Record<string, unknown>; message?: string }> | null;
}
export type AjvInstance = { compile(schema: object): AjvValidator };

/** A new ajv instance (draft-07) with the given options. */
export async function newAjv(options: object): Promise<AjvInstance> {
  const mod = (await import('ajv')) as unknown as { default: unknown };
  const Ctor = ((mod.default as { default?: unknown }).default ?? mod.default) as new (o: object) => AjvInstance;
  return new Ctor(options);
}
