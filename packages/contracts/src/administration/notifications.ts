import { z } from 'zod';
import { idField, intField, intParam, textField } from '../fields.ts';
import {
  EDITABLE_EVENT_RULE_TYPES,
  EVENT_RULE_TYPES,
  SEVERITY_RANGE,
  SPEED_RANGE,
} from '../rules/event-rules.ts';
import {
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  isValidPhone,
  PHONE_INVALID_MESSAGE,
} from '../rules/phone-email.ts';
import { isValidSmsText, SMS_TEXT_TOO_LONG_MESSAGE, SMS_TEXT_TYPING_LIMIT } from '../rules/sms-text.ts';

/** The mission types a customer notification is configured for (spec 3 §3). */
export const NOTIFICATION_MISSION_TYPES = ['SERVICE', 'PICK_UP', 'DELIVERY'] as const;
export type NotificationMissionType = (typeof NOTIFICATION_MISSION_TYPES)[number];
export const NOTIFICATION_MISSION_TYPE_LABELS: Record<NotificationMissionType, string> = {
  SERVICE: 'Dépannage',
  PICK_UP: 'Remorquage',
  DELIVERY: 'Relivraison',
};

/**
 * One entry of GET /api/accounts/{id}/notificationConfigurations: a customer notification
 * configuration (missionType set, one per type) or an event rule (missionType null, spec 3 §3
 * Event rule, whose SMS text is smsTextOnStart).
 */
export const NotificationConfiguration = z.object({
  id: z.number().int(),
  missionType: z.enum(NOTIFICATION_MISSION_TYPES).nullable(),
  name: z.string().nullable(),
  type: z.enum(EVENT_RULE_TYPES).nullable(),
  notifyClientOnCreation: z.boolean(),
  notifyClientOnStart: z.boolean(),
  notifyClientOnApproaching: z.boolean(),
  notifyClientOnLate: z.boolean(),
  smsTextOnCreation: z.string().nullable(),
  smsTextOnStart: z.string().nullable(),
  smsTextOnApproaching: z.string().nullable(),
  smsTextOnLate: z.string().nullable(),
  notifyMinuteBeforeArriving: z.number().int().nullable(),
  containTextOnReportEvent: z.string().nullable(),
  severity: z.number().int().nullable(),
  speed: z.number().int().nullable(),
  code: z.string().nullable(),
  destinationPhonesOnReportEvent: z.array(z.string()),
  destinationEmailsOnReportEvent: z.array(z.string()),
  outOfRangeOnly: z.boolean(),
});
export type NotificationConfiguration = z.infer<typeof NotificationConfiguration>;
export const NotificationConfigurationList = z.array(NotificationConfiguration);

const smsText = textField(SMS_TEXT_TYPING_LIMIT).refine(isValidSmsText, SMS_TEXT_TOO_LONG_MESSAGE).nullable();
const phone = textField(30).refine(isValidPhone, PHONE_INVALID_MESSAGE);
const email = textField(200).refine(isValidEmail, EMAIL_INVALID_MESSAGE);

const customerFields = {
  notifyClientOnCreation: z.boolean(),
  notifyClientOnStart: z.boolean(),
  notifyClientOnApproaching: z.boolean(),
  notifyClientOnLate: z.boolean(),
  smsTextOnCreation: smsText,
  smsTextOnStart: smsText,
  smsTextOnApproaching: smsText,
  smsTextOnLate: smsText,
  notifyMinuteBeforeArriving: intField(1, 240).nullable(),
};

const ruleFields = {
  name: textField(100).min(1, 'Le nom de la règle est obligatoire'),
  type: z.enum(EDITABLE_EVENT_RULE_TYPES, { error: 'Type de règle non valide' }),
  containTextOnReportEvent: textField(200).nullable(),
  severity: intField(SEVERITY_RANGE.min, SEVERITY_RANGE.max)
    .refine((v) => v % SEVERITY_RANGE.step === 0)
    .nullable(),
  speed: intField(SPEED_RANGE.min, SPEED_RANGE.max)
    .refine((v) => v % SPEED_RANGE.step === 0, 'La vitesse va de 10 en 10 km/h')
    .nullable(),
  code: textField(50).nullable(),
  destinationPhonesOnReportEvent: z.array(phone).max(10),
  destinationEmailsOnReportEvent: z.array(email).max(10),
  outOfRangeOnly: z.boolean(),
  smsTextOnStart: smsText,
};

export const NewEventRule = z.object(ruleFields).partial().required({ name: true, type: true }).strict();
export type NewEventRule = z.infer<typeof NewEventRule>;

