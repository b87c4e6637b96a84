import type { Invoice, InvoiceCreateBody, InvoicePatchBody, Place } from '@plateau/contracts';

export interface DraftLine {
  /** Stable across edits, for React keys only. */
  key: string;
  articleId: number | null;
  code: string;
  nom: string;
  quantity: number;
  montantHT: number;
  tvaId: number | null;
  /** A line discount: a percent or an amount, never both (the server refuses both). */
  discountPercent: number | null;
  discountAmount: number | null;
  /** A credit note's line: the invoice line it credits (kept through edits). */
  creditedLineId: number | null;
}

export interface DraftClient {
  id: number | null;
  companyName: string | null;
  contactFirstname: string | null;
  contactName: string | null;
  modeReglementId: number | null;
  place: Partial<Place> | null;
}

/** What the invoice form edits; the server computes amounts, the number and checks the due date. */
export interface InvoiceDraft {
  date: string;
  dueDate: string;
  client: DraftClient;
  articles: DraftLine[];
  /** The service's day (BT-72) or period (BT-73/74); none: the folder's day, else the invoice's. */
  serviceDate: string | null;
  servicePeriod: { start: string; end: string } | null;
  /** A document allowance in percent, with its reason. */
  allowance: { percent: number; reason: string } | null;
}

let nextKey = 0;
export const lineKey = () => `line-${++nextKey}`;

export const emptyDraft = (today: string): InvoiceDraft => ({
  date: today,
  dueDate: today,
  client: {
    id: null,
    companyName: null,
    contactFirstname: null,
    contactName: null,
    modeReglementId: null,
    place: null,
  },
  articles: [],
  serviceDate: null,
  servicePeriod: null,
  allowance: null,
});

export const draftOf = (invoice: Invoice): InvoiceDraft => ({
  date: invoice.date,
  dueDate: invoice.dueDate,
  client: { ...invoice.client },
  articles: invoice.articles.map((line) => ({
    key: lineKey(),
    articleId: line.articleId,
    code: line.code ?? '',
    nom: line.nom,
    quantity: line.quantity,
    montantHT: line.montantHT,
    tvaId: line.tvaId,
    discountPercent: line.discountPercent,
    discountAmount: line.discountAmount,
    creditedLineId: line.creditedLineId,
  })),
  serviceDate: invoice.serviceDate,
  servicePeriod: invoice.servicePeriod,
  allowance: invoice.allowance,
});

const linesBody = (lines: DraftLine[]) =>
  lines.map((line) => ({
    articleId: line.articleId,
    code: line.code || null,
    nom: line.nom,
    quantity: line.quantity,
    montantHT: line.montantHT,
    tvaId: line.tvaId,
    discountPercent: line.discountPercent,
    discountAmount: line.discountAmount,
    ...(line.creditedLineId ? { creditedLineId: line.creditedLineId } : {}),
  }));

const clientBody = (client: DraftClient) => ({
  ...client,
  id: client.id ?? 0,
  place: (client.place ?? null) as never,
});

export const createBody = (draft: InvoiceDraft): InvoiceCreateBody => ({
  date: draft.date,
  dueDate: draft.dueDate,
  client: clientBody(draft.client),
  articles: linesBody(draft.articles),
  serviceDate: draft.serviceDate,
  servicePeriod: draft.servicePeriod,
  allowance: draft.allowance,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that changed since `saved`, with its version; null when nothing did (no call, spec 3 §4). */
export function patchBody(
  saved: InvoiceDraft,
  draft: InvoiceDraft,
  version: number,
): InvoicePatchBody | null {
  const patch: InvoicePatchBody = { version };
  if (draft.date !== saved.date) patch.date = draft.date;
  if (draft.dueDate !== saved.dueDate) patch.dueDate = draft.dueDate;
  if (!same(draft.client, saved.client)) patch.client = clientBody(draft.client);
  if (!same(linesBody(draft.articles), linesBody(saved.articles))) patch.articles = linesBody(draft.articles);
  if (draft.serviceDate !== saved.serviceDate) patch.serviceDate = draft.serviceDate;
  if (!same(draft.servicePeriod, saved.servicePeriod)) patch.servicePeriod = draft.servicePeriod;
  if (!same(draft.allowance, saved.allowance)) patch.allowance = draft.allowance;
  return Object.keys(patch).length > 1 ? patch : null;
}

export const isDirty = (saved: InvoiceDraft, draft: InvoiceDraft) => patchBody(saved, draft, 1) !== null;
