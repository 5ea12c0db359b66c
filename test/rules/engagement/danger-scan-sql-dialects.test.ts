// A SQL file's comments are read as every dialect reads them (--preset recommended): a backslash escapes a quote in
// MySQL only, and MySQL's `--` is a comment only before a blank. Where the dialects part, the text is code.
import { describe, expect, it } from 'vitest';
import rule from '../../../rules/engagement/danger-scan.js';
import { lint } from '../../rule-tester.js';

const recommended = { preset: 'recommended' as const };
const scanSql = (sql: string) => lint(rule, { files: { 'handoff.md': '# Handoff\n', 'specs/m.sql': sql }, options: recommended });

describe('danger-scan (recommended): SQL comments in every dialect', () => {
  it("a `\\'` that closes the string early in MySQL only hides no DROP PostgreSQL and SQLite run", async () => {
    const r = await scanSql("SELECT 'a\\'' -- '; DROP TABLE users;\n");
    expect(r.status).toBe('fail');
    expect(r.findings?.[0]).toMatchObject({ file: 'engagement/specs/m.sql', line: 1, column: 20 });
  });
  it('a string MySQL leaves open over the line end hides nothing on the next line', async () => {
    const r = await scanSql("SELECT 'a\\';\n-- '; DROP TABLE users;\n");
    expect(r.status).toBe('fail');
    expect(r.findings?.[0]).toMatchObject({ line: 2 });
  });
  it("MySQL's `--1` is minus minus one: the DROP after it on the line counts", async () => {
    const r = await scanSql('SELECT 5 --1; DROP TABLE users;\n');
    expect(r.status).toBe('fail');
    expect(r.findings?.[0]).toMatchObject({ line: 1, column: 15 });
  });
  it('a backslash both dialects read alike, and `--` before a blank, still leave the comment a comment', async () => {
    const r = await scanSql("SELECT 'C:\\temp', 'it''s'; -- DROP TABLE old;\n--\n-- TRUNCATE TABLE t;\nSELECT 1;\n");
    expect(r.status).toBe('pass');
  });
});

describe('danger-scan (recommended): statements in SQL comments are no hits', () => {
  it('10,001 commented-out DROPs do not use up what is set aside: the real DROP after them fails', async () => {
    const r = await scanSql(`${'-- DROP TABLE old;\n'.repeat(10_001)}DROP TABLE users;\n`);
    expect(r.status).toBe('fail');
    expect(r.findings?.[0]).toMatchObject({ line: 10_002, column: 1 });
    expect(r.detail).not.toMatch(/set aside/);
  });
});

describe('danger-scan (recommended): many Flyway undo migrations in one folder', () => {
  const many = (n: number, last: string) => {
    const files: Record<string, string> = { 'handoff.md': '# Handoff\n' };
    for (let i = 0; i < n; i++) {
      files[`specs/migrations/U${i}__x.sql`] = `DROP TABLE t${i};\nALTER TABLE t${i} DROP COLUMN c;\n`;
      files[`specs/migrations/V${i}__x.sql`] = `CREATE TABLE ${i === n - 1 ? last : 't'}${i} (id int);\nALTER TABLE t${i} ADD COLUMN c int;\n`;
    }
    return lint(rule, { files, options: recommended });
  };
  it('3,000 undo migrations each dropping what its own versioned one creates: all set aside', async () => {
    expect((await many(3000, 't')).status).toBe('pass');
  });
  it('3,000 undo migrations, the last dropping a table its versioned one does not create: that one fails', async () => {
    const r = await many(3000, 'z');
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings?.[0]).toMatchObject({ file: 'engagement/specs/migrations/U2999__x.sql', line: 1 });
  });
});

describe('danger-scan (recommended): a long SQL line of many operations and comments', () => {
  it('each operation on a 2 MB line of comments is found at its column, a commented one is none', async () => {
    const line = `DROP TABLE t; TRUNCATE TABLE u; DELETE FROM v; ALTER TABLE w DROP COLUMN c; /* DROP DATABASE d; */${' /* a */'.repeat(250_000)}`;
    const r = await scanSql(`${line}\n`);
    expect(r.status).toBe('fail');
    expect(r.detail).toMatch(/^dangerous ops without user OK: sql-delete-without-where, sql-drop-column, sql-drop-table, sql-truncate(;|$)/);
    expect(r.findings?.map((f) => f.column).sort((a, b) => a - b)).toEqual([1, 15, 33, 48]);
  });
});

describe('danger-scan (recommended): many SQL files with comments', () => {
  it('4,000 files, each naming an operation in a comment after a statement, and one real DROP: only that one fails', async () => {
    const ops = ['DROP TABLE a', 'TRUNCATE TABLE b', 'DELETE FROM c', 'ALTER TABLE d DROP COLUMN e', 'DROP SCHEMA f'];
    const files: Record<string, string> = { 'handoff.md': '# Handoff\n' };
    for (let i = 0; i < 4000; i++) files[`specs/d${i % 40}/m${i}.sql`] = `SELECT 1; -- ${ops[i % 5]}${i};\n`;
    files['specs/d0/real.sql'] = 'SELECT 1; -- cleanup\nDROP TABLE users;\n';
    const r = await lint(rule, { files, options: recommended });
    expect(r.status).toBe('fail');
    expect(r.findings).toHaveLength(1);
    expect(r.findings?.[0]).toMatchObject({ file: 'engagement/specs/d0/real.sql', line: 2 });
  });
});
