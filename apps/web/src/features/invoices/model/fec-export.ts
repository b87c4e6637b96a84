import { currentFinancialYear, DEFAULT_FEC_ENCODING, type FecEncoding } from '@plateau/contracts';
import { dayjs, formatStoredDate } from '../../../lib/dates.ts';

/** What the « Export FEC » dialog holds: the period's first and last days (yyyy-MM-dd) and the encoding. */
export interface FecChoice {
  from: string | null;
  to: string | null;
  encoding: FecEncoding;
}

/** The dialog opens on the current financial year, in the encoding the tax text lists. */
export function defaultFecChoice(now: Date = new Date()): FecChoice {
  const year = currentFinancialYear(formatStoredDate(now));
  return { from: year.startDate, to: year.endDate, encoding: DEFAULT_FEC_ENCODING };
}

/** What keeps the file from being asked for, said under the dates; null when it can be. */
export function fecChoiceError(choice: FecChoice): string | null {
  if (!choice.from || !choice.to) return 'Choisissez la première et la dernière date de la période';
  if (choice.from > choice.to) return 'La date de début doit précéder la date de fin';
  return null;
}

/** The API's parameters: each day as the instant it starts or ends, with its offset, as the statistics take dates. */
export const fecQueryOf = (choice: FecChoice) => ({
  startDate: dayjs(choice.from).startOf('day').toISOString(),
  endDate: dayjs(choice.to).endOf('day').toISOString(),
  encoding: choice.encoding,
});
