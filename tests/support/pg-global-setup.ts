// Global setup of the vitest project `postgres`: one throwaway cluster per test worker,
// each with a migrated template that the test files' databases copy
// (tests/support/test-database.ts). One cluster per worker, not one for the run: a pull
// returns only rows older than the cluster's oldest open transaction (sync_pull's
// horizon), and transaction ids are the cluster's, so two files sharing a cluster would
// hold back each other's rows whenever one of them has a transaction open.
import type { TestProject } from 'vitest/node';
import { createMigratedTemplate, type PgCluster, startCluster } from './pg-cluster.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const clusters: PgCluster[] = [];
  const stopAll = async () => {
    await Promise.all(clusters.map((cluster) => cluster.stop()));
  };
  try {
    for (let worker = 0; worker < Math.max(1, project.config.maxWorkers || project.globalConfig.maxWorkers); worker += 1) {
      const cluster = await startCluster();
      clusters.push(cluster);
      await createMigratedTemplate(cluster.adminUrl);
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  project.provide('pgAdminUrls', clusters.map((cluster) => cluster.adminUrl));
  return stopAll;
}
