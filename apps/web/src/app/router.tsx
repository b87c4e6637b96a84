import type { Account } from '@plateau/contracts';
import { createBrowserRouter, replace, type RouteObject } from 'react-router';
import { prefetchCalendar } from '../features/calendar/prefetch.ts';
import { accountQuery } from '../lib/account.ts';
import { HOME_PATH } from '../lib/landing.ts';
import { ForbiddenOrError } from './forbidden-route.tsx';
import { guardFolders, guardMenuScreen, requireSession } from './guards.ts';
import { menuScreen, screen, settingsScreen } from './route-screens.tsx';
import { PageLoadingBar } from './layout/page-loading-bar.tsx';
import { queryClient } from './query-client.ts';
import type { RouteHandle } from './layout/page-title.ts';
import { RouteError } from './route-error.tsx';
import { lazyModule } from './lazy-module.ts';
import { publicRoutes } from './public-routes.tsx';

/** How long entering the folder list waits for its first page before drawing the screen without it. */
const FIRST_PAGE_WAIT_MS = 1500;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The folder list is where most users land: its first page is asked while sign-in reads the
 * account (issue 24 §6), its code fetched while the user typed (prefetchHome).
 */
function prefetchLandingList(account: Promise<Account | undefined>): void {
  void import('../features/folders/api/prefetch-folders.ts').then((m) =>
    m.prefetchFolderList(queryClient, new URL(HOME_PATH, window.location.href).href, account),
  );
}

/** While the user types on /login, the code of the shell and of the folder list is fetched (issue 12, point 26). */
function prefetchHome(): void {
  void import('./layout/app-layout.tsx');
  void import('../features/folders/routes/folder-list-route.tsx');
  void import('../features/folders/api/prefetch-folders.ts');
}

const newOr = (whenNew: string, otherwise: string) => (params: { id?: string }) =>
  params.id === 'new' ? whenNew : otherwise;

