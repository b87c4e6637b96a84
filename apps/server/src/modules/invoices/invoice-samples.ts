import {
  centsToNumber,
  computeInvoiceAmounts,
  emptyLegalEntity,
  isDeboursLine,
  lineVatOf,
  type Invoice,
  type VatCategory,
} from '@plateau/contracts';
import type { InvoiceDocumentInput, Seller } from './invoice-document.ts';

/**
 * Sample invoices for the e-invoice checks (npm run check:einvoice) and the renderer's tests: a
 * seller with every mention filled, amounts computed by the same rules as stored invoices.
 */
export const SAMPLE_SELLER: Seller = {
  name: 'Dépannage Martin & Fils',
  place: null,
  legalEntity: {
    ...emptyLegalEntity(),
    headQuarterPlace: {
      line1: '12 avenue Jean Jaurès',
      zipCode: '69007',
      city: 'Lyon',
      country: 'France',
    } as never,
    tvaIntracommunautaire: 'FR44732829320',
    legalForm: 'SARL',
    shareCapital: '10000.00',
    rcsCity: 'Lyon',
    iban: 'FR7630006000011234567890189',
    bic: 'AGRIFRPP',
    vatOnDebits: true,
  },
};

const SAMPLE_DATE = '2026-02-10';

interface SampleLine {
  nom: string;
  quantity: number;
  montantHT: number;
  taux: string | null;
  code?: string | null;
  discountPercent?: number;
  discountAmount?: number;
}

type SampleHeader = Partial<
  Pick<Invoice, 'code' | 'date' | 'dueDate' | 'vatTreatment' | 'allowance' | 'serviceDate' | 'servicePeriod'>
>;

/** An invoice as the API returns it, its totals computed from its lines. */
export function sampleInvoice(
  lines: SampleLine[],
  client: Partial<Invoice['client']> = {},
  header: SampleHeader = {},
): Invoice {
  const amounts = computeInvoiceAmounts(
    lines.map((l) => ({
      ...l,
      unitHT: l.montantHT,
      debours: isDeboursLine(l),
      category: lineVatOf(header.vatTreatment ?? 'STANDARD', l, header.date ?? SAMPLE_DATE).category,
    })),
    { allowancePercent: header.allowance?.percent },
  );
  return {
    id: 1,
    kind: 'INVOICE',
    state: 'ISSUED',
    creditedInvoice: null,
    issuedAt: '2026-02-10T09:00:00.000Z',
    documentSha256: null,
    code: header.code ?? 'FC-000042',
    date: header.date ?? SAMPLE_DATE,
    dueDate: header.dueDate ?? '2026-03-12',
    client: {
      id: 1,
      companyName: 'Garage du Port',
      contactFirstname: 'Paul',
      contactName: 'Durand',
      modeReglementId: null,
      place: { line1: '1 rue du Port', zipCode: '69002', city: 'Lyon', country: 'France' },
      ...client,
    },
    articles: lines.map((l, i) => ({
      id: i + 1,
      articleId: null,
      code: l.code ?? null,
      nom: l.nom,
      quantity: l.quantity,
      montantHT: l.montantHT,
      tvaId: l.taux ? 1 : null,
      codeTva: null,
      taux: l.taux,
      totalHT: centsToNumber(amounts.lines[i]!.htCents),
      totalTVA: centsToNumber(amounts.lines[i]!.tvaCents),
      montantTTC: centsToNumber(amounts.lines[i]!.ttcCents),
      discountPercent: l.discountPercent ?? null,
      discountAmount: l.discountAmount ?? null,
      creditedLineId: null,
    })),
    vatBreakdown: amounts.rates.map((r) => ({
      taux: r.taux,
      category: r.category as VatCategory,
      base: centsToNumber(r.baseCents),
      tva: centsToNumber(r.tvaCents),
      allowance: centsToNumber(r.allowanceCents),
    })),
    totalHT: centsToNumber(amounts.totalHTCents),
    totalTVA: centsToNumber(amounts.totalTVACents),
    totalTTC: centsToNumber(amounts.totalTTCCents),
    folderId: null,
    vatTreatment: header.vatTreatment ?? 'STANDARD',
    serviceDate: header.serviceDate ?? null,
    servicePeriod: header.servicePeriod ?? null,
    allowance: header.allowance ?? null,
    version: 1,
    createdAt: '2026-02-10T09:00:00.000Z',
  };
}

const ONE_PAGE_LINES: SampleLine[] = [
  { code: 'REM', nom: 'Remorquage <urgent> & Cie', quantity: 1, montantHT: 125.5, taux: '20.00' },
  { nom: 'Kilomètres en charge', quantity: 42, montantHT: 1.8, taux: '20.00' },
  { nom: "Heure d'attente sur place", quantity: 1.5, montantHT: 45, taux: '20.00' },
  { nom: 'Gardiennage', quantity: 3, montantHT: 25, taux: '10.00' },
  { nom: 'Péage A7 – débours', quantity: 1, montantHT: 12.34, taux: null },
];

const LONG_NAMES = [
  'Remorquage véhicule léger depuis l’autoroute A7 sortie 12 vers le garage agréé du client, avec sanglage des roues',
  'Kilomètres en charge',
  "Heure d'attente sur place en attendant les forces de l'ordre et le constat amiable 🚗",
  'Gardiennage',
  'Dépannage sur place : batterie',
  'Main-d’œuvre (heures) pour treuillage d’un véhicule enlisé hors voie carrossable, matériel spécifique',
];

export function sampleDocuments(): Record<string, InvoiceDocumentInput> {
  const business = sampleInvoice(ONE_PAGE_LINES);
  const long = sampleInvoice(
    Array.from({ length: 60 }, (_, i) => ({
      code: `L${String(i + 1).padStart(2, '0')}`,
      nom: LONG_NAMES[i % LONG_NAMES.length]!,
      quantity: (i % 4) + 1,
      montantHT: 10 + ((i * 7) % 90) + 0.5,
      taux: i % 10 === 9 ? null : i % 3 === 0 ? '10.00' : '20.00',
    })),
    {},
    { code: 'FC-000043' },
  );
  const credit = sampleInvoice(
    ONE_PAGE_LINES.slice(0, 2),
    {},
    { code: 'AV-000001', date: '2026-02-20', dueDate: '2026-02-20' },
  );
  const privateCustomer = sampleInvoice(
    ONE_PAGE_LINES.slice(0, 3),
    {
      companyName: null,
      contactFirstname: 'Léa',
      contactName: 'Bernard',
      place: {
        line1: '8 chemin des Vignes',
        zipCode: '69290',
        city: 'Craponne',
        contactEmail: 'lea.bernard@example.fr',
      },
    },
    { code: 'FC-000044' },
  );
  const buyer = { siren: '552100554', vatNumber: 'FR96552100554' };
  return {
    invoice: {
      invoice: business,
      seller: SAMPLE_SELLER,
      buyer,
      paymentTerms: '30 jours',
      serviceDate: '2026-02-09',
    },
    'invoice-60-lines': { invoice: long, seller: SAMPLE_SELLER, buyer, paymentTerms: '30 jours fin de mois' },
    'credit-note': {
      invoice: credit,
      seller: SAMPLE_SELLER,
      buyer,
      kind: 'credit-note',
      precedingInvoice: { code: 'FC-000042', date: '2026-02-10' },
    },
    'private-customer': { invoice: privateCustomer, seller: SAMPLE_SELLER, paymentTerms: 'À réception' },
    draft: { invoice: { ...business, code: '' }, seller: SAMPLE_SELLER, buyer, draft: true },
  };
}
