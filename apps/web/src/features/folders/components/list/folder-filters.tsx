import { Checkbox, Input, MultiSelect, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { agentOptions, useAgents } from '../../api/get-agents.ts';
import { optionsOf, useReferential } from '../../api/get-referential.ts';
import { truckOptions, useTrucks } from '../../api/get-trucks.ts';
import type { FolderListSearch } from '../../model/list-search.ts';
import { LazyDateRangeFilter as DateRangeFilter } from '../lazy-parts.tsx';
import { dateShortcuts } from '../../../../lib/date-shortcuts.ts';
import classes from './folder-filters.module.css';

interface FolderFiltersProps {
  search: FolderListSearch;
  onChange: (filters: Partial<FolderListSearch>) => void;
  isAssisteur: boolean;
  /** 'bar': a grid above the table (a computer, a tablet); 'drawer': one per row, in the phone's drawer. */
  layout?: 'bar' | 'drawer';
}

const idOf = (value: string | null) => (value ? Number(value) : undefined);
const TYPING_PAUSE_MS = 400;

/** The bar's fields, in order: the placeholder draws the same boxes. */
const barLabels = (isAssisteur: boolean) =>
  isAssisteur
    ? ['État du dossier', 'État de la mission', 'Compte prestataire']
    : ['État du dossier', 'État de la mission', 'Assisteur', 'Véhicule', 'Intervenant'];

/**
 * The bar's place while its fields are not mounted yet: the same grid of labelled boxes, so that
 * the table below does not move when they come. Hidden from screen readers and out of the tab order
 * (`inert`): nothing in it can be used.
 */
function FolderFiltersPlaceholder({ isAssisteur }: { isAssisteur: boolean }) {
  const box = (label: string) => (
    <Input.Wrapper key={label} label={label} labelElement="div">
      <Input component="div" />
    </Input.Wrapper>
  );
  return (
    <>
      <div className={classes.bar} inert aria-hidden data-testid="folder-filters-placeholder">
        {barLabels(isAssisteur).map(box)}
        <div className={classes.wide}>{box('Période')}</div>
        {box('Recherche')}
      </div>
      {/* The « Dommage signalé » row under the bar, at the same height. */}
      {!isAssisteur && <div inert aria-hidden style={{ minHeight: 36 }} />}
    </>
  );
}

/**
 * The filter bar above the table, mounted just after the rows are on screen (issue 24 §6): its seven
 * fields (options, date picker, floating dropdowns) cost ~0.4 s of a slowed CPU that the first rows
 * no longer wait for. Until then, a placeholder of the same size holds its place.
 */
export function DeferredFolderFilters(props: Omit<FolderFiltersProps, 'layout'>) {
  const ready = useDeferredValue(true, false);
  return ready ? <FolderFilters {...props} /> : <FolderFiltersPlaceholder isAssisteur={props.isAssisteur} />;
}

/** Spec 2 §2 filters: an assisteur filters by provider account, the others by assistance company, truck and agent. */
export function FolderFilters({ search, onChange, isAssisteur, layout = 'bar' }: FolderFiltersProps) {
  const folderStates = optionsOf(useReferential('FOLDER_STATE'));
  const missionStates = optionsOf(useReferential('MISSION_STATE'));
  const providers = optionsOf(useReferential('ASSISTANCE_PROVIDER', !isAssisteur));
  const accounts = optionsOf(useReferential('ACCOUNT', isAssisteur));
  const trucks = truckOptions(useTrucks(!isAssisteur));
  const agents = agentOptions(useAgents(!isAssisteur));
  const [text, setText] = useState(search.text ?? '');
  const [shownText, setShownText] = useState(search.text);
  // The address changed the search (back button, a shared link): show it.
  if (search.text !== shownText) {
    setShownText(search.text);
    setText(search.text ?? '');
  }
  const searchText = useDebouncedCallback((value: string) => {
    const next = value.trim() || undefined;
    setShownText(next);
    onChange({ text: next });
  }, TYPING_PAUSE_MS);

  const drawer = layout === 'drawer';
  // « Dommage signalé » (issue 33): a checkbox under the bar, which keeps its two rows at 1024 px.
  const damageFilter = (
    <Checkbox
      label="Dommage signalé"
      checked={search.damage === 'reported'}
      onChange={(e) => onChange({ damage: e.currentTarget.checked ? 'reported' : undefined })}
      styles={{ body: { minHeight: 36, alignItems: 'center' } }}
    />
  );

  return (
    <>
      <div className={drawer ? classes.column : classes.bar}>
        <MultiSelect
          label="État du dossier"
          placeholder="Tous"
          data={folderStates}
          value={search.folderState}
          onChange={(v) => onChange({ folderState: v as FolderListSearch['folderState'] })}
          clearable
        />
        <MultiSelect
          label="État de la mission"
          placeholder="Tous"
          data={missionStates}
          value={search.missionState}
          onChange={(v) => onChange({ missionState: v as FolderListSearch['missionState'] })}
          clearable
        />
        {isAssisteur ? (
          <Select
            label="Compte prestataire"
            placeholder="Tous"
            data={accounts}
            value={search.accountId ? String(search.accountId) : null}
            onChange={(v) => onChange({ accountId: idOf(v) })}
            clearable
            searchable
          />
        ) : (
          <>
            <Select
              label="Assisteur"
              placeholder="Tous"
              data={providers}
              value={search.assistanceProvider ?? null}
              onChange={(v) =>
                onChange({ assistanceProvider: (v ?? undefined) as FolderListSearch['assistanceProvider'] })
              }
              clearable
            />
            {drawer && damageFilter}
            <Select
              label="Véhicule"
              placeholder="Tous"
              data={trucks}
              value={search.truckId ? String(search.truckId) : null}
              onChange={(v) => onChange({ truckId: idOf(v) })}
              clearable
              searchable
            />
            <Select
              label="Intervenant"
              placeholder="Tous"
              data={agents}
              value={search.agentId ? String(search.agentId) : null}
              onChange={(v) => onChange({ agentId: idOf(v) })}
              clearable
              searchable
            />
          </>
        )}
        <div className={classes.wide}>
          <DateRangeFilter
            from={search.from}
            to={search.to}
            onChange={onChange}
            presets={dateShortcuts()}
            inDrawer={drawer}
          />
        </div>
        <TextInput
          label="Recherche"
          placeholder="N°, immatriculation, client, ville"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            searchText(event.currentTarget.value);
          }}
        />
      </div>
      {!drawer && !isAssisteur && damageFilter}
    </>
  );
}
