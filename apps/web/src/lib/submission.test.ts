import { describe, expect, it } from 'vitest';
import { ApiError, NoResponseError } from './api-error.ts';
import { createSubmissionKeys } from './submission.ts';

/** Sends one submission and says which key it carried. */
const keyOf = async (keys: ReturnType<typeof createSubmissionKeys>, values: unknown, failure?: Error) => {
  let sent = '';
  await keys
    .send(values, async (key) => {
      sent = key;
      if (failure) throw failure;
    })
    .catch(() => undefined);
  return sent;
};

describe('the Idempotency-Key of a form submission', () => {
  it('is new for each submission that got an answer', async () => {
    const keys = createSubmissionKeys();
    const first = await keyOf(keys, { nom: 'Remorquage' });
    const second = await keyOf(keys, { nom: 'Remorquage' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('is new after a refusal: the next try is another request', async () => {
    const keys = createSubmissionKeys();
    const refused = new ApiError(409, { error: 'conflict', error_description: 'Le dossier a changé.' }, '/x');
    const first = await keyOf(keys, { a: 1 }, refused);
    expect(await keyOf(keys, { a: 1 })).not.toBe(first);
  });

  it('is kept when the same values are sent again after no answer: the server may have saved them', async () => {
    const keys = createSubmissionKeys();
    const first = await keyOf(keys, { a: 1 }, new NoResponseError('/api/factures'));
    const busy = new ApiError(
      409,
      { error: 'request_in_progress', error_description: 'Requête déjà en cours' },
      '/api/factures',
    );
    expect(await keyOf(keys, { a: 1 }, busy)).toBe(first);
    expect(await keyOf(keys, { a: 1 })).toBe(first);
    // Answered: the next submission is a new one.
    expect(await keyOf(keys, { a: 1 })).not.toBe(first);
  });

  it('is new when the values changed after no answer', async () => {
    const keys = createSubmissionKeys();
    const first = await keyOf(keys, { a: 1 }, new NoResponseError('/x'));
    expect(await keyOf(keys, { a: 2 })).not.toBe(first);
  });

  it('tells files apart by name and size (JSON would show each as {})', async () => {
    const keys = createSubmissionKeys();
    const csv = (name: string, text: string) => new File([text], name, { type: 'text/csv', lastModified: 1 });
    const first = await keyOf(keys, { files: [csv('a.csv', 'x')] }, new NoResponseError('/x'));
    expect(await keyOf(keys, { files: [csv('a.csv', 'x')] }, new NoResponseError('/x'))).toBe(first);
    expect(await keyOf(keys, { files: [csv('b.csv', 'x')] })).not.toBe(first);
  });
});
