import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it('escapes what could open a tag or leave an attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>R&D</a> Kreyòl`)).toBe(
      '&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;R&#38;D&#60;/a&#62; Kreyòl',
    );
  });
});
