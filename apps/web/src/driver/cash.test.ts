import { describe, expect, it } from 'vitest';
import type { DriverMission } from '@plateau/contracts';
import { amountStillDue, cashAction, cashRequest, cashWaiting, emptyCashForm } from './cash.ts';
import type { QueuedAction } from './queue.ts';

const nbsp = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const mission = {
  id: 7,
  callerPhone: '06 12 34 56 78',
  cash: { amountDue: 138, invoiceCode: null, refusal: null },
} as unknown as DriverMission;
const PNG = 'data:image/png;base64,AAAA';
const AT = '2026-11-29T10:00:00.000Z';
const filled = { ...emptyCashForm(mission, 138), method: 'CASH' as const, signer: 'Lucie Testeur' };

describe('« Encaisser » on the phone (issue 29 §2)', () => {
  it('starts from what the folder owes, the receipt by SMS to the caller', () => {
    expect(emptyCashForm(mission, 138)).toMatchObject({
      amount: 138,
      receiptChannel: 'SMS',
      receiptTo: '06 12 34 56 78',
    });
  });

  it('asks for the signature, the cheque or card ticket number, a valid receipt address', () => {
    expect(cashRequest(filled, null, AT)).toEqual({ error: 'Faites signer le client' });
    expect(cashRequest({ ...filled, method: 'CHEQUE' }, PNG, AT)).toEqual({
      error: 'Le numéro du chèque est obligatoire.',
    });
    expect(cashRequest({ ...filled, receiptChannel: 'EMAIL', receiptTo: 'lucie' }, PNG, AT)).toEqual({
      error: 'E-mail non valide',
    });
    const built = cashRequest({ ...filled, receiptChannel: 'NONE' }, PNG, AT);
    expect(built).toEqual({
      request: expect.objectContaining({
        amount: '138.00',
        method: 'CASH',
        receipt: null,
        signaturePng: PNG,
      }),
    });
  });

  it('queues a POST to the mission, labelled with its amount, and counts it as collected while it waits', () => {
    const built = cashRequest({ ...filled, amount: 100 }, PNG, AT);
    if (!('request' in built)) throw new Error(built.error);
    const queued: QueuedAction = { ...cashAction(7, built.request), key: 'k-1', createdAt: AT };
    expect(queued).toMatchObject({ kind: 'cash', method: 'POST', path: '/api/driver/missions/7/cash' });
    expect(nbsp(queued.label)).toBe('Encaissement de 100,00 €');
    const other = { ...queued, missionId: 8 };
    expect(cashWaiting(7, [queued, other])).toEqual([queued]);
    expect(amountStillDue(mission, [queued])).toBe(38);
    expect(amountStillDue(mission, [queued, queued])).toBe(0);
    expect(amountStillDue({ ...mission, cash: { ...mission.cash, amountDue: null } }, [])).toBeNull();
  });
});
