// Images the user made on another device: their history items (synced) point at the
// file in Storage (metadata.image_path); this device fetches each once and keeps it, so
// it shows offline too. What is not here yet says why.
import type { ContentHistoryDoc } from '#sync/history.ts';
import { imageFileOf, type StoredImageDoc, useStoredImages } from '#sync/images.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/spinner.tsx';
import { Card } from '../../components/card.tsx';
import { imageSizeOption } from '../../image-request/build-image-request.ts';
import { DownloadPngButton } from './download-png-button.tsx';
import { IMAGE_SCREEN_TEXT } from './image-screen-text.ts';

export type OtherDeviceImage = { path: string; prompt: string; dimensions: string; title: string };

const SHOWN = 12;

/** Image history items made elsewhere (no job of theirs on this device), newest first. */
export function otherDeviceImages(items: readonly ContentHistoryDoc[], localJobIds: ReadonlySet<string>): OtherDeviceImage[] {
  const images: OtherDeviceImage[] = [];
  for (const item of items) {
    const { path, jobId } = imageFileOf(item.metadata);
    if (path === null || (jobId !== null && localJobIds.has(jobId))) continue;
    const size = (item.metadata?.dimensions as { value?: unknown } | undefined)?.value;
    const dimensions = typeof size === 'string' ? size : '';
    images.push({ path, prompt: item.content.split('\n\n')[0] ?? item.title, dimensions, title: item.title });
    if (images.length === SHOWN) break;
  }
  return images;
}

type Props = { images: readonly OtherDeviceImage[]; online: boolean; onShow: (image: OtherDeviceImage, data: string) => void };

export function OtherDeviceImages({ images, online, onShow }: Props) {
  const { images: stored } = useStoredImages(images.map((image) => image.path));
  if (images.length === 0) return null;
  return (
    <Card title={IMAGE_SCREEN_TEXT.otherDevicesHeading} labelledId="other-device-images-title">
      <ul className="divide-y divide-stone-200" aria-labelledby="other-device-images-title">
        {images.map((image) => (
          <OtherDeviceImageItem key={image.path} image={image} stored={stored.get(image.path)} online={online} onShow={onShow} />
        ))}
      </ul>
    </Card>
  );
}

type ItemProps = { image: OtherDeviceImage; stored: StoredImageDoc | undefined; online: boolean; onShow: Props['onShow'] };

function OtherDeviceImageItem({ image, stored, online, onShow }: ItemProps) {
  const data = stored?.state === 'ready' ? stored.image : null;
  const size = imageSizeOption(image.dimensions);
  const note =
    stored?.state === 'missing'
      ? IMAGE_SCREEN_TEXT.otherDevicesMissing
      : !data && !online
        ? IMAGE_SCREEN_TEXT.otherDevicesOffline
        : !data
          ? IMAGE_SCREEN_TEXT.otherDevicesDownloading
          : null;
  return (
    <li className="flex gap-3 py-3" aria-label={image.title}>
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100">
        {data ? <img src={data} alt="" className="size-full object-cover" /> : online && stored?.state !== 'missing' ? <Spinner className="size-5 text-teal-700" /> : null}
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="line-clamp-2 break-words text-sm text-stone-900">{image.prompt}</p>
        <p className="text-xs text-stone-600">{size.label}</p>
        {note && <p className="text-xs text-stone-600">{note}</p>}
        {data && (
          <div className="flex flex-wrap gap-2 pt-1">
            <Button variant="secondary" size="sm" onClick={() => onShow(image, data)}>
              Show
            </Button>
            <DownloadPngButton target={{ image: data, width: size.width, height: size.height, title: image.prompt }} />
          </div>
        )}
      </div>
    </li>
  );
}
