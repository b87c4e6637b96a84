import { and, eq } from 'drizzle-orm';
import { formatSequenceCode, sirenFromVatNumber, type Place } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  accountSequences,
  legalEntities,
  paymentModes,
  paymentTypes,
} from '../../db/schema/index.ts';

interface DemoCustomer {
  company: string | null;
  contact: [firstname: string, name: string];
  phone: string;
  email: string;
  address: [line1: string, zipCode: string, city: string];
  /** Default payment mode name (null: 'À réception') and type. */
  mode?: string;
  type?: string;
  /** A company's SIREN, when its French VAT number does not give it (fictitious, Luhn-valid). */
  siren?: string;
  vat?: string;
  regime?: string;
}

const lyon: DemoCustomer[] = [
  {
    company: 'Garage Renault Vaise',
    contact: ['Patrick', 'Roux'],
    phone: '04 78 83 12 40',
    email: 'atelier@renault-vaise.fr',
    address: ['21 rue de Bourgogne', '69009', 'Lyon'],
    mode: '30 jours fin de mois',
    type: 'Virement',
    vat: 'FR31862717295',
  },
  {
    company: 'Carrosserie Duval',
    siren: '818220774',
    contact: ['Sandrine', 'Duval'],
    phone: '04 72 34 56 78',
    email: 'contact@carrosserie-duval.fr',
    address: ['8 avenue Berthelot', '69007', 'Lyon'],
    mode: '30 jours',
    type: 'Chèque',
  },
  {
    company: 'Flotte Auto Rhône-Alpes',
    siren: '851286815',
    contact: ['Olivier', 'Chevalier'],
    phone: '04 37 45 22 10',
    email: 'flotte@far-location.fr',
    address: ['140 route de Vienne', '69008', 'Lyon'],
    mode: '45 jours fin de mois',
    type: 'Virement',
  },
  {
    company: 'Transports Girard Frères',
    siren: '801249657',
    contact: ['Laurent', 'Girard'],
    phone: '04 74 61 09 33',
    email: 'exploitation@girard-freres.fr',
    address: ['ZI Les Platières', '69440', 'Mornant'],
    mode: '60 jours',
    type: 'Prélèvement',
  },
  {
    company: 'TCL Maintenance',
    siren: '801987538',
    contact: ['Nadia', 'Benali'],
    phone: '04 26 10 40 00',
    email: 'maintenance@tcl-exemple.fr',
    address: ['19 boulevard Vivier-Merle', '69003', 'Lyon'],
    mode: '30 jours fin de mois',
  },
  {
    company: 'Autos Passion Villeurbanne',
    siren: '825251333',
    contact: ['Mehdi', 'Haddad'],
    phone: '04 78 85 17 62',
    email: 'mehdi@autos-passion.fr',
    address: ['52 cours Émile Zola', '69100', 'Villeurbanne'],
    type: 'Carte bancaire',
  },
  {
    company: 'Taxis Lyonnais',
    siren: '848291456',
    contact: ['Catherine', 'Morel'],
    phone: '04 78 28 23 23',
    email: 'flotte@taxis-lyonnais.fr',
    address: ['3 rue Marietton', '69009', 'Lyon'],
    mode: '30 jours',
  },
  {
    company: null,
    contact: ['Élodie', 'Fabre'],
    phone: '06 71 24 58 90',
    email: 'elodie.fabre@exemple.fr',
    address: ['17 rue Sala', '69002', 'Lyon'],
    type: 'Carte bancaire',
  },
  {
    company: null,
    contact: ['Jean-Pierre', 'Lambert'],
    phone: '06 08 45 12 77',
    email: 'jp.lambert@exemple.fr',
    address: ['5 chemin des Vignes', '69630', 'Chaponost'],
    type: 'Espèces',
  },
  {
    company: 'Peugeot Garage du Parc',
    siren: '845993815',
    contact: ['Stéphane', 'Blanc'],
    phone: '04 78 56 90 12',
    email: 'sav@garage-du-parc.fr',
    address: ['88 avenue Jean Jaurès', '69200', 'Vénissieux'],
    mode: '30 jours fin de mois',
    type: 'Virement',
  },
  {
    company: 'Location Utilitaires Express',
    siren: '886990571',
    contact: ['Franck', 'Meunier'],
    phone: '04 72 68 40 15',
    email: 'agence.lyon@lue-exemple.fr',
    address: ['2 rue de la Poudrette', '69100', 'Villeurbanne'],
    mode: '45 jours fin de mois',
  },
  {
    company: 'Logistik Transit GmbH',
    contact: ['Anna', 'Becker'],
    phone: '+49 89 1234567',
    email: 'disposition@logistik-transit.de',
    address: ['Landsberger Straße 100', '80339', 'München'],
    mode: '30 jours',
    type: 'Virement',
    vat: 'DE129273398',
    regime: 'INTRA_COMMUNAUTAIRE',
  },
  // The assistance companies whose folders the depanneur invoices (« Facturer » finds them by name).
  {
    company: 'AXA Assistance',
    siren: '812456788',
    contact: ['Service', 'Facturation prestataires'],
    phone: '01 55 92 40 00',
    email: 'factures.prestataires@axa-assistance-exemple.fr',
    address: ['6 rue André Gide', '92320', 'Châtillon'],
    mode: '45 jours fin de mois',
    type: 'Virement',
  },
  {
    company: 'Europ Assistance',
    siren: '833902117',
    contact: ['Service', 'Comptabilité fournisseurs'],
    phone: '01 41 85 85 85',
    email: 'fournisseurs@europ-assistance-exemple.fr',
    address: ['2 rue Pillet-Will', '75009', 'Paris'],
    mode: '30 jours fin de mois',
    type: 'Virement',
  },
  {
    company: 'Mondial Assistance',
    siren: '840773527',
    contact: ['Service', 'Règlement dépanneurs'],
    phone: '01 42 99 02 02',
    email: 'reglements@mondial-assistance-exemple.fr',
    address: ['2 rue Fragonard', '75017', 'Paris'],
    mode: '30 jours',
    type: 'Virement',
  },
];

