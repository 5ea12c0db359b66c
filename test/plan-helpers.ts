/** Builders for engagement plan fixtures: task files and tasks/INDEX.md. */

export interface TaskSpec {
  id?: string;
  owner?: string;
  wave?: string | number;
  files?: string[];
  crit_refs?: string[];
}

/** A task file with its fields in YAML frontmatter (block lists). */
export function taskFile(t: TaskSpec, body = '# Task\n\nDo the thing.\n'): string {
  const lines = ['---'];
  if (t.id !== undefined) lines.push(`id: ${t.id}`);
  if (t.owner !== undefined) lines.push(`owner: ${t.owner}`);
  if (t.wave !== undefined) lines.push(`wave: ${t.wave}`);
  if (t.files !== undefined) lines.push('files:', ...t.files.map((f) => `  - ${f}`));
  if (t.crit_refs !== undefined) lines.push(`crit_refs: [${t.crit_refs.join(', ')}]`);
  lines.push('---');
  return `${lines.join('\n')}\n${body}`;
}

/** A task file with its fields as `field:` lines of the body. */
export function taskBody(t: TaskSpec): string {
  const lines = ['# Task'];
  if (t.id !== undefined) lines.push(`- **id**: ${t.id}`);
  if (t.owner !== undefined) lines.push(`- **owner**: ${t.owner}`);
  if (t.wave !== undefined) lines.push(`- **wave**: ${t.wave}`);
  if (t.files !== undefined) lines.push(`- **files**: ${t.files.map((f) => `\`${f}\``).join(', ')}`);
  if (t.crit_refs !== undefined) lines.push(`- **crit_refs**: ${t.crit_refs.join(', ')}`);
  return `${lines.join('\n')}\n\n## Steps\n- do it\n`;
}

/** tasks/INDEX.md with one `## Wave N` heading per wave and one line per task. */
export function tasksIndex(waves: Record<string, Array<{ id: string; owner: string; crit: string[] }>>): string {
  const out = ['# Tasks index', ''];
  for (const [wave, tasks] of Object.entries(waves)) {
    out.push(`## Wave ${wave}`, '');
    for (const t of tasks) out.push(`- ${t.id} — ${t.owner} — ${t.crit.join(', ')}`);
    out.push('');
  }
  return out.join('\n');
}

/** A criteria.md body with Deliverables and Done-when bullets. */
export function criteriaBody(deliverables: string[], doneWhen: string[]): string {
  return `# Acceptance criteria\n\n## Scope\nA thing.\n\n## Deliverables expected\n${deliverables.map((d) => `- ${d}`).join('\n')}\n\n## Done when\n${doneWhen.map((d) => `- ${d}`).join('\n')}\n\n## Explicitly out of scope\n- mobile\n`;
}
