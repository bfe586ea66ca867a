import { describe, expect, it } from 'vitest';
import { inputProblem, MAX_INPUT_DEPTH } from './input-bounds.ts';

/** `depth` arrays inside each other, built without recursion. */
function nestedArrays(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe('inputProblem', () => {
  it('finds a NUL in strings, arrays and objects, keys included', () => {
    expect(inputProblem('a\u0000b')).toBe('nul');
    expect(inputProblem({ notes: ['ok', { line1: '1 A\u0000St' }] })).toBe('nul');
    expect(inputProblem({ 'k\u0000': 1 })).toBe('nul');
  });

  it('lets everything else through', () => {
    expect(
      inputProblem({ code: 'FRIENDS10', n: 3, ok: true, none: null, list: ['Kreyòl'] }),
    ).toBeUndefined();
    expect(inputProblem(undefined)).toBeUndefined();
  });

  it('bounds the depth: 32 levels pass, 33 do not', () => {
    expect(inputProblem(nestedArrays(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(inputProblem(nestedArrays(MAX_INPUT_DEPTH + 1))).toBe('too-deep');
    expect(inputProblem({ a: { b: { c: nestedArrays(MAX_INPUT_DEPTH) } } })).toBe('too-deep');
  });

  it('walks a value nested far beyond the call stack without overflowing it', () => {
    const deep = nestedArrays(1_000_000);
    expect(inputProblem(deep, Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(inputProblem(deep)).toBe('too-deep');
  });
});
