// Global setup of the vitest project `postgres`: one throwaway cluster for the run, with a
// migrated template that the test files' databases copy (tests/support/test-database.ts).
import type { TestProject } from 'vitest/node';
import { createMigratedTemplate, startCluster } from './pg-cluster.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  try {
    await createMigratedTemplate(cluster.adminUrl);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  project.provide('pgAdminUrl', cluster.adminUrl);
  return cluster.stop;
}
