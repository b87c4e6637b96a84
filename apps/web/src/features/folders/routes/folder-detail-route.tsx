import { Alert, Center, Loader } from '@mantine/core';
import '@mantine/dates/styles.css';
import { useParams } from 'react-router';
import { useFolder } from '../api/get-folder.ts';
import { FolderScreen } from '../components/detail/folder-screen.tsx';
import { useIsAssisteur } from '../components/use-assisteur.ts';
import { useLiveFolder } from '../components/use-live-folders.ts';

function FolderDetail({ id }: { id: number }) {
  const isAssisteur = useIsAssisteur();
  const { data: folder, isError, refetch } = useFolder(id);
  useLiveFolder(id, !isAssisteur);
  if (folder) return <FolderScreen folder={folder} readOnly={isAssisteur} onReload={() => void refetch()} />;
  if (isError)
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
