import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InvoiceKind, InvoiceState, Place, VatCategory, VatTreatment } from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { articles, legalEntities, paymentModes, vatRates } from './accounting.ts';
import { bytea } from './folder-documents.ts';
import { folders } from './folders.ts';

/** One row of an invoice's VAT breakdown, amounts as exact decimal text. */
export interface StoredVatRow {
  taux: string | null;
  /** EN 16931 VAT category; absent on rows stored before categories: S with a rate, else E. */
  category?: VatCategory;
  base: string;
  tva: string;
  /** The document allowance taken off this rate's lines (the base is net of it); absent: none. */
  allowance?: string;
}

/**
 * Invoices and credit notes ('Mes factures', spec 3 §2–§3, issue 19). A draft has no number and
 * changes freely; issuing numbers it in its sequence (FACTURE or AVOIR), dates it and freezes it.
 * The customer's name, contact, payment mode and billing address are copied at save (an issued
 * invoice never changes when the customer does); the customer itself is a foreign key, so a
 * customer that was invoiced cannot be deleted. Amounts are the server's, recomputed at every
 * save (contracts rules/invoice-amounts.ts).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InvoiceKind>().notNull().default('INVOICE'),
    state: text('state').$type<InvoiceState>().notNull().default('DRAFT'),
    /** Given at issue; null while a draft. */
    code: text('code'),
    /** The value of the kind's sequence (FACTURE, AVOIR) the code was made from. */
    sequenceValue: integer('sequence_value'),
    /** When it was issued (the clock read under the sequence's lock: issue order). */
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** A credit note's invoice (EN 16931 BT-25/BT-26 come from it). */
    creditedInvoiceId: integer('credited_invoice_id').references((): AnyPgColumn => invoices.id),
    date: date('date').notNull(),
    dueDate: date('due_date').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => legalEntities.id),
    companyName: text('company_name'),
    contactFirstname: text('contact_firstname'),
    contactName: text('contact_name'),
    modeReglementId: integer('mode_reglement_id').references(() => paymentModes.id, { onDelete: 'set null' }),
    billingPlace: jsonb('billing_place').$type<Partial<Place>>(),
    totalHT: numeric('total_ht', { precision: 14, scale: 2 }).notNull(),
    totalTVA: numeric('total_tva', { precision: 14, scale: 2 }).notNull(),
    totalTTC: numeric('total_ttc', { precision: 14, scale: 2 }).notNull(),
    vatBreakdown: jsonb('vat_breakdown').$type<StoredVatRow[]>().notNull(),
    /** The folder this invoice bills ('Facturer'); a folder is invoiced once. */
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    /**
     * How VAT applies, chosen at save from the seller and the customer (contracts rules/vat-treatment.ts):
     * STANDARD, REVERSE_CHARGE (an EU business), EXPORT (outside the EU), FRANCHISE (art. 293 B).
     */
    vatTreatment: text('vat_treatment').$type<VatTreatment>().notNull().default('STANDARD'),
    /** The service's date (BT-72), or its period (BT-73/74); none: the folder's, else the invoice's date. */
    serviceDate: date('service_date'),
    servicePeriodStart: date('service_period_start'),
    servicePeriodEnd: date('service_period_end'),
    /** A document allowance (BG-20): a percent of every VAT group's lines, and its reason. */
    allowancePercent: numeric('allowance_percent', { precision: 5, scale: 2 }),
    allowanceReason: text('allowance_reason'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Use restricted (RGPD art. 18, issue 23): kept 10 years, shown only in the FEC. */
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_account_code_idx').on(t.accountId, t.code),
    uniqueIndex('invoices_account_kind_sequence_idx').on(t.accountId, t.kind, t.sequenceValue),
    index('invoices_account_date_idx').on(t.accountId, t.date),
    uniqueIndex('invoices_folder_idx').on(t.folderId),
    index('invoices_customer_idx').on(t.customerId),
    index('invoices_credited_invoice_idx').on(t.creditedInvoiceId),
    /** The FEC reads issued documents in issue order, batch after batch. */
    index('invoices_account_issued_idx').on(t.accountId, t.issuedAt, t.id),
    check(
      'invoices_issued_numbered',
      sql`${t.state} = 'DRAFT' OR (${t.code} IS NOT NULL AND ${t.sequenceValue} IS NOT NULL AND ${t.issuedAt} IS NOT NULL)`,
    ),
  ],
);

/**
 * The PDF of an issued invoice or credit note, made once at issue and kept: what was sent is what
 * every later download gives, byte for byte; its SHA-256 proves it.
 */
export const invoiceDocuments = pgTable('invoice_documents', {
  invoiceId: integer('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  content: bytea('content').notNull(),
  /** Hex SHA-256 of content. */
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An invoice's lines: the article and VAT code are snapshots, the accounts used by the FEC too. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    code: text('code'),
    nom: text('nom').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    montantHT: numeric('montant_ht', { precision: 12, scale: 2 }).notNull(),
    tvaId: integer('tva_id').references(() => vatRates.id, { onDelete: 'set null' }),
    tvaCode: text('tva_code'),
    tvaRate: numeric('tva_rate', { precision: 5, scale: 2 }),
    /** The VAT code's collected-VAT account (4457…) at save time. */
    tvaCompteCollecte: text('tva_compte_collecte'),
    /** The article's sales account for the customer's VAT regime (706… by default). */
    compteVente: text('compte_vente'),
    totalHT: numeric('total_ht', { precision: 14, scale: 2 }).notNull(),
    totalTVA: numeric('total_tva', { precision: 14, scale: 2 }).notNull(),
    totalTTC: numeric('total_ttc', { precision: 14, scale: 2 }).notNull(),
    /** A line discount (BG-27): a percent of quantity × unit price, or an amount; never both. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2 }),
    /** A credit note's line: the invoice line it credits (what is left to credit is counted per line). */
    creditedLineId: integer('credited_line_id').references((): AnyPgColumn => invoiceLines.id),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId, t.position)],
);
