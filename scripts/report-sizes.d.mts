export type ChunkSize = { file: string; gzip: number };
export type SizeReport = { chunks: ChunkSize[]; landing: ChunkSize[]; landingTotal: number };
export function gzipSize(file: string): number;
export function measureLanding(distDir: string): SizeReport;
export function printReport(report: SizeReport): void;
export function summaryLines(report: SizeReport): string[];
