import path from 'node:path';

/**
 * A project's own documentation by its conventional name (README, CHANGELOG, an agent's SKILL.md or
 * AGENTS.md): it may describe a contract or show a graph's template, but a glob over contracts or
 * transcripts leaves it out. Named outright it is linted as what it looks like.
 */
const DOCUMENT_NAME = /^(?:readme|changelog|changes|contributing|code_of_conduct|security|license|licence|notice|authors|skill|agents|claude|gemini|copilot-instructions)(?:\.[a-z]{1,4})?(?:\.(?:md|markdown|txt|rst))?$/i;

export function isProjectDocument(abs: string): boolean {
  return DOCUMENT_NAME.test(path.basename(abs));
}

/**
 * A skill or prompt definition: YAML frontmatter naming it (`name:` and `description:`), as agent
 * skills open. It carries the protocol's templates, not a run of it.
 */
export function isSkillDefinition(head: string): boolean {
  const text = head.replace(/^\uFEFF/, '');
  // The frontmatter may follow a short preamble line or two (a served copy's header).
  const open = /^(?:[^\n]{0,200}\n){0,6}?---\r?\n/.exec(text);
  if (!open) return false;
  const end = text.indexOf('\n---', open[0].length - 1);
  if (end < 0 || end - open[0].length > 8192) return false;
  const front = text.slice(open[0].length, end);
  return /^name:[ \t]*\S/m.test(front) && /^description:/m.test(front);
}
