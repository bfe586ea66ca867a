/**
 * The door (issue 13), role door and above: the performances to choose from, a performance's
 * ticket list (which the door page keeps, to go on admitting offline), a scan, and the sync of
 * scans made offline. The labels (seats, access notes) are in the staff member's language:
 * `?lang=`, else the `lang` cookie, else Accept-Language.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DoorActor, DoorCheckIn } from '../../../domain/ports/door-check-in.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../../shared/contracts/common.ts';
import {
  DoorListSchema,
  DoorParamsSchema,
  DoorPerformancesSchema,
  DoorScanBodySchema,
  DoorScanResultSchema,
  DoorSyncBodySchema,
  DoorSyncResultSchema,
} from '../../../shared/contracts/door.ts';
import type { RateLimiter } from '../../rate-limiter.ts';
import { requestLocale } from '../../request-locale.ts';
import type { StaffSessions } from '../../staff-auth.ts';

const errors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  429: ErrorResponseSchema,
};
const DOOR = { staffRole: 'door' } as const;
/** DOOR_SYNC_MAX scans of at most about 160 bytes each (a 64-character id), with room. */
const SYNC_BODY_LIMIT = 400 * 1024;

export function doorRoutes(
  door: DoorCheckIn,
  opts: { sessions: StaffSessions; limiter: RateLimiter },
) {
  const { sessions, limiter } = opts;

  async function actor(request: FastifyRequest): Promise<DoorActor> {
    const staff = await sessions.member(request);
    return { staffId: staff.id, name: staff.name };
  }

  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/door/performances',
      {
        config: DOOR,
        schema: {
          tags: ['box-office'],
          summary: 'The door: performances from today on, with admitted and expected counts',
          querystring: LangQuerySchema,
          response: { 200: DoorPerformancesSchema, ...errors },
        },
      },
      async (request) => door.performances(requestLocale(request, request.query.lang)),
    );

    r.get(
      '/api/box-office/door/:performanceId',
      {
        config: DOOR,
        schema: {
          tags: ['box-office'],
          summary: 'The door: every ticket of a performance, its seat, buyer, access notes, state',
          params: DoorParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: DoorListSchema, ...errors },
        },
      },
      async (request) =>
        door.list(request.params.performanceId, requestLocale(request, request.query.lang)),
    );

    r.post(
      '/api/box-office/door/:performanceId/scans',
      {
        config: DOOR,
        schema: {
          tags: ['box-office'],
          summary: 'The door: a scan, admitting a valid ticket once (or saying why not)',
          params: DoorParamsSchema,
          querystring: LangQuerySchema,
          body: DoorScanBodySchema,
          response: { 200: DoorScanResultSchema, ...errors },
        },
      },
      async (request) => {
        const by = await actor(request);
        limiter.hit('doorScanStaff', String(by.staffId));
        return door.scan(
          request.params.performanceId,
          request.body.barcode,
          by,
          requestLocale(request, request.query.lang),
        );
      },
    );

    r.post(
      '/api/box-office/door/:performanceId/sync',
      {
        config: DOOR,
        // The app's 64 KiB is a few hundred scans; a long evening offline sends up to 2,000.
        bodyLimit: SYNC_BODY_LIMIT,
        schema: {
          tags: ['box-office'],
          summary: 'The door: scans made offline, admitted as of when seen; conflicts reported',
          params: DoorParamsSchema,
          querystring: LangQuerySchema,
          body: DoorSyncBodySchema,
          response: { 200: DoorSyncResultSchema, ...errors },
        },
      },
      async (request) => {
        const by = await actor(request);
        limiter.hit('doorSyncStaff', String(by.staffId));
        return door.sync(
          request.params.performanceId,
          request.body.scans,
          by,
          requestLocale(request, request.query.lang),
        );
      },
    );
  };
}
