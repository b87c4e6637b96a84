import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCamera, IconPhoto, IconTrash } from '@tabler/icons-react';
import { MAX_YARD_PHOTOS_PER_ENTRY, type YardPhotoDto } from '@plateau/contracts';
import { confirmYesNo } from '../../../components/confirm-dialog.tsx';
import { reportError } from '../../../components/report-error.ts';
import { formatListDate } from '../../../lib/dates.ts';
import {
  openYardPhoto,
  useAddYardPhoto,
  useDeleteYardPhoto,
  useYardPhotos,
  useYardPhotoThumbnail,
} from '../api/yard-photos.ts';

function PhotoTile({
  entryId,
  photo,
  number,
  onDelete,
}: {
  entryId: number;
  photo: YardPhotoDto;
  number: number;
  onDelete: (() => void) | null;
}) {
  const thumbnail = useYardPhotoThumbnail(entryId, photo.id).data;
  return (
    <Paper withBorder p={4} data-testid="yard-photo">
      <UnstyledButton
        display="block"
        w="100%"
        aria-label={`Voir la photo ${number}`}
        onClick={() => void openYardPhoto(entryId, photo.id).catch(reportError)}
      >
        {thumbnail ? (
          <Image src={thumbnail} alt={`Photo ${number}`} h={110} fit="cover" radius="sm" />
        ) : (
          <Group h={110} justify="center">
            <IconPhoto size={32} color="var(--mantine-color-dimmed)" />
          </Group>
        )}
      </UnstyledButton>
      <Group justify="space-between" wrap="nowrap" gap={4} mt={4}>
        <Text size="xs" c="dimmed">
          {formatListDate(photo.takenAt)}
        </Text>
        {onDelete && (
          <ActionIcon
            variant="subtle"
            color="red"
            size={40}
            aria-label={`Supprimer la photo ${number}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
    </Paper>
  );
}

/**
 * The photos of the condition sheet: taken with the camera (or chosen), compressed in the browser, shown as
 * thumbnails; added and removed while the vehicle is in the lot, then kept as they were when it left.
 */
export function ConditionPhotos({ entryId, editable }: { entryId: number; editable: boolean }) {
  const photos = useYardPhotos(entryId).data ?? [];
  const add = useAddYardPhoto(entryId);
  const remove = useDeleteYardPhoto(entryId);
  const full = photos.length >= MAX_YARD_PHOTOS_PER_ENTRY;
  const askDelete = async (photoId: number, number: number) => {
    const confirmed = await confirmYesNo({
      title: 'Supprimer la photo',
      text: `Supprimer la photo ${number} de la fiche descriptive ?`,
    });
    if (confirmed) remove.mutate(photoId);
  };
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={5}>Photos</Title>
        {editable && (
          <FileButton
            onChange={(file) => file && add.mutate(file)}
            accept="image/*"
            capture="environment"
            disabled={full || add.isPending}
          >
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconCamera size={16} />}
                loading={add.isPending}
                disabled={full}
              >
                Ajouter une photo
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {photos.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aucune photo.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              entryId={entryId}
              photo={photo}
              number={index + 1}
              onDelete={editable ? () => void askDelete(photo.id, index + 1) : null}
            />
          ))}
        </SimpleGrid>
      )}
      {editable && full && (
        <Text size="xs" c="dimmed">
          {`La fiche compte déjà ${MAX_YARD_PHOTOS_PER_ENTRY} photos, le maximum.`}
        </Text>
      )}
    </Stack>
  );
}
