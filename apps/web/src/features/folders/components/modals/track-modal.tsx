import { Modal, Text } from '@mantine/core';
import { MissionTrackMap } from './mission-track-map.tsx';

/** 'Voir le trajet' (spec 2 §2 Rapport): the mission's route and the positions the truck reported. */
export function TrackModal({
  missionId,
  orderNo,
  opened,
  onClose,
}: {
  missionId: number;
  orderNo: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Trajet de la mission ${orderNo}`} size="xl">
      <Text size="sm" c="dimmed" mb="sm">
        Le point vert est le départ, le rouge la destination ; la ligne suit les positions transmises par le
        véhicule.
      </Text>
      {opened && <MissionTrackMap missionId={missionId} />}
    </Modal>
  );
}
