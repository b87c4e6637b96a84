import type { z } from 'zod';
import { Invalid } from './errors.ts';

/**
 * What a connector hands a service is checked like a request body: the first issue, in French,
 * is a 400. Routes get this from their schema; services called by connectors call it themselves.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Invalid(parsed.error.issues[0]!.message);
  return parsed.data;
}
