import { AppShell, Box, NavLink, ScrollArea, Skeleton, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useAccount } from '../../lib/account.ts';
import { menuFor } from '../menu.ts';
import classes from './sidebar.module.css';
import { UserMenu } from './user-menu.tsx';

const opens = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);
/** The entry of the screen shown: the longest path that opens it (« Encours clients », not « Mes factures »). */
const activePath = (pathname: string, paths: readonly string[]) =>
  paths.filter((path) => opens(pathname, path)).sort((a, b) => b.length - a.length)[0];

function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const { data: account, isPending } = useAccount();
  const { pathname } = useLocation();
  if (isPending) {
    return (
      <Stack gap={8}>
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={36} radius="md" />
        ))}
      </Stack>
    );
  }
  const entries = account ? menuFor(account.businessNature) : [];
  const active = activePath(
    pathname,
    entries.map((entry) => entry.path),
  );
  return (
    <Box component="nav" aria-label="Menu principal">
      {entries.map((entry) => (
        <NavLink
          key={entry.path}
          component={Link}
          to={entry.path}
          label={entry.label}
          leftSection={<entry.icon size={20} stroke={1.7} />}
          active={entry.path === active}
          onClick={onNavigate}
          variant="light"
          mb={2}
          styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
        />
      ))}
    </Box>
  );
}

/**
 * One scrolling column (issue 28 §5): the account menu sits at the foot while there is room and,
 * opened on a short window, pushes the column to scroll instead of covering the main menu.
 */
export function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  return (
    <AppShell.Section grow className={classes.section}>
      <ScrollArea h="100%" type="auto" classNames={{ content: classes.content }}>
        <Box p="sm">
          <MainMenu onNavigate={onNavigate} />
        </Box>
        <Box p="sm" mt="auto" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <UserMenu onNavigate={onNavigate} />
        </Box>
      </ScrollArea>
    </AppShell.Section>
  );
}
