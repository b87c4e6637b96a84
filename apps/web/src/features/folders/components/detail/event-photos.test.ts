import { describe, expect, it } from 'vitest';
import type { FolderDocument, FolderEvent } from '@plateau/contracts';
import { photosOfEvent } from './event-modal.tsx';

const event = (message: string | null, at: string) =>
  ({ id: 1, folderId: 2, message, recordDateTime: at, eventDateTime: at }) as unknown as FolderEvent;
const document = (id: number, filename: string, at: string, contentType = 'image/jpeg'): FolderDocument => ({
  id,
  filename,
  contentType,
  image: true,
  size: 10,
  creationDateTime: at,
});

describe('the photos of an event (issue 20 §1)', () => {
  const at = '2026-03-01T10:00:00.000Z';
  it('are the images of the names it lists, stored at its instant', () => {
    const documents = [
      document(1, 'photo-chauffeur.jpg', at),
      document(2, 'plaque.jpg', at),
      document(3, 'devis.pdf', at, 'application/pdf'),
      document(4, 'photo-chauffeur.jpg', '2026-03-01T11:00:00.000Z'),
    ];
    expect(photosOfEvent(event('photo-chauffeur.jpg', at), documents).map((d) => d.id)).toEqual([1]);
    expect(
      photosOfEvent(event('photo-chauffeur.jpg, plaque.jpg, devis.pdf', at), documents).map((d) => d.id),
    ).toEqual([1, 2]);
    expect(photosOfEvent(event(null, at), documents)).toEqual([]);
    // As the server stores it: JSON.
    expect(photosOfEvent(event('"photo-chauffeur.jpg, plaque.jpg"', at), documents).map((d) => d.id)).toEqual(
      [1, 2],
    );
  });
});
