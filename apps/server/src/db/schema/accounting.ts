import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Place } from '@plateau/contracts';
import { accounts } from './accounts.ts';

const accountId = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** The French defaults every account starts with are read-only (spec 3 §5 'Read-only rows'). */
const readOnly = () => boolean('read_only').notNull().default(false);

/**
 * Per-account counters for numbers that must follow each other without gaps (invoices, by
 * French law) or stay unique (customer codes). The row is locked by the UPDATE that takes a
 * value, so concurrent transactions queue, and a rolled-back one gives its value back.
 */
export const accountSequences = pgTable(
  'account_sequences',
  {
    accountId: accountId(),
    name: text('name').notNull(),
    lastValue: bigint('last_value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.name] })],
);

/** VAT codes (spec 3 §3 'TVA'): one entity serving both shapes the spec gives. */
export const vatRates = pgTable(
  'vat_rates',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    code: text('code').notNull(),
    nom: text('nom').notNull(),
    /** Percent, exact; null is 'Non applicable'. */
    taux: numeric('taux', { precision: 5, scale: 2 }),
    compteCollecteCode: text('compte_collecte_code'),
    compteDeductibleCode: text('compte_deductible_code'),
    codeJournal: text('code_journal'),
    regimeTva: text('regime_tva').notNull().default('TVA_FRANCE'),
    readOnly: readOnly(),
  },
  (t) => [index('vat_rates_account_idx').on(t.accountId)],
);

/** Payment modes (modeReglement): they drive the invoice due date (spec 3 §5). */
export const paymentModes = pgTable(
  'payment_modes',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    nom: text('nom').notNull(),
    commentaire: text('commentaire'),
    nombreJours: integer('nombre_jours'),
    finMois: boolean('fin_mois').notNull().default(false),
    jourPaiement: integer('jour_paiement'),
    readOnly: readOnly(),
  },
  (t) => [index('payment_modes_account_idx').on(t.accountId)],
);

/** Payment types (typeReglement): transfer, cheque, card… */
export const paymentTypes = pgTable(
  'payment_types',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    nom: text('nom').notNull(),
    codeJournal: text('code_journal'),
    codeCompte: text('code_compte'),
    readOnly: readOnly(),
  },
  (t) => [index('payment_types_account_idx').on(t.accountId)],
);

/** Article families, two levels chosen freely per article. */
export const familles = pgTable(
  'familles',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    code: text('code').notNull(),
    nom: text('nom').notNull(),
    readOnly: readOnly(),
  },
  (t) => [index('familles_account_idx').on(t.accountId)],
);

/** The catalogue of what an account sells (spec 3 §3 'Article'); TTC is derived, not stored. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    code: text('code').notNull(),
    nom: text('nom').notNull(),
    /** Exact decimal, euros. */
    montantHT: numeric('montant_ht', { precision: 12, scale: 2 }).notNull().default('0'),
    tvaId: integer('tva_id').references((): AnyPgColumn => vatRates.id),
    famille1Id: integer('famille1_id').references((): AnyPgColumn => familles.id),
    famille2Id: integer('famille2_id').references((): AnyPgColumn => familles.id),
    venteTvaCodeCompte: text('vente_tva_code_compte'),
    venteTvaDOMCodeCompte: text('vente_tva_dom_code_compte'),
    venteTvaExportCodeCompte: text('vente_tva_export_code_compte'),
    venteTvaIntraCommunautaireCodeCompte: text('vente_tva_intra_communautaire_code_compte'),
    venteSansTvaCodeCompte: text('vente_sans_tva_code_compte'),
    achatTvaCodeCompte: text('achat_tva_code_compte'),
    achatTvaDOMCodeCompte: text('achat_tva_dom_code_compte'),
    achatTvaExportCodeCompte: text('achat_tva_export_code_compte'),
    achatTvaIntraCommunautaireCodeCompte: text('achat_tva_intra_communautaire_code_compte'),
    achatSansTvaCodeCompte: text('achat_sans_tva_code_compte'),
    readOnly: readOnly(),
  },
  (t) => [index('articles_account_idx').on(t.accountId)],
);

const placeText = (column: string) =>
  `coalesce(${column}->>'companyName', '') || ' ' || coalesce(${column}->>'contactFirstname', '') || ' ' || coalesce(${column}->>'contactName', '') || ' ' || coalesce(${column}->>'city', '')`;
/**
 * The customer keyword search's haystack: code, company and contact names and city of every place,
 * folded by plateau_search_fold like the folder search ('elodie' finds 'Élodie'). Stored (migration
 * 0035): folding each row at each search cost PostgreSQL 25 ms a search for 200 customers.
 */
const customerSearchSql = sql.raw(
  `plateau_search_fold(code || ' ' || ${['head_quarter_place', 'facturation_place', 'contact_place1', 'contact_place2'].map(placeText).join(" || ' ' || ")})`,
);

/** Customers (spec 1 §3 'Customer (legal entity)', type CUSTOMER); the code is unique per account. */
export const legalEntities = pgTable(
  'legal_entities',
  {
    id: serial('id').primaryKey(),
    accountId: accountId(),
    type: text('type').notNull().default('CUSTOMER'),
    code: text('code').notNull(),
    headQuarterPlace: jsonb('head_quarter_place').$type<Place>(),
    facturationPlace: jsonb('facturation_place').$type<Place>(),
    contactPlace1: jsonb('contact_place1').$type<Place>(),
    contactPlace2: jsonb('contact_place2').$type<Place>(),
    regimeTva: text('regime_tva'),
    modeReglementId: integer('mode_reglement_id').references((): AnyPgColumn => paymentModes.id),
    typeReglementId: integer('type_reglement_id').references((): AnyPgColumn => paymentTypes.id),
    tvaIntracommunautaire: text('tva_intracommunautaire'),
    /** 9 digits (migration 0027); filled from a French VAT number when not typed. */
    siren: text('siren'),
    /** « Adresse de facturation électronique » (scheme 0225); null: the SIREN (e-invoicing issue). */
    eInvoicingAddress: text('e_invoicing_address'),
    /** « Relances automatiques » (issue 29 §4): the nightly job reminds this customer of its unpaid invoices. */
    automaticReminders: boolean('automatic_reminders').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** An erased customer its invoices still name: kept for them, hidden elsewhere (issue 23). */
    restrictedAt: timestamp('restricted_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(customerSearchSql),
  },
  (t) => [
    uniqueIndex('legal_entities_account_code_idx').on(t.accountId, t.code),
    index('legal_entities_account_type_idx').on(t.accountId, t.type),
    // Matched with LIKE '%…%': the trigram index serves an account of many customers.
    index('legal_entities_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);
