import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWithReload, isChunkLoadError } from './lazy-with-reload.ts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
    key: () => null,
    get length() {
      return data.size;
    },
  };
}

const chunkError = () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'));

describe('importWithReload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes a successful import through', async () => {
    await expect(
      importWithReload(() => Promise.resolve({ ok: 1 }), memoryStorage()),
    ).resolves.toEqual({ ok: 1 });
  });

  it('reloads once on a failed chunk, and not again within a minute', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    const storage = memoryStorage();
    const first = importWithReload(chunkError, storage, 1_000_000);
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledTimes(1);
    void first; // stays pending while the page reloads
    await expect(importWithReload(chunkError, storage, 1_030_000)).rejects.toThrow(
      /dynamically imported/,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    const later = importWithReload(chunkError, storage, 1_070_000);
    await new Promise((r) => setTimeout(r, 10));
    expect(reload).toHaveBeenCalledTimes(2);
    void later;
  });

  it('does not reload for other errors', async () => {
    const reload = vi.fn();
    vi.stubGlobal('window', { location: { reload } });
    await expect(
      importWithReload(() => Promise.reject(new Error('boom')), memoryStorage()),
    ).rejects.toThrow('boom');
    expect(reload).not.toHaveBeenCalled();
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
  });
});
