// Writes docs/keras-api-coverage.md: Keras 3.11.3's public names, ported, stubbed or missing in
// tfplay's keras package (tests/support/keras_api.mjs).
//
//   node scripts/keras-api-coverage.mjs   (after bash scripts/build.sh native)
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { checkApi, coverageDoc, docPath, tfKerasListingPath, tfKerasOwnRows } from '../tests/support/keras_api.mjs';

const bin = resolve(process.env.TFPLAY_BIN ?? join(import.meta.dirname, '..', 'build', 'native', 'tfplay'));
const rows = await checkApi(bin);
const tfRows = tfKerasOwnRows(await checkApi(bin, tfKerasListingPath));
writeFileSync(docPath, coverageDoc(rows, tfRows));
const missing = rows.filter((r) => r.status === 'missing').length;
console.log(`${docPath}: ${rows.length} names, ${missing} missing`);
