import { describe, expect, it } from 'vitest';
import { messageRows } from './message-rows.ts';

const message = (id: number, at: string, provenance: string, author: string | null, markAsRead: boolean) => ({
  id,
  creationDateTime: at,
  provenance,
  author,
  message: `m${id}`,
  markAsRead,
});

describe('the Message tab rows', () => {
  it('come newest first, with their origin, the author when it says more, and the unread flag', () => {
    const rows = messageRows([
      message(1, '2026-11-23T10:00:00.000Z', 'BACKOFFICE', 'Julien Martin', true),
      message(2, '2026-11-23T10:05:00.000Z', 'NOMAD', 'Lucas Girard', false),
      message(3, '2026-11-23T10:05:00.000Z', 'NOMAD', 'Chauffeur', true),
    ]);
    expect(rows.map((r) => [r.id, r.origin, r.authorLine, r.unread])).toEqual([
      [3, 'Chauffeur', null, false],
      [2, 'Chauffeur', 'Lucas Girard', true],
      [1, 'Exploitation', 'Julien Martin', false],
    ]);
  });
});
