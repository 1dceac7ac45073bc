import { currentOtpReader } from './otpReader';

/**
 * Reads the SMS code with this context's reader and hands it to `fill`; the returned function
 * cancels the read (the code screen went away). Nothing happens where no reader exists.
 */
export function readOtpInto(fill: (code: string) => void): () => void {
  const controller = new AbortController();
  void currentOtpReader()
    .then((reader) => reader?.read(controller.signal))
    .then((code) => {
      if (code && !controller.signal.aborted) fill(code);
    })
    .catch(() => {});
  return () => controller.abort();
}
