/** Only level-3 causes are selectable: a code with at least two dots before the first dash of the label. */
export function isLevel3FaitGenerateur(label: string): boolean {
  const code = label.split('-')[0] ?? '';
  return (code.match(/\./g) ?? []).length >= 2;
}

/** A Nomad report needs a cause whose code starts with N3. */
export const isValidReportFaitGenerateur = (code: string | null | undefined) =>
  !!code && code.startsWith('N3');
export const FAIT_GENERATEUR_REQUIRED_MESSAGE = 'Sélectionnez un fait générateur';

/**
 * The 'Fait générateur du dégât' selector's options: every entry of FAIT_GENERATEUR in order
 * (levels 1 and 2 as headings), only level 3 selectable.
 */
export const faitGenerateurOptions = (entries: ReadonlyArray<{ ref: string; label: string }>) =>
  entries.map(({ ref, label }) => ({ value: ref, label, disabled: !isLevel3FaitGenerateur(label) }));
