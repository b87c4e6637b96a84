import { ActionIcon, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { DamageView, describeDamageMark, type DamageMark } from '@plateau/contracts';
import { CarDrawing } from './car-drawings.tsx';
import { newMarkId, positionInBox, viewBoxes } from './geometry.ts';
import { MarkForm, type MarkDraft } from './mark-form.tsx';
import { WRAPPING_BUTTON } from '../wrapping-button.ts';

/**
 * The damage diagram: drawings of a car (top, both sides, front, back) with numbered marks, and
 * the list of the marks. Shared by the driver's procès-verbal and the yard's condition sheet.
 *
 *   <DamageDiagramEditor marks={marks} onChange={setMarks} />       // tap a drawing to add a mark
 *   <DamageDiagramEditor marks={marks} />                           // read-only: every view at once
 *   <DamageDiagramEditor marks={marks} highlighted={newIds} />      // new damage drawn red
 *
 * - `marks`: the contract's `DamageMark[]` (positions per mille of each drawing).
 * - `onChange`: receives the whole new list; without it the diagram is read-only.
 * - `highlighted`: ids of marks to draw in red (differences between pickup and delivery).
 * - `label`: a title for the diagram (also its accessible name).
 * - `markExtra`: what each mark of the list shows under its words (the driver's « Photo du
 *   dommage » button, the operator's thumbnail of that photo).
 * The general state is not part of it: use `GeneralStatePicker` next to it.
 * Every action has a ≥ 48 px target; a mark can be added from lists, without a pointer.
 */
export interface DamageDiagramProps {
  marks: DamageMark[];
  onChange?: (marks: DamageMark[]) => void;
  highlighted?: ReadonlySet<string>;
  label?: string;
  markExtra?: (mark: DamageMark, index: number) => ReactNode;
}

const shortViewLabels: Record<DamageView, string> = {
  top: 'Dessus',
  left: 'Gauche',
  right: 'Droite',
  front: 'Avant',
  back: 'Arrière',
};

function ViewDrawing(props: {
  view: DamageView;
  marks: DamageMark[];
  allMarks: DamageMark[];
  highlighted?: ReadonlySet<string>;
  onTap?: (x: number, y: number) => void;
}) {
  const box = viewBoxes[props.view];
  const tap = (event: MouseEvent<SVGSVGElement>) => {
    const { x, y } = positionInBox(event, event.currentTarget.getBoundingClientRect());
    props.onTap?.(x, y);
  };
  const radius = Math.max(box.width, box.height) * 0.045;
  return (
    <svg
      viewBox={`0 0 ${box.width} ${box.height}`}
      width="100%"
      style={{
        display: 'block',
        aspectRatio: `${box.width} / ${box.height}`,
        cursor: props.onTap ? 'crosshair' : undefined,
        touchAction: 'manipulation',
      }}
      role="img"
      aria-label={shortViewLabels[props.view]}
      data-testid={`damage-view-${props.view}`}
      onClick={props.onTap ? tap : undefined}
    >
      <CarDrawing view={props.view} />
      {props.marks.map((mark) => {
        const red = props.highlighted?.has(mark.id);
        const cx = (mark.x / 1000) * box.width;
        const cy = (mark.y / 1000) * box.height;
        return (
          <g key={mark.id} data-testid="damage-mark" data-new={red ? 'true' : undefined}>
            <circle
              cx={cx}
              cy={cy}
              r={radius}
              fill={red ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-orange-6)'}
              stroke="white"
              strokeWidth={2}
            />
            <text
              x={cx}
              y={cy}
              dy="0.35em"
              textAnchor="middle"
              fontSize={radius * 1.2}
              fill="white"
              fontWeight={700}
            >
              {props.allMarks.indexOf(mark) + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function DamageDiagramEditor({ marks, onChange, highlighted, label, markExtra }: DamageDiagramProps) {
  const [view, setView] = useState<DamageView>('top');
  const [draft, setDraft] = useState<MarkDraft | null>(null);
  const marksOf = (v: DamageView) => marks.filter((m) => m.view === v);

  const add = (mark: Omit<DamageMark, 'id' | 'photoId'>) => {
    onChange?.([...marks, { ...mark, id: newMarkId(), photoId: null }]);
    setDraft(null);
  };

  return (
    <Stack gap="xs" aria-label={label ?? 'Schéma des dommages'} role="group">
      {label && <Text fw={600}>{label}</Text>}
      {onChange ? (
        <>
          <SegmentedControl
            fullWidth
            // Five views side by side in 310 px (the yard's card on a phone): no label cut off.
            size="sm"
            styles={{
              label: {
                minHeight: 48,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                paddingInline: 4,
              },
            }}
            data={DamageView.map((v) => ({ value: v, label: shortViewLabels[v] }))}
            value={view}
            onChange={(value) => setView(value as DamageView)}
          />
          <div style={{ maxWidth: view === 'top' ? 220 : 420, margin: '0 auto', width: '100%' }}>
            <ViewDrawing
              view={view}
              marks={marksOf(view)}
              allMarks={marks}
              highlighted={highlighted}
              onTap={(x, y) => setDraft({ view, x, y })}
            />
          </div>
          <Text size="sm" c="dimmed">
            Touchez le dessin à l’endroit du dommage.
          </Text>
          <Button
            size="lg"
            variant="light"
            {...WRAPPING_BUTTON}
            onClick={() => setDraft({ view, fromList: true })}
          >
            Ajouter un dommage depuis une liste
          </Button>
          <MarkForm draft={draft} onCancel={() => setDraft(null)} onAdd={add} />
        </>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {DamageView.map((v) => (
            <Stack key={v} gap={2}>
              <Text size="xs" c="dimmed">
                {shortViewLabels[v]}
              </Text>
              <ViewDrawing view={v} marks={marksOf(v)} allMarks={marks} highlighted={highlighted} />
            </Stack>
          ))}
        </SimpleGrid>
      )}
      <DamageMarkList
        marks={marks}
        highlighted={highlighted}
        markExtra={markExtra}
        onRemove={onChange && ((id) => onChange(marks.filter((m) => m.id !== id)))}
      />
    </Stack>
  );
}

function DamageMarkList(props: {
  marks: DamageMark[];
  highlighted?: ReadonlySet<string>;
  onRemove?: (id: string) => void;
  markExtra?: (mark: DamageMark, index: number) => ReactNode;
}) {
  if (props.marks.length === 0) return <Text c="dimmed">Aucun dommage relevé.</Text>;
  return (
    <Stack
      gap={4}
      component="ol"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="damage-mark-list"
    >
      {props.marks.map((mark, index) => (
        <Stack key={mark.id} component="li" gap={4} data-testid="damage-mark-item">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text
              c={props.highlighted?.has(mark.id) ? 'red.7' : undefined}
              fw={props.highlighted?.has(mark.id) ? 700 : undefined}
            >
              {index + 1}. {describeDamageMark(mark)}
              {props.highlighted?.has(mark.id) ? ' (nouveau)' : ''}
            </Text>
            {props.onRemove && (
              <ActionIcon
                size={48}
                variant="subtle"
                color="red"
                aria-label={`Retirer le dommage ${index + 1}`}
                onClick={() => props.onRemove?.(mark.id)}
              >
                ✕
              </ActionIcon>
            )}
          </Group>
          {props.markExtra?.(mark, index)}
        </Stack>
      ))}
    </Stack>
  );
}
