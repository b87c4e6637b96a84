import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebfleet } from '../../demo/fakes/fake-webfleet-server.ts';
import { TruckTerminalError } from './truck-terminal.ts';
import { WebfleetTerminal } from './webfleet-terminal.ts';

let webfleet: Awaited<ReturnType<typeof startFakeWebfleet>>;
let client: WebfleetTerminal;
beforeAll(async () => {
  webfleet = await startFakeWebfleet();
  client = new WebfleetTerminal({
    url: `${webfleet.url}/`,
    account: 'martin',
    username: 'api',
    password: 's3cret',
    apiKey: 'key-1',
    // Generous: the machine running the tests may be busy; the timeout test uses its own client.
    timeoutMs: 5_000,
  });
});
afterAll(() => webfleet.close());

describe('WebfleetTerminal.listVehicles (showObjectReportExtern)', () => {
  it('reads object number, name and plate, skipping deleted objects', async () => {
    webfleet.answer({
      kind: 'objects',
      lines: [
        { objectno: '858EU4', objectname: 'Plateau 01', licenseplatenumber: 'GH-482-KL', postext: 'Lyon' },
        { objectno: 1201, objectname: '  Grue 05  ', licenseplatenumber: '' },
        { objectno: 'OLD1', objectname: 'Vendu', deleted: 'true' },
        { objectno: 'NONAME' },
      ],
    });
    expect(await client.listVehicles()).toEqual([
      { objectNo: '858EU4', name: 'Plateau 01', licensePlate: 'GH-482-KL' },
      { objectNo: '1201', name: 'Grue 05', licensePlate: null },
      { objectNo: 'NONAME', name: 'NONAME', licensePlate: null },
    ]);
    const call = webfleet.calls.at(-1)!;
    expect(Object.fromEntries(call)).toMatchObject({
      account: 'martin',
      username: 'api',
      password: 's3cret',
      apikey: 'key-1',
      lang: 'fr',
      outputformat: 'json',
      useUTF8: 'true',
      action: 'showObjectReportExtern',
    });
  });

  it('turns an error code into a French TruckTerminalError', async () => {
    webfleet.answer({ kind: 'error', errorCode: 1101, errorMsg: 'invalid credentials' });
    await expect(client.listVehicles()).rejects.toThrow(
      new TruckTerminalError('Webfleet a refusé la liste des véhicules : invalid credentials (code 1101)'),
    );
  });

  it('gives up after its timeout, in French', async () => {
    webfleet.answer({ kind: 'hang' });
    const impatient = new WebfleetTerminal({
      url: webfleet.url,
      account: '',
      username: '',
      password: '',
      apiKey: '',
      timeoutMs: 200,
    });
    await expect(impatient.listVehicles()).rejects.toThrow(/^Webfleet n'a pas répondu à temps/);
  });

  it('reports an unreachable Webfleet', async () => {
    const closed = new WebfleetTerminal({
      url: 'http://127.0.0.1:9',
      account: '',
      username: '',
      password: '',
      apiKey: '',
    });
    await expect(closed.listVehicles()).rejects.toThrow(/^Webfleet ne répond pas/);
  });
});
