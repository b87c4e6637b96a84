/** Demo pools for the folders seed: French customers, streets, vehicles. */

/** A small deterministic generator (mulberry32), so the demo is the same on every seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;

export const customers: Array<[firstname: string, name: string, phone: string]> = [
  ['Marie', 'Dubois', '06 12 34 56 78'],
  ['Jean', 'Moreau', '06 23 45 67 81'],
  ['Nathalie', 'Laurent', '07 61 42 18 93'],
  ['Philippe', 'Simon', '06 47 85 21 39'],
  ['Isabelle', 'Michel', '06 88 14 72 05'],
  ['Christophe', 'Lefebvre', '07 52 36 94 17'],
  ['Sandrine', 'Leroy', '06 31 27 58 64'],
  ['Stéphane', 'Roux', '06 74 19 83 26'],
  ['Valérie', 'David', '07 83 65 42 10'],
  ['Frédéric', 'Bertrand', '06 95 08 37 46'],
  ['Céline', 'Morel', '06 16 49 25 87'],
  ['Nicolas', 'Fournier', '07 69 31 84 52'],
  ['Aurélie', 'Girard', '06 58 72 13 94'],
  ['Sébastien', 'Bonnet', '06 42 96 57 31'],
  ['Émilie', 'Dupont', '07 27 84 69 15'],
  ['Julien', 'Lambert', '06 81 53 24 79'],
  ['Camille', 'Fontaine', '06 37 62 95 48'],
  ['Mathieu', 'Rousseau', '07 45 18 76 23'],
  ['Laetitia', 'Vincent', '06 64 27 39 85'],
  ['Alexandre', 'Muller', '06 19 85 46 72'],
  ['Claire', 'Lefèvre', '07 34 91 62 58'],
  ['Thomas', 'Faure', '06 76 43 18 29'],
  ['Caroline', 'André', '06 52 68 94 13'],
  ['Guillaume', 'Mercier', '07 18 57 26 94'],
  ['Élodie', 'Blanc', '06 93 26 71 48'],
  ['Romain', 'Guérin', '06 27 39 84 56'],
];

type Street = [line1: string, zipCode: string, city: string, latitude: number, longitude: number];

/** Streets around each demo operator's base, by account key. */
export const streets: Record<string, Street[]> = {
  depanneur: [
    ['24 rue de la République', '69002', 'Lyon', 45.762, 4.8357],
    ['8 cours Gambetta', '69007', 'Lyon', 45.7516, 4.8489],
    ['115 avenue Jean Jaurès', '69007', 'Lyon', 45.7399, 4.8412],
    ['3 place Bellecour', '69002', 'Lyon', 45.7578, 4.832],
    ['42 rue du Dauphiné', '69003', 'Lyon', 45.7522, 4.8731],
    ['17 avenue Franklin Roosevelt', '69500', 'Bron', 45.737, 4.911],
    ['6 rue Francis de Pressensé', '69100', 'Villeurbanne', 45.769, 4.878],
    ['55 boulevard Ambroise Paré', '69200', 'Vénissieux', 45.7041, 4.8847],
    ['Aire de Dardilly, A6', '69570', 'Dardilly', 45.8081, 4.754],
    ['12 quai Jean Moulin', '38200', 'Vienne', 45.5241, 4.8727],
  ],
  mission: [
    ['14 rue d’Alsace-Lorraine', '31000', 'Toulouse', 43.604, 1.445],
    ['60 allées Jean Jaurès', '31000', 'Toulouse', 43.6095, 1.453],
    ['2 avenue de Grande-Bretagne', '31300', 'Toulouse', 43.6, 1.418],
    ['9 route de Bayonne', '31300', 'Toulouse', 43.602, 1.401],
    ['5 avenue du Général de Gaulle', '31700', 'Blagnac', 43.638, 1.394],
    ['33 faubourg Lacapelle', '82000', 'Montauban', 44.015, 1.356],
  ],
  bordeaux: [
    ['18 cours de l’Intendance', '33000', 'Bordeaux', 44.842, -0.576],
    ['71 avenue de la Somme', '33700', 'Mérignac', 44.838, -0.645],
    ['4 quai de Bacalan', '33300', 'Bordeaux', 44.864, -0.553],
  ],
  lille: [
    ['27 rue Esquermoise', '59800', 'Lille', 50.638, 3.061],
    ['140 boulevard de Fourmies', '59100', 'Roubaix', 50.685, 3.177],
    ['9 rue de Tournai', '59200', 'Tourcoing', 50.723, 3.161],
  ],
  marseille: [
    ['40 La Canebière', '13001', 'Marseille', 43.297, 5.381],
    ['112 avenue du Prado', '13008', 'Marseille', 43.277, 5.388],
    ['3 cours Foch', '13400', 'Aubagne', 43.293, 5.566],
  ],
  nantes: [
    ['11 rue Crébillon', '44000', 'Nantes', 47.213, -1.56],
    ['66 boulevard des Anglais', '44100', 'Nantes', 47.227, -1.585],
    ['8 route de Vannes', '44800', 'Saint-Herblain', 47.234, -1.614],
  ],
};

/** Garages where towed vehicles end up. */
export const garages: Record<string, Street> = {
  depanneur: ['Garage Renault Lyon Sud, 20 route de Vienne', '69007', 'Lyon', 45.736, 4.848],
  mission: ['Garage Peugeot Minimes, 45 boulevard de Suisse', '31200', 'Toulouse', 43.62, 1.434],
  bordeaux: ['Garage Citroën Bastide, 2 avenue Thiers', '33100', 'Bordeaux', 44.844, -0.556],
  lille: ['Garage Volkswagen Lomme, 300 avenue de Dunkerque', '59160', 'Lille', 50.642, 2.987],
  marseille: ['Garage Toyota Prado, 150 avenue de Mazargues', '13008', 'Marseille', 43.262, 5.392],
  nantes: ['Garage Ford Beaujoire, 10 route de Saint-Joseph', '44300', 'Nantes', 47.25, -1.53],
};

export const vehicles: Array<
  [marque: string, modele: string, type: string, carburant: string, couleur: string]
> = [
  ['Renault', 'Clio V', 'Véhicule particulier', 'Essence', 'Gris'],
  ['Peugeot', '308', 'Véhicule particulier', 'Diesel', 'Noir'],
  ['Citroën', 'C3', 'Véhicule particulier', 'Essence', 'Blanc'],
  ['Volkswagen', 'Golf 8', 'Véhicule particulier', 'Diesel', 'Bleu'],
  ['Toyota', 'Yaris Hybride', 'Véhicule particulier', 'Hybride', 'Rouge'],
  ['Dacia', 'Sandero', 'Véhicule particulier', 'GPL', 'Gris'],
  ['Renault', 'Master', 'Véhicule utilitaire', 'Diesel', 'Blanc'],
  ['Peugeot', '3008', 'SUV', 'Diesel', 'Gris'],
  ['Tesla', 'Model 3', 'Véhicule particulier', 'Électrique', 'Blanc'],
  ['BMW', 'Série 3', 'Véhicule particulier', 'Diesel', 'Noir'],
];

const LETTERS = 'ABCDEFGHJKLMNPQRSTVWXYZ';
export const registration = (random: Random) => {
  const letter = () => random.pick([...LETTERS]);
  return `${letter()}${letter()}-${random.int(100, 999)}-${letter()}${letter()}`;
};
