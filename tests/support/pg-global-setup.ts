// Global setup of the vitest project `postgres`: one throwaway cluster for the run.
import type { TestProject } from 'vitest/node';
import { startCluster } from './pg-cluster.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startCluster();
  project.provide('pgAdminUrl', cluster.adminUrl);
  return cluster.stop;
}