const toulouse: DemoCustomer[] = [
  {
    company: 'Garage Occitanie Automobiles',
    siren: '881325096',
    contact: ['Rémi', 'Castel'],
    phone: '05 61 22 45 80',
    email: 'atelier@occitanie-auto.fr',
    address: ['12 avenue de Lombez', '31300', 'Toulouse'],
    mode: '30 jours fin de mois',
    type: 'Virement',
  },
  {
    company: 'Airbus Flotte Véhicules',
    siren: '830396891',
    contact: ['Isabelle', 'Noël'],
    phone: '05 62 11 00 00',
    email: 'parc.auto@exemple-aero.fr',
    address: ['1 rond-point Maurice Bellonte', '31700', 'Blagnac'],
    mode: '60 jours',
  },
  {
    company: 'Tisséo Dépôt Langlade',
    siren: '855973178',
    contact: ['Yannick', 'Pujol'],
    phone: '05 61 41 70 70',
    email: 'depot@tisseo-exemple.fr',
    address: ['4 impasse Langlade', '31100', 'Toulouse'],
    mode: '45 jours fin de mois',
    type: 'Virement',
  },
  {
    company: null,
    contact: ['Léa', 'Marty'],
    phone: '06 45 78 12 30',
    email: 'lea.marty@exemple.fr',
    address: ['9 rue des Filatiers', '31000', 'Toulouse'],
    type: 'Carte bancaire',
  },
  {
    company: 'Ambulances Garonne',
    siren: '858542418',
    contact: ['Sébastien', 'Faure'],
    phone: '05 61 59 33 20',
    email: 'regulation@ambulances-garonne.fr',
    address: ['27 route de Seysses', '31100', 'Toulouse'],
    mode: '30 jours',
    type: 'Chèque',
  },
  {
    company: 'Carrosserie du Canal',
    siren: '834346058',
    contact: ['Hélène', 'Roques'],
    phone: '05 61 48 90 66',
    email: 'contact@carrosserie-canal.fr',
    address: ['63 boulevard de la Marquette', '31000', 'Toulouse'],
  },
];

