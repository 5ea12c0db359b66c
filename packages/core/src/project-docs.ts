import path from 'node:path';

/**
 * A project's own documentation by its conventional name (README, CHANGELOG, an agent's SKILL.md or
 * AGENTS.md): it may describe a contract or show a graph's template, but a glob over contracts or
 * transcripts leaves it out. Named outright it is linted as what it looks like.
 */
// README in any case; the others as the conventions write them, in capitals (`agents.yaml` or `changes.md` may be a target).
const DOCUMENT_NAME = /^(?:[Rr][Ee][Aa][Dd][Mm][Ee]|CHANGELOG|CHANGES|CONTRIBUTING|CODE_OF_CONDUCT|SECURITY|LICENSE|LICENCE|NOTICE|AUTHORS|SKILL|AGENTS|CLAUDE|GEMINI|copilot-instructions)(?:\.(?:md|markdown|txt|rst))?$/;
/** The folders agents keep their skills, commands and agent definitions in. */
const AGENT_CONFIG_FOLDER = /(?:^|[\\/])(?:skills|commands|agents)[\\/]/;

/** Documentation by its name alone: a conventional name, or a skill's SKILL.md in any case. */
export function isProjectDocument(abs: string): boolean {
  const name = path.basename(abs);
  return DOCUMENT_NAME.test(name) || /^skill\.md$/i.test(name);
}

/** A skill or command definition of an agent's own configuration, by where it is kept and how it opens. */
export function isAgentDefinition(abs: string, head: string): boolean {
  return AGENT_CONFIG_FOLDER.test(abs) && isSkillDefinition(head);
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
