import { describe, expect, it } from 'vitest';
import { buyerName } from '../rules/buyer-name.ts';
import { currentFinancialYear, FecQuery, financialYearClosing } from './fec.ts';

describe('FecQuery', () => {
  it('turns an instant into its Paris day, keeps a plain day, defaults to ISO 8859-15', () => {
    expect(
      FecQuery.parse({ startDate: '2026-12-31T23:00:00.000Z', endDate: '2027-06-30T21:59:59.999Z' }),
    ).toEqual({ startDate: '2027-01-01', endDate: '2027-06-30', encoding: 'iso-8859-15' });
    expect(FecQuery.parse({ startDate: '2027-01-01', endDate: '2027-01-31', encoding: 'UTF-8' })).toEqual({
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      encoding: 'utf-8',
    });
  });

  it('refuses a date without offset and an unknown parameter', () => {
    expect(FecQuery.safeParse({ startDate: '2027-01-01T00:00:00', endDate: '2027-01-31' }).success).toBe(
      false,
    );
    expect(FecQuery.safeParse({ startDate: '2027-01-01', endDate: '2027-01-31', year: '2027' }).success).toBe(
      false,
    );
  });
});

describe('currentFinancialYear', () => {
  it('is the calendar year of the day', () => {
    expect(currentFinancialYear('2027-03-15')).toEqual({ startDate: '2027-01-01', endDate: '2027-12-31' });
  });
});

describe('buyerName', () => {
  it('is the company, else the contact first name and name', () => {
    expect(buyerName({ companyName: 'Garage Martin', contactFirstname: 'Paul', contactName: 'Durand' })).toBe(
      'Garage Martin',
    );
    expect(buyerName({ companyName: ' ', contactFirstname: 'Élodie', contactName: 'Lefèvre' })).toBe(
      'Élodie Lefèvre',
    );
    expect(buyerName({ contactName: 'Lefèvre' })).toBe('Lefèvre');
    expect(buyerName(null)).toBe('');
  });
});

describe('financialYearClosing', () => {
  it('is the closing day of the year the day falls in', () => {
    expect(financialYearClosing('2027-05-31')).toBe('2027-12-31');
    expect(financialYearClosing('2027-12-31')).toBe('2027-12-31');
    expect(financialYearClosing('2027-07-01', '06-30')).toBe('2028-06-30');
    expect(financialYearClosing('2027-06-30', '06-30')).toBe('2027-06-30');
  });
});
