// js-yaml comes in through gray-matter, without types; the tests use it as the frontmatter parser.
declare module 'js-yaml' {
  const yaml: {
    load(text: string, options?: { schema?: unknown }): unknown;
    dump(value: unknown): string;
    JSON_SCHEMA: unknown;
  };
  export default yaml;
}
