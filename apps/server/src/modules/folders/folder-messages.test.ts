import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  MESSAGES_NO_RECIPIENT_MESSAGE,
  MissionState,
} from '@plateau/contracts';
import { FakeTruckTerminal } from '../../adapters/truck-terminal/index.ts';
import { folderMessages, folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { receiveDriverMessage } from './folder-messages.service.ts';
import {
  accountIdOf,
  captureBus,
  eventsOf,
  fleetOf,
  folderRow,
  makeFolder,
} from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
let truckId: number;
let terminal: FakeTruckTerminal;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  truckId = (await fleetOf(t, depanneur)).trucks[0]!.id;
  if (!(t.app.truckTerminal instanceof FakeTruckTerminal)) throw new Error('tests expect the fake terminal');
  terminal = t.app.truckTerminal;
});
afterAll(() => t.close());

/** A Nomad folder whose mission a truck holds, messages allowed unless said otherwise. */
async function nomadFolder(
  options: {
    state?: FolderState;
    messagesAllowed?: boolean;
    origin?: CreationOrigine;
    accountId?: number;
  } = {},
) {
  const made = await makeFolder(t, options.accountId ?? depanneur, {
    origin: options.origin ?? CreationOrigine.NOMAD,
    state: options.state ?? FolderState.ACCEPTED,
    missionState: MissionState.MISSION_STARTED,
    truckId: options.accountId ? null : truckId,
    assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
  });
  await t.database.db
    .update(folders)
    .set({ messagesAllowed: options.messagesAllowed ?? true })
    .where(eq(folders.id, made.folderId));
  return made;
}

const send = async (folderId: number, text: string, login = 'depanneur') =>
  t.app.inject({
    method: 'POST',
    url: `/api/folders/${folderId}/sendMessage`,
    headers: { ...(await t.bearer(login)), 'content-type': 'text/plain; charset=utf-8' },
    payload: text,
  });

const markAsRead = async (folderId: number, login = 'depanneur') =>
  t.app.inject({
    method: 'POST',
    url: `/api/folders/${folderId}/messages/markAsRead`,
    headers: await t.bearer(login),
  });

const alarmsOf = async (login: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/alarms', headers: await t.bearer(login) })
  ).json() as Array<{ folderId: number; type: string }>;

const messagesIn = (folderId: number) =>
  t.database.db.select().from(folderMessages).where(eq(folderMessages.folderId, folderId));

