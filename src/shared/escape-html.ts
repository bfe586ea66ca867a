/** Text made safe inside HTML (element content and quoted attributes): mails and server pages. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
