// The typed-day parser is shared with other features' date fields: it lives in lib/dates.ts.
export { parseDisplayedDay } from '../../../lib/dates.ts';

/** The fuel level is kept in percent, on a slider of step 5, and shown as value/100 (spec 2 §2). */
export const FUEL_STEP = 5;
export const fuelLabel = (percent: number) => (percent / 100).toLocaleString('fr-FR');
