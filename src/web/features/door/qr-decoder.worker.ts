/**
 * The door's QR decoder where the browser has no BarcodeDetector of its own (Chromium on Linux
 * and Windows, Firefox, Safari before 17): the `barcode-detector` polyfill (ZXing compiled to
 * WebAssembly) in a worker, so decoding never holds up the page. Its .wasm comes from our own
 * origin (a Vite asset), never a CDN; this worker's script is the one response whose
 * Content-Security-Policy allows compiling WebAssembly (src/server/plugins/security-headers.ts).
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export interface DecodeRequest {
  id: number;
  frame: ImageBitmap;
}

export interface DecodeReply {
  id: number;
  codes: string[];
  error?: string;
}

/** Said once at start: the files this decoder loads (the page keeps them for offline use). */
export interface DecoderFiles {
  files: string[];
}

// Fetch and compile now, while the camera starts, not at the first frame; a failure here is
// answered at each frame (detect tries again) and so shown to the page.
void prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? new URL(wasmUrl, self.location.href).href : prefix + path,
  },
  fireImmediately: true,
}).catch(() => undefined);

const detector = new BarcodeDetector({ formats: ['qr_code'] });

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  postMessage(message: DecodeReply | DecoderFiles): void;
};

scope.postMessage({
  files: [self.location.href, new URL(wasmUrl, self.location.href).href],
});

scope.onmessage = async (event) => {
  const { id, frame } = event.data;
  try {
    const found = await detector.detect(frame);
    scope.postMessage({ id, codes: found.map((code) => code.rawValue) });
  } catch (error) {
    scope.postMessage({ id, codes: [], error: String(error) });
  } finally {
    frame.close();
  }
};
