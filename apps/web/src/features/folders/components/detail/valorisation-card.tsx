import { Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { valorisationNatureTitle, type Valorisation, type ValorisationItem } from '@plateau/contracts';
import type { ReactNode } from 'react';
import { ValorisationItemsTable } from './valorisation-items-table.tsx';

interface ValorisationCardProps {
  valorisation: Valorisation;
  editable: boolean;
  onChange?: (valorisation: Valorisation) => void;
  /** What goes under the lines: the buttons of the current valorisation. */
  children?: ReactNode;
}

/** One valorisation (spec 2 §2): who wrote it, its comment, its lines and totals. */
export function ValorisationCard({ valorisation, editable, onChange, children }: ValorisationCardProps) {
  const setItem = (index: number, patch: Partial<ValorisationItem>) =>
    onChange?.({
      ...valorisation,
      items: valorisation.items.map((item, i) => (i === index ? { ...item, ...patch } : item)),
    });
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{valorisationNatureTitle(valorisation.nature)}</Title>
          {!valorisation.estFacturable && <Text c="dimmed">Non facturable</Text>}
        </Group>
        {editable ? (
          <Textarea
            label="Commentaire"
            autosize
            minRows={1}
            maxLength={2000}
            value={valorisation.commentaire ?? ''}
            onChange={(event) =>
              onChange?.({ ...valorisation, commentaire: event.currentTarget.value || null })
            }
          />
        ) : (
          valorisation.commentaire && <Text size="sm">{valorisation.commentaire}</Text>
        )}
        <ValorisationItemsTable items={valorisation.items} editable={editable} onItem={setItem} />
        {children}
      </Stack>
    </Card>
  );
}
