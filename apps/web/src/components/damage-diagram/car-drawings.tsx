import type { DamageView } from '@plateau/contracts';

/**
 * Plain outlines of a car, one per view, drawn in the boxes of `viewBoxes`. The front is at the top
 * of the top view, on the left of the left side and on the right of the right side (as one walks
 * around the car).
 */
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinejoin: 'round' } as const;
const glass = { fill: 'var(--mantine-color-gray-2)', stroke: 'currentColor', strokeWidth: 2 } as const;
const tyre = { fill: 'var(--mantine-color-dark-4)' } as const;

function TopView() {
  return (
    <g>
      <rect x={32} y={40} width={16} height={56} rx={5} {...tyre} />
      <rect x={152} y={40} width={16} height={56} rx={5} {...tyre} />
      <rect x={32} y={290} width={16} height={56} rx={5} {...tyre} />
      <rect x={152} y={290} width={16} height={56} rx={5} {...tyre} />
      <rect x={40} y={16} width={120} height={368} rx={48} {...stroke} fill="var(--mantine-color-body)" />
      <path d="M56 128 Q100 104 144 128 L136 168 Q100 158 64 168 Z" {...glass} />
      <rect x={64} y={172} width={72} height={110} rx={10} {...stroke} />
      <path d="M64 290 Q100 298 136 290 L146 330 Q100 344 54 330 Z" {...glass} />
      <text x={100} y={12} textAnchor="middle" fontSize={12} fill="currentColor">
        AVANT
      </text>
    </g>
  );
}

function SideView({ frontOnLeft }: { frontOnLeft: boolean }) {
  return (
    <g transform={frontOnLeft ? undefined : 'translate(400 0) scale(-1 1)'}>
      <path
        d="M20 128 L24 96 Q30 84 60 80 L110 76 L150 36 Q160 28 176 28 L290 28 Q304 28 314 40 L346 78 Q376 84 382 100 L384 128 Z"
        {...stroke}
        fill="var(--mantine-color-body)"
      />
      <path d="M118 76 L156 40 L220 40 L220 76 Z" {...glass} />
      <path d="M230 40 L292 40 L322 76 L230 76 Z" {...glass} />
      <line x1={225} y1={80} x2={225} y2={124} {...stroke} strokeWidth={2} />
      <circle cx={96} cy={132} r={28} {...tyre} />
      <circle cx={316} cy={132} r={28} {...tyre} />
      {frontOnLeft && (
        <text x={20} y={172} fontSize={12} fill="currentColor">
          ← AVANT
        </text>
      )}
    </g>
  );
}

function EndView({ front }: { front: boolean }) {
  return (
    <g>
      <rect x={30} y={132} width={30} height={36} rx={6} {...tyre} />
      <rect x={180} y={132} width={30} height={36} rx={6} {...tyre} />
      <path
        d="M24 140 L26 92 Q30 76 50 72 L68 30 Q72 22 84 22 L156 22 Q168 22 172 30 L190 72 Q210 76 214 92 L216 140 Z"
        {...stroke}
        fill="var(--mantine-color-body)"
      />
      <path d="M76 32 L164 32 L180 70 L60 70 Z" {...glass} />
      <rect x={36} y={88} width={36} height={18} rx={6} {...(front ? glass : tyre)} />
      <rect x={168} y={88} width={36} height={18} rx={6} {...(front ? glass : tyre)} />
      <rect x={90} y={110} width={60} height={16} rx={2} {...stroke} strokeWidth={2} />
    </g>
  );
}

export function CarDrawing({ view }: { view: DamageView }) {
  switch (view) {
    case 'top':
      return <TopView />;
    case 'left':
      return <SideView frontOnLeft />;
    case 'right':
      return (
        <>
          <SideView frontOnLeft={false} />
          <text x={380} y={172} textAnchor="end" fontSize={12} fill="currentColor">
            AVANT →
          </text>
        </>
      );
    case 'front':
      return <EndView front />;
    case 'back':
      return <EndView front={false} />;
  }
}
