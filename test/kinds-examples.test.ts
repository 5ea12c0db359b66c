/**
 * The kind of every folder and file under examples/, as a target named outright (detected, and then
 * resolved or refused) and as a path a glob matches, compared with the answers kept in
 * fixtures/example-kinds.json. A change to how targets are told apart must not move any example
 * unseen; one that moves some on purpose records the answers again, and the fixture's diff shows which:
 * ENGAGEMENT_LINT_RECORD_KINDS=1 npx vitest run test/kinds-examples.test.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packs } from '@engagement-lint/rules';
import { detectPack, globMatchKind } from '../packages/core/src/kinds.js';
import { resolveTarget } from '../packages/core/src/lint.js';
import { repoRoot } from './cli-helpers.js';

const FIXTURE = path.join(repoRoot, 'test/fixtures/example-kinds.json');

/** detected kind | kind when a glob matches it | what naming it lints (kind and path) or the refusal. */
type Answer = [detect: string | null, glob: string | null, named: string];

function walk(rel: string, out: string[]): string[] {
  out.push(rel);
  const abs = path.join(repoRoot, rel);
  if (fs.lstatSync(abs).isDirectory()) for (const name of fs.readdirSync(abs).sort()) walk(`${rel}/${name}`, out);
  return out;
}

async function answer(rel: string): Promise<Answer> {
  const abs = path.join(repoRoot, rel);
  const stat = fs.statSync(abs);
  const detect = (await detectPack(abs, stat, packs))?.id ?? null;
  const glob = (await globMatchKind(abs, stat, packs)) ?? null;
  let named: string;
  try {
    const r = await resolveTarget(abs, rel, packs);
    named = `${r.pack.id}: ${path.relative(repoRoot, r.abs).split(path.sep).join('/')}`;
  } catch (e) {
    named = `refused: ${(e as Error).message}`;
  }
  return [detect, glob, named];
}

describe('the kind of every example folder and file', () => {
  it('is what was recorded', async () => {
    // Messages name paths relative to the working directory: the answers are the repository root's.
    expect(process.cwd()).toBe(repoRoot);
    const now: Record<string, Answer> = {};
    for (const rel of walk('examples', [])) now[rel] = await answer(rel);
    if (process.env['ENGAGEMENT_LINT_RECORD_KINDS'] === '1') fs.writeFileSync(FIXTURE, `${JSON.stringify(now, null, 0).replace(/\],"/g, '],\n"')}\n`);
    const recorded = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, Answer>;
    expect(Object.keys(now)).toEqual(Object.keys(recorded));
    expect(now).toEqual(recorded);
  });
});
