/** Documentation by its name alone: a conventional name, or a skill's SKILL.md in any case. */
export declare function isProjectDocument(abs: string): boolean;
/** A skill or command definition of an agent's own configuration, by where it is kept and how it opens. */
export declare function isAgentDefinition(abs: string, head: string): boolean;
/**
 * A skill or prompt definition: YAML frontmatter naming it (`name:` and `description:`), as agent
 * skills open. It carries the protocol's templates, not a run of it.
 */
export declare function isSkillDefinition(head: string): boolean;
