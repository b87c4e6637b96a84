import { describe, expect, it } from 'vitest';
import {
  buyerAnswerProblem,
  currentLifecycleStatus,
  depositTrackingId,
  eInvoicingRoute,
  isTerminalRefusal,
  lifecycleLabel,
  lifecycleReasons,
  lifecycleStatus,
} from './lifecycle-rules.ts';
import { LIFECYCLE_STATUSES } from './lifecycle-statuses-data.ts';

describe('life-cycle statuses (administration codes 200–213)', () => {
  it('lists the fourteen codes once each, four of them mandatory', () => {
    expect(LIFECYCLE_STATUSES.map((entry) => entry.code)).toEqual(
      Array.from({ length: 14 }, (_, index) => String(200 + index)),
    );
    expect(LIFECYCLE_STATUSES.filter((entry) => entry.mandatory).map((entry) => entry.code)).toEqual([
      '200',
      '210',
      '212',
      '213',
    ]);
  });

  it('says who emits which', () => {
    expect(lifecycleStatus('200')?.emitter).toBe('PA_EMETTRICE');
    expect(lifecycleStatus('202')?.emitter).toBe('PA_RECEPTRICE');
    expect(lifecycleStatus('210')?.emitter).toBe('ACHETEUR');
    expect(lifecycleStatus('212')?.emitter).toBe('VENDEUR');
    expect(lifecycleStatus('213')?.emitter).toBe('PLATEFORME');
  });

  it('labels in French, and an unknown code by its number', () => {
    expect(lifecycleLabel('205')).toBe('Approuvée');
    expect(lifecycleLabel('213')).toBe('Rejetée');
    expect(lifecycleLabel('299')).toBe('Statut 299');
    expect(lifecycleStatus('200', '2025-01-01')).toBeNull();
  });

  it('takes refusal reasons for 210 and rejection reasons for 213', () => {
    expect(lifecycleReasons('210').map((entry) => entry.code)).toContain('DOUBLON');
    expect(lifecycleReasons('210').map((entry) => entry.code)).not.toContain('REJ_SEMAN');
    expect(lifecycleReasons('213').map((entry) => entry.code)).toContain('REJ_SEMAN');
  });

  it('requires an official reason to refuse, not to approve', () => {
    expect(buyerAnswerProblem('205', undefined)).toBeNull();
    expect(buyerAnswerProblem('207', undefined)).toBeNull();
    expect(buyerAnswerProblem('210', undefined)).toMatch(/motif/);
    expect(buyerAnswerProblem('210', 'REJ_SEMAN')).toMatch(/liste officielle/);
    expect(buyerAnswerProblem('210', 'MONTANTTOTAL_ERR')).toBeNull();
  });

  it('treats 210 and 213 as terminal: credit note and new invoice, never an edit', () => {
    expect(isTerminalRefusal('210')).toBe(true);
    expect(isTerminalRefusal('213')).toBe(true);
    expect(isTerminalRefusal('207')).toBe(false);
    expect(isTerminalRefusal(null)).toBe(false);
  });

  it('shows the latest status, a refusal winning a tie', () => {
    const at = '2026-11-28T10:02:00.000Z';
    expect(currentLifecycleStatus([])).toBeNull();
    expect(
      currentLifecycleStatus([
        { code: '202', at: '2026-11-28T10:05:00.000Z' },
        { code: '200', at },
      ])?.code,
    ).toBe('202');
    expect(
      currentLifecycleStatus([
        { code: '213', at },
        { code: '200', at },
      ])?.code,
    ).toBe('213');
  });
});

describe('who is sent to the platform', () => {
  const french = { companyName: 'Garage Martin', country: 'France' };
  it('sends a French company, e-reports a private person and a foreign company', () => {
    expect(eInvoicingRoute({ siren: '732829320', headQuarterPlace: french })).toBe('PLATFORM');
    expect(eInvoicingRoute({ headQuarterPlace: { companyName: '', country: 'France' } })).toBe(
      'E_REPORTING_B2C',
    );
    expect(eInvoicingRoute({ headQuarterPlace: { companyName: 'ADAC', country: 'Allemagne' } })).toBe(
      'E_REPORTING_INTERNATIONAL',
    );
    expect(eInvoicingRoute({ tvaIntracommunautaire: 'BE0403170701', headQuarterPlace: french })).toBe(
      'E_REPORTING_INTERNATIONAL',
    );
  });

  it('tracks a deposit by account and number', () => {
    expect(depositTrackingId(7, 'FA-000012')).toBe('PLT-7-FA-000012');
  });
});
