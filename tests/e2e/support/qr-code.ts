/** What a QR code on the TV says, read back from a screenshot of it (as a phone's camera would). */
import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

export async function readQrCode(code: Locator): Promise<string | null> {
  await code.locator('svg').waitFor();
  const image = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
