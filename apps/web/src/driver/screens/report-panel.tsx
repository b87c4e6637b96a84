import {
  Alert,
  Button,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type SignaturePad from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import { REPORT_QUESTION_LABELS, type DriverMission } from '@plateau/contracts';
import { sendReport } from '../actions.ts';
import { dateTime } from '../format.ts';
import { recentlySent } from '../queue.ts';
import {
  clearDraft,
  emptyDraft,
  isDraftTaken,
  loadDraft,
  saveDraft,
  type ReportDraft,
  type ReportQuestion,
} from '../report-draft.ts';
import { currentOwner } from '../session.ts';
import { useShell } from './shell.tsx';
import { SignatureBox } from '../../components/signature-box.tsx';

const QUESTIONS: Record<ReportQuestion, string> = REPORT_QUESTION_LABELS;

/**
 * The report on the spot: km, the questions of the nature, remarks, and the customer's signature.
 * What is typed and signed is kept on the phone (under the driver's login) until the server took
 * the report: a report refused, or the app closed, loses nothing.
 */
export function ReportPanel({ mission }: { mission: DriverMission }) {
  const owner = currentOwner();
  const { pending } = useShell();
  const [draft, setDraft] = useState<ReportDraft>(() => loadDraft(localStorage, owner, mission));
  const [padKey, setPadKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const change = (patch: Partial<ReportDraft>) => setDraft((d) => ({ ...d, ...patch }));

  const taken = isDraftTaken(draft, mission.report);
  useEffect(() => {
    if (taken) {
      clearDraft(localStorage, owner, mission.id);
      setDraft(emptyDraft(mission.report?.km ?? null));
      setPadKey((k) => k + 1);
    } else saveDraft(localStorage, owner, mission.id, draft);
  }, [draft, taken, owner, mission.id, mission.report?.km]);

  const sending = [...pending, ...recentlySent].some(
    (a) => a.kind === 'report' && a.missionId === mission.id,
  );
  // Just validated: the queue has not shown it yet (no « refused » notice in between).
  const [justSent, setJustSent] = useState(false);
  useEffect(() => {
    if (!justSent) return;
    if (sending) return setJustSent(false);
    const timer = setTimeout(() => setJustSent(false), 3_000);
    return () => clearTimeout(timer);
  }, [justSent, sending]);
  const refused = !!draft.sentSignedAt && !taken && !sending && !justSent;

  const submit = () => {
    if (!draft.signer.trim()) return setError('Indiquez le nom du signataire');
    if (!pad.current || pad.current.isEmpty()) return setError('Faites signer le client');
    setError(null);
    const signedAt = new Date().toISOString();
    const signature = pad.current.toDataURL('image/png');
    change({ sentSignedAt: signedAt, signature });
    setJustSent(true);
    void sendReport(mission.id, {
      km: typeof draft.km === 'number' ? draft.km : null,
      lieuInterventionCorrect: draft.answers.lieuInterventionCorrect ?? null,
      lieuLivraisonCorrect: draft.answers.lieuLivraisonCorrect ?? null,
      remarks: draft.remarks.trim() || null,
      signerName: draft.signer.trim(),
      signedAt,
      signaturePng: signature,
    });
  };

  return (
    <Stack gap="sm">
      {mission.report && (
        <Alert color="teal" title="Rapport signé">
          Signé par {mission.report.signerName} le {dateTime(mission.report.signedAt)}
          {mission.report.km != null ? ` · ${mission.report.km} km` : ''}
        </Alert>
      )}
      {sending && (
        <Alert color="orange" title="Rapport en attente d'envoi">
          Il est gardé sur le téléphone jusqu'à ce que le serveur l'ait reçu.
        </Alert>
      )}
      {refused && (
        <Alert color="red" title="Rapport non enregistré" data-testid="report-refused">
          Le serveur ne l'a pas pris : il est gardé ici, signature comprise. Corrigez-le puis validez-le à
          nouveau.
        </Alert>
      )}
      <NumberInput
        label="Kilomètres parcourus"
        size="lg"
        min={0}
        max={100000}
        value={draft.km}
        onChange={(km) => change({ km })}
        inputMode="decimal"
      />
      {mission.reportQuestions.map((q) => (
        <Stack key={q} gap={4}>
          <Text fw={500}>{QUESTIONS[q]}</Text>
          <SegmentedControl
            size="lg"
            fullWidth
            data={[
              { value: 'oui', label: 'Oui' },
              { value: 'non', label: 'Non' },
            ]}
            value={draft.answers[q] === undefined ? '' : draft.answers[q] ? 'oui' : 'non'}
            onChange={(v) => change({ answers: { ...draft.answers, [q]: v === 'oui' } })}
          />
        </Stack>
      ))}
      <Textarea
        label="Remarques"
        size="lg"
        value={draft.remarks}
        onChange={(e) => change({ remarks: e.currentTarget.value })}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <TextInput
        label="Nom du signataire"
        size="lg"
        value={draft.signer}
        onChange={(e) => change({ signer: e.currentTarget.value })}
        maxLength={100}
      />
      <Text fw={500}>Signature du client</Text>
      <SignatureBox
        key={padKey}
        padRef={pad}
        initial={draft.signature}
        onStroke={(signature) => change({ signature })}
      />
      {error && <Text c="red">{error}</Text>}
      <Button
        size="lg"
        variant="default"
        onClick={() => {
          pad.current?.clear();
          change({ signature: null });
        }}
      >
        Effacer la signature
      </Button>
      <Button size="xl" h={64} onClick={submit} loading={sending}>
        Valider le rapport
      </Button>
    </Stack>
  );
}
