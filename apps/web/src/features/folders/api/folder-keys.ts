/** Every folder query sits under ['folders']: an action on a folder reloads them all. */
export const folderKeys = {
  all: ['folders'] as const,
  list: (query: object) => ['folders', 'list', query] as const,
  detail: (id: number) => ['folders', 'detail', id] as const,
  kml: (missionId: number) => ['folders', 'kml', missionId] as const,
};
