import { describe, expect, it } from 'vitest';
import { voucherBase } from './voucher-paths.ts';

describe('voucherBase', () => {
  it('keeps the address the reader came in by', () => {
    expect(voucherBase('/gift-vouchers')).toBe('/gift-vouchers');
    expect(voucherBase('/gift-vouchers/purchase')).toBe('/gift-vouchers');
    expect(voucherBase('/gift-certificates/purchase')).toBe('/gift-certificates');
    expect(voucherBase('/Gift-Certificates')).toBe('/gift-certificates');
    expect(voucherBase('/basket')).toBe('/gift-vouchers');
  });
});
