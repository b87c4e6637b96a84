import { describe, expect, it } from 'vitest';
import { connectorPatchOf, connectorTestBody } from './connector-fields.ts';

const initial = { active: false, missionBreakingMinute: '', customer: 'martin', user: 'api', password: '' };

describe('connectorPatchOf (spec 3 §4, by difference)', () => {
  it('sends nothing when nothing changed, and an empty secret keeps the stored one', () => {
    expect(connectorPatchOf('WEBFLEET', initial, { ...initial })).toEqual({});
  });

  it('sends only the changed fields, a typed secret, and blanks as null', () => {
    expect(
      connectorPatchOf('WEBFLEET', initial, {
        ...initial,
        active: true,
        missionBreakingMinute: '15',
        customer: ' ',
        password: 's3cret',
      }),
    ).toEqual({
      ttwConfiguration: { active: true, missionBreakingMinute: 15, customer: null, password: 's3cret' },
    });
  });
});

describe('connectorTestBody', () => {
  it('sends every value typed and leaves an empty secret to the server', () => {
    expect(connectorTestBody('WEBFLEET', initial)).toEqual({
      active: false,
      missionBreakingMinute: null,
      customer: 'martin',
      user: 'api',
    });
  });
});
