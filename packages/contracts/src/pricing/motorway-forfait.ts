import {
  MOTORWAY_FORFAIT_PERIODS,
  MOTORWAY_WEIGHT_CLASS_LABELS,
  MOTORWAY_WEIGHT_LIMITS_KG,
  type MotorwayForfaitPeriod,
  type MotorwayWeightClass,
} from './motorway-forfait-data.ts';
import { type CallTimeBands, majorationReason } from './time-bands.ts';
import type { PricedMissionKind, PlaceKind } from './tariff-grid.ts';

/** The period in force on a day (`YYYY-MM-DD`), or null before the first one. */
export function motorwayPeriodOn(
  day: string,
  periods: readonly MotorwayForfaitPeriod[] = MOTORWAY_FORFAIT_PERIODS,
): MotorwayForfaitPeriod | null {
  return periods.find((period) => day >= period.from && (!period.until || day <= period.until)) ?? null;
}

/** The weight class of a vehicle, or null above 3,5 t (the forfait then does not apply). Unknown = lightest. */
export function motorwayWeightClass(weightKg: number | null): MotorwayWeightClass | null {
  if (weightKg === null || weightKg <= MOTORWAY_WEIGHT_LIMITS_KG.JUSQU_A_1_8_T) return 'JUSQU_A_1_8_T';
  if (weightKg <= MOTORWAY_WEIGHT_LIMITS_KG.DE_1_8_A_3_5_T) return 'DE_1_8_A_3_5_T';
  return null;
}

export interface MotorwayForfait {
  amountCents: number;
  /** « Forfait autoroute VL ≤ 1,8 t, majoré dimanche — arrêté 2026 » */
  description: string;
  majorated: boolean;
  periodName: string;
}

/**
 * The regulated forfait of a motorway call, or null when it does not apply (not a motorway, over
 * 3,5 t, a trip for nothing, a day before the first period).
 */
export function motorwayForfait(
  facts: { placeKind: PlaceKind; missionKind: PricedMissionKind; weightKg: number | null },
  call: CallTimeBands,
  periods: readonly MotorwayForfaitPeriod[] = MOTORWAY_FORFAIT_PERIODS,
): MotorwayForfait | null {
  if (facts.placeKind !== 'AUTOROUTE' || facts.missionKind === 'DEPLACEMENT_POUR_RIEN') return null;
  const weightClass = motorwayWeightClass(facts.weightKg);
  const period = motorwayPeriodOn(call.day, periods);
  if (!weightClass || !period) return null;
  const amounts = period.amounts[weightClass];
  const reason = majorationReason(call);
  const what = `Forfait autoroute ${MOTORWAY_WEIGHT_CLASS_LABELS[weightClass]}`;
  return {
    amountCents: reason ? amounts.majoratedCents : amounts.normalCents,
    description: `${reason ? `${what}, ${reason}` : what} — ${period.name}`,
    majorated: reason !== null,
    periodName: period.name,
  };
}
