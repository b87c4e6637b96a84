import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ArticleCreate } from '../accounting/articles.ts';
import { TvaCreate } from '../accounting/referentials.ts';
import { ValorisationProposalBody, type ValorisationItem } from '../folders/valorisation.ts';
import { InvoiceCreateBody, InvoicePatchBody } from '../invoices/invoice.ts';
import {
  AMOUNT_INVALID_MESSAGE,
  INVOICE_HT_NEGATIVE_MESSAGE,
  INVOICE_HT_TOO_LARGE_MESSAGE,
  LINE_HT_TOO_LARGE_MESSAGE,
  MAX_DOCUMENT_HT,
  MAX_DOCUMENT_TTC,
  MAX_LINE_HT,
  MAX_QUANTITY,
  MAX_UNIT_PRICE,
  RATE_INVALID_MESSAGE,
  VALORISATION_HT_TOO_LARGE_MESSAGE,
  decimalRangeMessage,
} from './amount-bounds.ts';
import { computeInvoiceAmounts } from './invoice-amounts.ts';
import { valorisationTotals } from './valorisation-totals.ts';

const issues = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

const invoice = (articles: Array<{ quantity: number; montantHT: number }>) => ({
  date: '2026-11-20',
  client: { id: 1 },
  articles: articles.map((line) => ({ nom: 'Remorquage', ...line })),
});

/** numeric(14,2) holds less than 10^12: in cents, 10^14. */
const TOTAL_COLUMN_CENTS = 10n ** 14n;

describe('amount bounds: what an invoice may carry fits its columns', () => {
  it('refuses the line that overflowed (1 000 000 × 10 000 000 €), on that line', () => {
    expect(
      issues(
        InvoiceCreateBody,
        invoice([
          { quantity: 1, montantHT: 10 },
          { quantity: 1e6, montantHT: 1e7 },
        ]),
      ),
    ).toEqual([{ path: 'articles.1', message: LINE_HT_TOO_LARGE_MESSAGE }]);
    expect(LINE_HT_TOO_LARGE_MESSAGE).toBe(
      "Le montant HT d'une ligne (quantité × prix unitaire) ne doit pas dépasser 100\u202f000\u202f000 €",
    );
  });

  it('refuses lines that each fit but add up past the invoice maximum', () => {
    const atMost = Array.from({ length: 10 }, () => ({ quantity: 1000, montantHT: MAX_LINE_HT / 1000 }));
    expect(issues(InvoiceCreateBody, invoice(atMost))).toEqual([]);
    const over = [...atMost, { quantity: 0.001, montantHT: 10 }];
    expect(issues(InvoiceCreateBody, invoice(over))).toEqual([
      { path: 'articles', message: INVOICE_HT_TOO_LARGE_MESSAGE },
    ]);
    expect(issues(InvoicePatchBody, { version: 1, articles: over.map((l) => ({ nom: 'X', ...l })) })).toEqual(
      [{ path: 'articles', message: INVOICE_HT_TOO_LARGE_MESSAGE }],
    );
  });

  it('bounds each quantity and unit price, in French', () => {
    expect(issues(InvoiceCreateBody, invoice([{ quantity: MAX_QUANTITY + 1, montantHT: 0 }]))).toContainEqual(
      {
        path: 'articles.0.quantity',
        message: decimalRangeMessage('Quantité', -MAX_QUANTITY, MAX_QUANTITY, 3),
      },
    );
    // A deduction is a negative quantity (EN 16931 BR-27: never a negative price); never 0, never a negative invoice.
    expect(issues(InvoiceCreateBody, invoice([{ quantity: 0, montantHT: 5 }]))).toEqual([
      { path: 'articles.0.quantity', message: 'Quantité : une ligne ne peut pas avoir une quantité nulle' },
    ]);
    expect(
      issues(
        InvoiceCreateBody,
        invoice([
          { quantity: 1, montantHT: 50 },
          { quantity: -1, montantHT: 30 },
        ]),
      ),
    ).toEqual([]);
    expect(
      issues(
        InvoiceCreateBody,
        invoice([
          { quantity: 1, montantHT: 20 },
          { quantity: -1, montantHT: 30 },
        ]),
      ),
    ).toEqual([{ path: 'articles', message: INVOICE_HT_NEGATIVE_MESSAGE }]);
    expect(
      issues(InvoiceCreateBody, invoice([{ quantity: 1, montantHT: MAX_UNIT_PRICE + 0.01 }])),
    ).toContainEqual({
      path: 'articles.0.montantHT',
      message: 'Montant HT : nombre attendu entre 0 et 10\u202f000\u202f000, avec au plus 2 décimales',
    });
    expect(
      issues(InvoiceCreateBody, invoice([{ quantity: 1e300, montantHT: 1e300 }])).length,
    ).toBeGreaterThan(0);
  });

  it('keeps the largest invoice accepted within numeric(14,2), VAT at 100 % included', () => {
    // Lines at the line maximum up to the invoice maximum: the most the contract lets through.
    const lines = Array.from({ length: MAX_DOCUMENT_HT / MAX_LINE_HT }, () => ({
      quantity: MAX_QUANTITY / 10_000,
      montantHT: MAX_LINE_HT / (MAX_QUANTITY / 10_000),
    }));
    expect(issues(InvoiceCreateBody, invoice(lines))).toEqual([]);
    const amounts = computeInvoiceAmounts(
      lines.map((l) => ({ quantity: l.quantity, unitHT: l.montantHT, taux: '100.00' })),
    );
    expect(amounts.totalHTCents).toBe(BigInt(MAX_DOCUMENT_HT) * 100n);
    expect(amounts.totalTTCCents).toBe(BigInt(MAX_DOCUMENT_TTC) * 100n);
    expect(amounts.totalTTCCents < TOTAL_COLUMN_CENTS).toBe(true);
    for (const line of amounts.lines) expect(line.ttcCents < TOTAL_COLUMN_CENTS).toBe(true);
  });
});

