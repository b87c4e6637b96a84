import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts, paymentModes, vatRates } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { nextSequenceValue, peekSequenceValue } from './account-sequences.repository.ts';

let t: TestContext;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp();
  // An account the demo gives no customers (the seed numbers its customers with the counter).
  const [row] = await t.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.name, 'Dépannage Moreau Provence'));
  accountId = row!.id;
});
afterAll(() => t.close());

describe('account sequences', () => {
  it('gives consecutive values to concurrent transactions, and a rolled-back one gives its value back', async () => {
    const db = t.database.db;
    const taken = await Promise.all(
      Array.from({ length: 20 }, () => db.transaction((tx) => nextSequenceValue(tx, accountId, 'FACTURE'))),
    );
    expect([...taken].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    await expect(
      db.transaction(async (tx) => {
        await nextSequenceValue(tx, accountId, 'FACTURE');
        throw new Error('creation failed');
      }),
    ).rejects.toThrow('creation failed');
    expect(await peekSequenceValue(db, accountId, 'FACTURE')).toBe(21);
    expect(await peekSequenceValue(db, accountId, 'CUSTOMER')).toBe(1);
  });

  it('every demo account starts with its read-only French VAT codes and payment modes', async () => {
    const rates = await t.database.db.select().from(vatRates).where(eq(vatRates.accountId, accountId));
    expect(rates.map((r) => r.taux)).toEqual(['20.00', '10.00', '5.50', '2.10', null]);
    expect(rates.every((r) => r.readOnly)).toBe(true);
    const modes = await t.database.db
      .select()
      .from(paymentModes)
      .where(eq(paymentModes.accountId, accountId));
    expect(modes.map((m) => m.nom)).toContain('30 jours fin de mois');
  });
});
