import { afterEach, describe, expect, it, vi } from 'vitest';
import { signAccessToken, tokenVerifier, type SessionContext } from './access-token.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters!';
const ctx: SessionContext = {
  userId: 3,
  accountId: 2,
  nature: 'DEPANNEUR',
  assistanceProvider: null,
  role: 'ADMIN',
  sessionEpoch: 0,
};

afterEach(() => vi.useRealTimers());

describe('tokenVerifier', () => {
  it('verifies a token once and answers the same claims after', () => {
    const verify = tokenVerifier(SECRET);
    const token = signAccessToken(ctx, SECRET, 600);
    const first = verify(token);
    expect(first).toMatchObject({ userId: 3, accountId: 2, role: 'ADMIN' });
    expect(verify(token)).toBe(first);
  });

  it('refuses a token signed with another secret, and a remembered token once expired', () => {
    vi.useFakeTimers();
    const verify = tokenVerifier(SECRET);
    expect(verify(signAccessToken(ctx, 'another-secret-of-thirty-two-characters!!', 600))).toBeNull();
    const token = signAccessToken(ctx, SECRET, 60);
    expect(verify(token)).not.toBeNull();
    vi.advanceTimersByTime(61_000);
    expect(verify(token)).toBeNull();
  });

  it('remembers at most `max` tokens, and still verifies the ones it forgot', () => {
    const verify = tokenVerifier(SECRET, 2);
    const tokens = [1, 2, 3].map((userId) => signAccessToken({ ...ctx, userId }, SECRET, 600));
    const first = verify(tokens[0]!);
    verify(tokens[1]!);
    verify(tokens[2]!);
    const again = verify(tokens[0]!);
    expect(again).not.toBe(first);
    expect(again).toMatchObject({ userId: 1 });
  });
});
