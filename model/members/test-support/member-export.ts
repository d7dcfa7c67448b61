/**
 * A member's data export as exportMyData answers it, with every inventory section and no records:
 * tests add the records they are about.
 */
import type { MemberDataExport } from '../member-data-export.ts';
import { MEMBER_DATA_INVENTORY } from '../member-data-inventory.ts';

export function emptyMemberExport(over: Partial<Pick<MemberDataExport, 'exportedAt' | 'member' | 'requestedBy'>> = {}): MemberDataExport {
  return {
    format: 'member-data-export',
    version: 1,
    exportedAt: '2026-07-01T09:30:00.000Z',
    member: { uid: 'alice', email: 'alice@example.test', displayName: 'Alice' },
    requestedBy: 'member',
    sections: MEMBER_DATA_INVENTORY.map((entry) => ({ key: entry.key, title: entry.title, held: entry.held, source: entry.path, records: [], truncated: false })),
    ...over,
  };
}
