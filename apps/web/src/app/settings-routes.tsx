import type { RouteObject } from 'react-router';
import { ForbiddenOrError } from './forbidden-route.tsx';
import { guardSettings } from './guards.ts';
import { screen } from './route-screens.ts';

/** A settings screen: opened only by whom the settings menu offers it to (menu.ts). */
const settingsScreen = (...args: Parameters<typeof screen>): RouteObject => ({
  ...screen(...args),
  loader: guardSettings,
  errorElement: <ForbiddenOrError />,
});

/** The screens of the user menu under the account name (menu.ts SETTINGS_MENU), in its order. */
export const settingsRoutes: RouteObject[] = [
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
    'settings/personal-data',
    'Données personnelles',
    () => import('../features/settings/routes/personal-data-settings-route.tsx'),
  ),
  settingsScreen(
    'settings/journal',
    'Journal des actes sensibles',
    () => import('../features/settings/routes/journal-settings-route.tsx'),
  ),
];
