// Public surface, light: asks for the device database's code together with
// device-data.ts, instead of each module after the one that imports it.
export function preloadDeviceDatabase(): void {
  const modules = [
    () => import('../db/storage.ts'),
    () => import('../db/create-database.ts'),
    () => import('../db/sync-issue-log.ts'),
    () => import('../user-data/sync-bookkeeping.ts'),
    () => import('../user-data/sync-controller.ts'),
    () => import('../supabase-client.ts'),
  ];
  for (const load of modules) void load().catch(() => {});
}
