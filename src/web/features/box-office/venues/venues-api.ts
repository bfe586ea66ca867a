/**
 * Venues and seat maps in the box office (issue 13): the calls of /api/box-office/venues… and
 * their query keys, and a venue file's problems read from a refused call.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  type SeatUpdateBody,
  type StaffSeat,
  type StaffVenue,
  type StaffVenueSummary,
  type VenueCreateBody,
  type VenueFileInput,
  type VenueFileKind,
  type VenueFileProblem,
  VenueFileProblemSchema,
  type VenueLayoutChanges,
  type VenuePreview,
  type VenueUpdateBody,
} from '../../../../shared/contracts/venues.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { api, queryClient } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/http-client.ts';
import { BOX_OFFICE_KEY } from '../staff-session-api.ts';

/** Under the box office's key: dropped whenever who is signed in changes. */
const VENUES_KEY = [...BOX_OFFICE_KEY, 'venues'] as const;

export const venuesQueryOptions = (lang: Locale) =>
  queryOptions({
    queryKey: [...VENUES_KEY, 'list', lang] as const,
    queryFn: ({ signal }) =>
      api.get<{ venues: StaffVenueSummary[] }>('/api/box-office/venues', { lang }, signal),
  });

export const venueQueryOptions = (venueId: number, lang: Locale) =>
  queryOptions({
    queryKey: [...VENUES_KEY, venueId, lang] as const,
    queryFn: ({ signal }) =>
      api.get<StaffVenue>(`/api/box-office/venues/${venueId}`, { lang }, signal),
  });

/** A change leaves the list, the venue and the audit log out of date. */
async function refresh(venueId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [...VENUES_KEY, 'list'] }),
    ...(venueId ? [queryClient.invalidateQueries({ queryKey: [...VENUES_KEY, venueId] })] : []),
    queryClient.invalidateQueries({ queryKey: [...BOX_OFFICE_KEY, 'audit'] }),
  ]);
}

const withLang = (path: string, lang: Locale) => `${path}?lang=${encodeURIComponent(lang)}`;

/** A file read and drawn, saving nothing; with `venueId`, what it would change there. */
export function previewVenueFile(file: VenueFileInput, lang: Locale, venueId?: number) {
  const path = venueId
    ? `/api/box-office/venues/${venueId}/layout/preview`
    : '/api/box-office/venues/preview';
  return api.post<VenuePreview>(withLang(path, lang), { file });
}

export async function createVenue(body: VenueCreateBody, lang: Locale): Promise<StaffVenue> {
  const venue = await api.post<StaffVenue>(withLang('/api/box-office/venues', lang), body);
  queryClient.setQueryData(venueQueryOptions(venue.id, lang).queryKey, venue);
  await refresh();
  return venue;
}

export async function updateVenue(venueId: number, body: VenueUpdateBody, lang: Locale) {
  const venue = await api.patch<StaffVenue>(
    withLang(`/api/box-office/venues/${venueId}`, lang),
    body,
  );
  await refresh(venueId);
  return venue;
}

export async function replaceVenueLayout(
  venueId: number,
  file: VenueFileInput,
  lang: Locale,
): Promise<{ venue: StaffVenue; changes: VenueLayoutChanges }> {
  const answer = await api.put<{ venue: StaffVenue; changes: VenueLayoutChanges }>(
    withLang(`/api/box-office/venues/${venueId}/layout`, lang),
    { file },
  );
  await refresh(venueId);
  return answer;
}

export async function updateVenueSeat(
  venueId: number,
  seatId: number,
  body: SeatUpdateBody,
): Promise<StaffSeat> {
  const seat = await api.patch<StaffSeat>(
    `/api/box-office/venues/${venueId}/seats/${seatId}`,
    body,
  );
  await refresh(venueId);
  return seat;
}

/** Where the layout downloads as a venue file (the staff cookie goes with a plain link). */
export const venueFileUrl = (venueId: number, kind: VenueFileKind) =>
  `${api.baseUrl}/api/box-office/venues/${venueId}/file?kind=${kind}`;

const ProblemsSchema = z.array(VenueFileProblemSchema);

/** The problems of a refused venue file (VENUE_FILE_INVALID, VENUE_SEATS_IN_USE), if it was that. */
export function fileProblemsOf(error: unknown): VenueFileProblem[] | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = ProblemsSchema.safeParse(error.details?.problems);
  return parsed.success ? parsed.data : null;
}

/** At most this much text is sent (the API's own limit; VenueFileSchema). */
export const MAX_FILE_BYTES = 1_048_576;

/**
 * A chosen file's text and kind: JSON by its name (`.json`) or, failing that, by its first
 * character; anything else is read as CSV.
 */
export async function readVenueFile(file: File): Promise<VenueFileInput | 'tooLarge'> {
  if (file.size > MAX_FILE_BYTES) return 'tooLarge';
  const text = await file.text();
  const named = file.name.toLowerCase();
  const kind: VenueFileKind =
    named.endsWith('.json') || (!named.endsWith('.csv') && text.trimStart().startsWith('{'))
      ? 'json'
      : 'csv';
  return { kind, text };
}
