import type { CallableOptions } from 'firebase-functions/v2/https';

/** Every callable runs in London; the web client calls `getFunctions(app, 'europe-west2')`. */
export const REGION = 'europe-west2';

export const callableOptions: CallableOptions = { region: REGION };
