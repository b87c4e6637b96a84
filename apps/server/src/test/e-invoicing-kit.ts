import { expect } from 'vitest';
import type { FakeApprovedPlatform } from '../demo/fakes/fake-approved-platform.ts';
import type { TestContext } from './harness.ts';
import { accountOfLogin, completeSeller, draftBody, makeInvoicingFixtures } from './invoice-fixtures.ts';

/** What the e-invoicing API tests share: a login's calls, its platform settings, issued invoices. */
export function eInvoicingKit(t: TestContext, fake: FakeApprovedPlatform) {
  const call = async (
    login: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: await t.bearer(login), ...(payload ? { payload } : {}) });
  const connect = async (login: string, token: string) => {
    fake.tokens.add(token);
    const response = await call(login, 'PUT', '/api/e-invoicing/settings', { url: fake.url, token });
    expect(response.statusCode, response.body).toBe(200);
    return accountOfLogin(t.database.db, login);
  };
  const fixtures = async (login: string) => {
    const accountId = await accountOfLogin(t.database.db, login);
    await completeSeller(t.database.db, accountId);
    return makeInvoicingFixtures(t.database.db, accountId);
  };
  const issueInvoice = async (
    login: string,
    fx: Awaited<ReturnType<typeof fixtures>>,
    body: object = draftBody(fx),
  ) => {
    const draft = await call(login, 'POST', '/api/factures/', body);
    expect(draft.statusCode, draft.body).toBe(200);
    const issued = await call(login, 'POST', `/api/factures/${draft.json().id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json() as { id: number; code: string; version: number };
  };
  const lifecycle = async (login: string, invoiceId: number) => {
    const response = await call(login, 'GET', `/api/factures/${invoiceId}/e-invoicing`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      depositState: string | null;
      depositError: string | null;
      trackingId: string | null;
      current: { code: string; reason: string | null } | null;
      terminalRefusal: boolean;
      history: Array<{ code: string; label: string; reason: string | null }>;
    };
  };
  /** A draft for another customer of the fixtures ('30 jours'), one line at 20 % per amount HT. */
  const draftFor = (fx: Awaited<ReturnType<typeof fixtures>>, customerId: number, amounts: number[]) => ({
    ...draftBody(fx, amounts),
    client: { id: customerId, modeReglementId: fx.mode('30 jours').id },
  });
  return { call, connect, fixtures, issueInvoice, lifecycle, draftFor };
}
