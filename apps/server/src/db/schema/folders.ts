import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  Acceptation,
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  MissionState,
  PropositionInitiale,
  ValorisationState,
  Attelage,
  InterventionDepannage,
  Place,
  ReportDepannage,
  Valorisation,
  ValorisationProposal,
  Vehicule,
} from '@plateau/contracts';
import { accounts } from './accounts.ts';
import { agents, trucks } from './fleet.ts';

export const folderOrderNoSequence = pgSequence('folders_order_no_seq', { startWith: 100_001 });

/** The registration without separators, so 'AB123CD' finds 'AB-123-CD'. */
const registrationSql = sql`(vehicule->>'immatriculation')`;
const customerNameSql = sql`nullif(trim(coalesce(customer_place->>'contactFirstname', '') || ' ' || coalesce(customer_place->>'contactName', '')), '')`;

/**
 * A phone's key in SQL, the same mapping as phoneKey (contracts rules/duplicate-keys.ts): digits
 * only, +33 or 0033 (and a « (0) » after it) written as the leading 0.
 */
export const phoneKeySql = (phone: SQL) =>
  sql`regexp_replace(regexp_replace(regexp_replace(coalesce(${phone}, ''), '[^0-9+]', '', 'g'), '^([+]33|0033)0?', '0'), '[^0-9]', '', 'g')`;
/** The plate's key in SQL (registrationKey): letters and digits in capitals. */
export const registrationKeySql = sql`upper(regexp_replace(coalesce(${registrationSql}, ''), '[^[:alnum:]]', '', 'g'))`;
/** The callers' phones of a folder: its contact, the customer's, the motorway or police caller's. */
export const callerPhonesSql = [
  sql`contact_phone`,
  sql`(customer_place->>'contactPhone')`,
  sql`(intervention_depannage->>'telephoneAppelant')`,
];
const callerPhoneKeysSql = sql.join(
  callerPhonesSql.map((phone) => phoneKeySql(phone)),
  sql` || ' ' || `,
);

