/**
 * Renders sample invoices (a one-page invoice, a 60-line invoice, a credit note, an invoice to a
 * private customer, and a draft) to .tmp/einvoice/*.pdf, downloads the API's own invoices made on
 * an in-memory demo database (api-*.pdf), then runs the outside e-invoice checker (EN 16931,
 * Factur-X 1.09, French reform rules, XMP) on all but the draft. Exit code: the checker's.
 * The checker is EINVOICE_CHECK, else shared/validators/einvoice/check next to the repository.
 * usage: npm run check:einvoice
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderInvoicePdf } from '../src/modules/invoices/invoice-pdf.ts';
import { caseDocuments } from '../src/modules/invoices/invoice-samples-cases.ts';
import { sampleDocuments } from '../src/modules/invoices/invoice-samples.ts';
import { apiInvoicePdfs } from './einvoice-api-samples.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const out = path.join(root, '.tmp/einvoice');
mkdirSync(out, { recursive: true });

const when = new Date('2026-02-10T09:00:00Z');
const issued: string[] = [];
for (const [name, input] of Object.entries({ ...sampleDocuments(), ...caseDocuments() })) {
  const file = path.join(out, `${name}.pdf`);
  writeFileSync(file, await renderInvoicePdf(input, when));
  if (!input.draft) issued.push(file);
  console.log(`wrote ${path.relative(root, file)}`);
}
for (const [name, bytes] of Object.entries(await apiInvoicePdfs())) {
  const file = path.join(out, `${name}.pdf`);
  writeFileSync(file, bytes);
  issued.push(file);
  console.log(`wrote ${path.relative(root, file)}`);
}

const candidates = [
  process.env.EINVOICE_CHECK,
  path.join(root, '../shared/validators/einvoice/check'),
  path.join(root, '../../shared/validators/einvoice/check'),
].filter((c): c is string => !!c);
const checker = candidates.find((c) => existsSync(c));
if (!checker) {
  console.error(`No e-invoice checker found (set EINVOICE_CHECK); looked at:\n  ${candidates.join('\n  ')}`);
  process.exit(2);
}
const result = spawnSync(checker, issued, { stdio: 'inherit' });
process.exit(result.status ?? 1);
