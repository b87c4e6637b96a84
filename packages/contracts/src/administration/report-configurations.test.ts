import { describe, expect, it } from 'vitest';
import {
  REPORT_DATE_ORDER_MESSAGE,
  REPORT_EMAIL_REQUIRED_MESSAGE,
  REPORT_RANGE_MESSAGE,
  ReportConfigurationCreate,
  ReportPeriodQuery,
} from './report-configurations.ts';

const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('ReportConfigurationCreate', () => {
  it('needs name, type and frequency', () => {
    expect(
      ReportConfigurationCreate.safeParse({ name: 'Jour', type: 'DAILY', frequency: 'DAILY' }).success,
    ).toBe(true);
    expect(ReportConfigurationCreate.safeParse({ name: 'Jour', type: 'DAILY' }).success).toBe(false);
    expect(ReportConfigurationCreate.safeParse({ name: '', type: 'DAILY', frequency: 'DAILY' }).success).toBe(
      false,
    );
  });

  it('an e-mail delivery needs an address', () => {
    const result = ReportConfigurationCreate.safeParse({
      name: 'Jour',
      type: 'DAILY',
      frequency: 'DAILY',
      sendByEmail: true,
      email: null,
    });
    expect(message(result)).toBe(REPORT_EMAIL_REQUIRED_MESSAGE);
  });

  it('refuses an unknown field and a port out of range', () => {
    const base = { name: 'Jour', type: 'DAILY', frequency: 'DAILY' };
    expect(ReportConfigurationCreate.safeParse({ ...base, extra: 1 }).success).toBe(false);
    expect(ReportConfigurationCreate.safeParse({ ...base, sftpPort: 70000 }).success).toBe(false);
  });
});

describe('ReportPeriodQuery', () => {
  it('accepts a period in order, refuses one reversed or longer than a year', () => {
    expect(ReportPeriodQuery.safeParse({ startDate: '2026-11-01', endDate: '2026-11-01' }).success).toBe(
      true,
    );
    expect(message(ReportPeriodQuery.safeParse({ startDate: '2026-11-02', endDate: '2026-11-01' }))).toBe(
      REPORT_DATE_ORDER_MESSAGE,
    );
    expect(message(ReportPeriodQuery.safeParse({ startDate: '2025-01-01', endDate: '2026-01-02' }))).toBe(
      REPORT_RANGE_MESSAGE,
    );
    expect(ReportPeriodQuery.safeParse({ startDate: '01/11/2026', endDate: '2026-11-02' }).success).toBe(
      false,
    );
  });
});