/** The further operators (logins dupont, bernard, atlantique): a few customers each, so their lists show. */
const bordeaux: DemoCustomer[] = [
  {
    company: 'Garage Peugeot Mérignac',
    siren: '852369149',
    contact: ['Olivier', 'Lacoste'],
    phone: '05 56 34 12 90',
    email: 'atelier@peugeot-merignac.fr',
    address: ['180 avenue de la Somme', '33700', 'Mérignac'],
    mode: '30 jours fin de mois',
    type: 'Virement',
  },
  {
    company: null,
    contact: ['Chantal', 'Dubos'],
    phone: '06 71 25 48 93',
    email: 'chantal.dubos@exemple.fr',
    address: ['14 rue Sainte-Catherine', '33000', 'Bordeaux'],
    type: 'Carte bancaire',
  },
];
const lille: DemoCustomer[] = [
  {
    company: 'Carrosserie des Flandres',
    siren: '853147965',
    contact: ['Jérôme', 'Vandamme'],
    phone: '03 20 47 85 12',
    email: 'contact@carrosserie-flandres.fr',
    address: ['52 rue de Lannoy', '59100', 'Roubaix'],
    mode: '30 jours',
    type: 'Chèque',
  },
  {
    company: null,
    contact: ['Aurélie', 'Deschamps'],
    phone: '06 58 12 47 30',
    email: 'aurelie.deschamps@exemple.fr',
    address: ['9 place Rihour', '59800', 'Lille'],
    type: 'Carte bancaire',
  },
];
const nantes: DemoCustomer[] = [
  {
    company: 'Transports Loire Océan',
    siren: '854236973',
    contact: ['Gaëlle', 'Le Goff'],
    phone: '02 40 89 56 12',
    email: 'exploitation@loire-ocean.fr',
    address: ['3 boulevard Gustave Roch', '44200', 'Nantes'],
    mode: '30 jours fin de mois',
    type: 'Virement',
  },
];

const SEEDED: Record<string, DemoCustomer[]> = {
  depanneur: lyon,
  mission: toulouse,
  bordeaux,
  lille,
  nantes,
};

const toPlace = (c: DemoCustomer): Place =>
  ({
    companyName: c.company,
    contactFirstname: c.contact[0],
    contactName: c.contact[1],
    contactPhone: c.phone,
    contactEmail: c.email,
    line1: c.address[0],
    zipCode: c.address[1],
    city: c.address[2],
    country: c.address[2] === 'München' ? 'Allemagne' : 'France',
  }) as Place;

/** Demo customers of the operator accounts, numbered by their CUSTOMER counter. */
export async function seedCustomers(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  for (const [key, customers] of Object.entries(SEEDED)) {
    const accountId = accountIds.get(key)!;
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId));
    const prefix = account!.legalEntity?.prefixCustomer ?? 'CL';
    const idOf = async (table: typeof paymentModes | typeof paymentTypes, nom: string | undefined) =>
      nom
        ? (
            await tx
              .select({ id: table.id })
              .from(table)
              .where(and(eq(table.accountId, accountId), eq(table.nom, nom)))
          )[0]!.id
        : null;
    let number = 0;
    for (const customer of customers) {
      number += 1;
      await tx.insert(legalEntities).values({
        accountId,
        code: formatSequenceCode(prefix, number),
        headQuarterPlace: toPlace(customer),
        regimeTva: customer.regime ?? 'TVA_FRANCE',
        tvaIntracommunautaire: customer.vat ?? null,
        siren: customer.siren ?? sirenFromVatNumber(customer.vat),
        modeReglementId: await idOf(paymentModes, customer.mode),
        typeReglementId: await idOf(paymentTypes, customer.type),
      });
    }
    await tx.insert(accountSequences).values({ accountId, name: 'CUSTOMER', lastValue: number });
  }
}
