import { z } from 'zod';
import { MAX_YEAR, MIN_YEAR, MissionStepCode } from '@plateau/contracts';

/**
 * What a driver's terminal sends, checked before anything is written: a connector passes on
 * whatever the terminal said, and a bad value must be a French 400, never a broken row.
 */
const reportedAt = z
  .date({ error: 'La date du relevé est invalide' })
  .refine((d) => d.getUTCFullYear() >= MIN_YEAR && d.getUTCFullYear() <= MAX_YEAR, {
    error: `La date du relevé doit être comprise entre ${MIN_YEAR} et ${MAX_YEAR}`,
  });
const latitude = z
  .number({ error: 'La latitude doit être un nombre' })
  .min(-90, { error: 'La latitude doit être comprise entre -90 et 90' })
  .max(90, { error: 'La latitude doit être comprise entre -90 et 90' });
const longitude = z
  .number({ error: 'La longitude doit être un nombre' })
  .min(-180, { error: 'La longitude doit être comprise entre -180 et 180' })
  .max(180, { error: 'La longitude doit être comprise entre -180 et 180' });

export const MissionStepInput = z.enum(MissionStepCode, { error: "Cette étape de mission n'existe pas" });

/** A step: when, and where the truck was when the terminal knew it. */
export const StepReport = z
  .object({ at: reportedAt, latitude: latitude.nullish(), longitude: longitude.nullish() })
  .refine((r) => (r.latitude == null) === (r.longitude == null), {
    error: 'La latitude et la longitude vont ensemble',
  });
export type StepReport = z.input<typeof StepReport>;

/** A position: always located. */
export const PositionReport = z.object({ at: reportedAt, latitude, longitude });
export type PositionReport = z.input<typeof PositionReport>;

/** How the workflow shows where the truck was (the spec's Event positionText). */
export const positionText = (point: { latitude?: number | null; longitude?: number | null }) =>
  point.latitude != null && point.longitude != null
    ? `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`
    : null;
