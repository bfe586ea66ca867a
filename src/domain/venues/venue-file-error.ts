/**
 * A venue file refused, with every problem found (line, field, message key): the file's own
 * (VENUE_FILE_INVALID) or a new layout leaving out seats that are sold or held
 * (VENUE_SEATS_IN_USE). The staff API answers with the problems listed.
 */
import { AppError } from '../app-error.ts';
import type { FileProblem } from './venue-file.ts';

export class VenueFileError extends AppError {
  readonly problems: readonly FileProblem[];

  constructor(code: 'VENUE_FILE_INVALID' | 'VENUE_SEATS_IN_USE', problems: readonly FileProblem[]) {
    super(code);
    this.problems = problems;
  }
}
