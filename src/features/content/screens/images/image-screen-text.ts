// Texts of the image screen; the image tool's product texts ('Error' / 'Please enter a
// prompt', 'Image generated successfully', 'Failed to generate image') live with
// the generator (image-request/image-messages.ts).
export const IMAGE_SCREEN_TEXT = {
  queuedOffline: 'Queued: will generate when you are back online',
  offlineHint: 'You are offline: new images wait in the queue and generate, one at a time, when you are back online.',
  generate: 'Generate Image',
  generating: 'Generating your image...',
  emptyTitle: 'Your image will appear here',
  emptyText: 'Describe the image or pick a preset, choose a size and a palette, then press Generate Image.',
  queueHeading: 'Image Queue',
  queueEmpty: 'No images yet on this device. Images you generate, online or offline, are listed here.',
  queueLoading: 'Loading your images...',
  otherDevicesHeading: 'From Your Other Devices',
  otherDevicesDownloading: 'Downloading...',
  otherDevicesOffline: 'Not on this device yet: it downloads when you are back online.',
  otherDevicesMissing: 'Not uploaded yet by the device that made it. Open the image tool there while online.',
  downloadPng: 'Download PNG',
  downloadFailed: 'The image could not be converted to PNG.',
} as const;

export const JOB_STATUS_LABEL = {
  queued: 'Queued',
  generating: 'Generating...',
  done: 'Done',
  failed: 'Failed',
} as const;
