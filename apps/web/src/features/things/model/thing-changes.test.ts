import { describe, expect, it } from 'vitest';
import type { Thing } from '@plateau/contracts';
import { thingChanges } from './thing-changes.ts';

const thing = { id: 1, name: 'Remorque 12', accountId: 7 } as Thing;

describe("the 'Mon objet' patch", () => {
  it('is empty when nothing changed (nothing is sent)', () => {
    expect(thingChanges(thing, ' Remorque 12 ', 7, true)).toEqual({});
  });

  it('holds the new name, trimmed, and the new account (null: Aucun)', () => {
    expect(thingChanges(thing, 'Remorque frigo ', null, true)).toEqual({
      name: 'Remorque frigo',
      accountId: null,
    });
  });

  it('never holds the account when the user may not choose it', () => {
    expect(thingChanges(thing, 'Remorque 12', 9, false)).toEqual({});
  });
});
