import type { RouteObject } from 'react-router';
import { PageLoadingBar } from './layout/page-loading-bar.tsx';
import type { RouteHandle } from './layout/page-title.ts';
import { lazyModule } from './lazy-module.ts';
import { RouteError } from './route-error.tsx';

/** The customers' pages a link leads to: public, outside the guard and the signed-in layout. */
export const publicRoutes: RouteObject[] = [
  {
    // The customer's tracking link (SMS #STATUS_URL): public, outside the guard and the layout.
    path: '/suivi/:token',
    handle: { title: 'Suivi de votre intervention' } satisfies RouteHandle,
    lazy: lazyModule(() => import('../features/tracking/routes/tracking-route.tsx')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoadingBar />,
  },
  {
    // The customer's quote link (« Envoyer »): public, outside the guard and the layout.
    path: '/devis/:token',
    handle: { title: 'Votre devis' } satisfies RouteHandle,
    lazy: lazyModule(() => import('../features/quotes/routes/public-quote-route.tsx')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoadingBar />,
  },
  {
    // The customer's payment link (« Envoyer un lien de paiement »): public, outside the guard and the layout.
    path: '/paiement/:token',
    handle: { title: 'Paiement de votre facture' } satisfies RouteHandle,
    lazy: lazyModule(() => import('../features/payment-link/routes/public-payment-link-route.tsx')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoadingBar />,
  },
];
