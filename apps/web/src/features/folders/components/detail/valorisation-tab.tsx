import { Alert, Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import {
  acceptPropositionBlocker,
  canInvoiceFolder,
  formatEuros,
  isValorisationEditable,
  showAcceptProposition,
  showProposeValorisation,
  valorisationStateLabels,
  valorisationTitle,
  type ValorisationState,
} from '@plateau/contracts';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useAcceptProposition } from '../../api/accept-proposition.ts';
import { useProposeValorisation } from '../../api/propose-valorisation.ts';
import { InvoiceFolderButton } from './invoice-folder-button.tsx';
import { ValorisationCard } from './valorisation-card.tsx';
import { ValorisationHistory } from './valorisation-history.tsx';
import type { FolderDraft } from './use-folder-draft.ts';
import type { ValorisationDraft } from './use-valorisation-draft.ts';

interface ValorisationTabProps {
  draft: FolderDraft;
  /** The lines being filled in (kept by the folder screen across tabs). */
  lines: ValorisationDraft;
  canWrite: boolean;
  /** Saves the folder's pending edits first (spec 2 §4 save flow); false when it did not happen. */
  save: () => Promise<boolean>;
}

const GUIDANCE: { readonly [K in ValorisationState]: string } = {
  ATTENTE_VALORISATION_PRESTATAIRE:
    "Renseignez les montants modifiables puis proposez cette valorisation à l'assisteur, ou acceptez sa proposition.",
  ATTENTE_VALORISATION_ASSISTEUR: "Votre proposition a été envoyée : l'assisteur doit la valider.",
  ACCEPTEE: "Vous avez accepté la proposition de l'assisteur.",
  VALIDEE: "L'assisteur a validé la valorisation.",
};

/**
 * Spec 2 §2 'Valorisation': the state as title and badge, the initial estimate, what to do, the
 * current valorisation (its lines edited here, sent as a proposal) and the past proposals.
 */
export function ValorisationTab({ draft, lines, canWrite, save }: ValorisationTabProps) {
  const folder = draft.draft;
  const stored = folder.valorisation;
  const current = lines.current;
  const editable = canWrite && isValorisationEditable(folder);
  const propose = useProposeValorisation();
  const accept = useAcceptProposition();
  const blocker = acceptPropositionBlocker(folder, folder.numeroFacture);
  const state = folder.valorisationState;

  const proposeIt = async () => {
    if (!current || !(await save())) return;
    await propose.mutateAsync({ folderId: folder.id, body: current });
    notifySuccess('Envoyé !', 'La proposition a bien été envoyée !');
  };
  const acceptIt = async () => {
    if (!(await save())) return;
    await accept.mutateAsync({ folderId: folder.id, body: { numeroFacture: folder.numeroFacture } });
    notifySuccess('Accepté !', "L'acceptation de proposition a été envoyée !");
  };

  return (
    <Stack gap="md">
      <Group gap="sm">
        <Title order={3}>{valorisationTitle(state)}</Title>
        {state && <Badge variant="light">{valorisationStateLabels[state]}</Badge>}
      </Group>
      <Text>
        Estimation initiale :{' '}
        <Text span fw={600}>
          {folder.valorisationInitiale == null ? 'aucune' : `${formatEuros(folder.valorisationInitiale)} TTC`}
        </Text>
      </Text>
      <Alert color="blue" variant="light">
        {state ? GUIDANCE[state] : "Aucune valorisation n'est attendue pour l'instant."}
        {state === 'ATTENTE_VALORISATION_PRESTATAIRE' && stored && !stored.modifiable
          ? " L'assisteur n'a pas laissé cette valorisation modifiable."
          : ''}
      </Alert>
      {current ? (
        <ValorisationCard valorisation={current} editable={editable} onChange={lines.set}>
          {canWrite && (showAcceptProposition(folder) || showProposeValorisation(folder)) && (
            <Group justify="flex-end" align="flex-end">
              {showAcceptProposition(folder) && (
                <TextInput
                  label="Numéro de facture"
                  withAsterisk={folder.numeroFactureObligatoire}
                  maxLength={50}
                  value={folder.numeroFacture ?? ''}
                  error={blocker}
                  onChange={(event) => draft.setNumeroFacture(event.currentTarget.value || null)}
                />
              )}
              {showAcceptProposition(folder) && (
                <Button
                  variant="default"
                  leftSection={<IconCheck size={16} />}
                  disabled={!!blocker}
                  loading={accept.isPending}
                  onClick={() => void acceptIt().catch(() => undefined)}
                >
                  Accepter la proposition
                </Button>
              )}
              {showProposeValorisation(folder) && (
                <Button
                  leftSection={<IconSend size={16} />}
                  loading={propose.isPending}
                  onClick={() => void proposeIt().catch(() => undefined)}
                >
                  Proposer cette valorisation
                </Button>
              )}
            </Group>
          )}
          {lines.edited && showAcceptProposition(folder) && (
            <Text size="sm" c="dimmed" ta="right">
              « Accepter la proposition » accepte les montants de l'assisteur tels quels ; les vôtres ne
              partent qu'avec « Proposer cette valorisation ».
            </Text>
          )}
        </ValorisationCard>
      ) : (
        <Text c="dimmed">L'assisteur n'a pas encore transmis de valorisation.</Text>
      )}
      {canWrite && canInvoiceFolder(folder) && <InvoiceFolderButton folderId={folder.id} save={save} />}
      <ValorisationHistory proposals={folder.valorisationPropositions} />
    </Stack>
  );
}
