// The demo forms made "in the FormBuilder": stored exactly as publishForm leaves a form after
// publishing draft revision 1 (source 'builder', version 1, the draft kept beside it), so
// `npm run dev` shows them in the forms list, the builder and the member dashboard.
// Loaded by seedDemo.mjs through tsx (it needs the engine for the content hash).
import { contentHash, type FormDefinition } from '@engine';
import { builderDraftPath, formPath, formVersionPath, publishedDocuments, type BuilderDraftDocument } from '@model';
import wellbeingCheckIn from './wellbeing-check-in.json' with { type: 'json' };

export const DEMO_BUILDER_FORMS: readonly FormDefinition[] = [wellbeingCheckIn as FormDefinition];

export interface DemoBuilderForm {
  formId: string;
  /** forms/{id}, its versions/1 and private/draft, keyed by path */
  documents: Record<string, Record<string, unknown>>;
}

/** The documents of every demo builder form, published at `at` by the administrator `by`. */
export function demoBuilderForms<Time>(at: Time, by: string): DemoBuilderForm[] {
  return DEMO_BUILDER_FORMS.map((definition) => {
    const revision = 1;
    const published = publishedDocuments(definition, { version: 1, contentHash: contentHash(definition), source: 'builder', at, by, draftRevision: revision });
    const draft: BuilderDraftDocument<Time> = { definition, revision, updatedAt: at, updatedBy: by };
    return {
      formId: definition.id,
      documents: {
        // for every member, stated as publishForm states it (members list forms by audience)
        [formPath(definition.id)]: { ...published.form, audience: 'everyone', createdAt: at },
        [formVersionPath(definition.id, 1)]: { ...published.version },
        [builderDraftPath(definition.id)]: { ...draft },
      },
    };
  });
}
