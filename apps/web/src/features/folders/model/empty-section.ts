import type { z } from 'zod';

/** A section of the folder with every field unknown: where a user starts filling a card the folder did not have. */
export const emptyOf = <T extends z.ZodObject>(schema: T): z.infer<T> =>
  Object.fromEntries(Object.keys(schema.shape).map((key) => [key, null])) as z.infer<T>;
