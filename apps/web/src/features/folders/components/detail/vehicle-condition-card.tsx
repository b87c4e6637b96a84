import { Alert, Badge, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  conditionStageLabels,
  generalStateLabels,
  photoSlotLabels,
  type ConditionPhoto,
  type FolderDocument,
  type MissionVehicleCondition,
  type VehicleConditionReport,
} from '@plateau/contracts';
import { DamageDiagramEditor } from '../../../../components/damage-diagram/index.ts';
import { formatListDate } from '../../../../lib/dates.ts';
import { useFolderVehicleCondition } from '../../api/folder-vehicle-condition.ts';
import { MarkPhotoThumbnail } from './condition-mark-photo.tsx';

/** Where a PV's photos are found: the folder and its documents. */
interface FolderPhotos {
  folderId: number;
  documents: FolderDocument[];
}

function StageColumn(props: {
  folder: FolderPhotos;
  report: VehicleConditionReport | null;
  stage: 'pickup' | 'delivery';
  photos: ConditionPhoto[];
  highlighted: ReadonlySet<string>;
}) {
  const { report } = props;
  return (
    <Stack gap={6} data-testid={`condition-${props.stage}`}>
      <Title order={5}>{conditionStageLabels[props.stage]}</Title>
      {!report ? (
        <Text c="dimmed">Pas encore de procès-verbal.</Text>
      ) : (
        <>
          <Text size="sm">
            {formatListDate(report.signedAt)} · {generalStateLabels[report.diagram.generalState]}
            {report.plate ? ` · ${report.plate}` : ''}
            {report.mileage != null ? ` · ${report.mileage.toLocaleString('fr-FR')} km` : ''}
            {report.fuelLevel != null ? ` · carburant ${report.fuelLevel}/8` : ''}
          </Text>
          <DamageDiagramEditor
            marks={report.diagram.marks}
            highlighted={props.highlighted}
            markExtra={(mark, index) => (
              <MarkPhotoThumbnail {...props.folder} mark={mark} number={index + 1} />
            )}
          />
          {report.objectsLeft && <Text size="sm">Objets laissés : {report.objectsLeft}</Text>}
          {report.keys && <Text size="sm">Clés : {report.keys}</Text>}
          {report.customerRemarks && <Text size="sm">Remarques : {report.customerRemarks}</Text>}
          <Text size="sm">
            Photos :{' '}
            {props.photos.length ? props.photos.map((p) => photoSlotLabels[p.slot]).join(', ') : 'aucune'}
          </Text>
          {report.photosSkippedReason && (
            <Alert color="orange" p="xs" title="Photos manquantes">
              {report.photosSkippedReason}
            </Alert>
          )}
          {report.customerAbsent ? (
            <Text size="sm" fw={500}>
              {props.stage === 'pickup' ? 'Client absent' : 'Réceptionnaire absent'} : pas de signature
            </Text>
          ) : (
            <Group gap="xs">
              <Text size="sm">Signé par {report.signerName}</Text>
              {report.signatureDataUrl && (
                <Image
                  src={report.signatureDataUrl}
                  alt={`Signature de ${report.signerName ?? 'signataire'}`}
                  w={200}
                  h={80}
                  fit="contain"
                  style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
                />
              )}
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

function MissionCondition({
  condition,
  folder,
}: {
  condition: MissionVehicleCondition;
  folder: FolderPhotos;
}) {
  const highlighted = new Set(condition.newMarkIds);
  return (
    <Card withBorder radius="md" data-testid="vehicle-condition">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4} size="h5">
            État du véhicule
          </Title>
          {condition.damageReported ? (
            <Badge color="red" size="lg" data-testid="damage-reported">
              Dommage signalé à la livraison
            </Badge>
          ) : (
            condition.delivery && <Badge color="teal">Rien de changé</Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <StageColumn
            folder={folder}
            report={condition.pickup}
            stage="pickup"
            photos={condition.photos.pickup}
            highlighted={new Set()}
          />
          <StageColumn
            folder={folder}
            report={condition.delivery}
            stage="delivery"
            photos={condition.photos.delivery}
            highlighted={highlighted}
          />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The folder's « État du véhicule »: pickup and delivery side by side, new damage in red; nothing when no PV. */
export function VehicleConditionCard(props: {
  folderId: number;
  documents: FolderDocument[];
  enabled: boolean;
}) {
  const { folderId, enabled } = props;
  const conditions = useFolderVehicleCondition(folderId, enabled);
  if (!conditions.data?.length) return null;
  return (
    <Stack gap="sm">
      {conditions.data.map((condition) => (
        <MissionCondition
          key={condition.missionId}
          condition={condition}
          folder={{ folderId, documents: props.documents }}
        />
      ))}
    </Stack>
  );
}
