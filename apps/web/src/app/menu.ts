import type { BusinessNature, Role } from '@plateau/contracts';
import {
  IconBuildingSkyscraper,
  IconCalendar,
  IconChartBar,
  IconCpu,
  IconFileDescription,
  IconFileInvoice,
  IconInbox,
  IconReceiptTax,
  IconFolders,
  IconMapPin,
  IconMapPins,
  IconParking,
  IconReportMoney,
  IconTruck,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

export interface MenuEntry {
  label: string;
  path: string;
  icon: Icon;
  /** Business natures that see the entry; an entry without natures is shown to all (spec 1 §2). */
  natures?: readonly BusinessNature[];
}

const OPERATORS = ['MISSION', 'DEPANNEUR'] as const;

/** The sidebar, in display order: the one place that says who sees what. */
export const MENU: readonly MenuEntry[] = [
  { label: 'Mes comptes', path: '/accounts', icon: IconBuildingSkyscraper, natures: ['SUPERVISOR'] },
  {
    label: 'Mes dossiers',
    path: '/folders',
    icon: IconFolders,
    natures: ['MISSION', 'DEPANNEUR', 'ASSISTEUR'],
  },
  {
    label: 'Tableau de bord',
    path: '/dashboard',
    icon: IconChartBar,
    natures: ['MISSION', 'DEPANNEUR', 'ASSISTEUR'],
  },
  {
    label: 'Mes objets IoT',
    path: '/things',
    icon: IconCpu,
    natures: ['IOT', 'MISSION', 'DEPANNEUR', 'SUPERVISOR'],
  },
  { label: 'Mes véhicules', path: '/fleet', icon: IconTruck, natures: OPERATORS },
  { label: 'Mes factures', path: '/factures', icon: IconFileInvoice, natures: OPERATORS },
  { label: 'Encours clients', path: '/factures/encours', icon: IconReportMoney, natures: OPERATORS },
  { label: 'Factures reçues', path: '/factures/recues', icon: IconInbox, natures: OPERATORS },
  { label: 'E-reporting', path: '/factures/e-reporting', icon: IconReceiptTax, natures: OPERATORS },
  { label: 'Mes devis', path: '/devis', icon: IconFileDescription, natures: OPERATORS },
  { label: 'Mes clients', path: '/customers', icon: IconUsers, natures: OPERATORS },
  { label: 'Mes destinations', path: '/destinations', icon: IconMapPins, natures: OPERATORS },
  { label: 'Localiser', path: '/map', icon: IconMapPin, natures: OPERATORS },
  { label: 'Calendrier', path: '/calendar', icon: IconCalendar, natures: OPERATORS },
  { label: 'Fourrière', path: '/fourriere', icon: IconParking, natures: OPERATORS },
];

export function menuFor(nature: BusinessNature): MenuEntry[] {
  return MENU.filter((entry) => !entry.natures || entry.natures.includes(nature));
}

/**
 * Why a screen of the sidebar is refused to this account, or null when the menu offers it: typed
 * in the address bar, a screen the menu hides shows « Accès refusé », as the settings do.
 */
export function menuRefusal(path: string, nature: BusinessNature): string | null {
  const entry = MENU.find((candidate) => candidate.path === path);
  if (!entry?.natures || entry.natures.includes(nature)) return null;
  return `La page « ${entry.label} » n'est pas disponible pour ce compte.`;
}

export interface SettingsEntry {
  label: string;
  path: string;
  /** Business natures whose administrators see the entry; without natures, all of them. */
  natures?: readonly BusinessNature[];
}

/** The user menu under the account name. */
export const SETTINGS_MENU: readonly SettingsEntry[] = [
  { label: 'Compte', path: '/settings/account' },
  { label: 'Utilisateurs', path: '/settings/users' },
  { label: 'Notifications', path: '/settings/notifications' },
  { label: 'Connecteurs', path: '/settings/connectors' },
  { label: 'Rapports', path: '/settings/reports' },
  // Only accounts that invoice have accounting referentials (the server refuses the others).
  { label: 'Comptabilité', path: '/settings/accounting', natures: OPERATORS },
  { label: 'Tarifs', path: '/settings/tarifs', natures: OPERATORS },
  { label: 'Relances', path: '/settings/relances', natures: OPERATORS },
  { label: 'Photos obligatoires', path: '/settings/photos', natures: OPERATORS },
  { label: 'Données personnelles', path: '/settings/personal-data' },
  { label: 'Journal', path: '/settings/journal' },
];

/** The settings are the account administrators' (ROLE ADMIN): an OPERATEUR sees none of them. */
export function settingsMenuFor(role: Role, nature: BusinessNature): readonly SettingsEntry[] {
  if (role !== 'ADMIN') return [];
  return SETTINGS_MENU.filter((entry) => !entry.natures || entry.natures.includes(nature));
}

/**
 * Why a settings screen is refused to this user, or null when it may open it: typed in the
 * address bar, a screen the menu does not offer shows « Accès refusé », not the screen.
 */
export function settingsRefusal(path: string, role: Role, nature: BusinessNature): string | null {
  const entry = SETTINGS_MENU.find((candidate) => candidate.path === path);
  if (!entry) return null;
  if (role !== 'ADMIN') return 'Le paramétrage est réservé aux administrateurs du compte.';
  if (entry.natures && !entry.natures.includes(nature)) {
    return `La page « ${entry.label} » n'est disponible que pour les comptes qui facturent (dépanneurs et missions).`;
  }
  return null;
}
