/**
 * The one error model (src/lib/errors.ts): a SiteError says what, where and how to fix it, and a runner prints it
 * (formatError) in one block without a stack unless asked; a plain Error still prints its message. On the project's
 * own errors where they live in src/: the name index's and the walkthrough's.
 */
import { describe, expect, test } from 'vitest';
import { describeWhere, formatError, SiteError, wantsDebug } from './errors.ts';
import { NameIndex, UnknownNameError } from './name-index.ts';
import { WalkthroughError } from '../walkthrough/schema.ts';
import { VerdictError } from './authority.ts';

const STACK_LINE = /\n\s+at /;

describe('SiteError and formatError', () => {
  test('should lay out what, where and the hint, and print them without a stack', () => {
    const e = new SiteError({
      what: 'cards.json cannot be used.',
      where: { file: 'content/cards/cards.json', entry: '1e/q', field: 'aliases', line: 12 },
      hint: 'run npm run ingest.',
    });
    expect(e.message).toBe('cards.json cannot be used.\n  Where: content/cards/cards.json:12, entry "1e/q", field aliases\n  Hint: run npm run ingest.');
    expect(e.name).toBe('SiteError');
    const printed = formatError(e);
    expect(printed).toBe(`✗ ${e.message}`);
    expect(printed).not.toMatch(STACK_LINE);
  });

  test('should add the stack frames with debug', () => {
    const e = new SiteError({ what: 'Broken.', hint: 'Fix it.' });
    expect(formatError(e, true)).toMatch(/^✗ Broken\.\n {2}Hint: Fix it\.\n {4}at /);
  });

  test('should print a plain Error as its message, saying how to see the stack, and the stack only with debug', () => {
    const e = new TypeError('Cannot read properties of undefined (reading "id")');
    const printed = formatError(e);
    expect(printed.split('\n')[0]).toBe('✗ TypeError: Cannot read properties of undefined (reading "id")');
    expect(printed).toContain('--debug');
    expect(printed).not.toMatch(STACK_LINE);
    expect(formatError(e, true)).toMatch(/\n {4}at /);
    expect(formatError('a string')).toBe('✗ a string');
  });

  test('should print a plain Error’s cause, but not a SiteError’s unless asked', () => {
    expect(formatError(new Error('Reading failed.', { cause: new Error('EACCES') }))).toContain('\n  Caused by: EACCES');
    const known = new SiteError({ what: 'x.json is not valid JSON (Unexpected end).', hint: 'Run it again.', cause: new SyntaxError('Unexpected end') });
    expect(formatError(known)).not.toContain('Caused by');
    expect(formatError(known, true)).toContain('Caused by: Unexpected end');
  });

  test('should not repeat a single place the sentence already names', () => {
    expect(new SiteError({ what: 'content/sources/x.txt is not the document.', where: { file: 'content/sources/x.txt' }, hint: 'Restore it.' }).message).toBe(
      'content/sources/x.txt is not the document.\n  Hint: Restore it.',
    );
    expect(describeWhere({ line: 3 })).toBe('line 3');
    expect(describeWhere({ file: 'a.json', field: '' })).toBe('a.json, field (the entry as a whole)');
  });

  test('wantsDebug: --debug, or DEBUG set to anything but "", "0" or "false"', () => {
    expect(wantsDebug(['--check', '--debug'], {})).toBe(true);
    expect(wantsDebug([], { DEBUG: '1' })).toBe(true);
    for (const off of ['', '0', 'false', undefined]) expect(wantsDebug(['--check'], { DEBUG: off })).toBe(false);
  });
});

describe('the project’s errors in src/ are SiteErrors with a hint', () => {
  test('UnknownNameError from a real name index keeps its sentence and prints once', () => {
    const index = new NameIndex([{ id: '1e/warp-speed', title: 'Warp Speed' }]);
    let caught: unknown;
    try {
      index.get('Elim Garak', 'glossary line 12');
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(UnknownNameError);
    expect(caught).toBeInstanceOf(SiteError);
    const printed = formatError(caught);
    expect(printed).toBe('✗ No entry is named "Elim Garak" (glossary line 12). Check the spelling, or add it as an alias.');
  });

  test('WalkthroughError keeps its message and the printed block adds the hint once', () => {
    const e = new WalkthroughError('1E', ['state "select", answer "planet" leads to "nowhere", which is not a state.']);
    expect(e.message).toBe('The 1E dilemma walkthrough has 1 problem:\n- state "select", answer "planet" leads to "nowhere", which is not a state.');
    const printed = formatError(e);
    expect(printed.match(/Hint:/g)).toHaveLength(1);
    expect(printed).toContain('  Hint: fix each where it is named, in the 1E machine under src/walkthrough/machines/');
    expect(printed).not.toMatch(STACK_LINE);
  });

  test('VerdictError says where an override is fixed', () => {
    const printed = formatError(new VerdictError('An override of the precedence needs its reason.'));
    expect(printed).toMatch(/^✗ An override of the precedence needs its reason\.\n {2}Hint: .*scripts\/ingest\/disagreements\.ts/);
  });
});
