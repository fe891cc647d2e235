export interface Manifest {
  [key: string]: { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
}
export interface InitialJs {
  files: { file: string; bytes: number; gzipped: number }[];
  gzipped: number;
  bytes: number;
}
export const WEB_DIST: string;
export const ROUTE_BUDGETS: { name: string; chunks: string[]; budget: number }[];
export interface PageBudget { name: string; manifest: string; entry: string; budget: number }
export const BOOK_PAGE_BUDGET: PageBudget;
export const MARKETPLACE_PAGE_BUDGET: PageBudget;
export const PUBLIC_PAGE_BUDGETS: PageBudget[];
export function readManifest(dist?: string, name?: string): Manifest;
export function initialJs(manifest: Manifest, chunks: string[], dist?: string, entryKey?: string): InitialJs;
