// Plausible, valid answers to any form definition, for the demo seed and the scale seed.
// Deterministic: every random choice comes from the caller's seeded generator, so the same
// seed always writes the same members and responses.
import { visibleData, type FormDefinition, type JsonSchemaObject, type ScaleSpec } from '@engine';

/** A seeded pseudo-random generator (mulberry32): numbers in [0, 1). */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max] (both inclusive). */
export const randomInt = (random: Random, min: number, max: number): number => min + Math.floor(random() * (max - min + 1));

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * Ratings for `count` items, each in [0, itemMax], adding up to `total`: spread evenly, the
 * remainder on items chosen at random (so two responses with one total differ item by item).
 * `fixed` pins some items (by index); the rest carry the remaining total.
 */
export function ratingsWithTotal(random: Random, total: number, count: number, itemMax: number, fixed: Readonly<Record<number, number>> = {}): number[] {
  const ratings = Array.from({ length: count }, (_, index) => fixed[index] ?? 0);
  const free = ratings.map((_, index) => index).filter((index) => fixed[index] === undefined);
  let left = total - ratings.reduce((sum, rating) => sum + rating, 0);
  if (left < 0 || left > free.length * itemMax) throw new Error(`no ratings of ${count} items (max ${itemMax}) add up to ${total}`);
  while (left > 0) {
    const open = free.filter((index) => ratings[index]! < itemMax);
    const index = pick(random, open);
    ratings[index] = ratings[index]! + 1;
    left -= 1;
  }
  return ratings;
}

/** A scale's item answers adding up to `total` (items named as the scale lists them); `fixed` pins some items. */
export function scaleAnswers(random: Random, spec: ScaleSpec, total: number, fixed: Readonly<Record<string, number>> = {}): Record<string, number> {
  const pinned = Object.fromEntries(Object.entries(fixed).map(([item, value]) => [spec.items.indexOf(item), value - spec.itemMin]));
  const ratings = ratingsWithTotal(random, total - spec.items.length * spec.itemMin, spec.items.length, spec.itemMax - spec.itemMin, pinned);
  return Object.fromEntries(spec.items.map((item, index) => [item, ratings[index]! + spec.itemMin]));
}

const FIRST_NAMES = ['Sam', 'Priya', 'Jo', 'Amir', 'Chloe', 'Tomasz', 'Aisha', 'Ben', 'Mei', 'Kwame', 'Siobhán', 'Oluwaseun', 'Zoë', 'Dev', 'Ffion', 'Luca'];
const LAST_NAMES = ['Patel', 'Evans', 'Khan', 'Nowak', 'Okafor', 'Murphy', 'Jones', 'Chen', 'Mensah', 'Williams', 'Hughes', 'Ahmed', 'Taylor', 'Rossi'];
const PHRASES = [
  'Sleeping badly since the move.',
  'Work has been very busy and I feel on edge most days.',
  'Better this week, walked every morning.',
  'Finding it hard to see friends, I cancel plans.',
  'Arguments at home, "it all feels like too much", then calmer.',
  'Grief after losing my dad in the spring; some days are fine.',
  'Panic on the bus twice, used the breathing.',
  'Nothing much to add.',
];

/** A full name from the demo name lists. */
export const randomName = (random: Random): string => `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`;

/** How often a choice question gets its first choice ("No", "Not at all"). */
export const FIRST_CHOICE_RATE = 0.8;

/** A valid answer to one question (schema) that is not a scale item, or undefined to leave it blank. */
function answerFor(random: Random, name: string, schema: JsonSchemaObject, required: boolean, firstChoice: number): unknown {
  if (!required && random() < 0.5) return undefined;
  if (schema.const !== undefined) return schema.const;
  const choices = (schema.oneOf ?? []).map((choice) => choice.const).filter((value) => value !== undefined);
  // The first choice ("No", "Not at all") most often: risk questions answered "yes" at random
  // would flag nearly every response.
  if (choices.length) return random() < firstChoice ? choices[0] : pick(random, choices);
  if (schema.enum?.length) return pick(random, schema.enum);
  if (schema.type === 'boolean') return random() < 0.5;
  if (schema.type === 'integer' || schema.type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
    const max = typeof schema.maximum === 'number' ? schema.maximum : min + 10;
    return randomInt(random, Math.ceil(min), Math.floor(max));
  }
  if (schema.type === 'array') {
    const items = typeof schema.items === 'object' ? schema.items : {};
    const options = (items.oneOf ?? []).map((choice) => choice.const).concat(items.enum ?? []);
    const limit = Math.min(options.length, typeof schema.maxItems === 'number' ? schema.maxItems : 2);
    return options.length ? [...new Set(Array.from({ length: Math.max(1, randomInt(random, 1, limit)) }, () => pick(random, options)))] : [];
  }
  if (schema.type !== 'string') return undefined;
  if (schema.format === 'date') return `19${randomInt(random, 50, 99)}-0${randomInt(random, 1, 9)}-1${randomInt(random, 0, 9)}`;
  if (schema.format === 'email') return `member${randomInt(random, 1, 99999)}@example.com`;
  if (typeof schema.pattern === 'string') return `07700 900${String(randomInt(random, 0, 999)).padStart(3, '0')}`;
  const text = /name|signature/i.test(name) ? randomName(random) : pick(random, PHRASES);
  return text.slice(0, typeof schema.maxLength === 'number' ? schema.maxLength : undefined);
}

/**
 * A complete response to `definition`: `chosen` answers as given, scale items and everything else
 * filled with valid answers, then only what is shown for those answers kept (as the renderer
 * and submitResponse keep it). `firstChoice`: how often a choice question gets its first choice.
 */
export function fillAnswers(
  random: Random,
  definition: FormDefinition,
  chosen: Readonly<Record<string, unknown>> = {},
  { firstChoice = FIRST_CHOICE_RATE }: { firstChoice?: number } = {},
): Record<string, unknown> {
  const properties = definition.schema.properties ?? {};
  const required = new Set(definition.schema.required ?? []);
  const scaleItems = new Set(Object.values(definition.scoring?.scales ?? {}).flatMap((scale) => scale.items));
  const data: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    if (Object.hasOwn(chosen, name)) data[name] = chosen[name];
    else if (scaleItems.has(name)) continue;
    else {
      const answer = answerFor(random, name, schema, required.has(name), firstChoice);
      if (answer !== undefined) data[name] = answer;
    }
  }
  for (const [id, scale] of Object.entries(definition.scoring?.scales ?? {})) {
    if (scale.items.every((item) => Object.hasOwn(chosen, item))) continue;
    const pinned = Object.fromEntries(scale.items.filter((item) => Object.hasOwn(chosen, item)).map((item) => [item, chosen[item] as number]));
    const pinnedTotal = Object.values(pinned).reduce((sum, value) => sum + value, 0);
    const freeItems = scale.items.length - Object.keys(pinned).length;
    const total = pinnedTotal + randomInt(random, freeItems * scale.itemMin, freeItems * scale.itemMax);
    if (!Number.isInteger(total)) throw new Error(`scale ${id}: pinned items must be numbers`);
    Object.assign(data, scaleAnswers(random, scale, total, pinned));
  }
  return visibleData(definition, data);
}
