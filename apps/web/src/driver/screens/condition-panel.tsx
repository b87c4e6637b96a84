import { Alert, Button, Checkbox, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import SignaturePad from 'signature_pad';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  conditionStageLabels,
  deliveryDiagramFrom,
  MissionVehicleCondition,
  type ConditionStage,
  type DriverMission,
} from '@plateau/contracts';
import { DamageDiagramEditor, GeneralStatePicker } from '../../components/damage-diagram/index.ts';
import { sendCondition } from '../actions.ts';
import {
  emptyConditionDraft,
  loadConditionDraft,
  loadRequiredSlots,
  photographedMarks,
  saveConditionDraft,
  saveRequiredSlots,
  type ConditionDraft,
} from '../condition-draft.ts';
import { dateTime } from '../format.ts';
import { lastFix } from '../positions.ts';
import { currentOwner, driverGet } from '../session.ts';
import { ConditionPhotos } from './condition-photos.tsx';
import { MarkPhotoButton } from './condition-mark-photo.tsx';
import { ObjectsAndKeys, VehicleFields } from './condition-fields.tsx';
import { SignatureBox } from '../../components/signature-box.tsx';
import { WRAPPING_BUTTON } from '../../components/wrapping-button.ts';

const text = (value: string) => value.trim() || null;

/** What the server holds of the mission's PVs; offline, nothing (the drafts on the phone stand in). */
const useCondition = (missionId: number) =>
  useQuery({
    queryKey: ['driver', 'condition', missionId],
    queryFn: () => driverGet(`/api/driver/missions/${missionId}/condition`, MissionVehicleCondition),
    networkMode: 'always',
    retry: false,
  });

/**
 * The procès-verbal (issue 33): at pickup, between « Arrivé sur place » and « Départ des lieux »;
 * after « Départ des lieux », the delivery check, pre-filled from pickup — new marks are drawn red.
 */
export function ConditionPanel({ mission }: { mission: DriverMission }) {
  const stage: ConditionStage = mission.steps.departureFromDestination ? 'delivery' : 'pickup';
  return <ConditionForm key={stage} mission={mission} stage={stage} />;
}

