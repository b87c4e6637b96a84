import { Image } from '@mantine/core';
import { IconCircleCheck, IconPhoto } from '@tabler/icons-react';
import { isImageContentType, type FolderDocument } from '@plateau/contracts';
import { useDocumentThumbnail } from '../../api/folder-documents.ts';

/** How a document's type is said in the list. */
export const typeLabel = (document: FolderDocument) =>
  document.contentType === 'application/pdf'
    ? 'PDF'
    : isImageContentType(document.contentType)
      ? 'Image'
      : document.contentType;

/** A document's thumbnail in a list: a picture's miniature, a tick for a PDF, an icon meanwhile. */
export function DocumentPreview({ folderId, document }: { folderId: number; document: FolderDocument }) {
  const thumbnail = useDocumentThumbnail(folderId, document);
  if (document.contentType === 'application/pdf')
    return <IconCircleCheck size={22} color="var(--mantine-color-green-7)" aria-label="PDF" />;
  if (thumbnail.data)
    return (
      <Image
        src={thumbnail.data}
        alt={`Miniature de ${document.filename}`}
        w={96}
        h={72}
        fit="cover"
        radius="sm"
      />
    );
  return <IconPhoto size={22} color="var(--mantine-color-gray-6)" aria-hidden />;
}
