import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TruckTerminalError } from './truck-terminal.ts';
import { WebfleetTerminal } from './webfleet-terminal.ts';

/** Stands for WEBFLEET.connect: records each call and answers what the test sets. */
let server: Server;
let calls: URL[] = [];
let answer = '';
let terminal: WebfleetTerminal;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push(new URL(req.url ?? '/', 'http://localhost'));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(answer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  terminal = new WebfleetTerminal({
    url: `http://127.0.0.1:${port}`,
    account: 'martin',
    username: 'api',
    password: 's3cret',
    apiKey: 'key-1',
  });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const truck = { id: 7, name: 'Plateau 01', ttwId: 'TTW-1-1' };

describe('WebfleetTerminal', () => {
  it('calls sendTextMessageExtern on /extern with the credentials and the object number', async () => {
    calls = [];
    answer = '';
    await terminal.sendText(truck, 'Client au PK 112 & voie de droite');
    expect(calls).toHaveLength(1);
    const [call] = calls as [URL];
    expect(call.pathname).toBe('/extern');
    expect(Object.fromEntries(call.searchParams)).toMatchObject({
      account: 'martin',
      username: 'api',
      password: 's3cret',
      apikey: 'key-1',
      outputformat: 'json',
      action: 'sendTextMessageExtern',
      objectno: 'TTW-1-1',
      messagetext: 'Client au PK 112 & voie de droite',
    });
  });

  it('turns an error answer into a French TruckTerminalError', async () => {
    answer = JSON.stringify({ errorCode: 8011, errorMsg: 'gateway not responding' });
    await expect(terminal.sendText(truck, 'Bonjour')).rejects.toThrow(
      new TruckTerminalError('Webfleet a refusé le message : gateway not responding (code 8011)'),
    );
  });

  it('refuses a truck that has no Webfleet object number, without calling', async () => {
    calls = [];
    await expect(terminal.sendText({ ...truck, ttwId: null }, 'Bonjour')).rejects.toThrow(
      /n'est pas relié à Webfleet/,
    );
    expect(calls).toHaveLength(0);
  });

  it('reports an unreachable Webfleet', async () => {
    const unreachable = new WebfleetTerminal({
      url: 'http://127.0.0.1:9',
      account: '',
      username: '',
      password: '',
      apiKey: '',
    });
    await expect(unreachable.sendText(truck, 'Bonjour')).rejects.toThrow(/Webfleet ne répond pas/);
  });
});
