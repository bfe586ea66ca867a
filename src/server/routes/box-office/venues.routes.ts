/**
 * Venues and seat maps in the box office (issue 13): managers create a venue from a venue file
 * (CSV or JSON, its text in a JSON body; docs/venue-file-format.md), preview it as the storefront
 * will draw it, edit seats, and replace a layout; box-office staff may look. A file with
 * problems is answered 400 VENUE_FILE_INVALID with every problem (line, field, message), a new
 * layout dropping sold or held seats 409 VENUE_SEATS_IN_USE; neither changes anything.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { VenueSetup } from '../../../domain/ports/venue-setup.ts';
import { parseVenueFile } from '../../../domain/venues/venue-file.ts';
import { VenueFileError } from '../../../domain/venues/venue-file-error.ts';
import { exportVenueFile } from '../../../domain/venues/venue-file-export.ts';
import type { VenuePlan } from '../../../domain/venues/venue-plan.ts';
import { ErrorResponseSchema, LangQuerySchema } from '../../../shared/contracts/common.ts';
import {
  describeVenueFileProblem,
  SeatUpdateBodySchema,
  StaffSeatSchema,
  StaffVenueListSchema,
  StaffVenueSchema,
  VENUE_FILE_MAX_CHARS,
  VenueCreateBodySchema,
  VenueErrorResponseSchema,
  VenueExportQuerySchema,
  VenueFileBodySchema,
  type VenueFileInput,
  VenueLayoutReplacedSchema,
  VenueParamsSchema,
  VenuePreviewSchema,
  VenueSeatParamsSchema,
  VenueUpdateBodySchema,
} from '../../../shared/contracts/venues.ts';
import { ERROR_STATUS } from '../../../shared/errors.ts';
import { ALL_MESSAGES } from '../../../shared/i18n/all-messages.ts';
import { translate } from '../../../shared/i18n/translate.ts';
import type { Locale } from '../../../shared/locales.ts';
import { requestLocale } from '../../request-locale.ts';
import type { StaffSessions } from '../../staff-auth.ts';

const errors = {
  400: VenueErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: VenueErrorResponseSchema,
  413: ErrorResponseSchema,
};
const MANAGER = { staffRole: 'manager' } as const;
const STAFF = { staffRole: 'staff' } as const;
/**
 * A file of VENUE_FILE_MAX_CHARS inside JSON: its quotes and line breaks are escaped (each two
 * characters, some UTF-8 three bytes), so the body may be well over the text's own size.
 */
const FILE_BODY_LIMIT = VENUE_FILE_MAX_CHARS * 3;

const localeOf = (request: FastifyRequest) =>
  requestLocale(request, (request.query as { lang?: string } | undefined)?.lang);

/** The problems in the reader's language, with their keys for the web. */
function sendProblems(error: VenueFileError, request: FastifyRequest, reply: FastifyReply) {
  const locale: Locale = localeOf(request);
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(ALL_MESSAGES, locale, key, params);
  return reply.status(ERROR_STATUS[error.code]).send({
    statusCode: ERROR_STATUS[error.code],
    code: error.code,
    message: t(`errors.${error.code}`),
    problems: error.problems.map((problem) => ({
      ...problem,
      message: describeVenueFileProblem(problem, t),
    })),
  });
}

