// Types for hosts.mjs (imported by vite.config.ts and playwright.config.ts).
export type Service = 'firestore' | 'auth' | 'functions' | 'vite' | 'preview' | 'smtp' | 'inbox';
export type ToolService = 'hub' | 'logging' | 'eventarc' | 'tasks';
export type Ports = Readonly<Record<Service, number> & Record<ToolService, number | null>>;
export const HOST: string;
export const BLOCKED_PORTS: readonly number[];
export const DEFAULT_PORTS: Readonly<Record<Service, number>>;
export const TOOL_PORT_VARIABLES: Readonly<Record<ToolService, string>>;
export const PORT_VARIABLES: Readonly<Record<Service, string>>;
export function readPorts(env: Record<string, string | undefined>): Ports;
export const PORTS: Ports;
export function usesDefaultToolPorts(ports?: Ports): boolean;
export const REGION: string;
export function hostPort(port: number): string;
export function url(port: number, path?: string): string;
export function emulatorEnv(projectId: string, options?: { auth?: boolean; ports?: Ports }): Record<string, string>;
export function appEmulatorEnv(ports?: Ports): Record<string, string>;
