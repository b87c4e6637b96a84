import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  NatureIntervention,
  reportDateOrderMessage,
  REPORT_READ_ONLY_MESSAGE,
  type Folder,
} from '@plateau/contracts';
import type { FakeAssistanceCompany } from '../../adapters/assistance-company/index.ts';
import { folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, eventsOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
let company: FakeAssistanceCompany;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  company = t.app.assistanceCompany as FakeAssistanceCompany;
});
afterAll(() => t.close());

/** A towing folder received from Nomad, with its fait générateur unless said. */
async function nomadFolder(
  options: { state?: FolderState; origin?: CreationOrigine; fait?: string | null; accountId?: number } = {},
) {
  const made = await makeFolder(t, options.accountId ?? depanneur, {
    origin: options.origin ?? CreationOrigine.NOMAD,
    state: options.state ?? FolderState.ACCEPTED,
    assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
    externalNumber: '5016494289*01',
  });
  await t.database.db
    .update(folders)
    .set({
      interventionDepannage: {
        nature: NatureIntervention.REMORQUAGE,
        faitGenerateur: options.fait === undefined ? 'N3.1.1' : options.fait,
      },
    })
    .where(eq(folders.id, made.folderId));
  return folderRow(t, made.folderId);
}

const patch = async (folderId: number, version: number, reportDepannage: unknown, login = 'depanneur') =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/folders/${folderId}`,
    headers: await t.bearer(login),
    payload: { version, reportDepannage },
  });

const sendReport = async (folderId: number, login = 'depanneur') =>
  t.app.inject({
    method: 'POST',
    url: `/api/folders/${folderId}/sendReport`,
    headers: await t.bearer(login),
  });

const towing = {
  kmTotal: 42,
  startedPlace: { date: '2026-11-20T08:00:00.000Z', line1: '12 rue de la Gare', city: 'Lyon' },
  arrivedAtDestinationPlace: { date: '2026-11-20T08:40:00.000Z' },
  departedFromDestinationPlace: { date: '2026-11-20T09:05:00.000Z' },
  arrivedAtDeliveryPlace: { date: '2026-11-20T09:30:00.000Z' },
  finishPlace: { date: '2026-11-20T09:45:00.000Z', city: 'Vénissieux' },
  lieuInterventionCorrect: true,
  lieuLivraisonCorrect: false,
};

describe('PATCH /api/folders/{id} with reportDepannage', () => {
  it('saves the steps, km and answers, merged field by field, with a new version and an event', async () => {
    const folder = await nomadFolder();
    const saved = await patch(folder.id, folder.version, { interventionReport: towing });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<Folder>();
    expect(body.version).toBe(folder.version + 1);
    expect(body.reportDepannage?.interventionReport).toMatchObject({
      kmTotal: 42,
      startedPlace: { date: '2026-11-20T08:00:00.000Z', line1: '12 rue de la Gare', city: 'Lyon' },
      lieuLivraisonCorrect: false,
    });

    // A later PATCH changes one place's field and keeps the rest.
    const again = await patch(folder.id, body.version, {
      interventionReport: { startedPlace: { line1: '14 rue de la Gare' } },
    });
    expect(again.statusCode).toBe(200);
    const report = again.json<Folder>().reportDepannage!.interventionReport!;
    expect(report.startedPlace).toMatchObject({ line1: '14 rue de la Gare', city: 'Lyon' });
    expect(report.finishPlace?.city).toBe('Vénissieux');
    expect((await eventsOf(t, folder.id)).at(-1)?.text).toBe("Rapport d'intervention modifié : Départ");
  });

  it('refuses dates out of order with the steps named, and saves nothing', async () => {
    const folder = await nomadFolder();
    const refused = await patch(folder.id, folder.version, {
      interventionReport: { ...towing, finishPlace: { date: '2026-11-20T07:00:00.000Z' } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe(
      reportDateOrderMessage('Décrochage du véhicule', 'Arrivée au lieu de livraison'),
    );
    const after = await folderRow(t, folder.id);
    expect(after.version).toBe(folder.version);
    expect(after.reportDepannage).toBeNull();
  });

  it('refuses negative km, extra km when not allowed, and the assistance company’s own flag', async () => {
    const folder = await nomadFolder();
    const negative = await patch(folder.id, folder.version, { interventionReport: { kmTotal: -1 } });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error_description).toContain('ne peut pas être négatif');
    const extra = await patch(folder.id, folder.version, { interventionReport: { kmSupplementaire: 12 } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error_description).toBe(
      'Les kilomètres supplémentaires ne sont pas autorisés pour cette intervention.',
    );
    const flag = await patch(folder.id, folder.version, { modifiable: true });
    expect(flag.statusCode).toBe(400);
    expect((await folderRow(t, folder.id)).version).toBe(folder.version);
  });

  it('refuses a write once the report is read-only (409), and an assisteur (403)', async () => {
    const reported = await nomadFolder({ state: FolderState.REPORT_VALIDATED });
    const locked = await patch(reported.id, reported.version, { interventionReport: { kmTotal: 3 } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error_description).toBe(REPORT_READ_ONLY_MESSAGE);

    const folder = await nomadFolder();
    const assisteur = await patch(
      folder.id,
      folder.version,
      { interventionReport: { kmTotal: 3 } },
      'assisteur',
    );
    expect(assisteur.statusCode).toBe(403);
    expect((await folderRow(t, folder.id)).reportDepannage).toBeNull();
  });
});

describe('POST /api/folders/{id}/sendReport', () => {
  it('hands the report to the assistance company, moves the folder to REPORT and writes the event', async () => {
    const folder = await nomadFolder();
    const saved = await patch(folder.id, folder.version, { interventionReport: towing });
    expect(saved.statusCode).toBe(200);
    const before = company.received.length;

    const sent = await sendReport(folder.id);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Folder>().folderState).toBe(FolderState.REPORT);
    expect(company.received).toHaveLength(before + 1);
    expect(company.received.at(-1)).toMatchObject({
      externalFolderNo: '5016494289*01',
      orderNo: `${folder.orderNo}-I`,
      nature: NatureIntervention.REMORQUAGE,
      faitGenerateur: 'N3.1.1',
      report: { interventionReport: { kmTotal: 42 } },
    });
    expect((await eventsOf(t, folder.id)).at(-1)?.text).toBe("Rapport envoyé à l'assisteur (Remorquage)");
  });

  it('refuses a fait générateur that is not level 3 (400) and an empty report (400), sending nothing', async () => {
    const before = company.received.length;
    const wrongFait = await nomadFolder({ fait: 'N2.1' });
    await patch(wrongFait.id, wrongFait.version, { interventionReport: towing });
    const refused = await sendReport(wrongFait.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe('Sélectionnez un fait générateur');

    const empty = await nomadFolder();
    const nothing = await sendReport(empty.id);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error_description).toBe(
      "Le rapport est vide : renseignez au moins l'heure de départ.",
    );
    expect((await folderRow(t, empty.id)).folderState).toBe(FolderState.ACCEPTED);
    expect(company.received).toHaveLength(before);
  });

  it('refuses a folder not from Nomad or in a state that cannot report (409)', async () => {
    const backoffice = await nomadFolder({ origin: CreationOrigine.BACKOFFICE });
    expect((await sendReport(backoffice.id)).statusCode).toBe(409);
    const waiting = await nomadFolder({ state: FolderState.WAITING });
    const refused = await sendReport(waiting.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toContain('En attente');
  });

  it("answers 403 to an assisteur and 404 for another account's folder", async () => {
    const folder = await nomadFolder();
    expect((await sendReport(folder.id, 'assisteur')).statusCode).toBe(403);
    const other = await nomadFolder({ accountId: await accountIdOf(t, 'mission') });
    expect((await sendReport(other.id)).statusCode).toBe(404);
    expect((await sendReport(2 ** 31)).statusCode).toBe(400);
  });

  it('leaves the folder as it was when Nomad refuses the report (502, in French)', async () => {
    const folder = await nomadFolder();
    const saved = await patch(folder.id, folder.version, { interventionReport: towing });
    company.failNextSend('Nomad a refusé le rapport (HTTP 422) : mission inconnue');
    const refused = await sendReport(folder.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error_description).toBe('Nomad a refusé le rapport (HTTP 422) : mission inconnue');
    const after = await folderRow(t, folder.id);
    expect(after.folderState).toBe(FolderState.ACCEPTED);
    expect(after.version).toBe(saved.json<Folder>().version);
  });
});
