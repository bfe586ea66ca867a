import { describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/api.ts', () => ({ api: {}, queryClient: {} }));
const { loginPath, safeReturnTo } = await import('./session-api.ts');

describe('the way back after signing in', () => {
  it('keeps paths of this site', () => {
    expect(safeReturnTo('/listings?access=asl')).toBe('/listings?access=asl');
    expect(safeReturnTo('/account/addresses')).toBe('/account/addresses');
  });

  it('refuses other sites and odd paths', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'evil',
      '/a\nb',
      '',
    ])
      expect(safeReturnTo(bad), bad).toBe('/account');
  });

  it('never leads back to a sign-in page', () => {
    expect(safeReturnTo('/login?returnTo=/x')).toBe('/account');
    expect(safeReturnTo('/reset-password?token=abc')).toBe('/account');
  });

  it('builds the sign-in address with the way back', () => {
    expect(loginPath('/account/access')).toBe('/login?returnTo=%2Faccount%2Faccess');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath('//evil.example')).toBe('/login');
  });
});
