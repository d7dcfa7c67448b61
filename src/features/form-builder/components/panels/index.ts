/** The FormBuilder's side panels; each reads the builder store (no props), so the workspace just places them. */
export { PropertyPanel } from './PropertyPanel';
export { ConditionEditor } from './ConditionEditor';
export { ScoringEditor } from './ScoringEditor';
export { ChecksEditor } from './ChecksEditor';
export { TryItPanel } from './TryItPanel';
export { LivePreview } from './LivePreview';