/** A change of an entry: the fields of its kind only (a configuration has no rule fields, and back). */
export const ChangedNotificationConfiguration = z
  .object({ ...customerFields, ...ruleFields })
  .partial()
  .extend({ id: idField })
  .strict();
export type ChangedNotificationConfiguration = z.infer<typeof ChangedNotificationConfiguration>;

/**
 * PATCH /api/accounts/{id}/notificationConfigurations: the changes to the list, applied together
 * or not at all. Rules are added, changed and removed here; the three customer configurations
 * are only changed (they always exist).
 */
export const NotificationConfigurationsPatch = z
  .object({
    added: z.array(NewEventRule).max(50).default([]),
    changed: z.array(ChangedNotificationConfiguration).max(100).default([]),
    removed: z.array(idField).max(100).default([]),
  })
  .strict();
export type NotificationConfigurationsPatch = z.infer<typeof NotificationConfigurationsPatch>;

/**
 * LINK: the tracking link the operator sent again from the folder (issue 20 §4.13); PAYMENT_LINK: an invoice's
 * payment link (issue 29 §3), which never goes stale while held outside the SMS hours; RECEIPT: the receipt of a
 * payment taken by a driver on the spot (issue 29 §2), asked for by the customer then and there; QUOTE: a quote's
 * link (issue 32 §4); CONDITION_REPORT: a vehicle's PV sent to the customer (issue 33). LASTING_SMS_KINDS never go
 * stale while held outside the SMS hours.
 */
export const SMS_KINDS = [
  'CREATION',
  'START',
  'APPROACHING',
  'LATE',
  'RULE',
  'LINK',
  'PAYMENT_LINK',
  'RECEIPT',
  'QUOTE',
  'CONDITION_REPORT',
] as const;
export type SmsKind = (typeof SMS_KINDS)[number];
/** The SMS a mission's progress sends by itself (each with its text and switch in the notification settings). */
export type MissionSmsKind = Exclude<
  SmsKind,
  'RULE' | 'LINK' | 'PAYMENT_LINK' | 'RECEIPT' | 'QUOTE' | 'CONDITION_REPORT'
>;
/** SMS still true the next morning: held outside the SMS hours, never dropped as stale. */
export const LASTING_SMS_KINDS: readonly SmsKind[] = ['PAYMENT_LINK', 'QUOTE', 'CONDITION_REPORT'];
export const SMS_STATUSES = ['QUEUED', 'SENT', 'FAILED', 'HELD', 'DROPPED'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];
export const SMS_KIND_LABELS: Record<SmsKind, string> = {
  CREATION: 'Création',
  START: 'Départ',
  APPROACHING: 'Approche',
  LATE: 'Retard',
  RULE: 'Règle',
  LINK: 'Lien de suivi',
  PAYMENT_LINK: 'Lien de paiement',
  RECEIPT: 'Reçu de paiement',
  QUOTE: 'Devis',
  CONDITION_REPORT: 'Procès-verbal du véhicule',
};
export const SMS_STATUS_LABELS: Record<SmsStatus, string> = {
  QUEUED: 'En attente',
  SENT: 'Envoyé',
  FAILED: 'Échec',
  HELD: 'Retenu (hors horaires)',
  DROPPED: 'Abandonné',
};

/** One line of the 'Journal des SMS': the number is masked. */
export const SmsMessage = z.object({
  id: z.number().int(),
  kind: z.enum(SMS_KINDS),
  status: z.enum(SMS_STATUSES),
  missionId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  phone: z.string(),
  text: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type SmsMessage = z.infer<typeof SmsMessage>;

export const NotificationListQuery = z
  .object({ page: intParam(1, 100_000).default(1), limit: intParam(1, 100).default(25) })
  .strict();
export const SmsMessagePage = z.object({ rows: z.array(SmsMessage), total: z.number().int() });
export type SmsMessagePage = z.infer<typeof SmsMessagePage>;

/** One match of an event rule, listed under the rules. */
export const EventRuleMatch = z.object({
  id: z.number().int(),
  ruleId: z.number().int().nullable(),
  ruleName: z.string(),
  kind: z.string(),
  truckName: z.string().nullable(),
  detail: z.string(),
  occurredAt: z.string(),
});
export type EventRuleMatch = z.infer<typeof EventRuleMatch>;
export const EventRuleMatchPage = z.object({ rows: z.array(EventRuleMatch), total: z.number().int() });
export type EventRuleMatchPage = z.infer<typeof EventRuleMatchPage>;
