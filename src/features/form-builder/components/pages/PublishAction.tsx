import type { Edit, FormDefinition } from '@engine';
import type { DeclaredChanges } from '@model';
import { Link } from 'react-router-dom';
import { useProblems } from '../problems';
import { PublishButton, type PublishButtonProps } from './PublishButton';
import { PublishDialog } from './PublishDialog';
import { previewPath } from './paths';

/** What a publish over a current version is compared with (absent before the first publish). */
export interface PublishVersions {
  published: FormDefinition;
  /** what the builder recorded since `published`, given the workspace's edit log */
  declared(log: readonly Edit[]): DeclaredChanges;
}

export type PublishActionProps = Omit<PublishButtonProps, 'publishable' | 'problemCount' | 'review'> & { versions?: PublishVersions | null };

/**
 * The builder page's actions (inside the workspace, where the problems and the edits are known):
 * Preview and Publish; a form with a current version is published through the dialog that says
 * what the publish will do.
 */
export function PublishAction({ versions, ...props }: PublishActionProps) {
  const { problems, publishable } = useProblems();
  return (
    <div className="fb-page-actions">
      <Link className="button secondary" to={previewPath(props.formId, 'draft')} target="_blank" rel="noopener">
        Preview<span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
      <PublishButton
        {...props}
        publishable={publishable}
        problemCount={problems.length}
        review={
          versions
            ? ({ onCancel, onConfirm }) => (
                <PublishDialog formId={props.formId} published={versions.published} declared={versions.declared} onCancel={onCancel} onConfirm={onConfirm} />
              )
            : undefined
        }
      />
    </div>
  );
}
