/**
 * The phone's back camera as a QR scanner: getUserMedia (facingMode environment) into a
 * <video>, a frame decoded a few times a second (qr-detector.ts), and each new code handed to
 * the page once (the same code again within 3 s is the same ticket still held up).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createQrDetector, type QrDetector, RepeatFilter } from './qr-detector.ts';

export type CameraStatus =
  | 'off'
  | 'starting'
  | 'on'
  /** The staff member (or the browser's settings) refused the camera. */
  | 'denied'
  /** No camera, or it is in use by another app. */
  | 'unavailable'
  /** The browser offers no camera here: the page is not on https (or localhost). */
  | 'insecure'
  /** The camera runs but the decoder could not start. */
  | 'decoder-failed';

/** At most this often a frame is decoded (about seven a second): quick, and kind to a battery. */
const SCAN_INTERVAL_MS = 140;

function statusOf(error: unknown): CameraStatus {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  return 'unavailable';
}

export function useQrCamera(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<CameraStatus>('off');
  const [decoder, setDecoder] = useState<QrDetector['kind'] | null>(null);
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;
  const running = useRef<(() => void) | null>(null);
  // The decoder is made when the page opens, not when the camera starts: its worker and .wasm
  // are loaded while there is a connection (the page may be offline by the time it scans), and
  // the first scan does not wait for them.
  const prepared = useRef<Promise<QrDetector> | null>(null);
  useEffect(() => {
    const detector = createQrDetector();
    prepared.current = detector;
    return () => {
      prepared.current = null;
      void detector.then((made) => made.close());
    };
  }, []);
  const decoderFiles = useCallback(
    async () => (prepared.current ? (await prepared.current).files() : []),
    [],
  );

  const stop = useCallback(() => {
    running.current?.();
    running.current = null;
    setStatus('off');
  }, []);

  const start = useCallback(async () => {
    if (running.current) return;
    const video = videoRef.current;
    if (!video) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setStatus('insecure');
      return;
    }
    setStatus('starting');
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stream: MediaStream | undefined;
    let detector: QrDetector | undefined;
    running.current = () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      video.srcObject = null;
    };
    try {
      [stream, detector] = await Promise.all([
        navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        }),
        prepared.current ?? createQrDetector(),
      ]);
    } catch (error) {
      running.current?.();
      running.current = null;
      setStatus(statusOf(error));
      return;
    }
    if (stopped) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    setDecoder(detector.kind);
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    setStatus('on');

    const active = detector;
    const repeats = new RepeatFilter(3000);
    let failures = 0;
    const tick = async () => {
      if (stopped) return;
      const began = performance.now();
      try {
        const codes = await active.detect(video);
        if (failures >= 10) setStatus('on');
        failures = 0;
        for (const code of codes)
          if (!stopped && repeats.accept(code, performance.now())) onCodeRef.current(code);
      } catch {
        // One unreadable frame is nothing; a decoder that never works is said on the page.
        failures++;
        if (failures === 10) setStatus('decoder-failed');
      }
      if (!stopped)
        timer = setTimeout(tick, Math.max(0, SCAN_INTERVAL_MS - (performance.now() - began)));
    };
    void tick();
  }, []);

  useEffect(() => () => running.current?.(), []);

  return { videoRef, status, decoder, start, stop, decoderFiles };
}
