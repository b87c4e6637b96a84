/** The app shell and the last missions open without network (public/chauffeur-sw.js). */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/chauffeur-sw.js', { scope: '/chauffeur' }).catch(() => undefined);
  });
}
