import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { AttelageInput } from '@plateau/contracts';
import { bind } from './bind.tsx';

interface AttelageFieldsProps {
  value: Partial<AttelageInput> | null;
  onChange: (patch: Partial<AttelageInput>) => void;
  readOnly?: boolean;
}

/** Card 'Attelage supplémentaire': the trailer hitched to the vehicle. */
export function AttelageFields({ value, onChange, readOnly }: AttelageFieldsProps) {
  const f = bind(value ?? {}, onChange, readOnly);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {f.text('immatriculation', 'Immatriculation')}
        {f.text('marque', 'Marque')}
        {f.text('modele', 'Modèle')}
        {f.day('dateMiseEnCirculation', 'Première mise en circulation')}
        {f.number('ptac', 'PTAC (kg)')}
        {f.number('poidsVide', 'Poids à vide (kg)')}
        {f.number('largeur', 'Largeur (m)', { decimals: true })}
        {f.number('longueur', 'Longueur (m)', { decimals: true })}
        {f.number('hauteur', 'Hauteur (m)', { decimals: true })}
      </SimpleGrid>
      <Group gap="lg">
        {f.check('roulant', 'Roulant')}
        {f.check('vehiculeCharge', 'Véhicule chargé')}
      </Group>
    </Stack>
  );
}
