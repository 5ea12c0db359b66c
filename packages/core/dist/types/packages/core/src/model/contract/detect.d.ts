import { type ContractFormat } from './types.js';
/** Format of a contract file: by extension, else by content. */
export declare function contractFormatOf(rel: string, head: string): ContractFormat;
/**
 * A contract rendering: the phrase "delegation contract" (CONTRACT_PHRASE, in another language
 * too: «Вот контракт делегирования для этой задачи:») and a section label, or, without the
 * phrase (a rendering under its task's own heading, or in another language, keeps the English
 * labels), three different section labels at line starts: a note naming one or two is not a contract.
 * A label is what the reader opens a section at (opensSection): a bold label, its description
 * possibly inside the bold, emoji before it or inside it (`✅ **Autonomous**`, `**🟢 Autonomous**`),
 * or a heading naming exactly one section (ATX or Setext); behind a block quote's `> ` too.
 */
export declare function looksLikeContractMarkdown(head: string): boolean;
/** The 1-based line of the section label that makes `text` a contract rendering (looksLikeContractMarkdown), if any. */
export declare function contractRenderingLine(text: string): number | undefined;
/**
 * Whether a file is a delegation contract: by name (`*.dc.json`, `*.dc.yaml`,
 * `*.dc.yml`, `delegation-contract.{json,yaml,yml,md}`) or by its first 4 KB
 * (`head`): the markdown rendering, or JSON/YAML with `how_much` and `what`
 * or `mode` keys.
 */
export declare function looksLikeContract(abs: string, head: string): boolean;
