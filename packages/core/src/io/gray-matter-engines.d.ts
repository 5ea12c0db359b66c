// gray-matter's engines module has no types of its own.
declare module 'gray-matter/lib/engines.js' {
  const engines: { yaml: { parse(text: string): unknown } };
  export default engines;
}
