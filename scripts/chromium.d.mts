export declare const CHROMIUM_ARGS: string[];
export declare function findChromium(env?: NodeJS.ProcessEnv): string | null;
export declare const NO_CHROMIUM_MESSAGE: string;
export declare function requireChromium(): string;
