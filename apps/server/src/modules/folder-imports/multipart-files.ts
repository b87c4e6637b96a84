import type { FastifyRequest } from 'fastify';
import { withoutUnsafeNameCharacters } from '@plateau/contracts';
import { AppError, Invalid } from '../../lib/errors.ts';

export interface UploadedFile {
  filename: string;
  bytes: Buffer;
  /** Cut at the plugin's limit: the file was too big. */
  truncated: boolean;
}

export interface ReadForm {
  files: UploadedFile[];
  /** Text parts by field name (the last one wins). */
  fields: Map<string, string>;
}

const brokenUpload = (field: string) =>
  new Invalid(`Envoi des fichiers interrompu ou mal formé : réessayez (champ « ${field} », multipart).`);

/**
 * Reads a multipart body: the files of field `fileField` (others are skipped) and the text
 * parts. The plugin's own errors (too many parts, a broken stream) become a French 400.
 */
export async function readMultipartForm(request: FastifyRequest, fileField: string): Promise<ReadForm> {
  if (!request.isMultipart()) {
    throw new Invalid(`Les fichiers doivent être envoyés en multipart/form-data (champ « ${fileField} »).`);
  }
  const form: ReadForm = { files: [], fields: new Map() };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields.set(part.fieldname, String(part.value));
      } else if (part.fieldname === fileField) {
        const bytes = await part.toBuffer();
        // The name is stored and shown in messages: no control or bidirectional character.
        const filename = withoutUnsafeNameCharacters(part.filename) || 'fichier';
        form.files.push({ filename, bytes, truncated: part.file.truncated });
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    throw error instanceof AppError ? error : brokenUpload(fileField);
  }
  return form;
}
