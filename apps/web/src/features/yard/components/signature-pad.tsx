import { Button, Group, Stack, Text } from '@mantine/core';
import { useRef } from 'react';

const SIZE = { width: 320, height: 120 };

/** A box to sign in with a finger or the mouse; `onChange` gets the PNG (null once cleared). */
export function SignaturePad({ label, onChange }: { label: string; onChange: (png: string | null) => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
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
    onChange(canvas.current?.toDataURL('image/png') ?? null);
  };
  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, SIZE.width, SIZE.height);
    onChange(null);
  };
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Button variant="subtle" size="compact-xs" onClick={clear}>
          Effacer
        </Button>
      </Group>
      <canvas
        ref={canvas}
        width={SIZE.width}
        height={SIZE.height}
        aria-label={label}
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
