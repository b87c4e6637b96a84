import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticReferentials } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const KEYS = [
  'FOLDER_STATE',
  'MISSION_STATE',
  'STATUT_VALORISATION',
  'BUSINESS_NATURE',
  'ASSISTANCE_PROVIDER',
  'ACCOUNT',
  'CREATION_ORIGINE',
  'JUSTIFICATION_DELAI',
  'REFUS',
  'MOTIF_ANNULATION',
  'TYPOLOGIE',
  'FAIT_GENERATEUR',
  'APPELANT',
  'NATURE_INTERVENTION',
  'ROLE',
  'REGIME_TVA',
];

describe('GET /api/referentials', () => {
  it('answers every reference list the documents name, as { ref, label } lists', async () => {
    const response = await t.app.inject({ url: '/api/referentials', headers: await t.bearer('depanneur') });
    expect(response.statusCode).toBe(200);
    const all = response.json();
    expect(Object.keys(all).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(all[key].length).toBeGreaterThan(0);
  });

  it('answers one list by key, with French labels', async () => {
    const response = await t.app.inject({
      url: '/api/referentials/FOLDER_STATE',
      headers: await t.bearer('mission'),
    });
    expect(response.json()).toContainEqual({ ref: 'CANCEL_PROPOSAL', label: "Proposition d'annulation" });
    expect(response.json()).toHaveLength(staticReferentials.FOLDER_STATE.length);
  });

  it('answers 404 with a French message for an unknown key', async () => {
    const response = await t.app.inject({
      url: '/api/referentials/NOPE',
      headers: await t.bearer('mission'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error_description).toBe('Référentiel inconnu : NOPE');
  });

  it('builds ACCOUNT from who asks: a supervisor sees the accounts it manages', async () => {
    const own = await t.app.inject({ url: '/api/referentials/ACCOUNT', headers: await t.bearer('mission') });
    expect(own.json().map((e: { label: string }) => e.label)).toEqual(['Transports Lefèvre']);
    const managed = await t.app.inject({
      url: '/api/referentials/ACCOUNT',
      headers: await t.bearer('superviseur'),
    });
    const labels = managed.json().map((e: { label: string }) => e.label);
    expect(labels).toHaveLength(6);
    expect(labels).toContain('Dépannage Martin & Fils');
    expect(labels).not.toContain('AXA Assistance France');
  });
});