const item = (fields: Partial<ValorisationItem>): ValorisationItem => ({
  libelle: 'Forfait',
  commentaire: null,
  inclus: true,
  prixUnitaire: null,
  quantite: null,
  tauxTva: 20,
  montantTotal: null,
  valorisationNegative: false,
  prixVisible: true,
  prixModifiable: true,
  quantiteVisible: true,
  quantiteModifiable: true,
  tvaVisible: true,
  tvaModifiable: true,
  montantHtVisible: true,
  montantHtModifiable: true,
  ...fields,
});
const valorisation = (items: ValorisationItem[]) => ({ nature: 'PRESTATAIRE', commentaire: null, items });

describe('amount bounds: a valorisation fits the invoice it may become', () => {
  it('refuses a line whose price × quantity is past the line maximum', () => {
    expect(
      issues(ValorisationProposalBody, valorisation([item({ prixUnitaire: 1e6, quantite: 1e5 })])),
    ).toEqual([{ path: 'items.0', message: LINE_HT_TOO_LARGE_MESSAGE }]);
    expect(
      issues(ValorisationProposalBody, valorisation([item({ montantTotal: MAX_LINE_HT + 1 })])),
    ).toContainEqual({
      path: 'items.0.montantTotal',
      message: decimalRangeMessage('Montant HT', 0, MAX_LINE_HT, 4),
    });
  });

  it('refuses included lines adding up past the maximum, a negative one counted too, an excluded one not', () => {
    const full = Array.from({ length: 10 }, () => item({ montantTotal: MAX_LINE_HT }));
    expect(issues(ValorisationProposalBody, valorisation(full))).toEqual([]);
    expect(
      issues(ValorisationProposalBody, valorisation([...full, item({ montantTotal: 1, inclus: false })])),
    ).toEqual([]);
    expect(
      issues(
        ValorisationProposalBody,
        valorisation([...full, item({ montantTotal: 1, valorisationNegative: true })]),
      ),
    ).toEqual([{ path: 'items', message: VALORISATION_HT_TOO_LARGE_MESSAGE }]);
    // The largest accepted: its TTC, VAT at 100 %, still fits an invoice total.
    const totals = valorisationTotals(full.map((i) => ({ ...i, tauxTva: 100 })));
    expect(totals.ttcCents).toBe(BigInt(MAX_DOCUMENT_TTC) * 100n);
  });

  it('bounds rates and quantities', () => {
    expect(issues(ValorisationProposalBody, valorisation([item({ tauxTva: 100.5 })]))).toContainEqual({
      path: 'items.0.tauxTva',
      message: decimalRangeMessage('Taux de TVA', 0, 100, 4),
    });
    expect(
      issues(ValorisationProposalBody, valorisation([item({ quantite: MAX_QUANTITY + 1 })])),
    ).toContainEqual({
      path: 'items.0.quantite',
      message: decimalRangeMessage('Quantité', 0, MAX_QUANTITY, 4),
    });
  });
});

describe('amount bounds: referentials', () => {
  it("bounds an article's price as a decimal string or number", () => {
    const article = (montantHT: unknown) => ({ code: 'A', nom: 'Article', montantHT });
    expect(ArticleCreate.parse(article('10000000')).montantHT).toBe('10000000.00');
    expect(ArticleCreate.parse(article('12,5')).montantHT).toBe('12.50');
    for (const bad of ['10000000.01', 99_999_999.99, '-1', '1.005', '1e3'])
      expect(issues(ArticleCreate, article(bad))).toEqual([
        { path: 'montantHT', message: AMOUNT_INVALID_MESSAGE },
      ]);
  });

  it("bounds a VAT code's rate to 100 %", () => {
    expect(TvaCreate.parse({ code: 'T', nom: 'TVA', taux: '100' }).taux).toBe('100.00');
    expect(issues(TvaCreate, { code: 'T', nom: 'TVA', taux: '100.01' })).toEqual([
      { path: 'taux', message: RATE_INVALID_MESSAGE },
    ]);
  });
});
