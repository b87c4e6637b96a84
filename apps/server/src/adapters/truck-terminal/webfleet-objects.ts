import { z } from 'zod';
import type { WebfleetVehicle } from '@plateau/contracts';

const text = (max: number) =>
  z
    .string()
    .transform((value) => value.replaceAll('\u0000', '').trim().slice(0, max))
    .nullish();

/**
 * One line of showObjectReportExtern with outputformat=json. Webfleet sends more fields (position,
 * driver, odometer…); the sync reads the object number, its name and the plate, and skips
 * objects Webfleet marks deleted.
 */
const ObjectReportLine = z.object({
  objectno: z.union([z.string(), z.number()]).transform(String),
  objectname: text(200),
  licenseplatenumber: text(50),
  deleted: z.union([z.boolean(), z.string()]).optional(),
});

const isDeleted = (value: boolean | string | undefined) =>
  value === true || value === 'true' || value === '1';

/** The vehicles of an answer, or null when the answer is not a list of objects. */
export function parseObjectReport(body: unknown): WebfleetVehicle[] | null {
  // An account without any object answers an empty body.
  if (body === null) return [];
  const parsed = z.array(ObjectReportLine).safeParse(body);
  if (!parsed.success) return null;
  return parsed.data
    .filter((line) => !isDeleted(line.deleted) && line.objectno.trim() !== '')
    .map((line) => ({
      objectNo: line.objectno.trim().slice(0, 50),
      name: line.objectname || line.objectno.trim(),
      licensePlate: line.licenseplatenumber || null,
    }));
}
