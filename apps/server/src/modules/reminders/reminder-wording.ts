import {
  formatBasisPoints,
  formatCents,
  type LatePenalty,
  type Place,
  type ReminderStep,
} from '@plateau/contracts';

/** « 14/02/2026 » from an ISO day. */
export const frenchDay = (isoDay: string) => isoDay.split('-').reverse().join('/');
const money = (cents: bigint) => formatCents(cents).replace(/[\u202f\u00a0]/g, ' ');

/** The lines of a postal address, the empty ones left out. */
export const addressLines = (place: Partial<Place> | null | undefined): string[] =>
  place
    ? [
        place.line1,
        place.line2,
        place.line3,
        [place.zipCode, place.city].filter(Boolean).join(' '),
        place.country && place.country !== 'France' ? place.country : null,
      ].filter((line): line is string => Boolean(line?.trim()))
    : [];

export interface ReminderFacts {
  code: string;
  date: string;
  dueDate: string;
  remainingCents: bigint;
  seller: string;
}

const opening = (facts: ReminderFacts) =>
  `Sauf erreur de notre part, la facture n° ${facts.code} du ${frenchDay(facts.date)}, échue le ` +
  `${frenchDay(facts.dueDate)}, reste impayée pour un montant de ${money(facts.remainingCents)}.`;

/** The subject and text of a reminder e-mail; the invoice (and the letter of a formal notice) are attached. */
export function reminderMail(step: ReminderStep, facts: ReminderFacts, total?: bigint) {
  const closing = ['', 'Cordialement,', facts.seller].join('\n');
  if (step === 'FORMAL_NOTICE')
    return {
      subject: `Mise en demeure de payer – facture ${facts.code}`,
      text: [
        'Madame, Monsieur,',
        '',
        opening(facts),
        `Vous trouverez ci-joint notre mise en demeure de payer la somme de ${money(total ?? facts.remainingCents)}, ` +
          'pénalités de retard et indemnité de recouvrement comprises, ainsi que la facture.',
        closing,
      ].join('\n'),
    };
  const second = step === 'SECOND_EMAIL';
  return {
    subject: `${second ? 'Second rappel' : 'Rappel'} : facture ${facts.code} échue le ${frenchDay(facts.dueDate)}`,
    text: [
      'Bonjour,',
      '',
      opening(facts),
      second
        ? 'Malgré notre premier rappel, nous n’avons pas reçu votre règlement. Merci de le faire parvenir sans délai.'
        : 'Nous vous remercions de bien vouloir procéder à son règlement. La facture est jointe à ce message.',
      'Si votre règlement a été envoyé entre-temps, merci de ne pas tenir compte de ce message.',
      closing,
    ].join('\n'),
  };
}

/** The rows of the letter's table (short labels: the row's label column is narrow): what remains, each run of
 * penalties, the indemnity, the total. */
export function claimRows(remainingCents: bigint, penalty: LatePenalty): Array<[string, string]> {
  const rows: Array<[string, string]> = [['Reste dû', money(remainingCents)]];
  for (const period of penalty.periods)
    rows.push([
      `Du ${frenchDay(period.from)} au ${frenchDay(period.to)}`,
      `${period.days} jour${period.days > 1 ? 's' : ''} de retard au taux annuel de ${formatBasisPoints(period.basisPoints)}`,
    ]);
  if (penalty.periods.length) rows.push(['Pénalités de retard', money(penalty.penaltyCents)]);
  if (penalty.indemnityCents > 0n) rows.push(['Indemnité de recouvrement', money(penalty.indemnityCents)]);
  rows.push(['Total à régler', money(remainingCents + penalty.penaltyCents + penalty.indemnityCents)]);
  return rows;
}

/** How the penalties were computed, under the table, with the rules they come from. */
export const penaltyNote = (penalty: LatePenalty) =>
  'Pénalités au taux figurant sur la facture, calculées sur le reste dû : jours de retard × taux annuel / 365, ' +
  `arrondies au centime. Indemnité forfaitaire pour frais de recouvrement. ${penalty.rules.join(' ; ')}.`;
