import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreationOrigine, FolderState, Typologie } from '@plateau/contracts';
import { startFakeNomad } from '../../demo/fakes/fake-nomad-server.ts';
import { startFakeWebfleet } from '../../demo/fakes/fake-webfleet-server.ts';
import { loadConfig } from '../../config.ts';
import { folders, trucks, vehicleEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, captureBus, newFolderBody } from '../../test/folder-fixtures.ts';
import { runConnector } from './connector-scheduler.ts';

let t: TestContext;
let webfleet: Awaited<ReturnType<typeof startFakeWebfleet>>;
let nomad: Awaited<ReturnType<typeof startFakeNomad>>;
let depanneur: number;
let dupont: number;

beforeAll(async () => {
  webfleet = await startFakeWebfleet();
  webfleet.requireCredentials({ account: 'martin', username: 'api', password: 'wf-pass' });
  nomad = await startFakeNomad();
  nomad.addAccount({ token: 'tok-martin', agreementCode: 'AGR-1' });
  nomad.addAccount({ token: 'tok-dupont', agreementCode: 'AGR-2' });
  const base = loadConfig({});
  t = await createTestApp({
    webfleet: { ...base.webfleet, url: webfleet.url, apiKey: 'key', timeoutMs: 5_000 },
    nomad: { url: nomad.url, token: '' },
  });
  depanneur = await accountIdOf(t, 'depanneur');
  dupont = await accountIdOf(t, 'dupont');
  const configure = async (login: string, id: number, payload: object) => {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${id}`,
      payload,
      headers: await t.bearer(login),
    });
    expect(response.statusCode).toBe(200);
  };
  await configure('depanneur', depanneur, {
    ttwConfiguration: { active: true, customer: 'martin', user: 'api', password: 'wf-pass' },
    nomadConfiguration: { active: true, agreementCode: 'AGR-1', token: 'tok-martin' },
  });
  // Dupont's Webfleet password is wrong: its poll fails, the others go on.
  await configure('dupont', dupont, {
    ttwConfiguration: { active: true, customer: 'dupont', user: 'api', password: 'wrong' },
    nomadConfiguration: { active: true, agreementCode: 'AGR-2', token: 'tok-dupont' },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([webfleet.close(), nomad.close()]);
});

const accountOf = async (login: string, id: number) =>
  (await t.app.inject({ url: `/api/accounts/${id}`, headers: await t.bearer(login) })).json();

describe('Webfleet poll', () => {
  it("moves the account's truck live and records a speeding event; a failing account does not stop it", async () => {
    const objectNo = `TTW-${depanneur}-1`;
    const at = new Date(Date.now() + 60_000);
    webfleet.answerAction('showObjectReportExtern', {
      kind: 'objects',
      lines: [
        {
          objectno: objectNo,
          latitude_mdeg: 45_750_000,
          longitude_mdeg: 4_850_000,
          pos_time: at.toISOString(),
          postext: 'Lyon 2e',
        },
      ],
    });
    webfleet.answerAction('showSpeedingEvents', {
      kind: 'objects',
      lines: [
        { objectno: objectNo, start_time: new Date(Date.now() - 60_000).toISOString(), max_speed: 132 },
      ],
    });
    webfleet.answerAction('showAccelerationEvents', {
      kind: 'objects',
      lines: [
        {
          objectno: objectNo,
          start_time: new Date(Date.now() - 30_000).toISOString(),
          acceleration_type: 1,
          severity: 4,
        },
      ],
    });
    const bus = captureBus(t);
    await runConnector(t.app, 'WEBFLEET');
    bus.stop();

    const [truck] = await t.database.db
      .select()
      .from(trucks)
      .where(and(eq(trucks.accountId, depanneur), eq(trucks.ttwId, objectNo)));
    expect(truck).toMatchObject({
      positionLatitude: 45.75,
      positionLongitude: 4.85,
      positionText: 'Lyon 2e',
    });
    expect(bus.seen).toContainEqual({
      accountId: depanneur,
      event: expect.objectContaining({
        eventType: 'TRUCK_POSITION',
        truck: expect.objectContaining({ id: truck!.id, latitude: 45.75 }),
      }),
    });
    const events = await t.database.db
      .select()
      .from(vehicleEvents)
      .where(eq(vehicleEvents.accountId, depanneur));
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'SPEED', speed: 132, source: 'WEBFLEET', truckId: truck!.id }),
        expect.objectContaining({ kind: 'BREAKING', severity: 4, truckId: truck!.id }),
      ]),
    );

    const martin = await accountOf('depanneur', depanneur);
    expect(martin.ttwConfiguration.state).toMatchObject({
      lastError: null,
      lastSuccessAt: expect.any(String),
    });
    const failed = await accountOf('dupont', dupont);
    expect(failed.ttwConfiguration.state).toMatchObject({
      lastSuccessAt: null,
      lastError: 'Webfleet a refusé la synchronisation : Identifiants non valides (code 8011)',
    });

    // The next poll reads events after the last one: nothing is recorded twice.
    await runConnector(t.app, 'WEBFLEET');
    const again = await t.database.db
      .select()
      .from(vehicleEvents)
      .where(eq(vehicleEvents.accountId, depanneur));
    expect(again).toHaveLength(events.length);
  });
});

describe('Nomad poll', () => {
  it("turns a new mission into a NOMAD folder and sends the operator's acceptance back", async () => {
    nomad.breakAccount('tok-dupont');
    nomad.queueMission('tok-martin', {
      id: 'NMD-1',
      sentAt: new Date().toISOString(),
      input: {
        folder: { ...newFolderBody, externalNumber: '5016494290*01' },
        cancellable: true,
        propositionInitiale: 'ASSISTEUR',
        valorisationInitiale: 120,
      },
    });
    await runConnector(t.app, 'NOMAD');
    const [folder] = await t.database.db
      .select()
      .from(folders)
      .where(and(eq(folders.accountId, depanneur), eq(folders.externalNumber, '5016494290*01')));
    expect(folder).toMatchObject({
      creationOrigine: CreationOrigine.NOMAD,
      folderState: FolderState.CREATED,
    });
    expect(nomad.acknowledged).toEqual(['NMD-1']);
    expect((await accountOf('dupont', dupont)).nomadConfiguration.state.lastError).toBe(
      'Nomad a refusé la demande (HTTP 500) : Erreur interne de Nomad',
    );

    // Delivered twice (the acknowledgement was lost): still one folder.
    nomad.queueMission('tok-martin', {
      id: 'NMD-1',
      sentAt: new Date().toISOString(),
      input: { folder: { ...newFolderBody, externalNumber: '5016494290*01' } },
    });
    await runConnector(t.app, 'NOMAD');
    const twice = await t.database.db
      .select()
      .from(folders)
      .where(and(eq(folders.accountId, depanneur), eq(folders.externalNumber, '5016494290*01')));
    expect(twice).toHaveLength(1);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/folders/${folder!.id}/accept`,
      payload: { type: Typologie.IMMEDIATE, delaiIntervention: 45 },
      headers: await t.bearer('depanneur'),
    });
    expect(accepted.statusCode).toBe(200);
    await runConnector(t.app, 'NOMAD');
    expect(nomad.events).toContainEqual({
      token: 'tok-martin',
      externalNumber: '5016494290*01',
      event: expect.objectContaining({ state: FolderState.ACCEPTED }),
    });
    const sent = nomad.events.length;
    await runConnector(t.app, 'NOMAD');
    expect(nomad.events).toHaveLength(sent);
    expect((await accountOf('depanneur', depanneur)).nomadConfiguration.state.lastError).toBeNull();
  });

  it("applies the company's confirmation and message, keeping what Nomad sent in the workflow", async () => {
    const externalNumber = '5016494290*01';
    nomad.pushEvent('tok-martin', {
      externalNumber,
      kind: 'CONFIRMATION',
      at: new Date().toISOString(),
      text: 'OK pour nous',
    });
    nomad.pushEvent('tok-martin', {
      externalNumber,
      kind: 'MESSAGE',
      at: new Date().toISOString(),
      text: 'Client joignable au 06',
    });
    nomad.pushEvent('tok-martin', {
      externalNumber: 'INCONNU',
      kind: 'MESSAGE',
      at: new Date().toISOString(),
      text: 'x',
    });
    await runConnector(t.app, 'NOMAD');
    const [folder] = await t.database.db
      .select()
      .from(folders)
      .where(and(eq(folders.accountId, depanneur), eq(folders.externalNumber, externalNumber)));
    expect(folder!.folderState).toBe(FolderState.ACCEPTED_CONFIRMED);
    const events = await t.app.inject({
      url: `/api/folders/${folder!.id}/events?limit=50`,
      headers: await t.bearer('depanneur'),
    });
    expect(events.body).toContain('OK pour nous');
    expect(events.body).toContain('Client joignable au 06');
    // The driver's message is also a report event for the account's ON_REPORT_EVENT rules.
    const reports = await t.database.db
      .select()
      .from(vehicleEvents)
      .where(and(eq(vehicleEvents.accountId, depanneur), eq(vehicleEvents.kind, 'REPORT')));
    expect(reports.map((r) => [r.source, r.text])).toContainEqual(['DRIVER', 'Client joignable au 06']);
    expect((await accountOf('depanneur', depanneur)).nomadConfiguration.state.lastError).toBe(
      'Dossier Nomad INCONNU inconnu',
    );
    // Applied once: the next poll reads after the last event.
    await runConnector(t.app, 'NOMAD');
    expect((await accountOf('depanneur', depanneur)).nomadConfiguration.state.lastError).toBeNull();
  });
});
