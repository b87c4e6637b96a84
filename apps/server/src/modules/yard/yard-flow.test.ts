import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { carEntry, releaseBody, yardCaller } from '../../test/yard-fixtures.ts';

let t: TestContext;
let call: ReturnType<typeof yardCaller>;
beforeAll(async () => {
  t = await createTestApp();
  call = yardCaller(t);
});
afterAll(() => t.close());

const codes = (lines: { code: string; quantity: number; unitCents: number }[]) =>
  lines.map((l) => `${l.code} ${l.quantity}×${l.unitCents}`);

describe('a vehicle through the fourrière', () => {
  it('enters, gets its notice, is held, is refused, then released paid with its fees line by line', async () => {
    const created = await call('POST', '/entries', 'operateur', carEntry());
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().vehicle.plate).toBe('AB-123-CD');

    const notice = await call('PUT', `/entries/${id}/notice`, 'operateur', {
      sentOn: '2026-12-10',
      sentBy: 'Julien Martin',
      lowValue: false,
    });
    expect(notice.json().abandonmentDay).toBe('2026-12-28');

    const held = await call('POST', `/entries/${id}/holds`, 'operateur', {
      kind: 'POLICE',
      placedBy: 'OPJ Lambert',
    });
    expect(held.json().activeHolds).toBe(1);
    const holdId = held.json().holds[0].id;

    const body = releaseBody({ expectedTotalCents: 12765 + 3 * 675 });
    const refused = await call('POST', `/entries/${id}/release`, 'operateur', body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe(
      'Restitution refusée : le véhicule est sous opposition — Scellé de police (OPJ Lambert)',
    );

    const lifted = await call('POST', `/entries/${id}/holds/${holdId}/lift`, 'operateur', {
      liftedBy: 'OPJ Lambert',
    });
    expect(lifted.json()).toMatchObject({ activeHolds: 0, holds: [{ liftedBy: 'OPJ Lambert' }] });

    const unpaid = await call('POST', `/entries/${id}/release`, 'operateur', {
      ...body,
      paymentMethod: null,
    });
    expect(unpaid.json().error_description).toMatch(
      /^Restitution refusée : les frais \(147,90\s€\) ne sont pas payés$/,
    );
    const noMainlevee = await call('POST', `/entries/${id}/release`, 'operateur', {
      ...body,
      mainleveeChecked: false,
    });
    expect(noMainlevee.json().error_description).toMatch(/mainlevée/);

    const noAddress = await call('POST', `/entries/${id}/release`, 'operateur', {
      ...body,
      takerAddress: '',
    });
    expect(noAddress.json().error_description).toBe(
      'Restitution refusée : l’adresse de la personne est obligatoire pour sa facture',
    );
    expect((await call('GET', `/entries/${id}`, 'operateur')).json().status).toBe('PRESENT');

    const released = await call('POST', `/entries/${id}/release`, 'operateur', body);
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({ status: 'RELEASED', release: { paymentMethod: 'CARTE' } });
    expect(codes(released.json().fees.lines)).toEqual(['ENLEVEMENT 1×12765', 'GARDE 3×675']);
    expect(released.json().fees.totalCents).toBe(14790);

    // The invoice, issued to the person with every fee line, is paid in full through the payments module.
    const { invoiceId, invoiceCode, paidCents } = released.json().release;
    const invoice = (
      await t.app.inject({ url: `/api/factures/${invoiceId}`, headers: await t.bearer('depanneur') })
    ).json();
    expect(invoice).toMatchObject({ code: invoiceCode, state: 'ISSUED' });
    expect(invoice.articles.map((line: { nom: string }) => line.nom.replace(/\s/g, ' '))).toEqual([
      'Enlèvement (AB-123-CD)',
      'Garde journalière — 3 j × 6,75 € TTC (AB-123-CD)',
    ]);
    expect(Math.round(invoice.totalTTC * 100)).toBe(paidCents);
    expect(14790 - paidCents).toBeLessThanOrEqual(2);
    const paid = (
      await t.app.inject({
        url: `/api/factures/${invoiceId}/paiements`,
        headers: await t.bearer('depanneur'),
      })
    ).json();
    expect(paid).toMatchObject({ remaining: 0, data: [{ method: 'CARD' }] });

    const pdf = await t.app.inject({
      url: `/api/yard/entries/${id}/release.pdf`,
      headers: await t.bearer('operateur'),
    });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.body.slice(0, 5)).toBe('%PDF-');

    const again = await call('POST', `/entries/${id}/release`, 'operateur', body);
    expect(again.json().error_description).toBe('Ce véhicule a déjà quitté le parc');
  });

  it('bills a lorry of 19 to 44 t at its own rates, and a private storage at the account’s price', async () => {
    const lorry = await call(
      'POST',
      '/entries',
      'operateur',
      carEntry({ vehicle: { plate: 'PL-444-AA', category: 'PL_19_44' } }),
    );
    const fees = await call(
      'POST',
      `/entries/${lorry.json().id}/release`,
      'operateur',
      releaseBody({ expectedTotalCents: 1 }),
    );
    expect(fees.json().error_description).toMatch(
      /^Les frais ont changé : 302,00\s€ sont dus, rechargez la fiche$/,
    );

    const storage = await call('POST', '/entries', 'operateur', {
      ...carEntry({ kind: 'GARDIENNAGE', authority: null, reason: 'GARDE_ASSUREUR' }),
      privateDailyCents: 2000,
    });
    const released = await call(
      'POST',
      `/entries/${storage.json().id}/release`,
      'operateur',
      releaseBody({
        expectedTotalCents: 6000,
        mainleveeChecked: false,
        paymentMethod: 'VIREMENT',
        paymentReference: 'VIR-2026-118',
      }),
    );
    expect(codes(released.json().fees.lines)).toEqual(['GARDE 3×2000']);
    expect(released.json().release.paidCents).toBeGreaterThan(5990);

    // The insurer's storage is billed to the insurer, a customer of the account; another account's is unknown.
    const insurer = (
      await t.app.inject({ url: '/api/legalentities?text=AXA', headers: await t.bearer('depanneur') })
    ).json().rows[0];
    const insured = await call('POST', '/entries', 'operateur', {
      ...carEntry({ kind: 'GARDIENNAGE', authority: null, reason: 'GARDE_ASSUREUR' }),
      privateDailyCents: 2000,
    });
    const insuredRelease = releaseBody({
      expectedTotalCents: 6000,
      mainleveeChecked: false,
      customerId: insurer.id,
    });
    const mission = await t.app.inject({ url: '/api/legalentities', headers: await t.bearer('mission') });
    const foreign = await call('POST', `/entries/${insured.json().id}/release`, 'operateur', {
      ...insuredRelease,
      customerId: mission.json().rows[0].id,
    });
    expect([foreign.statusCode, foreign.json().error_description]).toEqual([
      400,
      expect.stringMatching(/client/),
    ]);
    expect((await call('GET', `/entries/${insured.json().id}`, 'operateur')).json().status).toBe('PRESENT');
    const billed = await call('POST', `/entries/${insured.json().id}/release`, 'operateur', insuredRelease);
    const invoice = await t.app.inject({
      url: `/api/factures/${billed.json().release.invoiceId}`,
      headers: await t.bearer('depanneur'),
    });
    expect(invoice.json().client.id).toBe(insurer.id);
  });

  it('hands an abandoned vehicle over for destruction, and refuses it before its abandonment day', async () => {
    const id = (
      await call(
        'POST',
        '/entries',
        'operateur',
        carEntry({ vehicle: { plate: 'EP-001-VE', category: 'VP' } }),
      )
    ).json().id;
    const handover = {
      kind: 'DESTRUCTION',
      handedAt: '2026-10-20T10:00:00.000Z',
      recipient: 'Casse Auto Sud',
      vhuCentreNumber: 'PR7500001D',
      destructionCertificateNumber: 'CD-2026-88',
    };
    expect((await call('POST', `/entries/${id}/hand-over`, 'operateur', handover)).statusCode).toBe(409);
    await call('PUT', `/entries/${id}/notice`, 'operateur', {
      sentOn: '2026-10-01',
      sentBy: 'Julien Martin',
      lowValue: true,
    });
    const missingNumber = await call('POST', `/entries/${id}/hand-over`, 'operateur', {
      ...handover,
      vhuCentreNumber: '',
    });
    expect(missingNumber.statusCode).toBe(400);
    // The fees are billed to the authority (its customer card), unpaid: the authority pays on its own terms.
    const authority = (
      await t.app.inject({ url: '/api/legalentities?text=AXA', headers: await t.bearer('depanneur') })
    ).json().rows[0];
    const handed = await call('POST', `/entries/${id}/hand-over`, 'operateur', {
      ...handover,
      customerId: authority.id,
    });
    expect(handed.json()).toMatchObject({
      status: 'HANDED_OVER',
      abandonmentDay: '2026-10-12',
      handover: { vhuCentreNumber: 'PR7500001D', customerId: authority.id },
    });
    const billed = await t.app.inject({
      url: `/api/factures/${handed.json().handover.invoiceId}/paiements`,
      headers: await t.bearer('depanneur'),
    });
    expect(billed.json()).toMatchObject({ data: [] });
    expect(billed.json().remaining).toBeGreaterThan(0);
    const journal = await t.app.inject({
      url: '/api/journal?act=YARD_HANDOVER',
      headers: await t.bearer('depanneur'),
    });
    expect(journal.json().entries[0].detail).toBe('EP-001-VE : Remise pour destruction (Casse Auto Sud)');
  });

  it('lists the lot with totals, filters and plate search', async () => {
    await call(
      'POST',
      '/entries',
      'operateur',
      carEntry({ vehicle: { plate: 'LOT-1', category: 'DEUX_ROUES' }, reason: 'ACCIDENT' }),
    );
    const list = (await call('GET', '/entries?plate=lot', 'operateur')).json();
    expect(list.rows.map((r: { vehicle: { plate: string } }) => r.vehicle.plate)).toEqual(['LOT-1']);
    expect(list.totals.vehicles).toBe(1);
    expect(list.totals.owedCents).toBe(list.rows[0].fees.totalCents);
    const accidents = (await call('GET', '/entries?reason=ACCIDENT&category=DEUX_ROUES', 'operateur')).json();
    expect(accidents.rows.every((r: { reason: string }) => r.reason === 'ACCIDENT')).toBe(true);
    expect((await call('GET', '/entries?colour=gris', 'operateur')).statusCode).toBe(400);
  });
});
