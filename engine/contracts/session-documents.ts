/**
 * Sessions and bookings (issue 13 item 4): sessions/{id}, sessions/{id}/bookings/{uid}, the booking callables' requests and answers.
 */
export {};
