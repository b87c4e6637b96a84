import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { prefetchFolderList } from './prefetch-folders.ts';

describe('prefetchFolderList', () => {
  it('asks for the lists the table labels with beside the first page, not once the table is drawn', async () => {
    const client = new QueryClient();
    const asked = vi.spyOn(client, 'prefetchQuery').mockResolvedValue(undefined);
    await prefetchFolderList(client, 'http://localhost/folders', Promise.resolve(undefined));
    const keys = asked.mock.calls.map(([options]) => JSON.stringify(options.queryKey));
    expect(keys).toEqual(
      expect.arrayContaining([
        '["referentials","ASSISTANCE_PROVIDER"]',
        '["referentials","FOLDER_STATE"]',
        '["referentials","MISSION_STATE"]',
      ]),
    );
    // And the page itself.
    expect(keys.some((key) => key.includes('folders'))).toBe(true);
  });
});
