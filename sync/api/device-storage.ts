// Public surface: this device's storage (used, available, persistence, the device
// database's size) and "free up space" (drops cached images the server holds).
export { type FreedSpace, freeUpSpace } from '../commands/free-up-space.ts';
export type { PersistenceState, StorageEstimateFacts } from '../db/device-storage.ts';
export { type DeviceStorage, useDeviceStorage } from '../hooks/use-device-storage.ts';
export type { DatabaseSize } from '../queries/database-size.ts';
