/**
 * The demo's customers, as the operators would type them: the Toulouse account's and the further
 * operators'. The Lyon account's, the richest, are in customers-lyon.ts; customers.ts writes them.
 */

/** A demo customer, short: customers.ts turns it into a legal entity and its head-quarter place. */
export interface DemoCustomer {
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

export const toulouse: DemoCustomer[] = [
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
export const bordeaux: DemoCustomer[] = [
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
export const lille: DemoCustomer[] = [
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
export const nantes: DemoCustomer[] = [
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
