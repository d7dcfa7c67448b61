/** A complete online group session as an administrator would save it: tests change what they are about. */
import type { SessionFields } from '../session-documents.ts';

export const sessionFields = (over: Partial<SessionFields> = {}): SessionFields => ({
  title: 'Breathing for sleep',
  description: '',
  kind: 'group',
  startsAt: new Date('2027-02-02T10:00:00Z'),
  endsAt: new Date('2027-02-02T11:00:00Z'),
  location: { kind: 'online', url: 'https://meet.example.com/abc' },
  capacity: 10,
  audience: 'public',
  published: true,
  pricePence: null,
  cancelled: false,
  ...over,
});
