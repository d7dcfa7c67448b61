import type { ScaleRule, ScaleScore, ScaleSpec } from '../definition/types.ts';

/** An item's rating if it is a valid answer for the scale, else undefined (treated as unanswered). */
export function itemRating(spec: ScaleSpec, value: unknown): number | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined;
  if (value < spec.itemMin || value > spec.itemMax) return undefined;
  return value;
}

/** Ratings of the given items; undefined where unanswered or out of range. */
function ratingsOf(spec: ScaleSpec, items: string[], data: Record<string, unknown>): (number | undefined)[] {
  return items.map((item) => itemRating(spec, data[item]));
}

function sumIfComplete(ratings: (number | undefined)[]): number | null {
  let total = 0;
  for (const r of ratings) {
    if (r === undefined) return null;
    total += r;
  }
  return total;
}

/** The items of a rule group: a subscale's items, or every item of the scale for "*". */
function groupItems(spec: ScaleSpec, subscale: string): string[] {
  return subscale === '*' ? spec.items : (spec.subscales?.[subscale]?.items ?? []);
}

/**
 * Decide a rule in three-valued logic: true/false when the answers settle it whatever the missing
 * items turn out to be, null when they do not (e.g. a partial sum already at the cut-off is true).
 */
export function decideRule(spec: ScaleSpec, rule: ScaleRule, data: Record<string, unknown>): boolean | null {
  if (rule.kind === 'totalAtLeast') {
    const ratings = ratingsOf(spec, spec.items, data);
    const known = ratings.reduce<number>((sum, r) => sum + (r ?? 0), 0);
    const missing = ratings.filter((r) => r === undefined).length;
    if (known >= rule.value) return true;
    if (known + missing * spec.itemMax < rule.value) return false;
    return missing === 0 ? known >= rule.value : null;
  }
  let undecided = false;
  for (const group of rule.groups) {
    const ratings = ratingsOf(spec, groupItems(spec, group.subscale), data);
    const endorsed = ratings.filter((r) => r !== undefined && r >= rule.rating).length;
    const missing = ratings.filter((r) => r === undefined).length;
    if (endorsed >= group.count) continue;
    // even if every missing item were endorsed this group cannot reach its count
    if (endorsed + missing < group.count || rule.rating > spec.itemMax) return false;
    undecided = true;
  }
  return undecided ? null : true;
}

/** Score one scale. Any unanswered item makes it incomplete with total null: never a partial total. */
export function scoreScale(spec: ScaleSpec, data: Record<string, unknown>): ScaleScore {
  const ratings = ratingsOf(spec, spec.items, data);
  const answered = ratings.filter((r) => r !== undefined).length;
  const total = sumIfComplete(ratings);
  const band = total === null ? undefined : spec.bands?.find((b) => total >= b.min && total <= b.max);

  const subscales: ScaleScore['subscales'] = {};
  for (const [id, sub] of Object.entries(spec.subscales ?? {})) {
    const subTotal = sumIfComplete(ratingsOf(spec, sub.items, data));
    subscales[id] = { total: subTotal, complete: subTotal !== null };
  }
  const rules: ScaleScore['rules'] = {};
  for (const [id, rule] of Object.entries(spec.rules ?? {})) rules[id] = decideRule(spec, rule, data);

  return {
    title: spec.title,
    total,
    complete: total !== null,
    answered,
    itemCount: spec.items.length,
    min: spec.items.length * spec.itemMin,
    max: spec.items.length * spec.itemMax,
    band: band?.id ?? null,
    bandLabel: band?.label ?? null,
    subscales,
    rules,
  };
}
