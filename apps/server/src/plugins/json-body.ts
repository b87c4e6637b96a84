import fp from 'fastify-plugin';
import { isSafeText, TEXT_INVALID_MESSAGE } from '@plateau/contracts';
import { Invalid } from '../lib/errors.ts';

/**
 * True when a string anywhere in a parsed JSON value, a key or a value, is text PostgreSQL
 * cannot store: a NUL character (text and jsonb refuse it) or a lone UTF-16 surrogate (jsonb
 * refuses its escape, text would keep a replacement character). Walked without recursion: a
 * body nested 100 000 levels deep is still read to the end, not a stack overflow.
 */
export function holdsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (typeof current === 'string') {
      if (!isSafeText(current)) return true;
    } else if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
    } else if (current !== null && typeof current === 'object') {
      for (const [key, item] of Object.entries(current)) {
        if (!isSafeText(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The JSON body parser of every route: Fastify's own (prototype poisoning refused), then one
 * check of every string, so that no route, whatever its schema, hands the database a NUL byte
 * (a 500 « invalid byte sequence ») — a French 400 before any handler runs. The contracts'
 * textField says the same per field, with the field's name, for the web app's forms.
 */
export const jsonBodyPlugin = fp(async (app) => {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body as string, (error: Error | null, value?: unknown) => {
      if (error) return done(error, undefined);
      if (holdsUnsafeText(value)) return done(new Invalid(TEXT_INVALID_MESSAGE), undefined);
      done(null, value);
    });
  });
});
