import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type SignaturePad from 'signature_pad';
import { useId, useRef, useState } from 'react';
import { SignatureBox } from '../../../components/signature-box.tsx';

/**
 * A signature of the yard's sheets: the shared box under its label, whether it is signed, and
 * « Effacer ». `onChange` gets the PNG (null once cleared). `initial`, a signature already given, is
 * drawn first: a sheet corrected later keeps it unless it is cleared. The box keeps the 8:3 shape
 * of the signatures given before it was shared, so they are redrawn unstretched.
 */
export function YardSignature({
  label,
  initial = null,
  onChange,
}: {
  label: string;
  initial?: string | null;
  onChange: (png: string | null) => void;
}) {
  const pad = useRef<SignaturePad | null>(null);
  // Said beside the label and read with the pad: a stroke lost (a finger that slipped) shows.
  const [signed, setSigned] = useState(initial !== null);
  const statusId = useId();
  const clear = () => {
    pad.current?.clear();
    setSigned(false);
    onChange(null);
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" maw={320}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {label}
          </Text>
          <Text id={statusId} size="xs" c={signed ? 'teal.9' : 'dimmed'}>
            {signed ? 'Signée' : 'Non signée'}
          </Text>
        </Group>
        <Button
          variant="subtle"
          size="compact-xs"
          onClick={clear}
          disabled={!signed}
          style={{ flexShrink: 0 }}
        >
          Effacer
        </Button>
      </Group>
      <Box w="100%" maw={320}>
        <SignatureBox
          padRef={pad}
          initial={initial}
          label={label}
          describedBy={statusId}
          height={120}
          onStroke={(png) => {
            setSigned(true);
            onChange(png);
          }}
        />
      </Box>
    </Stack>
  );
}
