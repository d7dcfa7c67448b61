/** placeholder until the workspace adapter is written */
import type { BenchBuilder } from './types.ts';
const engine = { available: false } as unknown as BenchBuilder<unknown>;
export default engine;
