import { fromData, settings } from '../../../data';

/** The account feature's door to second factors: the account's own, enrolling one, removing one. */
export { useSignedIn, type SecondFactor } from '../../../data';

export const mySecondFactors = fromData('second-factor', 'mySecondFactors');
export const sendEnrolmentCode = fromData('second-factor', 'sendEnrolmentCode');
export const startAppEnrolment = fromData('second-factor', 'startAppEnrolment');
export const finishEnrolment = fromData('second-factor', 'finishEnrolment');
export const removeMySecondFactor = fromData('second-factor', 'removeMySecondFactor');
export const signOut = fromData('auth', 'signOut');

/** Authenticator apps (TOTP) need a real project: the Auth emulator cannot enrol them (firebase-tools #6224). */
export const authenticatorAppsAvailable = (): boolean => settings.emulators === null;

/** The QR code of an authenticator app's otpauth:// address, as an image address (qrcode loads with this page only). */
export async function qrCodeImage(uri: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
}
