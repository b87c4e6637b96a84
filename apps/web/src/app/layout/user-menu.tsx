import { Avatar, Box, NavLink, Skeleton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { businessNatureLabels } from '@plateau/contracts';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAccount } from '../../lib/account.ts';
import { settingsMenuFor } from '../menu.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/** The account name, opening the settings of the current account (spec 1 §2). */
export function UserMenu({ onNavigate }: { onNavigate: () => void }) {
  const { data: account } = useAccount();
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(pathname.startsWith('/settings/'));
  if (!account) return <Skeleton height={44} radius="md" />;
  return (
    <Box component="nav" aria-label="Mon compte">
      <NavLink
        component="button"
        type="button"
        aria-expanded={opened}
        opened={opened}
        onChange={setOpened}
        label={account.name}
        description={businessNatureLabels[account.businessNature]}
        leftSection={
          <Avatar color="plateau" radius="xl" size={34}>
            {initials(account.name)}
          </Avatar>
        }
        rightSection={<IconChevronRight size={16} />}
        childrenOffset={44}
        styles={{ label: { fontWeight: 600 } }}
      >
        {settingsMenuFor(account.role, account.businessNature).map((entry) => (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={entry.label}
            active={pathname === entry.path}
            onClick={onNavigate}
          />
        ))}
      </NavLink>
    </Box>
  );
}
