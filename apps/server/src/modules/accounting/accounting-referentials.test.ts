import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountingTestKit } from './accounting-test-kit.ts';

let t: TestContext;
let kit: ReturnType<typeof accountingTestKit>;
let missionAccountId: number;
let iotAccountId: number;

beforeAll(async () => {
  t = await createTestApp();
  kit = accountingTestKit(t);
  await kit.addUser('depanneur', 'operateur-compta', 'OPERATEUR');
  missionAccountId = await kit.accountIdOf('mission');
  iotAccountId = await kit.accountIdOf('iot');
});
afterAll(() => t.close());

const article = (code: string, extra: object = {}) => ({
  code,
  nom: `Article ${code}`,
  montantHT: '100',
  ...extra,
});

describe('VAT codes', () => {
  it('lists the read-only French defaults, in both shapes of the spec', async () => {
    const response = await kit.get('/api/tva');
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json();
    expect(total).toBe(5);
    expect(rows[0]).toMatchObject({
      code: 'TVA20',
      taux: '20.00',
      compteCollecteCode: '44571000',
      codeCompte: '44571000',
      codeJournal: 'VT',
      regimeTva: 'TVA_FRANCE',
      readOnly: true,
    });
    expect((await kit.get('/api/tva/list')).json()).toHaveLength(5);
  });

  it('creates, patches by difference (codeCompte accepted), and refuses changing a default', async () => {
    const created = await kit.post('/api/tva/', {
      code: 'T85',
      nom: 'TVA DOM 8,5 %',
      taux: 8.5,
      codeCompte: '445712',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      taux: '8.50',
      compteCollecteCode: '445712',
      regimeTva: 'TVA_FRANCE',
      readOnly: false,
    });
    const patched = await kit.patch(`/api/tva/${created.json().id}`, { nom: 'TVA 8,5 %', readOnly: true });
    expect(patched.json()).toMatchObject({
      nom: 'TVA 8,5 %',
      taux: '8.50',
      codeCompte: '445712',
      readOnly: false,
    });
    const defaultId = (await kit.get('/api/tva')).json().rows[0].id;
    for (const response of [
      await kit.patch(`/api/tva/${defaultId}`, { nom: 'x' }),
      await kit.del(`/api/tva/${defaultId}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error_description).toContain('paramétrage par défaut');
    }
  });

  it.each([
    [{ code: 'X', nom: 'X', taux: -1 }, 'Taux non valide'],
    [{ code: 'X', nom: 'X', taux: '101' }, 'Taux non valide'],
    [{ code: 'X', nom: 'X', taux: '5.555' }, 'Taux non valide'],
    [{ code: 'X', nom: 'X', taux: 'vingt' }, 'Taux non valide'],
    [{ code: '', nom: 'X' }, 'Le code est obligatoire'],
    [{ code: 'X', nom: 'X', regimeTva: 'LUNE' }, '« Régime de TVA » :'],
  ])('refuses %j with a French message', async (body, message) => {
    const response = await kit.post('/api/tva/', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(message);
  });
});

describe('articles', () => {
  it('computes TTC from HT and the VAT rate in every answer, and ignores none of the rules', async () => {
    const tva = (await kit.post('/api/tva/', { code: 'T55', nom: 'TVA 5,5 %', taux: '5.5' })).json();
    const created = await kit.post('/api/articles/', article('REM', { montantHT: '0.10', tvaId: tva.id }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ montantHT: '0.10', montantTTC: '0.11', codeTva: 'T55' });
    const none = await kit.post('/api/articles/', article('SANS', { montantHT: 84.3 }));
    expect(none.json()).toMatchObject({ montantHT: '84.30', montantTTC: '84.30', tvaId: null });
    await kit.patch(`/api/tva/${tva.id}`, { taux: '20' });
    const listed = (await kit.get('/api/articles'))
      .json()
      .rows.find((r: { code: string }) => r.code === 'REM');
    expect(listed.montantTTC).toBe('0.12');
  });

  it('refuses a TTC sent by the client, negative or non-numeric amounts, and foreign references', async () => {
    const theirTva = (await kit.get('/api/tva/list', 'mission')).json()[0].id;
    const theirFamille = (
      await kit.post('/api/familles/', { code: 'F', nom: 'Leur famille' }, 'mission')
    ).json().id;
    const cases: [object, string][] = [
      [article('A', { montantTTC: '120.00' }), 'inconnu'],
      [article('A', { montantHT: '-5' }), 'Montant non valide'],
      [article('A', { montantHT: 'cent' }), 'Montant non valide'],
      [article('A', { montantHT: '12345678901' }), 'Montant non valide'],
      [article('A', { tvaId: theirTva }), "Le code TVA choisi n'existe pas"],
      [article('A', { tvaId: 2 ** 31 }), 'Identifiant non valide'],
      [article('A', { famille1Id: theirFamille }), "La famille choisie n'existe pas"],
    ];
    for (const [body, message] of cases) {
      const response = await kit.post('/api/articles/', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error_description).toContain(message);
    }
    expect((await kit.get('/api/articles')).json().rows.some((r: { code: string }) => r.code === 'A')).toBe(
      false,
    );
  });

  it('filters the picker by families and keeps in-use rows (409 naming the user)', async () => {
    const famille = (await kit.post('/api/familles/', { code: 'REMORQ', nom: 'Remorquage' })).json();
    const tva = (await kit.post('/api/tva/', { code: 'T10', nom: 'TVA 10 %', taux: '10' })).json();
    const used = (
      await kit.post('/api/articles/', article('ABC', { famille1Id: famille.id, tvaId: tva.id }))
    ).json();
    const picked = (await kit.get(`/api/articles/list?famille1Id=${famille.id}`, 'operateur-compta')).json();
    expect(picked.map((a: { code: string }) => a.code)).toEqual(['ABC']);

    const tvaDelete = await kit.del(`/api/tva/${tva.id}`);
    expect(tvaDelete.statusCode).toBe(409);
    expect(tvaDelete.json().error_description).toBe("Ce code TVA est utilisé par l'article ABC");
    const familleDelete = await kit.del(`/api/familles/${famille.id}`);
    expect(familleDelete.json().error_description).toBe("Cette famille est utilisée par l'article ABC");

    // Stands for the invoice lines of the invoicing module.
    await t.database.db.execute(
      sql`create table test_article_refs (id serial primary key, article_id integer not null references articles(id))`,
    );
    await t.database.db.execute(sql`insert into test_article_refs (article_id) values (${used.id})`);
    const articleDelete = await kit.del(`/api/articles/${used.id}`);
    expect(articleDelete.statusCode).toBe(409);
    expect(articleDelete.json().error_description).toBe(
      'Cet article est utilisé par une facture : il ne peut pas être supprimé',
    );

    const free = (await kit.post('/api/articles/', article('LIBRE'))).json();
    expect((await kit.del(`/api/articles/${free.id}`)).statusCode).toBe(204);
  });
});

describe('payment modes and types', () => {
  it('serves the pickers to every user, and a mode used by a customer cannot be deleted', async () => {
    expect(
      (await kit.get('/api/modeReglements/list', 'operateur-compta'))
        .json()
        .map((m: { nom: string }) => m.nom),
    ).toContain('À réception');
    expect((await kit.get('/api/typeReglements/list', 'operateur-compta')).json()).toHaveLength(5);
    const mode = (
      await kit.post('/api/modeReglements/', { nom: '15 jours', nombreJours: 15, finMois: false })
    ).json();
    expect(mode).toMatchObject({
      nom: '15 jours',
      nombreJours: 15,
      finMois: false,
      jourPaiement: null,
      readOnly: false,
    });
    const type = (
      await kit.post('/api/typeReglements/', { nom: 'Traite', codeJournal: 'BQ', codeCompte: '512100' })
    ).json();
    await kit.post('/api/legalentities/', {
      headQuarterPlace: { companyName: 'Garage du Pont', city: 'Lyon' },
      modeReglementId: mode.id,
      typeReglementId: type.id,
    });
    const refused = await kit.del(`/api/modeReglements/${mode.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toMatch(
      /^Ce mode de règlement est utilisé par le client CL\d{5} \(Garage du Pont\)$/,
    );
    expect((await kit.del(`/api/typeReglements/${type.id}`)).json().error_description).toContain(
      'Garage du Pont',
    );
    expect((await kit.post('/api/modeReglements/', { nom: 'X', jourPaiement: 32 })).statusCode).toBe(400);
  });
});

describe('referentials: tenancy and roles', () => {
  it("answers 404 for another account's row", async () => {
    const theirs = (await kit.post('/api/familles/', { code: 'AUTRE', nom: 'Autre' }, 'mission')).json();
    expect((await kit.patch(`/api/familles/${theirs.id}`, { nom: 'Volée' })).statusCode).toBe(404);
    expect((await kit.del(`/api/familles/${theirs.id}`)).statusCode).toBe(404);
  });

  it('keeps management to administrators; pickers are for every user of an operator', async () => {
    for (const url of [
      '/api/tva',
      '/api/articles',
      '/api/familles',
      '/api/modeReglements',
      '/api/typeReglements',
    ]) {
      expect((await kit.get(url, 'operateur-compta')).statusCode, url).toBe(403);
      expect((await kit.post(`${url}/`, { code: 'Z', nom: 'Z' }, 'operateur-compta')).statusCode, url).toBe(
        403,
      );
      expect((await kit.get(`${url}/list`, 'operateur-compta')).statusCode, url).toBe(200);
      expect((await kit.get(`${url}/list`, 'assisteur')).statusCode, url).toBe(403);
      expect((await kit.get(url, 'iot')).statusCode, url).toBe(403);
    }
  });

  it('lets a supervisor act on a managed account through accountId, and no other', async () => {
    const created = await kit.post(
      `/api/familles/?accountId=${missionAccountId}`,
      { code: 'SUP', nom: 'Par le superviseur' },
      'superviseur',
    );
    expect(created.statusCode).toBe(200);
    const missionFamilles = (await kit.get('/api/familles', 'mission')).json().rows;
    expect(missionFamilles.map((f: { code: string }) => f.code)).toContain('SUP');
    expect((await kit.get(`/api/tva?accountId=${missionAccountId}`, 'superviseur')).json().total).toBe(5);
    expect((await kit.get(`/api/tva?accountId=${iotAccountId}`, 'superviseur')).statusCode).toBe(404);
    expect((await kit.get('/api/tva', 'superviseur')).statusCode).toBe(403);
    expect((await kit.get(`/api/tva?accountId=${missionAccountId}`, 'depanneur')).statusCode).toBe(404);
  });
});
