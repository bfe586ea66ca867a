import { escapeHtml } from '../shared/escape-html.ts';

/**
 * The HTML frame every mail of the theater shares (account links, order confirmations,
 * reminders): paper, type, a footer; inline styles, as mail programs want them. `body` is HTML
 * already escaped by the caller.
 */
export function mailPage(locale: string, subject: string, body: string, footer: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4ef;font-family:Georgia,serif;color:#1d1b16;font-size:16px;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">
${body}
<p style="margin:24px 0 0;font-size:13px;color:#5c574c">${escapeHtml(footer)}</p>
</div>
</body>
</html>
`;
}

/** A paragraph of HTML already escaped. */
export const mailParagraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;

/** The mail's one call to action, as a button-like link. */
export const mailButton = (href: string, label: string) =>
  `<p style="margin:0 0 24px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#7a1f2b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;
