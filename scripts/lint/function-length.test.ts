/**
 * The function length check (function-length.ts): it measures every kind of function, nested ones too, from its
 * first line to its last; and the browser's code (src/client/, src/walkthrough/) holds issue 36's ceiling of 100
 * lines a function.
 */
import { describe, expect, test } from 'vitest';
import { browserFunctionLengths, functionLengths, MAX_FUNCTION_LINES } from './function-length.ts';

describe('the function length check', () => {
  test('should measure declarations, arrows, methods and nested functions by their lines, with their names', () => {
    const code = [
      'export function outer(a: number): number {', // 1
      '  const inner = (b: number) => {', //           2
      '    return b + 1;', //                           3
      '  };', //                                        4
      '  return inner(a);', //                          5
      '}', //                                           6
      'class A {', //                                   7
      '  method(): void {}', //                         8
      '}', //                                           9
      'const o = { go: function () { return 1; } };', // 10
      'declare function bodiless(): void;', //         11
      '',
    ].join('\n');
    const found = functionLengths(code).map(({ line, name, lines }) => [line, name, lines]);
    expect(found).toEqual([
      [1, 'outer', 6],
      [2, 'inner', 3],
      [8, 'method', 1],
      [10, 'go', 1],
    ]);
  });

  test(`should find no function over ${MAX_FUNCTION_LINES} lines in src/client/ and src/walkthrough/`, () => {
    const all = browserFunctionLengths();
    // The folders were read: the walkthrough's island and the search box are there.
    expect(all.some((f) => f.file === 'src/walkthrough/island.ts')).toBe(true);
    expect(all.some((f) => f.file === 'src/client/search/box.ts')).toBe(true);
    const over = all.filter((f) => f.lines > MAX_FUNCTION_LINES).map((f) => `${f.file}:${f.line} ${f.name}: ${f.lines} lines`);
    expect(over, 'split each into functions of its parts').toEqual([]);
  });
});