/** The route table of spec 1 §2: every screen under the guard and the layout, each loaded on demand. */
export const routes: RouteObject[] = [
  {
    path: '/login',
    handle: { title: 'Connexion' } satisfies RouteHandle,
    lazy: lazyModule(() =>
      import('../features/auth/routes/login-route.tsx')
        .then(({ LoginScreen }) => ({
          Component: () => <LoginScreen alongsideAccount={prefetchLandingList} />,
        }))
        .finally(() => setTimeout(prefetchHome)),
    ),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoadingBar />,
  },
  {
    path: '/',
    loader: requireSession,
    lazy: lazyModule(() => import('./layout/app-layout.tsx')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoadingBar />,
    children: [
      { index: true, loader: () => replace(HOME_PATH) },
      {
        ...screen(
          'folders',
          'Mes dossiers',
          () => import('../features/folders/routes/folder-list-route.tsx'),
        ),
        loader: async ({ request }) => {
          const guarded = guardFolders();
          const account = guarded.then(
            () => queryClient.getQueryData(accountQuery.queryKey),
            () => undefined,
          );
          const firstPage = import('../features/folders/api/prefetch-folders.ts').then((m) =>
            m.prefetchFolderList(queryClient, request.url, account),
          );
          await guarded;
          // Read after an await: on the first load this loader starts before `router` is assigned.
          const entering = !router.state.initialized || router.state.location.pathname !== '/folders';
          // Entering the list (after sign-in, from another screen), the screen waits a little for
          // its first page: the shell and the rows are then drawn in one render, not a render
          // thrown away when the rows come in the middle of it (issue 24 §6). A filter changed on
          // the list does not wait: the fields follow the address at once.
          if (entering) await Promise.race([firstPage, wait(FIRST_PAGE_WAIT_MS)]);
          return null;
        },
      },
      screen(
        'folders/:id',
        'Données du dossier',
        () => import('../features/folders/routes/folder-detail-route.tsx'),
      ),
      screen(
        'dashboard',
        'Mon tableau de bord',
        () => import('../features/dashboard/routes/dashboard-route.tsx'),
      ),
      screen('things', 'Mes objets', () => import('../features/things/routes/thing-list-route.tsx')),
      screen('fleet', 'Mes véhicules', () => import('../features/fleet/routes/truck-list-route.tsx')),
      screen('factures', 'Mes factures', () => import('../features/invoices/routes/invoice-list-route.tsx')),
      screen('devis', 'Mes devis', () => import('../features/quotes/routes/quote-list-route.tsx')),
      // An account that does not invoice gets « Accès refusé », not an empty screen.
      menuScreen(
        'factures/encours',
        'Encours clients',
        () => import('../features/invoices/routes/receivables-route.tsx'),
      ),
      screen(
        'factures/recues',
        'Factures reçues',
        () => import('../features/invoices/routes/received-invoices-route.tsx'),
      ),
      screen(
        'factures/e-reporting',
        'E-reporting',
        () => import('../features/invoices/routes/e-reporting-route.tsx'),
      ),
      screen(
        'factures/:id',
        newOr('Nouvelle facture', 'Données de la facture'),
        () => import('../features/invoices/routes/invoice-form-route.tsx'),
      ),
      screen(
        'customers',
        'Mes clients',
        () => import('../features/customers/routes/customer-list-route.tsx'),
      ),
      screen(
        'customers/:id',
        newOr('Nouveau client', 'Données du client'),
        () => import('../features/customers/routes/customer-form-route.tsx'),
      ),
      screen(
        'destinations',
        'Mes destinations',
        () => import('../features/destinations/routes/destination-list-route.tsx'),
      ),
      screen('fourriere', 'Fourrière', () => import('../features/yard/routes/yard-lot-route.tsx')),
      screen(
        'fourriere/tarifs',
        'Tarifs de la fourrière',
        () => import('../features/yard/routes/yard-tariffs-route.tsx'),
      ),
      screen(
        'fourriere/nouvelle',
        'Entrée en fourrière',
        () => import('../features/yard/routes/yard-entry-new-route.tsx'),
      ),
      screen(
        'fourriere/:id',
        'Véhicule en fourrière',
        () => import('../features/yard/routes/yard-entry-route.tsx'),
      ),
      screen('map', 'Carte des véhicules', () => import('../features/map/routes/vehicle-map-route.tsx')),
      {
        ...screen('calendar', 'Calendrier', () => import('../features/calendar/routes/calendar-route.tsx')),
        // The account is read before the period: an assisteur gets « Accès refusé », not the screen.
        loader: async (args) => {
          await guardMenuScreen(args);
          return prefetchCalendar(args);
        },
        errorElement: <ForbiddenOrError />,
      },
      screen('accounts', 'Mes comptes', () => import('../features/accounts/routes/account-list-route.tsx')),
      screen(
        'accounts/:id',
        'Données du compte',
        () => import('../features/settings/routes/account-detail-route.tsx'),
      ),
      settingsScreen(
        'settings/account',
        'Paramétrage du compte',
        () => import('../features/settings/routes/account-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/users',
        'Paramétrage des utilisateurs',
        () => import('../features/settings/routes/users-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/notifications',
        'Paramétrage des notifications',
        () => import('../features/settings/routes/notifications-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/connectors',
        'Paramétrage des connecteurs',
        () => import('../features/settings/routes/connectors-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/reports',
        'Paramétrage des rapports',
        () => import('../features/settings/routes/reports-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/accounting',
        'Paramétrage de la comptabilité',
        () => import('../features/settings/routes/accounting-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/tarifs',
        'Tarifs',
        () => import('../features/settings/routes/tariffs-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/relances',
        'Paramétrage des relances',
        () => import('../features/settings/routes/reminders-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/photos',
        'Photos obligatoires',
        () => import('../features/settings/routes/required-photos-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/personal-data',
        'Données personnelles',
        () => import('../features/settings/routes/personal-data-settings-route.tsx'),
      ),
      settingsScreen(
        'settings/journal',
        'Journal des actes sensibles',
        () => import('../features/settings/routes/journal-settings-route.tsx'),
      ),
    ],
  },
  ...publicRoutes,
  {
    path: '*',
    handle: { title: 'Page introuvable' } satisfies RouteHandle,
    lazy: lazyModule(() => import('./not-found-route.tsx')),
    hydrateFallbackElement: <PageLoadingBar />,
  },
];

export const router = createBrowserRouter(routes);
