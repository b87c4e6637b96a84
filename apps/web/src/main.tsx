import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './lib/dates.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { watchSession } from './app/session-watch.ts';
import { startSessionRefresh } from './lib/session-refresh.ts';

watchSession(router, queryClient);
startSessionRefresh();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
