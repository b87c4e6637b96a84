import bcrypt from 'bcryptjs';
import { emptyLegalEntity, type AccountLegalEntity, type Address, type Place } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, accountSupervisions, users } from '../../db/schema/index.ts';
import { createAccountingDefaults } from '../../modules/accounting/accounting-defaults.ts';

const place = (
  line1: string,
  zipCode: string,
  city: string,
  latitude: number,
  longitude: number,
): Address => ({
  line1,
  line2: null,
  line3: null,
  zipCode,
  city,
  country: 'France',
  latitude,
  longitude,
  label: `${line1} ${zipCode} ${city}`,
  descriptionLieu: null,
});

interface DemoAccount {
  key: string;
  name: string;
  businessNature: string;
  assistanceProvider?: string;
  nomadConfigurationId?: number;
  place: Address;
  user: { login: string; name: string; email: string };
  connectors?: { ttwActive?: boolean; nomadActive?: boolean; praxedoActive?: boolean };
  averages?: { arrival: number; onPlace: number };
  /**
   * Invoicing identity, with every mention an invoice must carry so that the demo can issue them;
   * the SIREN is inside the intra-community VAT number, the head office is the account's address.
   */
  legalEntity?: Partial<AccountLegalEntity>;
}

/** The account's address as the head office its invoices print, under the company's name. */
const headOffice = (companyName: string, address: Address): Place =>
  ({
    id: null,
    label: address.label,
    companyName,
    zoneId: null,
    codeInsee: null,
    line1: address.line1,
    line2: null,
    line3: null,
    zipCode: address.zipCode,
    city: address.city,
    country: address.country,
    latitude: address.latitude,
    longitude: address.longitude,
    gpsValide: true,
    descriptionLieu: null,
    contactName: null,
    contactFirstname: null,
    contactPhone: null,
    contactEmail: null,
    date: null,
  }) satisfies Place;

const martinPlace = place('12 rue de la Villette', '69003', 'Lyon', 45.7597, 4.8566);
const lefevrePlace = place('8 avenue Jean Jaurès', '31000', 'Toulouse', 43.6057, 1.4492);

