/**
 * The box office's way into the web router (issue 13): a chunk of a few lines that the router
 * (src/web/router.tsx) loads instead of box-office-app.ts itself. Vite writes beside each dynamic
 * import the list of chunks and styles the imported chunk needs, so that they load together; for
 * box-office-app.ts that list (its pages' shared code, its styles) would sit in the storefront's
 * main chunk, which every buyer downloads (about 0.2 KiB gzipped on the listings page). Here it
 * costs the storefront nothing, and a staff member one small request the first time.
 */
import type { RouteObject } from 'react-router';
import { loadAllMessages } from '../../i18n/i18n.ts';
import { importWithReload } from '../../lib/lazy-with-reload.ts';

/**
 * The box office's route (its frame and pages), once its chunk and the texts staff pages use
 * (US English and the reader's language) have come.
 */
export async function boxOfficeRoute(): Promise<RouteObject> {
  const [app] = await Promise.all([
    importWithReload(() => import('./box-office-app.ts')),
    loadAllMessages(),
  ]);
  await app.staffTexts;
  return app.boxOfficeRoute;
}
