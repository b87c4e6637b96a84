import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { drivenKm, MissionState } from '@plateau/contracts';
import { folderEvents, folderPricings, folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';
import { priceEndedMissions } from './mission-end-pricing.service.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, login = 'depanneur') =>
  t.app.inject({ method, url, headers: await t.bearer(login), ...(payload ? { payload } : {}) });

const ROUTE = [
  { latitude: 45.75, longitude: 4.85, dateTime: '2026-03-09T09:05:00Z' },
  { latitude: 45.95, longitude: 4.85, dateTime: '2026-03-09T09:25:00Z' },
  { latitude: 46.1, longitude: 4.9, dateTime: '2026-03-09T10:40:00Z' },
];

/**
 * A towing folder of the demo account called on Monday 9 March 2026 at 10:00 (Paris): 43 km
 * planned, 50 minutes on site; its intervention still on the road.
 */
async function towingFolder(accountId = depanneur, provider: 'AXA_ASSISTANCE' | null = null) {
  const { folderId, missionId } = await makeFolder(t, accountId, {
    assistanceProvider: provider,
    missionState: MissionState.MISSION_STARTED,
  });
  await t.database.db
    .update(folders)
    .set({
      creationDateTime: new Date('2026-03-09T09:00:00Z'),
      interventionDepannage: { nature: 'REMORQUAGE', typologie: 'IMMEDIATE', kmPrevus: 43 },
      vehicule: { immatriculation: 'GT-404-XY', type: 'Fourgon utilitaire', ptac: 2100 },
    })
    .where(eq(folders.id, folderId));
  return { folderId, missionId };
}

/** The driver's last steps: the mission ends (the state the step service writes, on both rows). */
async function endMission(folderId: number, missionId: number, positions: typeof ROUTE = []) {
  const at = (iso: string) => ({ dateTime: iso, latitude: null, longitude: null });
  const steps = {
    arrivedAtDestination: at('2026-03-09T09:30:00Z'),
    departureFromDestination: at('2026-03-09T10:20:00Z'),
    finished: at('2026-03-09T10:45:00Z'),
  };
  const db = t.database.db;
  await db
    .update(missions)
    .set({ steps, positions, missionState: MissionState.MISSION_FINISH })
    .where(eq(missions.id, missionId));
  await db.update(folders).set({ missionState: MissionState.MISSION_FINISH }).where(eq(folders.id, folderId));
}

const now = new Date('2026-03-09T11:00:00Z');
const labelsAndQuantities = (lines: Array<{ label: string; quantity: number }>) =>
  lines.map((line) => [line.label, line.quantity]);

describe('pricing when the mission ends', () => {
  it('proposes the default grid’s lines, fills the valorisation, and « Facturer » bills them', async () => {
    const { folderId, missionId } = await towingFolder();
    expect(await priceEndedMissions(t.database.db, now)).toBe(0);
    await endMission(folderId, missionId);
    expect(await priceEndedMissions(t.database.db, now)).toBe(1);

    const price = (await call('GET', `/api/folders/${folderId}/price`)).json();
    expect(price.gridName).toBe('Grille par défaut');
    // 43 planned km with 20 included; 50 minutes on site with 30 included: 2 started quarter hours.
    expect(labelsAndQuantities(price.lines)).toEqual([
      ['Forfait remorquage VL', 1],
      ['Kilomètre supplémentaire', 23],
      ['Attente', 2],
    ]);
    expect(price.lines[0].ruleDescription).toContain('Grille par défaut');
    const folder = await folderRow(t, folderId);
    expect(folder.valorisation!.items.map((item) => item.libelle)).toEqual(
      price.lines.map((line: { label: string }) => line.label),
    );
    expect(folder.valorisation!.totalHt).toBe(135 + 23 * 1.8 + 2 * 15);
    const events = await t.database.db.select().from(folderEvents).where(eq(folderEvents.folderId, folderId));
    const event = events.find((row) => row.text?.startsWith('Prix proposé à la fin de la mission'));
    expect(event?.text?.replace(/\s/g, ' ')).toBe(
      'Prix proposé à la fin de la mission : 206,40 € HT (Grille par défaut)',
    );
    const invoice = (await call('POST', `/api/folders/${folderId}/facturer`)).json();
    expect(invoice.articles.map((a: { nom: string }) => a.nom)).toEqual(
      price.lines.map((line: { label: string }) => line.label),
    );
    // Priced once: the next pass leaves it alone.
    expect(await priceEndedMissions(t.database.db, now)).toBe(0);
  });

  it('counts the km the truck drove, and keeps the line the operator changed before the end', async () => {
    const { folderId, missionId } = await towingFolder();
    const early = (await call('POST', `/api/folders/${folderId}/price`)).json();
    const waiting = early.lines.findIndex((line: { label: string }) => line.label === 'Attente');
    expect(waiting).toBe(-1); // no time on site yet: no waiting line
    const kmLine = early.lines.findIndex(
      (line: { label: string }) => line.label === 'Kilomètre supplémentaire',
    );
    await call('PUT', `/api/folders/${folderId}/price/lines/${kmLine}`, {
      unitPriceCents: 150,
      quantity: 25,
      version: early.version,
    });
    // Priced during the mission, at 11:00 in Paris (before the end).
    await t.database.db
      .update(folderPricings)
      .set({ computedAt: new Date('2026-03-09T10:00:00Z') })
      .where(eq(folderPricings.folderId, folderId));
    const { folderId: other, missionId: otherMission } = await towingFolder();
    await endMission(folderId, missionId, ROUTE);
    await endMission(other, otherMission, ROUTE);
    expect(await priceEndedMissions(t.database.db, now)).toBe(2);

    const kept = (await call('GET', `/api/folders/${folderId}/price`)).json();
    expect(
      kept.lines.find((line: { label: string }) => line.label === 'Kilomètre supplémentaire'),
    ).toMatchObject({ modified: true, unitPriceCents: 150, quantity: 25 });
    expect(kept.lines.map((line: { label: string }) => line.label)).toContain('Attente');
    const driven = (await call('GET', `/api/folders/${other}/price`)).json();
    const extra = Math.ceil(drivenKm(ROUTE)! - 20);
    expect(extra).not.toBe(23);
    expect(driven.lines[1]).toMatchObject({ label: 'Kilomètre supplémentaire', quantity: extra });
  });

  it("fills the valorisation proposed to AXA from AXA's contract grid", async () => {
    const { folderId, missionId } = await towingFolder(depanneur, 'AXA_ASSISTANCE');
    await endMission(folderId, missionId);
    await priceEndedMissions(t.database.db, now);
    const folder = await folderRow(t, folderId);
    expect(folder.valorisation).toMatchObject({
      nature: 'PRESTATAIRE',
      commentaire: 'Prix calculé : Contrat AXA Assistance 2026',
    });
    expect(folder.valorisation!.items[0]).toMatchObject({
      libelle: 'Forfait remorquage VL',
      prixUnitaire: 122,
    });
  });

  it('leaves a valorisation typed by hand, and replaces one taken from the earlier price', async () => {
    const typed = await towingFolder();
    await call('POST', `/api/folders/${typed.folderId}/price`);
    const byHand = {
      nature: 'PRESTATAIRE' as const,
      commentaire: null,
      modifiable: true,
      estFacturable: true,
      items: [{ libelle: 'Forfait négocié', prixUnitaire: 99, quantite: 1, tauxTva: 20, inclus: true }],
    };
    await t.database.db
      .update(folders)
      .set({ valorisation: byHand as never })
      .where(eq(folders.id, typed.folderId));
    const taken = await towingFolder();
    await call('POST', `/api/folders/${taken.folderId}/price`);
    await call('POST', `/api/folders/${taken.folderId}/price/valorisation`);
    for (const { folderId } of [typed, taken]) {
      await t.database.db
        .update(folderPricings)
        .set({ computedAt: new Date('2026-03-09T10:00:00Z') })
        .where(eq(folderPricings.folderId, folderId));
    }
    await endMission(typed.folderId, typed.missionId);
    await endMission(taken.folderId, taken.missionId);
    expect(await priceEndedMissions(t.database.db, now)).toBe(2);
    expect((await folderRow(t, typed.folderId)).valorisation!.items.map((i) => i.libelle)).toEqual([
      'Forfait négocié',
    ]);
    // Taken before the end: no waiting line then; the end's price (with waiting) replaced it.
    expect((await folderRow(t, taken.folderId)).valorisation!.items.map((i) => i.libelle)).toContain(
      'Attente',
    );
  });

  it('leaves the folders of an account without a grid', async () => {
    const dupont = await accountIdOf(t, 'dupont');
    const { folderId, missionId } = await towingFolder(dupont);
    await endMission(folderId, missionId);
    await priceEndedMissions(t.database.db, now);
    expect((await call('GET', `/api/folders/${folderId}/price`, undefined, 'dupont')).json()).toBeNull();
  });

  it('prints the lines on the job sheet the driver hands over, without prices when the grid hides them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'priced-sheet-'));
    const sheetText = async (folderId: number) => {
      const sheet = await call('GET', `/api/folders/${folderId}/jobSheet`);
      const file = join(dir, `${folderId}.pdf`);
      writeFileSync(file, sheet.rawPayload);
      return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8').replace(/\s+/g, ' ');
    };
    try {
      const shown = await towingFolder();
      const hidden = await towingFolder(depanneur, 'AXA_ASSISTANCE');
      await endMission(shown.folderId, shown.missionId);
      await endMission(hidden.folderId, hidden.missionId);
      await priceEndedMissions(t.database.db, now);
      const withPrices = await sheetText(shown.folderId);
      expect(withPrices).toContain('Prestations');
      expect(withPrices).toMatch(/Forfait remorquage VL 1 × 135,00 € = 135,00 € HT/);
      const withoutPrices = await sheetText(hidden.folderId);
      expect(withoutPrices).toMatch(/Forfait remorquage VL Quantité : 1/);
      expect(withoutPrices).not.toContain('122,00');
      expect(withoutPrices).not.toContain('€');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
