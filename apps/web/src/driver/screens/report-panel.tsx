import {
  Alert,
  Box,
  Button,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import type { DriverMission } from '@plateau/contracts';
import { sendReport } from '../actions.ts';
import { dateTime } from '../format.ts';

const QUESTIONS = {
  lieuInterventionCorrect: "Le lieu d'intervention était-il correct ?",
  lieuLivraisonCorrect: 'Le lieu de livraison était-il correct ?',
} as const;
type Question = keyof typeof QUESTIONS;

/**
 * The pad is made once per mount and handed over through a ref: a new pad (on any re-render of the
 * report, e.g. when the mission list refreshes) would resize the canvas and wipe the signature.
 */
function SignatureBox({ padRef }: { padRef: MutableRefObject<SignaturePad | null> }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const element = canvas.current!;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)', penColor: '#1a1b1e' });
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, [padRef]);
  return (
    <Box style={{ border: '2px dashed var(--mantine-color-gray-5)', borderRadius: 8 }}>
      <canvas
        ref={canvas}
        data-testid="signature"
        aria-label="Signature du client"
        style={{ width: '100%', height: 200, touchAction: 'none', display: 'block' }}
      />
    </Box>
  );
}

/** The report on the spot: km, the questions of the nature, remarks, and the customer's signature. */
export function ReportPanel({ mission }: { mission: DriverMission }) {
  const [km, setKm] = useState<number | string>(mission.report?.km ?? '');
  const [answers, setAnswers] = useState<Partial<Record<Question, boolean>>>({});
  const [remarks, setRemarks] = useState('');
  const [signer, setSigner] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pad = useRef<SignaturePad | null>(null);

  const submit = () => {
    if (!signer.trim()) return setError('Indiquez le nom du signataire');
    if (!pad.current || pad.current.isEmpty()) return setError('Faites signer le client');
    setError(null);
    void sendReport(mission.id, {
      km: typeof km === 'number' ? km : null,
      lieuInterventionCorrect: answers.lieuInterventionCorrect ?? null,
      lieuLivraisonCorrect: answers.lieuLivraisonCorrect ?? null,
      remarks: remarks.trim() || null,
      signerName: signer.trim(),
      signedAt: new Date().toISOString(),
      signaturePng: pad.current.toDataURL('image/png'),
    });
    pad.current.clear();
  };

  return (
    <Stack gap="sm">
      {mission.report && (
        <Alert color="teal" title="Rapport signé">
          Signé par {mission.report.signerName} le {dateTime(mission.report.signedAt)}
          {mission.report.km != null ? ` · ${mission.report.km} km` : ''}
        </Alert>
      )}
      <NumberInput
        label="Kilomètres parcourus"
        size="lg"
        min={0}
        max={100000}
        value={km}
        onChange={setKm}
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
            value={answers[q] === undefined ? '' : answers[q] ? 'oui' : 'non'}
            onChange={(v) => setAnswers((a) => ({ ...a, [q]: v === 'oui' }))}
          />
        </Stack>
      ))}
      <Textarea
        label="Remarques"
        size="lg"
        value={remarks}
        onChange={(e) => setRemarks(e.currentTarget.value)}
        maxLength={2000}
        autosize
        minRows={2}
      />
      <TextInput
        label="Nom du signataire"
        size="lg"
        value={signer}
        onChange={(e) => setSigner(e.currentTarget.value)}
        maxLength={100}
      />
      <Text fw={500}>Signature du client</Text>
      <SignatureBox padRef={pad} />
      {error && <Text c="red">{error}</Text>}
      <Button size="lg" variant="default" onClick={() => pad.current?.clear()}>
        Effacer la signature
      </Button>
      <Button size="xl" h={64} onClick={submit}>
        Valider le rapport
      </Button>
    </Stack>
  );
}
