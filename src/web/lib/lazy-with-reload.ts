const RELOAD_KEY = 'houselights:chunk-reload-at';
const ONE_MINUTE = 60_000;

/** A failed dynamic import is almost always a deploy that replaced the hashed chunks. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(
    error.message,
  );
}

/**
 * Loads a route chunk; when loading fails, reloads the page once so the new index.html brings
 * the new chunk names, but at most once a minute so a real outage cannot loop.
 */
export async function importWithReload<T>(
  load: () => Promise<T>,
  storage: Storage = sessionStorage,
  now = Date.now(),
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isChunkLoadError(error)) {
      const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
      if (now - last > ONE_MINUTE) {
        storage.setItem(RELOAD_KEY, String(now));
        window.location.reload();
        // Keep the router waiting while the page reloads.
        return new Promise<T>(() => {});
      }
    }
    throw error;
  }
}
