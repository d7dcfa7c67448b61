import { httpsCallable } from 'firebase/functions';
import { firebase } from './app';
import { toDataError } from './errors';

/** Calls a europe-west2 callable function; failures become DataErrors with readable messages. */
export async function callFunction<Req, Res>(name: string, data: Req): Promise<Res> {
  try {
    const result = await httpsCallable<Req, Res>(firebase().functions, name)(data);
    return result.data;
  } catch (error) {
    throw toDataError(error);
  }
}
