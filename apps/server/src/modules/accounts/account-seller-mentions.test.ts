import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { missingSellerMentions } from '@plateau/contracts';
import { accounts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountingTestKit } from '../accounting/accounting-test-kit.ts';

/** The seller's mandatory mentions on the account settings (issue 19 §4): legal form to BIC. */
let t: TestContext;
let kit: ReturnType<typeof accountingTestKit>;
let dupont: number;
beforeAll(async () => {
  t = await createTestApp();
  kit = accountingTestKit(t);
  dupont = await kit.accountIdOf('dupont');
});
afterAll(() => t.close());

const patch = (payload: object, login = 'dupont') => kit.patch(`/api/accounts/${dupont}`, payload, login);
const read = async () => (await kit.get(`/api/accounts/${dupont}`, 'dupont')).json();

const mentions = {
  legalForm: 'sarl',
  shareCapital: '7 500,50',
  rcsCity: 'RCS Bordeaux',
  rmNumber: null,
  iban: 'fr76 3000 6000 0112 3456 7890 189',
  bic: 'agrifrpp',
  vatOnDebits: true,
};
const stored = {
  legalForm: 'SARL',
  shareCapital: '7500.50',
  rcsCity: 'Bordeaux',
  rmNumber: null,
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  vatOnDebits: true,
};

describe('the seller mentions of the account', () => {
  it('an administrator saves them, stored normalized, and reads them back with the rest kept', async () => {
    const before = await read();
    expect(before.legalEntity).toMatchObject({ legalForm: null, iban: null, vatOnDebits: false });
    const saved = await patch({ legalEntity: mentions });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().legalEntity).toEqual({ ...before.legalEntity, ...stored });
    expect(await read()).toEqual(saved.json());
  });

  it('clears a mention sent empty, and changes only the mentions a patch carries', async () => {
    await patch({ legalEntity: mentions });
    const cleared = await patch({ legalEntity: { bic: '', rcsCity: null, rmNumber: '732 829 320 RM 33' } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().legalEntity).toMatchObject({
      ...stored,
      bic: null,
      rcsCity: null,
      rmNumber: '732 829 320 RM 33',
    });
  });

  it.each([
    [{ iban: 'FR76 3000 6000 0112 3456 7890 188' }, 'IBAN non valide'],
    [{ bic: 'AGRIFRP' }, 'BIC non valide : 8 ou 11 caractères'],
    [{ shareCapital: '0' }, 'Capital social non valide'],
    [{ shareCapital: '10 000 €' }, 'Capital social non valide'],
    [{ legalForm: 'S'.repeat(61) }, 'Le texte ne doit pas dépasser 60 caractères'],
    [{ vatOnDebits: 'oui' }, 'booléen'],
    [{ tvaIntracommunautaire: 'FR45732829320' }, 'Numéro de TVA intracommunautaire non valide'],
  ])('refuses %j with a French 400 and saves nothing of the patch', async (legalEntity, message) => {
    const before = await read();
    const response = await patch({ name: 'Nom qui ne doit pas rester', legalEntity: { ...legalEntity } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
    expect(response.json().error_description).toContain(message);
    expect(await read()).toEqual(before);
  });

  it('an invalid IBAN among valid mentions saves none of them', async () => {
    const before = await read();
    const response = await patch({ legalEntity: { ...mentions, legalForm: 'SAS', iban: 'FR7600000000' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain('IBAN non valide');
    expect(await read()).toEqual(before);
  });

  it('an OPERATEUR cannot change them', async () => {
    const depanneur = await kit.accountIdOf('depanneur');
    const response = await kit.patch(
      `/api/accounts/${depanneur}`,
      { legalEntity: { iban: null } },
      'operateur',
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('accounts saved before the seller mentions existed', () => {
  it('load with every mention empty, and take them once saved', async () => {
    const legacy = {
      headQuarterPlace: null,
      facturationPlace: null,
      regimeTva: 'TVA_FRANCE',
      defaultTvaId: null,
      tvaIntracommunautaire: 'FR44732829320',
      prefixFacture: 'GD',
      prefixCustomer: 'CL',
    };
    await t.database.db
      .update(accounts)
      .set({ legalEntity: legacy as never })
      .where(eq(accounts.id, dupont));
    const loaded = await kit.get(`/api/accounts/${dupont}`, 'dupont');
    expect(loaded.statusCode).toBe(200);
    expect(loaded.json().legalEntity).toEqual({
      ...legacy,
      legalForm: null,
      shareCapital: null,
      rcsCity: null,
      rmNumber: null,
      iban: null,
      bic: null,
      vatOnDebits: false,
    });
    const saved = await patch({ legalEntity: { legalForm: 'EI' } });
    expect(saved.json().legalEntity).toMatchObject({ ...legacy, legalForm: 'EI', iban: null });
  });
});

describe('the demo accounts', () => {
  it('have every mention an invoice needs', async () => {
    for (const login of ['depanneur', 'mission']) {
      const id = await kit.accountIdOf(login);
      const account = (await kit.get(`/api/accounts/${id}`, login)).json();
      expect(missingSellerMentions(account.legalEntity, account.name), login).toEqual([]);
    }
  });
});