function ConditionForm({ mission, stage }: { mission: DriverMission; stage: ConditionStage }) {
  const owner = currentOwner();
  const server = useCondition(mission.id);
  const pickupDraft =
    stage === 'delivery' ? loadConditionDraft(localStorage, owner, mission.id, 'pickup') : null;
  const pickupDiagram = server.data?.pickup?.diagram ?? pickupDraft?.diagram ?? null;
  const [draft, setDraft] = useState<ConditionDraft>(
    () =>
      loadConditionDraft(localStorage, owner, mission.id, stage) ??
      emptyConditionDraft(
        pickupDraft?.plate ?? mission.vehicle.immatriculation ?? '',
        stage === 'delivery' ? deliveryDiagramFrom(pickupDiagram) : undefined,
      ),
  );
  const [required, setRequired] = useState(() => loadRequiredSlots(localStorage, owner, mission.id));
  const [error, setError] = useState<string | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const change = (patch: Partial<ConditionDraft>) => setDraft((d) => ({ ...d, ...patch, sentAt: null }));
  useEffect(
    () => saveConditionDraft(localStorage, owner, mission.id, stage, draft),
    [draft, owner, mission.id, stage],
  );
  useEffect(() => {
    if (!server.data) return;
    setRequired(server.data.requiredPhotos);
    saveRequiredSlots(localStorage, owner, mission.id, server.data.requiredPhotos);
  }, [server.data, owner, mission.id]);
  const pickupIds = useMemo(() => new Set(pickupDiagram?.marks.map((m) => m.id) ?? []), [pickupDiagram]);
  const newMarks = useMemo(
    () =>
      new Set(
        stage === 'delivery' ? draft.diagram.marks.filter((m) => !pickupIds.has(m.id)).map((m) => m.id) : [],
      ),
    [draft.diagram.marks, pickupIds, stage],
  );

  const submit = () => {
    const signature =
      pad.current && !pad.current.isEmpty() ? pad.current.toDataURL('image/png') : draft.signature;
    if (!draft.customerAbsent && !draft.signer.trim()) return setError('Indiquez le nom du signataire');
    if (!draft.customerAbsent && !signature) return setError('Faites signer, ou cochez « absent »');
    setError(null);
    const fix = lastFix.current;
    const sentAt = new Date().toISOString();
    void sendCondition(mission.id, stage, {
      plate: text(draft.plate),
      vin: text(draft.vin),
      mileage: typeof draft.mileage === 'number' ? Math.round(draft.mileage) : null,
      fuelLevel: draft.fuelLevel === '' ? null : Number(draft.fuelLevel),
      diagram: draft.diagram,
      objectsLeft: text(draft.objectsLeft),
      keys: text(draft.keys),
      customerRemarks: text(draft.customerRemarks),
      customerAbsent: draft.customerAbsent,
      signerName: draft.customerAbsent ? null : draft.signer.trim(),
      signaturePng: draft.customerAbsent ? null : signature,
      signedAt: sentAt,
      latitude: fix?.latitude ?? null,
      longitude: fix?.longitude ?? null,
      photosSkippedReason: text(draft.photosSkippedReason),
    });
    setDraft((d) => ({ ...d, signature, sentAt }));
  };

  const signed = server.data?.[stage];
  const photographed = photographedMarks(stage, { current: draft, pickup: pickupDraft }, server.data);
  const who = stage === 'pickup' ? 'du client' : 'du réceptionnaire';
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {stage === 'pickup' ? 'Procès-verbal de prise en charge' : 'Contrôle à la livraison'}
      </Title>
      {stage === 'pickup' && !mission.steps.arrivedAtDestination && (
        <Text c="dimmed">À remplir une fois « Arrivé sur place ».</Text>
      )}
      {signed && (
        <Alert color="teal" title={`${conditionStageLabels[stage]} enregistrée`}>
          Le {dateTime(signed.signedAt)} ·{' '}
          {signed.customerAbsent ? 'client absent' : `signé par ${signed.signerName}`}
        </Alert>
      )}
      {draft.sentAt && !signed && (
        <Alert color="orange" title="Procès-verbal en attente d'envoi" data-testid="pv-queued">
          Il est gardé sur le téléphone jusqu'à ce que le serveur l'ait reçu.
        </Alert>
      )}
      {stage === 'pickup' ? (
        <VehicleFields draft={draft} change={change} />
      ) : (
        <Button
          size="lg"
          variant="light"
          color="teal"
          {...WRAPPING_BUTTON}
          onClick={() => change({ diagram: deliveryDiagramFrom(pickupDiagram) })}
        >
          Rien de changé depuis la prise en charge
        </Button>
      )}
      <GeneralStatePicker
        value={draft.diagram.generalState}
        onChange={(generalState) => change({ diagram: { ...draft.diagram, generalState } })}
      />
      <DamageDiagramEditor
        marks={draft.diagram.marks}
        highlighted={newMarks}
        onChange={(marks) => change({ diagram: { ...draft.diagram, marks } })}
        label="Dommages"
        markExtra={(mark, index) => (
          <MarkPhotoButton
            missionId={mission.id}
            stage={stage}
            mark={mark}
            number={index + 1}
            taken={photographed.has(mark.id)}
            onTaken={(id) =>
              setDraft((d) => ({ ...d, markPhotosTaken: [...new Set([...d.markPhotosTaken, id])] }))
            }
          />
        )}
      />
      <ConditionPhotos
        missionId={mission.id}
        stage={stage}
        required={stage === 'pickup' ? required : []}
        taken={draft.photosTaken}
        onTaken={(slot) => setDraft((d) => ({ ...d, photosTaken: [...new Set([...d.photosTaken, slot])] }))}
        skipReason={draft.photosSkippedReason}
        onSkipReason={(photosSkippedReason) => change({ photosSkippedReason })}
      />
      {stage === 'pickup' && <ObjectsAndKeys draft={draft} change={change} />}
      <Textarea
        label={`Remarques ${who}`}
        size="lg"
        value={draft.customerRemarks}
        onChange={(e) => change({ customerRemarks: e.currentTarget.value })}
        maxLength={1000}
        autosize
      />
      <Checkbox
        size="lg"
        label={stage === 'pickup' ? 'Client absent' : 'Réceptionnaire absent'}
        checked={draft.customerAbsent}
        onChange={(e) => change({ customerAbsent: e.currentTarget.checked })}
      />
      {!draft.customerAbsent && (
        <>
          <TextInput
            label="Nom du signataire"
            size="lg"
            value={draft.signer}
            onChange={(e) => change({ signer: e.currentTarget.value })}
            maxLength={100}
          />
          <Text fw={500}>Signature {who}</Text>
          <SignatureBox
            padRef={pad}
            initial={draft.signature}
            onStroke={(signature) => change({ signature })}
          />
        </>
      )}
      {error && <Text c="red">{error}</Text>}
      <Button size="xl" h={64} onClick={submit}>
        Valider le procès-verbal
      </Button>
    </Stack>
  );
}
