/**
 * `npm run source:accept -- content/sources/<file> [--previous DIR]`: accepts a new version of a source document. It
 * runs the ingest with the new version and the accounting of what it loses (scripts/ingest/source-versions.ts: every
 * line of the old version the site no longer shows, every page URL it no longer makes, each to be listed in
 * scripts/ingest/source-versions.reviewed.ts); only when every item is accounted for does it set the document's
 * `sha256` in scripts/ingest/documents.ts, record the version in scripts/ingest/source-versions.accepted.json and
 * write content/. Otherwise it lists the items and writes nothing. The ingest refuses a checksum it did not set.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { installErrorReporting } from '../lib/run-main.ts';
import { SiteError } from '../../src/lib/errors.ts';
import { DOCUMENTS } from './documents.ts';
import { acceptedVersions, checkNewVersions, ingestAll, ROOT, verifiedSources, writeOutput, SOURCES_DIR } from './index.ts';
import { ACCEPTED_FILE, accountingDigest, sha256, type AcceptedVersion } from './source-versions.ts';
import { VERSION_REVIEW } from './source-versions.reviewed.ts';

installErrorReporting();
const { values, positionals } = parseArgs({ options: { previous: { type: 'string' }, debug: { type: 'boolean' } }, allowPositionals: true });
const hint = 'name one file of content/sources/, e.g. npm run source:accept -- content/sources/2e-current-rulings-2011-01-03.txt';
if (positionals.length !== 1) throw new SiteError({ what: `npm run source:accept takes one source file, got ${positionals.length}.`, hint });
const given = relative(SOURCES_DIR, resolve(positionals[0]!));
const doc = DOCUMENTS.find((d) => d.file === given);
if (!doc) throw new SiteError({ what: `${positionals[0]} is not one of the documents in scripts/ingest/documents.ts.`, where: { file: positionals[0] }, hint });

const version = sha256(readFileSync(join(SOURCES_DIR, doc.file)));
const was = doc.sha256;
const accepted = acceptedVersions();
const entry: AcceptedVersion = { document: doc.id, version, accounting: accountingDigest(VERSION_REVIEW, doc.id, version) };
// The new version, as if accepted, for this run only: the ingest reads it and the accounting compares it with the
// site as it is (content/ made from the old one).
doc.sha256 = version;
const ledger = [...accepted.filter((a) => !(a.document === doc.id && a.version === version)), entry];
const readSource = verifiedSources(SOURCES_DIR, ledger);
const previous = values.previous ? resolve(values.previous) : undefined;
let changes = 0;
const out = ingestAll(readSource, {
  checkPages: (files) => {
    changes = checkNewVersions({ files }, ROOT, readSource, previous).length;
  },
});

// Accounted for: the checksum, the record of its acceptance, then content/.
const documentsTs = join(ROOT, 'scripts/ingest/documents.ts');
const text = readFileSync(documentsTs, 'utf8');
if (version !== was) {
  if (text.split(`sha256: '${was}'`).length !== 2)
    throw new SiteError({
      what: `scripts/ingest/documents.ts does not hold the sha256 of ${doc.id} (${was}) once.`,
      where: { file: 'scripts/ingest/documents.ts' },
      hint: 'restore it (git checkout -- scripts/ingest/documents.ts) and run the command again.',
    });
  writeFileSync(documentsTs, text.replace(`sha256: '${was}'`, `sha256: '${version}'`));
}
writeFileSync(join(ROOT, ACCEPTED_FILE), `${JSON.stringify(ledger, null, 2)}\n`);
const { written, deleted } = writeOutput(out, ROOT);
console.log(
  version === was && changes === 0
    ? `${doc.file}: version ${version} was already the one in use; its accounting is recorded again (${written} files written, ${deleted} deleted).`
    : `${doc.file}: version ${version} accepted (every line and page it loses is accounted for); sha256 set in scripts/ingest/documents.ts, recorded in ${ACCEPTED_FILE}; ${written} files of content/ written, ${deleted} deleted.`,
);
