import { describe, expect, it } from 'vitest';
import { holdsUnsafeText } from './json-body.ts';

describe('holdsUnsafeText', () => {
  it('finds a NUL or a lone surrogate in any value or key, however deep', () => {
    expect(holdsUnsafeText({ a: [1, { b: 'ok' }], c: null })).toBe(false);
    expect(holdsUnsafeText({ a: [1, { b: 'o\u0000k' }] })).toBe(true);
    expect(holdsUnsafeText({ 'cl\u0000é': 1 })).toBe(true);
    expect(holdsUnsafeText(['\ud800'])).toBe(true);
    // A pair is one character, not two halves.
    expect(holdsUnsafeText('dépanneuse 🚛')).toBe(false);
  });

  it('walks a value nested 200 000 levels deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`) as unknown;
    expect(holdsUnsafeText(deep)).toBe(true);
  });
});
