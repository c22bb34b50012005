/**
 * The linking pass's one field in a generated Markdown file: the `autolink` list, last in the frontmatter after its
 * comment, one name per line as a JSON object (valid YAML, and a diff shows which names a change added or removed).
 * The importers write the rest of the frontmatter; the pass replaces only this field, so running it again on its own
 * output changes nothing. Read and written with `yaml`, the project's YAML library (the importers write the
 * frontmatter with it, and the site reads it as YAML): a document edited in place, so the importers' lines and
 * comments are printed back as they were.
 */
import { isMap, isScalar, parseDocument, Scalar, type YAMLMap, YAMLSeq, type Document, type Pair } from 'yaml';
import { autolinkName, type AutolinkName } from '../../src/lib/autolink.ts';
import { splitFile } from '../../src/lib/content-files.ts';
import { SiteError } from '../../src/lib/errors.ts';

const FIELD = 'autolink';
/** The comment the pass writes above its field: what marks the field as the pass's. */
const COMMENT = ' The names this body links by (the linking pass, scripts/links/).';
/** How the importers print the frontmatter (scripts/ingest/lib/files.ts), so that its other lines print back unchanged. */
const PRINT = { lineWidth: 0, flowCollectionPadding: false } as const;

/** The frontmatter as a YAML document, naming the file where it is not valid YAML or not a mapping. */
function frontmatterDocument(yaml: string, where: string): Document.Parsed {
  const doc = parseDocument(yaml);
  const problem = doc.errors[0]?.message ?? (doc.contents === null || isMap(doc.contents) ? undefined : 'it is not a mapping of fields');
  if (problem)
    throw new SiteError({
      what: `${where}: its frontmatter is not valid YAML: ${problem}`,
      where: { file: where, field: '(the frontmatter)' },
      hint: 'content/ is generated: fix the importer or its reviewed data in scripts/ingest/ that wrote this file, then run npm run ingest (or restore the file with git checkout).',
      message: `${where}: its frontmatter is not valid YAML: ${problem}`,
    });
  return doc;
}

/**
 * The pass's field in the document (`undefined` where it has none); fails naming the file where an `autolink` field
 * is not the pass's (without its comment, or not last).
 */
function passField(doc: Document.Parsed, where: string): Pair | undefined {
  const items = isMap(doc.contents) ? doc.contents.items : [];
  const at = items.findIndex((p) => isScalar(p.key) && p.key.value === FIELD);
  if (at === -1) return undefined;
  const key = items[at]!.key as Scalar;
  if (key.commentBefore !== COMMENT || at !== items.length - 1) {
    throw new SiteError({
      what: `${where}: an "autolink" field the linking pass did not write; only the pass writes it (scripts/links/).`,
      where: { file: where, field: FIELD },
      hint: 'remove the field from the importer that writes this file (scripts/ingest/), then run npm run ingest.',
    });
  }
  return items[at];
}

/** A frontmatter's YAML without the pass's `autolink` field (for a copy of a page, whose own pass writes it anew). */
export function withoutAutolink(yaml: string, where = 'a frontmatter'): string {
  const doc = frontmatterDocument(yaml, where);
  if (!passField(doc, where)) return yaml;
  doc.delete(FIELD);
  return doc.toString(PRINT).replace(/\n$/, '');
}

/** The file with its `autolink` field set to `names` (added at the end of the frontmatter, or replaced). */
export function withAutolink(text: string, names: readonly AutolinkName[], where: string): string {
  const { yaml, rest } = splitFile(text, where);
  const doc = frontmatterDocument(yaml, where);
  if (passField(doc, where)) doc.delete(FIELD);
  const key = new Scalar(FIELD);
  key.commentBefore = COMMENT;
  const list = new YAMLSeq();
  list.flow = names.length === 0;
  for (const name of names) {
    // One line per name, its strings double-quoted: a JSON object, whatever the name's characters.
    const item = doc.createNode(name, { flow: true }) as YAMLMap<Scalar, Scalar>;
    for (const pair of item.items) {
      pair.key.type = 'QUOTE_DOUBLE';
      if (typeof pair.value?.value === 'string') pair.value.type = 'QUOTE_DOUBLE';
    }
    list.items.push(item);
  }
  doc.add(doc.createPair(key, list));
  return `---\n${doc.toString(PRINT)}---\n${rest}`;
}

/**
 * The `autolink` list the pass wrote into the file (what {@link withAutolink} set), or `undefined` where the file has
 * no such field.
 */
export function autolinkOf(text: string, where: string): AutolinkName[] | undefined {
  const field = passField(frontmatterDocument(splitFile(text, where).yaml, where), where);
  return field && autolinkName.array().parse((field.value as YAMLSeq).toJSON());
}
