import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from '../app/theme.ts';
import { DriverApp } from './driver-app.tsx';
import { registerServiceWorker } from './service-worker.ts';

const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5_000 } } });

registerServiceWorker();
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from chauffeur.html');
createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-center" autoClose={6000} />
        <DriverApp />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
