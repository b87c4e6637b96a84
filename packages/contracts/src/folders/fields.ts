import { z } from 'zod';
import { dateField, dateTimeField, idField, textField } from '../fields.ts';

/**
 * Field builders shared by the folder schemas, bounded once in ../fields.ts (no NUL, no lone
 * surrogate, ids within `integer`, years 1900–2999); other messages come from zod's French locale
 * unless business-specific.
 */
export const shortText = (max = 200) => textField(max);
export const entityId = idField;
export const dateTime = dateTimeField;
/** Dates without time are stored as yyyy-MM-dd (spec 2 §9). */
export const isoDate = dateField;

type Shape = Record<string, z.ZodType>;
type NullableShape<T extends Shape> = { [K in keyof T]: z.ZodNullable<T[K]> };

/** Every field present, null when unknown: the shape the server answers with. */
export function nullableFields<T extends Shape>(shape: T): NullableShape<T> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [key, schema.nullable()]),
  ) as NullableShape<T>;
}

/** Every field optional and nullable, unknown fields refused: the shape a client writes. */
export const inputOf = <T extends Shape>(shape: T) => z.object(nullableFields(shape)).partial().strict();
export const outputOf = <T extends Shape>(shape: T) => z.object(nullableFields(shape));
