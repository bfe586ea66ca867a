import { describe, expect, it } from 'vitest';
import { renderAccountMail } from './account-mails.ts';

describe('account mails', () => {
  it('are written in the customer’s language, as text and HTML, with the link', () => {
    const link = 'http://localhost:3000/reset-password?token=abc';
    const mail = renderAccountMail({
      kind: 'reset',
      to: 'rose@example.com',
      locale: 'ht',
      firstName: 'Rose',
      link,
      minutes: 10,
    });
    expect(mail.subject).toBe('Chanje modpas ou');
    expect(mail.text).toContain('Bonjou Rose,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('10 minit');
    expect(mail.html).toContain('<html lang="ht">');
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('escape what the customer typed', () => {
    const mail = renderAccountMail({
      kind: 'welcome',
      to: 'x@example.com',
      locale: 'en-US',
      firstName: '<script>alert(1)</script>',
      link: 'http://localhost:3000/account',
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.subject).toBe('Welcome to the Maple Street Playhouse');
  });
});
