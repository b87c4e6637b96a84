import { Group, Input, SimpleGrid, Slider, Stack } from '@mantine/core';
import type { VehiculeInput } from '@plateau/contracts';
import { FUEL_STEP, fuelLabel } from '../../model/field-formats.ts';
import { bind } from './bind.tsx';

interface VehicleFieldsProps {
  value: Partial<VehiculeInput> | null;
  onChange: (patch: Partial<VehiculeInput>) => void;
  readOnly?: boolean;
}

const FUEL_MARKS = [0, 25, 50, 75, 100].map((value) => ({ value, label: fuelLabel(value) }));

/** Card 'Véhicule à dépanner' (spec 2 §2): every field of the vehicle to tow or repair. */
export function VehicleFields({ value, onChange, readOnly }: VehicleFieldsProps) {
  const vehicle = value ?? {};
  const f = bind(vehicle, onChange, readOnly);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {f.text('immatriculation', 'Immatriculation')}
        {f.text('marque', 'Marque')}
        {f.text('modele', 'Modèle')}
        {f.text('type', 'Type de véhicule')}
        {f.text('couleur', 'Couleur')}
        {f.number('ptac', 'PTAC (kg)')}
        {f.text('typeCarburant', 'Carburant')}
        {f.text('boiteVitesse', 'Boîte de vitesses')}
        {f.text('typeTransmission', 'Transmission')}
        {f.text('numeroSerie', 'Numéro de série')}
        {f.day('dateMiseEnCirculation', 'Première mise en circulation')}
        {f.number('kilometrage', 'Kilométrage')}
        {f.number('poidsVide', 'Poids à vide (kg)')}
        {f.number('poidsCharge', 'Poids en charge (kg)')}
        {f.number('largeur', 'Largeur (m)', { decimals: true })}
        {f.number('longueur', 'Longueur (m)', { decimals: true })}
        {f.number('hauteur', 'Hauteur (m)', { decimals: true })}
        {f.number('cubage', 'Cubage (m³)', { decimals: true })}
      </SimpleGrid>
      <Input.Wrapper label={`Niveau de carburant : ${fuelLabel(vehicle.niveauCarburant ?? 0)}`} pb="lg">
        <Slider
          min={0}
          max={100}
          step={FUEL_STEP}
          marks={FUEL_MARKS}
          label={fuelLabel}
          value={vehicle.niveauCarburant ?? 0}
          onChange={(niveauCarburant) => onChange({ niveauCarburant })}
          disabled={readOnly}
          thumbLabel="Niveau de carburant"
          mt={6}
        />
      </Input.Wrapper>
      <Group gap="lg">
        {f.check('roulant', 'Roulant')}
        {f.check('vehiculeCharge', 'Véhicule chargé')}
        {f.check('coffreToit', 'Coffre de toit')}
        {f.check('porteVelo', 'Porte-vélo')}
        {f.check('garantieConstructeur', 'Garantie constructeur')}
      </Group>
    </Stack>
  );
}
