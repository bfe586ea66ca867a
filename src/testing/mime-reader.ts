/**
 * Reads a mail as an SMTP server received it (RFC 5322 with MIME parts), so the Mailer
 * contract can compare what arrived with what was sent: headers unfolded and their encoded
 * words decoded, multipart bodies split, base64 and quoted-printable undone. Enough for what
 * nodemailer writes; not a general mail parser.
 */

export interface MimePart {
  /** Header names in lower case; a repeated header keeps its first value. */
  headers: Map<string, string>;
  /** The decoded body of a leaf part. */
  body: Buffer;
  parts: MimePart[];
}

/** RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`); the space between two goes. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[bBqQ]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?]+)\?([bBqQ])\?([^?]*)\?=/g,
      (_, charset: string, kind: string, text: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : Buffer.from(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                    String.fromCharCode(Number.parseInt(hex, 16)),
                  ),
                'latin1',
              );
        return new TextDecoder(charset.toLowerCase()).decode(bytes);
      },
    );
}

function quotedPrintable(text: string): Buffer {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i] ?? '';
    const hex = soft.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(char, 'latin1'));
  }
  return Buffer.from(bytes);
}

/** A header's parameter (`name="x"`, `filename*=utf-8''x`), decoded. */
export function headerParam(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const extended = new RegExp(`;\\s*${name}\\*=([^']*)'[^']*'([^;]+)`, 'i').exec(header);
  if (extended?.[2]) return decodeURIComponent(extended[2].trim());
  const plain = new RegExp(`;\\s*${name}=("([^"]*)"|[^;\\s]+)`, 'i').exec(header);
  const value = plain?.[2] ?? plain?.[1];
  return value === undefined ? undefined : decodeWords(value);
}

/** Parses a whole message (or one part of it). */
export function readMime(raw: string): MimePart {
  const split = /\r?\n\r?\n/.exec(raw);
  const head = split ? raw.slice(0, split.index) : raw;
  const rest = split ? raw.slice(split.index + split[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = headerParam(type, 'boundary');
  if (/^multipart\//i.test(type) && boundary) {
    const parts = rest
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .map((chunk) => readMime(chunk.replace(/^\r?\n/, '').replace(/\r?\n$/, '')));
    return { headers, body: Buffer.alloc(0), parts };
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(rest.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintable(rest)
        : Buffer.from(rest, 'utf8');
  return { headers, body, parts: [] };
}

/** Every leaf part, depth first. */
export function leaves(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leaves);
}
