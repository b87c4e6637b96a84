import { Alert, Anchor, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { FolderDuplicate } from '@plateau/contracts';
import { formatListDate } from '../../../../lib/dates.ts';

const sameWhat = (duplicate: FolderDuplicate) =>
  duplicate.matches.map((match) => (match === 'registration' ? 'immatriculation' : 'téléphone')).join(' et ');

/**
 * « Doublon possible » under the new folder's form: an open folder of the day has the same plate or
 * caller's phone. A warning only (a second folder on one vehicle can be right); each folder opens
 * in a new tab, so that what is typed here stays.
 */
export function DuplicateWarning({ duplicates }: { duplicates: FolderDuplicate[] }) {
  if (duplicates.length === 0) return null;
  return (
    <Alert color="orange" icon={<IconCopy size={18} />} mt="md" role="status">
      {duplicates.map((duplicate) => (
        <Text key={duplicate.id} size="sm">
          Doublon possible :{' '}
          <Anchor href={`/folders/${duplicate.id}`} target="_blank" rel="noopener" inherit fw={600}>
            {duplicate.orderNo}
          </Anchor>{' '}
          (même {sameWhat(duplicate)}, créé le {formatListDate(duplicate.creationDateTime)})
        </Text>
      ))}
    </Alert>
  );
}
