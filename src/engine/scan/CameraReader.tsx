// The device camera as a barcode reader, where the browser has the Shape Detection API's BarcodeDetector (Chrome
// on Android and ChromeOS, Safari 17+ on iOS and macOS): the back camera's picture, read a few times a second
// until a code is seen. Elsewhere the dialog offers no camera, and a scanner or the keyboard does the job.
import { Alert, Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

const detectorClass = (): BarcodeDetectorClass | undefined => (globalThis as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;

export const cameraReadingSupported = (): boolean => Boolean(detectorClass() && navigator.mediaDevices?.getUserMedia);

/** The retail codes a pack carries: EAN and UPC, ITF-14 on cartons, Code 128 on some labels. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'itf', 'code_128'];
const READ_EVERY_MS = 250;

export const CameraReader = ({ onCode, onUnavailable }: { onCode: (code: string) => void; onUnavailable: () => void }) => {
  const translate = useTranslate();
  const video = useRef<HTMLVideoElement>(null);
  const [refused, setRefused] = useState(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) {
      onUnavailable();
      return undefined;
    }
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: FORMATS });
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (opened) => {
        stream = opened;
        if (stopped || !video.current) return;
        video.current.srcObject = opened;
        await video.current.play();
        timer = setInterval(() => {
          if (!video.current || video.current.readyState < 2) return;
          void detector.detect(video.current).then((codes) => {
            const seen = codes.find((code) => code.rawValue)?.rawValue;
            if (seen && !stopped) {
              stopped = true;
              latest.current(seen);
            }
          });
        }, READ_EVERY_MS);
      })
      .catch(() => setRefused(true));
    return () => {
      stopped = true;
      if (timer) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onUnavailable]);

  if (refused) return <Alert severity="warning">{translate('engine.scan.cameraRefused')}</Alert>;
  return (
    <Box
      component="video"
      ref={video}
      muted
      playsInline
      aria-label={translate('engine.scan.cameraView')}
      sx={{ width: '100%', borderRadius: 1, bgcolor: 'grey.900', aspectRatio: '4 / 3', objectFit: 'cover' }}
    />
  );
};
