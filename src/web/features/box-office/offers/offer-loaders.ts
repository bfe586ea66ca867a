/**
 * Loaders of the offer set-up pages (issue 13), in a small chunk fetched with the pages: the
 * guard and the data of each (box-office-loaders.ts, `ensureStaffData`), and the forms' choices
 * in the reader's language. An id that names nothing is the box office's not-found page.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import { currentLocale } from '../../../i18n/i18n.ts';
import { ensureStaffData, staffPageGuard } from '../box-office-loaders.ts';
import {
  fundQueryOptions,
  fundsQueryOptions,
  levelQueryOptions,
  levelsQueryOptions,
  offerChoicesQueryOptions,
  promoCodeQueryOptions,
  promoCodesQueryOptions,
  voucherSettingsQueryOptions,
} from './offers-api.ts';

/** The page's id (the address's shape was checked by page-routes.ts; this is its number). */
function idOf(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  return id;
}

const choices = (request: Request) =>
  ensureStaffData(request, offerChoicesQueryOptions(currentLocale()));

export async function promoCodesLoader({ request }: LoaderFunctionArgs) {
  await Promise.all([ensureStaffData(request, promoCodesQueryOptions()), choices(request)]);
  return null;
}

export async function newPromoCodeLoader({ request }: LoaderFunctionArgs) {
  await choices(request);
  return null;
}

export async function promoCodeLoader({ request, params }: LoaderFunctionArgs) {
  const id = idOf(params.promoCodeId);
  await Promise.all([ensureStaffData(request, promoCodeQueryOptions(id)), choices(request)]);
  return null;
}

export async function fundsLoader({ request }: LoaderFunctionArgs) {
  await ensureStaffData(request, fundsQueryOptions());
  return null;
}

export async function newFundLoader({ request }: LoaderFunctionArgs) {
  await staffPageGuard({ request } as LoaderFunctionArgs);
  return null;
}

export async function fundLoader({ request, params }: LoaderFunctionArgs) {
  await ensureStaffData(request, fundQueryOptions(idOf(params.fundId)));
  return null;
}

export async function levelsLoader({ request }: LoaderFunctionArgs) {
  await ensureStaffData(request, levelsQueryOptions());
  return null;
}

export async function newLevelLoader({ request }: LoaderFunctionArgs) {
  await choices(request);
  return null;
}

export async function levelLoader({ request, params }: LoaderFunctionArgs) {
  const id = idOf(params.levelId);
  await Promise.all([ensureStaffData(request, levelQueryOptions(id)), choices(request)]);
  return null;
}

export async function voucherSettingsLoader({ request }: LoaderFunctionArgs) {
  await ensureStaffData(request, voucherSettingsQueryOptions());
  return null;
}
