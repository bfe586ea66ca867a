/**
 * The staff sign-in steps (issue 13) as the API answers them: the password, then a code from
 * the authenticator or a recovery code, or the authenticator's first set-up.
 */
import type { StaffSession } from '../../../shared/contracts/staff.ts';
import { api } from '../../lib/api.ts';

export interface TotpSetup {
  /** Base32, for typing into an authenticator by hand. */
  secret: string;
  uri: string;
  /** The QR code of `uri`, an SVG document made by the server. */
  qrSvg: string;
}

export const signInWithPassword = (body: { email: string; password: string }) =>
  api.post<StaffSession>('/api/box-office/session', body);

export const signInWithCode = (code: string) =>
  api.post<StaffSession>('/api/box-office/session/code', { code });

export const signInWithRecoveryCode = (recoveryCode: string) =>
  api.post<StaffSession>('/api/box-office/session/recovery', { recoveryCode });

export const startTotpSetup = () => api.post<TotpSetup>('/api/box-office/session/setup');

export const confirmTotpSetup = (code: string) =>
  api.post<{ recoveryCodes: string[] }>('/api/box-office/session/setup/confirm', { code });

/**
 * The QR code as an image address: drawn by the browser as an image, never put into the page as
 * markup, so nothing in it could run.
 */
export const qrImageSource = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The secret in groups of four, as people type it. */
export const secretGroups = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? '';
