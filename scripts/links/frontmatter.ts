/**
 * The linking pass's one field in a generated Markdown file: the `autolink` list, last in the frontmatter, one name per
 * line as a JSON object (valid YAML, and a diff shows which names a change added or removed). The importers write the
 * rest of the frontmatter; the pass replaces only this block, so running it again on its own output changes nothing.
 */
import { autolinkName, type AutolinkName } from '../../src/lib/autolink.ts';
import { splitFile } from '../../src/lib/content-files.ts';

/** The block as the pass writes it, at the end of the frontmatter. */
const BLOCK = /\n# The names this body links by \(the linking pass, scripts\/links\/\)\.\nautolink:(?: \[\])?(?:\n {2}- .*)*$/;

/** A frontmatter's YAML without the pass's `autolink` block (for a copy of a page, whose own pass writes it anew). */
export const withoutAutolink = (yaml: string): string => yaml.replace(BLOCK, '');

/** The file with its `autolink` block set to `names` (added at the end of the frontmatter, or replaced). */
export function withAutolink(text: string, names: readonly AutolinkName[], where: string): string {
  const { yaml: written, rest } = splitFile(text, where);
  const yaml = withoutAutolink(written);
  if (/^autolink:/m.test(yaml)) throw new Error(`${where}: an "autolink" field the linking pass did not write; only the pass writes it (scripts/links/).`);
  const list = names.length === 0 ? ' []' : names.map((n) => `\n  - ${JSON.stringify(n)}`).join('');
  const block = `\n# The names this body links by (the linking pass, scripts/links/).\nautolink:${list}`;
  return `---\n${yaml}${block}\n---\n${rest}`;
}

/**
 * The `autolink` list the pass wrote into the file (what {@link withAutolink} set), or `undefined` where the file has
 * no such block.
 */
export function autolinkOf(text: string, where: string): AutolinkName[] | undefined {
  const block = BLOCK.exec(splitFile(text, where).yaml)?.[0];
  if (block === undefined) return undefined;
  const lines = block.split('\n').filter((l) => l.startsWith('  - '));
  return autolinkName.array().parse(lines.map((l) => JSON.parse(l.slice(4)) as unknown));
}
