import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AssistanceProvider, TariffRule } from '@plateau/contracts';
import { legalEntities } from './accounting.ts';
import { accounts } from './accounts.ts';
import { folders } from './folders.ts';

/**
 * Tariff grids (issue 32): one per customer or assistance company contract, and a default one
 * (neither set), each valid over a period. The rules are read and written whole, like a form.
 */
export const tariffGrids = pgTable(
  'tariff_grids',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    customerId: integer('customer_id').references(() => legalEntities.id, { onDelete: 'set null' }),
    assistanceProvider: text('assistance_provider').$type<AssistanceProvider>(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }),
    hidePricesOnDriverDocuments: boolean('hide_prices_on_driver_documents').notNull().default(false),
    rules: jsonb('rules').$type<TariffRule[]>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tariff_grids_account_idx').on(t.accountId, t.validFrom)],
);

/** A price line of a folder as proposed by a grid, and what the operator changed on it. */
export interface StoredPriceLine {
  ruleId: string | null;
  articleId: number | null;
  label: string;
  ruleDescription: string;
  unit: TariffRule['unit'];
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  totalHtCents: number;
  floorCents: number | null;
  ceilingCents: number | null;
  /** The operator changed the line: the proposed price and quantity are kept beside. */
  modified: boolean;
  proposedUnitPriceCents: number;
  proposedQuantity: number;
}

/**
 * The price of a folder: the lines its grid proposed on « Calculer le prix », frozen there. A new
 * grid period never changes them; only another « Calculer le prix » does.
 */
export const folderPricings = pgTable('folder_pricings', {
  folderId: integer('folder_id')
    .primaryKey()
    .references(() => folders.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  gridId: integer('grid_id').references(() => tariffGrids.id, { onDelete: 'set null' }),
  gridName: text('grid_name').notNull(),
  callAt: timestamp('call_at', { withTimezone: true }).notNull(),
  lines: jsonb('lines').$type<StoredPriceLine[]>().notNull(),
  hidePricesOnDriverDocuments: boolean('hide_prices_on_driver_documents').notNull().default(false),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});

/**
 * Quotes (devis, issue 32 §4): numbered DV-YYYY-NNNN per account, sent as a public link whose
 * token is stored hashed; the acceptance keeps the name typed, the time, the address and the hash
 * of the document the customer read.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    state: text('state').notNull(),
    customerId: integer('customer_id').references(() => legalEntities.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    description: text('description'),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<StoredPriceLine[]>().notNull(),
    totalHtCents: bigint('total_ht_cents', { mode: 'number' }).notNull(),
    totalTtcCents: bigint('total_ttc_cents', { mode: 'number' }).notNull(),
    folderId: integer('folder_id').references(() => folders.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    acceptedName: text('accepted_name'),
    acceptedIp: text('accepted_ip'),
    documentHash: text('document_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quotes_account_number_idx').on(t.accountId, t.number),
    uniqueIndex('quotes_token_idx').on(t.tokenHash),
    index('quotes_account_state_idx').on(t.accountId, t.state, t.createdAt),
  ],
);
