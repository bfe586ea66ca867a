/**
 * A fake camera for the door's browser tests: print-at-home PDFs rendered to images (poppler's
 * pdftoppm, as a printer would), each page's QR code cut out, and the pictures written as a
 * Y4M video, which Chromium plays as its camera (--use-file-for-fake-video-capture). Nothing
 * here reads the codes: the page under test decodes them from the pictures.
 */
import { execFile } from 'node:child_process';
import {
  createWriteStream,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** An 8-bit grey picture, row by row. */
export interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Reads a binary PGM (P5), as pdftoppm -gray writes it. */
export function readPgm(bytes: Uint8Array): Gray {
  let at = 0;
  const token = () => {
    // Whitespace and comments between the header's fields.
    for (;;) {
      while (at < bytes.length && /\s/.test(String.fromCharCode(bytes[at] ?? 0))) at++;
      if (bytes[at] !== 0x23) break;
      while (at < bytes.length && bytes[at] !== 0x0a) at++;
    }
    const start = at;
    while (at < bytes.length && !/\s/.test(String.fromCharCode(bytes[at] ?? 0))) at++;
    return String.fromCharCode(...bytes.subarray(start, at));
  };
  if (token() !== 'P5') throw new Error('not a binary PGM');
  const width = Number(token());
  const height = Number(token());
  if (Number(token()) !== 255) throw new Error('not an 8-bit PGM');
  at++; // the one whitespace byte before the pixels
  return { width, height, pixels: bytes.slice(at, at + width * height) };
}

/** Each page of a PDF as a grey picture at `dpi`. */
export async function renderPdf(pdf: Uint8Array, dpi: number): Promise<Gray[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hl-door-pdf-'));
  try {
    writeFileSync(path.join(dir, 'tickets.pdf'), pdf);
    await run('pdftoppm', ['-gray', '-r', String(dpi), 'tickets.pdf', 'page'], { cwd: dir });
    return readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort((a, b) => Number(/(\d+)\.pgm$/.exec(a)?.[1]) - Number(/(\d+)\.pgm$/.exec(b)?.[1]))
      .map((name) => readPgm(readFileSync(path.join(dir, name))));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A square of `size` pixels around the page's QR code. The ticket layout draws the code in the
 * card's right column (src/adapters/tickets/pdf-ticket-documents.ts); it is found as the first
 * rows under the heading band that are mostly dark there (a QR code's top row is two finder
 * patterns, 14 of its 21 modules dark), so a longer title moving the card down is no matter.
 */
export function cropQrCode(page: Gray, size: number): Gray {
  const scale = page.width / 612; // the page is US Letter, 612 points wide
  const left = Math.round(348 * scale);
  const right = Math.round(544 * scale);
  const qr = right - left;
  let top = -1;
  for (let y = Math.round(80 * scale); y < page.height - qr && top < 0; y++) {
    let dark = 0;
    for (let x = left; x < right; x++) if ((page.pixels[y * page.width + x] ?? 255) < 128) dark++;
    if (dark > qr * 0.4) top = y;
  }
  if (top < 0) throw new Error('no QR code on the page');
  // The drawn code is its 21 modules inside a quiet zone of 4 on each side (29 in the square).
  const drawn = (qr * 21) / 29;
  const x0 = Math.round(left + qr / 2 - size / 2);
  const y0 = Math.round(top + drawn / 2 - size / 2);
  const pixels = new Uint8Array(size * size).fill(255);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const sx = x0 + x;
      const sy = y0 + y;
      if (sx >= 0 && sy >= 0 && sx < page.width && sy < page.height)
        pixels[y * size + x] = page.pixels[sy * page.width + sx] ?? 255;
    }
  return { width: size, height: size, pixels };
}

/**
 * Writes pictures (all the same size, even width and height) as a Y4M video of `fps` frames a
 * second, each shown for `framesEach` frames; colour planes are neutral grey (4:2:0).
 */
export async function writeY4m(
  file: string,
  pictures: Gray[],
  options: { fps: number; framesEach: number },
): Promise<{ frames: number; seconds: number }> {
  const first = pictures[0];
  if (!first) throw new Error('no pictures');
  const { width, height } = first;
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const out = createWriteStream(file);
  const write = (chunk: Uint8Array | string) =>
    new Promise<void>((resolve, reject) =>
      out.write(chunk, (error) => (error ? reject(error) : resolve())),
    );
  await write(`YUV4MPEG2 W${width} H${height} F${options.fps}:1 Ip A1:1 C420jpeg\n`);
  for (const picture of pictures) {
    if (picture.width !== width || picture.height !== height) throw new Error('sizes differ');
    for (let i = 0; i < options.framesEach; i++) {
      await write('FRAME\n');
      await write(picture.pixels);
      await write(chroma);
    }
  }
  await new Promise<void>((resolve, reject) =>
    out.end((error?: Error | null) => (error ? reject(error) : resolve())),
  );
  const frames = pictures.length * options.framesEach;
  return { frames, seconds: frames / options.fps };
}

/** A white picture (the camera between tickets, or before the first). */
export function blank(size: number): Gray {
  return { width: size, height: size, pixels: new Uint8Array(size * size).fill(255) };
}
