import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { legalEntities, paymentModes } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountingTestKit } from '../accounting/accounting-test-kit.ts';

let t: TestContext;
let kit: ReturnType<typeof accountingTestKit>;
let modeId: number;
let otherAccountModeId: number;

const garage = {
  headQuarterPlace: {
    companyName: 'Garage Élodie Réparations',
    line1: '4 rue des Lilas',
    zipCode: '69007',
    city: 'Lyon',
    contactFirstname: 'Élodie',
    contactName: 'Perrin',
    contactPhone: '04 78 00 00 01',
    contactEmail: 'elodie@garage-perrin.fr',
  },
  facturationPlace: { companyName: 'Perrin SARL', line1: 'BP 12', zipCode: '69001', city: 'Lyon' },
  contactPlace1: { contactFirstname: 'Hugo', contactName: 'Benoît', contactPhone: '06 12 34 56 78' },
  regimeTva: 'TVA_FRANCE',
  tvaIntracommunautaire: 'FR 44 732 829 320',
};

beforeAll(async () => {
  t = await createTestApp();
  kit = accountingTestKit(t);
  await kit.addUser('depanneur', 'operateur-clients', 'OPERATEUR');
  const modeOf = async (login: string) =>
    (
      await t.database.db
        .select({ id: paymentModes.id })
        .from(paymentModes)
        .where(eq(paymentModes.accountId, await kit.accountIdOf(login)))
    )[0]!.id;
  modeId = await modeOf('depanneur');
  otherAccountModeId = await modeOf('mission');
});
afterAll(() => t.close());

