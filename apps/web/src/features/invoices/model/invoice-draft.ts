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
  })),
});

const linesBody = (lines: DraftLine[]) =>
  lines.map(({ articleId, code, nom, quantity, montantHT, tvaId }) => ({
    articleId,
    code: code || null,
    nom,
    quantity,
    montantHT,
    tvaId,
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
  return Object.keys(patch).length > 1 ? patch : null;
}

export const isDirty = (saved: InvoiceDraft, draft: InvoiceDraft) => patchBody(saved, draft, 1) !== null;
