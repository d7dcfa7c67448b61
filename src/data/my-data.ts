import type { ExportMyDataAnswer, ExportMyDataRequest } from '@model';
import { callFunction } from './functions';

/**
 * Everything the practice holds about the signed-in member, from the `exportMyData` callable
 * (the server's view: notes, flags and access records included). Administrators pass `memberId`
 * for a subject-access request (the server audits it).
 */
export function exportMyData(memberId?: string): Promise<ExportMyDataAnswer> {
  return callFunction<ExportMyDataRequest, ExportMyDataAnswer>('exportMyData', { memberId: memberId ?? null });
}
