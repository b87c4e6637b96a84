import type { Query } from '../../../lib/api.ts';

export const customerKeys = {
  all: ['customers'] as const,
  list: (query: Query) => ['customers', 'list', query] as const,
  detail: (id: number) => ['customers', 'detail', id] as const,
  nextCode: ['customers', 'nextCode'] as const,
};
