import { fromData } from '../../../data';

/** The account feature's door to the member's email choices (users/{uid}.emailChoices). */
export const loadEmailChoices = fromData('email-choices', 'loadEmailChoices');
export const saveEmailChoices = fromData('email-choices', 'saveEmailChoices');
