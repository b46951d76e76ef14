// "Download PNG": the generated image (an SVG data URI from the built-in renderer,
// or a provider's URL) drawn onto a canvas of the chosen size and exported as PNG.
// Runs on the device, so a generated image downloads offline too.
import { downloadFileName, saveBlob } from '../../../../ui/download.ts';

export type PngTarget = { image: string; width: number; height: number; title: string };

async function loadImage(src: string): Promise<HTMLImageElement> {
  const image = new Image();
  // A provider URL served with CORS stays exportable; data URIs are same-origin.
  image.crossOrigin = 'anonymous';
  image.src = src;
  await image.decode();
  return image;
}

export async function renderPng({ image, width, height }: PngTarget): Promise<Blob> {
  const source = await loadImage(image);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(source, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The canvas produced no PNG');
  return blob;
}

/** "sunrise-flow-1080x1350.png" */
export function pngFileName(title: string, width: number, height: number): string {
  return `${downloadFileName(title, 'txt').replace(/\.txt$/, '')}-${width}x${height}.png`;
}

export async function downloadPng(target: PngTarget): Promise<string> {
  const blob = await renderPng(target);
  const name = pngFileName(target.title, target.width, target.height);
  saveBlob(blob, name);
  return name;
}