describe('POST /api/folders/{id}/sendMessage', () => {
  it("stores the operator's message, tells the truck, writes the workflow and publishes", async () => {
    const { folderId } = await nomadFolder();
    const before = await folderRow(t, folderId);
    const bus = captureBus(t);
    const response = await send(folderId, '  Le client attend devant la barrière. \n');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toEqual([
      {
        id: expect.any(Number),
        creationDateTime: expect.any(String),
        provenance: 'BACKOFFICE',
        author: 'Julien Martin',
        message: 'Le client attend devant la barrière.',
        markAsRead: true,
      },
    ]);
    expect(terminal.delivered.at(-1)).toMatchObject({
      truckId,
      text: `Mission ${before.orderNo}-I : Le client attend devant la barrière.`,
    });
    expect((await eventsOf(t, folderId)).at(-1)).toMatchObject({
      text: 'Message envoyé au chauffeur',
      creationOrigine: 'BACKOFFICE',
    });
    // A message is not an edit: the folder's version stays, so pending edits still save.
    expect((await folderRow(t, folderId)).version).toBe(before.version);
    await expect
      .poll(() => bus.seen.map((m) => m.event))
      .toContainEqual({
        folderId,
        eventType: 'FOLDER_UPDATED',
      });
    bus.stop();
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/folders/${folderId}`,
      headers: await t.bearer('depanneur'),
    });
    expect(detail.json().messages).toEqual(list);
  });

  it.each([
    ['empty', '', 'Le message est vide'],
    ['blank', ' \n\t ', 'Le message est vide'],
    ['over 1,000 characters', 'a'.repeat(1001), 'Le message ne doit pas dépasser 1000 caractères'],
    ['with a NUL', 'a\u0000b', 'caractère nul'],
  ])('answers 400 in French for a message %s, and stores nothing', async (_what, text, message) => {
    const { folderId } = await nomadFolder();
    const delivered = terminal.delivered.length;
    const response = await send(folderId, text);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(message);
    expect(await messagesIn(folderId)).toEqual([]);
    expect(terminal.delivered.length).toBe(delivered);
  });

  it('takes exactly 1,000 characters', async () => {
    const { folderId } = await nomadFolder();
    expect((await send(folderId, 'é'.repeat(1000))).statusCode).toBe(200);
  });

  it('answers 409 on a closed folder', async () => {
    const { folderId } = await nomadFolder({ state: FolderState.CLOSED });
    const response = await send(folderId, 'Bonjour');
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toBe('Le dossier est clôturé : il ne peut plus être modifié.');
    expect(await messagesIn(folderId)).toEqual([]);
  });

  it('answers 409 when the Nomad folder does not allow messages', async () => {
    const folder = await nomadFolder({ messagesAllowed: false });
    const response = await send(folder.folderId, 'Bonjour');
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toContain('Les messages ne sont pas autorisés');
    expect(await messagesIn(folder.folderId)).toEqual([]);
  });

  it('sends on a folder made here whose mission a truck holds, the Nomad flag aside (issue 20)', async () => {
    const { folderId } = await nomadFolder({ origin: CreationOrigine.BACKOFFICE, messagesAllowed: false });
    const before = await folderRow(t, folderId);
    const response = await send(folderId, 'Le portail est au fond de la cour');
    expect(response.statusCode).toBe(200);
    expect(terminal.delivered.at(-1)).toMatchObject({
      truckId,
      text: `Mission ${before.orderNo}-I : Le portail est au fond de la cour`,
    });
    expect(await messagesIn(folderId)).toHaveLength(1);
  });

  it('answers 409 on a folder made here whose mission has neither truck nor agent', async () => {
    const made = await makeFolder(t, depanneur, { origin: CreationOrigine.BACKOFFICE });
    const response = await send(made.folderId, 'Bonjour');
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toBe(MESSAGES_NO_RECIPIENT_MESSAGE);
    expect(await messagesIn(made.folderId)).toEqual([]);
  });

  it('answers 413 to a body far over the bound, before reading it', async () => {
    const { folderId } = await nomadFolder();
    expect((await send(folderId, 'a'.repeat(20_000))).statusCode).toBe(413);
    expect(await messagesIn(folderId)).toEqual([]);
  });

  it('answers 403 to an assisteur, even for a folder it reads, and to a supervisor', async () => {
    const { folderId } = await nomadFolder();
    expect((await send(folderId, 'Bonjour', 'assisteur')).statusCode).toBe(403);
    expect((await markAsRead(folderId, 'assisteur')).statusCode).toBe(403);
    expect((await send(folderId, 'Bonjour', 'superviseur')).statusCode).toBe(403);
    expect(await messagesIn(folderId)).toEqual([]);
  });

  it("answers 404 for another account's folder", async () => {
    const other = await nomadFolder({ accountId: await accountIdOf(t, 'mission') });
    expect((await send(other.folderId, 'Bonjour')).statusCode).toBe(404);
    expect((await markAsRead(other.folderId)).statusCode).toBe(404);
    expect(await messagesIn(other.folderId)).toEqual([]);
  });

  it('keeps the message and says so when the terminal refuses it (502)', async () => {
    const { folderId } = await nomadFolder();
    terminal.failNextSend('objet inconnu (code 8011)');
    const response = await send(folderId, 'Bonjour');
    expect(response.statusCode).toBe(502);
    expect(response.json().error_description).toBe(
      "Le message est enregistré mais n'a pas pu être transmis au véhicule : objet inconnu (code 8011)",
    );
    expect(await messagesIn(folderId)).toHaveLength(1);
  });
});

describe("the driver's messages", () => {
  it('are stored unread, written in the workflow and published (FOLDER_UPDATED)', async () => {
    const { folderId, missionId } = await nomadFolder();
    const bus = captureBus(t);
    const list = await receiveDriverMessage(t.app.db, { missionId }, 'Je suis sur place.');
    expect(list).toMatchObject([{ provenance: 'NOMAD', message: 'Je suis sur place.', markAsRead: false }]);
    await expect
      .poll(() => bus.seen)
      .toContainEqual({
        accountId: depanneur,
        event: { folderId, eventType: 'FOLDER_UPDATED' },
      });
    bus.stop();
    expect((await eventsOf(t, folderId)).at(-1)).toMatchObject({
      text: 'Message reçu du chauffeur',
      creationOrigine: 'NOMAD',
    });
  });

  it('feed the MESSAGE_UNREAD alarm until markAsRead, which answers the list all read', async () => {
    const { folderId } = await nomadFolder();
    await receiveDriverMessage(t.app.db, { folderId }, 'Client absent.', new Date('2026-11-23T10:00:00Z'));
    await receiveDriverMessage(t.app.db, { folderId }, 'Je patiente 10 minutes.');
    const unread = (await alarmsOf('depanneur')).filter((a) => a.folderId === folderId);
    expect(unread.map((a) => a.type)).toEqual(['MESSAGE_UNREAD']);

    const response = await markAsRead(folderId);
    expect(response.statusCode).toBe(200);
    const list = response.json() as Array<{ markAsRead: boolean; creationDateTime: string }>;
    expect(list).toHaveLength(2);
    expect(list.every((m) => m.markAsRead)).toBe(true);
    expect(list[0]!.creationDateTime).toBe('2026-11-23T10:00:00.000Z');
    expect((await alarmsOf('depanneur')).filter((a) => a.folderId === folderId)).toEqual([]);
    expect((await eventsOf(t, folderId)).at(-1)).toMatchObject({ text: '2 messages du chauffeur lus' });
  });

  it('are refused blank, and for a folder that does not exist', async () => {
    const { folderId } = await nomadFolder();
    await expect(receiveDriverMessage(t.app.db, { folderId }, '   ')).rejects.toThrow('Le message est vide');
    await expect(receiveDriverMessage(t.app.db, { folderId: 2_000_000_000 }, 'Bonjour')).rejects.toThrow(
      "Ce dossier n'existe pas",
    );
  });
});
