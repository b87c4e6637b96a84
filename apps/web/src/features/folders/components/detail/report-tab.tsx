import { Alert, Button, Group, Stack, Tooltip } from '@mantine/core';
import { IconRoute, IconSend } from '@tabler/icons-react';
import {
  canSendReport,
  CreationOrigine,
  FAIT_GENERATEUR_REQUIRED_MESSAGE,
  isReportReadOnly,
  isValidReportFaitGenerateur,
  REPORT_LOCK_WARNING,
  reportErrors,
  showReportLockWarning,
  type Folder,
} from '@plateau/contracts';
import { useEffect, useRef, useState } from 'react';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useReportInputs } from '../../api/get-report-inputs.ts';
import { useSendReport } from '../../api/send-report.ts';
import { suggestedReport, withMissionReport } from '../../model/report-draft.ts';
import { TrackModal } from '../modals/track-modal.tsx';
import { DriverReportsCard } from './driver-reports-card.tsx';
import { VehicleConditionCard } from './vehicle-condition-card.tsx';
import { ReportCard } from './report-card.tsx';
import { ReportNomadFields } from './report-nomad-fields.tsx';
import type { FolderDraft } from './use-folder-draft.ts';

interface ReportTabProps {
  draft: FolderDraft;
  canWrite: boolean;
  isAssisteur: boolean;
  /** Saves the folder's pending edits first (spec 2 §4 save flow); false when it did not happen. */
  save: () => Promise<boolean>;
}

/**
 * Spec 2 §2 'Rapport': the route, and for a Nomad folder its nature, its cause and the send
 * button; then the report card of the nature. Opening it fills the empty dates with the
 * suggestions of §4 (a draft: saved with the folder, never by itself).
 */
export function ReportTab({ draft, canWrite, isAssisteur, save }: ReportTabProps) {
  const folder = draft.draft;
  const readOnly = !canWrite || isReportReadOnly(folder, { isAssisteur });
  const nomad = folder.creationOrigine === CreationOrigine.NOMAD;
  const mission = folder.missionIntervention;
  const [trackOpen, setTrackOpen] = useState(false);
  const [faitError, setFaitError] = useState<string | undefined>();
  const send = useSendReport();
  useReportSuggestions(draft, !readOnly);

  const sendable = canSendReport(folder);
  const blocked = !sendable.ok && sendable.status === 409 ? sendable.message : null;
  const sendNomadReport = async () => {
    if (!isValidReportFaitGenerateur(folder.interventionDepannage?.faitGenerateur)) {
      setFaitError(FAIT_GENERATEUR_REQUIRED_MESSAGE);
      return;
    }
    setFaitError(undefined);
    // The card shows what is wrong under each field; nothing leaves until it is right.
    if (reportErrors(folder.reportDepannage, folder.interventionDepannage).length > 0) return;
    if (!(await save())) return;
    await send.mutateAsync({ folderId: folder.id });
    notifySuccess('Envoyé !', 'Le rapport a bien été envoyé.');
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconRoute size={16} />}
          disabled={!mission}
          onClick={() => setTrackOpen(true)}
        >
          Voir le trajet
        </Button>
        {nomad && canWrite && !isAssisteur && (
          <Tooltip label={blocked} disabled={!blocked} multiline w={320}>
            <Button
              leftSection={<IconSend size={16} />}
              disabled={!!blocked}
              loading={send.isPending}
              onClick={() => void sendNomadReport().catch(() => undefined)}
            >
              Envoyer le rapport Nomad
            </Button>
          </Tooltip>
        )}
      </Group>
      {showReportLockWarning(folder, { isAssisteur }) && canWrite && (
        <Alert color="orange" title={REPORT_LOCK_WARNING}>
          Une fois le rapport envoyé, l'assisteur ne permet plus de le modifier : vérifiez-le avant l'envoi.
        </Alert>
      )}
      {nomad && (
        <ReportNomadFields
          intervention={folder.interventionDepannage}
          savedIntervention={draft.base.interventionDepannage}
          readOnly={readOnly}
          faitError={faitError}
          onChange={(patch) => {
            if (patch.faitGenerateur !== undefined) setFaitError(undefined);
            draft.setSection('interventionDepannage', patch);
          }}
        />
      )}
      <VehicleConditionCard folderId={folder.id} documents={folder.documents} enabled={!isAssisteur} />
      <DriverReportsCard folderId={folder.id} enabled={!isAssisteur} />
      <ReportCard
        folder={folder}
        readOnly={readOnly}
        onChange={(key, patch) => draft.setReport((current) => withMissionReport(current, key, patch))}
      />
      {mission && (
        <TrackModal
          missionId={mission.id}
          orderNo={mission.orderNo}
          opened={trackOpen}
          onClose={() => setTrackOpen(false)}
        />
      )}
    </Stack>
  );
}

/** Once the account's settings are known, the empty dates and start place get their suggestions. */
function useReportSuggestions(draft: FolderDraft, writable: boolean) {
  const inputs = useReportInputs(writable);
  const applied = useRef(false);
  const folder: Folder = draft.draft;
  useEffect(() => {
    if (!inputs.ready || applied.current) return;
    applied.current = true;
    const suggested = suggestedReport(folder, { ...inputs, now: new Date() });
    if (suggested) draft.setReport(() => suggested);
  }, [inputs, folder, draft]);
}
