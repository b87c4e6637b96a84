import { InputBase } from '@mantine/core';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import type { DateRangeFilter as DateRangeFilterType } from '../../../components/date-range-filter.tsx';
import type { ImportModals as ImportModalsType } from './imports/import-modals.tsx';
import type { FolderActionModals as FolderActionModalsType } from './modals/folder-action-modals.tsx';
import type { NewFolderModal as NewFolderModalType } from './new-folder/new-folder-modal.tsx';

/*
 * What the list's first screen does not need is in chunks of its own, fetched once the rows are
 * shown (when the browser is idle) or at first use: the action modals (with the mission's map),
 * the new-folder form (places, map, phone numbers), the date-range picker (issue 12, point 26) and
 * the import modals (issue 7).
 */
const loadActionModals = () => import('./modals/folder-action-modals.tsx');
const loadNewFolderModal = () => import('./new-folder/new-folder-modal.tsx');
const loadDateRangeFilter = () => import('../../../components/date-range-filter.tsx');
const loadImportModals = () => import('./imports/import-modals.tsx');

const ActionModals = lazy(() => loadActionModals().then((m) => ({ default: m.FolderActionModals })));
const NewFolder = lazy(() => loadNewFolderModal().then((m) => ({ default: m.NewFolderModal })));
const Imports = lazy(() => loadImportModals().then((m) => ({ default: m.ImportModals })));
const DateRange = lazy(() => loadDateRangeFilter().then((m) => ({ default: m.DateRangeFilter })));

const PREFETCH_AFTER_MS = 1500;

/**
 * Once the rows are on screen (`ready`), fetches the list's other chunks when the browser has
 * nothing else to do, so that a first click waits for nothing.
 */
export function usePrefetchListParts(ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const prefetch = () => {
      void loadDateRangeFilter();
      void loadActionModals();
      void loadNewFolderModal();
      void loadImportModals();
    };
    if (typeof requestIdleCallback === 'function') {
      const timer = setTimeout(() => requestIdleCallback(prefetch, { timeout: 5000 }), PREFETCH_AFTER_MS);
      return () => clearTimeout(timer);
    }
    const timer = setTimeout(prefetch, PREFETCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready]);
}

/** Mounted from the first request on (and kept, for the modals' closing transitions). */
export function LazyFolderActionModals(props: ComponentProps<typeof FolderActionModalsType>) {
  const [wanted, setWanted] = useState(false);
  if (props.request && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ActionModals {...props} />
    </Suspense>
  ) : null;
}

/** Mounted from its first opening on. */
export function LazyNewFolderModal(props: ComponentProps<typeof NewFolderModalType>) {
  const [wanted, setWanted] = useState(false);
  if (props.opened && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NewFolder {...props} />
    </Suspense>
  ) : null;
}

/** Mounted from the first import on. */
export function LazyImportModals(props: ComponentProps<typeof ImportModalsType>) {
  const [wanted, setWanted] = useState(false);
  if (props.kind && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Imports {...props} />
    </Suspense>
  ) : null;
}

/** The date-range filter; until its chunk is there, a disabled field of the same label and size. */
export function LazyDateRangeFilter(props: ComponentProps<typeof DateRangeFilterType>) {
  return (
    <Suspense
      fallback={
        <InputBase component="button" type="button" label="Période" disabled w={240}>
          Toutes les dates
        </InputBase>
      }
    >
      <DateRange {...props} />
    </Suspense>
  );
}
