export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (search: object) => ['invoices', 'list', search] as const,
  detail: (id: number) => ['invoices', 'detail', id] as const,
  nextCode: (kind: string) => ['invoices', 'nextCode', kind] as const,
};
