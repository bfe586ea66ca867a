import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient, resolveBaseUrl } from './http-client.ts';
import { createProgressStore } from './progress-store.ts';
import { createServerClock } from './server-clock.ts';

let server: Server;
let baseUrl: string;
let lastHeaders: IncomingHttpHeaders = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    lastHeaders = request.headers;
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/ok') {
      response.setHeader('content-type', 'application/json');
      response.setHeader('server-time', String(Date.now() + 90_000));
      response.end(JSON.stringify({ query: Object.fromEntries(url.searchParams) }));
    } else if (url.pathname === '/missing') {
      response.statusCode = 404;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ statusCode: 404, code: 'PRODUCTION_NOT_FOUND', message: 'x' }));
    } else {
      response.statusCode = 502;
      response.end('<html>bad gateway</html>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('http client (over real HTTP)', () => {
  it('asks for JSON, sends the query, and adds Authorization only when there is one', async () => {
    const client = createHttpClient({ baseUrl });
    expect(await client.get('/ok', { lang: 'ht', empty: '', none: undefined })).toEqual({
      query: { lang: 'ht' },
    });
    expect(lastHeaders.accept).toBe('application/json');
    expect(lastHeaders.authorization).toBeUndefined();
    const withToken = createHttpClient({ baseUrl, getAuthorization: () => 'Bearer abc' });
    await withToken.get('/ok');
    expect(lastHeaders.authorization).toBe('Bearer abc');
  });

  it('tells the server clock the time of each answer (a server 90 s ahead)', async () => {
    const clock = createServerClock();
    const client = createHttpClient({ baseUrl, clock });
    await client.get('/ok');
    expect(Math.abs(clock.now() - (Date.now() + 90_000))).toBeLessThan(1_000);
  });

  it('sends a POST’s extra headers (an Idempotency-Key), and none unasked', async () => {
    const client = createHttpClient({ baseUrl });
    await client.post('/ok', { a: 1 }, { 'Idempotency-Key': 'pay-0123456789abcdef' });
    expect(lastHeaders['idempotency-key']).toBe('pay-0123456789abcdef');
    expect(lastHeaders['content-type']).toBe('application/json');
    await client.post('/ok', { a: 1 });
    expect(lastHeaders['idempotency-key']).toBeUndefined();
  });

  it('turns API errors into ApiError with the code, and non-JSON failures too', async () => {
    const client = createHttpClient({ baseUrl });
    await expect(client.get('/missing')).rejects.toMatchObject({
      status: 404,
      code: 'PRODUCTION_NOT_FOUND',
    });
    await expect(client.get('/broken')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL_ERROR',
    });
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    const client = createHttpClient({ baseUrl: 'http://127.0.0.1:1' });
    const error = await client.get('/ok').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('NETWORK_ERROR');
  });

  it('drives the progress indicator and marks failed requests', async () => {
    const progress = createProgressStore();
    const seen: number[] = [];
    progress.subscribe(() => seen.push(progress.getSnapshot().active));
    const client = createHttpClient({ baseUrl, progress });
    await client.get('/ok');
    expect(seen).toEqual([1, 0]);
    expect(progress.getSnapshot().failed).toBe(false);
    await client.get('/missing').catch(() => {});
    expect(progress.getSnapshot().failed).toBe(false); // a 404 is an answer, not a failure
    await client.get('/broken').catch(() => {});
    expect(progress.getSnapshot()).toEqual({ active: 0, failed: true });
    progress.clearFailure();
    expect(progress.getSnapshot().failed).toBe(false);
  });

  it('falls back to localhost when there is no configured base address and no page', () => {
    expect(resolveBaseUrl(undefined)).toBe('http://localhost:3000');
    expect(resolveBaseUrl('https://tickets.example.org/')).toBe('https://tickets.example.org');
  });
});
