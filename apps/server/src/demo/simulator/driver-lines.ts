import type { MissionStepCode } from '@plateau/contracts';
import type { Random } from '../seed/folders-data.ts';

/** What drivers write at each step, now and then. */
const lines: Partial<Record<MissionStepCode, string[]>> = {
  started: ['Je pars du dépôt, j’arrive au plus vite.', 'Départ du dépôt, je vous tiens informé.'],
  navigationStarted: [
    'Circulation dense, je risque d’avoir quelques minutes de retard.',
    'Bouchon à l’entrée de la rocade, j’arrive dès que possible.',
  ],
  arrivedAtDestination: [
    'Je suis sur place, le client est là.',
    'Arrivé sur place, le véhicule est accessible.',
    'Sur place, mais le client n’est pas encore là : je l’appelle.',
  ],
  departureFromDestination: [
    'Véhicule chargé, départ vers le garage.',
    'Le client demande un véhicule de remplacement.',
    'Réparation impossible sur place, je remorque le véhicule.',
  ],
  finished: [
    'Véhicule déposé au garage, les clés sont à l’accueil.',
    'Mission terminée, je rentre au dépôt.',
  ],
};

/** A driver writes after about one step in four. */
export const MESSAGE_CHANCE = 0.25;

/** What the driver writes after this step, or null (most of the time). */
export function driverLineAfter(step: MissionStepCode, random: Random): string | null {
  const choices = lines[step];
  if (!choices || random.next() >= MESSAGE_CHANCE) return null;
  return random.pick(choices);
}
