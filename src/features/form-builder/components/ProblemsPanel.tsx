/** Every problem with the form, each linking to the question or section it is about. */
import type { Problem } from './problems';
import { useProblems } from './problems';
import { useRefLinks } from './definition-links';

function ProblemList({ problems, heading }: { problems: Problem[]; heading: string }) {
  const links = useRefLinks();
  if (problems.length === 0) return null;
  return (
    <section className="fb-problem-group">
      <h3>{heading}</h3>
      <ul className="fb-problems">
        {problems.map((problem) => (
          <li key={problem.key} className="fb-problem">
            <span>{problem.message}</span>
            {problem.ref && (
              <button type="button" className="fb-link" onClick={() => links.go(problem.ref!)}>
                Go to {links.label(problem.ref).replace(/^./, (c) => c.toLowerCase())}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ProblemsPanel() {
  const { problems, checking, publishable } = useProblems();
  const fix = problems.filter((p) => p.stage === 'fix');
  const publish = problems.filter((p) => p.stage === 'publish');
  return (
    <div className="fb-problems-panel">
      <p role="status" className={publishable ? 'notice' : 'muted'} data-testid="problems-summary">
        {problems.length === 0
          ? checking
            ? 'Checking the form…'
            : 'No problems: the form can be published.'
          : `${problems.length} problem${problems.length === 1 ? '' : 's'} to solve before publishing${checking ? ' (checking the latest change…)' : ''}.`}
      </p>
      <ProblemList problems={fix} heading="Fix these" />
      <ProblemList problems={publish} heading="Before publishing" />
    </div>
  );
}
