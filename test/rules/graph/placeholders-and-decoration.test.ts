// Values that are content, not template text, and STATUS / VERIFY_RESULT words read through their decoration.
import { describe, expect, it } from 'vitest';
import { graphIsPlaceholder, graphStatusWord, graphUndecorated, parseGraphText } from '../../../packages/core/src/model/graph/index.js';

describe('an HTML element with valueless attributes is no placeholder', () => {
  it.each(['<html data-theme>', '<body class>', '<div hidden>', '<input disabled>', '<html lang>', '<dialog open aria-modal>', '<my-card hidden>'])('%s', (tag) => {
    expect(graphIsPlaceholder(`ThemeProvider → CSS variables on ${tag} → fetch`)).toBe(false);
    expect(graphIsPlaceholder(tag)).toBe(false);
  });
  it.each(['<output path>', '<time window>', '<input name>', '<new scope, only if evolved>', '<the graph actually built>', '<one-line summary>'])('%s is still template text', (text) => {
    expect(graphIsPlaceholder(`a → ${text} → b`)).toBe(true);
  });
});

describe('a template marker is the whole value, not the first word of a sentence', () => {
  it.each(['TBD', 'TODO', 'todo', 'Placeholder', 'placeholder.', 'TODO: fill in', 'todo: fill in', 'tbd (ask Dana)', 'FIXME — later', 'TBD later', 'fill me in'])('%s is a placeholder', (value) => {
    expect(graphIsPlaceholder(value)).toBe(true);
  });
  it.each([
    'Todo items vanish on reload, so the token must persist the session',
    'placeholder rows → sessions(id, user_id, revoked_at)',
    'placeholder → sessions(id)',
    'TBD-free: touch only web/Login.tsx',
    'Todo items now survive reloads. The token is signed. Tests cover expiry.',
    'todo.md',
    'TODO.md',
    'Fill in the login form, then submit it',
  ])('%s is content', (value) => {
    expect(graphIsPlaceholder(value)).toBe(false);
  });
});

describe('STATUS and VERIFY_RESULT read past decoration, as VERDICT does', () => {
  it.each([
    ['✅ done', 'done'],
    ['done ✅', 'done'],
    ['**done**', 'done'],
    ['`done`', 'done'],
    ['❌ failed', 'failed'],
    ['🎉 evolved 🎉', 'evolved'],
    ['done (all tests green)', 'done (all tests green)'],
    ['✅ pass (4 passed)', 'pass (4 passed)'],
    ['done | failed | evolved', 'done | failed | evolved'],
  ])('%s reads as %s', (value, want) => {
    expect(graphUndecorated(value)).toBe(want);
  });
  it('the model reads an emoji-decorated STATUS word', () => {
    const p = parseGraphText('RETURN: N1\n  STATUS : ❌ failed\n  FAILURE_REASON : x\n');
    expect(graphStatusWord(p.returns[0]!.fields['STATUS']!.value)).toBe('failed');
  });
});
