import { Link } from 'react-router-dom';
import { useProblems } from '../problems';
import { PublishButton, type PublishButtonProps } from './PublishButton';
import { previewPath } from './paths';

/** The builder page's actions (inside the workspace, where the problems are known): Preview and Publish. */
export function PublishAction(props: Omit<PublishButtonProps, 'publishable' | 'problemCount'>) {
  const { problems, publishable } = useProblems();
  return (
    <div className="fb-page-actions">
      <Link className="button secondary" to={previewPath(props.formId, 'draft')} target="_blank" rel="noopener">
        Preview<span className="visually-hidden"> (opens in a new tab)</span>
      </Link>
      <PublishButton {...props} publishable={publishable} problemCount={problems.length} />
    </div>
  );
}
