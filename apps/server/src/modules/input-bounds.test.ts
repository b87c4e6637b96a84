import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sum } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  DATE_RANGE_MESSAGE,
  ID_INVALID_MESSAGE,
  MAX_INT,
  TEXT_INVALID_MESSAGE,
  integerRangeMessage,
} from '@plateau/contracts';
import {
  errorNotifications,
  folderEvents,
  folders,
  loginFailures,
  missions,
  truckMessages,
} from '../db/schema/index.ts';
import { BASIC_CLIENT, createTestApp, type TestContext } from '../test/harness.ts';

/**
 * Input the database would reject (issue 12, point 6) is refused by the contracts' shared field
 * builders: each probe answers 400 with a French message, never 500, and nothing is stored.
 */
let t: TestContext;
let folderId: number;
let version: number;
let truckId: number;

beforeAll(async () => {
  t = await createTestApp();
  const headers = await t.bearer('depanneur');
  const list = (await t.app.inject({ url: '/api/folders', headers })).json();
  const withMission = list.rows.find((row: { missionId: number | null }) => row.missionId !== null);
  if (!withMission) throw new Error('the demo data has no folder with a mission');
  folderId = withMission.id;
  version = (await t.app.inject({ url: `/api/folders/${folderId}`, headers })).json().version;
  truckId = (await t.app.inject({ url: '/api/trucks', headers })).json().rows[0].id;
});
afterAll(() => t.close());

/** What a probe must leave as it was. */
async function snapshot() {
  const db = t.database.db;
  const counted = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    folders: await counted(folders),
    versions: (await db.select({ s: sum(folders.version) }).from(folders))[0]!.s,
    folderEvents: await counted(folderEvents),
    missions: await counted(missions),
    truckMessages: await counted(truckMessages),
    errorNotifications: await counted(errorNotifications),
    loginFailures: await counted(loginFailures),
  };
}

interface Probe {
  name: string;
  login?: string;
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: () => string;
  /** A JSON body, written as text so that escapes like \ud800 reach the server as they are. */
  json?: () => string;
  text?: string;
  form?: string;
  authorization?: string;
  message: string;
}

const HUGE_IDS = ['2147483648', '99999999999'];
const lone = '"\\ud800"';
const nul = '"a\\u0000b"';

