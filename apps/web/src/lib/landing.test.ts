import { describe, expect, it } from 'vitest';
import { addressWithoutSession, landingAfterSignIn, redirectFromFolders } from './landing.ts';

describe('landing after sign-in', () => {
  it.each([
    ['IOT', '/things'],
    ['SUPERVISOR', '/accounts'],
    ['DEPANNEUR', '/folders'],
    ['MISSION', '/folders'],
    ['ASSISTEUR', '/folders'],
  ] as const)('%s lands on %s', (nature, path) => {
    expect(landingAfterSignIn(nature)).toBe(path);
  });

  it('goes to the folders when the account could not be read', () => {
    expect(landingAfterSignIn(undefined)).toBe('/folders');
  });
});

describe('opening /folders', () => {
  it('sends an IOT account to its objects', () => {
    expect(redirectFromFolders('IOT')).toBe('/things');
  });

  it.each(['DEPANNEUR', 'MISSION', 'ASSISTEUR', 'SUPERVISOR'] as const)('lets %s stay', (nature) => {
    expect(redirectFromFolders(nature)).toBeNull();
  });
});

describe('address after opening on behalf', () => {
  it('drops the session parameters and leads the root to the folders', () => {
    expect(addressWithoutSession(new URL('http://x/?token=a&refreshToken=b&expiresIn=1800'))).toBe(
      '/folders',
    );
  });

  it('keeps the path and the other parameters', () => {
    expect(
      addressWithoutSession(new URL('http://x/folders/12?token=a&refreshToken=b&expiresIn=60&tab=2#top')),
    ).toBe('/folders/12?tab=2#top');
  });
});
