import { z } from 'zod';
import { dateTimeField, idParam, intField, intParam, textField } from './fields.ts';

/** The sensitive acts the journal keeps (issue 23 §5). */
export const JOURNAL_ACTS = [
  'PERSONAL_DATA_SEARCH',
  'PERSONAL_DATA_EXPORT',
  'PERSONAL_DATA_ERASURE',
  'ON_BEHALF_OPENING',
  'USERS_CHANGE',
  'CONNECTOR_SECRET_CHANGE',
  'FEC_EXPORT',
  'RETENTION_RUN',
  'RETENTION_SETTINGS',
  'SMS_OPT_OUT',
  'PAYMENT_CANCELLATION',
  'YARD_TARIFF_CHANGE',
  'YARD_RELEASE',
  'YARD_HANDOVER',
  'TARIFF_CHANGE',
  'PRICE_CHANGE',
  'E_INVOICE_DEPOSIT',
  'E_INVOICE_STATUS',
  'E_INVOICE_ANSWER',
  'E_REPORT_SENT',
] as const;
export const JournalAct = z.enum(JOURNAL_ACTS, { error: 'Acte non valide' });
export type JournalAct = z.infer<typeof JournalAct>;

export const JOURNAL_ACT_LABELS: Record<JournalAct, string> = {
  PERSONAL_DATA_SEARCH: 'Recherche de données personnelles',
  PERSONAL_DATA_EXPORT: 'Export de données personnelles',
  PERSONAL_DATA_ERASURE: 'Effacement de données personnelles',
  ON_BEHALF_OPENING: 'Ouverture pour le compte d’un client',
  USERS_CHANGE: 'Changement d’utilisateurs ou de rôles',
  CONNECTOR_SECRET_CHANGE: 'Changement de secret de connecteur',
  FEC_EXPORT: 'Export FEC',
  RETENTION_RUN: 'Application des durées de conservation',
  RETENTION_SETTINGS: 'Changement des durées de conservation',
  SMS_OPT_OUT: 'Opposition aux SMS',
  PAYMENT_CANCELLATION: 'Annulation d’un paiement',
  YARD_TARIFF_CHANGE: 'Changement des tarifs de fourrière',
  YARD_RELEASE: 'Restitution d’un véhicule de fourrière',
  YARD_HANDOVER: 'Remise d’un véhicule de fourrière',
  TARIFF_CHANGE: 'Changement de grille tarifaire',
  PRICE_CHANGE: 'Changement d’un prix proposé',
  E_INVOICE_DEPOSIT: 'Dépôt d’une facture sur la plateforme agréée',
  E_INVOICE_STATUS: 'Statut reçu de la plateforme agréée',
  E_INVOICE_ANSWER: 'Réponse à une facture fournisseur (approbation, litige, refus)',
  E_REPORT_SENT: 'Transmission d’un e-reporting',
};

/** GET /api/journal and /api/journal/csv: filters by act, user and period. */
export const JournalQuery = z
  .object({
    act: JournalAct.optional(),
    userId: idParam.optional(),
    from: dateTimeField.optional(),
    to: dateTimeField.optional(),
    page: intParam(1, 100_000).default(1),
    pageSize: intParam(1, 200).default(50),
  })
  .strict();
export type JournalQuery = z.infer<typeof JournalQuery>;

export const JournalEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  act: JournalAct,
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  detail: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;
export const JournalPage = z.object({ entries: z.array(JournalEntry), total: z.number().int() });
export type JournalPage = z.infer<typeof JournalPage>;

/** Where a person appears (issue 23 §1). */
export const PERSONAL_DATA_PLACES = [
  'FOLDER',
  'CUSTOMER',
  'INVOICE',
  'SMS',
  'DOCUMENT',
  'DRIVER',
  'USER',
  'YARD',
] as const;
export const PersonalDataPlace = z.enum(PERSONAL_DATA_PLACES);
export type PersonalDataPlace = z.infer<typeof PersonalDataPlace>;
export const PERSONAL_DATA_PLACE_LABELS: Record<PersonalDataPlace, string> = {
  FOLDER: 'Dossier',
  CUSTOMER: 'Client',
  INVOICE: 'Facture',
  SMS: 'Journal des SMS',
  DOCUMENT: 'Document',
  DRIVER: 'Chauffeur',
  USER: 'Utilisateur',
  YARD: 'Fourrière',
};

export const PersonalDataQuery = z
  .object({ q: textField(100).min(2, 'Saisissez au moins 2 caractères') })
  .strict();
export type PersonalDataQuery = z.infer<typeof PersonalDataQuery>;

export const PersonalDataHit = z.object({
  place: PersonalDataPlace,
  id: z.number().int(),
  label: z.string(),
  detail: z.string(),
  /** The screen that shows it, or null (an SMS, a driver). */
  link: z.string().nullable(),
});
export type PersonalDataHit = z.infer<typeof PersonalDataHit>;

export const PersonalDataSearchResult = z.object({ hits: z.array(PersonalDataHit) });
export type PersonalDataSearchResult = z.infer<typeof PersonalDataSearchResult>;

/** What an erasure did, per place. */
export const PersonalDataErasure = z.object({
  folders: z.number().int(),
  customers: z.number().int(),
  restrictedCustomers: z.number().int(),
  restrictedInvoices: z.number().int(),
  sms: z.number().int(),
  documents: z.number().int(),
  trackingLinks: z.number().int(),
  drivers: z.number().int(),
  users: z.number().int(),
  /** Vehicles of the yard whose owner or taker was the person (issue 31). */
  yardEntries: z.number().int().default(0),
});
export type PersonalDataErasure = z.infer<typeof PersonalDataErasure>;

export const PersonalDataExportStatus = z.enum(['QUEUED', 'RUNNING', 'READY', 'FAILED']);
export const PersonalDataExport = z.object({
  id: z.number().int(),
  status: PersonalDataExportStatus,
  progress: z.number().int(),
  filename: z.string().nullable(),
  error: z.string().nullable(),
});
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;
export const PersonalDataExportParams = z.object({ id: idParam }).strict();

/** Retention periods of an account (issue 23 §4), in months; the defaults are the lawful ones. */
export const RETENTION_DEFAULTS = { closedFolderMonths: 36, positionMonths: 2, smsNumberMonths: 12 } as const;
export const RetentionSettings = z
  .object({
    closedFolderMonths: intField(1, 120),
    positionMonths: intField(1, 24),
    smsNumberMonths: intField(1, 120),
  })
  .strict();
export type RetentionSettings = z.infer<typeof RetentionSettings>;

/** POST /api/sms-opt-outs: an operator marks a number « ne plus envoyer de SMS ». */
export const SmsOptOutBody = z.object({ phone: textField(30).min(1, 'Le numéro est obligatoire') }).strict();
