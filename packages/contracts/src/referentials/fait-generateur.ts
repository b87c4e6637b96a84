/**
 * FAIT_GENERATEUR: the cause of the damage, as dotted codes on three levels
 * (N1…, N2.x, N3.x.y). Each label starts with its code and a dash, which the
 * level-3 rule (rules/fait-generateur.ts) relies on.
 */
const tree: ReadonlyArray<
  readonly [string, string, ReadonlyArray<readonly [string, ReadonlyArray<string>]>]
> = [
  [
    'A',
    'Panne',
    [
      ['Moteur', ['Surchauffe', 'Casse moteur', 'Courroie de distribution']],
      ['Électrique', ['Batterie déchargée', 'Alternateur', 'Démarreur']],
      ['Carburant', ['Panne sèche', 'Erreur de carburant']],
    ],
  ],
  [
    'B',
    'Accident',
    [
      ['Collision', ['Collision avec un véhicule', 'Collision avec un obstacle', 'Collision avec un animal']],
      ['Sortie de route', ['Fossé', 'Glissière de sécurité']],
    ],
  ],
  [
    'C',
    'Pneumatique',
    [
      ['Crevaison', ['Crevaison sans roue de secours', 'Crevaison multiple']],
      ['Jante', ['Jante endommagée']],
    ],
  ],
  [
    'D',
    'Autre',
    [
      ['Clés', ['Perte de clés', 'Clés enfermées dans le véhicule']],
      ['Vandalisme', ['Vol partiel', 'Incendie', 'Dégradation']],
    ],
  ],
];

/**
 * Level 1 is `N1` plus a letter (N1A…), level 2 `N2.x` with x numbered across the
 * whole tree, level 3 `N3.x.y`: only level 3 has two dots.
 */
function build(): Array<{ ref: string; label: string }> {
  const entries: Array<{ ref: string; label: string }> = [];
  let group = 0;
  tree.forEach(([letter, label1, children]) => {
    entries.push({ ref: `N1${letter}`, label: `N1${letter} - ${label1}` });
    for (const [label2, leaves] of children) {
      group += 1;
      entries.push({ ref: `N2.${group}`, label: `N2.${group} - ${label2}` });
      leaves.forEach((label3, j) => {
        entries.push({ ref: `N3.${group}.${j + 1}`, label: `N3.${group}.${j + 1} - ${label3}` });
      });
    }
  });
  return entries;
}

export const faitGenerateurEntries = build();
