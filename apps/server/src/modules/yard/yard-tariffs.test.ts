import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nationalTariffPeriods } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { carEntry, releaseBody, yardCaller } from '../../test/yard-fixtures.ts';

let t: TestContext;
let call: ReturnType<typeof yardCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = yardCaller(t);
});
afterAll(() => t.close());

describe('the tariff table', () => {
  it('starts as the national table; only an administrator changes the zone or a period', async () => {
    const table = (await call('GET', '/tariffs', 'operateur')).json();
    expect(table).toMatchObject({ national: true, settings: { zone: 'NATIONAL' } });
    expect(table.periods[0].rates.VP.enlevementCents).toBe(12765);
    expect(
      (await call('PUT', '/settings', 'operateur', { zone: 'PARIS', privateDailyCents: 1500 })).statusCode,
    ).toBe(403);
    const period = { ...nationalTariffPeriods('NATIONAL')[0]!, from: '2026-12-01', source: 'Arrêté à venir' };
    expect((await call('PUT', '/tariffs', 'operateur', period)).statusCode).toBe(403);
    expect((await call('PUT', '/tariffs', 'depanneur', { ...period, from: 'demain' })).statusCode).toBe(400);
  });

  it('bills Paris’s own rates once the account is in Paris', async () => {
    const paris = await call('PUT', '/settings', 'dupont', { zone: 'PARIS', privateDailyCents: 1500 });
    expect(paris.json().periods[0].rates.VP).toMatchObject({
      enlevementCents: 15000,
      gardeJournaliereCents: 2900,
    });
    const id = (await call('POST', '/entries', 'dupont', carEntry())).json().id;
    const released = await call(
      'POST',
      `/entries/${id}/release`,
      'dupont',
      releaseBody({ expectedTotalCents: 1 }),
    );
    // 150 € of removal and 3 days at 29 €: the server's own total (the account cannot invoice yet).
    expect(released.json().error_description).toMatch(/^Les frais ont changé : 237,00\s€ sont dus/);
  });

  it('keeps the past period’s rates when an administrator starts a new one', async () => {
    const rates = nationalTariffPeriods('NATIONAL')[0]!.rates;
    const period = {
      from: '2026-11-21',
      source: 'Arrêté du 1er novembre 2026 (exemple)',
      rates: { ...rates, VP: { ...rates.VP, gardeJournaliereCents: 800 } },
    };
    const saved = await call('PUT', '/tariffs', 'depanneur', period);
    expect(saved.json()).toMatchObject({
      national: false,
      periods: [{ from: '2024-03-01' }, { from: '2026-11-21' }],
    });
    const id = (await call('POST', '/entries', 'operateur', carEntry())).json().id;
    // 20/11 at the old rate, 21 and 22/11 at the new one.
    const released = await call(
      'POST',
      `/entries/${id}/release`,
      'operateur',
      releaseBody({ expectedTotalCents: 12765 + 675 + 2 * 800 }),
    );
    expect(
      released
        .json()
        .fees.lines.map((l: { quantity: number; unitCents: number }) => `${l.quantity}×${l.unitCents}`),
    ).toEqual(['1×12765', '1×675', '2×800']);
  });
});

describe('places, tenancy and roles', () => {
  it('lets an administrator add places, shows who occupies them, refuses a taken one', async () => {
    expect((await call('POST', '/places', 'operateur', { rowLabel: 'A', placeLabel: '1' })).statusCode).toBe(
      403,
    );
    const place = await call('POST', '/places', 'depanneur', { rowLabel: 'Z', placeLabel: '9' });
    expect(place.statusCode).toBe(201);
    expect((await call('POST', '/places', 'depanneur', { rowLabel: 'Z', placeLabel: '9' })).statusCode).toBe(
      409,
    );
    const placeId = place.json().id;
    await call(
      'POST',
      '/entries',
      'operateur',
      carEntry({ placeId, vehicle: { plate: 'PLACE-1', category: 'VP' } }),
    );
    const plan = (await call('GET', '/places', 'operateur')).json();
    expect(plan.find((p: { id: number }) => p.id === placeId)).toMatchObject({ plate: 'PLACE-1' });
    const taken = await call('POST', '/entries', 'operateur', carEntry({ placeId }));
    expect(taken.json().error_description).toBe('Cette place est occupée par le véhicule PLACE-1');
  });

  it('answers 404 for another account’s vehicle, 403 to an assistance company, 400 for bad input', async () => {
    const id = (await call('POST', '/entries', 'operateur', carEntry())).json().id;
    expect((await call('GET', `/entries/${id}`, 'dupont')).statusCode).toBe(404);
    expect(
      (await call('POST', `/entries/${id}/holds`, 'dupont', { kind: 'JUDICIAL', placedBy: 'X' })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/entries', 'assisteur')).statusCode).toBe(403);
    const noAuthority = await call('POST', '/entries', 'operateur', carEntry({ authority: null }));
    expect(noAuthority.statusCode).toBe(400);
    expect(noAuthority.json().error_description).toMatch(/autorité/);
    expect((await call('POST', '/entries', 'operateur', carEntry({ colour: 'rouge' }))).statusCode).toBe(400);
  });
});
