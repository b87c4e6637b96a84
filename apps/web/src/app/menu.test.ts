import { describe, expect, it } from 'vitest';
import { MENU, menuFor, menuRefusal, settingsMenuFor, settingsRefusal } from './menu.ts';

const labels = (nature: Parameters<typeof menuFor>[0]) => menuFor(nature).map((entry) => entry.label);
const OPERATOR_MENU = [
  'Mes dossiers',
  'Tableau de bord',
  'Mes objets IoT',
  'Mes véhicules',
  'Mes factures',
  'Encours clients',
  'Factures reçues',
  'E-reporting',
  'Mes devis',
  'Mes clients',
  'Mes destinations',
  'Localiser',
  'Calendrier',
  'Fourrière',
];

describe('sidebar by business nature', () => {
  it('SUPERVISOR sees its accounts and the IoT objects', () => {
    expect(labels('SUPERVISOR')).toEqual(['Mes comptes', 'Mes objets IoT']);
  });

  it('DEPANNEUR sees the whole operator menu', () => {
    expect(labels('DEPANNEUR')).toEqual(OPERATOR_MENU);
  });

  it('MISSION sees the whole operator menu', () => {
    expect(labels('MISSION')).toEqual(OPERATOR_MENU);
  });

  it('ASSISTEUR sees only folders and the dashboard', () => {
    expect(labels('ASSISTEUR')).toEqual(['Mes dossiers', 'Tableau de bord']);
  });

  it('IOT sees only the IoT objects', () => {
    expect(labels('IOT')).toEqual(['Mes objets IoT']);
  });

  it('links each entry to its route', () => {
    expect(Object.fromEntries(MENU.map((entry) => [entry.label, entry.path]))).toEqual({
      'Mes comptes': '/accounts',
      'Mes dossiers': '/folders',
      'Tableau de bord': '/dashboard',
      'Mes objets IoT': '/things',
      'Mes véhicules': '/fleet',
      'Mes factures': '/factures',
      'Encours clients': '/factures/encours',
      'Factures reçues': '/factures/recues',
      'E-reporting': '/factures/e-reporting',
      'Mes devis': '/devis',
      'Mes clients': '/customers',
      'Mes destinations': '/destinations',
      Localiser: '/map',
      Calendrier: '/calendar',
      Fourrière: '/fourriere',
    });
  });
});

describe('settingsMenuFor', () => {
  it('gives an administrator every settings entry and an operator none', () => {
    expect(settingsMenuFor('ADMIN', 'DEPANNEUR').map((entry) => entry.label)).toEqual([
      'Compte',
      'Utilisateurs',
      'Notifications',
      'Connecteurs',
      'Rapports',
      'Comptabilité',
      'Tarifs',
      'Relances',
      'Photos obligatoires',
      'Données personnelles',
      'Journal',
    ]);
    expect(settingsMenuFor('OPERATEUR', 'DEPANNEUR')).toEqual([]);
  });

  it('offers « Comptabilité » only to accounts that invoice', () => {
    for (const nature of ['ASSISTEUR', 'SUPERVISOR', 'IOT'] as const) {
      expect(settingsMenuFor('ADMIN', nature).map((entry) => entry.label)).not.toContain('Comptabilité');
      expect(settingsRefusal('/settings/accounting', 'ADMIN', nature)).toMatch(/comptes qui facturent/);
    }
    expect(settingsMenuFor('ADMIN', 'MISSION').map((entry) => entry.label)).toContain('Comptabilité');
    expect(settingsRefusal('/settings/accounting', 'ADMIN', 'MISSION')).toBeNull();
  });

  it('refuses every settings screen to an OPERATEUR, and leaves other screens alone', () => {
    expect(settingsRefusal('/settings/users', 'OPERATEUR', 'DEPANNEUR')).toMatch(/administrateurs/);
    expect(settingsRefusal('/settings/account', 'ADMIN', 'DEPANNEUR')).toBeNull();
    expect(settingsRefusal('/folders', 'OPERATEUR', 'DEPANNEUR')).toBeNull();
  });

  it('refuses a sidebar screen typed in the address bar to an account whose menu hides it', () => {
    expect(menuRefusal('/calendar', 'ASSISTEUR')).toBe(
      "La page « Calendrier » n'est pas disponible pour ce compte.",
    );
    expect(menuRefusal('/calendar', 'SUPERVISOR')).not.toBeNull();
    expect(menuRefusal('/calendar', 'DEPANNEUR')).toBeNull();
    expect(menuRefusal('/calendar', 'MISSION')).toBeNull();
    expect(menuRefusal('/settings/users', 'ASSISTEUR')).toBeNull();
  });
});
