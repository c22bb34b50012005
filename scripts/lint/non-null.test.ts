/**
 * The non-null assertion count (non-null.ts): it finds `x!` and `let x!: T` in TypeScript and in every part of an
 * .astro file, and nothing else that looks alike (`!==`, `!x`, `!important` in a style); and the code holds issue
 * 30's ceiling of 5 per 1,000 lines.
 */
import { describe, expect, test } from 'vitest';
import { countFile, countNonNull, MAX_PER_THOUSAND, nonNullOffsets } from './non-null.ts';

describe('the non-null assertion count', () => {
  test('should find postfix and definite-assignment assertions, not negations or inequalities', () => {
    // scripts/ingest/glossary-1e/parse.ts as it was: three assertions on one line.
    const was = '    index.push({ line: n, name: see ? see[1]! : term!, ...(see ? { see: see[2]! } : {}), takenFrom });\n';
    expect(nonNullOffsets(was, false)).toHaveLength(3);
    expect(nonNullOffsets('let ready!: boolean;\nclass A { x!: number }\n', false)).toHaveLength(2);
    expect(nonNullOffsets("if (!m || a !== b || !!c) throw new Error('x!');\n", false)).toEqual([]);
  });

  test("should count an .astro file's frontmatter, template and scripts, not its styles, and give their lines", () => {
    const astro = [
      '---',
      'const first = items[0]!;',
      '---',
      '<p>{first!.title}</p>',
      '<style>p { color: red !important; }</style>',
      '<script>',
      "  const box = document.querySelector('p')!;",
      '</script>',
      '',
    ].join('\n');
    const c = countFile('/tmp/Example.astro', astro);
    expect(c.lines).toBe(8);
    expect(c.at).toEqual([2, 4, 7]);
  });

  test(`should find at most ${MAX_PER_THOUSAND} per 1,000 lines of non-test code in src/ and scripts/`, () => {
    const c = countNonNull();
    expect(c.lines).toBeGreaterThan(10_000);
    const worst = c.files
      .filter((f) => f.at.length > 0)
      .sort((a, b) => b.at.length - a.at.length)
      .slice(0, 10)
      .map((f) => `${f.file}: ${f.at.length}`);
    expect(c.perThousand, `${c.assertions} in ${c.lines} lines; most in:\n${worst.join('\n')}`).toBeLessThanOrEqual(MAX_PER_THOUSAND);
  });
});
