/**
 * Lets the door page open again without a connection (issue 13): registers the door's service
 * worker (public/door-sw.js, scope /box-office/door/ only) and tells it the files this page runs
 * on (its scripts and styles, the QR decoder's worker and .wasm), which it keeps. Without it a
 * reload while offline would show the browser's own error instead of the kept ticket list.
 */
const SCOPE = '/box-office/door/';

export async function keepDoorPageOffline(extraFiles: Promise<string[]>): Promise<void> {
  // Not in Vite's dev server (no built assets) nor where there are no service workers.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register('/door-sw.js', { scope: SCOPE });
    const ready = await navigator.serviceWorker.ready;
    const own = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => {
        const parsed = new URL(url);
        return parsed.origin === location.origin && parsed.pathname.startsWith('/assets/');
      });
    const files = [...new Set([...own, ...(await extraFiles), '/favicon.svg'])];
    ready.active?.postMessage({ doorAssets: files, page: location.pathname });
  } catch {
    // Without it the page still works while it stays open; only a reload offline would not.
  }
}
