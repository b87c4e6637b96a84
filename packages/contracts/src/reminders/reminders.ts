import { z } from 'zod';
import { idParam, integerRangeMessage } from '../fields.ts';

/** The steps of reminding a customer of an unpaid invoice (issue 29 §4), in the order they come. */
export const ReminderStep = z.enum(['FIRST_EMAIL', 'SECOND_EMAIL', 'FORMAL_NOTICE']);
export type ReminderStep = z.infer<typeof ReminderStep>;
export const REMINDER_STEPS = ReminderStep.options;

export const reminderStepLabels: Record<ReminderStep, string> = {
  FIRST_EMAIL: 'Première relance par e-mail',
  SECOND_EMAIL: 'Deuxième relance par e-mail',
  FORMAL_NOTICE: 'Mise en demeure (lettre recommandée)',
};

export const REMINDER_DELAY_MAX_DAYS = 365;
export const REMINDER_ORDER_MESSAGE =
  'Chaque étape active doit venir après la précédente : son délai doit être plus long.';

/** Its own French words even where zod's locale is not set (the web form): an empty field is not a number. */
const DELAY_MESSAGE = integerRangeMessage(1, REMINDER_DELAY_MAX_DAYS);
export const ReminderStepSetting = z
  .object({
    enabled: z.boolean({ error: 'Activée ou non : oui ou non attendu' }),
    delayDays: z
      .number({ error: DELAY_MESSAGE })
      .int(DELAY_MESSAGE)
      .min(1, DELAY_MESSAGE)
      .max(REMINDER_DELAY_MAX_DAYS, DELAY_MESSAGE),
  })
  .strict();
export type ReminderStepSetting = z.infer<typeof ReminderStepSetting>;

/** An account's reminder steps: each on or off, sent its number of days after the due date. */
export const ReminderSettings = z
  .object({
    FIRST_EMAIL: ReminderStepSetting,
    SECOND_EMAIL: ReminderStepSetting,
    FORMAL_NOTICE: ReminderStepSetting,
  })
  .strict()
  .superRefine((settings, ctx) => {
    let previous = 0;
    for (const step of REMINDER_STEPS) {
      const { enabled, delayDays } = settings[step];
      if (!enabled) continue;
      if (delayDays <= previous)
        ctx.addIssue({ code: 'custom', path: [step, 'delayDays'], message: REMINDER_ORDER_MESSAGE });
      previous = delayDays;
    }
  });
export type ReminderSettings = z.infer<typeof ReminderSettings>;

/** An account without settings: J+7 and J+15 by e-mail, J+30 the formal notice. */
export const REMINDER_DEFAULTS: ReminderSettings = {
  FIRST_EMAIL: { enabled: true, delayDays: 7 },
  SECOND_EMAIL: { enabled: true, delayDays: 15 },
  FORMAL_NOTICE: { enabled: true, delayDays: 30 },
};

/** What became of a step: sent, failed (the mail server refused), or nothing to send it to. */
export const ReminderOutcome = z.enum(['PENDING', 'SENT', 'FAILED', 'NO_EMAIL', 'SKIPPED']);
export type ReminderOutcome = z.infer<typeof ReminderOutcome>;
export const reminderOutcomeLabels: Record<ReminderOutcome, string> = {
  PENDING: 'En cours d’envoi',
  SENT: 'Envoyée',
  FAILED: 'Échec de l’envoi',
  NO_EMAIL: 'Aucune adresse e-mail',
  SKIPPED: 'Non envoyée (étape suivante déjà due)',
};

export const InvoiceReminder = z.object({
  id: z.number().int(),
  step: ReminderStep,
  outcome: ReminderOutcome,
  /** When the step was handled (sent or tried). */
  at: z.iso.datetime(),
  recipient: z.string().nullable(),
  error: z.string().nullable(),
  /** The formal notice's letter is kept and can be downloaded. */
  hasLetter: z.boolean(),
});
export type InvoiceReminder = z.infer<typeof InvoiceReminder>;
export const InvoiceReminderList = z.object({ data: z.array(InvoiceReminder) });
export type InvoiceReminderList = z.infer<typeof InvoiceReminderList>;

/** GET /api/factures/{id}/relances/{reminderId}/lettre: the formal notice's letter kept. */
export const InvoiceReminderParams = z.object({ id: idParam, reminderId: idParam }).strict();
