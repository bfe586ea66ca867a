/**
 * Finding QR codes in the camera's frames: the browser's own BarcodeDetector where it has one
 * that reads QR codes (Android Chrome, Safari 17+, ChromeOS, macOS Chrome), else the ZXing
 * WebAssembly polyfill in a worker (qr-decoder.worker.ts), loaded only when this page needs it.
 */
import type { DecodeReply, DecodeRequest, DecoderFiles } from './qr-decoder.worker.ts';

export interface QrDetector {
  /** The codes' texts in the video's current frame (none when there is no frame yet). */
  detect(video: HTMLVideoElement): Promise<string[]>;
  /** Which decoder it is (the page marks it for tests; people need not know). */
  readonly kind: 'native' | 'wasm';
  /** The files it loaded (the worker's script and the .wasm), once it says so. */
  files(): Promise<string[]>;
  close(): void;
}

interface NativeBarcodeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeBarcodeDetectorClass {
  new (options: { formats: string[] }): NativeBarcodeDetector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * Frames wider than this are scaled down before the worker decodes them: a ticket's QR code
 * (21×21 modules) held up to a phone is still several pixels a module, and a smaller frame is
 * decoded several times faster.
 */
const MAX_DECODE_WIDTH = 800;

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeBarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Native({ formats: ['qr_code'] });
    return {
      kind: 'native',
      files: async () => [],
      detect: async (video) => (await detector.detect(video)).map((code) => code.rawValue),
      close: () => undefined,
    };
  } catch {
    return null;
  }
}

function wasmDetector(): QrDetector {
  const worker = new Worker(new URL('./qr-decoder.worker.ts', import.meta.url), {
    type: 'module',
    name: 'qr-decoder',
  });
  let nextId = 1;
  const waiting = new Map<number, (reply: DecodeReply) => void>();
  let filesSaid: (files: string[]) => void = () => undefined;
  const files = new Promise<string[]>((resolve) => {
    filesSaid = resolve;
  });
  worker.onmessage = (event: MessageEvent<DecodeReply | DecoderFiles>) => {
    if ('files' in event.data) {
      filesSaid(event.data.files);
      return;
    }
    waiting.get(event.data.id)?.(event.data);
    waiting.delete(event.data.id);
  };
  return {
    kind: 'wasm',
    files: () => files,
    async detect(video) {
      if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA || video.videoWidth === 0)
        return [];
      const scale = Math.min(1, MAX_DECODE_WIDTH / video.videoWidth);
      const frame = await createImageBitmap(
        video,
        scale < 1
          ? {
              resizeWidth: Math.round(video.videoWidth * scale),
              resizeHeight: Math.round(video.videoHeight * scale),
            }
          : {},
      );
      const id = nextId++;
      const reply = await new Promise<DecodeReply>((resolve) => {
        waiting.set(id, resolve);
        worker.postMessage({ id, frame } satisfies DecodeRequest, [frame]);
      });
      if (reply.error) throw new Error(reply.error);
      return reply.codes;
    },
    close: () => {
      filesSaid([]);
      worker.terminate();
      for (const resolve of waiting.values()) resolve({ id: 0, codes: [] });
      waiting.clear();
    },
  };
}

/** The best decoder this browser has. */
export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? wasmDetector();
}

/**
 * The same code seen again within `windowMs` is not a new scan (a ticket held in front of the
 * camera); the window runs from the last time it was seen, so a ticket held up for a while is
 * scanned once.
 */
export class RepeatFilter {
  private readonly seen = new Map<string, number>();
  private readonly windowMs: number;

  constructor(windowMs = 3000) {
    this.windowMs = windowMs;
  }

  /** True when `code` at `now` (ms) is a new scan. */
  accept(code: string, now: number): boolean {
    const last = this.seen.get(code);
    this.seen.set(code, now);
    for (const [other, at] of this.seen) if (now - at > this.windowMs) this.seen.delete(other);
    return last === undefined || now - last > this.windowMs;
  }
}
