import type * as FunctionsModule from 'firebase/functions';
import { firebase } from './app';
import { FUNCTIONS_REGION, settings } from './config';
import { toDataError } from './errors';
import { withRecentSignIn } from './recent-sign-in';

type FunctionsSdk = typeof FunctionsModule;
type Callables = { sdk: FunctionsSdk; functions: FunctionsModule.Functions };
let loading: Promise<Callables> | null = null;

/**
 * Firebase Functions' SDK and the page's instance, loaded with the first callable: no page needs
 * it to show (about 2.4 KB compressed off every signed-in page's first download). A failed download
 * is tried again by the next call.
 */
export function callables(): Promise<Callables> {
  loading ??= import('firebase/functions').then(
    (sdk) => {
      // Functions live in europe-west2: the default region answers not-found.
      const functions = sdk.getFunctions(firebase().app, FUNCTIONS_REGION);
      const emu = settings.emulators;
      if (emu) sdk.connectFunctionsEmulator(functions, emu.host, emu.functionsPort);
      return { sdk, functions };
    },
    () => {
      loading = null;
      // offline, or a new deployment removed the chunk: said as any unreachable server is
      throw toDataError({ code: 'functions/unavailable' });
    },
  );
  return loading;
}

/**
 * Calls a europe-west2 callable function; failures become DataErrors with readable messages. A
 * sensitive call refused for an old sign-in asks again in place (recent-sign-in.ts) and runs once more.
 */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  return withRecentSignIn(async () => {
    try {
      const { sdk, functions } = await callables();
      const result = await sdk.httpsCallable<Req, Res>(functions, name)(data);
      return result.data;
    } catch (error) {
      throw toDataError(error);
    }
  });
}
