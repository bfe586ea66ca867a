import { AppError } from '../domain/app-error.ts';
import type { TicketingBackend } from '../domain/ports/ticketing-backend.ts';
import { BOX_OFFICE_PAGE_ROUTES } from '../shared/box-office-page-routes.ts';
import { matchPagePath, PAGE_ROUTES, type PagePattern } from '../shared/page-routes.ts';
import { MicroCache } from './micro-cache.ts';

/** Every page: the storefront's and the box office's (two lists, for the web's bundles' sake). */
const ALL_PAGES: readonly PagePattern[] = [...PAGE_ROUTES, ...BOX_OFFICE_PAGE_ROUTES];

const NOT_FOUND_CODES = new Set(['PRODUCTION_NOT_FOUND', 'PERFORMANCE_NOT_FOUND']);

/**
 * The HTTP status of a page address (spec §8: an address that does not exist is a 404, with the
 * SPA's not-found page as its body). Unknown shapes are 404 at once (src/shared/page-routes.ts);
 * an event or performance address asks the catalogue whether that production and performance
 * exist (answers reused for the catalogue's cache time, as an on-sale rush opens one page).
 * Order numbers and account views belong to a signed-in customer: their shape is checked here,
 * their existence by the page, as for any other customer's order.
 */
export class PageStatus {
  private readonly backend: TicketingBackend;
  private readonly cache: MicroCache;
  private readonly hidden: ReadonlySet<PagePattern>;

  /** `hidden`: pages this site does without (a feature turned off), answered as not found. */
  constructor(
    backend: TicketingBackend,
    cacheMs: number,
    options: { hidden?: readonly PagePattern[] } = {},
  ) {
    this.backend = backend;
    this.cache = new MicroCache(cacheMs);
    this.hidden = new Set(options.hidden ?? []);
  }

  async of(url: string): Promise<200 | 404> {
    const match = matchPagePath(url.split('?', 1)[0] ?? '/', ALL_PAGES);
    if (!match || this.hidden.has(match.pattern)) return 404;
    const { event, instance } = match.params;
    if (event === undefined) return 200;
    const found = await this.cache.get(`${event}|${instance ?? ''}`, async () =>
      String(await this.catalogueHas(event, instance)),
    );
    return found === 'true' ? 200 : 404;
  }

  private async catalogueHas(event: string, instance: string | undefined): Promise<boolean> {
    try {
      if (instance === undefined) await this.backend.getProduction(event, 'en-US');
      else await this.backend.getPerformance(event, Number(instance), 'en-US');
      return true;
    } catch (error) {
      if (error instanceof AppError && NOT_FOUND_CODES.has(error.code)) return false;
      // Anything else is not an answer about the address: the page shows its own error.
      return true;
    }
  }
}
