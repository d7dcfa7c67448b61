export interface ScaleArgs {
  responses: number;
  members: number;
  formId: string;
  seed: number | undefined;
}
/** `--responses N [--members M] [--form ID] [--seed S]`; null without `--responses`; throws a readable error on a bad value. */
export declare function parseScaleArgs(argv: string[]): ScaleArgs | null;
/** True when FIRESTORE_EMULATOR_HOST names a local emulator. */
export declare function isLocalEmulator(env?: Record<string, string | undefined>): boolean;
