import { Badge, Button, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import type { ConflictItem, ConflictTarget } from '../model/conflicts.ts';
import classes from './conflicts-button.module.css';

const countLabel = (count: number) => `${count} conflit${count > 1 ? 's' : ''}`;

/**
 * « N conflits »: a button (red 9 under white, 5.4:1) that lists the conflicts; choosing one shows
 * it (the day view focuses its block, the week view opens its day). « Aucun conflit » is a badge.
 */
interface ConflictsButtonProps {
  count: number;
  items: ConflictItem[];
  onSelect: (target: ConflictTarget) => void;
}

export function ConflictsButton({ count, items, onSelect }: ConflictsButtonProps) {
  const [opened, setOpened] = useState(false);
  if (count === 0) {
    return (
      <Badge color="gray" variant="outline" data-testid="conflict-count">
        Aucun conflit
      </Badge>
    );
  }
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <Button
          size="compact-sm"
          color="red.9"
          leftSection={<IconAlertTriangle size={14} aria-hidden />}
          onClick={() => setOpened((open) => !open)}
          aria-haspopup="dialog"
          aria-expanded={opened}
          data-testid="conflict-count"
        >
          {countLabel(count)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Conflits" role="dialog" maw={360}>
        <Stack gap={4}>
          {items.length === 0 && <Text size="sm">Les conflits sont hors de la période affichée.</Text>}
          {items.map((item) => (
            <UnstyledButton
              key={item.key}
              className={classes.item}
              onClick={() => {
                setOpened(false);
                onSelect(item.target);
              }}
            >
              <Text size="sm" fw={600}>
                {item.title}
              </Text>
              <Text size="xs" c="dimmed">
                {item.detail}
              </Text>
            </UnstyledButton>
          ))}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