export function venuesRoutes(setup: VenueSetup, opts: { sessions: StaffSessions }) {
  const { sessions } = opts;

  /** A file read into a plan against the bands that exist, or every problem it has. */
  async function planOf(file: VenueFileInput): Promise<VenuePlan> {
    const bands = await setup.priceBands('en-US');
    const read = parseVenueFile(
      file,
      bands.map((band) => band.code),
    );
    if (!read.ok) throw new VenueFileError('VENUE_FILE_INVALID', read.problems);
    return read.plan;
  }

  return async (app: FastifyInstance) => {
    // File problems are answered here; any other error goes on to the app's handler.
    app.setErrorHandler((error, request, reply) => {
      if (error instanceof VenueFileError) return sendProblems(error, request, reply);
      throw error;
    });
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/box-office/venues',
      {
        config: STAFF,
        schema: {
          tags: ['box-office'],
          summary: 'Venues, with their sections, seats and performances counted',
          querystring: LangQuerySchema,
          response: { 200: StaffVenueListSchema, ...errors },
        },
      },
      async (request) => ({ venues: await setup.list(localeOf(request)) }),
    );

    r.post(
      '/api/box-office/venues/preview',
      {
        config: MANAGER,
        bodyLimit: FILE_BODY_LIMIT,
        schema: {
          tags: ['box-office'],
          summary: 'A venue file read and drawn as the storefront would, saving nothing',
          querystring: LangQuerySchema,
          body: VenueFileBodySchema,
          response: { 200: VenuePreviewSchema, ...errors },
        },
      },
      async (request) => setup.preview(await planOf(request.body.file), localeOf(request)),
    );

    r.post(
      '/api/box-office/venues',
      {
        config: MANAGER,
        bodyLimit: FILE_BODY_LIMIT,
        schema: {
          tags: ['box-office'],
          summary: 'A new venue from a venue file (CSV or JSON)',
          querystring: LangQuerySchema,
          body: VenueCreateBodySchema,
          response: { 201: StaffVenueSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = await sessions.member(request);
        const { name, address, file } = request.body;
        const plan = await planOf(file);
        const id = await setup.create({ name, address }, plan, { staffId: staff.id });
        return reply.status(201).send(await setup.get(id, localeOf(request)));
      },
    );

    r.get(
      '/api/box-office/venues/:venue',
      {
        config: STAFF,
        schema: {
          tags: ['box-office'],
          summary: 'A venue: its layout as the storefront draws it and its seats’ attributes',
          params: VenueParamsSchema,
          querystring: LangQuerySchema,
          response: { 200: StaffVenueSchema, ...errors },
        },
      },
      async (request) => setup.get(request.params.venue, localeOf(request)),
    );

    r.patch(
      '/api/box-office/venues/:venue',
      {
        config: MANAGER,
        schema: {
          tags: ['box-office'],
          summary: 'A venue’s name or address',
          params: VenueParamsSchema,
          querystring: LangQuerySchema,
          body: VenueUpdateBodySchema,
          response: { 200: StaffVenueSchema, ...errors },
        },
      },
      async (request) => {
        const staff = await sessions.member(request);
        const { name, address } = request.body;
        await setup.update(
          request.params.venue,
          { ...(name ? { name } : {}), ...(address ? { address } : {}) },
          { staffId: staff.id },
        );
        return setup.get(request.params.venue, localeOf(request));
      },
    );

    r.get(
      '/api/box-office/venues/:venue/file',
      {
        config: STAFF,
        schema: {
          tags: ['box-office'],
          summary: 'The layout as a venue file (CSV with a byte-order mark, or JSON) to download',
          params: VenueParamsSchema,
          querystring: VenueExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { venue } = request.params;
        const { kind } = request.query;
        const text = exportVenueFile(await setup.exportLayout(venue), kind);
        return reply
          .type(kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="venue-${venue}.${kind}"`)
          .send(kind === 'csv' ? `\uFEFF${text}` : text);
      },
    );

    r.post(
      '/api/box-office/venues/:venue/layout/preview',
      {
        config: MANAGER,
        bodyLimit: FILE_BODY_LIMIT,
        schema: {
          tags: ['box-office'],
          summary: 'A new layout for a venue, drawn, with what it would change; saving nothing',
          params: VenueParamsSchema,
          querystring: LangQuerySchema,
          body: VenueFileBodySchema,
          response: { 200: VenuePreviewSchema, ...errors },
        },
      },
      async (request) =>
        setup.preview(await planOf(request.body.file), localeOf(request), request.params.venue),
    );

    r.put(
      '/api/box-office/venues/:venue/layout',
      {
        config: MANAGER,
        bodyLimit: FILE_BODY_LIMIT,
        schema: {
          tags: ['box-office'],
          summary: 'A venue’s layout replaced by a venue file; sold and held seats must stay',
          params: VenueParamsSchema,
          querystring: LangQuerySchema,
          body: VenueFileBodySchema,
          response: { 200: VenueLayoutReplacedSchema, ...errors },
        },
      },
      async (request) => {
        const staff = await sessions.member(request);
        const { venue } = request.params;
        const plan = await planOf(request.body.file);
        const changes = await setup.replaceLayout(venue, plan, { staffId: staff.id });
        return { venue: await setup.get(venue, localeOf(request)), changes };
      },
    );

    r.patch(
      '/api/box-office/venues/:venue/seats/:seat',
      {
        config: MANAGER,
        schema: {
          tags: ['box-office'],
          summary: 'One seat’s attributes (band, access, view, position, door, box)',
          params: VenueSeatParamsSchema,
          body: SeatUpdateBodySchema,
          response: { 200: StaffSeatSchema, ...errors },
        },
      },
      async (request) => {
        const staff = await sessions.member(request);
        const { venue, seat } = request.params;
        return setup.updateSeat(venue, seat, request.body, { staffId: staff.id });
      },
    );
  };
}
