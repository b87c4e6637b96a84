import { describe, expect, it } from 'vitest';
import { isDemoConnector } from './connector-demo.ts';

describe('isDemoConnector (issue 28 §5)', () => {
  it('is a demonstration on the built-in simulator while no credential is filled in', () => {
    expect(isDemoConnector(true, 'WEBFLEET', {})).toBe(true);
    expect(isDemoConnector(true, 'WEBFLEET', { customer: '', user: '  ', password: null })).toBe(true);
    expect(isDemoConnector(true, 'NOMAD', { realTimeReportAllowed: true })).toBe(true);
  });

  it('is not once one credential is filled in, nor against the real system', () => {
    expect(isDemoConnector(true, 'WEBFLEET', { user: 'api' })).toBe(false);
    expect(isDemoConnector(true, 'NOMAD', { token: 'sealed' })).toBe(false);
    expect(isDemoConnector(false, 'WEBFLEET', {})).toBe(false);
  });
});