const probes: Probe[] = [
  // Ids above 2147483647 in paths.
  ...HUGE_IDS.flatMap((id): Probe[] => [
    { name: `GET /api/folders/${id}`, url: () => `/api/folders/${id}`, message: ID_INVALID_MESSAGE },
    {
      name: `PATCH /api/folders/${id}`,
      method: 'PATCH',
      url: () => `/api/folders/${id}`,
      json: () => `{"version": ${version}}`,
      message: ID_INVALID_MESSAGE,
    },
    {
      name: `POST /api/folders/${id}/refuse`,
      method: 'POST',
      url: () => `/api/folders/${id}/refuse`,
      json: () => '{"motif": "AUTRE"}',
      message: ID_INVALID_MESSAGE,
    },
    ...['close', 'acceptCancellation'].map(
      (action): Probe => ({
        name: `POST /api/folders/${id}/${action}`,
        method: 'POST',
        url: () => `/api/folders/${id}/${action}`,
        message: ID_INVALID_MESSAGE,
      }),
    ),
    {
      name: `GET /api/missions/${id}/kml`,
      url: () => `/api/missions/${id}/kml`,
      message: ID_INVALID_MESSAGE,
    },
    {
      name: `POST /api/missions/${id}/send`,
      method: 'POST',
      url: () => `/api/missions/${id}/send`,
      message: ID_INVALID_MESSAGE,
    },
    {
      name: `DELETE /api/missions/${id}`,
      method: 'DELETE',
      url: () => `/api/missions/${id}`,
      message: ID_INVALID_MESSAGE,
    },
    {
      name: `POST /api/trucks/${id}/sendMessage`,
      method: 'POST',
      url: () => `/api/trucks/${id}/sendMessage`,
      text: 'Bonjour',
      message: ID_INVALID_MESSAGE,
    },
    {
      name: `POST /api/accounts/${id}/token`,
      login: 'superviseur',
      method: 'POST',
      url: () => `/api/accounts/${id}/token`,
      message: ID_INVALID_MESSAGE,
    },
    // … in query filters.
    ...['truckId', 'agentId', 'accountId'].map(
      (filter): Probe => ({
        name: `GET /api/folders?${filter}=${id}`,
        url: () => `/api/folders?${filter}=${id}`,
        message: ID_INVALID_MESSAGE,
      }),
    ),
    {
      name: `GET /api/trucks?offset=${id}`,
      url: () => `/api/trucks?offset=${id}`,
      message: integerRangeMessage(0, MAX_INT),
    },
    // … in bodies.
    {
      name: `PATCH /api/folders/:id version ${id}`,
      method: 'PATCH',
      url: () => `/api/folders/${folderId}`,
      json: () => `{"version": ${id}}`,
      message: ID_INVALID_MESSAGE,
    },
    {
      name: `PATCH /api/folders/:id truckId ${id}`,
      method: 'PATCH',
      url: () => `/api/folders/${folderId}`,
      json: () => `{"version": ${version}, "missionIntervention": {"truckId": ${id}}}`,
      message: ID_INVALID_MESSAGE,
    },
    {
      name: `POST /api/folders truckId ${id}`,
      method: 'POST',
      url: () => '/api/folders',
      json: () => `{"missionIntervention": {"truckId": ${id}}}`,
      message: ID_INVALID_MESSAGE,
    },
    {
      name: `POST /api/errorNotification folderId ${id}`,
      method: 'POST',
      url: () => '/api/errorNotification',
      json: () => `{"error": "conflict", "folderId": ${id}}`,
      message: ID_INVALID_MESSAGE,
    },
  ]),
  // A NUL character or a lone surrogate in body strings.
  ...[nul, lone].flatMap((bad): Probe[] => [
    {
      name: `PATCH /api/folders/:id contactInfo ${bad}`,
      method: 'PATCH',
      url: () => `/api/folders/${folderId}`,
      json: () => `{"version": ${version}, "contactInfo": ${bad}}`,
      message: TEXT_INVALID_MESSAGE,
    },
    {
      name: `PATCH /api/folders/:id customerPlace.city ${bad}`,
      method: 'PATCH',
      url: () => `/api/folders/${folderId}`,
      json: () => `{"version": ${version}, "customerPlace": {"city": ${bad}}}`,
      message: TEXT_INVALID_MESSAGE,
    },
    {
      name: `POST /api/folders externalNumber ${bad}`,
      method: 'POST',
      url: () => '/api/folders',
      json: () => `{"externalNumber": ${bad}}`,
      message: TEXT_INVALID_MESSAGE,
    },
    {
      name: `POST /api/folders vehicule.marque ${bad}`,
      method: 'POST',
      url: () => '/api/folders',
      json: () => `{"vehicule": {"marque": ${bad}}}`,
      message: TEXT_INVALID_MESSAGE,
    },
    {
      name: `POST /api/folders/:id/dpr motif ${bad}`,
      method: 'POST',
      url: () => `/api/folders/${folderId}/dpr`,
      json: () => `{"motif": ${bad}}`,
      message: TEXT_INVALID_MESSAGE,
    },
    {
      name: `POST /api/errorNotification error_description ${bad}`,
      method: 'POST',
      url: () => '/api/errorNotification',
      json: () => `{"error_description": ${bad}}`,
      message: TEXT_INVALID_MESSAGE,
    },
  ]),
  {
    name: 'POST /api/trucks/:id/sendMessage with a NUL',
    method: 'POST',
    url: () => `/api/trucks/${truckId}/sendMessage`,
    text: 'Bonjour\u0000',
    message: TEXT_INVALID_MESSAGE,
  },
  // … in query strings.
  { name: 'GET /api/folders?text=%00', url: () => '/api/folders?text=a%00b', message: TEXT_INVALID_MESSAGE },
  { name: 'GET /api/geocode?q=%00', url: () => '/api/geocode?q=lyon%00', message: TEXT_INVALID_MESSAGE },
  // Year 0000.
  {
    name: 'GET /api/folders?startDate=0000…',
    url: () => '/api/folders?startDate=0000-01-01T00:00:00Z',
    message: DATE_RANGE_MESSAGE,
  },
  {
    name: 'GET /api/missions?startDate=0000…',
    url: () => '/api/missions?startDate=0000-01-01T00:00:00Z',
    message: DATE_RANGE_MESSAGE,
  },
  {
    name: 'PATCH /api/folders/:id dateIntervention 0000…',
    method: 'PATCH',
    url: () => `/api/folders/${folderId}`,
    json: () =>
      `{"version": ${version}, "interventionDepannage": {"dateIntervention": "0000-01-01T00:00:00Z"}}`,
    message: DATE_RANGE_MESSAGE,
  },
  {
    name: 'PATCH /api/folders/:id vehicule.dateMiseEnCirculation 0000…',
    method: 'PATCH',
    url: () => `/api/folders/${folderId}`,
    json: () => `{"version": ${version}, "vehicule": {"dateMiseEnCirculation": "0000-01-01"}}`,
    message: DATE_RANGE_MESSAGE,
  },
  {
    name: 'POST /api/folders missionDateTime 0000…',
    method: 'POST',
    url: () => '/api/folders',
    json: () => '{"missionIntervention": {"missionDateTime": "0000-01-01T00:00:00Z"}}',
    message: DATE_RANGE_MESSAGE,
  },
  // Sign-in.
  {
    name: 'POST /oauth/token with a NUL in the login',
    method: 'POST',
    url: () => '/oauth/token',
    form: 'grant_type=password&username=depanneur%00&password=x',
    message: TEXT_INVALID_MESSAGE,
  },
  {
    name: 'POST /oauth/token with a malformed % in the Basic header',
    method: 'POST',
    url: () => '/oauth/token',
    form: 'grant_type=password&username=depanneur&password=depanneur',
    authorization: `Basic ${Buffer.from('back%zzoffice:backoffice').toString('base64')}`,
    message: "L'en-tête Authorization est mal encodé (caractère « % » non valide)",
  },
];

describe('input the database would reject answers 400 in French, never 500', () => {
  it.each(probes.map((probe) => [probe.name, probe] as const))('%s', async (_name, probe) => {
    const before = await snapshot();
    const headers: Record<string, string> =
      probe.form !== undefined
        ? { authorization: probe.authorization ?? BASIC_CLIENT }
        : await t.bearer(probe.login ?? 'depanneur');
    let payload: string | undefined;
    if (probe.json) {
      headers['content-type'] = 'application/json';
      payload = probe.json();
    } else if (probe.text !== undefined) {
      headers['content-type'] = 'text/plain; charset=utf-8';
      payload = probe.text;
    } else if (probe.form !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = probe.form;
    }
    const response = await t.app.inject({
      method: probe.method ?? 'GET',
      url: probe.url(),
      headers,
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(body.error).toBe('invalid_request');
    expect(body.error_description).toContain(probe.message);
    expect(await snapshot()).toEqual(before);
  });
});
