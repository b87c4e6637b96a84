import type { z } from 'zod';

/** A stored JSON object with every key of its schema: missing ones become null. */
export function complete<T extends z.ZodObject>(
  schema: T,
  value: object | null | undefined,
): z.infer<T> | null {
  if (!value) return null;
  const stored = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, stored[key] ?? null])) as z.infer<T>;
}

export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
