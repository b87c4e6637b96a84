import { CsvImportModal } from './csv-import-modal.tsx';
import { GpxImportModal } from './gpx-import-modal.tsx';

export type ImportKind = 'csv' | 'gpx';

/** The list's two import modals, in one lazily loaded chunk. */
export function ImportModals({ kind, onClose }: { kind: ImportKind | null; onClose: () => void }) {
  return (
    <>
      <CsvImportModal opened={kind === 'csv'} onClose={onClose} />
      <GpxImportModal opened={kind === 'gpx'} onClose={onClose} />
    </>
  );
}
