import { describe, expect, it } from 'vitest';
import { m12, m23, v1, v2, v3 } from '../../engine/migrate/test-versions.ts';
import { migrationChain, migrationInto } from './version-chain.ts';

describe('migrationInto', () => {
  it('takes the stored migration when it names exactly that step', () => {
    expect(migrationInto(v1, v2, m12)).toEqual(m12);
  });

  it('derives the step when none was stored, the stored one is for another step, or it cannot be read', () => {
    for (const stored of [undefined, null, m23, { from: 'one' }]) {
      const migration = migrationInto(v1, v2, stored);
      expect([migration.from, migration.to]).toEqual([1, 2]);
      expect(migration).not.toEqual(m12); // without the author's renames a rename reads as a removal
    }
  });
});

describe('migrationChain', () => {
  it('gives one step per consecutive pair, whatever order the versions come in', () => {
    const chain = migrationChain([
      { version: 3, data: { definition: v3, migration: m23 } },
      { version: 1, data: { definition: v1 } },
      { version: 2, data: { definition: v2, migration: m12 } },
    ]);
    expect(chain).toEqual([m12, m23]);
  });

  it('is null when a version has no readable definition', () => {
    expect(migrationChain([{ version: 1, data: { definition: v1 } }, { version: 2, data: undefined }])).toBeNull();
  });
});
