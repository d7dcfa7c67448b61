// Types for log.mjs (imported by the TypeScript scripts, e.g. retention.ts).
export function bold(text: string): string;
export function dim(text: string): string;
export function step(message: string): void;
export function ok(message: string): void;
export function warn(message: string): void;
export function fail(message: string): void;
export function elapsed(start: number): string;
export function table(rows: readonly (readonly (string | number)[])[]): string;
