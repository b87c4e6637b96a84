import { Alert, Center, Loader } from '@mantine/core';
import '@mantine/dates/styles.css';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { errorTitle } from '../../../lib/error-title.ts';
import { useFolder } from '../api/get-folder.ts';
import { FolderScreen } from '../components/detail/folder-screen.tsx';
import { useFolderAccess } from '../components/use-assisteur.ts';
import { useLiveFolder } from '../components/use-live-folders.ts';

function FolderDetail({ id }: { id: number }) {
  const { isAssisteur, canWrite } = useFolderAccess();
  const { data: folder, error, refetch } = useFolder(id);
  useLiveFolder(id, !isAssisteur);
  if (folder)
    return (
      <FolderScreen
        folder={folder}
        isAssisteur={isAssisteur}
        canWrite={canWrite}
        onReload={() => void refetch()}
      />
    );
  // The page shows its load failure itself; the error dialog stays closed (errorShownByPage).
  if (error instanceof ApiError && error.status !== 404)
    return (
      <Alert color="red" title={errorTitle(error.error, error.status)}>
        {error.description}
      </Alert>
    );
  if (error)
    return (
      <Alert color="red" title="Dossier introuvable">
        Ce dossier n'existe pas ou n'est pas accessible depuis ce compte.
      </Alert>
    );
  return (
    <Center h={240}>
      <Loader />
    </Center>
  );
}

/** /folders/{id}: one screen per folder, so that leaving one for another starts afresh. */
export function Component() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Alert color="red" title="Dossier introuvable">
        Adresse de dossier invalide.
      </Alert>
    );
  return <FolderDetail key={id} id={id} />;
}
