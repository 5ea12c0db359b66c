import { dangerOpApprovedIds, defineRule, list, parseUnifiedDiffText, type EngagementModel, type Finding } from '@engagement-lint/core/kit';

// Gaps inside one statement are bounded ({0,300}): keeps scanning linear on pathological lines.
interface Op {
  id: string;
  what: string;
  res: RegExp[];
  /** Not dangerous when the rest of the line (from the match) matches. */
  unless?: RegExp;
}

const OPS: Op[] = [
  { id: 'sql-drop-table', what: 'DROP TABLE loses data irreversibly', res: [/\bDROP\s+TABLE\b/i, /\bop\.drop_table\s*\(/] },
  { id: 'sql-drop-column', what: 'DROP COLUMN deletes column data', res: [/\bALTER\s+TABLE\b[^;]{0,300}?\bDROP\s+COLUMN\b/i, /\bop\.drop_column\s*\(/] },
  // Lowercase "truncate the string" is prose; SQL writes TRUNCATE x or truncate table x.
  { id: 'sql-truncate', what: 'TRUNCATE clears a table', res: [/\btruncate\s+table\s+\S/i, /\bTRUNCATE\s+[\w."`]+/] },
  {
    id: 'sql-delete-without-where',
    what: 'DELETE FROM without WHERE wipes a whole table',
    res: [/\bdelete\s+from\s+[\w."`]+\s*(?:;|\)|returning\b)/i, /\bDELETE\s+FROM\s+[\w."`]+\s*$/],
    unless: /\bWHERE\b/i,
  },
  {
    id: 'sql-alter-column-lossy',
    what: 'ALTER COLUMN ... TYPE narrows the column (lossy cast)',
    res: [/\bALTER\s+(?:TABLE\s+[\w."`]+\s+)?ALTER\s+COLUMN\b[^;]{0,300}?\bTYPE\s+(?:(?:var)?char\s*\(\s*\d{1,2}\s*\)|int(?:eger)?\b|smallint\b)/i],
  },
  { id: 'git-force-push', what: 'force-push rewrites remote history', res: [/\bgit\s+push\b[^&|;\n]{0,300}?\s(?:--force(?:-with-lease)?\b|-f\b)/] },
  { id: 'git-reset-hard', what: 'git reset --hard discards work', res: [/\bgit\s+reset\s+--hard\b/] },
  {
    id: 'fs-rm-rf-shared',
    what: 'recursive delete of a root, home or parent path',
    res: [/\brm\s+(?:-[a-z]*(?:r[a-z]*f|f[a-z]*r)[a-z]*|-r\s+-f|-f\s+-r|--recursive\s+--force|--force\s+--recursive)\s+["']?(?:\/|~|\$HOME\b|\$\{HOME\}|\.\.)/i],
  },
  { id: 'terraform-destroy', what: 'terraform destroy tears down infrastructure', res: [/\bterraform\s+(?:destroy\b|apply\b[^|;&\n]{0,300}?\s-destroy\b)/] },
  {
    id: 'kubectl-delete-prod-ns',
    what: 'kubectl delete in a production namespace',
    res: [/\bkubectl\s+delete\b[^|;&\n]{0,300}?(?:--namespace[\s=]|-n\s+)["']?(?:prod|production|main)\b/, /\bkubectl\s+delete\s+(?:ns|namespace)\s+(?:prod|production)\b/],
  },
  {
    id: 'deploy-prod-direct',
    what: 'direct production deploy',
    res: [/\bvercel\b[^|;&\n]{0,300}?\s--prod\b/i, /\bfly(?:ctl)?\s+deploy\b[^|;&\n]{0,300}?\s--prod\b/i, /\brailway\s+up\b[^|;&\n]{0,300}?\bproduction\b/i, /\bgh\s+release\s+create\b/],
  },
  {
    id: 'secret-rotation-explicit',
    what: 'secret rotation or deletion',
    res: [/\b(?:rotate[_-]secret|revoke[_-]token|delete[_-](?:secret|credential)|gh\s+secret\s+(?:remove|delete))\b/i],
  },
  { id: 'package-publish', what: 'publish to a public registry (cannot be fully undone)', res: [/\b(?:npm|yarn|pnpm)\s+publish\b/i], unless: /--dry-run/ },
  { id: 'package-publish', what: 'upload to PyPI (cannot be fully undone)', res: [/\btwine\s+upload\b/i], unless: /testpypi|test\.pypi\.org/i },
];
const BULK_DELETE = 25;

interface Src {
  file: string;
  line: number;
  text: string;
}
interface Hit extends Src {
  id: string;
  column: number;
  what: string;
}

const DEF_DOWN = /(?:^|[\s`;])(?:async\s+)?def\s+(down(?:grade)?)\s*\([^)]{0,300}\)\s*(?:->\s*[^:]{1,200}?)?\s*:(.*)$/;
const NOOP = /^(?:pass|\.\.\.|return(?:\s+None)?|raise\s+NotImplementedError\b.*)$/;

/** `def down/downgrade` whose body only passes, returns or raises NotImplementedError (one line or indented). */
function emptyDowns(lines: Src[]): Hit[] {
  const hits: Hit[] = [];
  lines.forEach((src, i) => {
    const m = DEF_DOWN.exec(src.text);
    if (!m) return;
    const inline = m[2]!.replace(/#.*$/, '').replace(/`+\s*$/, '').trim();
    const body: string[] = [];
    if (inline) body.push(inline);
    else {
      const indent = /^\s*/.exec(src.text)![0].length;
      let doc: string | undefined;
      for (let k = i + 1; k < lines.length && lines[k]!.line === lines[k - 1]!.line + 1; k++) {
        const t = lines[k]!.text.trim();
        if (doc) {
          if (t.includes(doc)) doc = undefined;
          continue;
        }
        if (t === '' || t.startsWith('#')) continue;
        if (/^\s*/.exec(lines[k]!.text)![0].length <= indent) break;
        const q = /^[rbuRBU]?("""|''')/.exec(t);
        if (q) {
          if (!t.slice(q[0].length).includes(q[1]!)) doc = q[1];
          continue;
        }
        body.push(t.replace(/\s+#.*$/, ''));
      }
    }
    if (body.length && body.every((s) => NOOP.test(s))) {
      hits.push({ ...src, id: 'migration-empty-down', column: m.index + m[0].indexOf('def') + 1, what: `${m[1]}() has no rollback (${body[0]})` });
    }
  });
  return hits;
}

function scan(lines: Src[]): Hit[] {
  const hits: Hit[] = [];
  lines.forEach((src, i) => {
    for (const op of OPS) {
      for (const re of op.res) {
        const m = re.exec(src.text);
        if (!m) continue;
        const rest = src.text.slice(m.index);
        const next = lines[i + 1];
        // A WHERE on the next line of the same statement still limits a DELETE.
        const cont = next && next.file === src.file && next.line === src.line + 1 ? next.text : '';
        if (op.unless && (op.unless.test(rest) || (op.id === 'sql-delete-without-where' && /^\s*WHERE\b/i.test(cont)))) continue;
        hits.push({ ...src, id: op.id, column: m.index + 1, what: op.what });
        break;
      }
    }
  });
  return [...hits, ...emptyDowns(lines)];
}

export default defineRule<EngagementModel>({
  id: 'danger-scan',
  pack: 'engagement',
  tiers: ['S', 'M', 'L'],
  compat: true,
  summary: 'every dangerous operation in the change has the user\'s OK in scope-sync.md',
  statuses: ['pass', 'fail'],
  docs: `Validators check correctness, not authorisation. Operations with irreversible consequences need
the user's explicit OK, recorded in scope-sync.md under a heading
\`## Dangerous-op user OK — <timestamp>\` (any dash) that names the operation id. Silence is not consent. As in handoff-precheck.py, the
id counts wherever it appears in scope-sync.md, so verdicts agree; keep it under the heading.

Scanned: handoff.md, the added lines (\`+\`) of the project's diff against its base branch (removed
and context lines introduce nothing), and \`*.py\` / \`*.sql\` under \`specs/\` and \`tasks/\`.
Operation ids: sql-drop-table, sql-drop-column, sql-truncate, sql-delete-without-where,
sql-alter-column-lossy (narrowing TYPE), migration-empty-down (a \`down\`/\`downgrade\` whose body
only passes, returns or raises NotImplementedError, on one line or indented), git-force-push,
git-reset-hard, fs-rm-rf-shared (\`rm -rf\` on \`/\`, \`~\`, \`$HOME\`, \`..\`), terraform-destroy,
kubectl-delete-prod-ns, deploy-prod-direct (\`vercel --prod\`, \`fly deploy --prod\`, \`railway up …
production\`, \`gh release create\`), secret-rotation-explicit, package-publish (npm/yarn/pnpm publish
without \`--dry-run\`, twine upload not to TestPyPI), fs-bulk-delete (${BULK_DELETE} or more deleted files in the diff).
Alembic's \`op.drop_table(\` / \`op.drop_column(\` count as the SQL they emit.

Each finding is located at the operation's line: in the scanned file, or in the diff's target file
(line numbers from the hunk headers). Without git (or with \`--no-git\`) the diff is not scanned.`,
  examples: {
    pass: 'specs/migrations/0007.sql:\nDROP TABLE legacy_sessions;\n\nscope-sync.md:\n## Dangerous-op user OK — 2026-05-06 14:30\n- sql-drop-table: DROP TABLE legacy_sessions — user OK via chat 14:28',
    fail: 'specs/migrations/0007.sql:\nDROP TABLE legacy_sessions;\n\n(scope-sync.md has no user-OK entry)',
  },
  async check({ model, system }) {
    const sources: Src[][] = [];
    const scanned: string[] = [];
    const handoff = model.handoff;
    if (handoff) {
      sources.push(handoff.lines.map((text, i) => ({ file: handoff.rel, line: i + 1, text })));
      scanned.push('handoff.md');
    }
    const diff = await system.gitDiff(model.projectRoot);
    const parsed = diff ? parseUnifiedDiffText(diff) : undefined;
    if (parsed) {
      const byFile = new Map<string, Src[]>();
      for (const a of parsed.added) byFile.set(a.file, [...(byFile.get(a.file) ?? []), a]);
      sources.push(...byFile.values());
      scanned.push('git diff');
    } else scanned.push('no git diff available');
    const scripts = ['specs', 'tasks'].flatMap((d) => model.walk(d, (e) => e.kind === 'file' && /\.(?:py|sql)$/.test(e.name)));
    for (const e of scripts) {
      const file = model.fs.read(e.rel);
      if (file) sources.push(file.lines.map((text, i) => ({ file: e.rel, line: i + 1, text })));
    }
    scanned.push(`${scripts.length} specs/tasks scripts`);

    const seen = new Set<string>();
    const hits = sources.flatMap(scan).filter((h) => {
      const key = `${h.id}|${h.file}|${h.line}`;
      return seen.has(key) ? false : (seen.add(key), true);
    });
    const deleted = parsed?.deletedFiles ?? [];
    if (deleted.length >= BULK_DELETE) {
      hits.push({ file: deleted[0]!, line: 1, text: '', id: 'fs-bulk-delete', column: 1, what: `${deleted.length} files deleted in this change (${list(deleted, 5)})` });
    }
    if (!hits.length) return { status: 'pass', detail: `no dangerous operations detected (${scanned.join(', ')})` };

    const ids = [...new Set(hits.map((h) => h.id))].sort();
    const approved = dangerOpApprovedIds(model, ids);
    const open = hits.filter((h) => !approved.has(h.id));
    if (!open.length) return { status: 'pass', detail: `${hits.length} dangerous ops found, all have user-OK entries (${ids.join(', ')})` };
    const findings: Finding[] = open.map((h) => ({
      file: h.file,
      line: h.line,
      column: h.column,
      message: `${h.id}: ${h.what}${h.text ? ` — "${h.text.trim().slice(0, 100)}"` : ''}; no user OK in scope-sync.md`,
    }));
    return {
      status: 'fail',
      detail: `dangerous ops without user OK: ${[...new Set(open.map((h) => h.id))].sort().join(', ')}`,
      fix: 'Surface each operation to the user via the director; record the OK in scope-sync.md under `## Dangerous-op user OK — <timestamp>` naming the operation id, or remove the operation.',
      findings,
    };
  },
});
