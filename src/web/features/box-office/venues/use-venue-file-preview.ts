/**
 * A chosen venue file and its preview (issue 13): choosing one asks the API to read and draw it
 * (nothing is saved); the answer is the layout as the storefront would draw it, or the file's
 * problems, which take the focus. Shared by the new venue's form and a new layout's.
 */
import { useCallback, useRef, useState } from 'react';
import type {
  VenueFileInput,
  VenueFileProblem,
  VenuePreview,
} from '../../../../shared/contracts/venues.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { apiErrorKey } from '../../../lib/http-client.ts';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render.ts';
import type { ChosenFile } from './venue-file-field.tsx';
import { fileProblemsOf, previewVenueFile } from './venues-api.ts';

export interface FilePreviewState {
  file: ChosenFile | null;
  preview: VenuePreview | null;
  problems: VenueFileProblem[] | null;
  /** The problems are seats in use (a new layout of a venue that has sold them). */
  inUse: boolean;
  /** A message key: the file could not be read or checked at all. */
  fileError: string | undefined;
  checking: boolean;
}

const EMPTY: FilePreviewState = {
  file: null,
  preview: null,
  problems: null,
  inUse: false,
  fileError: undefined,
  checking: false,
};

export function useVenueFilePreview(venueId?: number) {
  const { locale } = useTranslation();
  const [state, setState] = useState<FilePreviewState>(EMPTY);
  const problemsRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // Only the latest choice's answer counts: a slow answer for an earlier file is dropped.
  const latest = useRef(0);

  /** The problems of a refused save, shown as a preview's would be. */
  const showRefusal = useCallback(
    (error: unknown): boolean => {
      const problems = fileProblemsOf(error);
      if (!problems) return false;
      setState((current) => ({
        ...current,
        preview: null,
        problems,
        inUse: problems.some((p) => p.key === 'staff.venues.file.seatInUse'),
      }));
      focusAfterRender(() => problemsRef.current);
      return true;
    },
    [focusAfterRender],
  );

  const choose = useCallback(
    async (file: ChosenFile | null, problem?: string) => {
      const turn = ++latest.current;
      if (!file) {
        setState({ ...EMPTY, fileError: problem });
        return;
      }
      setState({ ...EMPTY, file, checking: true });
      const input: VenueFileInput = { kind: file.kind, text: file.text };
      try {
        const preview = await previewVenueFile(input, locale, venueId);
        if (turn === latest.current) setState({ ...EMPTY, file, preview });
      } catch (error) {
        if (turn !== latest.current) return;
        setState({ ...EMPTY, file });
        if (!showRefusal(error)) setState({ ...EMPTY, file, fileError: apiErrorKey(error) });
      }
    },
    [locale, venueId, showRefusal],
  );

  const reset = useCallback(() => {
    latest.current++;
    setState(EMPTY);
  }, []);

  return { ...state, choose, reset, showRefusal, problemsRef };
}