/**
 * Folders (dossiers). Places, vehicle, trailer and intervention are JSON read and written
 * whole; what the list filters, sorts or searches on is a real column. The intervention
 * mission's truck, agent, state and date are copied here (missions.repository keeps them
 * in step) so the list never joins missions to filter.
 */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderNo: text('order_no')
      .notNull()
      .default(sql`('OT' || nextval('folders_order_no_seq')::text)`),
    externalNumber: text('external_number'),
    origineNumber: text('origine_number'),
    folderState: text('folder_state').$type<FolderState>().notNull(),
    creationOrigine: text('creation_origine').$type<CreationOrigine>().notNull(),
    assistanceProvider: text('assistance_provider').$type<AssistanceProvider>(),
    version: integer('version').notNull().default(1),
    creationDateTime: timestamp('creation_date_time', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    missionState: text('mission_state').$type<MissionState>(),
    missionDateTime: timestamp('mission_date_time', { withTimezone: true }),
    truckId: integer('truck_id').references(() => trucks.id, { onDelete: 'set null' }),
    agentId: integer('agent_id').references(() => agents.id, { onDelete: 'set null' }),
    contactInfo: text('contact_info'),
    contactPhone: text('contact_phone'),
    cancellable: boolean('cancellable').notNull().default(true),
    confirmationRequise: boolean('confirmation_requise').notNull().default(false),
    messagesAllowed: boolean('messages_allowed').notNull().default(false),
    propositionInitiale: text('proposition_initiale').$type<PropositionInitiale>(),
    customerPlace: jsonb('customer_place').$type<Partial<Place>>(),
    interventionDepannage: jsonb('intervention_depannage').$type<Partial<InterventionDepannage>>(),
    vehicule: jsonb('vehicule').$type<Partial<Vehicule>>(),
    attelage: jsonb('attelage').$type<Partial<Attelage>>(),
    reportDepannage: jsonb('report_depannage').$type<ReportDepannage>(),
    acceptation: jsonb('acceptation').$type<Acceptation>(),
    numeroFacture: text('numero_facture'),
    numeroFactureObligatoire: boolean('numero_facture_obligatoire').notNull().default(false),
    estFacturable: boolean('est_facturable').notNull().default(true),
    valorisationState: text('valorisation_state').$type<ValorisationState>(),
    valorisationInitiale: doublePrecision('valorisation_initiale'),
    valorisation: jsonb('valorisation').$type<Valorisation>(),
    valorisationPropositions: jsonb('valorisation_propositions')
      .$type<ValorisationProposal[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    confirmationValorisation: boolean('confirmation_valorisation').notNull().default(false),
    valorisationModifiableAvantCloture: boolean('valorisation_modifiable_avant_cloture')
      .notNull()
      .default(false),
    registration: text('registration').generatedAlwaysAs(registrationSql),
    customerName: text('customer_name').generatedAlwaysAs(customerNameSql),
    city: text('city').generatedAlwaysAs(sql`(customer_place->>'city')`),
    /**
     * When its personal data was erased (erasure or retention, issue 23): names read « Anonymisé »,
     * phones and e-mails are null or gone, the place keeps its town (issue 28 §1).
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * Haystack of the keyword search, folded by plateau_search_fold (lower case, no accents; the
     * same mapping as foldForSearch in contracts), then the callers' phone keys (digits only, a
     * phone typed as « +33 6 12… » is looked for as « 0612… »), matched with LIKE through a
     * trigram index.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`plateau_search_fold(coalesce(external_number, '') || ' ' || order_no || ' ' || coalesce(${registrationSql}, '') || ' ' || coalesce(regexp_replace(${registrationSql}, '[^[:alnum:]]', '', 'g'), '') || ' ' || coalesce(${customerNameSql}, '') || ' ' || coalesce(customer_place->>'city', '')) || ' ' || ${callerPhoneKeysSql}`,
    ),
  },
  (t) => [
    // search_text closes the list's main indexes so that a keyword count within an account (or an
    // assistance company) is an index-only scan; the trigram index serves rare keywords.
    index('folders_account_created_idx').on(
      t.accountId,
      t.creationDateTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.searchText,
    ),
    index('folders_account_state_created_idx').on(
      t.accountId,
      t.folderState,
      t.creationDateTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('folders_account_mission_state_idx').on(
      t.accountId,
      t.missionState,
      t.creationDateTime.desc().nullsFirst(),
    ),
    index('folders_account_truck_idx').on(t.accountId, t.truckId, t.creationDateTime.desc().nullsFirst()),
    index('folders_account_agent_idx').on(t.accountId, t.agentId, t.creationDateTime.desc().nullsFirst()),
    index('folders_provider_created_idx').on(
      t.assistanceProvider,
      t.creationDateTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.searchText,
    ),
    index('folders_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // One account's keyword search in one scan (btree_gin for the account; migration 0036).
    index('folders_account_search_trgm_idx').using('gin', t.accountId, sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** Messages exchanged with the driver about a folder. */
export const folderMessages = pgTable(
  'folder_messages',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    /** The folder's account, copied so the unread alarms read one index. */
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    creationDateTime: timestamp('creation_date_time', { withTimezone: true }).notNull().defaultNow(),
    /** BACKOFFICE for messages the operator wrote; anything else came from outside (NOMAD: the driver). */
    provenance: text('provenance').notNull(),
    author: text('author'),
    message: text('message').notNull(),
    markAsRead: boolean('mark_as_read').notNull().default(false),
  },
  (t) => [
    index('folder_messages_folder_idx').on(t.folderId),
    index('folder_messages_unread_idx')
      .on(t.accountId, t.folderId)
      .where(sql`${t.markAsRead} = false and ${t.provenance} <> 'BACKOFFICE'`),
  ],
);
