/** src/form-renderer's public entry as the bench sees it (a stub exports AssessmentForm = undefined). */
declare module 'bench:assessment-form' {
  import type { ComponentType } from 'react';
  import type { FormDefinition } from '@engine';
  export const AssessmentForm:
    | ComponentType<{
        definition: FormDefinition;
        formData?: Record<string, unknown>;
        onChange?(data: Record<string, unknown>): void;
        onSubmit(data: Record<string, unknown>): void | Promise<void>;
        submitting?: boolean;
        submitError?: string | null;
        stepStorageKey?: string;
      }>
    | undefined;
}
