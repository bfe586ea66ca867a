/**
 * The ceiling of `npm run bench:onsale`: a bare Fastify with one route, POST /hold {seatIds},
 * doing only the hold itself: the conditional UPDATE … RETURNING of the seat rows, all or nothing
 * in a transaction (BEGIN, UPDATE, COMMIT or ROLLBACK), on the same database as the storefront
 * and with the same pool size (10 connections) or the same PGlite folder and settings.
 * GET /health answers without the database (the bench opens its connections with it).
 * A body may name another performance (the bench's warm-up). Env: PERFORMANCE_ID, and DATABASE_URL or PGLITE_DIR. Sends {port} to its parent when ready.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const performanceId = Number(process.env.PERFORMANCE_ID);
if (!Number.isInteger(performanceId)) throw new Error('PERFORMANCE_ID is required');

const HOLD = `update performance_seats
  set status = 'held', hold_id = $1, held_until = $2
  where performance_id = $3 and seat_id = any($4::int[])
    and (status = 'available' or (status = 'held' and held_until <= $5))
  returning seat_id`;
const HOLD_MS = 15 * 60 * 1000;

/** Answers the held seat ids, or null when one of them was taken (nothing is held then). */
type Hold = (seatIds: number[], performance?: number) => Promise<number[] | null>;

function params(seatIds: number[], performance = performanceId) {
  const now = new Date();
  return [randomUUID(), new Date(now.getTime() + HOLD_MS), performance, seatIds, now];
}

async function postgresHold(url: string): Promise<{ hold: Hold; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const hold: Hold = async (seatIds, performance) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await client.query<{ seat_id: number }>(HOLD, params(seatIds, performance));
      const ok = result.rows.length === seatIds.length;
      await client.query(ok ? 'COMMIT' : 'ROLLBACK');
      return ok ? result.rows.map((r) => r.seat_id) : null;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      // Overlapping holds locking in another order: someone else was first.
      if ((error as { code?: string }).code === '40P01') return null;
      throw error;
    } finally {
      client.release();
    }
  };
  return { hold, close: () => pool.end() };
}

async function pgliteHold(dataDir: string): Promise<{ hold: Hold; close(): Promise<void> }> {
  // The storefront's PGlite settings (src/adapters/db/client.ts).
  const db = await PGlite.create({
    dataDir,
    postgresqlconf: ['shared_buffers = 16MB', 'work_mem = 4MB', 'maintenance_work_mem = 16MB'],
  });
  const hold: Hold = (seatIds, performance) =>
    db.transaction(async (tx) => {
      const result = await tx.query<{ seat_id: number }>(HOLD, params(seatIds, performance));
      if (result.rows.length === seatIds.length) return result.rows.map((r) => r.seat_id);
      await tx.rollback();
      return null;
    });
  return { hold, close: () => db.close() };
}

const store = process.env.DATABASE_URL
  ? await postgresHold(process.env.DATABASE_URL)
  : await pgliteHold(process.env.PGLITE_DIR ?? '');

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.post<{ Body: { seatIds: number[]; performanceId?: number } }>(
  '/hold',
  async (request, reply) => {
    const seatIds = request.body?.seatIds;
    // The bench warms the route up on another performance first.
    const performance = request.body?.performanceId;
    if (!Array.isArray(seatIds) || seatIds.length === 0 || seatIds.length > 9)
      return reply.status(400).send({ code: 'VALIDATION_FAILED' });
    const held = await store.hold(seatIds, Number.isInteger(performance) ? performance : undefined);
    if (!held) return reply.status(409).send({ code: 'SEATS_UNAVAILABLE' });
    return { seatIds: held };
  },
);

process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => store.close())
    .then(() => process.exit(0));
});

await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.send?.({ port: (app.server.address() as { port: number }).port });
