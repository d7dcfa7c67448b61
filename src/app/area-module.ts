import type { ComponentType } from 'react';

/** An area chunk's exports: its pages by name. */
export type AreaModule = Record<string, ComponentType | undefined>;
