import { describe, expect, it } from 'vitest';
import { FolderState as S, FolderStateCode } from '../referentials/codes.ts';
import {
  canAddDocuments,
  checkImageDimensions,
  checkUploadBatch,
  DOCUMENTS_LIMIT_REACHED_MESSAGE,
  DOCUMENTS_LOCKED_STATES,
  DOCUMENTS_REPORT_LOCKED_MESSAGE,
  documentTooLargeMessage,
  documentTypeRefusedMessage,
  MAX_DOCUMENT_BYTES,
  sniffDocumentType,
  UPLOAD_BATCH_TOO_LARGE_MESSAGE,
  UPLOAD_EMPTY_MESSAGE,
  type UploadedFile,
} from './documents.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
/** An ISO-BMFF ftyp box: size, 'ftyp', major brand, minor version, compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes(u32(16 + 4 * compatible.length), 'ftyp', major, [0, 0, 0, 0], compatible.join(''));

const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]);
const PNG = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const WEBP = bytes('RIFF', [0x24, 0x00, 0x00, 0x00], 'WEBPVP8 ');
const PDF = bytes('%PDF-1.7\n%âãÏÓ');
const EXE = bytes('MZ', [0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

describe('sniffDocumentType: the type from the bytes', () => {
  it('recognises JPEG, PNG, WebP and PDF', () => {
    expect(sniffDocumentType(JPEG)).toBe('image/jpeg');
    expect(sniffDocumentType(PNG)).toBe('image/png');
    expect(sniffDocumentType(WEBP)).toBe('image/webp');
    expect(sniffDocumentType(PDF)).toBe('application/pdf');
  });

  it('recognises HEIC and HEIF by their ftyp brand', () => {
    for (const brand of ['heic', 'heix', 'hevc'])
      expect(sniffDocumentType(ftyp(brand, 'mif1'))).toBe('image/heic');
    expect(sniffDocumentType(ftyp('mif1', 'heic'))).toBe('image/heic');
    expect(sniffDocumentType(ftyp('mif1'))).toBe('image/heif');
    expect(sniffDocumentType(ftyp('msf1', 'iso8'))).toBe('image/heif');
  });

  it('refuses other ISO-BMFF files: AVIF, MP4, QuickTime', () => {
    expect(sniffDocumentType(ftyp('avif', 'mif1', 'miaf'))).toBeNull();
    expect(sniffDocumentType(ftyp('isom', 'iso2', 'mp41'))).toBeNull();
    expect(sniffDocumentType(ftyp('qt  '))).toBeNull();
  });

  it("refuses an .exe ('MZ'), text, HTML, SVG, GIF, ZIP and nothing at all", () => {
    expect(sniffDocumentType(EXE)).toBeNull();
    expect(sniffDocumentType(bytes('Bonjour, ceci est un texte.'))).toBeNull();
    expect(sniffDocumentType(bytes('<!DOCTYPE html><html>'))).toBeNull();
    expect(sniffDocumentType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(sniffDocumentType(bytes('GIF89a'))).toBeNull();
    expect(sniffDocumentType(bytes('PK', [3, 4]))).toBeNull();
    expect(sniffDocumentType(new Uint8Array())).toBeNull();
  });

  it('refuses truncated headers', () => {
    expect(sniffDocumentType(JPEG.subarray(0, 2))).toBeNull();
    expect(sniffDocumentType(PNG.subarray(0, 7))).toBeNull();
    expect(sniffDocumentType(WEBP.subarray(0, 11))).toBeNull();
    expect(sniffDocumentType(PDF.subarray(0, 4))).toBeNull();
    expect(sniffDocumentType(ftyp('heic').subarray(0, 11))).toBeNull();
    expect(sniffDocumentType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
  });

  it('looks at the start only: a signature further in does not count', () => {
    expect(sniffDocumentType(bytes(' ', '%PDF-1.4'))).toBeNull();
    expect(sniffDocumentType(bytes('MZ', [...JPEG]))).toBeNull();
  });

  it('does not read past a short ftyp box, nor past the bytes it has', () => {
    // size says 16 bytes: the 'heic' after the box is not a compatible brand.
    const box = bytes(u32(16), 'ftyp', 'mif1', [0, 0, 0, 0], 'heic');
    expect(sniffDocumentType(box)).toBe('image/heif');
    const lying = bytes(u32(4096), 'ftyp', 'mif1', [0, 0, 0, 0], 'he');
    expect(sniffDocumentType(lying)).toBe('image/heif');
  });
});

const file = (filename: string, content: Uint8Array = JPEG, size = content.length): UploadedFile => ({
  filename,
  size,
  bytes: content,
});
const photos = (n: number) => Array.from({ length: n }, (_, i) => file(`photo-${i + 1}.jpg`));

describe('checkUploadBatch', () => {
  it('accepts up to 9 files, giving each type', () => {
    const result = checkUploadBatch([file('a.jpg'), file('b.pdf', PDF), file('c.heic', ftyp('heic'))], 0);
    expect(result).toEqual({ ok: true, contentTypes: ['image/jpeg', 'application/pdf', 'image/heic'] });
    expect(checkUploadBatch(photos(9), 0).ok).toBe(true);
  });

  it("refuses 10 files or more at once, with the spec's message and title", () => {
    for (const n of [10, 11, 50]) {
      expect(checkUploadBatch(photos(n), 0)).toEqual({
        ok: false,
        status: 400,
        title: 'Erreur',
        message: 'Charger uniquement par lot de 10 documents max.',
      });
    }
    expect(UPLOAD_BATCH_TOO_LARGE_MESSAGE).toBe('Charger uniquement par lot de 10 documents max.');
  });

  it('refuses an empty batch', () => {
    expect(checkUploadBatch([], 0)).toMatchObject({ ok: false, status: 400, message: UPLOAD_EMPTY_MESSAGE });
  });

  it('keeps a folder at 100 documents at most', () => {
    expect(checkUploadBatch(photos(1), 99).ok).toBe(true);
    expect(checkUploadBatch(photos(9), 91).ok).toBe(true);
    expect(checkUploadBatch(photos(1), 100)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Le nombre maximal de documents est atteint.',
    });
    expect(checkUploadBatch(photos(9), 92)).toMatchObject({ message: DOCUMENTS_LIMIT_REACHED_MESSAGE });
    expect(checkUploadBatch(photos(2), 99)).toMatchObject({ message: DOCUMENTS_LIMIT_REACHED_MESSAGE });
  });

  it('accepts exactly 10 MB, refuses one byte more', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(10_485_760);
    expect(checkUploadBatch([file('big.jpg', JPEG, MAX_DOCUMENT_BYTES)], 0).ok).toBe(true);
    expect(checkUploadBatch([file('big.jpg', JPEG, MAX_DOCUMENT_BYTES + 1)], 0)).toEqual({
      ok: false,
      status: 400,
      title: 'Erreur',
      message: 'Le fichier « big.jpg » dépasse la taille maximale de 10 Mo.',
    });
    expect(checkUploadBatch([file('11.jpg', JPEG, 11 * 1024 * 1024)], 0)).toMatchObject({
      message: documentTooLargeMessage('11.jpg'),
    });
  });

  it('refuses a .exe renamed .jpg, and an empty file, naming it; the whole batch is refused', () => {
    expect(checkUploadBatch([file('ok.jpg'), file('photo.jpg', EXE), file('b.png', PNG)], 0)).toEqual({
      ok: false,
      status: 400,
      title: 'Erreur',
      message: "Le fichier « photo.jpg » n'est ni une image (JPEG, PNG, WebP, HEIC) ni un PDF.",
    });
    expect(checkUploadBatch([file('vide.pdf', new Uint8Array(), 0)], 0)).toMatchObject({
      message: documentTypeRefusedMessage('vide.pdf'),
    });
  });

  it('checks the batch size before the folder count, the count before the files', () => {
    expect(checkUploadBatch(photos(10), 100)).toMatchObject({ message: UPLOAD_BATCH_TOO_LARGE_MESSAGE });
    expect(checkUploadBatch([file('x.exe', EXE)], 100)).toMatchObject({
      message: DOCUMENTS_LIMIT_REACHED_MESSAGE,
    });
  });
});

describe('checkImageDimensions: at most 40 megapixels', () => {
  it.each([
    [8000, 5000, true],
    [40_000_000, 1, true],
    [8000, 5001, false],
    [100_000, 100_000, false],
  ])('%i × %i accepted: %s', (width, height, accepted) => {
    expect(checkImageDimensions('photo.jpg', { width, height }).ok).toBe(accepted);
  });

  it('names the file in French', () => {
    expect(checkImageDimensions('géante.png', { width: 10_000, height: 10_000 })).toEqual({
      ok: false,
      status: 400,
      message: "L'image « géante.png » est trop grande : 40 mégapixels au plus.",
    });
  });
});

describe('canAddDocuments (spec 2 §4 Rules by state)', () => {
  const nomad = (folderState: string, modifiable = true) => ({
    creationOrigine: 'NOMAD',
    folderState,
    reportDepannage: { modifiable },
  });

  it('refuses the listed states, naming the state', () => {
    expect(DOCUMENTS_LOCKED_STATES).toEqual([
      'HORS_DELAI',
      'CANCEL_PROPOSAL',
      'WAITING',
      'REFUSED',
      'CANCELED',
      'CLOSED',
    ]);
    for (const state of FolderStateCode) {
      const result = canAddDocuments(nomad(state), 0);
      expect(result.ok, state).toBe(!(DOCUMENTS_LOCKED_STATES as string[]).includes(state));
    }
    expect(canAddDocuments(nomad(S.WAITING), 0)).toEqual({
      ok: false,
      status: 409,
      message: "Impossible d'ajouter un document : le dossier est à l'état En attente.",
    });
  });

  it('refuses when the report is read-only', () => {
    expect(canAddDocuments(nomad(S.REPORT_VALIDATED, false), 0)).toEqual({
      ok: false,
      status: 409,
      message: DOCUMENTS_REPORT_LOCKED_MESSAGE,
    });
    expect(canAddDocuments(nomad(S.ACCEPTED, false), 0).ok).toBe(true);
    expect(canAddDocuments(nomad(S.ACCEPTED), 0, { isAssisteur: true }).ok).toBe(false);
  });

  it('takes documents on a folder made here in any open state (issue 20)', () => {
    for (const state of FolderStateCode) {
      const result = canAddDocuments({ creationOrigine: 'BACKOFFICE', folderState: state }, 0);
      expect(result.ok, state).toBe(state !== S.CLOSED);
    }
    expect(
      canAddDocuments({ creationOrigine: 'BACKOFFICE', folderState: S.CREATED }, 0, { isAssisteur: true }).ok,
    ).toBe(false);
    expect(canAddDocuments({ creationOrigine: 'BACKOFFICE', folderState: S.CREATED }, 100).ok).toBe(false);
  });

  it('refuses at 100 documents, allows at 99', () => {
    expect(canAddDocuments(nomad(S.ACCEPTED), 99).ok).toBe(true);
    expect(canAddDocuments(nomad(S.ACCEPTED), 100)).toEqual({
      ok: false,
      status: 409,
      message: 'Le nombre maximal de documents est atteint.',
    });
  });
});
