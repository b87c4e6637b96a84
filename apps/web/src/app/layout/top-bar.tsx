import { ActionIcon, Box, Burger, Button, Group, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Brand } from '../../components/brand.tsx';
import { AlarmBell } from '../../features/alarms/components/alarm-bell.tsx';
import { clearSession } from '../../lib/session.ts';
import { BusyIndicator } from './busy-indicator.tsx';

interface TopBarProps {
  title: string;
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  brandWidth: number;
}

export function TopBar({ title, navbarOpened, onToggleNavbar, brandWidth }: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="md" wrap="nowrap" miw={0}>
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label="Ouvrir le menu"
        />
        <Box w={brandWidth} visibleFrom="sm">
          <Brand />
        </Box>
        {/* On a phone a long title (« Paramétrage des utilisateurs ») takes two smaller lines, not « … ». */}
        <Title
          order={1}
          size="h3"
          lineClamp={2}
          fz={{ base: 'md', xs: 'var(--mantine-h3-font-size)' }}
          lh={1.2}
        >
          {title}
        </Title>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <BusyIndicator />
        <AlarmBell />
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconLogout size={18} />}
          onClick={() => clearSession()}
          visibleFrom="sm"
        >
          Déconnexion
        </Button>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label="Déconnexion"
          onClick={() => clearSession()}
          hiddenFrom="sm"
        >
          <IconLogout size={20} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
