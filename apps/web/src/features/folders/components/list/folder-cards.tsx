import { Card, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { labelOf, type FolderList, type FolderSummary } from '@plateau/contracts';
import { Link } from 'react-router';
import { CONTROL_LABELS, folderPaginationText } from '../../../../components/pagination.ts';
import { formatListDate } from '../../../../lib/dates.ts';
import { useReferential } from '../../api/get-referential.ts';
import type { FolderListSearch } from '../../model/list-search.ts';
import type { ActionRequest } from '../action-meta.tsx';
import { FolderStateBadge } from '../folder-badges.tsx';
import classes from './folder-cards.module.css';
import { FolderRowActions, rowActions } from './folder-row-actions.tsx';

interface FolderCardsProps {
  data: FolderList | undefined;
  search: FolderListSearch;
  onPage: (page: Partial<Pick<FolderListSearch, 'page'>>) => void;
  onAction: (request: ActionRequest) => void;
  isAssisteur: boolean;
  isSupervisor?: boolean;
  canWrite?: boolean;
}

/** The folder list on a phone: one card a folder, each a link to it, its row buttons below. */
export function FolderCards({
  data,
  search,
  onPage,
  onAction,
  isAssisteur,
  isSupervisor = false,
  canWrite = !isAssisteur,
}: FolderCardsProps) {
  const providers = useReferential('ASSISTANCE_PROVIDER');
  if (!data)
    return (
      <Center h={220}>
        <Loader role="status" aria-label="Chargement des dossiers..." />
      </Center>
    );
  if (data.rows.length === 0)
    return (
      <Card withBorder>
        <Text ta="center" c="dimmed">
          Aucun dossier
        </Text>
      </Card>
    );
  const from = (search.page - 1) * search.size + 1;
  const to = from + data.rows.length - 1;
  const company = (f: FolderSummary) =>
    isAssisteur ? f.accountName : labelOf(providers, f.assistanceProvider) || null;

  return (
    <Stack gap="sm">
      <ul className={classes.list} aria-label="Dossiers">
        {data.rows.map((f) => (
          <Card key={f.id} component="li" withBorder padding="sm" radius="md">
            <Link to={`/folders/${f.id}`} className={classes.link}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <div>
                  <Text className={classes.number} component="div">
                    {f.externalNumber ?? f.orderNo}
                  </Text>
                  {f.externalNumber && (
                    <Text size="xs" c="dimmed" component="div">
                      {f.orderNo}
                    </Text>
                  )}
                </div>
                <FolderStateBadge state={f.folderState} label={f.folderStateLabel} />
              </Group>
              <Text size="sm" fw={500} mt={6} component="div">
                {f.customerName ?? '—'}
                {f.city && (
                  <Text span size="sm" c="dimmed" fw={400}>
                    {' · '}
                    {f.city}
                  </Text>
                )}
              </Text>
              <Group justify="space-between" gap="xs" mt={4}>
                <Text size="xs" c="dimmed" component="div">
                  Créé le {formatListDate(f.creationDateTime)}
                </Text>
                {company(f) && (
                  <Text size="xs" component="div">
                    {company(f)}
                  </Text>
                )}
              </Group>
              {isSupervisor && (
                <Text size="xs" c="dimmed" component="div">
                  Compte : {f.accountName}
                </Text>
              )}
            </Link>
            {canWrite && rowActions(f).length > 0 && (
              <Group justify="flex-end" mt="xs">
                <FolderRowActions folder={f} onAction={onAction} />
              </Group>
            )}
          </Card>
        ))}
      </ul>
      <Stack gap="xs" align="center">
        <Text size="sm">{folderPaginationText(from, to, data.total, data.totalCapped)}</Text>
        <Pagination
          size="sm"
          total={Math.max(1, Math.ceil(data.total / search.size))}
          value={search.page}
          onChange={(page) => onPage({ page })}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
        />
      </Stack>
    </Stack>
  );
}