describe('customers: create, read, search', () => {
  it('creates a customer with every section, its code given by the server, and reads it back', async () => {
    const preview = (await kit.get('/api/legalentities/nextCode')).json().data as string;
    expect(preview).toMatch(/^CL\d{5}$/);
    const created = await kit.post('/api/legalentities/', { ...garage, modeReglementId: modeId });
    expect(created.statusCode).toBe(200);
    const customer = created.json();
    expect(customer).toMatchObject({
      code: preview,
      type: 'CUSTOMER',
      modeReglementId: modeId,
      typeReglementId: null,
      tvaIntracommunautaire: 'FR44732829320',
      version: 1,
      headQuarterPlace: {
        companyName: 'Garage Élodie Réparations',
        city: 'Lyon',
        contactEmail: 'elodie@garage-perrin.fr',
      },
      contactPlace2: null,
    });
    const read = await kit.get(`/api/legalentities/${customer.id}`);
    expect(read.json()).toEqual(customer);
  });

  it('searches company, contact names, code and city, ignoring case and accents', async () => {
    for (const text of ['elodie', 'PERRIN', 'benoit', 'lyon']) {
      const { rows } = (await kit.get(`/api/legalentities?text=${text}&limit=50`)).json();
      expect(
        rows.map(
          (r: { headQuarterPlace: { companyName: string } | null }) => r.headQuarterPlace?.companyName,
        ),
      ).toContain('Garage Élodie Réparations');
    }
    const none = (await kit.get('/api/legalentities?text=zzz%25')).json();
    expect(none).toEqual({ rows: [], total: 0 });
  });

  it('pages and orders by code', async () => {
    const first = (await kit.get('/api/legalentities?limit=10&page=1&order=desc')).json();
    const codes = first.rows.map((r: { code: string }) => r.code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(first.total).toBeGreaterThanOrEqual(first.rows.length);
  });

  it('gives distinct consecutive codes to 20 concurrent creations', async () => {
    const before = Number((await kit.get('/api/legalentities/nextCode')).json().data.slice(2));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        kit.post('/api/legalentities/', { headQuarterPlace: { companyName: `Flotte ${i}`, city: 'Lyon' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const numbers = answers.map((a) => Number(a.json().code.slice(2))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + i));
  });

  it('lets an OPERATEUR user manage customers', async () => {
    const created = await kit.post(
      '/api/legalentities/',
      { headQuarterPlace: { companyName: 'Taxi Bleu', city: 'Lyon' } },
      'operateur-clients',
    );
    expect(created.statusCode).toBe(200);
  });
});

describe('customers: bad input changes nothing', () => {
  it.each([
    [{ tvaIntracommunautaire: 'FR45732829320' }, 'Numéro de TVA intracommunautaire non valide'],
    [{ headQuarterPlace: { contactPhone: '12' } }, 'Numéro non valide'],
    [{ contactPlace1: { contactEmail: 'pas-un-mail' } }, 'E-mail non valide'],
    [{ regimeTva: 'TVA_MARS' }, '« Régime de TVA » :'],
    [{ modeReglementId: 2 ** 31 }, 'Identifiant non valide'],
    [{ headQuarterPlace: { companyName: 'a\u0000b' } }, 'caractère non autorisé'],
    [{ code: 'CL99999' }, 'inconnu'],
  ])('refuses %j', async (body, message) => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(legalEntities))[0]!.n;
    const before = await count();
    const response = await kit.post('/api/legalentities/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(message);
    expect(await count()).toBe(before);
  });

  it("refuses another account's payment mode", async () => {
    const response = await kit.post('/api/legalentities/', {
      ...garage,
      modeReglementId: otherAccountModeId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe("Le mode de règlement choisi n'existe pas");
  });
});

describe('customers: a name and a billing address (issue 20 §4.1)', () => {
  const count = async () =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(legalEntities))[0]!.n;

  it.each([
    [{}, 'Le nom du client est obligatoire'],
    [
      { headQuarterPlace: { companyName: '  ' }, regimeTva: 'TVA_FRANCE' },
      'Le nom du client est obligatoire',
    ],
    [{ facturationPlace: { line1: '4 rue des Docks', city: 'Lyon' } }, 'Le nom du client est obligatoire'],
    [{ headQuarterPlace: { companyName: 'Sans Adresse' } }, 'L’adresse de facturation est obligatoire'],
  ])('refuses to create %j, creating nothing', async (body, message) => {
    const before = await count();
    const response = await kit.post('/api/legalentities/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(message);
    expect(await count()).toBe(before);
  });

  it('accepts a person with only a billing address, and refuses a patch that empties them', async () => {
    const person = await kit.post('/api/legalentities/', {
      headQuarterPlace: { contactName: 'Durand' },
      facturationPlace: { line1: '3 rue Neuve', zipCode: '69001', city: 'Lyon' },
    });
    expect(person.statusCode).toBe(200);
    const { id, version } = person.json();
    const emptied = await kit.patch(`/api/legalentities/${id}`, {
      version,
      headQuarterPlace: null,
      facturationPlace: { companyName: 'Sans adresse' },
    });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error_description).toContain('L’adresse de facturation est obligatoire');
    const kept = (await kit.get(`/api/legalentities/${id}`)).json();
    expect(kept).toMatchObject({ version, headQuarterPlace: { contactName: 'Durand' } });
    // A patch that leaves both addresses alone is not re-checked.
    const other = await kit.patch(`/api/legalentities/${id}`, { version, regimeTva: 'EXPORT' });
    expect(other.statusCode).toBe(200);
  });
});

describe('customers: patch by difference, versions, delete', () => {
  it('writes only what changed and refuses a stale version', async () => {
    const customer = (await kit.post('/api/legalentities/', garage)).json();
    const patched = await kit.patch(`/api/legalentities/${customer.id}`, {
      version: 1,
      contactPlace2: { contactName: 'Martin' },
      modeReglementId: modeId,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      version: 2,
      modeReglementId: modeId,
      contactPlace2: { contactName: 'Martin' },
    });
    expect(patched.json().headQuarterPlace.companyName).toBe('Garage Élodie Réparations');
    const stale = await kit.patch(`/api/legalentities/${customer.id}`, { version: 1, regimeTva: 'EXPORT' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_description).toContain('modifié entre-temps');
    expect((await kit.get(`/api/legalentities/${customer.id}`)).json().regimeTva).toBe('TVA_FRANCE');
  });

  it('deletes a customer, and refuses (409) one a record still references', async () => {
    const kept = (await kit.post('/api/legalentities/', garage)).json();
    // Stands for the invoices table of the invoicing module: any row referencing the customer.
    await t.database.db.execute(
      sql`create table test_customer_refs (id serial primary key, legal_entity_id integer not null references legal_entities(id))`,
    );
    await t.database.db.execute(sql`insert into test_customer_refs (legal_entity_id) values (${kept.id})`);
    const refused = await kit.del(`/api/legalentities/${kept.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe(
      'Ce client est utilisé par une facture : il ne peut pas être supprimé',
    );
    expect((await kit.get(`/api/legalentities/${kept.id}`)).statusCode).toBe(200);

    const gone = (await kit.post('/api/legalentities/', garage)).json();
    expect((await kit.del(`/api/legalentities/${gone.id}`)).statusCode).toBe(204);
    expect((await kit.get(`/api/legalentities/${gone.id}`)).statusCode).toBe(404);
  });
});

describe('customers: tenancy and roles', () => {
  it("answers 404 for another account's customer, whatever the call", async () => {
    const theirs = (await kit.post('/api/legalentities/', garage, 'mission')).json();
    expect((await kit.get(`/api/legalentities/${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await kit.patch(`/api/legalentities/${theirs.id}`, { version: 1, regimeTva: 'EXPORT' })).statusCode,
    ).toBe(404);
    expect((await kit.del(`/api/legalentities/${theirs.id}`)).statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(legalEntities)
      .where(and(eq(legalEntities.id, theirs.id)));
    expect(row!.regimeTva).toBe('TVA_FRANCE');
    expect((await kit.get('/api/legalentities?text=' + theirs.code)).json().total).toBe(0);
  });

  it('refuses (403) accounts that are not operators', async () => {
    for (const login of ['assisteur', 'iot', 'superviseur']) {
      expect((await kit.get('/api/legalentities', login)).statusCode).toBe(403);
      expect((await kit.post('/api/legalentities/', garage, login)).statusCode).toBe(403);
    }
  });

  it('answers 400 for ids past 2^31 and unknown parameters', async () => {
    expect((await kit.get(`/api/legalentities/${2 ** 31}`)).statusCode).toBe(400);
    expect((await kit.get('/api/legalentities?limit=500')).statusCode).toBe(400);
    expect((await kit.get('/api/legalentities?foo=1')).statusCode).toBe(400);
  });
});