/** The demo accounts; the login of each is also its password. */
export const demoAccounts: DemoAccount[] = [
  {
    key: 'depanneur',
    name: 'Dépannage Martin & Fils',
    businessNature: 'DEPANNEUR',
    nomadConfigurationId: 1,
    place: martinPlace,
    user: { login: 'depanneur', name: 'Julien Martin', email: 'julien.martin@depannage-martin.fr' },
    connectors: { nomadActive: true, ttwActive: true },
    averages: { arrival: 40, onPlace: 35 },
    legalEntity: {
      headQuarterPlace: headOffice('Dépannage Martin & Fils', martinPlace),
      tvaIntracommunautaire: 'FR44732829320',
      prefixFacture: 'FC',
      prefixCustomer: 'CL',
      legalForm: 'SARL',
      shareCapital: '50000.00',
      rcsCity: 'Lyon',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPPXXX',
      vatOnDebits: false,
    },
  },
  {
    key: 'mission',
    name: 'Transports Lefèvre',
    businessNature: 'MISSION',
    place: lefevrePlace,
    user: { login: 'mission', name: 'Camille Lefèvre', email: 'camille@transports-lefevre.fr' },
    averages: { arrival: 50, onPlace: 30 },
    legalEntity: {
      headQuarterPlace: headOffice('Transports Lefèvre', lefevrePlace),
      tvaIntracommunautaire: 'FR83404833048',
      prefixFacture: 'TL',
      prefixCustomer: 'C',
      legalForm: 'SAS',
      shareCapital: '120000.00',
      rcsCity: 'Toulouse',
      iban: 'FR7610278022100002051234548',
      bic: 'CMCIFR2A',
      vatOnDebits: true,
    },
  },
  {
    key: 'assisteur',
    name: 'AXA Assistance France',
    businessNature: 'ASSISTEUR',
    assistanceProvider: 'AXA_ASSISTANCE',
    place: place('6 rue André Gide', '92320', 'Châtillon', 48.8035, 2.2936),
    user: { login: 'assisteur', name: 'Sophie Garnier', email: 'sophie.garnier@axa-assistance.fr' },
  },
  {
    key: 'superviseur',
    name: 'Groupe Plateau Supervision',
    businessNature: 'SUPERVISOR',
    place: place('45 boulevard Haussmann', '75009', 'Paris', 48.8738, 2.3322),
    user: { login: 'superviseur', name: 'Nicolas Petit', email: 'nicolas.petit@groupe-plateau.fr' },
  },
  {
    key: 'iot',
    name: 'Rousseau Objets Connectés',
    businessNature: 'IOT',
    place: place('3 quai des Chartrons', '33000', 'Bordeaux', 44.851, -0.5702),
    user: { login: 'iot', name: 'Élodie Rousseau', email: 'elodie@rousseau-iot.fr' },
  },
  {
    key: 'bordeaux',
    name: 'Garage Dupont Dépannage',
    businessNature: 'DEPANNEUR',
    nomadConfigurationId: 2,
    place: place('27 cours de la Marne', '33800', 'Bordeaux', 44.8286, -0.5627),
    user: { login: 'dupont', name: 'Marc Dupont', email: 'marc@garage-dupont.fr' },
    connectors: { nomadActive: true },
  },
  {
    key: 'lille',
    name: 'Remorquage Bernard',
    businessNature: 'DEPANNEUR',
    place: place('102 rue Nationale', '59800', 'Lille', 50.6351, 3.057),
    user: { login: 'bernard', name: 'Isabelle Bernard', email: 'isabelle@remorquage-bernard.fr' },
    connectors: { praxedoActive: true },
  },
  {
    key: 'nantes',
    name: 'Auto Secours Atlantique',
    businessNature: 'MISSION',
    place: place('15 quai de la Fosse', '44000', 'Nantes', 47.2105, -1.5636),
    user: { login: 'atlantique', name: 'Thomas Leroy', email: 'thomas.leroy@autosecours-atlantique.fr' },
  },
  {
    key: 'marseille',
    name: 'Dépannage Moreau Provence',
    businessNature: 'DEPANNEUR',
    place: place('64 boulevard National', '13003', 'Marseille', 43.3096, 5.3842),
    user: { login: 'moreau', name: 'Karim Moreau', email: 'karim@depannage-moreau.fr' },
    connectors: { ttwActive: true },
  },
  {
    key: 'mondial',
    name: 'Mondial Assistance',
    businessNature: 'ASSISTEUR',
    assistanceProvider: 'MONDIAL_ASSISTANCE',
    place: place('2 rue Fragonard', '75017', 'Paris', 48.8919, 2.3044),
    user: { login: 'mondial', name: 'Claire Fontaine', email: 'claire.fontaine@mondial-assistance.fr' },
  },
];

const SUPERVISED = ['depanneur', 'mission', 'bordeaux', 'lille', 'nantes', 'marseille'];

/** Inserts the demo accounts and users; returns account ids by key. */
export async function seedAccounts(db: DbOrTx): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const demo of demoAccounts) {
    const [row] = await db
      .insert(accounts)
      .values({
        name: demo.name,
        businessNature: demo.businessNature,
        assistanceProvider: demo.assistanceProvider ?? null,
        nomadConfigurationId: demo.nomadConfigurationId ?? 0,
        place: demo.place,
        ttwActive: demo.connectors?.ttwActive ?? false,
        nomadActive: demo.connectors?.nomadActive ?? false,
        praxedoActive: demo.connectors?.praxedoActive ?? false,
        interventionAverageArrivalMinute: demo.averages?.arrival ?? null,
        interventionAverageOnPlaceMinute: demo.averages?.onPlace ?? null,
        legalEntity: {
          ...emptyLegalEntity(),
          ...demo.legalEntity,
        },
      })
      .returning({ id: accounts.id });
    ids.set(demo.key, row!.id);
    await createAccountingDefaults(db, row!.id);
    await db.insert(users).values({
      accountId: row!.id,
      login: demo.user.login,
      name: demo.user.name,
      email: demo.user.email,
      role: 'ADMIN',
      passwordHash: await bcrypt.hash(demo.user.login, 10),
    });
  }
  // An operator of the depanneur account: the daily work without the settings (role OPERATEUR).
  await db.insert(users).values({
    accountId: ids.get('depanneur')!,
    login: 'operateur',
    name: 'Lucas Girard',
    email: 'lucas.girard@depannage-martin.fr',
    role: 'OPERATEUR',
    passwordHash: await bcrypt.hash('operateur', 10),
  });
  const supervisor = ids.get('superviseur')!;
  await db
    .insert(accountSupervisions)
    .values(SUPERVISED.map((key) => ({ supervisorAccountId: supervisor, accountId: ids.get(key)! })));
  return ids;
}
