/**
 * `/admin/member/:id`: the members feature's record with the reviews feature's sections (assigned
 * forms, scores over time, the timeline of responses and notes) in its middle.
 */
import * as members from '../../features/members';
import * as reviews from '../../features/reviews';

export const MemberRecordPage = members.memberRecordPage(reviews.memberReviews);
