import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';

const SIZE = { width: 320, height: 120 };

/**
 * A box to sign in with a finger or the mouse; `onChange` gets the PNG (null once cleared). `initial`, a
 * signature already given, is drawn first: a sheet corrected later keeps it unless it is cleared.
 */
export function SignaturePad({
  label,
  initial = null,
  onChange,
}: {
  label: string;
  initial?: string | null;
  onChange: (png: string | null) => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  // Said beside the label and read with the pad: a stroke lost (a finger that slipped) shows.
  const [signed, setSigned] = useState(initial !== null);
  const statusId = useId();
  useEffect(() => {
    if (!initial) return;
    const image = new Image();
    image.onload = () => canvas.current?.getContext('2d')?.drawImage(image, 0, 0, SIZE.width, SIZE.height);
    image.src = initial;
    // Drawn once, when the pad opens: later changes come from the pad itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const pointAt = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - box.left) * SIZE.width) / box.width,
      y: ((event.clientY - box.top) * SIZE.height) / box.height,
    };
  };
  const start = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { x, y } = pointAt(event);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.beginPath();
    context.moveTo(x, y);
  };
  const move = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = pointAt(event);
    context.lineTo(x, y);
    context.stroke();
  };
  const end = () => {
    if (!drawing.current) return;
    drawing.current = false;
    setSigned(true);
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, SIZE.width, SIZE.height);
    setSigned(false);
    onChange(null);
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
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
      <canvas
        ref={canvas}
        width={SIZE.width}
        height={SIZE.height}
        aria-label={label}
        aria-describedby={statusId}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        style={{
          width: '100%',
          maxWidth: SIZE.width,
          aspectRatio: `${SIZE.width} / ${SIZE.height}`,
          border: '1px solid var(--mantine-color-gray-4)',
          borderRadius: 4,
          touchAction: 'none',
          background: 'white',
        }}
      />
    </Stack>
  );
}
