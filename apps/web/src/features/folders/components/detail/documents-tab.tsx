import {
  ActionIcon,
  Button,
  Card,
  FileButton,
  Group,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconDownload,
  IconFileDownload,
  IconFilePlus,
  IconPaperclip,
  IconPrinter,
} from '@tabler/icons-react';
import { canAddDocuments, canProduceReportPdf, isFolderEditable, type Folder } from '@plateau/contracts';
import { useState, type DragEvent } from 'react';
import { ACCEPTED_TYPES, browserUploadCheck } from '../../model/browser-upload-check.ts';
import { DocumentPreview, typeLabel } from './document-preview.tsx';
import { openGenericError } from '../../../../components/message-dialog.tsx';
import { notifySuccess } from '../../../../components/notify.tsx';
import { formatListDate } from '../../../../lib/dates.ts';
import {
  useAttachDocuments,
  useAttachTechnicianReport,
  useDownloadDocument,
  useDownloadJobSheet,
  useDownloadTechnicianReport,
} from '../../api/folder-documents.ts';

const documentsTitle = (count: number) => (count > 1 ? `${count} documents` : 'Document');
interface DocumentsTabProps {
  folder: Folder;
  canWrite: boolean;
  isAssisteur: boolean;
  /** Saves the folder's pending edits first (spec 2 §4 save flow); false when it did not happen. */
  save: () => Promise<boolean>;
}

/**
 * Spec 2 §2 'Document': the folder's photos and papers. Files are added by the button or by
 * dropping them on the card; the server checks each batch (count, size, type from the bytes)
 * and stores all of it or nothing. Thumbnails and files come through the API with the token.
 */
export function DocumentsTab({ folder, canWrite, isAssisteur, save }: DocumentsTabProps) {
  const attach = useAttachDocuments();
  const download = useDownloadDocument();
  const downloadReport = useDownloadTechnicianReport();
  const attachReport = useAttachTechnicianReport();
  const jobSheet = useDownloadJobSheet();
  const [dragging, setDragging] = useState(false);
  const documents = folder.documents;
  const addable = canAddDocuments(folder, documents.length, { isAssisteur });
  // A closed folder is read by everyone, written by nobody: no controls at all (issue 12 §14).
  const writable = canWrite && isFolderEditable(folder);
  const canAdd = writable && addable.ok;
  const reportPdf = canProduceReportPdf(folder);

  const add = async (files: readonly File[]) => {
    if (!canAdd || files.length === 0) return;
    // Checked before anything is sent: 10 files, a 12 MB photo or a .docx never leave the browser.
    const checked = await browserUploadCheck(files, documents.length);
    if (!checked.ok) {
      openGenericError({ title: checked.title, message: checked.message });
      return;
    }
    if (!(await save())) return;
    attach.mutate(
      { folderId: folder.id, files },
      {
        onSuccess: () =>
          files.length > 1
            ? notifySuccess('Ajouté !', 'Les documents ont bien été ajoutés.')
            : notifySuccess('Ajouté !', 'Le document a bien été ajouté.'),
      },
    );
  };
  const addReport = async () => {
    if (!(await save())) return;
    attachReport.mutate(
      { folderId: folder.id },
      { onSuccess: () => notifySuccess('Ajouté !', 'Le document a bien été ajouté.') },
    );
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add([...event.dataTransfer.files]);
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      onDragOver={(event) => {
        if (!canAdd) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={canAdd ? onDrop : undefined}
      style={dragging ? { outline: '2px dashed var(--mantine-color-blue-5)', outlineOffset: -6 } : undefined}
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} size="h4">
            {documentsTitle(documents.length)}
          </Title>
          <Group gap="xs">
            {folder.orderNo.trim() && (
              <Button
                variant="default"
                leftSection={<IconPrinter size={16} />}
                loading={jobSheet.isPending}
                onClick={() => jobSheet.mutate({ folderId: folder.id, orderNo: folder.orderNo })}
              >
                Fiche d'intervention
              </Button>
            )}
            {writable && (
              <>
                <Tooltip
                  label={reportPdf.ok ? '' : reportPdf.message}
                  disabled={reportPdf.ok}
                  multiline
                  w={260}
                >
                  <span style={{ display: 'inline-block' }}>
                    <Button
                      variant="default"
                      leftSection={<IconFileDownload size={16} />}
                      disabled={!reportPdf.ok}
                      loading={downloadReport.isPending}
                      onClick={() => downloadReport.mutate({ orderNo: folder.orderNo })}
                    >
                      Télécharger le rapport du technicien
                    </Button>
                  </span>
                </Tooltip>
                <Tooltip
                  label={!reportPdf.ok ? reportPdf.message : addable.ok ? '' : addable.message}
                  disabled={reportPdf.ok && addable.ok}
                  multiline
                  w={260}
                >
                  <span style={{ display: 'inline-block' }}>
                    <Button
                      variant="default"
                      leftSection={<IconFilePlus size={16} />}
                      disabled={!reportPdf.ok || !canAdd}
                      loading={attachReport.isPending}
                      onClick={() => void addReport()}
                    >
                      Ajouter le rapport du technicien
                    </Button>
                  </span>
                </Tooltip>
                <FileButton onChange={(files) => void add(files)} accept={ACCEPTED_TYPES} multiple>
                  {(props) => (
                    <Button
                      {...props}
                      leftSection={<IconPaperclip size={16} />}
                      disabled={!canAdd}
                      loading={attach.isPending}
                    >
                      Ajouter une pièce jointe
                    </Button>
                  )}
                </FileButton>
              </>
            )}
          </Group>
        </Group>
        {writable && !reportPdf.ok && (
          <Text size="sm" c="dimmed">
            {reportPdf.message}
          </Text>
        )}
        {writable && !addable.ok && (
          <Text size="sm" c="dimmed">
            {addable.message}
          </Text>
        )}
        {canAdd && (
          <Text size="sm" c="dimmed">
            Images (JPEG, PNG, WebP, HEIC) ou PDF, 10 Mo au plus, 9 fichiers à la fois : vous pouvez aussi les
            déposer ici.
          </Text>
        )}
        {documents.length === 0 ? (
          <Text c="dimmed">Aucun document pour ce dossier.</Text>
        ) : (
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>Nom</Table.Th>
                <Table.Th>Ajouté le</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Télécharger</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>{typeLabel(document)}</Table.Td>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <DocumentPreview folderId={folder.id} document={document} />
                      <Text size="sm" style={{ wordBreak: 'break-word' }}>
                        {document.filename}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatListDate(document.creationDateTime)}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Télécharger ${document.filename}`}
                      onClick={() => download.mutate({ folderId: folder.id, document })}
                    >
                      <IconDownload size={18} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
