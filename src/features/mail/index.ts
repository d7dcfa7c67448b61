/** Mail feature: the administrators' view of the outbox. */
/** `/admin/mail`: recent email deliveries and failures (never a body), with "Send again". */
export { MailDeliveriesPage } from './components/deliveries/MailDeliveriesPage';
