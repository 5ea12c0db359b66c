export declare function isProjectDocument(abs: string): boolean;
/**
 * A skill or prompt definition: YAML frontmatter naming it (`name:` and `description:`), as agent
 * skills open. It carries the protocol's templates, not a run of it.
 */
export declare function isSkillDefinition(head: string): boolean;
