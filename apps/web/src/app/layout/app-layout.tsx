import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { RouterLoadingBar } from './page-loading-bar.tsx';
import { usePageTitle } from './page-title.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useLiveUpdates } from './use-live-updates.ts';

const NAVBAR_WIDTH = 260;

/** The signed-in shell: sidebar by business nature, top bar, and the screen. */
export function Component() {
  const [navbarOpened, { toggle, close }] = useDisclosure(false);
  const title = usePageTitle();
  useLiveUpdates();

  useEffect(() => {
    document.title = `${title} · Plateau`;
  }, [title]);

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: NAVBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !navbarOpened } }}
      padding="lg"
    >
      <RouterLoadingBar />
      <AppShell.Header>
        <TopBar
          title={title}
          navbarOpened={navbarOpened}
          onToggleNavbar={toggle}
          brandWidth={NAVBAR_WIDTH - 12}
        />
      </AppShell.Header>
      <AppShell.Navbar aria-label="Barre latérale">
        <Sidebar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
