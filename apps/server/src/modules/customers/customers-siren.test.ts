import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buyerSirenRequired, isValidSiren, missingBuyerMentions, type Customer } from '@plateau/contracts';
import { legalEntities } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountingTestKit } from '../accounting/accounting-test-kit.ts';

/** The buyer's SIREN on the customer (issue 19 §4): typed, or read from its French VAT number. */
let t: TestContext;
let kit: ReturnType<typeof accountingTestKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = accountingTestKit(t);
});
afterAll(() => t.close());

const company = (name: string) => ({ headQuarterPlace: { companyName: name, city: 'Lyon' } });
const countRows = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(legalEntities))[0]!.n;

// First: the other tests add companies of their own.
describe('the demo customers', () => {
  it('every French company has a valid SIREN; private and foreign customers need none', async () => {
    const { rows } = (await kit.get('/api/legalentities?limit=100')).json() as { rows: Customer[] };
    const companies = rows.filter(buyerSirenRequired);
    expect(companies.length).toBeGreaterThanOrEqual(9);
    for (const customer of companies) {
      expect(isValidSiren(customer.siren ?? ''), customer.headQuarterPlace?.companyName ?? '').toBe(true);
      expect(missingBuyerMentions(customer)).toEqual([]);
    }
    const others = rows.filter((customer) => !buyerSirenRequired(customer));
    expect(others.map((c) => c.headQuarterPlace?.companyName ?? null)).toEqual(
      expect.arrayContaining([null, 'Logistik Transit GmbH']),
    );
  });
});

describe('the customer SIREN', () => {
  it('is stored as 9 digits and read back', async () => {
    const created = await kit.post('/api/legalentities/', {
      ...company('Garage Perrin'),
      siren: '552 081 317',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().siren).toBe('552081317');
    const read = await kit.get(`/api/legalentities/${created.json().id}`);
    expect(read.json()).toEqual(created.json());
    const [row] = await t.database.db
      .select({ siren: legalEntities.siren })
      .from(legalEntities)
      .where(eq(legalEntities.id, created.json().id));
    expect(row!.siren).toBe('552081317');
  });

  it('is read from a French VAT number when not typed, on creation and on patch', async () => {
    const created = await kit.post('/api/legalentities/', {
      ...company('Carrosserie Vat'),
      tvaIntracommunautaire: 'FR 44 732 829 320',
    });
    expect(created.json()).toMatchObject({ tvaIntracommunautaire: 'FR44732829320', siren: '732829320' });

    const plain = (await kit.post('/api/legalentities/', company('Carrosserie Plain'))).json();
    expect(plain.siren).toBeNull();
    const patched = await kit.patch(`/api/legalentities/${plain.id}`, {
      version: plain.version,
      tvaIntracommunautaire: 'FR44732829320',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().siren).toBe('732829320');
    // A VAT number of another country gives none.
    const foreign = await kit.post('/api/legalentities/', {
      ...company('Autohaus'),
      tvaIntracommunautaire: 'DE129273398',
    });
    expect(foreign.json().siren).toBeNull();
  });

  it('is cleared by an empty value when no VAT number gives it', async () => {
    const created = (
      await kit.post('/api/legalentities/', { ...company('Vide'), siren: '552081317' })
    ).json();
    const cleared = await kit.patch(`/api/legalentities/${created.id}`, {
      version: created.version,
      siren: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().siren).toBeNull();
  });

  it.each([
    [{ siren: '552081318' }, 'Numéro SIREN non valide (9 chiffres)'],
    [{ siren: '55208131' }, 'Numéro SIREN non valide (9 chiffres)'],
    [{ siren: 'ABCDEFGHI' }, 'Numéro SIREN non valide (9 chiffres)'],
    [
      { siren: '552081317', tvaIntracommunautaire: 'FR44732829320' },
      'Le SIREN ne correspond pas au numéro de TVA intracommunautaire',
    ],
  ])('refuses %j with a French 400, creating nothing', async (body, message) => {
    const before = await countRows();
    const response = await kit.post('/api/legalentities/', { ...company('Refusé'), ...body });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(message);
    expect(await countRows()).toBe(before);
  });

  it('refuses a patch whose SIREN contradicts the stored VAT number, changing nothing', async () => {
    const created = (
      await kit.post('/api/legalentities/', { ...company('Stable'), tvaIntracommunautaire: 'FR44732829320' })
    ).json();
    for (const body of [{ siren: '552081317' }, { siren: '552081318' }]) {
      const response = await kit.patch(`/api/legalentities/${created.id}`, {
        version: created.version,
        headQuarterPlace: { companyName: 'Renommé' },
        ...body,
      });
      expect(response.statusCode).toBe(400);
    }
    expect((await kit.get(`/api/legalentities/${created.id}`)).json()).toEqual(created);
  });
});
