/** Course, chapter, chapter body and demo enrolment documents keyed by full path (dates as JS Dates). */
export declare const DEMO_COURSE_DOCUMENTS: Readonly<Record<string, Record<string, unknown>>>;
/** One line per demo course (id, access, audience or state, published chapters), for the seed's summary. */
export declare const DEMO_COURSES_SUMMARY: readonly string[];
