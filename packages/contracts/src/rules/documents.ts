import { CreationOrigine, FolderState } from '../referentials/codes.ts';
import { stateLabel } from './folder-actions.ts';
import { isReportReadOnly, type ReportFolder, type ReportViewer, type RuleResult } from './report-state.ts';

/** Spec 2 §5 and §9: a batch of 10 files or more is refused, so at most 9 at once. */
export const MAX_DOCUMENTS_PER_BATCH = 9;
export const MAX_DOCUMENTS_PER_FOLDER = 100;
/** 10 MB, counted in binary megabytes (10 × 1 048 576 bytes); exactly 10 MB is accepted. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The title of the refusal's dialog (spec 2 §5: title 'Erreur'). */
export const UPLOAD_ERROR_TITLE = 'Erreur';
/** The spec's text (§5, §8), kept word for word as the issue quotes it. */
export const UPLOAD_BATCH_TOO_LARGE_MESSAGE = 'Charger uniquement par lot de 10 documents max.';
export const DOCUMENTS_LIMIT_REACHED_MESSAGE = 'Le nombre maximal de documents est atteint.';
export const UPLOAD_EMPTY_MESSAGE = 'Aucun fichier à ajouter.';
export const documentTooLargeMessage = (filename: string) =>
  `Le fichier « ${filename} » dépasse la taille maximale de 10 Mo.`;
export const documentTypeRefusedMessage = (filename: string) =>
  `Le fichier « ${filename} » n'est ni une image (JPEG, PNG, WebP, HEIC) ni un PDF.`;

/**
 * The largest image accepted, in pixels (width × height, read from the file's header before any
 * decoding): a 10 MB file can declare a 1-gigapixel image that would take gigabytes to decode.
 * 40 megapixels is above every phone camera's photo.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const imageTooLargeMessage = (filename: string) =>
  `L'image « ${filename} » est trop grande : 40 mégapixels au plus.`;

/** An image whose header declares more than MAX_IMAGE_PIXELS is refused (400), naming the file. */
export function checkImageDimensions(filename: string, size: { width: number; height: number }): RuleResult {
  return size.width * size.height > MAX_IMAGE_PIXELS
    ? { ok: false, status: 400, message: imageTooLargeMessage(filename) }
    : { ok: true };
}

/** The types a folder document may have, as stored and served. */
export const DocumentContentTypeCode = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'application/pdf',
] as const;
export type DocumentContentType = (typeof DocumentContentTypeCode)[number];

export const isImageContentType = (type: string) => type.startsWith('image/');

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const fourCC = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF = ascii('%PDF-');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const FTYP = ascii('ftyp');

/** HEIF brands: HEVC-coded images (HEIC), and the generic image / sequence brands. */
const HEIC_BRANDS = ['heic', 'heix', 'hevc'];
const HEIF_BRANDS = ['mif1', 'msf1'];

/**
 * The ISO-BMFF `ftyp` box: size (4 bytes), 'ftyp', major brand, minor version, compatible
 * brands. The major brand decides (an AVIF file, major 'avif' with 'mif1' compatible, is not
 * accepted); a generic 'mif1' / 'msf1' file that declares an HEIC brand is reported as HEIC.
 */
function sniffHeif(bytes: Uint8Array): DocumentContentType | null {
  if (bytes.length < 12 || !startsWith(bytes, FTYP, 4)) return null;
  const major = fourCC(bytes, 8);
  if (HEIC_BRANDS.includes(major)) return 'image/heic';
  if (!HEIF_BRANDS.includes(major)) return null;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(boxSize, bytes.length, 256);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (HEIC_BRANDS.includes(fourCC(bytes, offset))) return 'image/heic';
  }
  return 'image/heif';
}

/**
 * The type of a file judged from its first bytes (its name and the browser's type are not
 * trusted): JPEG, PNG, WebP, HEIC/HEIF or PDF, else null (an .exe starts 'MZ', a truncated
 * header matches nothing). 32 bytes are enough.
 */
