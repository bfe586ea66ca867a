/**
 * The box office's way into the web router (issue 13): a chunk of a few lines that the router
 * (src/web/router.tsx) loads instead of box-office-app.ts itself. Vite writes beside each dynamic
 * import the list of chunks and styles the imported chunk needs, so that they load together; for
 * box-office-app.ts that list (its pages' shared code, its styles) would sit in the storefront's
 * main chunk, which every buyer downloads (about 0.2 KiB gzipped on the listings page). Here it
 * costs the storefront nothing, and a staff member one small request the first time.
 */
import { loadAllMessages } from '../../i18n/i18n.ts';
import { importWithReload } from '../../lib/lazy-with-reload.ts';

/** The box office's chunk, with the texts staff pages use (US English and the reader's). */
async function loadBoxOffice() {
  const [app] = await Promise.all([
    importWithReload(() => import('./box-office-app.ts')),
    loadAllMessages(),
  ]);
  await app.staffTexts;
  return app;
}

/** The parts (page, loader, error page) of a route the router names: the frame and its home. */
export async function boxOfficeRoute(name: 'frame' | 'pageError' | 'home') {
  const parts = (await loadBoxOffice()).boxOfficeRoutes[name];
  return typeof parts === 'function' ? parts() : parts;
}

/** The pages under the frame, for the router to add (box-office-app.ts, `boxOfficePages`). */
export async function boxOfficePages() {
  return (await loadBoxOffice()).boxOfficePages;
}
