// Entry of the functions bundle (lib/index.js). Each export is one deployed callable.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

initializeApp();
// Engine results may carry optional keys left undefined; Firestore would reject them.
getFirestore().settings({ ignoreUndefinedProperties: true });

export { setAdmin } from './setAdmin.ts';
export { submitResponse } from './submitResponse.ts';
export { publishForm } from './publishForm.ts';
export { archiveForm } from './archiveForm.ts';
export { recordConsent } from './recordConsent.ts';
export { acknowledgeFlag } from './acknowledgeFlag.ts';
export { setFormAudience } from './setFormAudience.ts';
export { enrollInCourse } from './enrollInCourse.ts';
export { stripeWebhook } from './payments/webhook.ts';
export { createCheckoutSession } from './payments/checkout.ts';
export { localCheckoutEvent } from './payments/localCheckout.ts';
export { bookSession, cancelBooking } from './bookSession.ts';
export { unsubscribe } from './member-mail/unsubscribe.ts';
export { applyRetention } from './retention/applyRetention.ts';
export { saveSettings } from './saveSettings.ts';
export { exportMyData } from './exportMyData.ts';
export { exportFormResponses } from './exportFormResponses.ts';
export { eraseAccount } from './eraseAccount.ts';
export { eraseMember } from './eraseMember.ts';
export { removeSecondFactor } from './removeSecondFactor.ts';
export { runSweeps, runSweepsNow } from './sweeps/runSweeps.ts';
export { listMailDeliveries, resendMail } from './mailDeliveries.ts';
