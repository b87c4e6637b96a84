import {
  AssistanceProvider,
  AssistanceProviderCode,
  type FolderState,
  type MissionState,
} from '@plateau/contracts';

/** French words the bulk data is made of, spelled as SQL array literals. */
const sqlArray = (values: readonly string[]) =>
  `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

export const firstNames = sqlArray([
  'Camille',
  'Julien',
  'Sophie',
  'Nicolas',
  'Élodie',
  'Thomas',
  'Claire',
  'Karim',
  'Isabelle',
  'Marc',
  'Léa',
  'Hugo',
  'Manon',
  'Lucas',
  'Chloé',
  'Antoine',
  'Sarah',
  'Mehdi',
  'Nathalie',
  'Pierre',
  'Inès',
  'Romain',
  'Laura',
  'Yanis',
  'Émilie',
  'Maxime',
  'Amandine',
  'Kevin',
  'Aurélie',
  'Olivier',
]);

export const lastNames = sqlArray([
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Benali',
]);

/** [city, zip code, latitude, longitude] */
export const cities: Array<[string, string, number, number]> = [
  ['Paris', '75012', 48.8412, 2.3876],
  ['Lyon', '69007', 45.7485, 4.8467],
  ['Marseille', '13003', 43.3096, 5.3842],
  ['Toulouse', '31000', 43.6045, 1.444],
  ['Nice', '06000', 43.7031, 7.2661],
  ['Nantes', '44000', 47.2105, -1.5636],
  ['Strasbourg', '67000', 48.5734, 7.7521],
  ['Montpellier', '34000', 43.6086, 3.88],
  ['Bordeaux', '33000', 44.8416, -0.5696],
  ['Lille', '59800', 50.6351, 3.057],
  ['Rennes', '35000', 48.1113, -1.68],
  ['Reims', '51100', 49.2583, 4.0317],
  ['Dijon', '21000', 47.322, 5.0415],
  ['Grenoble', '38000', 45.1885, 5.7245],
  ['Angers', '49000', 47.4784, -0.5632],
  ['Clermont-Ferrand', '63000', 45.7772, 3.087],
  ['Tours', '37000', 47.3941, 0.6848],
  ['Limoges', '87000', 45.8336, 1.2611],
  ['Metz', '57000', 49.1193, 6.1757],
  ['Rouen', '76000', 49.4432, 1.0999],
  ['Orléans', '45000', 47.9029, 1.9093],
  ['Caen', '14000', 49.1829, -0.3707],
  ['Avignon', '84000', 43.9493, 4.8055],
  ['Poitiers', '86000', 46.5802, 0.3404],
];
export const cityNames = sqlArray(cities.map(([city]) => city));
export const cityZips = sqlArray(cities.map(([, zip]) => zip));
export const cityLatitudes = `ARRAY[${cities.map(([, , lat]) => lat).join(',')}]::float8[]`;
export const cityLongitudes = `ARRAY[${cities.map(([, , , lon]) => lon).join(',')}]::float8[]`;

/** Street names of the bulk seed (the fake address service knows them in every city). */
export const streetNames = [
  'rue de la République',
  'avenue Jean Jaurès',
  'boulevard Victor Hugo',
  'rue Pasteur',
  'place de la Gare',
  'rue du Général de Gaulle',
  'avenue de la Libération',
  'rue des Écoles',
  'chemin des Vignes',
  'route Nationale',
];
export const streets = sqlArray(streetNames);

export const carMakes = sqlArray([
  'Renault',
  'Peugeot',
  'Citroën',
  'Volkswagen',
  'Toyota',
  'Dacia',
  'Ford',
  'Fiat',
]);
export const carModels = sqlArray(['Clio', '208', 'C3', 'Golf', 'Yaris', 'Sandero', 'Fiesta', '500']);

/** Each code repeated by its weight, so that `random()` over the array draws the codes that often. */
function weighted<T extends string>(weights: Partial<Record<T, number>>): T[] {
  return (Object.entries(weights) as Array<[T, number]>).flatMap(([code, n]) => Array<T>(n).fill(code));
}

// Most folders of a real account are closed.
export const folderStates = sqlArray(
  weighted<FolderState>({
    CLOSED: 8,
    REPORT_VALIDATED: 2,
    REPORT: 2,
    CANCELED: 2,
    REFUSED: 1,
    ACCEPTED: 1,
    ACCEPTED_CONFIRMED: 1,
    WAITING: 1,
    CREATED: 1,
    END_OF_MISSION: 1,
    VALORISATION_ACCEPTED: 1,
    QUICK_CREATED: 1,
    CANCEL_PROPOSAL: 1,
    HORS_DELAI: 1,
  }),
);
export const missionStates = sqlArray(
  weighted<MissionState>({
    MISSION_FINISH: 4,
    MISSION_AUTO_FINISH: 1,
    MISSION_STARTED: 1,
    MISSION_RESUMED: 1,
    MISSION_MODIFIED: 1,
    MISSION_UNAFFECTED: 1,
    MISSION_NOT_YET_SEND: 1,
    MISSION_ABORDED: 1,
  }),
);
// Every provider, AXA twice as often.
export const providers = sqlArray([AssistanceProvider.AXA_ASSISTANCE, ...AssistanceProviderCode]);
