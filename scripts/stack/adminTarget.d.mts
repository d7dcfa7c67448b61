// Types for adminTarget.mjs (imported by the TypeScript scripts, e.g. members-directory-backfill.ts).
export function chooseAdminTarget(env: NodeJS.ProcessEnv, root: string): { mode: 'emulator' | 'project'; projectId: string | null };