export function sniffDocumentType(bytes: Uint8Array): DocumentContentType | null {
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  if (startsWith(bytes, PDF)) return 'application/pdf';
  return sniffHeif(bytes);
}

/** A file of an upload: its name, its size in bytes and its bytes (at least the first 32). */
export interface UploadedFile {
  filename: string;
  size: number;
  bytes: Uint8Array;
}

export type UploadCheck =
  | { ok: true; contentTypes: DocumentContentType[] }
  | { ok: false; status: 400 | 409; title: string; message: string };

const refused = (status: 400 | 409, message: string): UploadCheck => ({
  ok: false,
  status,
  title: UPLOAD_ERROR_TITLE,
  message,
});

/**
 * Spec 2 §5 and the issue: a batch is all or nothing. Refused, in this order: no file; 10 files
 * or more (400); more documents than the folder may hold (409, the folder's state); a file over
 * 10 MB or empty, or whose bytes are not an accepted type (400, naming the first such file).
 * On success, each file's content type, in order.
 */
export function checkUploadBatch(files: readonly UploadedFile[], existingCount: number): UploadCheck {
  if (files.length === 0) return refused(400, UPLOAD_EMPTY_MESSAGE);
  if (files.length > MAX_DOCUMENTS_PER_BATCH) return refused(400, UPLOAD_BATCH_TOO_LARGE_MESSAGE);
  if (existingCount + files.length > MAX_DOCUMENTS_PER_FOLDER)
    return refused(409, DOCUMENTS_LIMIT_REACHED_MESSAGE);
  const contentTypes: DocumentContentType[] = [];
  for (const file of files) {
    if (file.size > MAX_DOCUMENT_BYTES) return refused(400, documentTooLargeMessage(file.filename));
    const type = file.size > 0 ? sniffDocumentType(file.bytes) : null;
    if (!type) return refused(400, documentTypeRefusedMessage(file.filename));
    contentTypes.push(type);
  }
  return { ok: true, contentTypes };
}

/** Spec 2 §4 'Rules by state': no document is added in these states. */
export const DOCUMENTS_LOCKED_STATES: readonly FolderState[] = [
  FolderState.HORS_DELAI,
  FolderState.CANCEL_PROPOSAL,
  FolderState.WAITING,
  FolderState.REFUSED,
  FolderState.CANCELED,
  FolderState.CLOSED,
];

export const documentsLockedMessage = (state: string) =>
  `Impossible d'ajouter un document : le dossier est à l'état ${stateLabel(state)}.`;
export const DOCUMENTS_REPORT_LOCKED_MESSAGE =
  "Impossible d'ajouter un document : le rapport n'est plus modifiable.";

/**
 * Spec 2 §4 and §5: documents are added only while the report can be written (isReportReadOnly:
 * an assisteur never adds, nobody on a closed folder) and while the folder holds fewer than 100
 * documents. A Nomad folder moreover refuses them in DOCUMENTS_LOCKED_STATES; issue 20: the other
 * folders take the customer's papers in any open state (a PV de fourrière after a cancellation).
 * 409 otherwise, with the reason.
 */
export function canAddDocuments(
  folder: ReportFolder,
  documentCount: number,
  viewer: ReportViewer = {},
): RuleResult {
  if (
    folder.creationOrigine === CreationOrigine.NOMAD &&
    (DOCUMENTS_LOCKED_STATES as readonly string[]).includes(folder.folderState)
  )
    return { ok: false, status: 409, message: documentsLockedMessage(folder.folderState) };
  if (isReportReadOnly(folder, viewer))
    return { ok: false, status: 409, message: DOCUMENTS_REPORT_LOCKED_MESSAGE };
  if (documentCount >= MAX_DOCUMENTS_PER_FOLDER)
    return { ok: false, status: 409, message: DOCUMENTS_LIMIT_REACHED_MESSAGE };
  return { ok: true };
}
