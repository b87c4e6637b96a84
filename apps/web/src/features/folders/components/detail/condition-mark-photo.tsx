import { UnstyledButton } from '@mantine/core';
import type { DamageMark, FolderDocument } from '@plateau/contracts';
import { useDownloadDocument } from '../../api/folder-documents.ts';
import { DocumentPreview } from './document-preview.tsx';

/**
 * The photo the driver took of a mark of the PV (issue 33): its thumbnail, opening the document as
 * the Documents tab does. Nothing while the folder's documents do not list it yet.
 */
export function MarkPhotoThumbnail(props: {
  folderId: number;
  mark: DamageMark;
  number: number;
  documents: FolderDocument[];
}) {
  const download = useDownloadDocument();
  const document = props.documents.find((d) => d.id === props.mark.photoId);
  if (!document) return null;
  return (
    <UnstyledButton
      onClick={() => download.mutate({ folderId: props.folderId, document })}
      aria-label={`Photo du dommage ${props.number} : ${document.filename}`}
      data-testid={`mark-photo-${props.number}`}
      style={{ alignSelf: 'flex-start' }}
    >
      <DocumentPreview folderId={props.folderId} document={document} />
    </UnstyledButton>
  );
}
